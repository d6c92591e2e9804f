// Which vector path the 9x9 solver takes. Its work (band9_kernel.inc) is
// compiled once per path: the baseline for any processor the program is
// built for, and on x86-64 one for AVX2 (x86-64-v3) and one for AVX-512
// (x86-64-v4), chosen when a solver is made from what the processor offers,
// so that one binary (a Debian package's too) runs the widest path the
// machine has. All paths reach the same states: the same nodes, the same
// answers.
#pragma once

#include <optional>

namespace satdoku::native {

enum class Band9Path { baseline, avx2, avx512 };

// The paths, narrowest first.
inline constexpr Band9Path kBand9Paths[] = {Band9Path::baseline, Band9Path::avx2,
                                            Band9Path::avx512};

const char* band9_path_name(Band9Path path);

// Whether this build has the path and this processor (and its operating
// system) runs it.
bool band9_path_supported(Band9Path path);

// The path new 9x9 solvers take: the widest supported, unless forced.
Band9Path band9_path();

// Makes every 9x9 solver made from now on take `path` (nullopt: back to the
// widest supported); for tests that run each path. False, and nothing
// changed, when the path is not supported here.
bool force_band9_path(std::optional<Band9Path> path);

}  // namespace satdoku::native
