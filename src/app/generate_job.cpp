#include "generate_job.hpp"

#include <chrono>

#include "interrupt.hpp"
#include "report/summary.hpp"
#include "satdoku/backtrack.hpp"
#include "satdoku/check.hpp"
#include "satdoku/fpuzzles_writer.hpp"
#include "satdoku/notation.hpp"
#include "satdoku/sat_engine.hpp"

namespace satdoku::cli {
namespace {

// One puzzle, made and checked within one deadline (--timeout).
MadePuzzle make_one(const GenerateSettings& s, std::uint64_t index, Engine& native,
                    SatCandidates& sat, Engine& sat_engine) {
  MadePuzzle m;
  auto fail = [&m](Ruling ruling, std::string why) {
    m.ruling = ruling;
    m.problem = std::move(why);
    return m;
  };
  GenerateOptions options = s.options;
  options.limits = for_whole_puzzle(s.options.limits);
  GeneratedRated rated;
  if (s.target.any()) {
    rated = generate_to_difficulty(options, s.target, index, native);
    m.generated = rated.generated;
  } else {
    m.generated = generate_puzzle(options, index, native, &sat_engine);
  }
  const Generated& g = m.generated;
  if (g.status == Status::no_solution)
    return fail(Ruling::no_solution, "no solution: the layout has no completion");
  if (g.status != Status::solved) {
    if (s.target.any()) {
      const std::string tried = " (" + counted(rated.attempts, "puzzle", "puzzles") + " tried)";
      if (options.limits.deadline && std::chrono::steady_clock::now() >= *options.limits.deadline)
        return fail(Ruling::unknown,
                    "unknown: --timeout stopped the search for a puzzle of that "
                    "difficulty" +
                        tried);
      if (interrupted()) return fail(Ruling::unknown, "unknown: interrupted" + tried);
      return fail(Ruling::unknown, "unknown: no puzzle of that difficulty found within the " +
                                       std::to_string(s.target.attempts) +
                                       " attempts (--attempts)");
    }
    return fail(Ruling::unknown, options.limits.deadline
                                     ? "unknown: --timeout stopped it before a puzzle was made"
                                     : "unknown: no puzzle found for this layout");
  }
  if (const Verdict v = check_solution(g.puzzle, g.solution); !v)
    return fail(Ruling::disagreement, "the solution fails the check: " + v.reason);
  // Unique: the checked solution, and no other completion by one SAT call
  // on a solver of its own.
  const std::optional<bool> only = sat.is_only_completion(g.puzzle, g.solution, options.limits);
  if (!only)
    return fail(Ruling::unknown, "unknown: --timeout stopped the SAT engine's confirmation");
  if (!*only)
    return fail(Ruling::disagreement, "the SAT engine disagrees: it finds a second completion");
  if (s.full_check) {
    // Every given's need (each orbit's, with a symmetry), asked of the
    // engine that did not drop the givens.
    Engine& other = s.options.sat_minimize ? native : sat_engine;
    const Confirmation c = check_unique_minimal(g.puzzle, other, true, options.limits, g.symmetry);
    if (c.kind == Confirmation::Kind::unknown)
      return fail(Ruling::unknown, "unknown: --timeout stopped the cross-check");
    if (!c.confirmed())
      return fail(Ruling::disagreement,
                  std::string(s.options.sat_minimize ? "the native engine" : "the SAT engine") +
                      " disagrees: " + c.why);
  }
  if (s.layout_json.empty()) {
    m.text = print(g.puzzle.grid, Notation::line);
  } else {
    const auto json = fpuzzles_with_givens(s.layout_json, g.puzzle.grid);
    if (!json) return fail(Ruling::disagreement, "the layout's JSON cannot be rewritten");
    m.text = *json + "\n";
  }
  return m;
}

}  // namespace

GenerateQuestion::GenerateQuestion(const GenerateSettings& s,
                                   std::atomic<std::uint64_t>& made_so_far)
    : s_(&s),
      made_so_far_(&made_so_far),
      native_(make_backtrack_engine()),
      sat_(std::make_unique<SatCandidates>()),
      sat_engine_(make_sat_engine()) {}

MadePuzzle GenerateQuestion::answer(std::uint64_t index) {
  MadePuzzle made = make_one(*s_, index, *native_, *sat_, *sat_engine_);
  made_so_far_->fetch_add(1);
  return made;
}

}  // namespace satdoku::cli
