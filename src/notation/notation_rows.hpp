// Rows of text turned into cell values, and the checks every notation shares:
// which byte is no symbol, whether a row has the right number of cells, whether
// each value fits the side, and whether a side is one satdoku can solve.
// Internal to the notation component.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "satdoku/grid.hpp"

namespace satdoku::notation_internal {

// A fault at a column of the line (0: the line as a whole).
struct Problem {
  int column = 0;
  std::string message;
};

struct Cell {
  int value = 0;        // -1 when the text is no symbol
  int column = 0;       // 1-based column of its first byte
  int length = 1;       // bytes of text (several for a number)
  bool number = false;  // written as a decimal number rather than a symbol
};

// One row split into cells. `fault` is the first byte that is no symbol;
// `unit` names the cells in messages ("symbols", "numbers", "cells").
struct RowScan {
  std::string_view text;
  std::vector<Cell> cells;
  std::optional<Problem> fault;
  const char* unit = "symbols";
};

// compact and line notation: every byte after the leading blanks is a cell.
void scan_symbols(std::string_view text, RowScan& row);
// spaced notation: fields separated by blanks, each a decimal number or '.'.
void scan_numbers(std::string_view text, RowScan& row);
// A pretty row: cells between '|' separators, either one symbol per byte
// ("123|456|789") or blank-separated numbers, '.' and letters ("1 2 3 | 4 5 6").
void scan_pretty(std::string_view text, RowScan& row);

// The common line of line notation in one pass: `text` holds cells() symbols
// and nothing else, each a value 0..side. Writes each value to `values` and
// the line as one_line() writes it (blanks '.', letters upper case) to
// `normal`, both cells() long. False (having written some of both) for any
// other line, which the general scan then explains.
bool plain_cells(std::string_view text, int side, std::uint8_t* values, char* normal);

// The leftmost fault of a row that should hold `count` cells of values up to
// `max_value`: a byte that is no symbol, a cell too many or one missing, or
// (when the count is right) a value too large. `hint` is appended to length messages (it names the
// box that fixed the side). A grid row has count == max_value == side; a line-form puzzle has count
// == side * side.
std::optional<Problem> check_row(const RowScan& row, int count, int max_value,
                                 const std::string& hint = {});

// "expected 9 symbols, found 8".
std::string count_message(int expected, int found, const char* unit);
// The geometry of a side read from the text when no box was given, or why
// there is none: not 4..36, no box shape, or not a square (name a box).
struct SideCheck {
  std::optional<Geometry> geometry;
  std::string message;
};
SideCheck geometry_of_side(int side);
// The side n with n*n == cells and 4 <= n <= 36, whether or not it has a box
// shape; 0 when there is none.
int side_for_cells(std::size_t cells);
// " (box 2x3 has side 6)", appended to length messages when a box was given.
std::string box_hint(const Geometry& box);

// Whether the text (right-trimmed) holds nothing but blanks / is a '#' comment.
bool is_blank(std::string_view text);
bool is_comment(std::string_view text);
// A pretty rule line: only '-', '=', '+', '|' and blanks, with a '-' or '='.
bool is_rule(std::string_view text);
std::size_t leading_blanks(std::string_view text);

// A byte as a message shows it: printable ASCII quoted ("'7'"), any other
// byte by its value ("byte 0x01"), so that raw input never reaches the
// terminal.
std::string byte_name(char ch);

}  // namespace satdoku::notation_internal
