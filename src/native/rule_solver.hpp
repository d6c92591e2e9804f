// The native solver for puzzles with variant rules, on any geometry (9x9
// included: the band solver knows only rows, columns and boxes). One
// candidate mask per cell, as in the generic solver, propagated by:
// - naked singles over peers (units, all-different groups, anti-knight and
//   anti-king pairs) and hidden singles over units (rows, columns, jigsaw
//   regions or boxes, and all-different groups of N cells);
// - locked candidates: a digit's last few places in a unit take it from
//   every cell that sees them all (rule_locked.cpp);
// - arc consistency on two-cell relations (kropki, XV, thermometers,
//   whispers, palindromes, minimum and maximum, the negative rules ...);
// - a propagator per constraint on more cells: sums (bounds, and for cages
//   the combinations of distinct digits), renban runs, sandwiches,
//   at-least counts and line automata (rule_sum.cpp, rule_sets.cpp,
//   rule_sandwich.cpp, rule_automaton.cpp).
// A changed cell wakes the relations and constraints that read it.
//
// It offers what SolverRunner and Search ask of a solver, so the lex-min
// loop, counting and limits are the same as for classic puzzles; its search
// branches two ways, on a cell's digit or on where a digit goes in a house
// (rule_choice.cpp says where).
#pragma once

#include <bitset>
#include <cstdint>
#include <vector>

#include "branch.hpp"
#include "core/lowering.hpp"
#include "rule_tables.hpp"
#include "rule_tuning.hpp"
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

  // The interface Search and SolverRunner ask for (NativeSolver, search.hpp);
  // init() loads the rules' cell masks with the givens.
  const Geometry& geometry() const { return tables_.geometry(); }
  int cells() const { return tables_.cells(); }
  bool init(State& state, const Grid& puzzle);
  bool assign(State& state, int cell, int digit);
  bool eliminate(State& state, int cell, int digit);

  // Locked candidates (on by default) are house reasoning, no rule's
  // propagator: off, the solver propagates singles and the rules alone, as
  // the SAT encodings are measured against (propagation_strength_test).
  void set_locked_candidates(bool on) { locked_on_ = on; }

  bool complete(const State& state) const { return state.unsolved == 0; }
  DigitSet open_digits(const State& state, int cell) const { return state.cand[cell]; }
  // Where to branch (rule_choice.cpp): the cell with the most weight per
  // candidate, or a digit's places in a house when they weigh more per
  // place; the weights grow with the dead ends met at each cell and digit.
  Branch choose(const State& state) const;
  void write(const State& state, Values& values) const;

  // Lex-min by branch and bound (SolverRunner's bounded_pair): set_bound()
  // keeps a completion found, below() narrows a state to the completions
  // lexicographically smaller than it, false when there is none. In
  // row-major order past the cells equal to the bound, the first other cell
  // loses its digits above the bound's; when that leaves it equal, the next
  // cell decides in turn.
  void set_bound(const State& complete) { bound_ = complete.cand; }
  bool below(State& state);

  // Restarts (SolverRunner) are off: the weights learn from every dead end,
  // and a search that starts afresh throws away what its dead ends proved.
  static constexpr bool kRestarts = false;
  void diversify(std::uint64_t attempt) { random_ = attempt * 0x9E3779B97F4A7C15ull; }
  // Search branches two ways, cell := digit then cell != digit (search.hpp),
  // and reports each assignment that fails at once.
  static constexpr bool kBinaryBranching = true;
  void conflict(int cell, int digit);

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
  // The weights before any dead end: cells that more rules read come first.
  void reset_weights();
  void choose_places(const State& state, Branch& best) const;
  // The digit whose assignments failed most often lately, when it stands
  // out, and its count (0 when none does).
  void hot_digit(DigitSet& digit, std::uint64_t& score) const;
  bool solved_cell(State& state, int cell);
  bool hidden_single(State& state, int slot);
  // Locked candidates for digit slot % N of unit slot / N (rule_locked.cpp).
  bool locked(State& state, int slot);
  // Each digit of `digits` must be somewhere among `cells`: placed there
  // when it has one place, taken from every cell that sees all of them
  // otherwise. False when one has none.
  bool require(State& state, std::span<const int> cells, DigitSet digits);
  // Takes `bit` from every cell that sees all of where[0..count).
  bool exclude_seen(State& state, const int* where, int count, DigitSet bit);
  bool changed_cell(State& state, int cell);
  bool constraint(State& state, int id);

  // The propagators, one per constraint kind; each runs to its own fixpoint.
  bool sum(State& state, const SumRule& rule);
  bool sum_combos(State& state, const SumRule& rule);
  bool sum_bounds(State& state, const SumRule& rule);
  bool equal_sums(State& state, const EqualSumsRule& rule);
  // Totals as a set (bit t: total t); rule_tables.cpp keeps every group's
  // largest total below its size.
  using Sums = std::bitset<kEqualSumsLimit>;
  Sums reachable(const State& state, const std::vector<int>& cells) const;
  bool narrow_to(State& state, const std::vector<int>& cells, const Sums& totals);
  template <class F>
  void each_small(const State& state, const std::vector<int>& cells, F&& f) const;
  bool sees(int a, int b) const;
  bool run(State& state, const RunRule& rule);
  bool sandwich(State& state, const SandwichRule& rule);
  bool at_least(State& state, const AtLeastRule& rule);
  bool automaton(State& state, const AutomatonRule& rule);

  RuleTables tables_;
  DigitSet full_;
  std::vector<DigitSet> bound_;              // set_bound(): one digit a cell
  bool locked_on_ = true;                    // set_locked_candidates()
  mutable std::uint64_t random_ = 0;         // 0: lowest index first; else xorshift state
  std::vector<std::uint64_t> weight_;        // per cell: its rules + dead ends met there
  std::vector<std::uint64_t> digit_weight_;  // per digit: failed assignments of it
  std::uint64_t conflicts_ = 0;              // failed assignments since the last decay
  // Work queues of one propagation; each is empty between calls.
  std::uint64_t removals_ = 0;  // calls of remove() that removed something (propagators
                                // compare it to see whether they narrowed anything)
  std::vector<int> solved_;     // cells solved but not yet removed from their peers
  std::vector<int> hidden_;     // unit * N + d - 1 whose count fell to one
  std::vector<int> locked_;     // unit * N + d - 1 whose count fell to a few
  std::vector<int> changed_;    // cells whose relations and constraints must look again
  std::vector<int> pending_;    // constraints to run
  std::size_t solved_head_ = 0, hidden_head_ = 0, changed_head_ = 0, pending_head_ = 0,
              locked_head_ = 0;
  std::vector<std::uint8_t> cell_queued_, constraint_queued_, slot_queued_;
  // Scratch of automaton(): the states live at each position, as lists and
  // as per-state marks (stamp_[q] == position's stamp).
  std::vector<std::vector<int>> layer_;
  std::vector<std::uint32_t> stamp_;
  std::uint32_t stamps_ = 0;
  std::vector<DigitSet> keep_scratch_;
  std::vector<Sums> forward_;             // scratch of narrow_to()
  std::vector<std::uint64_t> forward64_;  // the same, totals below 64
  std::vector<int> live_scratch_;
};

}  // namespace satdoku::native
