#include "residual_formula.hpp"

#include <vector>

namespace satdoku {

namespace {

// Exactly one of `literals`: one clause saying at least one, and a clause
// per pair saying not both, but for pairs `said` says a row or column
// already forbids (CaDiCaL spends about a thousand instructions loading a
// binary clause, as many again freeing it).
template <class Said>
void exactly_one(const std::vector<int>& literals, ClauseSink& sink, Said said) {
  sink.add_clause(literals);
  for (std::size_t i = 0; i < literals.size(); ++i)
    for (std::size_t j = i + 1; j < literals.size(); ++j) {
      if (said(i, j)) continue;
      const int pair[2] = {-literals[i], -literals[j]};
      sink.add_clause(pair);
    }
}

}  // namespace

ResidualFormula::ResidualFormula(const Grid& givens, const RootSingles& root, ClauseSink& sink)
    : side_(givens.side()),
      var_(static_cast<std::size_t>(givens.cells() * (givens.side() + 1)), 0) {
  const Geometry& g = givens.geometry();
  const int n = side_;
  // Variables in (cell, digit) order, open cells only.
  for (int cell = 0; cell < g.cells(); ++cell)
    if (root.value(cell) == 0)
      for (int d = 1; d <= n; ++d)
        if (root.allows(cell, d)) var_[static_cast<std::size_t>(cell * (n + 1) + d)] = ++variables_;
  std::vector<int> literals;
  for (int cell = 0; cell < g.cells(); ++cell) {
    if (root.value(cell) != 0) continue;
    literals.clear();
    for (int d = 1; d <= n; ++d)
      if (const int v = variable(cell, d)) literals.push_back(v);
    exactly_one(literals, sink, [](std::size_t, std::size_t) { return false; });
  }
  // Each row, column and box holds each digit it has not placed once.
  std::vector<std::vector<int>> houses(static_cast<std::size_t>(3 * n));
  for (int cell = 0; cell < g.cells(); ++cell) {
    const int r = cell / n, c = cell % n;
    houses[static_cast<std::size_t>(r)].push_back(cell);
    houses[static_cast<std::size_t>(n + c)].push_back(cell);
    houses[static_cast<std::size_t>(2 * n + g.box_of(r, c))].push_back(cell);
  }
  std::vector<int> cells;
  for (std::size_t h = 0; h < houses.size(); ++h)
    for (int d = 1; d <= n; ++d) {
      literals.clear();
      cells.clear();
      bool placed = false;
      for (const int cell : houses[h]) {
        placed |= root.value(cell) == d;
        if (const int v = variable(cell, d)) {
          literals.push_back(v);
          cells.push_back(cell);
        }
      }
      if (placed) continue;
      const bool box = h >= static_cast<std::size_t>(2 * n);
      exactly_one(literals, sink, [&](std::size_t i, std::size_t j) {
        return box && (cells[i] / n == cells[j] / n || cells[i] % n == cells[j] % n);
      });
    }
}

}  // namespace satdoku
