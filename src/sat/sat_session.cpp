#include "sat/sat_session.hpp"

#include <stdexcept>

#include "root_singles.hpp"
#include "sat/lexmin.hpp"

namespace satdoku {

std::optional<Given> impossible_given(const Grid& puzzle) {
  for (int cell = 0; cell < puzzle.cells(); ++cell)
    if (puzzle.at(cell) > puzzle.side()) return Given{cell, puzzle.at(cell)};
  return std::nullopt;
}

SatSession::SatSession(SolverPool& pool, const Puzzle& puzzle, const SatBudget& budget)
    : pool_(pool), puzzle_(puzzle), budget_(budget) {
  const Grid& g = puzzle.grid;
  if (!g.geometry().solvable() || g.values().size() != static_cast<std::size_t>(g.cells()))
    throw std::invalid_argument("sat engine: unsupported grid geometry");
}

SatSession::~SatSession() = default;

std::optional<SolveResult> SatSession::out_of_range() const {
  const std::optional<Given> given = impossible_given(puzzle_.grid);
  if (!given) return std::nullopt;
  SolveResult result;
  result.status = Status::no_solution;
  result.core = {*given};
  return result;
}

bool SatSession::decided_without_solver(Grid& completion) const {
  // The default engine only (the named encodings are there to be used),
  // and never past the budget: a spent one still answers unknown.
  const Grid& givens = puzzle_.grid;
  if (!pool_.options().adaptive || !pool_.shares(puzzle_) ||
      !RootSingles::fits(givens.geometry()) || pool_.holds_shared(givens.geometry()) ||
      budget_.spent())
    return false;
  const RootSingles root(givens);
  if (!root.decided()) return false;
  completion = givens;
  for (int cell = 0; cell < givens.cells(); ++cell) completion.set(cell, root.value(cell));
  return true;
}

bool SatSession::open(std::unique_ptr<SolverHandle>& slot, SolverUse use, const SatBudget& budget) {
  if (slot) {
    slot->solver->set_budget(budget);
    return true;
  }
  auto h = std::make_unique<SolverHandle>();
  if (!pool_.open(*h, puzzle_, use, budget)) return false;
  slot = std::move(h);
  return true;
}

std::optional<SatBudget> SatSession::left_after(std::uint64_t spent) const {
  SatBudget rest = budget_;
  if (rest.spent()) return std::nullopt;
  if (rest.conflicts > 0) {
    rest.conflicts -= static_cast<std::int64_t>(spent);
    if (rest.conflicts <= 0) return std::nullopt;
  }
  return rest;
}

// One solve under the handle's assumptions: a model, none, or unknown.
SolveResult SatSession::solve_once(SolverHandle& h, const std::vector<int>* assumptions) {
  SolveResult result;
  h.solver->assume(assumptions ? *assumptions : h.assumptions);
  const SatAnswer answer = h.solver->solve();
  if (answer == SatAnswer::sat) {
    result.status = Status::solved;
    result.solution = grid_from_model(*h.solver, *h.map, h.start);
  } else if (answer == SatAnswer::unsat) {
    result.status = Status::no_solution;
  }
  result.stats = h.stats();
  return result;
}

SolveResult SatSession::any() {
  if (auto refuted = out_of_range()) return *refuted;
  if (!open(heuristic_, SolverUse::heuristic, budget_)) return {};  // unknown
  SolveResult result = solve_once(*heuristic_);
  if (result.status == Status::no_solution) explain(result);
  return result;
}

}  // namespace satdoku
