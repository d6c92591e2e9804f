#include "satdoku/check.hpp"

#include <algorithm>
#include <array>
#include <cstdint>

#include "check_rules.hpp"

namespace satdoku {
namespace {

enum class Kind { row, column, box, region };

std::string unit_name(Kind kind, int index) {
  const char* word = kind == Kind::row      ? "row "
                     : kind == Kind::column ? "column "
                     : kind == Kind::box    ? "box "
                                            : "region ";
  return word + std::to_string(index + 1);
}

// Calls visit(kind, index, cells) for every row, column and box (or jigsaw
// region, when `regions` is given: the region of each cell); visit returns
// false to stop. Names are built only by whoever needs one (a failure): the
// checker runs on every answer of a batch.
template <class Visit>
void for_each_unit(const Geometry& g, const std::vector<int>* regions, Visit&& visit) {
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
  if (regions) {
    // A region lists its cells in row-major order; a malformed map (not N
    // regions of N cells) gives shorter or longer lists, never a wrong read.
    for (int region = 0; region < n; ++region) {
      cells.clear();
      for (int cell = 0; cell < g.cells(); ++cell)
        if ((*regions)[cell] == region) cells.push_back(cell);
      if (!visit(Kind::region, region, cells)) return;
    }
    return;
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

// The map of jigsaw regions, when it can be read: one region number per
// cell. A map of another length is not used (check_solution reports it).
const std::vector<int>* jigsaw_of(const Puzzle& puzzle) {
  if (puzzle.classic() || puzzle.rules->regions.empty()) return nullptr;
  if (puzzle.rules->regions.size() != static_cast<std::size_t>(puzzle.grid.cells())) return nullptr;
  return &puzzle.rules->regions;
}

// Why `regions` is not N regions of N cells numbered 0..N-1, or "".
std::string bad_regions(const std::vector<int>& regions, int side) {
  if (regions.size() != static_cast<std::size_t>(side) * side)
    return "regions: " + std::to_string(regions.size()) + " region numbers for " +
           std::to_string(side * side) + " cells";
  std::vector<int> size(static_cast<std::size_t>(side), 0);
  for (std::size_t cell = 0; cell < regions.size(); ++cell) {
    const int region = regions[cell];
    if (region < 0 || region >= side)
      return "regions: " + rule_cell_name(static_cast<int>(cell), side) + " has region number " +
             std::to_string(region) + ", not 0.." + std::to_string(side - 1);
    ++size[region];
  }
  for (int region = 0; region < side; ++region)
    if (size[region] != side)
      return "regions: region " + std::to_string(region + 1) + " has " +
             std::to_string(size[region]) + " cells, not " + std::to_string(side);
  return "";
}

// Box shapes for repeats_in_boxes: 9x9's known when compiling (each 9x9
// puzzle of a batch and its answer pass here), the others at run time.
template <int Rows, int Cols>
struct FixedBoxes {
  static constexpr int rows = Rows, cols = Cols, max_side = Rows * Cols;
};
struct AnyBoxes {
  static constexpr int max_side = kMaxSide;
  int rows, cols;
};

// One pass over the cells, row by row and box by box within it, keeping a
// bit mask per row, column and box: step(value, row, column, box) adds the
// value to the three masks (or answers false to stop). Returns false when a
// step did, and leaves each unit's mask in `columns` and `boxes_seen`; rows
// are ANDed into `all_rows`.
template <class Boxes, class Step>
bool walk_units(const std::uint8_t* values, Boxes boxes, std::uint64_t& all_rows,
                std::array<std::uint64_t, Boxes::max_side>& columns,
                std::array<std::uint64_t, Boxes::max_side>& boxes_seen, Step step) {
  const int n = boxes.rows * boxes.cols;
  const int across = n / boxes.cols;  // boxes side by side in a band
  for (int r = 0; r < n; ++r, values += n) {
    std::uint64_t row = 0;
    std::uint64_t* band = boxes_seen.data() + r / boxes.rows * across;
    for (int b = 0; b < across; ++b) {
      std::uint64_t in_box = band[b];
      for (int k = 0; k < boxes.cols; ++k) {
        const int c = b * boxes.cols + k;
        if (!step(values[c], row, columns[static_cast<std::size_t>(c)], in_box)) return false;
      }
      band[b] = in_box;
    }
    all_rows &= row;
  }
  return true;
}

// Whether a value (0 is blank) repeats in some row, column or box. About a
// tenth of the cost of visiting each unit's cell list, which stays for the
// rare answer "yes".
template <class Boxes>
bool repeats_in_boxes(const std::uint8_t* values, Boxes boxes) {
  std::uint64_t rows = 0;
  std::array<std::uint64_t, Boxes::max_side> columns{}, seen{};
  return !walk_units(values, boxes, rows, columns, seen,
                     [](unsigned v, std::uint64_t& row, std::uint64_t& column, std::uint64_t& box) {
                       if (v == 0) return true;
                       const std::uint64_t bit = std::uint64_t{1} << (v & 63);
                       if ((row | column | box) & bit) return false;
                       row |= bit;
                       column |= bit;
                       box |= bit;
                       return true;
                     });
}

// For a complete grid (values 1..N): whether every row, column and box holds
// every value, so none repeats. Without a test per cell this costs half of
// repeats_in_boxes, and every answer printed passes here.
template <class Boxes>
bool units_full(const std::uint8_t* values, Boxes boxes) {
  const int n = boxes.rows * boxes.cols;
  const std::uint64_t full = ((std::uint64_t{1} << n) - 1) << 1;
  std::uint64_t all = full;
  std::array<std::uint64_t, Boxes::max_side> columns{}, seen{};
  walk_units(values, boxes, all, columns, seen,
             [](unsigned v, std::uint64_t& row, std::uint64_t& column, std::uint64_t& box) {
               const std::uint64_t bit = std::uint64_t{1} << (v & 63);
               row |= bit;
               column |= bit;
               box |= bit;
               return true;
             });
  for (int i = 0; i < n; ++i)
    all &= columns[static_cast<std::size_t>(i)] & seen[static_cast<std::size_t>(i)];
  return all == full;
}

// The same with jigsaw regions for boxes; a region number out of range
// answers "maybe" (true) too.
bool repeats_in_regions(const Grid& grid, const std::vector<int>& regions) {
  const int n = grid.side();
  std::array<std::uint64_t, kMaxSide> row{}, column{}, unit{};
  const std::vector<std::uint8_t>& values = grid.values();
  for (int r = 0, cell = 0; r < n; ++r) {
    for (int c = 0; c < n; ++c, ++cell) {
      const int v = values[static_cast<std::size_t>(cell)];
      if (v == 0) continue;
      const int u = regions[static_cast<std::size_t>(cell)];
      if (u < 0 || u >= n) return true;
      const std::uint64_t bit = std::uint64_t{1} << (v & 63);
      if ((row[r] | column[c] | unit[u]) & bit) return true;
      row[r] |= bit;
      column[c] |= bit;
      unit[u] |= bit;
    }
  }
  return false;
}

// Whether some row, column or box (or region) may hold a value twice;
// `complete`: the grid holds values 1..N only.
bool may_repeat(const Grid& grid, const std::vector<int>* regions, bool complete = false) {
  if (regions) return repeats_in_regions(grid, *regions);
  const Geometry& g = grid.geometry();
  const std::uint8_t* values = grid.values().data();
  if (g == Geometry{3, 3})
    return complete ? !units_full(values, FixedBoxes<3, 3>{})
                    : repeats_in_boxes(values, FixedBoxes<3, 3>{});
  const AnyBoxes boxes{g.box_rows, g.box_cols};
  return complete ? !units_full(values, boxes) : repeats_in_boxes(values, boxes);
}

// Whether every value of `solution` is in 1..N and keeps the puzzle's given:
// a loop without exits that the compiler turns into a few vector operations,
// for the common answer "yes".
bool values_fit(const Grid& puzzle, const Grid& solution) {
  const std::uint8_t* given = puzzle.values().data();
  const std::uint8_t* value = solution.values().data();
  const auto n = static_cast<std::uint8_t>(solution.side());
  const std::size_t cells = solution.values().size();
  std::uint8_t bad = 0;
  for (std::size_t i = 0; i < cells; ++i) {
    const std::uint8_t v = value[i], g = given[i];
    bad |= static_cast<std::uint8_t>((static_cast<std::uint8_t>(v - 1) >= n) | (g != 0 && g != v));
  }
  return bad == 0;
}

std::vector<Clash> clashes_in(const Grid& puzzle, const std::vector<int>* regions) {
  if (!may_repeat(puzzle, regions)) return {};  // the common case
  std::vector<Clash> clashes;
  for_each_unit(puzzle.geometry(), regions,
                [&](Kind kind, int index, const std::vector<int>& cells) {
                  if (repeated_value(puzzle, cells) == 0) return true;  // the common case
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

}  // namespace

std::vector<Clash> find_clashes(const Grid& puzzle) {
  return clashes_in(puzzle, nullptr);
}

std::vector<Clash> find_clashes(const Puzzle& puzzle) {
  return clashes_in(puzzle.grid, jigsaw_of(puzzle));
}

std::string describe(const Clash& clash, int side) {
  const std::string v = std::to_string(clash.value);
  return cell_name(clash.first / side, clash.first % side) + "=" + v + " and " +
         cell_name(clash.second / side, clash.second % side) + "=" + v + " share " + clash.unit;
}

Verdict check_solution(const Puzzle& whole, const Grid& solution) {
  const Grid& puzzle = whole.grid;
  if (!(puzzle.geometry() == solution.geometry()) ||
      puzzle.values().size() != solution.values().size())
    return {false, "solution has another size than the puzzle"};
  const int n = solution.side();
  // The plain loop names the first cell at fault, when there is one.
  if (!values_fit(puzzle, solution)) {
    for (int i = 0; i < solution.cells(); ++i) {
      const int v = solution.at(i);
      if (v < 1 || v > n)
        return {false, cell_name(i / n, i % n) + " holds " + std::to_string(v) +
                           ", not a value 1.." + std::to_string(n)};
      if (puzzle.at(i) != 0 && puzzle.at(i) != v)
        return {false, cell_name(i / n, i % n) + " is " + std::to_string(v) + " but the given is " +
                           std::to_string(puzzle.at(i))};
    }
  }
  const std::vector<int>* regions = nullptr;
  if (!whole.classic() && !whole.rules->regions.empty()) {
    if (std::string why = bad_regions(whole.rules->regions, n); !why.empty())
      return {false, std::move(why)};
    regions = &whole.rules->regions;
  }
  // Every value is in 1..N here, so a unit of N cells without a repeat
  // holds each value once.
  Verdict verdict{true, {}};
  if (may_repeat(solution, regions, true))
    for_each_unit(
        solution.geometry(), regions, [&](Kind kind, int index, const std::vector<int>& cells) {
          const int v = repeated_value(solution, cells);
          if (v == 0) return true;
          verdict = {false, unit_name(kind, index) + " holds " + std::to_string(v) + " twice"};
          return false;
        });
  if (!verdict.ok || whole.classic()) return verdict;
  if (std::string why = first_broken_rule(*whole.rules, solution); !why.empty())
    return {false, std::move(why)};
  return verdict;
}

}  // namespace satdoku
