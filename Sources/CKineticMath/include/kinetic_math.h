#ifndef KINETIC_MATH_H
#define KINETIC_MATH_H

/// sin x and cos x in one call: glibc's sincos shares the argument reduction of the two, which
/// the closed-form spring needs every frame. Elsewhere, the two calls.
#if defined(__linux__)
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <math.h>
static inline void kinetic_sincos(double x, double *s, double *c) { sincos(x, s, c); }
#else
#include <math.h>
static inline void kinetic_sincos(double x, double *s, double *c) { *s = sin(x); *c = cos(x); }
#endif

#endif
