// The header's inline function is all this target provides; SwiftPM wants one source file.
#include "kinetic_math.h"
