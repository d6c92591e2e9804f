// What fuzz_fpuzzles checks: f-puzzles JSON (documents and JSON Lines) and
// share links of f-puzzles and SudokuPad, read and then taken through what
// the commands do with a puzzle (also replayed over tests/regressions/ by
// hardening_tests).
//
// Settings (see fuzz_support.hpp): byte 0 forces the fpuzzles notation when
// odd (else detection), byte 1 picks a --box or none, bytes 2 and 3 are
// unused (kept so that every fuzzer's inputs share one layout).
//
// Properties, beyond "no crash, no leak, no undefined behaviour" (a number
// past a double used to abort the reader's callers):
// - the reader ends, each entry with exactly one of grid and error, errors
//   at a line of the input with a printable message;
// - for the first puzzles read (sides up to 9): the SAT engine and the
//   native engine, each under a small budget, never contradict each other,
//   and every completion either finds passes the validity checker;
// - a JSON puzzle written back with its givens (what minimize and generate
//   --rules print) reads back with the same grid and rules;
// - the puzzle draws as SVG and exports as DIMACS CNF.
#pragma once

#include <cstddef>
#include <cstdint>
#include <sstream>
#include <string>
#include <vector>

#include "fuzz_support.hpp"
#include "satdoku/backtrack.hpp"
#include "satdoku/check.hpp"
#include "satdoku/dimacs.hpp"
#include "satdoku/fpuzzles_writer.hpp"
#include "satdoku/notation.hpp"
#include "satdoku/sat_engine.hpp"
#include "satdoku/svg.hpp"

namespace satdoku::fuzz {
namespace fpuzzles_property {

inline constexpr const char* kSource = "fuzz.json";

inline std::string describe(const Entry& e) {
  std::string s = "entry at line " + std::to_string(e.line) + ": ";
  if (e.error) s += "error " + e.error->to_string();
  if (e.puzzle) s += "grid " + one_line(e.grid());
  return s;
}

// The engines on one puzzle, each under a budget: they may stop (unknown),
// never disagree, and what they find passes the checker.
inline void check_engines(const Puzzle& puzzle) {
  Limits sat_limits;
  sat_limits.conflicts = 2000;
  Limits native_limits;
  native_limits.nodes = 2000;
  const SolveResult sat = make_sat_engine()->any(puzzle, sat_limits);
  const SolveResult native = make_backtrack_engine()->any(puzzle, native_limits);
  const std::string detail = one_line(puzzle.grid) + " sat " + std::string(to_string(sat.status)) +
                             ", native " + std::string(to_string(native.status));
  FUZZ_CHECK(!(sat.status == Status::solved && native.status == Status::no_solution), detail);
  FUZZ_CHECK(!(sat.status == Status::no_solution && native.status == Status::solved), detail);
  for (const SolveResult* r : {&sat, &native}) {
    if (r->status != Status::solved) continue;
    const Verdict v = check_solution(puzzle, r->solution);
    FUZZ_CHECK(static_cast<bool>(v), detail + ": " + v.reason);
  }
}

// A JSON document written back with its own givens reads back the same.
inline void check_write_back(const std::string& text, const Entry& e,
                             const ReaderOptions& options) {
  const std::optional<std::string> json = fpuzzles_json_text(text);
  if (!json) return;
  const std::optional<std::string> written = fpuzzles_with_givens(*json, e.grid());
  if (!written) return;
  ReaderOptions again = options;
  again.notation = Notation::fpuzzles;
  const Entry back = parse_puzzle(*written, again, "written");
  FUZZ_CHECK(back.puzzle.has_value(), *written + "\n" + describe(back));
  FUZZ_CHECK(back.grid().values() == e.grid().values(), *written + "\n" + describe(back));
  const bool rules = e.rules() && !e.rules()->empty();
  const bool rules_back = back.rules() && !back.rules()->empty();
  FUZZ_CHECK(rules == rules_back, *written);
  if (rules) FUZZ_CHECK(*back.rules() == *e.rules(), *written);
}

inline void check(const std::uint8_t* data, std::size_t size) {
  const Input input(data, size);
  ReaderOptions options;
  if (input.settings[0] % 2 == 1) options.notation = Notation::fpuzzles;
  options.box = box_setting(input.settings[1]);
  const std::string text(input.text);
  std::size_t lines = 1;
  for (char c : text) lines += c == '\n';

  std::istringstream in(text);
  PuzzleReader reader(in, kSource, options);
  std::vector<Entry> entries;
  while (std::optional<Entry> entry = reader.next()) {
    entries.push_back(std::move(*entry));
    FUZZ_CHECK(entries.size() <= lines + 1, "reader does not advance");
  }
  FUZZ_CHECK(!entries.empty(), "no entry at all");
  const bool document = entries.size() == 1 && reader.notation() == Notation::fpuzzles &&
                        text.find_first_not_of(" \t\r\n") != std::string::npos &&
                        text[text.find_first_not_of(" \t\r\n")] == '{';
  int engines_run = 0;
  for (const Entry& e : entries) {
    FUZZ_CHECK(e.puzzle.has_value() != e.error.has_value(), describe(e));
    if (e.error) {
      FUZZ_CHECK(e.error->line >= 1 && static_cast<std::size_t>(e.error->line) <= lines + 1,
                 describe(e));
      for (char c : e.error->message) FUZZ_CHECK(c >= 0x20 && c < 0x7F, describe(e));
      continue;
    }
    const Puzzle puzzle = *e.puzzle;
    // Pictures and CNF of every puzzle read, engines on the first few small ones.
    (void)render_svg(puzzle);
    std::ostringstream cnf;
    write_dimacs(puzzle, EncodeOptions{}, cnf);
    if (engines_run < 2 && puzzle.side() <= 9) {
      ++engines_run;
      check_engines(puzzle);
    }
    if (document) check_write_back(text, e, options);
  }
}

}  // namespace fpuzzles_property
}  // namespace satdoku::fuzz
