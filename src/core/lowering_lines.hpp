// The lowering of the rule kinds that published setters' puzzles brought in
// (rules.hpp, from slow_thermometer on): lines that compare, group or add
// their cells, clues that read a row from outside, clones and indexers. Each
// becomes primitives of lowering.hpp:
//   slow thermometer, entropic, modular and nabner lines, clones, indexers:
//     PairTables
//   zipper lines, double arrows, region sum lines: LinearSums saying that
//     each group of cells sums to the same as the first
//   between and lockout lines, X-sums, skyscrapers: LineAutomata
//     (line_automata.cpp), which read a line cell by cell with memory
#pragma once

#include <cstddef>
#include <vector>

#include "core/lowering.hpp"

namespace satdoku {

// The PairTable on cells a and b that allows (da, db) when allowed(da, db).
template <class Allowed>
PairTable make_pair_table(int side, int a, int b, int origin, Allowed&& allowed) {
  PairTable table{a, b, std::vector<bool>(static_cast<std::size_t>(side) * side), origin};
  for (int da = 1; da <= side; ++da)
    for (int db = 1; db <= side; ++db) table.allowed[(da - 1) * side + (db - 1)] = allowed(da, db);
  return table;
}

// Appends the primitives of `rule`, one of the kinds above, to `out`, each
// with `origin`.
void lower_line_rule(const Puzzle& puzzle, const Rule& rule, int origin, Lowered& out);

// The automata (line_automata.cpp). `line` is read in order.
// Between line of 3 or more cells: the cells between the ends hold digits
// strictly between the ends' digits.
LineAutomaton between_automaton(const std::vector<int>& line, int side);
// Lockout line of 2 or more cells: the ends differ by `gap` or more, and no
// cell between them holds a digit from the smaller end to the larger.
LineAutomaton lockout_automaton(const std::vector<int>& line, int side, int gap);
// X-sum: the first X cells sum to `total`, X being the first cell's digit.
LineAutomaton x_sum_automaton(const std::vector<int>& cells, int side, int total);
// Skyscraper: `visible` cells are higher than every cell before them.
LineAutomaton skyscraper_automaton(const std::vector<int>& cells, int side, int visible);

}  // namespace satdoku
