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

Outcome solve_entry(Entry entry, Engine& engine, Engine* checker, const JudgeOptions& options) {
  Outcome outcome{std::move(entry), {}};
  if (outcome.entry.grid)
    outcome.judgement = judge(outcome.entry.puzzle(), engine, checker, options);
  return outcome;
}

}  // namespace satdoku::cli
