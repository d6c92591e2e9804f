// Pencil marks as text: the candidates of every cell, written and read back.
//
// Candidates are bit masks, one per cell in row-major order: bit d-1 set
// when digit d may go there. Printing knows nothing of how they were found
// (setter/true_candidates computes them).
//
// The pencil-mark line of an NxN grid (N up to 9) is N*N*N characters, N
// per cell: at position d-1 the digit d when it is a candidate, '.' when not
// ("1.3......" is a 9x9 cell holding 1 or 3); 729 for a 9x9, 64 for a 4x4.
// PuzzleReader reads such a line back as a puzzle: a cell with one candidate
// is a given, a cell with all N is blank, and any other cell gets a
// pencil_marks rule (the f-puzzles givenPencilMarks), so every engine and
// command takes it.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "satdoku/grid.hpp"
#include "satdoku/notation.hpp"

namespace satdoku {

// Bit d-1 of a candidate mask.
constexpr std::uint64_t digit_bit(int digit) {
  return std::uint64_t{1} << (digit - 1);
}

// The 9x9's pencil-mark line length.
inline constexpr std::size_t kPencilLineLength = 729;

// The grid whose pencil-mark line `text` is (trailing blanks aside): with a
// box, the box's grid when its side is at most 9 and the text N*N*N long;
// without one, the 9x9 for 729 characters, and the 4x4 for 64 when they
// are a 4x4's pencil marks (each '.' or the digit of its place, a candidate
// in every cell): 64 symbols are otherwise an 8x8 line, which needs a box.
// nullopt when the text is no pencil-mark line.
std::optional<Geometry> pencil_line_geometry(std::string_view text,
                                             const std::optional<Geometry>& box);

// The pencil-mark line and '\n'; needs a side of 9 or less (one symbol per
// digit, '1'..'9').
std::string pencil_line(const Geometry& geometry, std::span<const std::uint64_t> masks);

// A drawn grid: each cell a block of box_rows lines of box_cols symbols,
// digit d at row (d-1)/box_cols, column (d-1)%box_cols, '.' where a digit is
// not a candidate; a given shows its digit alone, in the block's middle. Boxes are
// separated by " | " and rule lines, cell rows inside a box by a blank line.
std::string pencil_pretty(const Grid& givens, std::span<const std::uint64_t> masks);

// Reads one pencil-mark line of `geometry` (N*N*N characters, trailing
// blanks allowed) into an Entry whose grid holds the single-candidate cells
// and whose rules hold a pencil_marks rule per cell with 2..N-1 candidates
// (labelled "pencil[R1C1]"). Errors: a character that is neither '.' nor the
// digit of its place ("expected '4' or '.' for R1C1"), a cell with no
// candidate.
Entry read_pencil_line(std::string_view text, const Geometry& geometry, const std::string& source,
                       int line);

}  // namespace satdoku
