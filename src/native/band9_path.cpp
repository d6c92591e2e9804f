// The vector paths of the 9x9 solver (band9_path.hpp), and the baseline
// path's compilation of its kernel: on x86-64 with SSE2, which every x86-64
// processor has; elsewhere in plain C++ (with WebAssembly's SIMD where the
// compiler has it).
#include "band9_path.hpp"

#include <atomic>
#include <cstdint>
#if defined(__x86_64__)
#include <immintrin.h>
#elif defined(__wasm_simd128__)
#include <wasm_simd128.h>
#endif

#include "band9_solver.hpp"
#include "band9_tables.hpp"

#define SATDOKU_BAND9_NS band9_baseline
#define SATDOKU_BAND9_TARGET
#if defined(__x86_64__)
#define SATDOKU_BAND9_WIDTH 128
#else
#define SATDOKU_BAND9_WIDTH 0
#endif
#include "band9_kernel.inc"
#undef SATDOKU_BAND9_NS
#undef SATDOKU_BAND9_TARGET
#undef SATDOKU_BAND9_WIDTH

namespace satdoku::native {

#if defined(__x86_64__)
namespace band9_avx2 {
extern const Band9Kernel kKernel;
}
namespace band9_avx512 {
extern const Band9Kernel kKernel;
}
#endif

namespace {

// The path forced by force_band9_path(), or -1.
std::atomic<int> forced_path{-1};

}  // namespace

const char* band9_path_name(Band9Path path) {
  switch (path) {
    case Band9Path::avx2:
      return "avx2";
    case Band9Path::avx512:
      return "avx512";
    default:
      return "baseline";
  }
}

// The ISA levels of the x86-64 psABI (GCC's names): AVX2 with BMI1/2, FMA,
// LZCNT and MOVBE; AVX-512 F, BW, CD, DQ and VL, with the operating system
// saving their registers (which __builtin_cpu_supports checks).
bool band9_path_supported(Band9Path path) {
  switch (path) {
    case Band9Path::baseline:
      return true;
#if defined(__x86_64__) && defined(__clang__)
    // Clang (14, the sanitizer build's) knows the features, not the levels;
    // every processor with these has the rest of its level.
    case Band9Path::avx2:
      return __builtin_cpu_supports("avx2") && __builtin_cpu_supports("bmi") &&
             __builtin_cpu_supports("bmi2") && __builtin_cpu_supports("fma");
    case Band9Path::avx512:
      return band9_path_supported(Band9Path::avx2) && __builtin_cpu_supports("avx512f") &&
             __builtin_cpu_supports("avx512bw") && __builtin_cpu_supports("avx512cd") &&
             __builtin_cpu_supports("avx512dq") && __builtin_cpu_supports("avx512vl");
#elif defined(__x86_64__)
    case Band9Path::avx2:
      return __builtin_cpu_supports("x86-64-v3");
    case Band9Path::avx512:
      return __builtin_cpu_supports("x86-64-v4");
#endif
    default:
      return false;
  }
}

Band9Path band9_path() {
  const int forced = forced_path.load(std::memory_order_relaxed);
  if (forced >= 0) return static_cast<Band9Path>(forced);
  static const Band9Path widest = [] {
    Band9Path best = Band9Path::baseline;
    for (Band9Path path : kBand9Paths)
      if (band9_path_supported(path)) best = path;
    return best;
  }();
  return widest;
}

bool force_band9_path(std::optional<Band9Path> path) {
  if (path && !band9_path_supported(*path)) return false;
  forced_path.store(path ? static_cast<int>(*path) : -1, std::memory_order_relaxed);
  return true;
}

const Band9Kernel& band9_kernel(Band9Path path) {
  switch (path) {
#if defined(__x86_64__)
    case Band9Path::avx2:
      return band9_avx2::kKernel;
    case Band9Path::avx512:
      return band9_avx512::kKernel;
#endif
    default:
      return band9_baseline::kKernel;
  }
}

}  // namespace satdoku::native
