// A step's claims checked by search: the native engine, which shares
// nothing with the SAT solver that found the rule steps, looks for a
// completion of the state that denies one.
#include "satdoku/backtrack.hpp"
#include "satdoku/rule_steps.hpp"

namespace satdoku {
namespace {

// Whether some completion of `state` puts `digit` in `cell`: the state as a
// puzzle (its placed digits as givens, every open cell's candidates as
// pencil marks, with `cell` held to `digit`) has a solution.
bool completes(Engine& engine, const Puzzle& puzzle, const CandidateState& state, int cell,
               int digit) {
  auto rules = std::make_shared<Rules>(puzzle.rules ? *puzzle.rules : Rules{});
  for (int c = 0; c < state.cells(); ++c) {
    if (state.value(c)) continue;
    Rule marks;
    marks.kind = RuleKind::pencil_marks;
    marks.label = "candidates";
    marks.cells = {c};
    if (c == cell) {
      marks.digits = {digit};
    } else {
      for (int d = 1; d <= state.side(); ++d)
        if (state.has(c, d)) marks.digits.push_back(d);
    }
    rules->list.push_back(std::move(marks));
  }
  const Puzzle held(state.grid(), std::move(rules));
  return engine.count(held, 1, {}).count > 0;
}

}  // namespace

std::string refute_step(const Puzzle& puzzle, const CandidateState& state, const Step& step) {
  const int n = puzzle.side();
  auto engine = make_backtrack_engine();
  auto name = [n](int cell) { return cell_name(cell / n, cell % n); };
  for (const Placement& p : step.placements) {
    if (state.value(p.cell) == p.digit) continue;
    if (!state.has(p.cell, p.digit)) return name(p.cell) + "=" + std::to_string(p.digit);
    for (int d = 1; d <= n; ++d)
      if (d != p.digit && state.has(p.cell, d) && completes(*engine, puzzle, state, p.cell, d))
        return name(p.cell) + "=" + std::to_string(p.digit);
  }
  for (const Elimination& e : step.eliminations)
    for (int d = 1; d <= n; ++d)
      if ((e.digits >> (d - 1) & 1) && state.has(e.cell, d) &&
          completes(*engine, puzzle, state, e.cell, d))
        return name(e.cell) + "<>" + std::to_string(d);
  return "";
}

}  // namespace satdoku
