// Grids printed back as text, in the forms the reader accepts.
#include <algorithm>
#include <cstdint>
#include <string>
#include <string_view>

#include "satdoku/iss.hpp"
#include "satdoku/notation.hpp"

namespace satdoku {

namespace {

// The symbol of each value that has one (0 here stands for any blank).
constexpr std::string_view kSymbols = ".123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

// The largest value of the grid: it tells whether every value has a symbol,
// and whether all of them are digits.
std::uint8_t largest_value(const Grid& grid) {
  std::uint8_t largest = 0;
  for (const std::uint8_t v : grid.values()) largest = std::max(largest, v);
  return largest;
}

// The symbols of `count` values, written into place; `blank` for 0. This runs
// for every puzzle read and every answer printed: digits alone (every 9x9
// grid) take arithmetic that the compiler turns into vector operations.
void write_symbols(const std::uint8_t* values, std::size_t count, std::uint8_t largest, char blank,
                   char* to) {
  if (largest <= 9) {
    for (std::size_t i = 0; i < count; ++i)
      to[i] = values[i] == 0 ? blank : static_cast<char>('0' + values[i]);
    return;
  }
  for (std::size_t i = 0; i < count; ++i) to[i] = values[i] == 0 ? blank : kSymbols[values[i]];
}

// One symbol per cell appended to `out`, and a newline after each row when
// `rows` (else none). Every value has a symbol (largest < 36).
void append_symbols(const Grid& grid, std::uint8_t largest, char blank, bool rows,
                    std::string& out) {
  const auto n = static_cast<std::size_t>(grid.side());
  const std::size_t start = out.size();
  out.resize(start + n * n + (rows ? n : 0), '\n');
  const std::uint8_t* values = grid.values().data();
  char* to = out.data() + start;
  if (!rows) return write_symbols(values, n * n, largest, blank, to);
  for (std::size_t r = 0; r < n; ++r)
    write_symbols(values + r * n, n, largest, blank, to + r * (n + 1));
}

// The judges' problem B form: single spaces, no trailing space, 0 for blanks.
std::string spaced(const Grid& grid) {
  const int n = grid.side();
  std::string out;
  for (int r = 0; r < n; ++r) {
    for (int c = 0; c < n; ++c) {
      if (c > 0) out += ' ';
      out += std::to_string(grid.at(r, c));
    }
    out += '\n';
  }
  return out;
}

// Boxes separated by " | " and by rules of '-' with '+' where they cross:
//   1 . 3 | . . . | 5 . 9
//   ------+-------+------
// Above 9x9 the cells are numbers right-aligned two wide, so columns line up.
std::string pretty(const Grid& grid) {
  const Geometry& g = grid.geometry();
  const int n = grid.side();
  const int width = n > 9 ? 2 : 1;
  const int box_width = g.box_cols * width + (g.box_cols - 1);
  std::string rule;
  for (int b = 0; b < n / g.box_cols; ++b) {
    if (b > 0) rule += "-+-";
    rule.append(static_cast<std::size_t>(box_width), '-');
  }
  rule += '\n';

  std::string out;
  for (int r = 0; r < n; ++r) {
    if (r > 0 && r % g.box_rows == 0) out += rule;
    for (int c = 0; c < n; ++c) {
      if (c > 0) out += c % g.box_cols == 0 ? " | " : " ";
      const int v = grid.at(r, c);
      const std::string cell = v == 0 ? "." : std::to_string(v);
      out.append(static_cast<std::size_t>(width) - cell.size(), ' ');
      out += cell;
    }
    out += '\n';
  }
  return out;
}

// The grid on one line appended to `out`: symbols, or for a grid holding 36
// (which has no symbol) its numbers separated by spaces.
void append_one_line(const Grid& grid, std::uint8_t largest, std::string& out) {
  if (largest < kSymbols.size()) return append_symbols(grid, largest, '.', false, out);
  std::string text = spaced(grid);
  text.pop_back();
  for (char& c : text)
    if (c == '\n') c = ' ';
  out += text;
}

}  // namespace

void print(const Grid& grid, Notation notation, std::string& out) {
  const std::uint8_t largest = largest_value(grid);
  switch (notation) {
    case Notation::compact:
      if (largest < kSymbols.size()) return append_symbols(grid, largest, '0', true, out);
      out += spaced(grid);
      return;
    case Notation::spaced:
      out += spaced(grid);
      return;
    case Notation::pretty:
      out += pretty(grid);
      return;
    case Notation::line:
    case Notation::json:
    case Notation::fpuzzles:
      break;
    case Notation::iss:
      out += write_iss(grid).text;
      out += '\n';
      return;
  }
  append_one_line(grid, largest, out);
  out += '\n';
}

std::string print(const Grid& grid, Notation notation) {
  std::string out;
  print(grid, notation, out);
  return out;
}

std::string one_line(const Grid& grid) {
  std::string text;
  append_one_line(grid, largest_value(grid), text);
  return text;
}

}  // namespace satdoku
