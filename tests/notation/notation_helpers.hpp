// Helpers shared by the notation tests. Expected grids are decoded here with
// code of their own (an alphabet string), never with the parser under test.
#pragma once

#include <algorithm>
#include <numeric>
#include <random>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "reference.hpp"
#include "satdoku/check.hpp"
#include "satdoku/grid.hpp"
#include "satdoku/notation.hpp"
#include "text.hpp"

namespace satdoku::testing {

inline constexpr std::string_view kAlphabet = "123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

// A grid from its cells written one symbol each ('.' or '0' blank).
inline Grid decode(Geometry geometry, std::string_view symbols) {
  Grid grid(geometry);
  for (int i = 0; i < grid.cells() && i < static_cast<int>(symbols.size()); ++i) {
    const char c = symbols[static_cast<std::size_t>(i)];
    if (c == '.' || c == '0') continue;
    grid.set(i, static_cast<int>(kAlphabet.find(c)) + 1);
  }
  return grid;
}

inline Grid decode_rows(Geometry geometry, const std::vector<std::string>& rows) {
  std::string all;
  for (const auto& row : rows) all += row;
  return decode(geometry, all);
}

// Every entry of a text and the notation the reader detected (or was told).
struct Detected {
  Notation notation{};
  std::vector<Entry> entries;
};

inline Detected read_detected(const std::string& text, ReaderOptions options = {}) {
  std::istringstream in(text);
  PuzzleReader reader(in, "<test>", options);
  Detected read;
  while (auto entry = reader.next()) read.entries.push_back(std::move(*entry));
  read.notation = reader.notation();
  return read;
}

// Every entry of a text, read with the given options (read_detected's
// entries, the notation through `detected`).
inline std::vector<Entry> read_all(const std::string& text, ReaderOptions options = {},
                                   Notation* detected = nullptr) {
  Detected read = read_detected(text, options);
  if (detected != nullptr) *detected = read.notation;
  return std::move(read.entries);
}

// Every supported geometry: boxes h x w with h, w >= 2 and sides 4..36.
inline std::vector<Geometry> all_geometries() {
  std::vector<Geometry> all;
  for (int h = 2; h <= kMaxSide / 2; ++h)
    for (int w = 2; h * w <= kMaxSide; ++w) all.push_back(Geometry{h, w});
  return all;
}

// A random complete grid. Reference::random_full is plain backtracking and
// stalls from side 18 up, so larger grids start from the pattern
// (w * (r % h) + r / h + c) mod N and are shuffled by moves that keep a grid
// valid: relabel values, permute rows inside a band and bands, columns inside
// a stack and stacks. Callers check the result with check_solution.
inline Grid random_full_grid(Geometry g, std::mt19937_64& rng) {
  const int n = g.side();
  if (n <= 16) return Reference::random_full(g, rng);
  auto permutation = [&rng](int size) {
    std::vector<int> p(static_cast<std::size_t>(size));
    std::iota(p.begin(), p.end(), 0);
    std::shuffle(p.begin(), p.end(), rng);
    return p;
  };
  // Row order: bands shuffled, rows shuffled within each band.
  auto order = [&](int group, int count) {
    std::vector<int> result;
    for (int b : permutation(count))
      for (int i : permutation(group)) result.push_back(b * group + i);
    return result;
  };
  const std::vector<int> rows = order(g.box_rows, n / g.box_rows);
  const std::vector<int> cols = order(g.box_cols, n / g.box_cols);
  const std::vector<int> label = permutation(n);
  Grid grid(g);
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c) {
      const int rr = rows[static_cast<std::size_t>(r)], cc = cols[static_cast<std::size_t>(c)];
      const int base = (g.box_cols * (rr % g.box_rows) + rr / g.box_rows + cc) % n;
      grid.set(r, c, label[static_cast<std::size_t>(base)] + 1);
    }
  return grid;
}

}  // namespace satdoku::testing
