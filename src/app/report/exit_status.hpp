// Exit codes scripts can rely on (README's "Exit status"), in one home: the
// codes, what a ruling exits with, how one run's codes combine, and the exit
// code of a compare run, which its JSON summary also prints.
#pragma once

#include "satdoku/judge.hpp"

namespace satdoku {

struct CompareSummary;

// When several apply to one run, the first in this order wins:
// disagreement, bad input, unknown, no solution, success.
enum Exit : int {
  kSolved = 0,         // every puzzle solved (or every command succeeded)
  kNoSolution = 1,     // at least one puzzle has no solution (or, with --unique, several)
  kBadInput = 2,       // malformed input or bad usage
  kUnknown = 3,        // a limit (--timeout, --conflicts, --nodes) stopped an engine
  kDisagreement = 4,   // engines disagree, or an answer failed the validity check
  kInterrupted = 130,  // Ctrl-C: 128 + SIGINT, as shells expect
  kBrokenPipe = 141,   // stdout is a pipe nobody reads any more: 128 + SIGPIPE, as a shell
                       // reports a program SIGPIPE ended
};

// Folds one puzzle's code into the run's, by the precedence above.
int combine_exit(int run, int puzzle);

// The exit code of one ruling.
int exit_code(Ruling ruling);

// The exit status of a compare run, by the same precedence: 4 when any
// engines disagree or an answer is invalid; else 2 when an entry did not
// parse; else 3 when an engine stopped at a limit; else 1 when some puzzle
// has no solution (and all engines agree on it); else 0.
int compare_exit_code(const CompareSummary& summary);

}  // namespace satdoku
