// True candidates by covering models on one incremental solver.
#include "sat/lexmin.hpp"
#include "sat/sat_session.hpp"
#include "satdoku/check.hpp"

namespace satdoku {
namespace {

void cover_with(std::vector<std::uint64_t>& masks, const Grid& completion) {
  for (int cell = 0; cell < completion.cells(); ++cell)
    masks[static_cast<std::size_t>(cell)] |= std::uint64_t{1} << (completion.at(cell) - 1);
}

}  // namespace

// Every model covers N*N (cell, digit) pairs at once; then one question at
// a time, "some pair not yet covered holds" (a one-shot clause over their
// variables), until it is unsatisfiable. Each model covers at least one new
// pair, and a unique puzzle takes two calls, as many as proving it unique.
// `witnesses` are completions already known (a caller's cache): they cover
// their pairs before the first call; `within` bounds the pairs asked about.
CoverResult SatSession::cover(std::span<const Grid> witnesses,
                              std::span<const std::uint64_t> within) {
  CoverResult out;
  const Grid& givens = puzzle_.grid;
  const int n = givens.side();
  out.masks.assign(static_cast<std::size_t>(givens.cells()), 0);
  if (impossible_given(givens)) {
    out.status = Status::no_solution;
    return out;
  }
  if (Grid only(givens.geometry()); decided_without_solver(only)) {
    out.status = Status::solved;  // one completion: its digits are the candidates
    cover_with(out.masks, only);
    out.completions.push_back(std::move(only));
    return out;
  }
  if (!open(cover_, SolverUse::cover, budget_)) return out;  // unknown
  SolverHandle& h = *cover_;
  auto finish = [&](Status status) {
    out.status = status;
    out.stats = h.stats();
    if (status != Status::solved) out.masks.assign(out.masks.size(), 0);
    return out;
  };
  bool solvable = false;
  for (const Grid& w : witnesses)
    if (check_solution(puzzle_, w)) {
      cover_with(out.masks, w);
      solvable = true;
    }
  std::vector<int> uncovered;
  // The pairs no model has used yet, except those the solver has refuted at
  // its root level already and those the caller knows to be out.
  auto find_uncovered = [&] {
    uncovered.clear();
    for (int cell = 0; cell < givens.cells(); ++cell) {
      if (h.start.at(cell) != 0) continue;
      for (int d = 1; d <= n; ++d) {
        if (out.masks[static_cast<std::size_t>(cell)] >> (d - 1) & 1U) continue;
        if (!within.empty() && !(within[static_cast<std::size_t>(cell)] >> (d - 1) & 1U)) continue;
        const int v = h.map->variable(cell, d);
        if (v != 0 && h.solver->fixed(v) >= 0) uncovered.push_back(v);
      }
    }
  };
  if (solvable) {
    find_uncovered();
    if (uncovered.empty()) return finish(Status::solved);
  }
  for (;;) {
    h.solver->assume(h.assumptions);
    if (!uncovered.empty()) h.solver->constrain(uncovered);
    const SatAnswer answer = h.solver->solve();
    if (answer == SatAnswer::unknown) return finish(Status::unknown);
    if (answer == SatAnswer::unsat) {
      if (!solvable) return finish(Status::no_solution);
      break;  // no completion uses any pair left: the candidates are complete
    }
    solvable = true;
    Grid model = grid_from_model(*h.solver, *h.map, h.start);
    cover_with(out.masks, model);
    out.completions.push_back(std::move(model));
    find_uncovered();
    if (uncovered.empty()) break;
  }
  return finish(Status::solved);
}

}  // namespace satdoku
