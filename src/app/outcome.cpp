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
  Outcome outcome{std::move(entry), {}};
  if (std::optional<Grid>& grid = outcome.entry.grid) {
    // The grid is lent to the judge and taken back: no copy per puzzle.
    Puzzle puzzle(std::move(*grid), outcome.entry.rules);
    outcome.judgement = judge(puzzle, engine, checker, options);
    grid = std::move(puzzle.grid);
  }
  return outcome;
}

}  // namespace satdoku::cli
