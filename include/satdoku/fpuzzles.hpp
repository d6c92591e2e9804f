// f-puzzles input: the JSON that f-puzzles and SudokuPad share for variant
// Sudoku, plain or LZString-compressed into a share link. The meaning of
// every key is fixed by rules.md (installed beside README.md in the
// package's documentation; docs/rules.md in the source); this reader turns a
// puzzle into an Entry whose grid holds the geometry and the givens and whose
// rules hold every constraint, each labelled with where it came from
// ("killercage[3]", "thermometer[0].lines[1]", "negative[ratio]").
//
// Keys that only draw are ignored; a key that would constrain but is not
// supported is an error naming it, since ignoring a rule gives wrong answers.
// Errors are ParseError values: malformed JSON at its line and column, and
// rule faults at the line and column of their key, naming the rule and cell
// ("killercage[3]: R10C1 is outside the 9x9 grid").
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

#include "satdoku/grid.hpp"
#include "satdoku/notation.hpp"

namespace satdoku {

// Largest f-puzzles JSON text read, plain or decompressed.
inline constexpr std::size_t kMaxFpuzzlesBytes = std::size_t{4} << 20;

// Where a JSON text sits in its input, for error positions: the line its
// first byte is on (byte offsets inside the text are turned into lines and
// columns from there). A text decoded from a link has no positions of its
// own: errors then point at the link's line, column 0.
struct FpuzzlesOrigin {
  std::string source;  // file name, or "<stdin>"
  int line = 1;        // line of the text's first byte
  bool decoded = false;
};

// Reads one puzzle from f-puzzles JSON. `box`, when given, must fit the size
// and replaces the usual box for it (f-puzzles has no box key).
Entry read_fpuzzles_json(std::string_view json, const FpuzzlesOrigin& origin,
                         const std::optional<Geometry>& box = std::nullopt);

// Reads one puzzle from one line holding a share link
// (`https://f-puzzles.com/?load=...`) or the bare LZString base64.
Entry read_fpuzzles_link(std::string_view text, const std::string& source, int line,
                         const std::optional<Geometry>& box = std::nullopt);

// The LZString base64 of a line, when the line is an f-puzzles link (http or
// https, any host spelling of f-puzzles.com, the `load` parameter anywhere in
// the query; %2B %2F %3D undone); nullopt for anything else.
std::optional<std::string> fpuzzles_link_payload(std::string_view line);

// Whether a line, on its own, reads as f-puzzles input: a link, or one token
// of base64 that LZString-decodes to a JSON object. Detection uses this on
// the first line of an input.
bool looks_like_fpuzzles_line(std::string_view line);

}  // namespace satdoku
