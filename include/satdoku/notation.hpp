// Notations: reading puzzles from text and printing grids back as text.
//
// Parsing and printing know nothing of engines. Errors are values carrying the
// source name, line and column, never exceptions thrown across the API and
// never printed by the library. f-puzzles input is satdoku/fpuzzles.hpp.
#pragma once

#include <cstddef>
#include <istream>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "satdoku/grid.hpp"
#include "satdoku/rules.hpp"

namespace satdoku {

enum class Notation {
  compact,   // N lines of N symbols: 1-9, A.. (A = 10), blank 0 or '.'  (problem A)
  spaced,    // N lines of N numbers separated by spaces, blank 0 or '.' (problem B)
  line,      // one puzzle per line, N*N symbols; '#' comments and blank lines skipped
  pretty,    // a grid drawn with '|', '-', '+' between boxes
  json,      // output only: JSON Lines, one object per puzzle
  fpuzzles,  // input only: f-puzzles JSON (variant rules), or share links one per line
  iss,       // ISS notation (satdoku/iss.hpp), one puzzle per line, or ISS share links
};

// "compact", "spaced", "line", "pretty", "json", "fpuzzles", "iss".
std::string_view to_string(Notation notation);
// The inverse of to_string (exact lower-case names); nullopt for anything else.
std::optional<Notation> notation_from_name(std::string_view name);

// Longest input line accepted, in bytes; longer lines are rejected without
// being read whole (a 36x36 line-form puzzle needs 1296).
inline constexpr std::size_t kMaxLineLength = 1 << 16;

struct ParseError {
  std::string source;   // file name, or "<stdin>"
  int line = 0;         // 1-based
  int column = 0;       // 1-based, 0 when the whole line or input is at fault
  std::string message;  // what was expected, e.g. "expected 81 symbols, found 80"

  // "SOURCE:LINE:COL: MESSAGE" (":COL" left out when column is 0).
  std::string to_string() const;
};

struct ReaderOptions {
  std::optional<Notation> notation;  // forced notation; nullopt detects it
  std::optional<Geometry> box;       // --box HxW: needed for sides that are not squares
};

// One puzzle read from the input, or the error that made it unreadable.
struct Entry {
  int line = 0;                     // first line of the puzzle, 1-based
  std::optional<Puzzle> puzzle;     // the puzzle (grid and rules), when it parsed
  std::optional<ParseError> error;  // why it did not, otherwise
  // The puzzle as one line of symbols, '.' for blanks (for JSON "input");
  // empty for an error. A grid holding 36 (no symbol) gives its numbers
  // separated by single spaces instead, 0 for blanks.
  std::string text;
  // What was read but not understood and left out, for the program to show
  // (f-puzzles: a cell key that is no f-puzzles key, an X/V mark without a
  // letter). The puzzle is still read; the library prints nothing.
  std::vector<ParseError> warnings;
  // f-puzzles input: the puzzle's JSON as read (a link's decoded), so that
  // it can be written back with other givens (fpuzzles_with_givens keeps
  // its rules and drawing); empty for other notations and unread puzzles.
  std::string fpuzzles_json = {};

