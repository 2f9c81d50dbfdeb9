import FuzzerMain

runFuzzer { data, size in fuzz(.rulebook, data, size) }
