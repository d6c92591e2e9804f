// Knuth's estimator over completions (estimate.hpp).
#include "estimate.hpp"

#include <bit>
#include <chrono>
#include <cmath>
#include <optional>
#include <random>
#include <vector>

#include "satdoku/logic.hpp"

namespace satdoku::serve {

namespace {

using Clock = std::chrono::steady_clock;

// Search nodes the native engine gets for one question before the SAT
// engine is asked instead (a variant layout whose completions are hard to
// find by search).
constexpr std::int64_t kNativeNodes = 20000;

bool stopped(const Limits& limits) {
  return (limits.stop && limits.stop->load(std::memory_order_relaxed)) ||
         (limits.deadline && Clock::now() >= *limits.deadline);
}

// Progress calls on a clock, from the second walk on.
struct Reporter {
  const EstimateRun& run;
  Clock::time_point last = Clock::now();

  void maybe(const EstimateState& s) {
    if (!run.progress || s.walks < 2) return;
    const Clock::time_point now = Clock::now();
    if (std::chrono::duration<double>(now - last).count() < run.report_every) return;
    run.progress(s);
    last = now;
  }
};

class Walker {
 public:
  Walker(Engine& native, Engine& sat, const Puzzle& puzzle, const Limits& limits)
      : native_(native), sat_(sat), puzzle_(puzzle), root_(puzzle), limits_(limits) {
    native_limits_ = limits;
    native_limits_.nodes =
        limits.nodes > 0 && limits.nodes < kNativeNodes ? limits.nodes : kNativeNodes;
  }

  // One walk's weight; nullopt when a limit stopped it. `unsolvable` is set
  // when the puzzle itself has no completion (its first cell has no digit).
  std::optional<double> walk(std::mt19937_64& rng, bool& unsolvable, Reporter& reporter,
                             const EstimateState& so_far) {
    Puzzle state = puzzle_;
    CandidateState candidates = root_;
    // Completions agreeing with every placement so far.
    std::vector<Grid> witnesses;
    double weight = 1;
    for (bool first = true;; first = false) {
      const int cell = fewest(candidates);
      if (cell < 0) {
        // Every cell placed: this walk's leaf, a completion (each digit was
        // placed with one), unless the puzzle came full.
        if (first) {
          const SolveResult r = native_.any(state, limits_);
          if (r.status == Status::unknown) return std::nullopt;
          unsolvable = r.status == Status::no_solution;
        }
        return weight;
      }
      std::vector<int> digits;
      for (DigitMask m = candidates.mask(cell); m; m &= m - 1) {
        const int d = std::countr_zero(m) + 1;
        const std::optional<bool> used = completes(state, cell, d, witnesses);
        if (!used) return std::nullopt;
        if (*used) digits.push_back(d);
      }
      if (digits.empty()) {
        // Each digit placed keeps a completion: only the puzzle can have none.
        unsolvable = first;
        return 0.0;
      }
      weight *= static_cast<double>(digits.size());
      const int d = digits[static_cast<std::size_t>(rng() % digits.size())];
      state.grid.set(cell, d);
      candidates.place(cell, d);
      std::erase_if(witnesses, [&](const Grid& g) { return g.at(cell) != d; });
      reporter.maybe(so_far);
    }
  }

 private:
  // The open cell with the fewest candidates, or -1 when none is open.
  static int fewest(const CandidateState& s) {
    int best = -1, best_count = 0;
    for (int cell = 0; cell < s.cells(); ++cell) {
      if (s.value(cell) != 0) continue;
      const int k = std::popcount(s.mask(cell));
      if (best < 0 || k < best_count) {
        best = cell;
        best_count = k;
      }
    }
    return best;
  }

  // Whether some completion of `state` puts `digit` in `cell`; nullopt when
  // a limit stopped the engines first. A completion found is kept.
  std::optional<bool> completes(const Puzzle& state, int cell, int digit,
                                std::vector<Grid>& witnesses) {
    for (const Grid& g : witnesses)
      if (g.at(cell) == digit) return true;
    Puzzle fixed = state;
    fixed.grid.set(cell, digit);
    SolveResult r = native_.any(fixed, native_limits_);
    if (r.status == Status::unknown) {
      if (stopped(limits_)) return std::nullopt;
      r = sat_.any(fixed, limits_);
    }
    if (r.status == Status::unknown) return std::nullopt;
    if (r.status == Status::no_solution) return false;
    witnesses.push_back(std::move(r.solution));
    return true;
  }

  Engine& native_;
  Engine& sat_;
  const Puzzle& puzzle_;
  const CandidateState root_;
  Limits limits_;
  Limits native_limits_;
};

}  // namespace

EstimateState estimate_completions(Engine& native, Engine& sat, const Puzzle& puzzle,
                                   const EstimateRun& run) {
  EstimateState s;
  std::mt19937_64 rng(run.seed);
  const Limits limits = for_whole_puzzle(run.limits);
  Walker walker(native, sat, puzzle, limits);
  Reporter reporter{run};
  double m2 = 0;  // Welford's sum of squared differences
  for (;;) {
    if (run.max_walks > 0 && s.walks >= run.max_walks) break;
    if (stopped(limits)) break;
    bool unsolvable = false;
    const std::optional<double> w = walker.walk(rng, unsolvable, reporter, s);
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
    reporter.maybe(s);
  }
  s.status = Status::solved;
  return s;
}

}  // namespace satdoku::serve
