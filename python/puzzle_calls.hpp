// What the Python module does, in plain C++: reading a puzzle from a string,
// solving, counting, checking, exporting CNF, and solving a batch on worker
// threads. No Python here (satdoku_module.cpp binds it), so every call can run
// with the GIL released.
//
// Errors are exceptions carrying the program's messages: std::invalid_argument
// (Python's ValueError) for bad input, NoSolution when a puzzle has none,
// std::runtime_error when an engine fails or its answer fails the checker
// (or `limits` stopped it: long_call.hpp turns that into KeyboardInterrupt or
// TimeoutError).
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "satdoku/check.hpp"
#include "satdoku/engine.hpp"
#include "satdoku/rules.hpp"

namespace satdoku::python {

// The puzzle has no completion; what() is what the program prints after the
// puzzle's place: "no solution: givens clash: r1c1=5 and r1c2=5 share row 1".
struct NoSolution : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// One puzzle from text in any input notation the program reads, detected the
// same way: a line of N*N symbols, a grid, f-puzzles JSON (leading '{') or a
// share link. `box` ("2x3") for sides that are not squares. Errors name
// SOURCE:LINE:COL as the program does.
Puzzle read_puzzle(std::string_view text, const std::string& box = "",
                   const std::string& source = "<string>");

// read_puzzle on each text, naming the i-th "puzzles[i]" in errors. A list
// of line-form puzzles is read by one reader: a reader per puzzle would cost
// more than solving an easy one.
std::vector<Puzzle> read_puzzles(const std::vector<std::string>& texts, const std::string& box);

// An engine by name ("auto", "sat", "backtrack", "sat/reduced", ...).
std::unique_ptr<Engine> engine_named(const std::string& name);

// This thread's engine of that name, made on first use and kept: a SAT
// engine keeps its solvers between puzzles, so that solve() in a loop costs
// what solve_many() does per puzzle, not a new solver each call.
Engine& thread_engine(const std::string& name);

// The lexicographically smallest completion, checked by the validity checker;
// nullopt when there is none, with the reason in `why`.
struct Answer {
  std::optional<Grid> solution;
  std::string why;
};
Answer solve_puzzle(const Puzzle& puzzle, Engine& engine, const Limits& limits = {});

// Completions, counting stopped at `limit` (>= 1).
std::uint64_t count_puzzle(const Puzzle& puzzle, Engine& engine, std::int64_t limit,
                           const Limits& limits = {});

// True candidates (true_candidates.hpp): per cell, row-major, the digits
// some completion puts there; NoSolution when there is none. `engine`: any
// engine name, found by its CandidateFinder (candidate_finder.hpp).
std::vector<std::vector<int>> candidates_of(const Puzzle& puzzle, const std::string& engine,
                                            const Limits& limits = {});

// Whether `answer` (text in any notation; read with the puzzle's box) is a
// valid completion of `puzzle`, and if not the first rule it breaks.
Verdict check_answer(const Puzzle& puzzle, std::string_view answer);

// The puzzle's CNF as DIMACS text, as `satdoku cnf --encoding ENCODING` writes it.
std::string cnf_text(const Puzzle& puzzle, const std::string& encoding);

// solve_puzzle on every puzzle, `jobs` worker threads (0: one per core), one
// engine per thread; answers in input order. Once limits.stop is set no new
// puzzle starts (the answers stop short).
std::vector<Answer> solve_batch(const std::vector<Puzzle>& puzzles, const std::string& engine,
                                int jobs, const Limits& limits = {});

}  // namespace satdoku::python
