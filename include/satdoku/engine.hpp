// The engine boundary: what the SAT engine and the native backtracker both
// offer, so that the program, `compare` and the tests can take any engine.
//
// Engines know nothing of text: they take a parsed Grid and give a Grid back.
#pragma once

#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "satdoku/grid.hpp"
#include "satdoku/rules.hpp"

namespace satdoku {

enum class Status {
  solved,       // `solution` holds the answer asked for
  no_solution,  // proved: the puzzle has no completion
  unknown,      // a limit stopped the engine before it could answer
};

std::string_view to_string(Status status);

// Per-call budgets; zero or negative means unlimited. Engines honour the ones
// that make sense for them and report Status::unknown when one runs out.
struct Limits {
  double seconds = 0;          // wall-clock time
  std::int64_t conflicts = 0;  // SAT conflicts (SAT engine)
  std::int64_t nodes = 0;      // search nodes (native engine)
  // Polled during the call (a Ctrl-C handler sets it): once true, every
  // engine stops within a fraction of a second and answers unknown.
  const std::atomic<bool>* stop = nullptr;
  // A second such flag, polled alike: the default engine's race stops the
  // losing engine with it while `stop` stays the caller's.
  const std::atomic<bool>* stop_too = nullptr;
  // A point in time the call must not pass either, whatever `seconds` says:
  // the deadline of a whole puzzle that takes many calls (true candidates,
  // minimize, generate: see for_whole_puzzle).
  std::optional<std::chrono::steady_clock::time_point> deadline = std::nullopt;
  // Called once, on the calling thread, when the call has used this many
  // search nodes (native engine only; 0: never): the default engine starts
  // the SAT engine's clock there without interrupting the native search.
  std::int64_t checkpoint_nodes = 0;
  const std::function<void()>* at_checkpoint = nullptr;

  // Whether either stop flag is set.
  bool stop_requested() const {
    return (stop && stop->load(std::memory_order_relaxed)) ||
           (stop_too && stop_too->load(std::memory_order_relaxed));
  }
};

// The limits for one puzzle answered by many engine calls: `seconds` becomes
// a deadline from now that every call shares, so that a --timeout bounds
// the puzzle, not each call. Conflicts and nodes stay per call.
Limits for_whole_puzzle(Limits limits);

// What an engine did, for `compare`, `--stats` and benchmarks.
struct EngineStats {
  std::uint64_t sat_calls = 0;  // SAT engine: solve() calls
  std::uint64_t conflicts = 0;  // SAT engine: conflicts over all calls
  std::uint64_t nodes = 0;      // native engine: search nodes (guesses)
};

// A given of the puzzle: the cell (row-major index) and its value.
struct Given {
  int cell = 0;
  int value = 0;
  friend bool operator==(const Given&, const Given&) = default;
};

struct SolveResult {
  Status status = Status::unknown;
  Grid solution;  // meaningful when status == solved
  // When status == no_solution and the engine can explain it: a set of givens
  // that cannot all hold, minimal (dropping any one leaves a solvable set).
  std::vector<Given> core;
  // With variant rules: the labels of the rules in that set ("killercage[3]"),
  // in the puzzle's order.
  std::vector<std::string> core_rules;
  EngineStats stats;
};

struct CountResult {
  Status status = Status::unknown;  // solved: `count` is exact or reached the limit
  std::uint64_t count = 0;          // solutions found, at most the limit
  bool capped = false;              // count reached the limit: "at least count" (maybe more)
  EngineStats stats;
};

// The digits each cell takes in some completion (true_candidates.hpp), as an
// engine with a way of its own finds them.
struct DigitCover {
  Status status = Status::unknown;   // solved: exact; no_solution: masks all zero
  std::vector<std::uint64_t> masks;  // per cell, row-major: bit d-1 = digit d
  EngineStats stats;
  // Completions found on the way (the SAT engine's: one per covering
  // model), to be offered again as CoverHints::witnesses.
  std::vector<Grid> completions;
};

// Work done before a cover, for the ways that can use it (the SAT engine's;
// a connected solver's cache, asked once per keystroke): grids known to
// complete a similar puzzle, each of them that completes this one too
// covering its pairs without a search; and, when this puzzle only adds
// constraints to one answered before, that one's masks: no digit outside
// them can be a candidate here. Empty: nothing known.
struct CoverHints {
  std::span<const Grid> witnesses;
  std::span<const std::uint64_t> within;
};

// The grid of a classic puzzle, for code paths that handle no variant rule;
// throws std::invalid_argument naming the first rule otherwise, so that a rule
// is never silently ignored.
const Grid& classic_grid(const Puzzle& puzzle);

// Engines take a Puzzle: the grid and its variant rules (rules.hpp). A Grid
// converts to a classic Puzzle, so `engine.smallest(grid, limits)` works.
// An engine that cannot handle a puzzle's rules throws std::invalid_argument.
class Engine {
 public:
  virtual ~Engine() = default;

  // "sat", "backtrack", "sat/extended", ...: the name printed in results.
  virtual std::string name() const = 0;

  // The lexicographically smallest completion (row-major, smallest value first).
  virtual SolveResult smallest(const Puzzle& puzzle, const Limits& limits) = 0;

  // Any completion, as fast as the engine can.
  virtual SolveResult any(const Puzzle& puzzle, const Limits& limits) = 0;

  // Number of completions, stopping at `limit` (limit >= 1).
  virtual CountResult count(const Puzzle& puzzle, std::uint64_t limit, const Limits& limits) = 0;

  // Every digit of every cell that some completion uses, by the engine's
  // own way, faster than asking any() once per digit: the one mechanism
  // behind every true-candidates finder (true_candidates_with). The SAT
  // engine covers with models on one incremental solver; the native engine
  // searches the completions once, skipping every part of the tree that
  // could only repeat digits found already, then asks per digit left;
  // "auto" races the two as its answers do. nullopt when the engine has no
  // way of its own. Limits bound the whole call.
  virtual std::optional<DigitCover> cover(const Puzzle& puzzle, const Limits& limits,
                                          const CoverHints& hints) {
    (void)puzzle;
    (void)limits;
    (void)hints;
    return std::nullopt;
  }
};

}  // namespace satdoku
