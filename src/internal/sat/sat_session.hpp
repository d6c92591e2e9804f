// A SAT session: one puzzle, the questions asked of it, and the solvers the
// SolverPool (solver_pool.hpp) picks for them. The session owns the search
// strategy behind each question: which solver and search, what is assumed,
// what budget each step gets, and the fallbacks.
//
//   SolverPool pool(options);                // one per thread, kept between puzzles
//   SatSession s(pool, puzzle, budget);      // one per puzzle
//   SolveResult r = s.smallest();            // or any(), count(2), cover(), ...
//
// The questions:
// - smallest: the lexicographically smallest completion, by the fixed-order
//   search or the assumption method (LexMinMethod, session_smallest.cpp);
// - any: a completion, as fast as CaDiCaL finds one;
// - count: completions up to a limit, and `only`: whether a completion is
//   the only one (session_count.cpp);
// - cover: every (cell, digit) some completion uses, the true candidates
//   (session_cover.cpp);
// - explain: for an unsolvable puzzle, a minimal set of its givens and rules
//   that cannot all hold (session_core.cpp). The logical solver's cores
//   over rule instances and facts are GuardedRules' (guarded_rules.hpp).
// A session is cheap; its questions share the budget it was opened with.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <vector>

#include "sat/solver_pool.hpp"
#include "satdoku/engine.hpp"

namespace satdoku {

class RootSingles;  // sat/root_singles.hpp, private to the component

// The true candidates: bit d-1 of masks[cell] for each digit some
// completion puts in the cell. Status::solved when complete.
struct CoverResult {
  Status status = Status::unknown;
  std::vector<std::uint64_t> masks;
  std::vector<Grid> completions;  // one per covering model the solver found
  EngineStats stats;
};

class SatSession {
 public:
  // The session refers to `puzzle`, which must outlive it.
  SatSession(SolverPool& pool, const Puzzle& puzzle, const SatBudget& budget);
  SatSession(SolverPool& pool, Puzzle&& puzzle, const SatBudget& budget) = delete;
  ~SatSession();
  SatSession(const SatSession&) = delete;
  SatSession& operator=(const SatSession&) = delete;

  SolveResult smallest();
  SolveResult any();
  // `known`, when given, is a completion of the puzzle found earlier (the
  // engine keeps its last smallest answer): counting to 2 then needs only
  // the question "another?", one call.
  CountResult count(std::uint64_t limit, const Grid* known = nullptr);
  // Whether no completion differs from `completion` (which must be one; the
  // caller checks that): one SAT call. nullopt: the budget ran out.
  std::optional<bool> only(const Grid& completion);
  // `witnesses`: completions already known (a cache), which cover their
  // pairs before the first call (each is checked first: one that is not a
  // completion is ignored). `within`, when not empty, holds per cell the
  // digits that can be candidates at all (an earlier answer of a puzzle
  // with fewer constraints): the others are never asked about.
  CoverResult cover(std::span<const Grid> witnesses = {},
                    std::span<const std::uint64_t> within = {});

  // For an unsolvable puzzle: fills result.core (and core_rules) with a
  // minimal set of givens (and rules) that cannot all hold, within what is
  // left of the budget after result.stats; left empty if it runs out.
  void explain(SolveResult& result);

 private:
  // Opens `slot` (once) on the solver `use` asks for; false when loading ran
  // out of budget.
  bool open(std::unique_ptr<SolverHandle>& slot, SolverUse use, const SatBudget& budget);
  // A classic puzzle of the default engine (adaptive, on shared solvers)
  // whose givens' unit propagation alone (root_singles.hpp) decides every
  // cell, while no shared solver of its shape is loaded yet:
  // its one completion in `completion`, found without loading one (the
  // first puzzle of a run, or the only one, is often such). False otherwise,
  // including when a shared solver is loaded, which answers it as fast.
  bool decided_without_solver(Grid& completion) const;
  // A value outside 1..N: no completion, that given its own core (what
  // smallest() and any() answer at once); nullopt when every value fits.
  std::optional<SolveResult> out_of_range() const;
  // The budget left after `spent` conflicts; nullopt when none is.
  std::optional<SatBudget> left_after(std::uint64_t spent) const;
  // One call under the handle's assumptions (the givens), or under
  // `assumptions` when given (the givens and more).
  SolveResult solve_once(SolverHandle& h, const std::vector<int>* assumptions = nullptr);
  // The method smallest() takes for this puzzle.
  LexMinMethod method();
  SolveResult smallest_by_assumptions(SolverUse use, const SatBudget& budget);
  // The fixed-order search on a shared solver after the pre-solve.
  SolveResult smallest_presolved(SolverHandle& h);
  SolveResult alternate();
  CountResult count_to_two(std::uint64_t limit, const Grid* known);
  CountResult count_residual(const RootSingles& root, std::uint64_t limit, const Grid* known);
  CountResult enumerate(std::uint64_t limit);

  SolverPool& pool_;
  const Puzzle& puzzle_;
  SatBudget budget_;
  std::unique_ptr<SolverHandle> lex_first_, heuristic_, cover_, core_;
  // The assumption method's last model on heuristic_ (LexMinSetup::known),
  // kept between the rounds of alternate().
  std::optional<Grid> heuristic_model_;
};

// A value outside 1..N can never hold: its own (one-given) core.
std::optional<Given> impossible_given(const Grid& puzzle);

}  // namespace satdoku
