import FuzzerMain

runFuzzer { data, size in fuzz(.scenario, data, size) }
