// What fuzz_notation checks: the notation reader over arbitrary bytes (also
// replayed over tests/regressions/ and tests/fuzz/corpus/ by hardening_tests).
//
// Settings (see fuzz_support.hpp): byte 0 forces a notation or not, byte 1
// picks a --box or none, byte 2 is the piece size of a second, pipe-like
// read, byte 3 >= 0xF0 repeats the text to kMaxLineLength - 64 + 0..240
// bytes (lines at the length limit, reads across chunk boundaries).
//
// Properties, beyond "no crash, no leak, no undefined behaviour":
// - the reader ends, giving each entry exactly one of grid and error;
// - errors carry the source, a line within the input and a message;
// - grids respect the box asked for, hold values 0..N, and Entry::text is
//   one_line(grid);
// - reading the same bytes in small pieces gives the same entries;
// - every grid read prints in every notation and reads back equal, forced
//   and detected (with its box named, since 6x6 and friends need it).
#pragma once

#include <cstddef>
#include <cstdint>
#include <sstream>
#include <string>
#include <vector>

#include "fuzz_support.hpp"
#include "satdoku/notation.hpp"

namespace satdoku::fuzz {
namespace notation_property {

inline constexpr const char* kSource = "fuzz.txt";

inline std::string describe(const Entry& e) {
  std::string s = "entry at line " + std::to_string(e.line) + ": ";
  if (e.error) s += "error " + e.error->to_string();
  if (e.puzzle) s += "grid " + one_line(e.grid());
  return s;
}

inline bool same(const Entry& a, const Entry& b) {
  if (a.line != b.line || a.text != b.text || a.puzzle.has_value() != b.puzzle.has_value())
    return false;
  if (a.puzzle && a.grid() != b.grid()) return false;
  if (a.error.has_value() != b.error.has_value()) return false;
  return !a.error || a.error->to_string() == b.error->to_string();
}

inline std::vector<Entry> read_all(std::istream& in, const ReaderOptions& options,
                                   std::size_t lines) {
  PuzzleReader reader(in, kSource, options);
  std::vector<Entry> entries;
  while (std::optional<Entry> entry = reader.next()) {
    entries.push_back(std::move(*entry));
    // Every entry consumes at least one line (and "no puzzle" comes once),
    // so more entries than lines means the reader is stuck.
    FUZZ_CHECK(entries.size() <= lines + 1, "reader does not advance");
  }
  return entries;
}

inline bool holds_36(const Grid& grid) {
  for (std::uint8_t v : grid.values())
    if (v == 36) return true;
  return false;
}

inline void check_entry(const Entry& e, const ReaderOptions& options, std::size_t lines) {
  FUZZ_CHECK(e.puzzle.has_value() != e.error.has_value(), describe(e));
  FUZZ_CHECK(e.line >= 1 && static_cast<std::size_t>(e.line) <= lines + 1, describe(e));
  if (e.error) {
    const ParseError& err = *e.error;
    FUZZ_CHECK(err.source == kSource, describe(e));
    FUZZ_CHECK(err.line >= 1 && static_cast<std::size_t>(err.line) <= lines + 1, describe(e));
    FUZZ_CHECK(err.column >= 0, describe(e));
    FUZZ_CHECK(!err.message.empty(), describe(e));
    // Messages name odd bytes by their code ("unexpected byte 0xEF"), never
    // echo them: a terminal must not receive raw control or binary bytes.
    for (char c : err.message) FUZZ_CHECK(c >= 0x20 && c < 0x7F, describe(e));
    FUZZ_CHECK(err.to_string().rfind(std::string(kSource) + ":" + std::to_string(err.line), 0) == 0,
               describe(e));
    FUZZ_CHECK(e.text.empty(), describe(e));
    return;
  }
  const Grid& grid = e.grid();
  FUZZ_CHECK(grid.geometry().valid(), describe(e));
  if (options.box) FUZZ_CHECK(grid.geometry() == *options.box, describe(e));
  FUZZ_CHECK(static_cast<int>(grid.values().size()) == grid.cells(), describe(e));
  for (std::uint8_t v : grid.values()) FUZZ_CHECK(v <= grid.side(), describe(e));
  FUZZ_CHECK(e.text == one_line(grid), describe(e));
}

// print -> parse gives the grid back, in every notation, forced and detected.
inline void check_round_trip(const Grid& grid) {
  const bool big_values = holds_36(grid);
  for (Notation notation :
       {Notation::compact, Notation::spaced, Notation::line, Notation::pretty}) {
    const std::string text = print(grid, notation);
    // A 36 has no symbol: compact and line print spaced rows instead.
    const Notation written =
        big_values && (notation == Notation::compact || notation == Notation::line)
            ? Notation::spaced
            : notation;
    for (bool forced : {true, false}) {
      ReaderOptions options;
      options.box = grid.geometry();
      if (forced) options.notation = written;
      const Entry back = parse_puzzle(text, options, "printed");
      const std::string detail = std::string(to_string(notation)) +
                                 (forced ? " forced" : " detected") + "\n" + text + "\n" +
                                 describe(back);
      FUZZ_CHECK(back.puzzle.has_value(), detail);
      FUZZ_CHECK(back.grid() == grid, detail);
    }
  }
  if (!big_values) {
    ReaderOptions options;
    options.box = grid.geometry();
    options.notation = Notation::line;
    const Entry back = parse_puzzle(one_line(grid), options, "one_line");
    FUZZ_CHECK(back.puzzle && back.grid() == grid, one_line(grid) + "\n" + describe(back));
  }
}

// Checks every property on one fuzz input; a broken one fails (see
// fuzz_support.hpp).
inline void check(const std::uint8_t* data, std::size_t size) {
  const Input input(data, size);
  ReaderOptions options;
  options.notation = notation_setting(input.settings[0]);
  options.box = box_setting(input.settings[1]);
  const std::size_t piece = static_cast<std::size_t>(input.settings[2]) + 1;

  std::string text(input.text);
  if (input.settings[3] >= 0xF0 && !text.empty()) {
    // Lengths either side of kMaxLineLength: a text without newlines makes
    // a line just short of the limit or just over it.
    const std::size_t target =
        kMaxLineLength - 64 + static_cast<std::size_t>(input.settings[3] - 0xF0) * 16;
    while (text.size() < target) text += input.text;
  }
  std::size_t lines = 1;
  for (char c : text) lines += c == '\n';

  std::istringstream whole(text);
  const std::vector<Entry> entries = read_all(whole, options, lines);
  FUZZ_CHECK(!entries.empty(), "no entry at all: an input without a puzzle must say so");

  PieceBuf pieces_buf(text, piece);
  std::istream pieces(&pieces_buf);
  const std::vector<Entry> again = read_all(pieces, options, lines);
  FUZZ_CHECK(again.size() == entries.size(),
             std::to_string(entries.size()) + " entries read whole, " +
                 std::to_string(again.size()) + " in pieces of " + std::to_string(piece));

  for (std::size_t i = 0; i < entries.size(); ++i) {
    FUZZ_CHECK(same(entries[i], again[i]),
               describe(entries[i]) + "\nin pieces: " + describe(again[i]));
    check_entry(entries[i], options, lines);
    // The first few grids are enough: a file of hundreds would only be slow.
    if (entries[i].puzzle && i < 8) check_round_trip(entries[i].grid());
  }
}

}  // namespace notation_property
}  // namespace satdoku::fuzz
