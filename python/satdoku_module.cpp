// The Python module `satdoku`: the library's solve, count, check and CNF
// export on puzzles given as strings. Everything is done by puzzle_calls.cpp
// with the GIL released; this file only converts and names.
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include "logic_bindings.hpp"
#include "puzzle_calls.hpp"
#include "satdoku/notation.hpp"
#include "satdoku/registry.hpp"
#include "satdoku/version.hpp"

namespace py = pybind11;
using namespace satdoku;
using namespace satdoku::python;

namespace {

// The answer as the input's line notation writes it ("5341...": one line).
std::string answer_text(const Answer& answer) {
  if (!answer.solution)
    throw NoSolution("no solution" + (answer.why.empty() ? "" : ": " + answer.why));
  return one_line(*answer.solution);
}

}  // namespace

PYBIND11_MODULE(satdoku, m) {
  m.doc() =
      "Sudoku by SAT (CaDiCaL), proved by a second engine.\n\n"
      "Puzzles are strings in any notation the satdoku program reads: one line of\n"
      "N*N symbols ('.' or '0' for a blank), a grid of N lines, f-puzzles JSON of a\n"
      "variant puzzle (detected by its leading '{') or an f-puzzles share link.\n"
      "Bad input raises ValueError with the program's message; a puzzle without\n"
      "a solution raises satdoku.NoSolution saying why.";
  m.attr("__version__") = kVersion;
  m.attr("engines") = engine_names();
  py::register_exception<NoSolution>(m, "NoSolution");
  add_logic(m);  // rate(), explain(), techniques()

  py::class_<Verdict>(m, "Verdict",
                      "The validity checker's verdict; true when the answer is valid.")
      .def_readonly("ok", &Verdict::ok)
      .def_readonly("reason", &Verdict::reason, "the first rule broken; empty when ok")
      .def("__bool__", [](const Verdict& v) { return v.ok; })
      .def("__repr__", [](const Verdict& v) {
        return v.ok ? std::string("Verdict(ok)") : "Verdict(" + v.reason + ")";
      });

  m.def(
      "solve",
      [](const std::string& puzzle, const std::string& engine, const std::string& box) {
        py::gil_scoped_release release;
        const Puzzle read = read_puzzle(puzzle, box);
        auto solver = engine_named(engine);
        return answer_text(solve_puzzle(read, *solver));
      },
      py::arg("puzzle"), py::arg("engine") = "sat", py::arg("box") = "",
      "The lexicographically smallest completion, as one line of symbols (row by\n"
      "row). engine: 'sat', 'backtrack' or 'sat/ENCODING'; box: 'HxW' for sides\n"
      "that are not squares (6x6: '2x3'). Raises NoSolution when there is none.");

  m.def(
      "count",
      [](const std::string& puzzle, std::int64_t limit, const std::string& engine,
         const std::string& box) {
        py::gil_scoped_release release;
        const Puzzle read = read_puzzle(puzzle, box);
        auto solver = engine_named(engine);
        return count_puzzle(read, *solver, limit);
      },
      py::arg("puzzle"), py::arg("limit") = 2, py::arg("engine") = "sat", py::arg("box") = "",
      "The number of completions, counting stopped at limit (so limit=2 tells\n"
      "0, 1 and 'more than one' apart).");

  m.def(
      "candidates",
      [](const std::string& puzzle, const std::string& engine, const std::string& box) {
        py::gil_scoped_release release;
        return candidates_of(read_puzzle(puzzle, box), engine);
      },
      py::arg("puzzle"), py::arg("engine") = "sat", py::arg("box") = "",
      "The true candidates: for each cell (row-major), the list of digits that\n"
      "some completion puts there (a given: its digit). engine 'sat' covers\n"
      "them with models; 'backtrack' asks the native engine per digit. Raises\n"
      "NoSolution when the puzzle has no completion.");

  m.def(
      "check",
      [](const std::string& puzzle, const std::string& answer, const std::string& box) {
        py::gil_scoped_release release;
        return check_answer(read_puzzle(puzzle, box), answer);
      },
      py::arg("puzzle"), py::arg("answer"), py::arg("box") = "",
      "The validity checker: whether answer is a complete grid that keeps the\n"
      "puzzle's givens and every rule. Returns a Verdict (true when valid; its\n"
      "reason names the first rule broken otherwise).");

  m.def(
      "to_cnf",
      [](const std::string& puzzle, const std::string& encoding, const std::string& box) {
        py::gil_scoped_release release;
        return cnf_text(read_puzzle(puzzle, box), encoding);
      },
      py::arg("puzzle"), py::arg("encoding") = "extended", py::arg("box") = "",
      "The puzzle as DIMACS CNF text, as `satdoku cnf --encoding ENCODING`\n"
      "writes it. encoding: minimal, efficient, extended or reduced.");

  m.def(
      "solve_many",
      [](const std::vector<std::string>& puzzles, const std::string& engine, int jobs,
         const std::string& box) {
        std::vector<Answer> answers;
        {
          py::gil_scoped_release release;
          if (jobs < 0 || jobs > 256) throw std::invalid_argument("jobs must be from 0 to 256");
          answers = solve_batch(read_puzzles(puzzles, box), engine, jobs);
        }
        py::list out(answers.size());
        for (std::size_t i = 0; i < answers.size(); ++i) {
          if (answers[i].solution)
            out[i] = py::str(one_line(*answers[i].solution));
          else
            out[i] = py::none();
        }
        return out;
      },
      py::arg("puzzles"), py::arg("engine") = "sat", py::arg("jobs") = 0, py::arg("box") = "",
      "solve() on every puzzle of a list, on `jobs` threads (0: one per core),\n"
      "without the GIL. Returns the answers in order, None for a puzzle with no\n"
      "solution; a malformed puzzle raises ValueError naming puzzles[i].");
}
