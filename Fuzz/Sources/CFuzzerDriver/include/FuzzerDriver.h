#ifndef POPUPKIT_FUZZER_DRIVER_H
#define POPUPKIT_FUZZER_DRIVER_H

#include <stddef.h>
#include <stdint.h>

/// libFuzzer's entry for a program with its own `main`: parses libFuzzer's
/// options from argc/argv and calls `callback` with each input (0 to go on).
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif
