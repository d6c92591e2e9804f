// One engine's try at one puzzle, timed and judged: the unit of work of
// batches and `compare`. Running an attempt prints nothing and throws
// nothing: an engine's exception is recorded as the attempt's error.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "satdoku/check.hpp"
#include "satdoku/engine.hpp"

namespace satdoku {

// Engines are stateful and not thread-safe, so batches take a factory and
// build one engine per worker thread. The factory itself is called from
// several threads at once and must be safe for that (make_engine is).
using EngineFactory = std::function<std::unique_ptr<Engine>()>;

enum class Task {
  smallest,  // Engine::smallest: the lexicographically smallest completion
  any,       // Engine::any: any completion
  count,     // Engine::count: completions up to SolveRequest::count_limit
};

struct SolveRequest {
  Task task = Task::smallest;
  Limits limits;
  std::uint64_t count_limit = 2;  // Task::count; 2 tells unique from several
  // Whether to read the clock around the call for Attempt::seconds (left 0
  // when not): off where no time is shown, since in WebAssembly each read
  // is a call out to JavaScript, a visible share of an easy puzzle.
  bool timed = true;
};

struct Attempt {
  Task task = Task::smallest;  // what was asked
  std::string engine;          // who answered: the engine's name() or the contestant's name
  Status status = Status::unknown;
  Grid solution;                        // smallest/any, when solved
  std::vector<Given> core;              // smallest/any, when no_solution and the engine explains it
  std::vector<std::string> core_rules;  // ... and the rules in that explanation
  std::uint64_t count = 0;              // count: completions found
  bool capped = false;                  // count: stopped at the limit
  EngineStats stats;
  double seconds = 0;  // wall-clock time of the engine call (steady_clock)
  Verdict verdict;     // the independent check of the answer (ok when nothing to check)
  std::string error;   // what the engine threw, if it threw (status is then unknown)

  // The answer survived the checks: no exception, a solution that passes
  // check_solution, a core made of the puzzle's own givens.
  bool valid() const { return error.empty() && verdict.ok; }
  // solved or no_solution, and valid: an answer that can be compared.
  bool decided() const { return valid() && status != Status::unknown; }
};

// Runs the request on `engine`, times the call (when asked) and checks the answer:
// solutions with check_solution, cores against the puzzle's givens.
Attempt run_attempt(Engine& engine, const Puzzle& puzzle, const SolveRequest& request);

// Whether two decided answers are the same: same status and, when solved,
// the same grid (or, for counts, the same count and cap).
bool same_answer(const Attempt& a, const Attempt& b);

// The answer in a few words, for disagreement reports: "solved 1234...",
// "no_solution", "count 2+", "unknown", "error: WHAT"; an answer that failed
// its check ends in " (invalid: REASON)".
std::string describe_answer(const Attempt& attempt);

}  // namespace satdoku
