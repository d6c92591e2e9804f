// The smallest completion: which method, on which solver, with what budget.
#include <algorithm>

#include "root_singles.hpp"
#include "sat/lexmin.hpp"
#include "sat/sat_session.hpp"

namespace satdoku {
namespace {

void add(EngineStats& to, const EngineStats& from) {
  to.sat_calls += from.sat_calls;
  to.conflicts += from.conflicts;
}

}  // namespace

LexMinMethod SatSession::method() {
  const LexMinMethod method = lexmin_method(pool_.options(), puzzle_);
  if (!pool_.options().lexmin && pool_.shares(puzzle_) &&
      puzzle_.side() > sat_tuning::kSharedOrderUpTo)
    return LexMinMethod::assume;
  return method;
}

SolveResult SatSession::smallest() {
  if (auto refuted = out_of_range()) return *refuted;
  SolveResult result;
  if (decided_without_solver(result.solution)) {
    result.status = Status::solved;  // the only completion is the smallest
    return result;
  }
  if (method() == LexMinMethod::assume) {
    result = smallest_by_assumptions(SolverUse::heuristic, budget_);
  } else if (pool_.shares(puzzle_)) {
    // Opening loads the shared solver, and the self-test runs on it then.
    if (!open(lex_first_, SolverUse::lex_first, budget_)) return result;  // unknown
    result = pool_.trusts_lex_first(true) ? smallest_presolved(*lex_first_)
                                          : smallest_by_assumptions(SolverUse::heuristic, budget_);
  } else {
    result = pool_.trusts_lex_first(false) ? alternate()
                                           : smallest_by_assumptions(SolverUse::heuristic, budget_);
  }
  if (result.status == Status::no_solution) explain(result);
  return result;
}

// The fixed-order search on the shared solver, after the pre-solve on bit
// masks that counting to 2 uses (root_singles.hpp: the givens' singles, then
// locked candidates and pairs). When it decides every cell that is the
// only completion, so the smallest, with no solver call; when it
// contradicts itself there is none. Otherwise
// what locked candidates and pairs removed is assumed false with the
// givens: facts every completion keeps, so the models, and the first one
// the fixed order finds, are the same, with fewer conflicts on the way.
// With 3/8 of the cells given the search meets no conflicts and a stalled
// pre-solve (several completions) is cost only (serg_benchmark's 34 and 35
// givens), so such puzzles go to the solver at once.
SolveResult SatSession::smallest_presolved(SolverHandle& h) {
  const Grid& givens = puzzle_.grid;
  if (!puzzle_.classic() || !RootSingles::fits(givens.geometry()) || sat_tuning::dense(givens))
    return solve_once(h);
  RootSingles root(givens);
  if (root.consistent() && !root.decided()) root.deepen();
  SolveResult result;
  result.stats = h.stats();
  if (!root.consistent()) {
    result.status = Status::no_solution;
    return result;
  }
  if (root.decided()) {
    result.status = Status::solved;
    result.solution = givens;
    for (int cell = 0; cell < givens.cells(); ++cell) result.solution.set(cell, root.value(cell));
    return result;
  }
  std::vector<int> assumed = h.assumptions;
  for (const auto& [cell, digit] : root.deeper_out())
    if (const int v = h.map->variable(cell, digit)) assumed.push_back(-v);
  return solve_once(h, &assumed);
}

// The assumption method (lexmin.hpp) on the solver `use` gives. On a shared
// solver the commits are assumed too, leaving it clean for the next puzzle.
SolveResult SatSession::smallest_by_assumptions(SolverUse use, const SatBudget& budget) {
  std::unique_ptr<SolverHandle>& slot = use == SolverUse::lex_first ? lex_first_ : heuristic_;
  if (!open(slot, use, budget)) return {};
  SolverHandle& h = *slot;
  LexMinSetup setup;
  setup.map = h.map;
  setup.start = &h.start;
  setup.assumptions = h.assumptions;
  setup.commit_as_units = !h.shared();
  setup.regions = h.regions;
  // Resumed only on the classic grids that alternate in rounds: variant
  // puzzles alternate too, but were not measured with it.
  if (setup.commit_as_units && use == SolverUse::heuristic && alternates_in_rounds(puzzle_))
    setup.known = &heuristic_model_;
  LexMinResult found = lex_min(*h.solver, setup);
  SolveResult result;
  result.status = found.status;
  result.solution = std::move(found.solution);
  result.stats = h.stats();
  return result;
}

// A puzzle's own solver (a large grid, or one with variant rules),
// lex-first search first. The fixed order is cheap on most large puzzles
// but can take far longer than the assumption method with CaDiCaL's own
// heuristics, so it gets lex_first_cap conflicts, and past them the
// assumption method goes on, on a solver of its own. Sparse grids take the
// fixed order too, which answers them in few conflicts now that it loads
// sequential counters (AtMostOne::mixed).
//
// On classic grids up to 25x25 the assumption method then runs to the end
// (the cheapest on the public sets). Above, neither can be trusted to
// finish: the assumption
// method loads millions of pairwise clauses, while on some half-blank 36x36
// puzzles the fixed order runs for minutes. So there the two alternate, each
// round with twice the conflicts of the last, both solvers kept (learned
// clauses, and the assumption method's commits, carry over), until one
// finishes. Both give the smallest completion. Puzzles with variant rules
// alternate the same way: neither search is the cheaper on all of them.
SolveResult SatSession::alternate() {
  const bool caller_caps = budget_.conflicts > 0;
  std::int64_t round = pool_.options().lex_first_cap;
  // Classic grids up to 25x25: one round each, the assumption method's
  // uncapped. Above, rounds with doubling budgets, split by kMinorShare.
  const bool rounds = alternates_in_rounds(puzzle_);
  const bool one_round = puzzle_.classic() && !rounds;
  const bool dense = 3 * puzzle_.grid.givens() > puzzle_.grid.cells();
  auto share = [&](bool minor) {
    return minor ? std::max<std::int64_t>(1, round / sat_tuning::kMinorShare) : round;
  };
  auto spent = [this] {
    EngineStats s;
    if (lex_first_) add(s, lex_first_->stats());
    if (heuristic_) add(s, heuristic_->stats());
    return s;
  };
  auto capped = [&](SatBudget b, std::int64_t limit) {
    if (limit > 0 && (!caller_caps || b.conflicts > limit)) b.conflicts = limit;
    return b;
  };
  for (;;) {
    std::optional<SatBudget> left = left_after(spent().conflicts);
    if (!left) break;
    if (!open(lex_first_, SolverUse::lex_first, capped(*left, share(rounds && dense)))) break;
    SolveResult r = solve_once(*lex_first_);
    if (r.status != Status::unknown) {
      r.stats = spent();
      return r;
    }
    left = left_after(spent().conflicts);
    if (!left) break;
    r = smallest_by_assumptions(SolverUse::heuristic,
                                capped(*left, one_round ? 0 : share(rounds && !dense)));
    if (r.status != Status::unknown) {
      r.stats = spent();
      return r;
    }
    if (one_round) break;
    round *= 2;
  }
  SolveResult unknown;
  unknown.stats = spent();
  return unknown;
}

}  // namespace satdoku
