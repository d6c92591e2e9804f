// Every completion of a small puzzle, by plain row-major backtracking over
// rows, columns and regions (boxes or jigsaw), each full grid then kept when the validity
// checker accepts it with the puzzle's rules. Shares no code with either
// engine; fine for 4x4 and for 6x6 with a few givens.
#pragma once

#include <cstdint>
#include <functional>
#include <vector>

#include "satdoku/grid.hpp"
#include "satdoku/rules.hpp"

namespace satdoku::testing {

// Calls `visit` with each completion, in lexicographic order.
void each_completion(const Puzzle& puzzle, const std::function<void(const Grid&)>& visit);

// Per cell*N + d-1: how many completions put d there.
std::vector<std::uint64_t> brute_counts(const Puzzle& puzzle);

// How many completions there are.
std::uint64_t brute_total(const Puzzle& puzzle);

}  // namespace satdoku::testing
