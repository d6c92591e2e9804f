// The protocol's estimate: how many completions a puzzle has, when counting
// them would take too long. Knuth's estimator over the tree of partial
// completions: from the puzzle, take the blank cell with the fewest true
// candidates (k of them), multiply the weight by k, place one of them at
// random, and go on until the grid is full. The weight's expectation is the
// number of completions; the mean of many walks estimates it, with a
// standard error from their spread. True candidates make every step land
// on a part with completions, so no walk is wasted.
#pragma once

#include <cstdint>
#include <functional>

#include "satdoku/engine.hpp"
#include "satdoku/true_candidates.hpp"

namespace satdoku::serve {

struct EstimateState {
  double mean = 0;       // of the walks' weights
  double std_error = 0;  // of the mean
  std::int64_t walks = 0;
  Status status = Status::unknown;  // solved: walks ended normally; no_solution: none exists
};

struct EstimateRun {
  Limits limits;  // for the whole run: stops it (a normal end)
  std::uint64_t seed = 1;
  std::int64_t max_walks = 0;  // 0: until stopped
  double report_every = 0.5;   // seconds between progress calls
  std::function<void(const EstimateState&)> progress;
};

EstimateState estimate_completions(SatCandidates& finder, const Puzzle& puzzle,
                                   const EstimateRun& run);

}  // namespace satdoku::serve
