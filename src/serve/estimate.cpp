// Knuth's estimator by true candidates (estimate.hpp).
#include "estimate.hpp"

#include <bit>
#include <chrono>
#include <cmath>
#include <random>

namespace satdoku::serve {

namespace {

using Clock = std::chrono::steady_clock;

// One walk's weight; nullopt when a limit stopped it.
std::optional<double> walk(SatCandidates& finder, const Puzzle& puzzle, const Limits& limits,
                           std::mt19937_64& rng, bool& unsolvable) {
  Puzzle state = puzzle;
  double weight = 1;
  CandidateOptions options;
  options.limits = limits;
  for (;;) {
    const TrueCandidates t = finder.run(state, options);
    if (t.status == Status::unknown) return std::nullopt;
    if (t.status == Status::no_solution) {
      unsolvable = true;  // only the puzzle itself can be: each step keeps a completion
      return 0.0;
    }
    int best = -1;
    int best_count = 0;
    for (int cell = 0; cell < state.grid.cells(); ++cell) {
      if (state.grid.at(cell) != 0) continue;
      const int k = std::popcount(t.masks[static_cast<std::size_t>(cell)]);
      if (k == 1) {
        state.grid.set(cell, std::countr_zero(t.masks[static_cast<std::size_t>(cell)]) + 1);
      } else if (best < 0 || k < best_count) {
        best = cell;
        best_count = k;
      }
    }
    if (best < 0) return weight;  // every cell placed: one completion, this walk's leaf
    // Singles hold in every completion: placing them leaves the masks exact.
    std::uint64_t mask = t.masks[static_cast<std::size_t>(best)];
    weight *= best_count;
    int pick = static_cast<int>(rng() % static_cast<std::uint64_t>(best_count));
    while (pick-- > 0) mask &= mask - 1;
    state.grid.set(best, std::countr_zero(mask) + 1);
  }
}

}  // namespace

EstimateState estimate_completions(SatCandidates& finder, const Puzzle& puzzle,
                                   const EstimateRun& run) {
  EstimateState s;
  std::mt19937_64 rng(run.seed);
  const Clock::time_point start = Clock::now();
  Clock::time_point last = start;
  double m2 = 0;  // Welford's sum of squared differences
  for (;;) {
    if (run.max_walks > 0 && s.walks >= run.max_walks) break;
    Limits limits = run.limits;
    if (run.limits.seconds > 0) {
      limits.seconds =
          run.limits.seconds - std::chrono::duration<double>(Clock::now() - start).count();
      if (limits.seconds <= 0) break;
    }
    bool unsolvable = false;
    const std::optional<double> w = walk(finder, puzzle, limits, rng, unsolvable);
    if (!w) break;
    if (unsolvable) {
      s.status = Status::no_solution;
      s.walks = 1;
      return s;
    }
    ++s.walks;
    const double delta = *w - s.mean;
    s.mean += delta / static_cast<double>(s.walks);
    m2 += delta * (*w - s.mean);
    s.std_error =
        s.walks > 1
            ? std::sqrt(m2 / static_cast<double>(s.walks - 1) / static_cast<double>(s.walks))
            : 0;
    const Clock::time_point now = Clock::now();
    if (run.progress && std::chrono::duration<double>(now - last).count() >= run.report_every) {
      run.progress(s);
      last = now;
    }
  }
  s.status = Status::solved;
  return s;
}

}  // namespace satdoku::serve
