// Grids printed back as text, in the forms the reader accepts.
#include <string>
#include <string_view>

#include "satdoku/notation.hpp"

namespace satdoku {

namespace {

// The symbol of each value that has one (0 here stands for any blank).
constexpr std::string_view kSymbols = ".123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

bool has_symbols(const Grid& grid) {
  for (std::uint8_t v : grid.values())
    if (v >= kSymbols.size()) return false;
  return true;
}

// One symbol per cell; `blank` for 0. Written into place: this runs for
// every puzzle read and every answer printed.
std::string symbols(const Grid& grid, char blank, bool newline_per_row) {
  const int n = grid.side();
  std::string out(static_cast<std::size_t>(grid.cells() + (newline_per_row ? n : 1)), '\n');
  const std::vector<std::uint8_t>& values = grid.values();
  std::size_t at = 0;
  for (std::size_t i = 0; i < values.size(); ++i) {
    const std::uint8_t v = values[i];
    out[at++] = v == 0 ? blank : kSymbols[v];
    if (newline_per_row && (i + 1) % static_cast<std::size_t>(n) == 0) ++at;  // already '\n'
  }
  return out;
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

}  // namespace

std::string print(const Grid& grid, Notation notation) {
  switch (notation) {
    case Notation::compact:
      return has_symbols(grid) ? symbols(grid, '0', true) : spaced(grid);
    case Notation::spaced:
      return spaced(grid);
    case Notation::pretty:
      return pretty(grid);
    case Notation::line:
    case Notation::json:
    case Notation::fpuzzles:
      break;
  }
  return one_line(grid) + '\n';
}

std::string one_line(const Grid& grid) {
  if (has_symbols(grid)) {
    std::string text = symbols(grid, '.', false);
    text.pop_back();
    return text;
  }
  // A grid holding 36, which has no symbol: its numbers on one line.
  std::string text = spaced(grid);
  text.pop_back();
  for (char& c : text)
    if (c == '\n') c = ' ';
  return text;
}

}  // namespace satdoku
