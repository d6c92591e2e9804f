// A puzzle's formula for explanations: every rule instance (each row,
// column and region, and each variant rule as the puzzle lists it) behind a
// selector literal of its own, and nothing of the grid's state, so that a
// caller switches on the instances and assumes the facts ("r3c4 holds 5",
// "r3c5 does not hold 2") it reasons from, and asks which of them cannot
// hold together with a candidate: an unsatisfiable core, shrunk to a minimal
// one. Only each cell's "exactly one digit" is always on: it is what a grid
// is.
//
// The one home of cores over rule instances and facts: the SAT-found rule
// steps ask them here (guarded clause groups per instance on one
// incremental CaDiCaL through SatBackend). A SAT session's `explain` is the
// engine's other core: the givens and rules of an unsolvable puzzle.
//
//   GuardedRules formula(puzzle);
//   std::vector<int> always = {formula.fact(cell, digit)};  // the candidate
//   std::vector<int> choices = {formula.instance(r).selector, -formula.fact(c, d), ...};
//   if (auto core = formula.shrink(always, choices, 30)) ...;  // a minimal subset
//
// Selectors that are not switched on in a call are assumed false, so that
// their clauses are satisfied at once instead of searched.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "sat/sat_backend.hpp"
#include "satdoku/rules.hpp"

namespace satdoku {

struct RuleInstance {
  enum class Kind : std::uint8_t { row, column, region, rule };
  Kind kind = Kind::row;
  int index = 0;      // row, column or region number from 0; the rule's index in the puzzle's list
  std::string label;  // "row 7", "column 3", "box 2", "region 4", "killercage[3]"
  // The cells its clauses mention, ascending (a minimum cell's neighbours too).
  std::vector<int> cells;
  bool whole_grid = false;  // antiknight, nonconsecutive ...: a rule drawn on no cells
  // A rule that only says "these N cells hold each digit once" (a diagonal,
  // a windoku box, a disjoint group): a house to the named techniques.
  bool house_like = false;
  int selector = 0;
};

class GuardedRules {
 public:
  explicit GuardedRules(const Puzzle& puzzle);
  ~GuardedRules();
  GuardedRules(const GuardedRules&) = delete;
  GuardedRules& operator=(const GuardedRules&) = delete;

  int side() const { return side_; }
  // Rows, columns, regions (N each, in that order), then the puzzle's rules
  // in its order.
  const std::vector<RuleInstance>& instances() const { return instances_; }
  // The literal "cell holds digit" (its negation: "does not").
  int fact(int cell, int digit) const { return cell * side_ + digit; }
  // The instance a selector switches on, or -1.
  int instance_of(int selector) const;

  // Solves under `assumptions` (selectors switched on and facts); every
  // selector not among them is assumed false.
  SatAnswer solve(std::span<const int> assumptions);
  // After solve() == sat: whether the literal holds in the model.
  bool holds(int literal) const { return backend_.is_true(literal); }
  // After solve() == unsat: whether the assumption took part in the refutation.
  bool failed(int literal) const { return backend_.failed(literal); }

  // A minimal subset of `choices` (selectors and facts) that cannot hold
  // together with `always`, in the order of `choices`, by the engine's one
  // deletion (shrink_by_deletion, explain.hpp): dropping any one of the
  // result leaves a satisfiable set.
  // nullopt when `always` and `choices` hold together, when the budget ran
  // out, or once more than `bound` choices are known to be needed (the
  // result would be larger than the caller wants). Choices are tried for
  // deletion in the order given: put the ones you would rather lose first.
  std::optional<std::vector<int>> shrink(std::span<const int> always, std::vector<int> choices,
                                         std::size_t bound);

  void set_budget(const SatBudget& budget) { backend_.set_budget(budget); }
  // From solve_calls() == limit on, solve() answers unknown without a search
  // (0: no limit): a bound on the work that, unlike a deadline, gives the
  // same answers on any machine.
  void set_call_limit(std::uint64_t limit) { call_limit_ = limit, limited_ = false; }
  bool exhausted() const { return limited_ || backend_.exhausted(); }
  std::uint64_t solve_calls() const { return backend_.solve_calls(); }

 private:
  void encode(const Puzzle& puzzle);

  int side_ = 0;
  SatBackend backend_;
  std::vector<RuleInstance> instances_;
  int first_selector_ = 0;  // selectors are consecutive variables from here
  std::vector<char> on_;    // per instance: switched on in the current call
  std::vector<int> assumed_;
  std::uint64_t call_limit_ = 0;
  bool limited_ = false;
};

}  // namespace satdoku
