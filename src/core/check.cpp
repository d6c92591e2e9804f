#include "satdoku/check.hpp"

#include <algorithm>
#include <functional>

namespace satdoku {
namespace {

// Calls visit(unit name, cell indices) for every row, column and box.
void for_each_unit(const Geometry& g,
                   const std::function<void(const std::string&, const std::vector<int>&)>& visit) {
  const int n = g.side();
  std::vector<int> cells(static_cast<std::size_t>(n));
  for (int r = 0; r < n; ++r) {
    for (int c = 0; c < n; ++c) cells[c] = r * n + c;
    visit("row " + std::to_string(r + 1), cells);
  }
  for (int c = 0; c < n; ++c) {
    for (int r = 0; r < n; ++r) cells[r] = r * n + c;
    visit("column " + std::to_string(c + 1), cells);
  }
  for (int b = 0; b < n; ++b) {
    int k = 0;
    for (int dr = 0; dr < g.box_rows; ++dr)
      for (int dc = 0; dc < g.box_cols; ++dc)
        cells[k++] = (g.box_first_row(b) + dr) * n + g.box_first_col(b) + dc;
    visit("box " + std::to_string(b + 1), cells);
  }
}

}  // namespace

std::vector<Clash> find_clashes(const Grid& puzzle) {
  std::vector<Clash> clashes;
  for_each_unit(puzzle.geometry(), [&](const std::string& unit, const std::vector<int>& cells) {
    for (std::size_t i = 0; i < cells.size(); ++i) {
      const int v = puzzle.at(cells[i]);
      if (v == 0) continue;
      for (std::size_t j = i + 1; j < cells.size(); ++j)
        if (puzzle.at(cells[j]) == v) clashes.push_back({v, cells[i], cells[j], unit});
    }
  });
  std::stable_sort(clashes.begin(), clashes.end(), [](const Clash& a, const Clash& b) {
    return a.first != b.first ? a.first < b.first : a.second < b.second;
  });
  return clashes;
}

std::string describe(const Clash& clash, int side) {
  const std::string v = std::to_string(clash.value);
  return cell_name(clash.first / side, clash.first % side) + "=" + v + " and " +
         cell_name(clash.second / side, clash.second % side) + "=" + v + " share " + clash.unit;
}

Verdict check_solution(const Grid& puzzle, const Grid& solution) {
  if (!(puzzle.geometry() == solution.geometry()) ||
      puzzle.values().size() != solution.values().size())
    return {false, "solution has another size than the puzzle"};
  const int n = solution.side();
  for (int i = 0; i < solution.cells(); ++i) {
    const int v = solution.at(i);
    if (v < 1 || v > n)
      return {false, cell_name(i / n, i % n) + " holds " + std::to_string(v) + ", not a value 1.." +
                         std::to_string(n)};
    if (puzzle.at(i) != 0 && puzzle.at(i) != v)
      return {false, cell_name(i / n, i % n) + " is " + std::to_string(v) + " but the given is " +
                         std::to_string(puzzle.at(i))};
  }
  Verdict verdict{true, ""};
  for_each_unit(solution.geometry(), [&](const std::string& unit, const std::vector<int>& cells) {
    if (!verdict.ok) return;
    std::vector<bool> seen(static_cast<std::size_t>(n) + 1, false);
    for (int cell : cells) {
      const int v = solution.at(cell);
      if (seen[v]) {
        verdict = {false, unit + " holds " + std::to_string(v) + " twice"};
        return;
      }
      seen[v] = true;
    }
  });
  return verdict;
}

}  // namespace satdoku
