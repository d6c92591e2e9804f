#include "satdoku/check.hpp"

#include <algorithm>
#include <cstdint>

namespace satdoku {
namespace {

enum class Kind { row, column, box };

std::string unit_name(Kind kind, int index) {
  const char* word = kind == Kind::row ? "row " : kind == Kind::column ? "column " : "box ";
  return word + std::to_string(index + 1);
}

// Calls visit(kind, index, cells) for every row, column and box; visit
// returns false to stop. Names are built only by whoever needs one (a
// failure): the checker runs on every answer of a batch.
template <class Visit>
void for_each_unit(const Geometry& g, Visit&& visit) {
  const int n = g.side();
  std::vector<int> cells(static_cast<std::size_t>(n));
  for (int r = 0; r < n; ++r) {
    for (int c = 0; c < n; ++c) cells[c] = r * n + c;
    if (!visit(Kind::row, r, cells)) return;
  }
  for (int c = 0; c < n; ++c) {
    for (int r = 0; r < n; ++r) cells[r] = r * n + c;
    if (!visit(Kind::column, c, cells)) return;
  }
  for (int b = 0; b < n; ++b) {
    int k = 0;
    for (int dr = 0; dr < g.box_rows; ++dr)
      for (int dc = 0; dc < g.box_cols; ++dc)
        cells[k++] = (g.box_first_row(b) + dr) * n + g.box_first_col(b) + dc;
    if (!visit(Kind::box, b, cells)) return;
  }
}

// A value that appears twice among the cells (0 is blank), or 0 if none.
int repeated_value(const Grid& grid, const std::vector<int>& cells) {
  std::uint64_t seen = 0;
  for (int cell : cells) {
    const int v = grid.at(cell);
    if (v == 0) continue;
    const std::uint64_t bit = std::uint64_t{1} << (v & 63);
    if (seen & bit) return v;
    seen |= bit;
  }
  return 0;
}

}  // namespace

std::vector<Clash> find_clashes(const Grid& puzzle) {
  std::vector<Clash> clashes;
  for_each_unit(puzzle.geometry(), [&](Kind kind, int index, const std::vector<int>& cells) {
    if (repeated_value(puzzle, cells) == 0) return true;  // the common case: no pair
    for (std::size_t i = 0; i < cells.size(); ++i) {
      const int v = puzzle.at(cells[i]);
      if (v == 0) continue;
      for (std::size_t j = i + 1; j < cells.size(); ++j)
        if (puzzle.at(cells[j]) == v)
          clashes.push_back({v, cells[i], cells[j], unit_name(kind, index)});
    }
    return true;
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

Verdict check_solution(const Puzzle& whole, const Grid& solution) {
  const Grid& puzzle = whole.grid;
  if (!whole.classic()) return {false, "variant rules cannot be checked yet"};
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
  // Every value is in 1..N here, so a unit of N cells without a repeat
  // holds each value once.
  Verdict verdict{true, ""};
  for_each_unit(solution.geometry(), [&](Kind kind, int index, const std::vector<int>& cells) {
    const int v = repeated_value(solution, cells);
    if (v == 0) return true;
    verdict = {false, unit_name(kind, index) + " holds " + std::to_string(v) + " twice"};
    return false;
  });
  return verdict;
}

}  // namespace satdoku
