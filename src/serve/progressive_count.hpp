// Counting with progress: the protocol's count reports how many completions
// it has found so far, but Engine::count answers only at the end. So the
// count is split: the engine counts the puzzle with a short time slice, and
// a part that does not finish in its slice is split on its first blank cell
// into one part per digit, each counted the same way. Every finished part
// adds its exact count to the total, which is reported as it grows. The
// parts partition the completions, so the total is the engine's count. A
// part's slice doubles with each level of splitting, so the work a slice
// that runs out wastes stays a small part of the whole even when each call
// has a large fixed cost.
#pragma once

#include <chrono>
#include <cstdint>
#include <functional>

#include "satdoku/engine.hpp"

namespace satdoku::serve {

struct CountRun {
  std::uint64_t limit = 0;  // stop at this many (0: no limit)
  Limits limits;            // for the whole count: seconds, conflicts, nodes, stop
  double slice = 0.5;       // seconds a part may take before it is split
  // Called with a lower bound of the count (the parts counted, and what the
  // part in progress has found) when it has grown and `slice` seconds have
  // passed since the last call.
  std::function<void(std::uint64_t)> progress;
};

struct CountOutcome {
  Status status = Status::unknown;  // solved: `count` is exact (or reached the limit)
  std::uint64_t count = 0;          // completions found (a lower bound when unknown)
  bool capped = false;              // reached the limit
  bool stopped = false;             // unknown because the stop flag was set
  EngineStats stats;
  std::uint64_t parts = 0;  // engine calls made
};

CountOutcome count_with_progress(Engine& engine, const Puzzle& puzzle, const CountRun& run);

}  // namespace satdoku::serve
