// One puzzle of `satdoku solve` as the program reports it: the entry as read
// and the judge's ruling on it (satdoku/judge.hpp). Computing an Outcome
// prints nothing, so outcomes can be computed on worker threads and printed
// in input order.
#pragma once

#include "satdoku/engine.hpp"
#include "satdoku/judge.hpp"
#include "satdoku/notation.hpp"

namespace satdoku::cli {

struct Outcome {
  Entry entry;          // the puzzle as read (line, text, grid or error)
  Judgement judgement;  // ruling invalid when the entry did not parse
};

// The exit code of one ruling (cli.hpp's Exit).
int exit_code(Ruling ruling);

// Judges one entry with `engine`; `checker`, when given, is a second engine
// whose answer must equal the first (--cross-check).
Outcome solve_entry(Entry&& entry, Engine& engine, Engine* checker, const JudgeOptions& options);

}  // namespace satdoku::cli
