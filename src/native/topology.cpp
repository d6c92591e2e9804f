#include "topology.hpp"

namespace satdoku::native {

Topology::Topology(Geometry geometry)
    : geometry_(geometry),
      side_(geometry.side()),
      // Row and column give 2(N-1); the box adds the cells outside both.
      peer_count_(2 * (geometry.side() - 1) + (geometry.box_rows - 1) * (geometry.box_cols - 1)) {
  const int n = side_;
  unit_cells_.reserve(static_cast<std::size_t>(3 * n * n));
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c) unit_cells_.push_back(r * n + c);
  for (int c = 0; c < n; ++c)
    for (int r = 0; r < n; ++r) unit_cells_.push_back(r * n + c);
  for (int b = 0; b < n; ++b)
    for (int dr = 0; dr < geometry.box_rows; ++dr)
      for (int dc = 0; dc < geometry.box_cols; ++dc)
        unit_cells_.push_back((geometry.box_first_row(b) + dr) * n + geometry.box_first_col(b) +
                              dc);

  cell_units_.reserve(static_cast<std::size_t>(3 * n * n));
  for (int cell = 0; cell < n * n; ++cell) {
    cell_units_.push_back(cell / n);
    cell_units_.push_back(n + cell % n);
    cell_units_.push_back(2 * n + geometry.box_of(cell / n, cell % n));
  }
  for (int cell = 0; cell < n * n; ++cell) {
    const int r = cell / n, c = cell % n;
    segments_.push_back(r * stacks() + c / geometry.box_cols);
    segments_.push_back(c * bands() + r / geometry.box_rows);
  }
  peers_.reserve(static_cast<std::size_t>(n * n * peer_count_));
  for (int cell = 0; cell < n * n; ++cell) {
    const int r = cell / n, c = cell % n, b = geometry.box_of(r, c);
    for (int k = 0; k < n; ++k)
      if (k != c) peers_.push_back(r * n + k);
    for (int k = 0; k < n; ++k)
      if (k != r) peers_.push_back(k * n + c);
    for (int k = 0; k < n; ++k) {
      const int other = unit(2 * n + b)[k];
      if (other / n != r && other % n != c) peers_.push_back(other);
    }
  }
}

}  // namespace satdoku::native
