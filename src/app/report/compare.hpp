// `compare`: two or more engines ("contestants") on every puzzle, each answer
// timed and checked, the answers compared with each other, and the whole run
// summed up: agreements, disagreements, time statistics, who was fastest.
//
// The pieces stream: run_jobs (satdoku/job.hpp) with JudgeOptions::contest
// hands each puzzle's job to a sink in input order; CompareTally folds jobs
// into a summary (keeping only the times, a few bytes per puzzle and
// engine); the writers in compare_report.hpp turn jobs and summaries into
// tables, JSON and CSV.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "report/stats.hpp"
#include "satdoku/attempt.hpp"
#include "satdoku/job.hpp"

namespace satdoku {

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

// The rulings by kind are in `rulings` (every job, unreadable ones ruled
// invalid); the counts below are read from it.
struct CompareSummary {
  Tally rulings;
  std::uint64_t puzzles = 0;      // readable puzzles
  std::uint64_t unreadable = 0;   // entries that did not parse
  std::uint64_t agreements = 0;   // ruled solved or no_solution
  std::uint64_t no_solution = 0;  // of the agreements, those with no solution
  std::uint64_t undecided = 0;    // ruled unknown: some engine stopped at a limit
  std::uint64_t disagreements = 0;
  std::uint64_t invalid_answers = 0;  // over all engines
  std::vector<EngineSummary> engines;
  std::vector<Disagreement> listed;  // the first disagreements, in input order
  std::uint64_t not_listed = 0;      // disagreements beyond the listing cap
  double seconds = 0;                // wall-clock time of the run (set by the caller)
};

// Folds jobs into a summary as they stream past. Keeps each readable
// puzzle's times and ruling (for statistics and the plot) and the first
// `max_listed` disagreements in full.
class CompareTally {
 public:
  explicit CompareTally(std::vector<std::string> engines, std::size_t max_listed = 1000);

  void add(const Job<Judgement>& job);
  CompareSummary summary() const;

  const std::vector<std::string>& engines() const { return engines_; }
  // Per readable puzzle, in input order.
  const std::vector<double>& times(std::size_t engine) const { return times_[engine]; }
  const std::vector<Ruling>& rulings() const { return rulings_; }

 private:
  std::vector<std::string> engines_;
  std::size_t max_listed_;
  CompareSummary counts_;  // everything but the time statistics and the counts from the tally
  std::vector<std::vector<double>> times_;
  std::vector<Ruling> rulings_;
  std::vector<EngineStats> stats_totals_;
};

}  // namespace satdoku
