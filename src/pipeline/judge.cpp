#include "satdoku/judge.hpp"

#include "satdoku/attempt.hpp"
#include "satdoku/check.hpp"

namespace satdoku {

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

Ruling consensus_of(const std::vector<Attempt>& attempts, Task task) {
  const Attempt* first = nullptr;  // the first decided answer: the one the others must match
  bool undecided = attempts.empty();
  for (const Attempt& a : attempts) {
    // A wrong answer is a disagreement with the checker, even when it is the
    // only answer: it must never be counted as an agreement.
    if (!a.valid()) return Ruling::disagreement;
    if (a.status == Status::unknown) {
      undecided = true;
      continue;
    }
    if (!first) {
      first = &a;
      continue;
    }
    const bool same = task == Task::any ? a.status == first->status : same_answer(a, *first);
    if (!same) return Ruling::disagreement;
  }
  if (undecided || !first) return Ruling::unknown;
  return first->status == Status::solved ? Ruling::solved : Ruling::no_solution;
}

namespace {

// The judgement of a single answer: what it says, or why it is refused.
void rule_on_first(Judgement& judgement, Attempt& first, const std::string& engine, int side) {
  judgement.seconds = first.seconds;
  judgement.stats = first.stats;
  if (!first.valid()) {
    judgement.ruling = Ruling::disagreement;
    judgement.why = engine + " answered " + describe_answer(first);
    return;
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
      // A count that found none has proved there is no completion.
      judgement.ruling =
          first.task == Task::count && first.count == 0 ? Ruling::no_solution : Ruling::solved;
      if (first.task != Task::count) judgement.solution = first.solution;
      break;
  }
}

// Every engine answers; the consensus is the ruling.
Judgement contest(const Puzzle& puzzle, std::span<Engine* const> engines,
                  const JudgeOptions& options, std::size_t first) {
  Judgement judgement;
  const SolveRequest request{options.task, options.limits, options.count_limit, options.timed};
  const std::size_t n = engines.size();
  judgement.attempts.resize(n);
  for (std::size_t j = 0; j < n; ++j) {
    const std::size_t i = (first + j) % n;
    judgement.attempts[i] = run_attempt(*engines[i], puzzle, request);
  }
  judgement.ruling = consensus_of(judgement.attempts, options.task);
  if (n > 0) {
    const Attempt& a = judgement.attempts.front();
    judgement.seconds = a.seconds;
    judgement.stats = a.stats;
    if (judgement.ruling == Ruling::solved && a.task != Task::count)
      judgement.solution = a.solution;
  }
  if (judgement.ruling == Ruling::disagreement) {
    judgement.why = "engines disagree:";
    for (std::size_t i = 0; i < n; ++i)
      judgement.why +=
          (i ? ", " : " ") + engines[i]->name() + " says " + describe_answer(judgement.attempts[i]);
  }
  return judgement;
}

}  // namespace

Judgement judge(const Puzzle& puzzle, std::span<Engine* const> engines, const JudgeOptions& options,
                std::size_t first) {
  if (options.contest) return contest(puzzle, engines, options, first);
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
  if (engines.empty()) {
    judgement.ruling = Ruling::unknown;
    return judgement;
  }

  // run_attempt times each engine and passes its answer through the
  // independent validity check. The first engine's answer is the ruling;
  // the others, asked in order after it, must not contradict it.
  const SolveRequest request{options.task, options.limits, options.count_limit, options.timed};
  const std::size_t n = engines.size();
  judgement.attempts.reserve(n);
  judgement.attempts.push_back(run_attempt(*engines[0], puzzle, request));
  rule_on_first(judgement, judgement.attempts.front(), engines[0]->name(), side);
  if (judgement.ruling == Ruling::disagreement) return judgement;

  for (std::size_t j = 1; j < n; ++j) {
    Engine& checker = *engines[j];
    const Attempt& answer = judgement.attempts.front();
    Attempt second = run_attempt(checker, puzzle, request);
    const bool differs =
        !second.valid() || (answer.decided() && second.decided() && !same_answer(answer, second));
    if (differs) {
      judgement.ruling = Ruling::disagreement;
      judgement.why = "engines disagree: " + engines[0]->name() + " says " +
                      describe_answer(answer) + ", " + checker.name() + " says " +
                      describe_answer(second);
    }
    judgement.attempts.push_back(std::move(second));
    if (differs) return judgement;
  }

  if (options.unique && judgement.ruling == Ruling::solved && options.task != Task::count) {
    const Attempt count =
        run_attempt(*engines[0], puzzle, {Task::count, options.limits, 2, options.timed});
    if (count.status == Status::unknown) {
      judgement.ruling = Ruling::unknown;
    } else if (count.count > 1) {
      judgement.ruling = Ruling::multiple;
      judgement.why = "more than one solution";
    }
  }
  return judgement;
}

Judgement judge(const Puzzle& puzzle, Engine& engine, Engine* checker,
                const JudgeOptions& options) {
  Engine* const engines[] = {&engine, checker};
  return judge(puzzle, std::span<Engine* const>(engines, checker ? 2 : 1), options);
}

}  // namespace satdoku
