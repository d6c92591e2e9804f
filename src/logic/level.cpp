// qqwing's difficulty levels by qqwing's own rule. qqwing solves simplest
// first (a naked single, else a hidden single, else a naked pair, pointing,
// box-line reduction or hidden pair, else a guess) and reports the hardest
// kind it used. Each of these only removes candidates, and what one allows
// stays allowed until it is used, so the level is fixed by three closures:
// simple when naked singles alone finish the grid, easy when singles do,
// intermediate when the six do, expert otherwise.
#include <optional>

#include "finders.hpp"

namespace satdoku {

std::string_view to_string(Level level) {
  switch (level) {
    case Level::simple:
      return "simple";
    case Level::easy:
      return "easy";
    case Level::intermediate:
      return "intermediate";
    case Level::expert:
      return "expert";
  }
  return "expert";
}

std::optional<Level> parse_level(std::string_view text) {
  for (const Level level : {Level::simple, Level::easy, Level::intermediate, Level::expert})
    if (to_string(level) == text) return level;
  return std::nullopt;
}

namespace {

// Applies the finders, simplest first, until none finds a step; whether the
// grid is then solved.
bool closure(const Puzzle& puzzle, CandidateState& state,
             std::initializer_list<logic::Finder> rules) {
  logic::FindContext context{
      puzzle, state,   state.topology(), [](std::string_view) { return true; },
      false,  nullptr, std::nullopt};
  while (!state.solved() && !state.broken()) {
    std::optional<Step> step;
    for (const logic::Finder finder : rules)
      if ((step = finder(context))) break;
    if (!step) break;
    state.apply(*step);
  }
  return state.solved();
}

}  // namespace

Level qqwing_level(const Puzzle& puzzle) {
  using namespace logic;
  CandidateState state(puzzle);
  if (closure(puzzle, state, {find_naked_single})) return Level::simple;
  if (closure(puzzle, state, {find_naked_single, find_hidden_single})) return Level::easy;
  if (closure(puzzle, state,
              {find_naked_single, find_hidden_single, find_naked_pair, find_intersection,
               find_any_hidden_pair}))
    return Level::intermediate;
  return Level::expert;
}

}  // namespace satdoku
