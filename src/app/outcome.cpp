#include "outcome.hpp"

#include "cli.hpp"

namespace satdoku::cli {

int exit_code(Ruling ruling) {
  switch (ruling) {
    case Ruling::solved:
      return kSolved;
    case Ruling::no_solution:
    case Ruling::multiple:
      return kNoSolution;
    case Ruling::unknown:
      return kUnknown;
    case Ruling::invalid:
      return kBadInput;
    case Ruling::disagreement:
      return kDisagreement;
  }
  return kBadInput;
}

Outcome solve_entry(Entry&& entry, Engine& engine, Engine* checker, const JudgeOptions& options) {
  if (!entry.grid) return Outcome{std::move(entry), {}};
  // The grid is lent to the judge and taken back: no copy per puzzle.
  Puzzle puzzle(std::move(*entry.grid), entry.rules);
  Judgement judgement = judge(puzzle, engine, checker, options);
  entry.grid = std::move(puzzle.grid);
  return Outcome{std::move(entry), std::move(judgement)};
}

}  // namespace satdoku::cli
