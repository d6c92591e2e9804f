// The protocol's estimate: how many completions a puzzle has, when counting
// them would take too long. Knuth's estimator over the tree of partial
// completions: from the puzzle, take the blank cell with the fewest
// candidates, find which of them some completion uses (k of them), multiply
// the weight by k, place one of them at random, and go on until the grid is
// full. The weight's expectation is the number of completions; the mean of
// many walks estimates it, with a standard error from their spread. Every
// step lands on a part with completions, so no walk is wasted.
//
// Which candidates of the cell a completion uses is asked of the native
// engine (a completion it finds also answers for every other digit it puts
// there, now and further down the walk), and of the SAT engine when the
// native one runs out of a small budget: a walk of an empty 16x16 takes a
// fraction of a second, where the true candidates of every cell at every
// step took half a minute.
//
// A figure needs one walk ended and an error two: progress is reported from
// the second walk on, every report_every seconds (during a long walk too),
// and a walk cut short by the limits counts for nothing.
#pragma once

#include <cstdint>
#include <functional>

#include "satdoku/engine.hpp"

namespace satdoku::serve {

struct EstimateState {
  double mean = 0;       // of the walks' weights
  double std_error = 0;  // of the mean (0 until two walks have ended)
  std::int64_t walks = 0;
  Status status = Status::unknown;  // solved: walks ended normally; no_solution: none exists
};

struct EstimateRun {
  Limits limits;  // for the whole run, every walk sharing one deadline: stops it (a normal end)
  std::uint64_t seed = 1;
  std::int64_t max_walks = 0;  // 0: until stopped
  double report_every = 0.5;   // seconds between progress calls
  // Called with two walks or more, every report_every seconds.
  std::function<void(const EstimateState&)> progress;
};

// `native` answers first, `sat` when the native engine's budget runs out.
EstimateState estimate_completions(Engine& native, Engine& sat, const Puzzle& puzzle,
                                   const EstimateRun& run);

}  // namespace satdoku::serve
