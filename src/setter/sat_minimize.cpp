// Minimizing with one incremental SAT solver (satdoku/minimize.hpp), which
// the solver pool opens (SolverUse::minimize): the layout's formula, plus
// one clause that says "the grid differs from the solution somewhere". A
// set of givens leaves the puzzle unique exactly when assuming them makes
// that formula unsatisfiable; and then the assumptions CaDiCaL's refutation
// used are enough on their own, so every other given goes in the same step.
// Each question either drops at least one given or shows that one is
// needed: about as many calls as the puzzle keeps givens, where counting to
// 2 would take one per given of the full grid. A given that is needed is
// shown so by a second completion, which a search engine with a small
// budget usually finds faster than the solver: it is asked first.
#include <algorithm>

#include "sat/lexmin.hpp"
#include "sat/solver_pool.hpp"
#include "satdoku/encoder.hpp"
#include "satdoku/minimize.hpp"

namespace satdoku {

MinimizeResult minimize_unique_with_sat(const Puzzle& puzzle, const Grid& solution,
                                        const MinimizeOptions& options, Engine* quick) {
  MinimizeResult result;
  const Grid& start = puzzle.grid;
  const int cells = start.cells();
  SolverPool pool(SatOptions{});
  SolverHandle handle;
  const Puzzle layout(Grid(start.geometry()), puzzle.rules);
  if (!pool.open(handle, layout, SolverUse::minimize, SatBudget::from(options.limits))) {
    result.kind = MinimizeResult::Kind::unknown;  // the budget ran out while the formula loaded
    return result;
  }
  SatBackend& solver = *handle.solver;
  const VariableMap& map = *handle.map;
  solver.add_clause(differs_from(map, Grid(start.geometry()), solution));

  // The given of each cell as a literal: its value in the solution.
  std::vector<int> literal(static_cast<std::size_t>(cells), 0);
  std::vector<char> kept(static_cast<std::size_t>(cells), 0);  // a given still in the puzzle
  std::vector<char> needed(static_cast<std::size_t>(cells), 0);
  for (int cell = 0; cell < cells; ++cell) {
    if (start.at(cell) == 0) continue;
    literal[static_cast<std::size_t>(cell)] = map.variable(cell, solution.at(cell));
    kept[static_cast<std::size_t>(cell)] = 1;
  }
  // The givens that go together (orbits of the symmetry; one each without).
  std::vector<std::vector<int>> groups;
  std::vector<int> group_of(static_cast<std::size_t>(cells), -1);
  for (std::vector<int>& orbit : symmetry_orbits(start.side(), options.symmetry)) {
    std::erase_if(orbit, [&](int cell) { return start.at(cell) == 0; });
    if (orbit.empty()) continue;
    for (const int cell : orbit)
      group_of[static_cast<std::size_t>(cell)] = static_cast<int>(groups.size());
    groups.push_back(std::move(orbit));
  }
  // A kept cell keeps its whole orbit.
  for (const int cell : options.keep) {
    const int group = group_of[static_cast<std::size_t>(cell)];
    if (group < 0) continue;
    for (const int other : groups[static_cast<std::size_t>(group)])
      needed[static_cast<std::size_t>(other)] = 1;
  }

  Limits quick_limits = options.limits;
  const std::int64_t quick_nodes = sat_tuning::kQuickNodes;
  quick_limits.nodes =
      quick_limits.nodes > 0 ? std::min(quick_limits.nodes, quick_nodes) : quick_nodes;
  // Asks whether the kept givens, without the group `skip` (-1: none),
  // still leave one completion; when so, drops every group none of whose
  // givens the refutation used.
  const auto skipped = [&](int skip, int cell) {
    return skip >= 0 && group_of[static_cast<std::size_t>(cell)] == skip;
  };
  auto unique_without = [&](int skip) -> std::optional<bool> {
    if (quick && skip >= 0) {
      Puzzle fewer(Grid(start.geometry()), puzzle.rules);
      for (int cell = 0; cell < cells; ++cell)
        if (kept[static_cast<std::size_t>(cell)] && !skipped(skip, cell))
          fewer.grid.set(cell, solution.at(cell));
      const CountResult two = quick->count(fewer, 2, quick_limits);
      result.stats.nodes += two.stats.nodes;
      if (two.status == Status::solved && two.count >= 2) {
        if (options.progress) options.progress->fetch_add(1, std::memory_order_relaxed);
        return false;
      }
    }
    for (int cell = 0; cell < cells; ++cell)
      if (kept[static_cast<std::size_t>(cell)] && !skipped(skip, cell))
        solver.assume(literal[static_cast<std::size_t>(cell)]);
    const SatAnswer answer = solver.solve();
    if (options.progress) options.progress->fetch_add(1, std::memory_order_relaxed);
    if (answer == SatAnswer::unknown) return std::nullopt;
    if (answer == SatAnswer::sat) return false;
    for (std::size_t g = 0; g < groups.size(); ++g) {
      const std::vector<int>& group = groups[g];
      const auto first = static_cast<std::size_t>(group.front());
      if (!kept[first] || needed[first]) continue;
      const bool used =
          static_cast<int>(g) != skip && std::any_of(group.begin(), group.end(), [&](int cell) {
            return solver.failed(literal[static_cast<std::size_t>(cell)]);
          });
      if (used) continue;
      for (const int cell : group) kept[static_cast<std::size_t>(cell)] = 0;
      result.removed += static_cast<int>(group.size());
    }
    return true;
  };
  auto finish = [&](MinimizeResult::Kind kind) {
    result.kind = kind;
    const EngineStats spent = handle.stats();
    result.stats.sat_calls += spent.sat_calls;
    result.stats.conflicts += spent.conflicts;
    return result;
  };

  // The givens as they are must leave `solution` the only completion.
  const std::optional<bool> unique = unique_without(-1);
  if (!unique) return finish(MinimizeResult::Kind::unknown);
  if (!*unique) return finish(MinimizeResult::Kind::not_unique);
  std::vector<int> order;  // groups, by their index
  for (std::size_t g = 0; g < groups.size(); ++g) {
    const auto first = static_cast<std::size_t>(groups[g].front());
    if (kept[first] && !needed[first]) order.push_back(static_cast<int>(g));
  }
  SetterRandom random(options.seed);
  random.shuffle(order);
  for (const int g : order) {
    const std::vector<int>& group = groups[static_cast<std::size_t>(g)];
    if (!kept[static_cast<std::size_t>(group.front())]) continue;  // gone with an earlier step
    const std::optional<bool> still = unique_without(g);
    if (!still) return finish(MinimizeResult::Kind::unknown);
    if (!*still)
      for (const int cell : group) needed[static_cast<std::size_t>(cell)] = 1;
  }
  result.puzzle = Puzzle(Grid(start.geometry()), puzzle.rules);
  for (int cell = 0; cell < cells; ++cell)
    if (kept[static_cast<std::size_t>(cell)]) result.puzzle.grid.set(cell, solution.at(cell));
  result.solution = solution;
  return finish(MinimizeResult::Kind::minimal);
}

}  // namespace satdoku
