// JSON output: the one schema of every JSON object satdoku prints, and its
// one writer. `solve --format json`, `decode --format json`, `candidates
// --format json` and each line of `compare --format json` are PuzzleJson
// objects, one per line (JSON Lines);
// README's "JSON output" lists the fields for people.
#pragma once

#include <cstdint>
#include <iosfwd>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "satdoku/engine.hpp"

namespace satdoku {

// One puzzle's result. The writer prints the fields in this order and leaves
// out those that are not set (empty, nullopt, false). `status` and
// `solution` are always printed (`solution` as null when unset); `line` and
// `input` whenever line > 0, that is for every puzzle read from an input
// (an engine's own result inside `engines` has line 0 and neither).
struct PuzzleJson {
  std::string source;                  // the file the puzzle came from ("<stdin>")
  int line = 0;                        // its first line there, 1-based
  std::optional<std::uint64_t> index;  // its position in the input, from 0 (compare)
  std::string input;                   // the puzzle on one line ('.' for blanks)
  std::string status;  // solved, no_solution, multiple, unknown, invalid, disagreement
  std::optional<std::string> solution;  // the grid on one line
  std::string engine;                   // who answered
  std::optional<double> seconds;        // engine time; printed as "time_us", 0.1 µs steps
  std::optional<EngineStats> stats;     // printed as "sat_calls", "conflicts", "nodes"
  std::optional<std::uint64_t> count;   // a count of completions ...
  bool capped = false;                  // ... that stopped at its limit: "capped":true
  // True candidates (candidates): per cell, row-major, the digits some
  // completion puts there; with a limit, how many completions use each one
  // ("counts", parallel to "candidates"), counted up to "limit".
  std::vector<std::vector<int>> candidates;
  std::vector<std::vector<std::uint64_t>> counts;
  std::optional<std::uint64_t> limit;
  std::optional<bool> valid;  // whether the answer passed its checks (compare)
  // A logical rating (rate): Sudoku Explainer's scale, qqwing's level, the
  // hardest technique, the steps taken and how the path ended ("solved",
  // "stuck", "too_hard" ...).
  std::optional<double> rating;
  std::string level;
  std::string hardest;
  std::optional<int> steps;
  std::optional<bool> solved_by_logic;
  std::string end;
  std::vector<std::string> core;        // givens that cannot all hold: "r1c1=5", ...
  std::vector<std::string> core_rules;  // rules that, with them, cannot all hold
  std::string error;                    // why the input or an engine failed
  std::string why;                      // the reason for the status, for people
  std::vector<PuzzleJson> engines;      // each engine's own result (compare)
};

// Writes `result` as one JSON object, without a newline.
void write_json(std::ostream& out, const PuzzleJson& result);

// The pieces, for writers of other objects (compare's summary line):
// `text` as a quoted JSON string. Quotes, backslashes and control characters
// are escaped (\n, \t, ... or \u00XX); U+2028 and U+2029 are escaped too, so
// the output is also safe inside JavaScript. Valid UTF-8 passes through; each
// byte that is not part of a valid UTF-8 sequence becomes \ufffd, because a
// JSON text must be valid Unicode and input files may hold anything.
std::string json_string(std::string_view text);
void write_json_string(std::ostream& out, std::string_view text);

// A number as JSON: the shortest text that reads back as the same double;
// NaN and infinities, which JSON cannot express, as null.
std::string json_number(double value);

// Seconds as the microseconds JSON output shows, rounded to 0.1 µs.
double json_microseconds(double seconds);

}  // namespace satdoku
