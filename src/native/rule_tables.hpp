// What the rule solver propagates, as index tables built once per puzzle from
// its lowered rules (core/lowering.hpp): the units (rows, columns, regions and
// every all-different group of N cells), the peers of each cell, two-cell
// relations as support masks, and the constraints that see several cells at
// once (sums, renban runs, sandwiches, at-least counts, automata), each with the cells
// that wake it up.
#pragma once

#include <cstdint>
#include <span>
#include <utility>
#include <vector>

#include "branch.hpp"
#include "core/lowering.hpp"
#include "satdoku/grid.hpp"

namespace satdoku::native {

// One list per cell, stored in a single array.
template <class T>
class PerCell {
 public:
  PerCell() = default;
  explicit PerCell(const std::vector<std::vector<T>>& lists) {
    start_.push_back(0);
    for (const auto& list : lists) {
      items_.insert(items_.end(), list.begin(), list.end());
      start_.push_back(static_cast<int>(items_.size()));
    }
  }
  std::span<const T> operator[](int cell) const {
    return {items_.data() + start_[cell], items_.data() + start_[cell + 1]};
  }

 private:
  std::vector<int> start_;
  std::vector<T> items_;
};

// A relation seen from one of its cells: which digits of `to` each digit of
// this cell allows (supports[support + d - 1]).
struct Arc {
  int to = 0;
  int support = 0;
};

// sum of coefs[i] * digit(cells[i]) == total. When the cells must all differ
// and every coefficient is 1 (a killer cage), `combos` lists every set of
// distinct digits of the right size and total, so that a digit no combination
// uses can go. The terms come in groups of one coefficient whose cells must
// all differ (an arrow's shaft in one box, a zipper's pair in one row): group
// g is terms group_end[g-1] .. group_end[g] - 1.
struct SumRule {
  std::vector<int> cells;
  std::vector<int> coefs;
  int total = 0;
  bool distinct = false;
  bool unit_coefs = false;  // every coefficient 1
  std::vector<DigitSet> combos;
  std::vector<int> group_end;
  // An EqualSumsRule holds both sides and enumerates them exactly (each of
  // at most kExactSumCells cells), which prunes all the bounds would: the
  // sum then reads no cell (it wakes for nothing).
  bool covered = false;
};

// Groups of cells that all sum to the same total, whatever it is: the sides
// of sums "these cells minus those cells is 0" (arrows with one-cell
// circles, zipper lines, double arrows, region sum lines), joined when they
// share a side. `distinct` says which groups' cells must all differ.
// Totals of an EqualSumsRule stay below this (a group of k cells reaches k
// times the side at most): groups that could reach more are left to the sum
// bounds alone.
inline constexpr int kEqualSumsLimit = 256;
// Groups of up to this many cells are enumerated digit by digit (distinct
// where the cells see each other); longer ones by partial sums.
inline constexpr int kExactSumCells = 3;

struct EqualSumsRule {
  std::vector<std::vector<int>> groups;
  std::vector<std::uint8_t> distinct;
};

struct RunRule {
  std::vector<int> cells;
};

struct SandwichRule {
  std::vector<int> cells;  // a whole row or column, in order
  int total = 0;
  // by_count[m]: every set of m distinct digits from 2..N-1 summing to total.
  std::vector<std::vector<DigitSet>> by_count;
};

struct AtLeastRule {
  std::vector<int> cells;
  std::vector<std::pair<int, int>> needs;  // (digit, times), each digit once
  int listed = 0;                          // sum of the times
  DigitSet digits = 0;                     // the listed digits
};

// A line read by an automaton (core/lowering.hpp's LineAutomaton): next[q *
// N + d - 1] is the state after digit d in state q, or -1.
struct AutomatonRule {
  std::vector<int> cells;
  int states = 0;
  std::vector<int> next;
  std::vector<std::uint8_t> accepting;
};

enum class ConstraintKind : std::uint8_t { sum, equal_sums, run, sandwich, at_least, automaton };

struct ConstraintRef {
  ConstraintKind kind;
  int index;  // into the list of its kind
};

class RuleTables {
 public:
  // Throws std::invalid_argument when the regions are not N regions of N
  // cells or the lowering does not match the geometry.
  RuleTables(Geometry geometry, const Lowered& lowered);

