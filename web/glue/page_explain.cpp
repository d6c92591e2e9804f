// The page's explain: `satdoku explain` for one puzzle. The judge proves it
// has exactly one completion (the native engine, as explain asks it), then
// the logical solver walks its path; every step is checked against that
// completion before the page hears of it.
#include <cstdio>
#include <string>

#include "page_calls.hpp"
#include "satdoku/judge.hpp"
#include "satdoku/notation.hpp"
#include "satdoku/registry.hpp"
#include "satdoku/svg.hpp"

namespace satdoku::web {
namespace {

std::string rating_text(double rating) {
  char text[16];
  std::snprintf(text, sizeof text, "%.1f", rating);
  return text;
}

// A rating as explain's JSON writes it: one decimal.
double tenths(double rating) {
  return std::stod(rating_text(rating));
}

std::string cell_text(int cell, int side) {
  return cell_name(cell / side, cell % side);
}

Json digit_list(DigitMask digits) {
  Json out = Json::array();
  for (int d = 1; digits; ++d, digits >>= 1)
    if (digits & 1) out.push_back(d);
  return out;
}

// explain --format json's step object, with the text output's line.
Json step_json(const Step& step, int number, int side) {
  Json placements = Json::array(), eliminations = Json::array(), cells = Json::array();
  for (const Placement& p : step.placements)
    placements.push_back({{"cell", cell_text(p.cell, side)}, {"digit", p.digit}});
  for (const Elimination& e : step.eliminations)
    eliminations.push_back({{"cell", cell_text(e.cell, side)}, {"digits", digit_list(e.digits)}});
  for (const int cell : step.reason.cells) cells.push_back(cell_text(cell, side));
  return {{"type", "step"},
          {"step", number},
          {"technique", step.technique},
          {"rating", tenths(step.rating)},
          {"placements", placements},
          {"eliminations", eliminations},
          {"reason", {{"cells", cells}, {"rules", step.reason.rules}, {"text", step.reason.text}}},
          {"line", step_line(step, side)}};
}

// What a step claims that the completion denies, or "" when it holds.
std::string contradiction(const Step& step, const Grid& solution) {
  const int n = solution.side();
  for (const Placement& p : step.placements)
    if (solution.at(p.cell) != p.digit) return cell_text(p.cell, n) + "=" + std::to_string(p.digit);
  for (const Elimination& e : step.eliminations) {
    const int digit = solution.at(e.cell);
    if (e.digits >> (digit - 1) & 1) return cell_text(e.cell, n) + "<>" + std::to_string(digit);
  }
  return "";
}

LogicOptions logic_options(const Request& request) {
  LogicOptions options;
  for (const std::string& name : request.disabled) {
    bool known = find_technique(name) != nullptr;
    for (const TechniqueInfo& t : techniques()) known = known || t.family == name;
    if (!known)
      throw PageError("satdoku: error: --disable: unknown technique or family '" + name +
                      "' (satdoku explain --help lists them)");
    options.disabled.push_back(name);
  }
  if (!(request.max_rating >= 0))
    throw PageError(
        "satdoku: error: --max-rating must be a rating of 0 or more (1.0 to 11 on SE's scale)");
  if (request.max_rating > 0) options.max_rating = request.max_rating;
  options.assume_unique = true;  // the judge proves it first
  return options;
}

}  // namespace

Json explain(const Request& request, Path& path, const StepHeard& progress) {
  LogicOptions options = logic_options(request);
  Input input = read_input(request);
  path = Path{};
  path.puzzle = std::move(*input.entry.puzzle);
  Json out;
  out["messages"] = std::move(input.messages);
  const Puzzle& puzzle = path.puzzle;
  const int n = puzzle.side();
  const std::string where = request.source + ":" + std::to_string(input.entry.line);
  // The proof as `satdoku explain` makes it (src/app/logic_job.cpp): any
  // completion, then a count to 2, by the native engine on classic grids up
  // to 9x9 and by the SAT engine on the others.
  const bool small = n <= 9 && !puzzle.rules;
  auto engine = make_engine(small ? "backtrack" : "sat");
  JudgeOptions proof{{}, true};
  proof.task = Task::any;
  const Judgement j = judge(puzzle, *engine, nullptr, proof);
  out["status"] = to_string(j.ruling);
  if (j.ruling != Ruling::solved) {
    out["messages"].push_back("satdoku: " + where + ": " + std::string(to_text(j.ruling)) +
                              (j.why.empty() ? "" : ": " + j.why));
    return out;
  }
  LogicSolver solver(puzzle, options);
  Json steps = Json::array();
  double hardest = 0;
  std::string hardest_name;
  while (true) {
    CandidateState before = solver.candidates();
    std::optional<Step> step = solver.step();
    if (!step) break;
    const int number = static_cast<int>(path.steps.size()) + 1;
    if (const std::string wrong = contradiction(*step, *j.solution); !wrong.empty()) {
      const std::string why = "logic step " + std::to_string(number) + " (" + step->technique +
                              ") claims " + wrong +
                              ", which the solution denies: " + step_line(*step, n);
      out["status"] = "disagreement";
      out["messages"].push_back("satdoku: error: " + where + ": " + why);
      break;
    }
    if (step->rating > hardest) {
      hardest = step->rating;
      hardest_name = step->technique;
    }
    Json heard = step_json(*step, number, n);
    if (progress) progress(heard);
    steps.push_back(std::move(heard));
    path.before.push_back(std::move(before));
    path.steps.push_back(std::move(*step));
  }
  path.end = solver.candidates();
  path.how = solver.end();
  out["solution"] = one_line(*j.solution);
  out["steps"] = std::move(steps);
  out["end"] = {{"end", to_string(solver.end())},
                {"steps", path.steps.size()},
                {"rating", tenths(hardest)},
                {"hardest", hardest_name},
                {"level", to_string(qqwing_level(puzzle))},
                {"solved_by_logic", solver.end() == LogicEnd::solved}};
  return out;
}

std::string step_picture(const Path& path, int number) {
  const int count = static_cast<int>(path.steps.size());
  if (!path.end || number < 1 || number > count + 1)
    throw PageError("satdoku: error: no step " + std::to_string(number) + " in this path");
  const int n = path.puzzle.side();
  SvgOptions options;
  if (number == count + 1) {
    const Grid values = path.end->grid();
    const std::vector<std::uint64_t> marks(path.end->masks().begin(), path.end->masks().end());
    options.solution = &values;
    options.candidates = &marks;
    options.title = path.how == LogicEnd::solved
                        ? "Solved by logic"
                        : "Where logic stopped (" + std::string(to_string(path.how)) + ")";
    return render_svg(path.puzzle, options);
  }
  const Step& step = path.steps[number - 1];
  const CandidateState& state = path.before[number - 1];
  std::vector<std::uint64_t> removed(state.cells(), 0), placed(state.cells(), 0);
  for (const Elimination& e : step.eliminations) removed[e.cell] |= e.digits;
  for (const Placement& p : step.placements) placed[p.cell] |= DigitMask{1} << (p.digit - 1);
  const Grid values = state.grid();
  const std::vector<std::uint64_t> marks(state.masks().begin(), state.masks().end());
  options.solution = &values;
  options.candidates = &marks;
  options.highlight = &step.reason.cells;
  options.removed = &removed;
  options.placed = &placed;
  options.title =
      "Step " + std::to_string(number) + ": " + step_changes(step, n) + " (" + step.technique + ")";
  return render_svg(path.puzzle, options);
}

}  // namespace satdoku::web
