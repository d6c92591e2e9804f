// Notations: reading puzzles from text and printing grids back as text.
//
// Parsing and printing know nothing of engines. Errors are values carrying the
// source name, line and column, never exceptions thrown across the API and
// never printed by the library.
#pragma once

#include <cstddef>
#include <istream>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "satdoku/grid.hpp"

namespace satdoku {

enum class Notation {
  compact,  // N lines of N symbols: 1-9, A.. (A = 10), blank 0 or '.'  (problem A)
  spaced,   // N lines of N numbers separated by spaces, blank 0 or '.' (problem B)
  line,     // one puzzle per line, N*N symbols; '#' comments and blank lines skipped
  pretty,   // a grid drawn with '|', '-', '+' between boxes
  json,     // output only: JSON Lines, one object per puzzle
};

std::string_view to_string(Notation notation);
std::optional<Notation> notation_from_name(std::string_view name);

// Longest input line accepted, in bytes; longer lines are rejected without
// being read whole (a 36x36 line-form puzzle needs 1296).
inline constexpr std::size_t kMaxLineLength = 1 << 16;

struct ParseError {
  std::string source;  // file name, or "<stdin>"
  int line = 0;        // 1-based
  int column = 0;      // 1-based, 0 when the whole line or input is at fault
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
  std::optional<Grid> grid;         // the puzzle, when it parsed
  std::optional<ParseError> error;  // why it did not, otherwise
  std::string text;                 // the puzzle as one line of symbols (for JSON "input")
};

// Reads puzzles one at a time from a stream, in bounded memory: a file of
// millions of line-form puzzles is never held whole.
//
// Detection (when no notation is forced) looks at the first puzzle:
// - a line holding '|' or '+', or made only of '-', '+', '=' and spaces: pretty;
// - a line of several whitespace-separated fields: spaced;
// - a line of N*N symbols for a supported N (81 for 9x9): line;
// - otherwise N lines of N symbols: compact.
// The one text that fits two readings is 16 lines of 16 symbols: it is read as
// one 16x16 grid (compact); force `line` to read sixteen 4x4 puzzles.
class PuzzleReader {
 public:
  PuzzleReader(std::istream& in, std::string source, ReaderOptions options = {});
  ~PuzzleReader();
  PuzzleReader(const PuzzleReader&) = delete;
  PuzzleReader& operator=(const PuzzleReader&) = delete;

  // The next puzzle or error; nullopt at the end of the input. After an error
  // in a grid notation the reader resumes at the next grid when it can tell
  // where that starts, and ends otherwise.
  std::optional<Entry> next();

  // The notation read (forced or detected); meaningful after the first next().
  Notation notation() const;

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

// Reads exactly one puzzle from a string (convenience for tests and tools).
Entry parse_puzzle(std::string_view text, ReaderOptions options = {},
                   std::string source = "<string>");

// The symbol of a value in compact and line notation: '.'/'0' for 0 (see
// print), '1'..'9', then 'A' = 10 ... 'Z' = 35. nullopt for 36, which only
// spaced notation can write.
std::optional<char> symbol_of(int value);
// The value of a symbol: digits, letters in either case, '.' and '0' blank;
// nullopt for anything else.
std::optional<int> value_of(char symbol);

// Prints a grid in a notation (not json). Blanks print as '0' in compact and
// spaced notation (the judges' form) and as '.' in line and pretty notation.
// Grid notations end each row with '\n'; line notation prints one line and
// '\n'. A grid with values that compact or line notation cannot write (36)
// prints in spaced notation instead.
std::string print(const Grid& grid, Notation notation);

}  // namespace satdoku
