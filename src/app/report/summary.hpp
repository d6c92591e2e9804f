// What a batch did, for people: the progress line a long run shows on a
// terminal and the summary printed at its end. The library builds the text;
// the program decides whether and where to print it (stderr, and progress
// only when stderr is a terminal and the run lasts more than a second).
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "satdoku/job.hpp"

namespace satdoku {

// "satdoku: 120000 puzzles, 48211/s, 0:03 left"; without an estimate of the
// remaining work: "satdoku: 120000 puzzles, 48211/s". While the run waits on
// one long puzzle (a 36x36 can take minutes) the line says which and for how
// long: "satdoku: 3 puzzles, 0.25/s; puzzle 4: 0:12 so far".
struct Progress {
  std::uint64_t done = 0;          // puzzles finished
  double seconds = 0;              // since the start
  std::optional<double> fraction;  // share of the input consumed, 0..1 (e.g. bytes read / size)
  std::optional<double> waited;    // seconds the next puzzle's answer has been awaited
};
std::string progress_line(const Progress& progress);
// "1 puzzle", "3 puzzles": n and the word in the number it takes.
std::string counted(std::uint64_t n, const char* one, const char* many);
// The fraction from a known total number of puzzles.
std::string progress_line(std::uint64_t done, double seconds, std::optional<std::uint64_t> total);

// How long a run (or one puzzle of it) goes before a progress line shows: a
// second, or the seconds the environment variable SATDOKU_PROGRESS_DELAY
// gives. That variable is for tests: with it at 0 a line is due at once, so
// a test of the line needs no run that lasts a second on every machine.
double progress_delay();

// Decides when a progress line is due: not in the first `delay` seconds (a
// short run shows none), then at most once per `interval`.
class ProgressClock {
 public:
  explicit ProgressClock(double delay = progress_delay(), double interval = 0.25)
      : delay_(delay), interval_(interval) {}
  // Whether to show a line at `seconds` since the start.
  bool due(double seconds);
  double delay() const { return delay_; }
  // Whether any line was shown (so the program knows to clear it at the end).
  bool shown() const { return last_ >= 0; }

 private:
  double delay_;
  double interval_;
  double last_ = -1;
};

// "0:03", "12:04", "1:02:03".
std::string format_clock(double seconds);
// "48211/s", "95.3/s", "0.52/s".
std::string format_rate(double per_second);

// "1465 puzzles: 1465 solved, 0 no solution, 0 unknown, 0 invalid in 0.52 s
// (2817/s)", with ", 1 rejected answer" when an answer failed its check or
// the engines disagreed: the rulings of a run (puzzles with several
// solutions count as no solution) and its wall-clock time.
std::string format_summary(const Tally& tally, double seconds);

}  // namespace satdoku
