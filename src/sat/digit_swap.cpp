#include "digit_swap.hpp"

#include <array>
#include <cstdint>
#include <vector>

namespace satdoku {

// For digits a and b every row holds one cell of each: call that pair of
// cells the row's node. A column (box) whose a lies in row r and whose b in
// row s ties nodes r and s together; the groups of tied rows are the sets
// that may swap. Union-find over the rows, no allocation per pair, so that
// trying all 36 pairs of a 9x9 stays cheap.
std::optional<Grid> swapped_completion(const Grid& givens, const Grid& completion) {
  const Geometry& g = givens.geometry();
  const int n = g.side();
  constexpr int kMax = 36;
  if (n > kMax) return std::nullopt;
  // For each digit: its row in every column and box, and its column in every
  // row; given[d][r]: the cell of d in row r is a given.
  std::vector<std::array<std::int8_t, kMax>> row_in_col(n + 1), row_in_box(n + 1),
      col_in_row(n + 1);
  std::vector<std::array<bool, kMax>> given(n + 1);
  for (int cell = 0; cell < g.cells(); ++cell) {
    const int d = completion.at(cell), r = cell / n, c = cell % n;
    const auto dd = static_cast<std::size_t>(d), rr = static_cast<std::size_t>(r);
    row_in_col[dd][static_cast<std::size_t>(c)] = static_cast<std::int8_t>(r);
    row_in_box[dd][static_cast<std::size_t>(g.box_of(r, c))] = static_cast<std::int8_t>(r);
    col_in_row[dd][rr] = static_cast<std::int8_t>(c);
    given[dd][rr] = givens.at(cell) != 0;
  }
  std::array<int, kMax> parent{};
  auto find = [&parent](int x) {
    while (parent[static_cast<std::size_t>(x)] != x) x = parent[static_cast<std::size_t>(x)];
    return x;
  };
  auto join = [&](int x, int y) { parent[static_cast<std::size_t>(find(x))] = find(y); };
  for (int a = 1; a <= n; ++a)
    for (int b = a + 1; b <= n; ++b) {
      const auto& ga = given[static_cast<std::size_t>(a)];
      const auto& gb = given[static_cast<std::size_t>(b)];
      for (int r = 0; r < n; ++r) parent[static_cast<std::size_t>(r)] = r;
      for (int k = 0; k < n; ++k) {
        const auto kk = static_cast<std::size_t>(k);
        join(row_in_col[static_cast<std::size_t>(a)][kk],
             row_in_col[static_cast<std::size_t>(b)][kk]);
        join(row_in_box[static_cast<std::size_t>(a)][kk],
             row_in_box[static_cast<std::size_t>(b)][kk]);
      }
      // A group with a given stays; any other swaps.
      std::array<bool, kMax> pinned{};
      for (int r = 0; r < n; ++r)
        if (ga[static_cast<std::size_t>(r)] || gb[static_cast<std::size_t>(r)])
          pinned[static_cast<std::size_t>(find(r))] = true;
      for (int r = 0; r < n; ++r) {
        const int root = find(r);
        if (pinned[static_cast<std::size_t>(root)]) continue;
        Grid other = completion;
        for (int s = 0; s < n; ++s)
          if (find(s) == root) {
            other.set(s, col_in_row[static_cast<std::size_t>(a)][static_cast<std::size_t>(s)], b);
            other.set(s, col_in_row[static_cast<std::size_t>(b)][static_cast<std::size_t>(s)], a);
          }
        return other;
      }
    }
  return std::nullopt;
}

}  // namespace satdoku
