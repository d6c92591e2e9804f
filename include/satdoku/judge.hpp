// The judge: one puzzle's answer as satdoku gives it, with every check the
// program applies. An engine's answer is only half of it: the judge adds the
// independent validity check, the cross-check of N engines against each
// other, an optional uniqueness check, and a reason people can read when
// there is no answer. Every command that answers puzzles (solve, count,
// compare, explain, rate, the Python module, serve) prints what this returns,
// through the job pipeline of job.hpp, in the words of ruling.hpp.
//
// Judging prints nothing and throws nothing an engine throws (that becomes a
// disagreement), so puzzles can be judged on worker threads and printed in
// input order (job.hpp).
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "satdoku/attempt.hpp"
#include "satdoku/engine.hpp"
#include "satdoku/grid.hpp"
#include "satdoku/rules.hpp"
#include "satdoku/ruling.hpp"

namespace satdoku {

struct JudgeOptions {
  Limits limits;                  // for each engine call
  bool unique = false;            // a puzzle with more than one completion is ruled `multiple`
  Task task = Task::smallest;     // the question: smallest, any, or count ...
  std::uint64_t count_limit = 2;  // ... up to this many completions
  // How the engines' answers add up. false (a cross-check): the first
  // engine's answer is the ruling, every other engine must not contradict
  // it (one stopped by a limit contradicts no one), and clashing givens are
  // ruled without asking any engine. true (a contest, `compare`): every
  // engine is asked, and one stopped by a limit leaves the puzzle unknown.
  bool contest = false;
  bool timed = true;  // SolveRequest::timed: Judgement::seconds and each attempt's (else 0)
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
  EngineStats stats;                    // of the first engine's answer
  double seconds = 0;                   // wall-clock time of that call
  // Each engine's answer to the question, in engine order (empty when no
  // engine was asked: clashing givens); answers after the first that failed
  // are left out in a cross-check, as the ruling is settled.
  std::vector<Attempt> attempts;
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

// The same with N engines: engines[0] answers and the others, asked in turn,
// cross-check it; or, with options.contest, all of them answer and must
// agree, asked in turn from engines[first % N] (so that a batch can rotate
// who meets each puzzle with cold caches).
Judgement judge(const Puzzle& puzzle, std::span<Engine* const> engines, const JudgeOptions& options,
                std::size_t first = 0);

// What N answers to one question add up to, as a contest rules it: solved
// or no_solution when every engine answered so validly and alike, unknown
// when there is no conflict but some engine stopped at a limit (or there is
// no answer), disagreement when answers differ or one failed its check. With
// Task::any only the statuses are compared: two valid completions may
// rightly differ.
Ruling consensus_of(const std::vector<Attempt>& attempts, Task task = Task::smallest);

}  // namespace satdoku
