// The Sudoku grid: geometry (side N = box height x box width) and cell values.
//
// A grid knows nothing of text or engines. Values are 1..N, 0 is a blank.
// Cells are stored row-major, which is also the order of the lexicographic
// comparison that defines the "smallest completion".
#pragma once

// The headers are C++20; the pkg-config file leaves the standard to the
// compiler's -std (so that a C++23 build stays one), and this says when it
// is older.
#if __cplusplus < 202002L
#error "satdoku's headers need C++20 or later: compile with -std=c++20 (or newer)"
#endif

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace satdoku {

// Sides from 4 to 36 are supported; each box side is at least 2.
inline constexpr int kMinSide = 4;
inline constexpr int kMaxSide = 36;

struct Geometry {
  int box_rows = 3;  // height of a box
  int box_cols = 3;  // width of a box

  constexpr int side() const { return box_rows * box_cols; }
  constexpr int cells() const { return side() * side(); }
  // Boxes are numbered row-major: side/box_rows bands from the top, each of
  // side/box_cols stacks from the left.
  constexpr int box_of(int row, int col) const {
    return (row / box_rows) * (side() / box_cols) + col / box_cols;
  }
  // Top-left cell of box b.
  constexpr int box_first_row(int box) const { return (box / (side() / box_cols)) * box_rows; }
  constexpr int box_first_col(int box) const { return (box % (side() / box_cols)) * box_cols; }

  friend constexpr bool operator==(const Geometry&, const Geometry&) = default;

  // "3x3", "2x3": height first.
  std::string name() const;

  // Square geometry for a side that is a perfect square (4, 9, 16, 25, 36).
  static std::optional<Geometry> square(int side);
  // Box from "HxW" text; nullopt when malformed or outside the supported range.
  static std::optional<Geometry> parse(const std::string& text);
  // Whether box_rows and box_cols describe a grid the notations read (boxes
  // at least 2 wide and high).
  bool valid() const;
  // Whether the engines and the checker take the grid: valid(), or 1xN,
  // whose boxes are its rows. f-puzzles JSON of a prime side (5, 7, 11, 13)
  // reads that way, as SudokuSolver does: a Latin square, or a jigsaw when
  // its cells name their regions.
  bool solvable() const;
};

// A grid of values. Rows and columns count from 0; a cell's index is
// row * side + column. Nothing is range-checked: values are 0..N and
// positions inside the grid by contract (the notation reader and the
// engines only ever write such values).
class Grid {
 public:
  Grid() : Grid(Geometry{}) {}  // an empty 9x9, never a grid without cells
  // An empty grid (every cell 0) of that geometry.
  explicit Grid(Geometry geometry);
  // A grid holding `values`, row-major: cells() of them, each 0..N (as for
  // set(), by contract).
  Grid(Geometry geometry, std::vector<std::uint8_t> values)
      : geometry_(geometry), cells_(std::move(values)) {}

  const Geometry& geometry() const { return geometry_; }
  int side() const { return geometry_.side(); }    // N
  int cells() const { return geometry_.cells(); }  // N * N

  // The value at a position or cell index; 0 is a blank.
  int at(int row, int col) const { return cells_[index(row, col)]; }
  int at(int cell) const { return cells_[cell]; }
  // Writes a value (0 blanks the cell).
  void set(int row, int col, int value) {
    cells_[index(row, col)] = static_cast<std::uint8_t>(value);
  }
  void set(int cell, int value) { cells_[cell] = static_cast<std::uint8_t>(value); }
  // The cell index of a position: row * side + col.
  int index(int row, int col) const { return row * side() + col; }

  int blanks() const;                                // cells holding 0
  int givens() const { return cells() - blanks(); }  // cells holding a value
  bool complete() const { return blanks() == 0; }    // no blank left (not: valid)

  // Every value, row-major.
  const std::vector<std::uint8_t>& values() const { return cells_; }

  friend bool operator==(const Grid&, const Grid&) = default;
  // Row-major lexicographic order: the order of the "smallest completion".
  friend bool operator<(const Grid& a, const Grid& b) { return a.cells_ < b.cells_; }

 private:
  Geometry geometry_{};
  std::vector<std::uint8_t> cells_;
};

// The name people give a cell in explanations, 1-based: row 0, column 8 is
// "r1c9" (callers append "=5" to name a value there).
std::string cell_name(int row, int col);

}  // namespace satdoku
