// f-puzzles input: the JSON that f-puzzles and SudokuPad share for variant
// Sudoku, plain or LZString-compressed into a share link. The meaning of
// every key is fixed by rules.md (installed as rules.md.gz in the package's
// documentation; docs/rules.md in the source); this reader turns a
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
// Deepest nesting of lists and objects read (f-puzzles needs five): deeper
// values are refused, since recursive walks of them (printing one back)
// would overflow the stack.
inline constexpr int kMaxJsonDepth = 512;

// Where a JSON text sits in its input, for error positions: the line its
// first byte is on (byte offsets inside the text are turned into lines and
// columns from there). A text decoded from a link has no positions of its
// own: errors then point at the link's line, column 0.
struct FpuzzlesOrigin {
  std::string source;  // file name, or "<stdin>"
  int line = 1;        // line of the text's first byte
  bool decoded = false;
};

// The boxes f-puzzles gives a size (it has no box key): the squares, and for
// the others the two factors closest to each other, the flatter box (6 is 2
// rows of 3); nullopt for sizes without one (the primes). A grid with other
// boxes is written with a "region" in every cell (fpuzzles_writer.hpp).
std::optional<Geometry> fpuzzles_box(int size);

// Reads one puzzle from f-puzzles JSON. `box`, when given, must fit the size
// and replaces the usual box for it (f-puzzles has no box key). The entry
// keeps the JSON text (Entry::fpuzzles_json) when it reads.
Entry read_fpuzzles_json(std::string_view json, const FpuzzlesOrigin& origin,
                         const std::optional<Geometry>& box = std::nullopt);

// Reads one puzzle from one line holding a share link or its data alone:
//   https://f-puzzles.com/?load=DATA
//   https://sudokupad.app/fpuzzlesDATA, https://sudokupad.app/fpuzDATA,
//   https://sudokupad.app/?puzzleid=fpuzzlesDATA (other SudokuPad hosts too)
//   fpuzzlesDATA, fpuzDATA, or DATA alone
// with or without the scheme. DATA is LZString base64 of the JSON, or of
// SudokuPad's zipped form of it, as SudokuPad's puzzle loader reads them. A
// link this reader cannot follow (another site, a short id stored on a
// server, SudokuPad's own puzzle format) is an error that says so.
Entry read_fpuzzles_link(std::string_view text, const std::string& source, int line,
                         const std::optional<Geometry>& box = std::nullopt);

// The data of a line, when it is a link or a SudokuPad puzzle id with
// f-puzzles data (%2B %2F %3D undone); nullopt for anything else, bare
// base64 included.
std::optional<std::string> fpuzzles_link_payload(std::string_view line);

// The JSON text that link data holds (LZString undone, and SudokuPad's
// zipping when the text is zipped), or why there is none.
struct FpuzzlesData {
  std::optional<std::string> json;
  std::string error;
};
FpuzzlesData decode_fpuzzles_data(std::string_view payload);

// Whether a line, on its own, reads as f-puzzles input: any http(s) link, a
// link to f-puzzles or SudokuPad without its scheme, a SudokuPad puzzle id,
// or base64 whose first decoded characters open a JSON object (a link cut
// short is still one). Detection uses this on the first line of an input.
bool looks_like_fpuzzles_line(std::string_view line);

}  // namespace satdoku
