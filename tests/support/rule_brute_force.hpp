// A brute-force reference for puzzles with variant rules, written for the
// tests from the rules' plain meaning (docs/rules.md), with no
// code from the lowering or the engines: a row-major depth-first search that
// places digits 1..N in each cell in turn, keeping rows, columns and regions
// distinct, and checks each rule as soon as the last cell it reads is placed.
// Its first completion is the lex-min one; it counts up to a limit.
//
// Fast enough for 4x4, 6x6 and 9x9 grids with a fair number of givens.
#pragma once

#include <optional>

#include "satdoku/grid.hpp"
#include "satdoku/rules.hpp"

namespace satdoku::testing {

// The lex-min completion and the number of completions up to a limit.
struct BruteAnswer {
  std::optional<Grid> smallest;
  int count = 0;
};

BruteAnswer brute_force(const Puzzle& puzzle, int limit = 2);

// Whether a complete grid obeys the puzzle: givens, rows, columns, regions
// and every rule, by the same plain meaning.
bool obeys(const Puzzle& puzzle, const Grid& solution);

}  // namespace satdoku::testing
