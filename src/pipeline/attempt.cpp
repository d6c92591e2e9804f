#include "satdoku/attempt.hpp"

#include <chrono>
#include <exception>

#include "satdoku/notation.hpp"

namespace satdoku {

namespace {

// A core is a claim about the puzzle's givens; one that names a cell the
// puzzle leaves blank, or another value, is wrong whatever the engine says.
Verdict check_core(const Grid& puzzle, const std::vector<Given>& core) {
  for (const Given& g : core) {
    if (g.cell < 0 || g.cell >= puzzle.cells() || puzzle.at(g.cell) != g.value) {
      return {false, "the no-solution core names a cell that is not a given: cell " +
                         std::to_string(g.cell) + "=" + std::to_string(g.value)};
    }
  }
  return {true, ""};
}

// An engine call that threw: no answer, and what it said.
Attempt failed(Task task, std::string error) {
  Attempt attempt;
  attempt.task = task;
  attempt.status = Status::unknown;
  attempt.error = std::move(error);
  return attempt;
}

// The engine's answer as an attempt, not yet timed or checked.
Attempt answer(Engine& engine, const Puzzle& puzzle, const SolveRequest& request) {
  try {
    if (request.task != Task::count) {
      SolveResult result = request.task == Task::smallest ? engine.smallest(puzzle, request.limits)
                                                          : engine.any(puzzle, request.limits);
      // Built in one go: a default Attempt holds a 9x9 grid, allocated only
      // to be dropped for the engine's.
      return Attempt{.task = request.task,
                     .engine = {},
                     .status = result.status,
                     .solution = std::move(result.solution),
                     .core = std::move(result.core),
                     .core_rules = std::move(result.core_rules),
                     .count = 0,
                     .capped = false,
                     .stats = result.stats,
                     .seconds = 0,
                     .verdict = {},
                     .error = {}};
    }
    const CountResult result = engine.count(puzzle, request.count_limit, request.limits);
    Attempt attempt;
    attempt.task = request.task;
    attempt.status = result.status;
    attempt.count = result.count;
    attempt.capped = result.capped;
    attempt.stats = result.stats;
    return attempt;
  } catch (const std::exception& e) {
    return failed(request.task, e.what());
  } catch (...) {
    return failed(request.task, "unknown exception");
  }
}

}  // namespace

Attempt run_attempt(Engine& engine, const Puzzle& puzzle, const SolveRequest& request) {
  std::chrono::steady_clock::time_point start;
  if (request.timed) start = std::chrono::steady_clock::now();
  Attempt attempt = answer(engine, puzzle, request);
  if (request.timed)
    attempt.seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  attempt.engine = engine.name();
  attempt.verdict.ok = true;
  // Checked outside the timed span: the check is ours, not the engine's.
  if (attempt.status == Status::solved && request.task != Task::count) {
    attempt.verdict = check_solution(puzzle, attempt.solution);
  } else if (attempt.status == Status::no_solution) {
    attempt.verdict = check_core(puzzle.grid, attempt.core);
  }
  return attempt;
}

bool same_answer(const Attempt& a, const Attempt& b) {
  if (a.status != b.status) return false;
  if (a.status != Status::solved) return true;
  return a.solution == b.solution && a.count == b.count && a.capped == b.capped;
}

std::string describe_answer(const Attempt& attempt) {
  if (!attempt.error.empty()) return "error: " + attempt.error;
  std::string text;
  switch (attempt.status) {
    case Status::solved:
      if (attempt.solution.cells() > 0) {
        text = "solved " + one_line(attempt.solution);
      } else {
        text = "count " + std::to_string(attempt.count) + (attempt.capped ? "+" : "");
      }
      break;
    case Status::no_solution:
      text = "no_solution";
      break;
    case Status::unknown:
      text = "unknown";
      break;
  }
  // A wrong answer is shown as given, with what the check found wrong.
  if (!attempt.verdict.ok) text += " (invalid: " + attempt.verdict.reason + ")";
  return text;
}

}  // namespace satdoku
