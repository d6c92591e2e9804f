// satdoku.rate() and satdoku.explain(): the logical solver (logic.hpp) from
// Python, returning plain data (dicts, lists, strings, numbers). Each puzzle
// is first proved to have one solution, as `satdoku rate` does (any
// completion, then a count to 2, by the SAT engine), and every step is
// checked against it. Long calls as the others are (long_call.hpp): the GIL
// released, Ctrl-C and timeout= stop the proof and the path alike.
#include "logic_bindings.hpp"

#include <pybind11/stl.h>

#include <cmath>
#include <optional>
#include <stdexcept>

#include "long_call.hpp"
#include "puzzle_calls.hpp"
#include "satdoku/judge.hpp"
#include "satdoku/logic.hpp"
#include "satdoku/registry.hpp"

namespace py = pybind11;

namespace satdoku::python {
namespace {

struct Walked {
  std::vector<Step> steps;
  LogicRating rating;
  std::optional<CandidateState> end;
  int side = 9;
};

Walked walk(const std::string& text, const std::string& box,
            const std::vector<std::string>& disabled, double max_rating, bool keep_steps,
            const Limits& limits) {
  const Puzzle puzzle = read_puzzle(text, box);
  JudgeOptions proof{limits, true};
  proof.task = Task::any;
  const Judgement j = judge(puzzle, thread_engine("sat"), nullptr, proof);
  if (j.ruling == Ruling::no_solution)
    throw NoSolution("no solution" + (j.why.empty() ? "" : ": " + j.why));
  if (j.ruling != Ruling::solved) throw std::invalid_argument(j.why.empty() ? "not solved" : j.why);
  LogicOptions options;
  options.disabled = disabled;
  options.assume_unique = true;
  options.stop = limits.stop;
  if (max_rating > 0) options.max_rating = max_rating;
  LogicSolver solver(puzzle, options);  // std::invalid_argument for unknown names
  Walked out;
  out.side = puzzle.side();
  while (auto step = solver.step()) {
    for (const Placement& p : step->placements)
      if (j.solution->at(p.cell) != p.digit)
        throw std::runtime_error("a logic step contradicts the solution: " +
                                 step_line(*step, out.side));
    for (const Elimination& e : step->eliminations)
      if (e.digits >> (j.solution->at(e.cell) - 1) & 1)
        throw std::runtime_error("a logic step contradicts the solution: " +
                                 step_line(*step, out.side));
    ++out.rating.steps;
    if (step->rating > out.rating.rating) {
      out.rating.rating = step->rating;
      out.rating.hardest = step->technique;
    }
    if (keep_steps) out.steps.push_back(std::move(*step));
  }
  out.rating.end = solver.end();
  out.rating.solved_by_logic = out.rating.end == LogicEnd::solved;
  out.rating.level = qqwing_level(puzzle);
  out.end = solver.candidates();
  return out;
}

// max_rating as the command line takes --max-rating: 0 (no bound) or more.
void check_max_rating(double max_rating) {
  if (std::isnan(max_rating) || max_rating < 0)
    throw std::invalid_argument("max_rating must be a rating of 0 or more (0: no bound)");
}

double tenths(double rating) {
  return static_cast<double>(static_cast<long>(rating * 10 + 0.5)) / 10;
}

py::dict rating_dict(const LogicRating& r) {
  py::dict d;
  d["rating"] = tenths(r.rating);
  d["level"] = std::string(to_string(r.level));
  d["hardest"] = r.hardest;
  d["steps"] = r.steps;
  d["solved_by_logic"] = r.solved_by_logic;
  d["end"] = std::string(to_string(r.end));
  return d;
}

std::string cell_text(int cell, int side) {
  return cell_name(cell / side, cell % side);
}

py::list digit_list(DigitMask digits) {
  py::list out;
  for (int d = 1; digits; ++d, digits >>= 1)
    if (digits & 1) out.append(d);
  return out;
}

py::dict step_dict(const Step& step, int side) {
  py::list placements, eliminations, cells;
  for (const Placement& p : step.placements) {
    py::dict d;
    d["cell"] = cell_text(p.cell, side);
    d["digit"] = p.digit;
    placements.append(d);
  }
  for (const Elimination& e : step.eliminations) {
    py::dict d;
    d["cell"] = cell_text(e.cell, side);
    d["digits"] = digit_list(e.digits);
    eliminations.append(d);
  }
  for (const int cell : step.reason.cells) cells.append(cell_text(cell, side));
  py::dict reason;
  reason["cells"] = cells;
  reason["rules"] = step.reason.rules;
  reason["text"] = step.reason.text;
  py::dict d;
  d["technique"] = step.technique;
  d["rating"] = tenths(step.rating);
  d["placements"] = placements;
  d["eliminations"] = eliminations;
  d["reason"] = reason;
  d["line"] = step_line(step, side);
  return d;
}

}  // namespace

void add_logic(py::module_& m) {
  m.def(
      "rate",
      [](const std::string& puzzle, const std::string& box,
         const std::vector<std::string>& disabled, double max_rating,
         std::optional<double> timeout) {
        check_max_rating(max_rating);
        const Walked w = long_call(timeout, [&](const Limits& limits) {
          return walk(puzzle, box, disabled, max_rating, false, limits);
        });
        return rating_dict(w.rating);
      },
      py::arg("puzzle"), py::arg("box") = "", py::arg("disabled") = std::vector<std::string>{},
      py::arg("max_rating") = 0.0, py::kw_only(), py::arg("timeout") = py::none(),
      "How hard the puzzle is for a person, as `satdoku rate` says: a dict with\n"
      "'rating' (Sudoku Explainer's scale: the hardest step's), 'level' (qqwing's\n"
      "word: simple, easy, intermediate, expert), 'hardest' (that step's technique),\n"
      "'steps', 'solved_by_logic' and 'end' ('solved', 'stuck', 'too_hard').\n"
      "disabled: technique names or families not to use; max_rating: stop where only\n"
      "harder steps remain (0: no bound). Raises NoSolutionError when the puzzle has no\n"
      "solution and ValueError when it has several.\n\n"
      "timeout: seconds the call may take (None: no limit); TimeoutError when it runs\n"
      "out. Ctrl-C stops the call with KeyboardInterrupt.");

  m.def(
      "explain",
      [](const std::string& puzzle, const std::string& box,
         const std::vector<std::string>& disabled, double max_rating,
         std::optional<double> timeout) {
        check_max_rating(max_rating);
        const Walked w = long_call(timeout, [&](const Limits& limits) {
          return walk(puzzle, box, disabled, max_rating, true, limits);
        });
        py::dict d = rating_dict(w.rating);
        py::list steps;
        for (const Step& step : w.steps) steps.append(step_dict(step, w.side));
        d["path"] = steps;
        py::dict left;
        for (int cell = 0; cell < w.end->cells(); ++cell)
          if (!w.end->value(cell))
            left[py::str(cell_text(cell, w.side))] = digit_list(w.end->mask(cell));
        d["cells_left"] = left;
        return d;
      },
      py::arg("puzzle"), py::arg("box") = "", py::arg("disabled") = std::vector<std::string>{},
      py::arg("max_rating") = 0.0, py::kw_only(), py::arg("timeout") = py::none(),
      "The solution path by logic, as `satdoku explain` shows it: rate()'s dict\n"
      "with 'path', a list of steps (each a dict: 'technique', 'rating',\n"
      "'placements' [{'cell': 'r5c3', 'digit': 7}], 'eliminations' [{'cell',\n"
      "'digits'}], 'reason' {'cells', 'rules', 'text'}, and 'line', the step as\n"
      "text), and 'cells_left' ({'r1c1': [1, 3]} where logic stopped; empty when\n"
      "solved). timeout= as for rate().");

  m.def(
      "techniques",
      [] {
        py::list out;
        for (const TechniqueInfo& t : techniques()) {
          py::dict d;
          d["name"] = std::string(t.name);
          d["family"] = std::string(t.family);
          d["rating"] = t.base_rating;
          out.append(d);
        }
        return out;
      },
      "The logical techniques in the order the solver tries them: dicts with\n"
      "'name', 'family' (what disabled= may name too) and 'rating' (SE's, the\n"
      "lowest its steps get).");
}

}  // namespace satdoku::python
