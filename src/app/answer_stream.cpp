#include "answer_stream.hpp"

#include <unistd.h>

#include <iostream>

#include "interrupt.hpp"

namespace satdoku::cli {

AnswerStream::AnswerStream(bool progress)
    : progress_on_(progress && ::isatty(STDERR_FILENO)),
      // On a terminal each answer shows as it comes (streaming_run otherwise).
      stdout_terminal_(::isatty(STDOUT_FILENO)),
      start_(std::chrono::steady_clock::now()) {
  install_interrupt_handler();
}

double AnswerStream::elapsed() const {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
}

void AnswerStream::each_input(const InputOptions& input,
                              const std::function<void(InputFile&)>& visit) {
  // The visits fold their answers' codes into code_: read it only after
  // them (the arguments of one call may be evaluated in either order).
  const int reading = for_each_input(input, [&](InputFile& file) {
    if (!interrupted()) visit(file);
  });
  code_ = combine_exit(code_, reading);
}

void AnswerStream::before_answer() const {
  if (stdout_terminal_) clear_progress();
}

void AnswerStream::printed() const {
  if (stdout_terminal_) std::cout.flush();
  check_output();
}

RunOptions AnswerStream::run_options(int jobs, InputFile& file) {
  RunOptions run = streaming_run(jobs, file);
  if (!progress_on_) return run;
  // A progress line that moves while one long puzzle runs, after the
  // progress delay (a second) on it; answers that come quickly redraw it in
  // answered() instead.
  run.waiting = [this, &file] {
    const double now = elapsed();
    const double waited = now - last_answer_;
    if (waited >= clock_.delay() && clock_.due(now))
      show_progress(progress_line({tally_.total(), now, file.fraction_read(), waited}));
  };
  return run;
}

void AnswerStream::answered(InputFile* file, Ruling ruling, int code) {
  code_ = combine_exit(code_, code);
  tally_.add(ruling);
  if (!file || !progress_on_) return;  // no clock read per answer when no line is drawn
  const double now = elapsed();
  last_answer_ = now;
  if (clock_.due(now))
    show_progress(progress_line({tally_.total(), now, file->fraction_read(), std::nullopt}));
}

int AnswerStream::finish(bool stats) {
  flush_output();
  clear_progress();
  if (stats) print_note(format_summary(tally_, elapsed()));
  if (interrupted()) {
    print_interrupted(tally_.total());
    return kInterrupted;
  }
  return code_;
}

void print_interrupted(std::uint64_t puzzles, const std::string& tail) {
  print_note("interrupted after " + counted(puzzles, "puzzle", "puzzles") + tail);
}

}  // namespace satdoku::cli
