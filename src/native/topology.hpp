// The shape of a grid of any supported geometry as index tables: the cells of
// every unit and the peers of every cell. Built once per geometry and shared
// by every search on it.
#pragma once

#include <vector>

#include "satdoku/grid.hpp"

namespace satdoku::native {

class Topology {
 public:
  explicit Topology(Geometry geometry);

  const Geometry& geometry() const { return geometry_; }
  int side() const { return side_; }
  int cells() const { return side_ * side_; }
  int units() const { return 3 * side_; }
  int peer_count() const { return peer_count_; }

  // Units 0..N-1 are rows, N..2N-1 columns, 2N..3N-1 boxes; N cells each.
  const int* unit(int u) const { return &unit_cells_[static_cast<std::size_t>(u) * side_]; }
  // The row, column and box of `cell` as unit numbers.
  const int* units_of(int cell) const { return &cell_units_[static_cast<std::size_t>(cell) * 3]; }
  // Where a row meets a box is a row segment (row r, stack s: number
  // r * stacks + s); where a column meets a box, a column segment (column c,
  // band t: c * bands + t). These are the segments of `cell`.
  int stacks() const { return side_ / geometry_.box_cols; }
  int bands() const { return side_ / geometry_.box_rows; }
  int row_segment_of(int cell) const { return segments_[2 * static_cast<std::size_t>(cell)]; }
  int col_segment_of(int cell) const { return segments_[2 * static_cast<std::size_t>(cell) + 1]; }
  // The cells sharing a row, column or box with `cell`, each once.
  const int* peers(int cell) const { return &peers_[static_cast<std::size_t>(cell) * peer_count_]; }

 private:
  Geometry geometry_;
  int side_;
  int peer_count_;
  std::vector<int> unit_cells_;
  std::vector<int> cell_units_;
  std::vector<int> segments_;
  std::vector<int> peers_;
};

}  // namespace satdoku::native
