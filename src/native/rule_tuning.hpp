// The rule solver's tuning knobs, in one place (rule_solver.hpp and its
// propagators read them; README's variant speed notes give the measurements
// behind each value).
#pragma once

#include <cstddef>
#include <cstdint>

namespace satdoku::native::rule_tuning {

// Branch on where a digit goes in a house (rule_choice.cpp) only when the
// chosen cell has at least this many candidates, and the digit at most
// kPlacesMax places (and fewer than the cell has candidates). On the
// published puzzles and ISS's collections, allowing any count of places
// took 1.26M nodes in all where two took 8.6M and three 2.3M.
inline constexpr int kPlacesFromCandidates = 3;
inline constexpr std::uint64_t kPlacesMax = 9;

// Every this many failed assignments the weights of choose() are halved (the
// digits' quartered), so that they follow where the search is now.
inline constexpr std::uint64_t kDecayEvery = 1u << 14;

// Locked candidates look at a digit of a house once its places there are
// this few or fewer (every cell that sees all of them loses the digit).
inline constexpr int kLockedMaxPlaces = 3;

// A killer cage with more combinations of distinct digits than this is left
// to bounds alone: the combinations then prune little and cost much.
inline constexpr std::size_t kMaxCombos = 512;

}  // namespace satdoku::native::rule_tuning