  const Geometry& geometry() const { return geometry_; }
  int side() const { return side_; }
  int cells() const { return side_ * side_; }
  int units() const { return static_cast<int>(unit_cells_.size()) / side_; }

  // Units: N cells that hold every digit once. 0..N-1 rows, N..2N-1 columns,
  // then the regions, then all-different groups of N cells.
  const int* unit(int u) const { return &unit_cells_[static_cast<std::size_t>(u) * side_]; }
  std::span<const int> units_of(int cell) const { return cell_units_[cell]; }
  // Cells that must differ from `cell` (shared unit, all-different group, or
  // a two-cell relation that says just that), each once.
  std::span<const int> peers(int cell) const { return peers_[cell]; }
  // The same as a bit set over the cells: peer_words() 64-bit words a cell.
  int peer_words() const { return peer_words_; }
  const std::uint64_t* peer_bits(int cell) const {
    return &peer_bits_[static_cast<std::size_t>(cell) * peer_words_];
  }
  std::span<const Arc> arcs(int cell) const { return arcs_[cell]; }
  const DigitSet* supports(int support) const { return &supports_[support]; }
  // Constraints (indices into constraints()) that read `cell`.
  std::span<const int> watchers(int cell) const { return watchers_[cell]; }
  // The sizes of the constraints on the cell, summed (covered sums too): its
  // starting weight in the search's choice (rule_choice.cpp).
  std::uint64_t constraint_weight(int cell) const { return constraint_weight_[cell]; }
  // Whether a change to the cell matters beyond its peers and units.
  bool reactive(int cell) const { return !arcs(cell).empty() || !watchers(cell).empty(); }
  // Digits each cell may hold before any given (odd, even, pencil marks, ...).
  DigitSet initial(int cell) const { return initial_[cell]; }

  const std::vector<ConstraintRef>& constraints() const { return constraints_; }
  // How many cells constraint `id` reads.
  std::size_t constraint_size(int id) const;
  const SumRule& sum(int i) const { return sums_[i]; }
  const EqualSumsRule& equal_sums(int i) const { return equal_sums_[i]; }
  const RunRule& run(int i) const { return runs_[i]; }
  const SandwichRule& sandwich(int i) const { return sandwiches_[i]; }
  const AtLeastRule& at_least(int i) const { return at_least_[i]; }
  const AutomatonRule& automaton(int i) const { return automata_[i]; }

 private:
  void build_units(const Lowered& lowered);
  void build_relations(const Lowered& lowered, std::vector<std::vector<int>>& peers);
  void build_constraints(const Lowered& lowered, const std::vector<std::vector<int>>& peers);
  void build_equal_sums(const Lowered& lowered);

  Geometry geometry_;
  int side_;
  std::vector<int> unit_cells_;
  PerCell<int> cell_units_;
  PerCell<int> peers_;
  int peer_words_ = 0;
  std::vector<std::uint64_t> peer_bits_;
  PerCell<Arc> arcs_;
  std::vector<DigitSet> supports_;
  PerCell<int> watchers_;
  std::vector<std::uint64_t> constraint_weight_;
  std::vector<DigitSet> initial_;
  std::vector<ConstraintRef> constraints_;
  std::vector<SumRule> sums_;
  std::vector<EqualSumsRule> equal_sums_;
  std::vector<RunRule> runs_;
  std::vector<SandwichRule> sandwiches_;
  std::vector<AtLeastRule> at_least_;
  std::vector<AutomatonRule> automata_;
};

}  // namespace satdoku::native
