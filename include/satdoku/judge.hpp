// The judge: one puzzle's answer as satdoku gives it, with every check the
// program applies. An engine's answer is only half of it: the judge adds the
// independent validity check, an optional cross-check by a second engine,
// an optional uniqueness check, and a reason people can read when there is
// no answer. `satdoku solve` prints what this returns.
//
// Judging prints nothing and throws nothing an engine throws (that becomes a
// disagreement), so puzzles can be judged on worker threads and printed in
// input order (batch.hpp).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "satdoku/engine.hpp"
#include "satdoku/grid.hpp"
#include "satdoku/rules.hpp"

namespace satdoku {

// What the judge rules about a puzzle.
enum class Ruling {
  solved,        // `solution` is the lexicographically smallest completion, checked
  no_solution,   // proved: there is no completion; `why` says why when it can
  multiple,      // JudgeOptions::unique and a second completion exists
  unknown,       // a limit stopped an engine before it could answer
  invalid,       // the puzzle could not be read (never returned by judge())
  disagreement,  // an answer failed its check, an engine threw, or the engines differ
};

// "solved", "no_solution", "multiple", "unknown", "invalid", "disagreement":
// the ruling's name in JSON output.
std::string_view to_string(Ruling ruling);

struct JudgeOptions {
  Limits limits;        // for each engine call
  bool unique = false;  // a puzzle with more than one completion is ruled `multiple`
};

struct Judgement {
  Ruling ruling = Ruling::invalid;
  std::optional<Grid> solution;  // when solved
  // no_solution: the reason ("givens clash: ...", "these givens cannot all
  // hold: r1c1=5 r2c2=5"), or empty when the engine gave none; multiple and
  // disagreement: what happened, with each engine's answer.
  std::string why;
  std::vector<Given> core;              // no_solution: givens that cannot all hold
  std::vector<std::string> core_rules;  // ... and the labels of the rules with them
  EngineStats stats;                    // of the engine's answer (the first call)
  double seconds = 0;                   // wall-clock time of that call
};

// Judges one puzzle: the lexicographically smallest completion from
// `engine`, passed through check_solution; then, when `checker` is given,
// the same question to it, whose answer must be the same (an engine that
// stopped at a limit disagrees with no one); then, with options.unique, a
// count up to 2 by `engine`. Givens that clash are ruled no_solution without
// asking any engine, naming every clash. The engines are used one after the
// other on the calling thread.
Judgement judge(const Puzzle& puzzle, Engine& engine, Engine* checker = nullptr,
                const JudgeOptions& options = {});

// "r1c1=5 r1c9=5": givens as people name cells (cell_name and the value).
std::string describe_givens(const std::vector<Given>& givens, int side);

}  // namespace satdoku
