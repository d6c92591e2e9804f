// `compare`: two or more engines ("contestants") on every puzzle, each answer
// timed and checked, the answers compared with each other, and the whole run
// summed up: agreements, disagreements, time statistics, who was fastest.
//
// The pieces stream: run_compare hands each puzzle's record to a sink in
// input order; CompareTally folds records into a summary (keeping only the
// times, a few bytes per puzzle and engine); the writers in
// compare_report.hpp turn records and summaries into tables, JSON and CSV.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "report/stats.hpp"
#include "satdoku/attempt.hpp"
#include "satdoku/batch.hpp"

namespace satdoku {

struct Contestant {
  std::string name;  // as shown in results: "backtrack", "sat/minimal"
  EngineFactory make;
};

// A contestant for an engine name of the registry (make_engine); nullopt
// when no engine has that name.
std::optional<Contestant> contestant(std::string_view name);

// What the engines' answers to one puzzle add up to.
enum class Consensus {
  solved,        // every engine answered, validly, with the same completion
  no_solution,   // every engine answered, validly, that there is none
  undecided,     // no conflict, but some engine stopped at a limit
  disagreement,  // two answers differ, or an answer failed its check, or an engine threw
  unreadable,    // the entry did not parse; no engine ran
};
std::string_view to_string(Consensus consensus);

struct CompareRecord {
  std::uint64_t index = 0;        // position in the input, from 0
  Entry entry;                    // the puzzle as read (line, text, grid or error)
  std::vector<Attempt> attempts;  // one per contestant, in contestant order
  Consensus consensus = Consensus::unreadable;
};

// The consensus of a set of attempts at one puzzle. With Task::any only the
// statuses are compared: two valid completions may rightly differ.
Consensus consensus_of(const std::vector<Attempt>& attempts, Task task = Task::smallest);

struct CompareOptions {
  SolveRequest request;  // Task::smallest unless said otherwise
  RunOptions run;
};

// Runs every contestant on every puzzle (each worker thread owns one engine
// of each contestant) and hands the records to `sink` in input order. The
// contestants run one after the other on the same thread, in an order that
// rotates from puzzle to puzzle, so that none is always the one that meets
// the puzzle with cold caches.
RunReport run_compare(const PuzzleSource& source, const std::vector<Contestant>& contestants,
                      const CompareOptions& options,
                      const std::function<void(CompareRecord&&)>& sink);

struct EngineSummary {
  std::string name;
  std::uint64_t solved = 0;  // valid answers by status
  std::uint64_t no_solution = 0;
  std::uint64_t unknown = 0;
  std::uint64_t invalid = 0;  // answers that failed a check, and exceptions
  TimeStats time;             // over every readable puzzle
  double mean_sat_calls = 0;
  double mean_conflicts = 0;
  double mean_nodes = 0;
  std::uint64_t fastest = 0;  // puzzles on which this engine took least time
};

// One puzzle on which the engines did not agree, with every answer.
struct Disagreement {
  std::uint64_t index = 0;
  int line = 0;
  std::string input;
  std::vector<std::string> answers;  // describe_answer, in contestant order
};

struct CompareSummary {
  std::uint64_t puzzles = 0;      // readable puzzles
  std::uint64_t unreadable = 0;   // entries that did not parse
  std::uint64_t agreements = 0;   // consensus solved or no_solution
  std::uint64_t no_solution = 0;  // of the agreements, those with no solution
  std::uint64_t undecided = 0;
  std::uint64_t disagreements = 0;
  std::uint64_t invalid_answers = 0;  // over all engines
  std::vector<EngineSummary> engines;
  std::vector<Disagreement> listed;  // the first disagreements, in input order
  std::uint64_t not_listed = 0;      // disagreements beyond the listing cap
  double seconds = 0;                // wall-clock time of the run (set by the caller)
};

// Folds records into a summary as they stream past. Keeps each readable
// puzzle's times and consensus (for statistics and the plot) and the first
// `max_listed` disagreements in full.
class CompareTally {
 public:
  explicit CompareTally(std::vector<std::string> engines, std::size_t max_listed = 1000);

  void add(const CompareRecord& record);
  CompareSummary summary() const;

  const std::vector<std::string>& engines() const { return engines_; }
  // Per readable puzzle, in input order.
  const std::vector<double>& times(std::size_t engine) const { return times_[engine]; }
  const std::vector<Consensus>& consensus() const { return consensus_; }

 private:
  std::vector<std::string> engines_;
  std::size_t max_listed_;
  CompareSummary counts_;  // everything but the time statistics
  std::vector<std::vector<double>> times_;
  std::vector<Consensus> consensus_;
  std::vector<EngineStats> stats_totals_;
};

// The exit status of a compare run, in the program's precedence: 4 when any
// engines disagree or an answer is invalid; else 2 when an entry did not
// parse; else 3 when an engine stopped at a limit; else 1 when some puzzle
// has no solution (and all engines agree on it); else 0.
int compare_exit_code(const CompareSummary& summary);

}  // namespace satdoku
