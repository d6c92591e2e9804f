// The 9x9 solver's kernel compiled for AVX-512 (x86-64-v4: AVX-512 F, BW, CD, DQ, VL),
// which band9_path.cpp offers where the processor has it. Elsewhere than on
// x86-64 this file is empty.
#if defined(__x86_64__)
#include <immintrin.h>

#include <cstdint>

#include "band9_solver.hpp"
#include "band9_tables.hpp"

#define SATDOKU_BAND9_NS band9_avx512
#define SATDOKU_BAND9_TARGET __attribute__((target("arch=x86-64-v4")))
#define SATDOKU_BAND9_WIDTH 512
#include "band9_kernel.inc"
#undef SATDOKU_BAND9_NS
#undef SATDOKU_BAND9_TARGET
#undef SATDOKU_BAND9_WIDTH
#endif
