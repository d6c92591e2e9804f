// A random completion of a layout: a few random givens that break no row,
// column or region, completed by the engine; for a classic grid the digits
// are then relabelled at random, which keeps it valid and spreads the
// engine's preference for small digits over all of them.
#include <algorithm>
#include <numeric>

#include "satdoku/generate.hpp"

namespace satdoku {

namespace {

// Whether `digit` at `cell` repeats in the cell's row, column or region.
bool clashes(const Puzzle& p, int cell, int digit) {
  const int n = p.side();
  const int row = cell / n;
  const int col = cell % n;
  const int region = p.region_of(cell);
  for (int other = 0; other < p.grid.cells(); ++other) {
    if (p.grid.at(other) != digit) continue;
    if (other / n == row || other % n == col || p.region_of(other) == region) return true;
  }
  return false;
}

// Seed givens per attempt: enough to make completions differ, few enough
// that most seeds complete.
int seed_givens(const Puzzle& layout) {
  const int n = layout.side();
  return layout.classic() ? n + n / 3 : std::max(2, n / 2);
}

}  // namespace

Completion random_completion(const Puzzle& layout, SetterRandom& random, Engine& engine,
                             const Limits& limits, Engine* fallback) {
  const int n = layout.side();
  const int cells = layout.grid.cells();
  Limits bounded = limits;
  // A seed that is hard to complete is dropped for another rather than searched out.
  if (bounded.nodes <= 0) bounded.nodes = 2000 + 50 * static_cast<std::int64_t>(cells);
  // With a fallback, the engine gets the seeds it completes within the small
  // budget, and the fallback the rest; without one, the engine's last try
  // has no budget but the caller's.
  constexpr int kAttempts = 64;
  for (int attempt = 0; attempt < kAttempts; ++attempt) {
    if (limits.stop && limits.stop->load()) break;
    Puzzle seeded(Grid(layout.grid.geometry()), layout.rules);
    // Layouts whose rules leave few completions clash with most seeds: then
    // one given, and at last none (the engine's own completion).
    const int wanted = attempt < 48 ? seed_givens(layout) : attempt < 63 ? 1 : 0;
    for (int placed = 0, tries = 0; placed < wanted && tries < 8 * wanted; ++tries) {
      const int cell = random.below(cells);
      const int digit = random.below(n) + 1;
      if (seeded.grid.at(cell) != 0 || clashes(seeded, cell, digit)) continue;
      seeded.grid.set(cell, digit);
      ++placed;
    }
    const bool last = attempt == kAttempts - 1;
    SolveResult r = engine.any(seeded, last && !fallback ? limits : bounded);
    if (r.status != Status::solved && fallback && (attempt % 8 == 7 || last))
      r = fallback->any(seeded, limits);
    // The last try places no seed: no completion then means the layout has none.
    if (last && r.status == Status::no_solution) return {Status::no_solution, {}};
    if (r.status != Status::solved) continue;
    Grid grid = r.solution;
    if (layout.classic()) {
      std::vector<int> relabel(static_cast<std::size_t>(n));
      std::iota(relabel.begin(), relabel.end(), 1);
      random.shuffle(relabel);
      for (int cell = 0; cell < cells; ++cell)
        grid.set(cell, relabel[static_cast<std::size_t>(grid.at(cell) - 1)]);
    }
    return {Status::solved, std::move(grid)};
  }
  return {};
}

Generated generate_puzzle(const GenerateOptions& options, std::uint64_t index, Engine& engine,
                          Engine* fallback) {
  // Each index has its own stream, so puzzles do not depend on each other.
  SetterRandom random(options.seed * 0x9E3779B97F4A7C15ULL + index * 0xD1B54A32D192ED03ULL + 1);
  random.next();
  Generated best;
  best.symmetry = options.symmetry;
  if (options.random_symmetry) {
    constexpr Symmetry kDrawn[] = {Symmetry::rotate90, Symmetry::rotate180, Symmetry::mirror,
                                   Symmetry::flip};
    best.symmetry = kDrawn[random.below(4)];
  }
  const int attempts = options.givens > 0 ? std::max(1, options.attempts) : 1;
  for (int attempt = 0; attempt < attempts; ++attempt) {
    ++best.tries;
    const Completion full =
        random_completion(options.layout, random, engine, options.limits, fallback);
    if (full.status == Status::no_solution) best.status = Status::no_solution;
    if (full.status != Status::solved) break;
    MinimizeOptions m;
    m.seed = random.next();
    m.symmetry = best.symmetry;
    m.limits = options.limits;
    m.progress = options.progress;
    const Puzzle complete(full.grid, options.layout.rules);
    const MinimizeResult r = options.sat_minimize
                                 ? minimize_unique_with_sat(complete, full.grid, m, &engine)
                                 : minimize(complete, engine, m);
    best.stats.nodes += r.stats.nodes;
    best.stats.sat_calls += r.stats.sat_calls;
    best.stats.conflicts += r.stats.conflicts;
    if (r.kind != MinimizeResult::Kind::minimal) continue;
    if (best.status != Status::solved || r.puzzle.grid.givens() < best.puzzle.grid.givens()) {
      best.status = Status::solved;
      best.puzzle = r.puzzle;
      best.solution = r.solution;
    }
    if (options.givens <= 0 || best.puzzle.grid.givens() <= options.givens) break;
  }
  return best;
}

}  // namespace satdoku
