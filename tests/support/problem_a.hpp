// Problem A's sample (Baekjoon 2239) and its
// published answer, row by row: the one hand-checked 9x9 every suite uses.
#pragma once

namespace satdoku::testing {

inline constexpr const char* kProblemA =
    "103000509002109400000704000300502006060000050700803004000401000009205800804000107";
inline constexpr const char* kProblemASolution =
    "143628579572139468986754231391542786468917352725863914237481695619275843854396127";

}  // namespace satdoku::testing
