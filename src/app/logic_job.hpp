// One puzzle of `satdoku explain` or `satdoku rate`: the judge settles
// whether it has exactly one completion (and finds it), then the logical
// solver walks its path; every step is checked against the completion
// before anything is printed. --timeout bounds the whole puzzle, proof and
// path; a path it cuts short is unknown, with what stopped it. Computing a LogicOutcome prints
// nothing, so puzzles can run on worker threads and print in input order:
// LogicQuestion is the pipeline's question (job.hpp), LogicPrinter the
// stream's printer (answer_stream.hpp).
#pragma once

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "answer_stream.hpp"
#include "cli.hpp"
#include "satdoku/job.hpp"
#include "satdoku/json.hpp"
#include "satdoku/judge.hpp"
#include "satdoku/logic.hpp"

namespace satdoku::cli {

struct LogicJob {
  LogicOptions logic;       // disabled techniques, --max-rating; assume_unique is set per puzzle
  Limits limits;            // for the engine's calls
  bool keep_steps = false;  // explain: the whole path; rate: its rating only
};

struct LogicOutcome {
  Ruling ruling = Ruling::invalid;     // solved: unique, and the logic ran to its end
  std::string why;                     // for the other rulings (unknown: what stopped it),
                                       // and a step that failed its check
  std::optional<Grid> solution;        // the one completion, when solved
  std::vector<Step> steps;             // with keep_steps
  std::vector<CandidateState> before;  // with keep_steps and pictures: the state before each step
  std::optional<CandidateState> final_state;
  LogicRating rating;
};

// The options both commands take: --disable LIST and --max-rating R.
struct LogicCommandOptions {
  std::string disable;
  double max_rating = 0;         // 0: no bound
  LogicOptions options() const;  // throws UsageError for unknown names or a bad bound
};
void add_logic_options(po::options_description& options, LogicCommandOptions& logic);

using LogicPuzzle = Job<LogicOutcome>;

LogicOutcome run_logic(const Puzzle& puzzle, Engine& engine, const LogicJob& job, bool keep_states);

// explain's and rate's question: run_logic with each worker's own SAT
// engine (as `count` uses) and a native one for classic grids up to 9x9.
class LogicQuestion {
 public:
  using Answer = LogicOutcome;
  LogicQuestion(const LogicJob& job, bool keep_states);
  LogicOutcome answer(const Puzzle& puzzle);

 private:
  const LogicJob* job_;
  bool keep_states_;
  std::unique_ptr<Engine> sat_, native_;
};

// explain's and rate's printer: `print` writes each puzzle to stdout; the
// diagnostic on stderr is the parse error of an unreadable puzzle, the
// disagreement, or why a puzzle was not explained.
struct LogicPrinter {
  std::function<void(const LogicPuzzle&, const InputFile&)> print;
  void write(const LogicPuzzle& job, const InputFile& file) { print(job, file); }
  void report(const LogicPuzzle& job, const InputFile& file) const;
};

// "r1c1 {1,3,5}  r1c4 {2,6}": the open cells of a state with their
// candidates; with `by_row`, each row of the grid on a line of its own,
// each line after a newline and indented ("\n  r1c1 {1,3,5}  r1c4 {2,6}\n  r2c2 ...").
std::string cells_left(const CandidateState& state, bool by_row = false);

// A rating as printed: one decimal ("7.2").
std::string rating_text(double rating);

// The JSON object of a puzzle (satdoku/json.hpp's schema) with the rating's
// fields when it was rated; `why` for a path that ended short.
PuzzleJson outcome_json(const LogicPuzzle& job, const std::string& source, const std::string& why);

}  // namespace satdoku::cli
