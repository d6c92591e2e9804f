// The native solver for puzzles with variant rules, on any geometry (9x9
// included: the band solver knows only rows, columns and boxes). One
// candidate mask per cell, as in the generic solver, propagated by:
// - naked singles over peers (units, all-different groups, anti-knight and
//   anti-king pairs) and hidden singles over units (rows, columns, jigsaw
//   regions or boxes, and all-different groups of N cells);
// - arc consistency on two-cell relations (kropki, XV, thermometers,
//   whispers, palindromes, minimum and maximum, the negative rules ...);
// - a propagator per constraint on more cells: sums (bounds, and for cages
//   the combinations of distinct digits), renban runs, sandwiches,
//   at-least counts and line automata (rule_sum.cpp, rule_sets.cpp,
//   rule_sandwich.cpp, rule_automaton.cpp).
// A changed cell wakes the relations and constraints that read it.
//
// It offers what SolverRunner and Search ask of a solver, so the lex-min
// loop, counting and limits are the same as for classic puzzles.
#pragma once

#include <cstdint>
#include <vector>

#include "branch.hpp"
#include "core/lowering.hpp"
#include "rule_tables.hpp"
#include "satdoku/grid.hpp"

namespace satdoku::native {

struct RuleState {
  std::vector<DigitSet> cand;        // candidates of each cell, bit d-1 for digit d
  std::vector<std::uint8_t> places;  // [unit * N + d - 1]: cells of the unit open to d
  int unsolved = 0;                  // cells with more than one candidate
};

class RuleSolver {
 public:
  using State = RuleState;

  // Throws std::invalid_argument when the rules do not fit the geometry.
  RuleSolver(Geometry geometry, const Lowered& lowered);

  const Geometry& geometry() const { return tables_.geometry(); }
  int cells() const { return tables_.cells(); }

  // Loads the rules' cell masks and the givens, and propagates. False when
  // they cannot all hold.
  bool init(State& state, const Grid& puzzle);
  // cell := digit, then propagate. False on a contradiction (state is then
  // garbage and must be dropped).
  bool assign(State& state, int cell, int digit);
  // cell != digit, then propagate. False on a contradiction.
  bool eliminate(State& state, int cell, int digit);

  bool complete(const State& state) const { return state.unsolved == 0; }
  DigitSet open_digits(const State& state, int cell) const { return state.cand[cell]; }
  // Fewest candidates for the cell's weight first (dom/wdeg: the weight
  // counts the dead ends met at the cell, so cells that keep failing are
  // decided early); the lowest index among equals.
  Branch choose(const State& state) const;
  void write(const State& state, Values& values) const;

  // As for the generic solver: restarts with another tie-break cut off
  // searches that took a wrong turn near the root.
  static constexpr bool kRestarts = true;
  void diversify(std::uint64_t attempt) { random_ = attempt * 0x9E3779B97F4A7C15ull; }

 private:
  void reset_queues();
  bool propagate(State& state);
  // Takes `digits` out of the cell's candidates, keeping the counts and
  // queues up to date. False when the cell or a unit is left without a
  // place.
  bool remove(State& state, int cell, DigitSet digits);
  // Keeps only `digits` in the cell.
  bool keep(State& state, int cell, DigitSet digits) {
    return remove(state, cell, state.cand[cell] & ~digits);
  }
  // Records a dead end at the cell (its weight for choose()); false.
  bool blame(int cell);
  bool solved_cell(State& state, int cell);
  bool hidden_single(State& state, int slot);
  bool changed_cell(State& state, int cell);
  bool constraint(State& state, int id);

  // The propagators, one per constraint kind; each runs to its own fixpoint.
  bool sum(State& state, const SumRule& rule);
  bool sum_combos(State& state, const SumRule& rule);
  bool sum_bounds(State& state, const SumRule& rule);
  bool run(State& state, const RunRule& rule);
  bool sandwich(State& state, const SandwichRule& rule);
  bool at_least(State& state, const AtLeastRule& rule);
  bool automaton(State& state, const AutomatonRule& rule);

  RuleTables tables_;
  DigitSet full_;
  mutable std::uint64_t random_ = 0;   // 0: lowest index first; else xorshift state
  std::vector<std::uint64_t> weight_;  // per cell: 1 + dead ends met there
  // Work queues of one propagation; each is empty between calls.
  std::vector<int> solved_;   // cells solved but not yet removed from their peers
  std::vector<int> hidden_;   // unit * N + d - 1 whose count fell to one
  std::vector<int> changed_;  // cells whose relations and constraints must look again
  std::vector<int> pending_;  // constraints to run
  std::size_t solved_head_ = 0, hidden_head_ = 0, changed_head_ = 0, pending_head_ = 0;
  std::vector<std::uint8_t> cell_queued_, constraint_queued_;
  // Scratch of automaton(): the states live at each position, as lists and
  // as per-state marks (stamp_[q] == position's stamp).
  std::vector<std::vector<int>> layer_;
  std::vector<std::uint32_t> stamp_;
  std::uint32_t stamps_ = 0;
  std::vector<DigitSet> keep_scratch_;
  std::vector<int> live_scratch_;
};

}  // namespace satdoku::native