  // The puzzle's grid, only when puzzle is set.
  const Grid& grid() const { return puzzle->grid; }
  // Its variant rules; null for a classic puzzle and for an error.
  std::shared_ptr<const Rules> rules() const { return puzzle ? puzzle->rules : nullptr; }
};

// Reads puzzles one at a time from a stream, in bounded memory: a file of
// millions of line-form puzzles is never held whole.
//
// Every notation accepts CRLF line endings, trailing blanks, a UTF-8 byte order
// mark, and '#' comment lines (skipped, even inside a grid). Grids of the grid
// notations (compact, spaced, pretty) are separated by blank lines; a blank
// line inside a grid ends it early. In pretty notation the rule lines
// ("------+------") are skipped.
//
// Detection (when no notation is forced) looks at the first puzzle:
// - a line holding '|' or '+', or made only of '-', '+', '=' and spaces: pretty;
// - a line of several whitespace-separated fields: spaced;
// - a line of N*N symbols for a supported N (81 for 9x9): line;
// - otherwise N lines of N symbols: compact.
// Before those: an input whose first byte after blanks is '{' is f-puzzles
// JSON (the whole input is one puzzle, up to kMaxFpuzzlesBytes), and a first
// line holding an f-puzzles link (`https://f-puzzles.com/?load=...`) or one
// token of base64 that LZString-decodes to a JSON object is f-puzzles links,
// one per line (satdoku/fpuzzles.hpp).
// The one text that fits two readings is 16 lines of 16 symbols: it is read as
// one 16x16 grid (compact); force `line` to read sixteen 4x4 puzzles. (So are
// 25 and 36 lines of 25 and 36 symbols, though 5x5 has no boxes and 6x6 in line
// form needs a box.) When a box is given, its side settles the question: a
// line of box-side symbols is a compact row, a line of side*side a puzzle.
//
// Sides: 4, 9, 16, 25 and 36 are inferred; any other side needs a box, and a
// given box must match the side read. Givens that clash are not parse errors.
//
// Errors name the first fault from the left of the line: a character that is
// no symbol ("unexpected '*'", "unexpected byte 0xEF (not ASCII)"), a row of
// the wrong length ("expected 9 symbols, found 8", its column where the missing
// symbol should be or on the first extra one), or, in a row of the right
// length, a symbol too large ("17 is not a digit of a 9x9 grid (1-9)"). Other errors are
// rows missing or extra ("expected 9 rows, found 7"), a side that is not valid,
// an input with no puzzle ("no puzzle found: ..."), a line longer than
// kMaxLineLength, and a NUL byte ("unexpected NUL byte" at its column), which
// spoils its own line (or grid); a NUL before the first puzzle, or in a line
// too long to keep, means binary data and ends the input. Any number of
// comment and blank lines may come before the first puzzle.
class PuzzleReader {
 public:
  PuzzleReader(std::istream& in, std::string source, ReaderOptions options = {});
  ~PuzzleReader();
  PuzzleReader(const PuzzleReader&) = delete;
  PuzzleReader& operator=(const PuzzleReader&) = delete;

  // The next puzzle or error; nullopt at the end of the input. A line-form
  // puzzle is returned as soon as its line is read, a grid once the line after
  // it (blank, or the end of the input) is, since a further row would be an
  // error. The reader reads no further, so a pipe fed one puzzle at a time
  // does not stall; only detection may look ahead, at most 37 rows (and the
  // comments among them), when the first line holds 16, 25 or 36 symbols.
  //
  // After an error in a grid notation the reader resumes at the next grid
  // when it can tell where that starts (after the next blank line), and ends
  // otherwise. In line notation an error spoils its own line only. An input
  // with no puzzle at all gives one "no puzzle found" error.
  std::optional<Entry> next();

  // The notation read (forced or detected); meaningful after the first next().
  Notation notation() const;

  // Whether next() can answer from what is already buffered, without waiting
  // on the stream (false may still mean the stream has data ready).
  bool line_ready() const;
  // Whether next() reported "no puzzle found": the input held none.
  bool found_nothing() const;

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

// Reads exactly one puzzle from a string (convenience for tests and tools):
// a second puzzle after the first is an error ("expected one puzzle, found
// more").
Entry parse_puzzle(std::string_view text, ReaderOptions options = {},
                   std::string source = "<string>");

// The symbol of a value in compact and line notation: '.'/'0' for 0 (see
// print), '1'..'9', then 'A' = 10 ... 'Z' = 35. nullopt for 36, which only
// spaced notation can write.
std::optional<char> symbol_of(int value);
// The value of a symbol: digits, letters in either case, '.' and '0' blank;
// nullopt for anything else.
std::optional<int> value_of(char symbol);

// `text` with the letters A-Z in lower case and every other byte as it was,
// whatever the locale: how words written in either case are compared (ISS
// links, file extensions, the server's origins and option names).
std::string ascii_lower(std::string text);

// Prints a grid in a notation (not json). Blanks print as '0' in compact and
// spaced notation (the judges' form) and as '.' in line and pretty notation.
// Grid notations end each row with '\n'; line notation prints one line and
// '\n'. A grid with values that compact or line notation cannot write (36)
// prints in spaced notation instead. Pretty notation separates boxes with
// " | " and rule lines of '-' and '+'; above 9x9 it writes numbers, right-
// aligned two wide. json and fpuzzles are not grid notations: they print as
// line; iss prints the grid's givens as an ISS line (satdoku/iss.hpp).
std::string print(const Grid& grid, Notation notation);
// The same appended to `out`, which keeps its capacity from one grid to the
// next: for writers of many grids.
void print(const Grid& grid, Notation notation, std::string& out);

// The grid on one line without a newline, as JSON output, DIMACS comments and
// Entry::text show it: line notation, or for a grid holding 36 (which has no
// symbol) the spaced rows joined by spaces.
std::string one_line(const Grid& grid);

}  // namespace satdoku
