// The Python module's compiled part, satdoku._core: the library's solve,
// count, candidates, check and CNF export on puzzles given as strings
// (satdoku/__init__.py re-exports it; __init__.pyi types it). The work is in
// puzzle_calls.cpp; every long call goes through long_call (GIL released,
// Ctrl-C and timeout=), so a new binding is a few lines here.
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include "logic_bindings.hpp"
#include "long_call.hpp"
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

using Timeout = std::optional<double>;
constexpr const char* kTimeoutDoc =
    "\n\ntimeout: seconds the call may take (None: no limit); TimeoutError when\n"
    "it runs out. Ctrl-C stops the call with KeyboardInterrupt.";

std::string with_timeout(const char* doc) {
  return std::string(doc) + kTimeoutDoc;
}

}  // namespace

PYBIND11_MODULE(_core, m) {
  m.doc() = "The compiled part of the satdoku package (see help(satdoku)).";
  m.attr("__version__") = kVersion;
  m.attr("engines") = engine_names();
  note_main_thread();
  // NoSolutionError, as PEP 8 names exceptions; NoSolution is its old name
  // (satdoku/__init__.py keeps it as an alias).
  py::register_exception<NoSolution>(m, "NoSolutionError");
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
      [](const std::string& puzzle, const std::string& engine, const std::string& box,
         Timeout timeout) {
        return long_call(timeout, [&](const Limits& limits) {
          return answer_text(solve_puzzle(read_puzzle(puzzle, box), thread_engine(engine), limits));
        });
      },
      py::arg("puzzle"), py::arg("engine") = "auto", py::arg("box") = "", py::kw_only(),
      py::arg("timeout") = py::none(),
      with_timeout("The lexicographically smallest completion, as one line of symbols (row by\n"
                   "row). engine: 'auto' (both engines racing on variant puzzles, SAT on\n"
                   "classic ones), 'sat', 'backtrack' or 'sat/ENCODING'; box: 'HxW' for sides\n"
                   "that are not squares (6x6: '2x3'). Raises NoSolutionError when there is\n"
                   "none.")
          .c_str());

  m.def(
      "count",
      [](const std::string& puzzle, const py::int_& limit_object, const std::string& engine,
         const std::string& box, Timeout timeout) {
        // Any Python int: one past a C++ integer is a ValueError, not a
        // TypeError from the binding.
        int overflow = 0;
        const long long value = PyLong_AsLongLongAndOverflow(limit_object.ptr(), &overflow);
        if (overflow > 0) throw py::value_error("limit must be at most 2**63 - 1");
        if (overflow < 0 || value < 1) throw py::value_error("limit must be at least 1");
        const std::int64_t limit = value;
        return long_call(timeout, [&](const Limits& limits) {
          return count_puzzle(read_puzzle(puzzle, box), thread_engine(engine), limit, limits);
        });
      },
      py::arg("puzzle"), py::arg("limit") = 2, py::arg("engine") = "auto", py::arg("box") = "",
      py::kw_only(), py::arg("timeout") = py::none(),
      with_timeout("The number of completions, counting stopped at limit (so limit=2 tells\n"
                   "0, 1 and 'more than one' apart).")
          .c_str());

  m.def(
      "candidates",
      [](const std::string& puzzle, const std::string& engine, const std::string& box,
         Timeout timeout) {
        return long_call(timeout, [&](const Limits& limits) {
          return candidates_of(read_puzzle(puzzle, box), engine, limits);
        });
      },
      py::arg("puzzle"), py::arg("engine") = "auto", py::arg("box") = "", py::kw_only(),
      py::arg("timeout") = py::none(),
      with_timeout("The true candidates: for each cell (row-major), the list of digits that\n"
                   "some completion puts there (a given: its digit). engine 'sat' covers\n"
                   "them with models; 'backtrack' asks the native engine per digit; 'auto'\n"
                   "races the two on variant puzzles. Raises\n"
                   "NoSolutionError when the puzzle has no completion.")
          .c_str());

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
         const std::string& box, Timeout timeout) {
        const std::vector<Answer> answers = long_call(timeout, [&](const Limits& limits) {
          if (jobs < 0 || jobs > 256) throw std::invalid_argument("jobs must be from 0 to 256");
          return solve_batch(read_puzzles(puzzles, box), engine, jobs, limits);
        });
        py::list out(answers.size());
        for (std::size_t i = 0; i < answers.size(); ++i) {
          if (answers[i].solution)
            out[i] = py::str(one_line(*answers[i].solution));
          else
            out[i] = py::none();
        }
        return out;
      },
      py::arg("puzzles"), py::arg("engine") = "auto", py::arg("jobs") = 0, py::arg("box") = "",
      py::kw_only(), py::arg("timeout") = py::none(),
      with_timeout("solve() on every puzzle of a list, on `jobs` threads (0: one per core),\n"
                   "without the GIL. Returns the answers in order, None for a puzzle with no\n"
                   "solution; a malformed puzzle raises ValueError naming puzzles[i]. The\n"
                   "timeout is for the whole list.")
          .c_str());
}
