#include "satdoku/judge.hpp"

#include "satdoku/attempt.hpp"
#include "satdoku/check.hpp"

namespace satdoku {

std::string_view to_string(Ruling ruling) {
  switch (ruling) {
    case Ruling::solved:
      return "solved";
    case Ruling::no_solution:
      return "no_solution";
    case Ruling::multiple:
      return "multiple";
    case Ruling::unknown:
      return "unknown";
    case Ruling::invalid:
      return "invalid";
    case Ruling::disagreement:
      return "disagreement";
  }
  return "invalid";
}

std::string describe_givens(const std::vector<Given>& givens, int side) {
  std::string text;
  for (const Given& g : givens) {
    if (!text.empty()) text += ' ';
    text += cell_name(g.cell / side, g.cell % side) + "=" + std::to_string(g.value);
  }
  return text;
}

namespace {

// Why there is no completion, from the core the engine found.
std::string no_solution_reason(const Attempt& attempt, int side) {
  if (!attempt.core_rules.empty()) {
    std::string what = describe_givens(attempt.core, side);
    for (const std::string& rule : attempt.core_rules) what += (what.empty() ? "" : " ") + rule;
    return std::string(attempt.core.empty() ? "these rules" : "these givens and rules") +
           " cannot all hold: " + what;
  }
  if (!attempt.core.empty())
    return "these givens cannot all hold: " + describe_givens(attempt.core, side);
  return "";
}

}  // namespace

Judgement judge(const Puzzle& puzzle, Engine& engine, Engine* checker,
                const JudgeOptions& options) {
  Judgement judgement;
  const int side = puzzle.side();

  // Clashing givens need no engine, and deserve a precise reason.
  if (const auto clashes = find_clashes(puzzle); !clashes.empty()) {
    judgement.ruling = Ruling::no_solution;
    judgement.why = "givens clash: " + describe(clashes.front(), side);
    for (std::size_t i = 1; i < clashes.size(); ++i)
      judgement.why += "; " + describe(clashes[i], side);
    judgement.core = {{clashes.front().first, clashes.front().value},
                      {clashes.front().second, clashes.front().value}};
    return judgement;
  }

  // run_attempt times the engine and passes its answer through the
  // independent validity check.
  const SolveRequest request{Task::smallest, options.limits, 2};
  Attempt first = run_attempt(engine, puzzle, request);
  judgement.seconds = first.seconds;
  judgement.stats = first.stats;
  if (!first.valid()) {
    judgement.ruling = Ruling::disagreement;
    judgement.why = engine.name() + " answered " + describe_answer(first);
    return judgement;
  }
  switch (first.status) {
    case Status::unknown:
      judgement.ruling = Ruling::unknown;
      break;
    case Status::no_solution:
      judgement.ruling = Ruling::no_solution;
      judgement.core = first.core;
      judgement.core_rules = first.core_rules;
      judgement.why = no_solution_reason(first, side);
      break;
    case Status::solved:
      judgement.ruling = Ruling::solved;
      // Moved unless the cross-check below still compares it.
      judgement.solution = checker ? first.solution : std::move(first.solution);
      break;
  }

  if (checker) {
    const Attempt second = run_attempt(*checker, puzzle, request);
    if (!second.valid() || (first.decided() && second.decided() && !same_answer(first, second))) {
      judgement.ruling = Ruling::disagreement;
      judgement.why = "engines disagree: " + engine.name() + " says " + describe_answer(first) +
                      ", " + checker->name() + " says " + describe_answer(second);
      return judgement;
    }
  }

  if (options.unique && judgement.ruling == Ruling::solved) {
    const Attempt count = run_attempt(engine, puzzle, {Task::count, options.limits, 2});
    if (count.status == Status::unknown) {
      judgement.ruling = Ruling::unknown;
    } else if (count.count > 1) {
      judgement.ruling = Ruling::multiple;
      judgement.why = "more than one solution (--unique)";
    }
  }
  return judgement;
}

}  // namespace satdoku
