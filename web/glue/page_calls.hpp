// What the web page asks of the library, in plain C++: one puzzle read from
// text as `satdoku` reads a file, then the program's answers to it (solve,
// count, candidates, explain, cnf), each as the JSON object the page shows.
// No emscripten here (module.cpp binds it for JavaScript); it is built in
// the WebAssembly build only, and tested there against the program
// (web/tests/compare_cli.mjs).
//
// Each answer goes through the pipeline the program's commands use
// (satdoku/job.hpp, one job on the calling thread, as `--jobs 1` runs it), so
// the page's answers are the command line's: the same judge, cross-check,
// validity check and words. Each reply holds `messages`, the lines `satdoku`
// would print on stderr for the same input ("satdoku: error: <stdin>:1:5:
// unexpected '*'"), and `error` when the question could not be asked.
#pragma once

#include <cstdint>
#include <functional>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "satdoku/logic.hpp"
#include "satdoku/notation.hpp"
#include "satdoku/rules.hpp"

namespace satdoku::web {

// The page's question. Field names are the JavaScript object's
// (module.cpp reads them), defaults the command line's.
struct Request {
  std::string text;                // the puzzle in any notation satdoku reads, or a share link
  std::string source = "<stdin>";  // its name in messages: a file's name, <stdin> when pasted
  std::string box;                 // "HxW" for sides that are not squares (--box), or empty
  std::string engine = "sat";      // the engine that answers: sat or backtrack (--engine)
  bool cross_check = true;         // the other engine proves every answer (--cross-check)
  std::uint64_t limit = 2;  // count: stop there; candidates: count each up to it (0: no counts)
  std::string encoding = "extended";  // cnf (--encoding)
  std::vector<std::string> disabled;  // explain: techniques or families (--disable)
  double max_rating = 0;              // explain: stop above this rating (0: none)
  bool picture = true;                // solve, candidates: draw the answer ("svg")
};

using Json = nlohmann::json;

// The puzzle of a request, read as the program reads a file (PageError
// when it cannot be, or when the text holds a second puzzle: the page
// answers one at a time), and the reader's warnings as the program prints them.
struct Input {
  Entry entry;
  std::vector<std::string> messages;
};
Input read_input(const Request& request);

// The puzzle as read: {"side", "box", "givens", "input" (one line), "rules"
// (labels), "note" (rules over the whole grid), "svg" (the picture, as
// `satdoku solve --format svg` draws the puzzle), "messages" (warnings)}.
Json read(const Request& request);

// `satdoku solve --format json` (with --cross-check unless turned off): the
// program's JSON object as "answer", the solution drawn as "svg".
Json solve(const Request& request);

// `satdoku solve --format line` on every puzzle of the text, as for a batch
// file: {"lines": one per puzzle, the solution or the ruling's word
// ("no solution", "invalid"), "messages"}, as JSON text (written line by
// line rather than built as a Json array and then dumped).
std::string solve_all(const Request& request);

// `satdoku count --limit K`: {"count", "capped", "text" ("2+", as printed),
// "status", "seconds"}.
Json count(const Request& request);

// `satdoku candidates --format json [--limit K]`: the program's object as
// "answer" (candidates per cell, counts with a limit), drawn as "svg".
Json candidates(const Request& request);

// `satdoku explain --format json`: the puzzle proved unique, then the
// logical solver's path, every step checked against the solution. "steps"
// holds explain's step objects (with "line", the text output's line),
// "end" its end object. `progress` hears each step as it is found.
struct Path {
  Puzzle puzzle;
  std::vector<Step> steps;
  std::vector<CandidateState> before;  // the state each step starts from
  std::optional<CandidateState> end;   // where the path ended
  LogicEnd how = LogicEnd::stuck;
};
using StepHeard = std::function<void(const Json& step)>;
Json explain(const Request& request, Path& path, const StepHeard& progress);

// The picture of step `number` (1-based) of a path, drawn as `satdoku explain
// --format svg` draws it (its cells shaded, removed candidates red, placed
// green), or for number steps+1 where the path ended.
std::string step_picture(const Path& path, int number);

// `satdoku cnf --encoding E`: the DIMACS text.
std::string cnf(const Request& request);

// Why a question could not be asked, as `satdoku` reports it on stderr
// ("satdoku: error: <stdin>:1:5: unexpected '*'"); what() is that line.
struct PageError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

}  // namespace satdoku::web
