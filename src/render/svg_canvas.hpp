// The drawing surface of a puzzle picture: where each cell sits, and SVG
// elements written as text. Coordinates are in cell units (a cell is 1 wide,
// the grid's top-left corner is 0,0; an outside clue's cell is at -1 or N);
// the canvas scales them to user units, so every picture, 4x4 or 36x36, is
// drawn by the same code at the same proportions.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "satdoku/rules.hpp"

namespace satdoku::render {

struct Point {
  double x = 0;  // columns, from the grid's left edge
  double y = 0;  // rows, from the grid's top edge
};

inline Point operator+(Point a, Point b) {
  return {a.x + b.x, a.y + b.y};
}
inline Point operator-(Point a, Point b) {
  return {a.x - b.x, a.y - b.y};
}
inline Point operator*(Point a, double k) {
  return {a.x * k, a.y * k};
}

// Colours of the usual conventions (f-puzzles, SudokuPad).
namespace colour {
inline constexpr std::string_view kShade = "#d9d9d9";       // extra regions
inline constexpr std::string_view kParity = "#d2d2d2";      // odd circles, even squares
inline constexpr std::string_view kThermo = "#c4c4c4";      // thermometers
inline constexpr std::string_view kPalindrome = "#a8a8a8";  // palindromes
inline constexpr std::string_view kWhispers = "#5fd85f";    // German whispers: green
inline constexpr std::string_view kRenban = "#e060e0";      // renban: purple
inline constexpr std::string_view kArrow = "#8c8c8c";       // arrows, circles, pills
inline constexpr std::string_view kDiagonal = "#6f8fc8";    // diagonals
inline constexpr std::string_view kSolved = "#2456a4";      // solved digits
inline constexpr std::string_view kPencil = "#505050";      // pencil marks
inline constexpr std::string_view kHighlight = "#fff2a8";   // a step's cells (explain)
inline constexpr std::string_view kRemoved = "#d62828";     // candidates a step removes
inline constexpr std::string_view kPlaced = "#1f9d3a";      // digits a step places
// The add-ons' line and cell colours (svg_line_rules.cpp).
inline constexpr std::string_view kSlowThermoOuter = "#6495ed";
inline constexpr std::string_view kSlowThermoInner = "#b0e0e6";
inline constexpr std::string_view kBetween = "#a0a0a0";
inline constexpr std::string_view kLockout = "#006cba";
inline constexpr std::string_view kDoubleArrow = "#c54b8b";
inline constexpr std::string_view kEntropic = "#ffccaa";
inline constexpr std::string_view kModular = "#33bbbb";
inline constexpr std::string_view kRegionSum = "#2ecbff";
inline constexpr std::string_view kNabner = "#c9c883";
inline constexpr std::string_view kZipper = "#cdb1ec";
inline constexpr std::string_view kClone = "#e6e6c4";
inline constexpr std::string_view kRowIndexer = "#7cc77c";
inline constexpr std::string_view kColumnIndexer = "#c77c7c";
inline constexpr std::string_view kBoxIndexer = "#7c7cc7";
}  // namespace colour

class Canvas {
 public:
  // `scale`: user units per cell; `origin`: where the grid's top-left corner
  // lands, in user units.
  Canvas(const Puzzle& puzzle, double scale, Point origin);

  const Puzzle& puzzle() const { return puzzle_; }
  int side() const { return side_; }
  double scale() const { return scale_; }

  // The centre of a cell (row-major index), and of a position of a clue
  // outside the grid (rows and columns 0 and N+1 as in Outside).
  static Point centre(int cell, int side) {
    return {cell % side + 0.5, static_cast<double>(cell / side) + 0.5};
  }
  Point centre(int cell) const { return centre(cell, side_); }
  static Point centre(Outside clue) { return {clue.col - 0.5, clue.row - 0.5}; }

  // A number in user units, as an attribute value ("12.5").
  std::string x(double cells) const;  // a length or an x coordinate
  std::string y(double cells) const;
  std::string len(double cells) const;

  // Elements, written as they are called. `attributes` is raw SVG text
  // (` fill="none" ...`), lengths in it already in user units (use len()).
  void open_group(std::string_view css_class, std::string_view attributes = "");
  void close_group();
  void line(Point a, Point b, std::string_view attributes);
  void polyline(const std::vector<Point>& points, std::string_view attributes);
  void path(std::string_view d, std::string_view attributes);
  void circle(Point centre, double radius, std::string_view attributes);
  void rect(Point top_left, double width, double height, std::string_view attributes);
  // Text centred on `at` (horizontally and, roughly, vertically), `size` in
  // cells.
  void text(Point at, std::string_view content, double size, std::string_view attributes);
  // A path's "M x y L x y ..." from points in cells.
  std::string path_data(const std::vector<Point>& points) const;

  void raw(std::string_view svg) { out_ += svg; }
  std::string& out() { return out_; }

 private:
  const Puzzle& puzzle_;
  int side_;
  double scale_;
  Point origin_;
  std::string out_;
};

// `text` with &, <, >, " and ' escaped for XML.
std::string xml_escape(std::string_view text);

// A digit as the program writes it: 1-9, then A = 10 ... Z = 35; 36 as "36".
std::string digit_text(int digit);

// The path data ("M x y L x y ...") of the outline of a set of cells, `inset`
// inside their outer edges (svg_cages.cpp).
std::string outline(const Canvas& canvas, const std::vector<int>& cells, double inset);

// The parts of the picture, each drawing one family of marks (svg_*.cpp).
void draw_shading(Canvas& canvas);     // extra regions, odd/even, min/max
void draw_lines(Canvas& canvas);       // diagonals, thermometers, whispers, renban, palindromes
void draw_line_rules(Canvas& canvas);  // slow thermometers, between, lockout ... lines
void draw_clones_and_indexers(Canvas& canvas);
void draw_arrows(Canvas& canvas);         // arrow circles, pills and shafts
void draw_grid(Canvas& canvas);           // thin cell lines, thick box or jigsaw borders
void draw_cages(Canvas& canvas);          // killer cages and their sums
void draw_edge_marks(Canvas& canvas);     // kropki dots, X and V, quadruples
void draw_outside_clues(Canvas& canvas);  // little killers, sandwiches, X-sums, skyscrapers

}  // namespace satdoku::render
