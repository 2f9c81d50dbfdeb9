// Declarations only (see include/FuzzerDriver.h); a C target needs one source file.
#include "FuzzerDriver.h"
