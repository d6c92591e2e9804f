#include "explain.hpp"

#include <algorithm>
#include <limits>

#include "satdoku/check.hpp"

namespace satdoku {

namespace {

// The deletion over givens (and rule selectors) assumed on `solver`, with
// what it spent in `out`.
std::optional<std::vector<int>> shrink_assumed(SatBackend& solver, std::vector<int> literals,
                                               CoreSearch& out) {
  const std::uint64_t calls_before = solver.solve_calls();
  const std::uint64_t conflicts_before = solver.conflicts();
  std::optional<std::vector<int>> found = shrink_by_deletion(
      solver, std::move(literals), std::numeric_limits<std::size_t>::max(),
      [&solver](const std::vector<int>& set) {
        solver.assume(set);
        return solver.solve();
      },
      &out.solvable);
  out.sat_calls = solver.solve_calls() - calls_before;
  out.conflicts = solver.conflicts() - conflicts_before;
  return found;
}

std::vector<Given> givens_of(const Grid& puzzle) {
  std::vector<Given> givens;
  for (int cell = 0; cell < puzzle.cells(); ++cell)
    if (const int d = puzzle.at(cell)) givens.push_back({cell, d});
  return givens;
}

}  // namespace

std::optional<std::vector<int>> shrink_by_deletion(
    SatBackend& solver, std::vector<int> choices, std::size_t bound,
    const std::function<SatAnswer(const std::vector<int>&)>& solve, bool* solvable) {
  auto failed_among = [&solver](const std::vector<int>& set) {
    std::vector<int> kept;
    for (const int lit : set)
      if (solver.failed(lit)) kept.push_back(lit);
    return kept;
  };
  const SatAnswer first = solve(choices);
  if (first == SatAnswer::sat && solvable) *solvable = true;
  if (first != SatAnswer::unsat) return std::nullopt;
  std::vector<int> core = failed_among(choices);
  // core[0..i) are known to be needed: a set without one of them is
  // satisfiable, so every refutation of a subset of the core uses them all,
  // and refining to the failed choices (clause-set refinement) keeps them
  // in place.
  std::vector<int> rest;
  for (std::size_t i = 0; i < core.size();) {
    if (i > bound) return std::nullopt;
    rest = core;
    rest.erase(rest.begin() + static_cast<std::ptrdiff_t>(i));
    const SatAnswer answer = solve(rest);
    if (answer == SatAnswer::unknown) return std::nullopt;
    if (answer == SatAnswer::sat) {
      ++i;  // needed
    } else {
      core = failed_among(rest);
    }
  }
  if (core.size() > bound) return std::nullopt;
  return core;
}

std::optional<std::vector<Given>> clash_core(const Grid& puzzle) {
  const auto clashes = find_clashes(puzzle);
  if (clashes.empty()) return std::nullopt;
  const Clash& c = clashes.front();
  return std::vector<Given>{{c.first, c.value}, {c.second, c.value}};
}

CoreSearch minimal_core(const Grid& puzzle, SatBackend& solver, const VariableMap& map) {
  // A direct clash is the smallest explanation there is, and one a person
  // can check at a glance; no solver needed.
  CoreSearch out;
  if (auto core = clash_core(puzzle)) {
    out.core = std::move(core);
    return out;
  }
  const std::vector<Given> givens = givens_of(puzzle);
  std::vector<int> literals;
  for (const Given& g : givens) literals.push_back(map.variable(g.cell, g.value));
  const auto found = shrink_assumed(solver, literals, out);
  if (!found) return out;
  out.core.emplace();
  for (const Given& g : givens)  // cell order, as the literals were
    if (std::find(found->begin(), found->end(), map.variable(g.cell, g.value)) != found->end())
      out.core->push_back(g);
  return out;
}

CoreSearch minimal_core(const Puzzle& puzzle, SatBackend& solver, const VariableMap& map,
                        std::span<const int> selectors) {
  CoreSearch out;
  const std::vector<Given> givens = givens_of(puzzle.grid);
  std::vector<int> literals;
  for (const Given& g : givens) literals.push_back(map.variable(g.cell, g.value));
  literals.insert(literals.end(), selectors.begin(), selectors.end());
  const auto found = shrink_assumed(solver, literals, out);
  if (!found) return out;
  auto kept = [&found](int lit) {
    return std::find(found->begin(), found->end(), lit) != found->end();
  };
  out.core.emplace();
  for (const Given& g : givens)
    if (kept(map.variable(g.cell, g.value))) out.core->push_back(g);
  for (std::size_t r = 0; r < selectors.size(); ++r)
    if (kept(selectors[r])) out.rules.push_back(puzzle.rules->list[r].label);
  return out;
}

}  // namespace satdoku
