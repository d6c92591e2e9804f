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

}  // namespace

Attempt run_attempt(Engine& engine, const Puzzle& puzzle, const SolveRequest& request) {
  Attempt attempt;
  attempt.engine = engine.name();
  attempt.task = request.task;
  attempt.verdict.ok = true;
  const auto start = std::chrono::steady_clock::now();
  try {
    if (request.task == Task::count) {
      CountResult result = engine.count(puzzle, request.count_limit, request.limits);
      attempt.status = result.status;
      attempt.count = result.count;
      attempt.capped = result.capped;
      attempt.stats = result.stats;
    } else {
      SolveResult result = request.task == Task::smallest ? engine.smallest(puzzle, request.limits)
                                                          : engine.any(puzzle, request.limits);
      attempt.status = result.status;
      attempt.solution = std::move(result.solution);
      attempt.core = std::move(result.core);
      attempt.core_rules = std::move(result.core_rules);
      attempt.stats = result.stats;
    }
  } catch (const std::exception& e) {
    attempt.status = Status::unknown;
    attempt.error = e.what();
  } catch (...) {
    attempt.status = Status::unknown;
    attempt.error = "unknown exception";
  }
  attempt.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
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
