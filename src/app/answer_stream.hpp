// The shell every command that answers a stream of puzzles runs in, written
// once: the Ctrl-C handler, the progress line when stderr is a terminal,
// each answer flushed as it comes when stdout is one, the exit code folded
// answer by answer, the one tally of rulings, the elapsed clock, and the
// end-of-run block (the --stats summary, "interrupted after N puzzles").
// The command brings the question (job.hpp) and the printer; the shell
// brings the rest, in the same steps for every command (sink()).
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

  // The sink of run_jobs for the jobs of `file`, printed by `printer`, a
  // type with
  //   void write(const Job<A>&, const InputFile&);   the answer, on stdout
  //   void report(const Job<A>&, const InputFile&);  its diagnostic, on stderr
  // and, when its exit code is not the ruling's (exit_code), also
  //   int exit_code(const Job<A>&);
  // Each job: a progress line on the same terminal cleared, the answer
  // written, stdout flushed on a terminal and checked before any diagnostic
  // goes to stderr, the diagnostic, then the ruling counted, the code folded
  // into the run's and the progress line redrawn when due.
  template <class Printer>
  auto sink(InputFile& file, Printer& printer) {
    return [this, &file, &printer](auto&& job) -> void {
      before_answer();
      printer.write(job, file);
      printed();
      printer.report(job, file);
      int code = 0;
      if constexpr (requires { printer.exit_code(job); })
        code = printer.exit_code(job);
      else
        code = exit_code(job.answer.ruling);
      answered(&file, job.answer.ruling, code);
    };
  }

  // The end of the run: stdout flushed, the progress line cleared, with
  // `stats` the summary on stderr; when interrupted, the note and
  // kInterrupted, else the run's exit code.
  int finish(bool stats);

  // The same steps for one job read from no file (generate's), without
  // the progress line, which the command draws: printed(), then answered().
  void printed() const;
  void answered(Ruling ruling, int code) { answered(nullptr, ruling, code); }

  const Tally& tally() const { return tally_; }
  double elapsed() const;
  int code() const { return code_; }

 private:
  void before_answer() const;
  void answered(InputFile* file, Ruling ruling, int code);

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
