// ISS notation: the constraint strings of sigh's Interactive Sudoku Solver
// (github.com/sigh/Interactive-Sudoku-Solver), read and written, so that a
// setter can move a puzzle between the two tools.
//
// A puzzle is one line of items, each '.' TYPE then '~' and its arguments:
//   .Shape~6x6.~R1C1_5~R2C3_1_2.Thermo~R1C1~R1C2~R1C3.Cage~10~R2C1~R2C2
// (TYPE empty: givens, "R1C1_5" a digit, "R2C3_1_2" a cell's allowed
// digits; rows and columns past 9 are a to g). An ISS share link
// (https://sigh.github.io/Interactive-Sudoku-Solver/?q=...) holds the same
// string, URL-encoded. Blanks inside the line are ignored, as ISS ignores them.
//
// The kinds both tools have are translated both ways (docs/rules.md lists
// them); satdoku rules ISS has no name for are written as ISS's pairwise
// relations (.Pair, .PairX) or sums (.Sum), which the reader recognises
// again. An ISS kind satdoku does not read (Sum, Lunchbox, Or, NFA, chaos
// construction, other value ranges ...) is an error naming it, since
// dropping a rule would change the answer; .SearchPriority, a search hint
// that constrains nothing, is a warning.
//
// Parsing and printing know nothing of engines.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "satdoku/grid.hpp"
#include "satdoku/notation.hpp"
#include "satdoku/rules.hpp"

namespace satdoku {

// Reads one puzzle from one line of ISS notation or an ISS share link.
// `box`, when given, must fit the size and replaces ISS's boxes. Errors
// name the item's column in the line.
Entry read_iss(std::string_view line, const std::string& source, int line_number,
               const std::optional<Geometry>& box = std::nullopt);

// Whether a line reads as ISS notation: an ISS share link, or a line that
// opens with '.' followed by '~' or an ISS kind name (line notation's
// blanks are '.' too, but never followed by '~' or a word).
bool looks_like_iss_line(std::string_view line);

// A puzzle written in ISS notation, or why it cannot be: a side ISS does
// not have (above 16), or a rule no ISS constraint states.
struct IssText {
  std::string text;   // the line, without a newline; empty on error
  std::string error;  // empty when written
};
IssText write_iss(const Puzzle& puzzle);

// The ISS share link of a puzzle's text.
std::string iss_link(std::string_view text);

}  // namespace satdoku
