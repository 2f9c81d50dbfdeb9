import FuzzerMain

runFuzzer { data, size in fuzz(.input, data, size) }
