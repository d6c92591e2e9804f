// Counting completions: the uniqueness question (count to 2) in at most two
// calls on one solver, and enumeration by blocking clauses within cubes.
#include <string>

#include "digit_swap.hpp"
#include "residual_formula.hpp"
#include "root_singles.hpp"
#include "sat/lexmin.hpp"
#include "sat/sat_session.hpp"

namespace satdoku {
namespace {

// The completion the pre-solve's probes ran into (root.completion(), not
// empty), as a grid.
Grid probed_completion(const Grid& givens, const RootSingles& root) {
  Grid grid = givens;
  for (int cell = 0; cell < givens.cells(); ++cell)
    grid.set(cell, root.completion()[static_cast<std::size_t>(cell)]);
  return grid;
}

// Whether the probes ran into a completion that differs from `grid`.
bool probes_differ_from(const RootSingles& root, const Grid& grid) {
  for (std::size_t cell = 0; cell < root.completion().size(); ++cell)
    if (root.completion()[cell] != grid.at(static_cast<int>(cell))) return true;
  return false;
}

}  // namespace

CountResult SatSession::count(std::uint64_t limit, const Grid* known) {
  if (limit < 1) limit = 1;
  if (impossible_given(puzzle_.grid)) {
    CountResult zero;
    zero.status = Status::solved;  // exactly zero completions
    return zero;
  }
  return limit <= 2 ? count_to_two(limit, known) : enumerate(limit);
}

// Counting to 2 (is it unique?). First a pre-solve on bit masks
// (root_singles.hpp): the givens' unit propagation, then locked candidates
// and pairs. When it decides every cell, or contradicts itself, the count
// is known without a solver. Otherwise what the deeper steps removed is
// assumed false with the givens, one call finds a completion M (none: 0),
// unless the caller already has one, and a second completion is looked for
// by swapping two digits in M (digit_swap.hpp). Only then does one more
// call ask "does a completion differ from M in a cell the pre-solve leaves
// open?" as a one-shot clause on the same solver, whose learned clauses
// still describe this puzzle. The calls go to the solver with CaDiCaL's own
// heuristics, which cost less here than the lex-first one.
//
// Probes (failed literals with singles on the masks, root_probing.cpp; a
// completion a trial runs into saves the first call, two different ones
// answer at once) run before the first call where much is left open, and
// after the digit swap on other sparse grids; on dense ones (serg) they
// cost more there than the second call they might save. A puzzle that
// leaves many open pairs goes to a solver of its own holding only what is
// left (residual_formula.hpp): no assumption levels, short learned clauses. docs/benchmark-notes.md
// ("SAT engine") has the measurements behind each step and what was tried and left alone.
CountResult SatSession::count_to_two(std::uint64_t limit, const Grid* known) {
  CountResult result;
  const Grid& givens = puzzle_.grid;
  // With 3/8 of the cells given (serg's 34-35, several completions)
  // locked candidates, pairs and probes rarely settle anything: singles
  // only there, unless much is left open.
  const bool dense = sat_tuning::dense(givens);
  std::optional<RootSingles> root;
  bool probed = false;  // whether `root` has probed
  // Answered by the pre-solve alone (decided, contradicted, two completions).
  auto settled = [&](const RootSingles& r) {
    if (r.consistent() && !r.decided() && !r.several()) return false;
    result.status = Status::solved;
    result.count = !r.consistent() ? 0 : r.several() && limit >= 2 ? 2 : 1;
    result.capped = result.count >= limit;
    return true;
  };
  if (puzzle_.classic() && RootSingles::fits(givens.geometry())) {
    root.emplace(givens, !dense);
    if (settled(*root)) return result;
    // Probes first only where much is left (most of top1465, forum);
    // elsewhere the first call and the digit swap come first, which answer
    // most of serg's puzzles (several completions, where probes rarely
    // fail; 105-156 open pairs) without them.
    if (root->open_candidates() >= sat_tuning::kProbeFirstFrom) {
      root.emplace(givens, true, true);
      probed = true;
      if (settled(*root)) return result;
      if (root->open_candidates() >= sat_tuning::kResidualFrom)
        return count_residual(*root, limit, known);
    }
  }
  // After a lex-first smallest(), its solver holds what it learned here.
  const bool on_lex_first = known && pool_.shares(puzzle_) && method() == LexMinMethod::order;
  Grid reached;  // a completion the probes ran into: no call needed to find one
  if (!known && root && !root->completion().empty()) {
    reached = probed_completion(givens, *root);
    known = &reached;
    if (limit < 2) {
      result.status = Status::solved;
      result.count = 1;
      result.capped = true;
      return result;
    }
  }
  std::unique_ptr<SolverHandle>& slot = on_lex_first ? lex_first_ : heuristic_;
  if (!open(slot, on_lex_first ? SolverUse::lex_first : SolverUse::heuristic, budget_))
    return result;  // unknown: the budget ran out while loading
  SolverHandle& h = *slot;
  std::vector<int> assumed = h.assumptions;
  if (root)
    for (const auto& [cell, digit] : root->deeper_out())
      if (const int v = h.map->variable(cell, digit)) assumed.push_back(-v);
  Grid first;
  if (known) {
    first = *known;
  } else {
    SolveResult r = solve_once(h, &assumed);
    result.stats = r.stats;
    if (r.status != Status::solved) {
      if (r.status == Status::no_solution) result.status = Status::solved;
      return result;
    }
    first = std::move(r.solution);
  }
  result.count = 1;
  if (limit >= 2 && puzzle_.classic() && swapped_completion(givens, first)) {
    result.count = 2;
    result.status = Status::solved;
    result.capped = true;
    return result;
  }
  if (limit >= 2 && root && !probed && !dense) {
    // No second completion at hand: probes may prove there is none, or run
    // into one, before the second call.
    root.emplace(givens, true, true);
    if (settled(*root)) return result;
    if (probes_differ_from(*root, first)) {
      result.count = 2;
      result.status = Status::solved;
      result.capped = true;
      return result;
    }
    assumed = h.assumptions;
    for (const auto& [cell, digit] : root->deeper_out())
      if (const int v = h.map->variable(cell, digit)) assumed.push_back(-v);
  }
  std::vector<int> other;
  for (int cell = 0; cell < givens.cells(); ++cell)
    if (givens.at(cell) == 0 && (!root || root->value(cell) == 0))
      if (const int v = h.map->variable(cell, first.at(cell))) other.push_back(-v);
  if (limit >= 2 && !other.empty()) {
    h.solver->assume(assumed);
    h.solver->constrain(other);
    const SatAnswer answer = h.solver->solve();
    result.stats = h.stats();
    if (answer == SatAnswer::unknown) return result;  // status unknown
    if (answer == SatAnswer::sat) result.count = 2;
  }
  result.status = Status::solved;
  result.capped = result.count >= limit;  // "at least limit", the rule of engine.hpp
  return result;
}

// Counting to 2 on the formula the pre-solve leaves (residual_formula.hpp),
// on a solver of the puzzle's own.
CountResult SatSession::count_residual(const RootSingles& root, std::uint64_t limit,
                                       const Grid* known) {
  CountResult result;
  result.count = 1;
  const Grid& givens = puzzle_.grid;
  auto finish = [&](Status status) {
    result.status = status;
    result.capped = result.count >= limit;
    return result;
  };
  Grid first = givens;
  if (known) {
    first = *known;
  } else if (!root.completion().empty()) {
    first = probed_completion(givens, root);
    known = &first;
  }
  if (known && limit < 2) return finish(Status::solved);
  if (known && swapped_completion(givens, first)) {
    result.count = 2;
    return finish(Status::solved);
  }
  // CaDiCaL's defaults but for what the shared solver also leaves out
  // (sat_backend.hpp, many_assumptions: chronological backtracking, eager
  // subsumption, minimizing; full shrinking without the radix heap) and the
  // lucky phases, which cost more than they save on this formula.
  SatSearch search;
  search.overrides = {{"chrono", 0},     {"lucky", 0},    {"shrink", 3},
                      {"shrinkreap", 0}, {"minimize", 0}, {"eagersubsume", 0}};
  SatBackend solver(search);
  solver.reserve(root.open_candidates());  // the residual's variables, one per open pair
  const VariableMap residual = encode_residual(givens, root, solver).map;
  solver.set_budget(budget_);
  auto stats = [&](Status status) {
    result.stats.sat_calls = solver.solve_calls();
    result.stats.conflicts = solver.conflicts();
    return finish(status);
  };
  if (!known) {
    const SatAnswer answer = solver.solve();
    if (answer == SatAnswer::unknown) return stats(Status::unknown);
    if (answer == SatAnswer::unsat) {
      result.count = 0;
      return stats(Status::solved);
    }
    for (int cell = 0; cell < givens.cells(); ++cell) {
      int digit = root.value(cell);
      for (int d = 1; digit == 0 && d <= givens.side(); ++d)
        if (const int v = residual.variable(cell, d); v && solver.is_true(v)) digit = d;
      first.set(cell, digit);
    }
    if (limit < 2) return stats(Status::solved);
    if (swapped_completion(givens, first)) {
      result.count = 2;
      return stats(Status::solved);
    }
  }
  std::vector<int> other;
  for (int cell = 0; cell < givens.cells(); ++cell)
    if (const int v = residual.variable(cell, first.at(cell))) other.push_back(-v);
  if (other.empty()) return stats(Status::solved);  // nothing open: one completion
  // A clause, not a one-shot constraint: this solver ends with the puzzle,
  // and CaDiCaL decides a constraint's literals first, in order, where a
  // clause leaves its search free (fewer conflicts on forum_hardest_1106).
  solver.add_clause(other);
  const SatAnswer answer = solver.solve();
  if (answer == SatAnswer::unknown) return stats(Status::unknown);
  if (answer == SatAnswer::sat) result.count = 2;
  return stats(Status::solved);
}

std::optional<bool> SatSession::only(const Grid& completion) {
  if (impossible_given(puzzle_.grid)) return std::nullopt;
  const Grid& givens = puzzle_.grid;
  if (puzzle_.classic() && RootSingles::fits(givens.geometry())) {
    // The count's pre-solve: it decides most of top1465 and 17clue.
    const RootSingles root(givens, true, true);
    if (!root.consistent()) return true;  // no completion at all differs
    if (root.decided()) {
      for (int cell = 0; cell < givens.cells(); ++cell)
        if (root.value(cell) != completion.at(cell)) return false;
      return true;
    }
    if (root.several()) return false;  // two completions: one differs
    if (probes_differ_from(root, completion)) return false;
  }
  if (!open(cover_, SolverUse::cover, budget_)) return std::nullopt;
  SolverHandle& h = *cover_;
  const std::vector<int> other = differs_from(*h.map, h.start, completion);
  if (other.empty()) return true;  // no blank: nothing else can differ
  h.solver->assume(h.assumptions);
  h.solver->constrain(other);
  const SatAnswer answer = h.solver->solve();
  if (answer == SatAnswer::unknown) return std::nullopt;
  return answer == SatAnswer::unsat;
}

// Solve, block the model, repeat, within a cube: assumptions that fix a
// prefix of blank cells (none at first). Blocking clauses carry the cube's
// activation literal, assumed while it is counted and retired by a unit
// clause afterwards, so they never bind another cube or puzzle. A clause
// per model is not free (a million models of the empty 9x9 held 240 MB), so
// a cube stops at count_cube_cap models (SatTuning): its count is dropped,
// its clauses retired, and it is split on its next blank cell into one cube
// per digit, counted afresh. Retired clauses still fill the solver until
// CaDiCaL collects them, which it may not do soon: after
// count_rebuild_after the solver is rebuilt. Memory stays flat; a count far
// past the cap pays for recounting.
CountResult SatSession::enumerate(std::uint64_t limit) {
  CountResult result;
  if (!open(heuristic_, SolverUse::heuristic, budget_)) return result;  // status unknown
  struct Cube {
    std::vector<int> literals;  // (cell, digit) variables assumed true
    int next_cell = 0;          // cells before it are settled by the literals
  };
  // Splits a cube on its first blank cell not yet settled: one cube per
  // digit the solver has a variable for. False when no cell is left.
  auto split = [](const SolverHandle& s, const Cube& cube, std::vector<Cube>& cubes) {
    int cell = cube.next_cell;
    while (cell < s.start.cells() && s.start.at(cell) != 0) ++cell;
    if (cell >= s.start.cells()) return false;
    for (int digit = s.start.side(); digit >= 1; --digit) {  // smallest on top
      const int v = s.map->variable(cell, digit);
      if (v == 0) continue;
      Cube sub{cube.literals, cell + 1};
      sub.literals.push_back(v);
      cubes.push_back(std::move(sub));
    }
    return true;
  };
  const SatSettings& options = pool_.options();
  std::vector<Cube> cubes(1);
  EngineStats spent;          // of solvers rebuilt along the way
  std::uint64_t retired = 0;  // blocking clauses retired on the current solver
  std::uint64_t total = 0;
  auto add_stats = [&spent](const EngineStats& s) {
    spent.sat_calls += s.sat_calls;
    spent.conflicts += s.conflicts;
  };
  while (!cubes.empty()) {
    const Cube cube = std::move(cubes.back());
    cubes.pop_back();
    if (retired > options.count_rebuild_after) {
      add_stats(heuristic_->stats());
      if (heuristic_->shared()) pool_.drop_shared(SolverUse::heuristic);
      heuristic_.reset();
      retired = 0;
      if (!open(heuristic_, SolverUse::heuristic, budget_)) {
        result.stats = spent;
        return result;  // status unknown
      }
    }
    SolverHandle& s = *heuristic_;
    const int activation = s.fresh_variable();
    std::vector<int> assumptions = s.assumptions;
    assumptions.insert(assumptions.end(), cube.literals.begin(), cube.literals.end());
    assumptions.push_back(activation);
    std::uint64_t here = 0;
    bool done = false;  // the count is over: a limit, or the cap on the count
    for (;;) {
      s.solver->assume(assumptions);
      const SatAnswer answer = s.solver->solve();
      if (answer == SatAnswer::unknown) {
        done = true;
        break;
      }
      if (answer == SatAnswer::unsat) break;
      ++total;
      ++here;
      const Grid model = grid_from_model(*s.solver, *s.map, s.start);
      std::vector<int> block = differs_from(*s.map, s.start, model);
      if (total >= limit) {  // "at least limit", the rule of engine.hpp
        result.status = Status::solved;
        result.capped = true;
        done = true;
        break;
      }
      if (block.empty()) break;  // no blank: the one completion is all there is
      if (here >= options.count_cube_cap && split(s, cube, cubes)) {
        total -= here;
        break;
      }
      block.push_back(-activation);
      s.solver->add_clause(block);
    }
    s.solver->add_unit(-activation);
    retired += here;
    if (done) break;
    if (cubes.empty()) result.status = Status::solved;
  }
  result.count = total;
  add_stats(heuristic_->stats());
  result.stats = spent;
  return result;
}

}  // namespace satdoku
