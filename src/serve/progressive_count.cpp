// Counting in parts, with progress (progressive_count.hpp).
#include "progressive_count.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <vector>

namespace satdoku::serve {

namespace {

using Clock = std::chrono::steady_clock;

constexpr double kMinSlice = 0.02;

double seconds_between(Clock::time_point a, Clock::time_point b) {
  return std::chrono::duration<double>(b - a).count();
}

}  // namespace

CountOutcome count_with_progress(Engine& engine, const Puzzle& puzzle, const CountRun& run) {
  CountOutcome out;
  const std::uint64_t limit = run.limit > 0 ? run.limit : std::numeric_limits<std::uint64_t>::max();
  const Clock::time_point start = Clock::now();
  Clock::time_point last_report = start;
  std::uint64_t reported = 0;
  // Shorter slices would split parts that an engine call counts at once.
  const double slice = std::max(run.slice, kMinSlice);
  struct Part {
    Puzzle puzzle;
    int depth = 0;  // blank cells fixed by splitting
  };
  std::vector<Part> parts{{puzzle, 0}};  // a stack: the last one is counted next
  // Reports a lower bound of the count when it has grown: the parts counted,
  // plus what a part stopped by its slice had found (its completions are
  // none of the counted parts'; its own parts will count them again).
  auto report = [&](std::uint64_t partial) {
    const Clock::time_point now = Clock::now();
    const std::uint64_t bound = out.count + partial;
    if (!run.progress || bound <= reported || seconds_between(last_report, now) < slice) return;
    run.progress(bound);
    reported = bound;
    last_report = now;
  };
  while (!parts.empty()) {
    Part taken = std::move(parts.back());
    parts.pop_back();
    const Puzzle& part = taken.puzzle;
    Limits limits = run.limits;
    const double elapsed = seconds_between(start, Clock::now());
    // A part without a blank is one check: it gets no slice to run out.
    // Deeper parts get longer slices (twice per level), so that a part
    // whose mere set-up outlasts the slice (a busy machine, a large puzzle)
    // is not split without end: some level's slice is long enough.
    double budget = part.grid.complete() ? 0 : std::ldexp(slice, std::min(taken.depth, 30));
    if (run.limits.seconds > 0) {
      const double left = run.limits.seconds - elapsed;
      if (left <= 0) return out;  // unknown: the time is up
      budget = budget > 0 ? std::min(budget, left) : left;
    }
    limits.seconds = budget;
    if (run.limits.conflicts > 0) {
      const auto used = static_cast<std::int64_t>(out.stats.conflicts);
      if (used >= run.limits.conflicts) return out;
      limits.conflicts = run.limits.conflicts - used;
    }
    if (run.limits.nodes > 0) {
      const auto used = static_cast<std::int64_t>(out.stats.nodes);
      if (used >= run.limits.nodes) return out;
      limits.nodes = run.limits.nodes - used;
    }
    const CountResult r = engine.count(part, limit - out.count, limits);
    ++out.parts;
    out.stats.sat_calls += r.stats.sat_calls;
    out.stats.conflicts += r.stats.conflicts;
    out.stats.nodes += r.stats.nodes;
    if (r.status == Status::unknown) {
      if (run.limits.stop && run.limits.stop->load()) {
        out.stopped = true;
        return out;
      }
      // Only the slice may be split; the caller's own limits end the count.
      const double now = seconds_between(start, Clock::now());
      const bool time_up = run.limits.seconds > 0 && now >= run.limits.seconds;
      const bool conflicts_up =
          run.limits.conflicts > 0 &&
          static_cast<std::int64_t>(out.stats.conflicts) >= run.limits.conflicts;
      const bool nodes_up =
          run.limits.nodes > 0 && static_cast<std::int64_t>(out.stats.nodes) >= run.limits.nodes;
      if (time_up || conflicts_up || nodes_up) return out;
      report(r.count);
      const Grid& g = part.grid;
      int cell = 0;
      while (cell < g.cells() && g.at(cell) != 0) ++cell;
      if (cell == g.cells()) return out;     // nothing left to split: give up as unknown
      for (int d = g.side(); d >= 1; --d) {  // digit 1 on top: counted first
        Part sub{part, taken.depth + 1};
        sub.puzzle.grid.set(cell, d);
        parts.push_back(std::move(sub));
      }
      continue;
    }
    out.count += r.count;
    if (r.capped || out.count >= limit) {
      out.count = std::min(out.count, limit);
      out.capped = true;
      break;
    }
    if (!parts.empty()) report(0);
  }
  out.status = Status::solved;
  return out;
}

}  // namespace satdoku::serve
