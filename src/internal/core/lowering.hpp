// Lowering: every variant rule rewritten as a few primitive constraints, once,
// so that the SAT encoder and the native engine each handle only the
// primitives (one encoding and one propagator per primitive) instead of one
// code path per f-puzzles key. The validity checker does not use this: it
// checks the rules as stated (rules.hpp), so a lowering mistake cannot hide
// behind a checker that shares it.
//
// Rows, columns and the boxes (or jigsaw regions) are not lowered: every
// engine has them built in. `regions` says which cells form each region.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "satdoku/rules.hpp"

namespace satdoku {

// Digits as bits: bit d-1 stands for digit d (sides up to 36 fit).
using DigitMask = std::uint64_t;

// The cells hold different digits. A group of N cells holds every digit.
struct Distinct {
  std::vector<int> cells;
  int origin = 0;  // index into Lowered::origins
};

// A relation between two cells: allowed[(da - 1) * N + (db - 1)] says whether
// cell a = da and cell b = db may hold together.
struct PairTable {
  int a = 0;
  int b = 0;
  std::vector<bool> allowed;  // N * N
  int origin = 0;

  bool allows(int da, int db, int side) const { return allowed[(da - 1) * side + (db - 1)]; }
};

// The cell holds one of the digits in `mask`.
struct CellMask {
  int cell = 0;
  DigitMask mask = 0;
  int origin = 0;
};

// sum over terms of coef * digit(cell) == total. Cells may repeat across
// terms only as the rule states (an arrow's pill cell is one term); digits
// may repeat unless a Distinct says otherwise. Coefficients may be negative
// (an arrow: shaft cells +1, pill cells -100, -10, -1).
struct LinearSum {
  struct Term {
    int cell = 0;
    int coef = 1;
  };
  std::vector<Term> terms;
  int total = 0;
  int origin = 0;
};

// The cells (a renban line) hold different digits that form a run of
// consecutive numbers, in any order.
struct ConsecutiveRun {
  std::vector<int> cells;
  int origin = 0;
};

// cells is a whole row or column in order: the digits strictly between the
// cells holding 1 and N sum to `total`.
struct Sandwich {
  std::vector<int> cells;
  int total = 0;
  int origin = 0;
};

// Each digit of `digits` appears among `cells` at least as often as listed.
struct AtLeast {
  std::vector<int> cells;
  std::vector<int> digits;  // sorted, with repeats
  int origin = 0;
};

// A rule that reads its cells in order with some memory (a between line's
// ends, an X-sum's count, a skyscraper's tallest so far), as a finite
// automaton: starting in state 0, each cell's digit d moves state q to
// next[q * N + d - 1] (-1: the rule is broken); the rule holds when the state
// after the last cell is accepting. States may stand for a position along
// the line too, so a rule can read its last cell differently.
struct LineAutomaton {
  std::vector<int> cells;
  int states = 0;
  std::vector<int> next;                // states * N
  std::vector<std::uint8_t> accepting;  // per state: 1 or 0
  int origin = 0;

  int step(int state, int digit, int side) const { return next[state * side + digit - 1]; }
};

struct Lowered {
  int side = 0;
  // Region of each cell (the usual boxes when the puzzle has no jigsaw).
  std::vector<int> regions;
  std::vector<Distinct> distinct;
  std::vector<PairTable> pairs;
  std::vector<CellMask> masks;
  std::vector<LinearSum> sums;
  std::vector<ConsecutiveRun> runs;
  std::vector<Sandwich> sandwiches;
  std::vector<AtLeast> at_least;
  std::vector<LineAutomaton> automata;
  // The rules' labels ("killercage[3]"); each primitive names its own.
  std::vector<std::string> origins;

  bool has_extra_constraints() const {
    return !distinct.empty() || !pairs.empty() || !masks.empty() || !sums.empty() ||
           !runs.empty() || !sandwiches.empty() || !at_least.empty() || !automata.empty();
  }
};

// The puzzle's rules as primitives. Givens are not included (they are the
// grid's). A classic puzzle lowers to its boxes and nothing else.
//
// What each rule becomes:
//   diagonal, extra_region, renban cells, killer_cage cells: Distinct
//   disjoint_groups: one Distinct per position k, the k-th cell (reading
//   order) of every region
//   antiknight, antiking: a "differ" PairTable per pair of cells
//   nonconsecutive, negative_*: a PairTable per adjacent pair with no dot of
//   the rule's family (nonconsecutive is negative_difference)
//   difference, ratio, xv, whispers steps, palindrome mirrors: PairTable
//   minimum and maximum: a PairTable against each neighbour that is not a
//   minimum (maximum) cell itself
//   thermometer: a PairTable for every two cells i < j of a line,
//   digit_j - digit_i >= j - i (implied by strict increase; it lets the
//   engines see that a bulb of a 9-cell thermometer is 1 without search)
//   odd, even, pencil_marks: CellMask
//   killer_cage value, little_killer, arrow: LinearSum
//   renban: ConsecutiveRun (plus Distinct); sandwich: Sandwich; quadruple: AtLeast
//   and the kinds of lowering_lines.hpp (slow thermometers, between and
//   lockout lines, X-sums, skyscrapers, clones, indexers ...).
//
// A rule equal to an earlier one (the same kind, cells and values, whatever
// its label) lowers to nothing, and merge_duplicates then drops primitives
// that repeat earlier ones: the engines' work is bounded by the distinct
// constraints, not by how often a file writes them. Primitives stay in rule
// order (each list sorted by origin). And then, for every LinearSum of 3 or
// 4 cells, its projections (below).
Lowered lower(const Puzzle& puzzle);

// Drops every primitive equal to an earlier one (a pair table also when
// written from the other cell, a sum also past the second of its totals over
// the same terms, which already contradict each other), and turns one-term
// sums into cell masks (lowering_merge.cpp).
void merge_duplicates(Lowered& lowered);

// For each LinearSum of 3 or 4 terms, a PairTable (same origin) on every pair
// of its cells whose digits the equation restricts: the pairs that some
// solution of the equation uses, with digits distinct where the cells share a
// row, column, region or the sum's own Distinct group. Redundant, and what
// lets both engines see a short sum as strongly as a pair (sum_projections.cpp).
void add_sum_projections(Lowered& lowered);

// The sums the houses imply, a killer setter's innies and outies: with the
// sums of unit coefficients that do not overlap ("pieces": cages, little
// killers), each house's cells outside the pieces it holds whole, a piece
// leaving a house by one cell against the rest of the house, and each band
// of the first k rows, columns or regions against the pieces mostly inside
// it (house_sums.cpp). Implied by the rest, so an engine may take them or
// not; lower() does not add them (the SAT encoder guards each primitive by
// the one rule it comes from, and these come from several), the native
// engine does.
void add_house_sums(Lowered& lowered);

}  // namespace satdoku
