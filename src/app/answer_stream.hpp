// The shell every command that answers a stream of puzzles runs in, written
// once: the Ctrl-C handler, the progress line when stderr is a terminal,
// each answer flushed as it comes when stdout is one, the exit code folded
// answer by answer, the one tally of rulings, the elapsed clock, and the
// end-of-run block (the --stats summary, "interrupted after N puzzles").
// The command brings the question (a JobSpec or its own worker) and the
// printer; the shell brings the rest.
#pragma once

#include <chrono>
#include <functional>
#include <string>

#include "cli.hpp"
#include "report/summary.hpp"
#include "satdoku/job.hpp"

namespace satdoku::cli {

class AnswerStream {
 public:
  // progress: whether a progress line may show (not --quiet); it shows only
  // on a terminal. Installs the interrupt handler.
  explicit AnswerStream(bool progress);

  // Calls visit for every input (for_each_input), none once interrupted.
  void each_input(const InputOptions& input, const std::function<void(InputFile&)>& visit);
  // The run options for one input: `jobs` workers, streaming (streaming_run),
  // and with a progress line one that shows how long the puzzle being
  // awaited has run (the stream must outlive the run).
  RunOptions run_options(int jobs, InputFile& file);

  // Before an answer is printed: a progress line on the same terminal is
  // cleared first.
  void before_answer() const;
  // After it: flushed on a terminal and stdout checked, before any
  // diagnostic goes to stderr.
  void printed() const;
  // Then: the ruling counted, `code` folded into the run's exit code, the
  // progress line redrawn when due.
  void answered(InputFile& file, Ruling ruling, int code);
  void answered(InputFile& file, Ruling ruling) { answered(file, ruling, exit_code(ruling)); }
  // The same for jobs read from no file (generate's): no progress line.
  void answered(Ruling ruling, int code);

  // The end of the run: stdout flushed, the progress line cleared, with
  // `stats` the summary on stderr; when interrupted, the note and
  // kInterrupted, else the run's exit code.
  int finish(bool stats);

  const Tally& tally() const { return tally_; }
  double elapsed() const;
  int code() const { return code_; }

 private:
  bool progress_on_;
  bool stdout_terminal_;
  ProgressClock clock_;
  Tally tally_;
  int code_ = kSolved;
  std::chrono::steady_clock::time_point start_;
  double last_answer_ = 0;  // elapsed() at the last answer (kept with a progress line only)
};

// "interrupted after N puzzles" + tail, on stderr.
void print_interrupted(std::uint64_t puzzles, const std::string& tail = "");

}  // namespace satdoku::cli
