#include "outcome.hpp"

#include "cli.hpp"
#include "satdoku/attempt.hpp"
#include "satdoku/check.hpp"

namespace satdoku::cli {

std::string_view to_string(Outcome::Kind kind) {
  switch (kind) {
    case Outcome::Kind::solved:
      return "solved";
    case Outcome::Kind::no_solution:
      return "no_solution";
    case Outcome::Kind::multiple:
      return "multiple";
    case Outcome::Kind::unknown:
      return "unknown";
    case Outcome::Kind::invalid:
      return "invalid";
    case Outcome::Kind::disagreement:
      return "disagreement";
  }
  return "invalid";
}

int exit_code(Outcome::Kind kind) {
  switch (kind) {
    case Outcome::Kind::solved:
      return kSolved;
    case Outcome::Kind::no_solution:
      return kNoSolution;
    case Outcome::Kind::multiple:
      return kNoSolution;
    case Outcome::Kind::unknown:
      return kUnknown;
    case Outcome::Kind::invalid:
      return kBadInput;
    case Outcome::Kind::disagreement:
      return kDisagreement;
  }
  return kBadInput;
}

std::string describe_givens(const std::vector<Given>& givens, int side) {
  std::string text;
  for (const Given& g : givens) {
    if (!text.empty()) text += ' ';
    text += cell_name(g.cell / side, g.cell % side) + "=" + std::to_string(g.value);
  }
  return text;
}

Outcome solve_entry(Entry entry, Engine& engine, Engine* checker, const SolveSettings& settings) {
  Outcome outcome;
  outcome.entry = std::move(entry);
  if (!outcome.entry.grid) {
    outcome.kind = Outcome::Kind::invalid;
    return outcome;
  }
  const Puzzle variant = outcome.entry.puzzle();
  const Grid& puzzle = variant.grid;

  // Clashing givens need no engine, and deserve a precise reason.
  if (const auto clashes = find_clashes(variant); !clashes.empty()) {
    outcome.kind = Outcome::Kind::no_solution;
    outcome.why = "givens clash: " + describe(clashes.front(), puzzle.side());
    for (std::size_t i = 1; i < clashes.size(); ++i)
      outcome.why += "; " + describe(clashes[i], puzzle.side());
    outcome.core = {{clashes.front().first, clashes.front().value},
                    {clashes.front().second, clashes.front().value}};
    return outcome;
  }

  // run_attempt times the engine and passes its answer through the
  // independent validity check.
  const SolveRequest request{Task::smallest, settings.limits, 2};
  const Attempt first = run_attempt(engine, variant, request);
  outcome.seconds = first.seconds;
  outcome.stats = first.stats;
  if (!first.valid()) {
    outcome.kind = Outcome::Kind::disagreement;
    outcome.why = engine.name() + " answered " + describe_answer(first);
    return outcome;
  }
  switch (first.status) {
    case Status::unknown:
      outcome.kind = Outcome::Kind::unknown;
      break;
    case Status::no_solution:
      outcome.kind = Outcome::Kind::no_solution;
      outcome.core = first.core;
      outcome.core_rules = first.core_rules;
      if (!first.core_rules.empty()) {
        std::string what = describe_givens(first.core, puzzle.side());
        for (const std::string& rule : first.core_rules) what += (what.empty() ? "" : " ") + rule;
        outcome.why = std::string(first.core.empty() ? "these rules" : "these givens and rules") +
                      " cannot all hold: " + what;
      } else if (!first.core.empty()) {
        outcome.why = "these givens cannot all hold: " + describe_givens(first.core, puzzle.side());
      }
      break;
    case Status::solved:
      outcome.kind = Outcome::Kind::solved;
      outcome.solution = first.solution;
      break;
  }

  if (checker) {
    const Attempt second = run_attempt(*checker, variant, request);
    if (!second.valid() || (first.decided() && second.decided() && !same_answer(first, second))) {
      outcome.kind = Outcome::Kind::disagreement;
      outcome.why = "engines disagree: " + engine.name() + " says " + describe_answer(first) +
                    ", " + checker->name() + " says " + describe_answer(second);
      return outcome;
    }
  }

  if (settings.unique && outcome.kind == Outcome::Kind::solved) {
    const Attempt count = run_attempt(engine, variant, {Task::count, settings.limits, 2});
    if (count.status == Status::unknown) {
      outcome.kind = Outcome::Kind::unknown;
    } else if (count.count > 1) {
      outcome.kind = Outcome::Kind::multiple;
      outcome.why = "more than one solution (--unique)";
    }
  }
  return outcome;
}

}  // namespace satdoku::cli
