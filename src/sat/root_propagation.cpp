#include "root_propagation.hpp"

#include <bit>
#include <memory>

namespace satdoku {

// Units are numbered rows 0..N-1, columns N..2N-1, boxes 2N..3N-1.
struct RootPropagation::Layout {
  Geometry geometry;
  std::vector<int> regions;  // jigsaw; empty: the usual boxes
  int n = 0;
  int peer_count = 0;         // peers per cell: 2(N-1) + the rest of its box
  std::vector<int> units_of;  // cell*3 + k -> row, column, box unit
  std::vector<int> cells_of;  // unit*N + i -> its i-th cell
  std::vector<int> peers;     // cell*peer_count + k -> k-th peer

  Layout(const Geometry& g, const std::vector<int>* jigsaw) : geometry(g), n(g.side()) {
    if (jigsaw) regions = *jigsaw;
    const int cells = g.cells();
    units_of.resize(static_cast<std::size_t>(3 * cells));
    cells_of.reserve(static_cast<std::size_t>(3 * n * n));
    for (int r = 0; r < n; ++r)
      for (int c = 0; c < n; ++c) cells_of.push_back(r * n + c);
    for (int c = 0; c < n; ++c)
      for (int r = 0; r < n; ++r) cells_of.push_back(r * n + c);
    if (regions.empty()) {
      for (int b = 0; b < n; ++b)
        for (int i = 0; i < n; ++i)
          cells_of.push_back((g.box_first_row(b) + i / g.box_cols) * n + g.box_first_col(b) +
                             i % g.box_cols);
    } else {
      for (int b = 0; b < n; ++b)
        for (int cell = 0; cell < cells; ++cell)
          if (regions[cell] == b) cells_of.push_back(cell);
    }
    for (int u = 0; u < 3 * n; ++u)
      for (int i = 0; i < n; ++i) units_of[3 * cells_of[u * n + i] + u / n] = u;
    // A jigsaw region shares a varying number of cells with a cell's row and
    // column; every cell then gets 3(N-1) peer slots, padded with repeats of
    // a peer (visiting a peer twice changes nothing).
    peer_count = regions.empty() ? 2 * (n - 1) + (g.box_rows - 1) * (g.box_cols - 1) : 3 * (n - 1);
    peers.reserve(static_cast<std::size_t>(cells * peer_count));
    for (int cell = 0; cell < cells; ++cell) {
      const std::size_t first = peers.size();
      const int r = cell / n, c = cell % n;
      for (int k = 0; k < n; ++k) {
        if (k != c) peers.push_back(r * n + k);
        if (k != r) peers.push_back(k * n + c);
      }
      const int box = units_of[3 * cell + 2];
      for (int i = 0; i < n; ++i) {
        const int p = cells_of[box * n + i];
        if (p / n != r && p % n != c) peers.push_back(p);
      }
      while (peers.size() - first < static_cast<std::size_t>(peer_count))
        peers.push_back(peers[first]);
    }
  }
};

// Built once per geometry (and jigsaw) and thread: an engine solves many
// grids of one size.
const RootPropagation::Layout& RootPropagation::layout_of(const Geometry& geometry,
                                                          const std::vector<int>* regions) {
  thread_local std::unique_ptr<Layout> cached;
  const bool same = cached && cached->geometry == geometry &&
                    (regions ? cached->regions == *regions : cached->regions.empty());
  if (!same) cached = std::make_unique<Layout>(geometry, regions);
  return *cached;
}

RootPropagation::RootPropagation(const Grid& start, const std::vector<int>* regions)
    : layout_(layout_of(start.geometry(), regions)),
      n_(start.side()),
      mask_(static_cast<std::size_t>(start.cells()), (std::uint64_t{1} << n_) - 1),
      value_(static_cast<std::size_t>(start.cells()), 0),
      offers_(static_cast<std::size_t>(3 * n_ * (n_ + 1)), n_),
      placed_(static_cast<std::size_t>(3 * n_ * (n_ + 1)), 0) {
  for (int cell = 0; cell < start.cells(); ++cell)
    if (const int d = start.at(cell)) queue_.emplace_back(cell, d);
  drain();
}

void RootPropagation::place(int cell, int digit) {
  queue_.emplace_back(cell, digit);
  drain();
}

void RootPropagation::drain() {
  while (!queue_.empty()) {
    const auto [cell, digit] = queue_.back();
    queue_.pop_back();
    assign(cell, digit);
  }
}

void RootPropagation::assign(int cell, int digit) {
  if (value_[cell] == digit) return;
  if (value_[cell] != 0 || !open(cell, digit)) {
    ok_ = false;  // forced two ways: no completion
    return;
  }
  value_[cell] = static_cast<std::uint8_t>(digit);
  const int* units = &layout_.units_of[static_cast<std::size_t>(3 * cell)];
  // The cell stops offering every digit it had, the placed one included.
  std::uint64_t had = mask_[cell];
  mask_[cell] = std::uint64_t{1} << (digit - 1);
  for (int k = 0; k < 3; ++k) placed_[slot(units[k], digit)] = 1;
  while (had != 0) {
    const int d = std::countr_zero(had) + 1;
    had &= had - 1;
    for (int k = 0; k < 3; ++k) leave(units[k], d);
  }
  const int* peers = &layout_.peers[static_cast<std::size_t>(cell) * layout_.peer_count];
  for (int k = 0; k < layout_.peer_count; ++k) {
    const int peer = peers[k];
    if (value_[peer] == digit) ok_ = false;
    if (value_[peer] == 0 && open(peer, digit)) remove(peer, digit);
  }
}

void RootPropagation::remove(int cell, int digit) {
  std::uint64_t& m = mask_[cell];
  m &= ~(std::uint64_t{1} << (digit - 1));
  const int* units = &layout_.units_of[static_cast<std::size_t>(3 * cell)];
  for (int k = 0; k < 3; ++k) leave(units[k], digit);
  if (m == 0) {
    ok_ = false;
  } else if ((m & (m - 1)) == 0) {
    queue_.emplace_back(cell, std::countr_zero(m) + 1);  // naked single
  }
}

void RootPropagation::leave(int unit, int digit) {
  const int left = --offers_[slot(unit, digit)];
  if (placed_[slot(unit, digit)]) return;
  if (left == 0) {
    ok_ = false;
  } else if (left == 1) {
    const int* cells = &layout_.cells_of[static_cast<std::size_t>(unit) * n_];
    for (int i = 0; i < n_; ++i)  // hidden single
      if (value_[cells[i]] == 0 && open(cells[i], digit)) queue_.emplace_back(cells[i], digit);
  }
}

}  // namespace satdoku
