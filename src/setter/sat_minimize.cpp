// Minimizing with one incremental SAT solver (satdoku/minimize.hpp): the
// layout's formula, plus one clause that says "the grid differs from the
// solution somewhere". A set of givens leaves the puzzle unique exactly when
// assuming them makes that formula unsatisfiable; and then the assumptions
// CaDiCaL's refutation used are enough on their own, so every other given
// goes in the same step. Each question either drops at least one given or
// shows that one is needed: about as many calls as the puzzle keeps givens,
// where counting to 2 would take one per given of the full grid. A given
// that is needed is shown so by a second completion, which a search engine
// with a small budget usually finds faster than the solver: it is asked
// first (on a 25x25, 253 of 253 such questions, in a quarter of the time).
#include <algorithm>

#include "sat/lexmin.hpp"
#include "sat/sat_backend.hpp"
#include "satdoku/encoder.hpp"
#include "satdoku/minimize.hpp"

namespace satdoku {

namespace {

// Search nodes a quick look for a second completion may take.
constexpr std::int64_t kQuickNodes = 500;

}  // namespace

MinimizeResult minimize_unique_with_sat(const Puzzle& puzzle, const Grid& solution,
                                        const MinimizeOptions& options, Engine* quick) {
  MinimizeResult result;
  const Grid& start = puzzle.grid;
  const int cells = start.cells();
  SatBackend solver(SatSearch{.target_phases = !puzzle.classic()});
  EncodeOptions encode_options;
  encode_options.repeat_pairs = false;
  encode_options.givens_as_units = false;
  const Encoded encoded =
      encode(Puzzle(Grid(start.geometry()), puzzle.rules), encode_options, solver);
  solver.add_clause(differs_from(encoded.map, Grid(start.geometry()), solution));
  solver.set_budget(SatBudget::from(options.limits));

  // The given of each cell as a literal: its value in the solution.
  std::vector<int> literal(static_cast<std::size_t>(cells), 0);
  std::vector<char> kept(static_cast<std::size_t>(cells), 0);  // a given still in the puzzle
  std::vector<char> needed(static_cast<std::size_t>(cells), 0);
  for (int cell = 0; cell < cells; ++cell) {
    if (start.at(cell) == 0) continue;
    literal[static_cast<std::size_t>(cell)] = encoded.map.variable(cell, solution.at(cell));
    kept[static_cast<std::size_t>(cell)] = 1;
  }
  for (const int cell : options.keep) needed[static_cast<std::size_t>(cell)] = 1;

  // Asks whether the kept givens, without `skip`, still leave one
  // completion; when so, drops every given the refutation did not use.
  Limits quick_limits = options.limits;
  quick_limits.nodes =
      quick_limits.nodes > 0 ? std::min(quick_limits.nodes, kQuickNodes) : kQuickNodes;
  auto unique_without = [&](int skip) -> std::optional<bool> {
    if (quick && skip >= 0) {
      Puzzle fewer(Grid(start.geometry()), puzzle.rules);
      for (int cell = 0; cell < cells; ++cell)
        if (kept[static_cast<std::size_t>(cell)] && cell != skip)
          fewer.grid.set(cell, solution.at(cell));
      const CountResult two = quick->count(fewer, 2, quick_limits);
      result.stats.nodes += two.stats.nodes;
      if (two.status == Status::solved && two.count >= 2) {
        if (options.progress) options.progress->fetch_add(1, std::memory_order_relaxed);
        return false;
      }
    }
    for (int cell = 0; cell < cells; ++cell)
      if (kept[static_cast<std::size_t>(cell)] && cell != skip)
        solver.assume(literal[static_cast<std::size_t>(cell)]);
    const SatAnswer answer = solver.solve();
    if (options.progress) options.progress->fetch_add(1, std::memory_order_relaxed);
    if (answer == SatAnswer::unknown) return std::nullopt;
    if (answer == SatAnswer::sat) return false;
    for (int cell = 0; cell < cells; ++cell) {
      auto& k = kept[static_cast<std::size_t>(cell)];
      if (!k || needed[static_cast<std::size_t>(cell)]) continue;
      if (cell == skip || !solver.failed(literal[static_cast<std::size_t>(cell)])) {
        k = 0;
        ++result.removed;
      }
    }
    return true;
  };
  auto finish = [&](MinimizeResult::Kind kind) {
    result.kind = kind;
    result.stats.sat_calls += solver.solve_calls();
    result.stats.conflicts += solver.conflicts();
    return result;
  };

  // The givens as they are must leave `solution` the only completion.
  const std::optional<bool> unique = unique_without(-1);
  if (!unique) return finish(MinimizeResult::Kind::unknown);
  if (!*unique) return finish(MinimizeResult::Kind::not_unique);
  std::vector<int> order;
  for (int cell = 0; cell < cells; ++cell)
    if (kept[static_cast<std::size_t>(cell)] && !needed[static_cast<std::size_t>(cell)])
      order.push_back(cell);
  SetterRandom random(options.seed);
  random.shuffle(order);
  for (const int cell : order) {
    if (!kept[static_cast<std::size_t>(cell)]) continue;  // gone with an earlier step
    const std::optional<bool> still = unique_without(cell);
    if (!still) return finish(MinimizeResult::Kind::unknown);
    if (!*still) needed[static_cast<std::size_t>(cell)] = 1;
  }
  result.puzzle = Puzzle(Grid(start.geometry()), puzzle.rules);
  for (int cell = 0; cell < cells; ++cell)
    if (kept[static_cast<std::size_t>(cell)]) result.puzzle.grid.set(cell, solution.at(cell));
  result.solution = solution;
  return finish(MinimizeResult::Kind::minimal);
}

}  // namespace satdoku
