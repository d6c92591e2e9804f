// ISS's cell names, relation keys and clue lines (iss_parts.hpp), computed
// as ISS's own code computes them (js/cell_geometry.js,
// js/sudoku_constraint.js) so that both tools mean the same cells.
#include "iss_parts.hpp"

#include <algorithm>
#include <cstdlib>
#include <set>

#include "satdoku/fpuzzles.hpp"

namespace satdoku::iss_internal {

namespace {

constexpr std::string_view kBase64 =
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

char base17(int value) {  // 1..16
  return static_cast<char>(value <= 9 ? '0' + value : 'a' + (value - 10));
}

std::optional<int> from_base17(char c) {
  if (c >= '1' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'g') return 10 + (c - 'a');
  if (c >= 'A' && c <= 'G') return 10 + (c - 'A');
  return std::nullopt;
}

template <typename Allowed>
Relation relation(int side, Allowed allowed) {
  Relation r(side);
  for (int a = 1; a <= side; ++a)
    for (int b = 1; b <= side; ++b) r.set(a, b, allowed(a, b));
  return r;
}

}  // namespace

std::string cell_id(int cell, int side) {
  return {'R', base17(cell / side + 1), 'C', base17(cell % side + 1)};
}

std::optional<int> parse_cell_id(std::string_view id, int side) {
  if (id.size() != 4 || (id[0] != 'R' && id[0] != 'r') || (id[2] != 'C' && id[2] != 'c'))
    return std::nullopt;
  const auto row = from_base17(id[1]), col = from_base17(id[3]);
  if (!row || !col || *row > side || *col > side) return std::nullopt;
  return (*row - 1) * side + (*col - 1);
}

std::optional<Geometry> iss_box(int side) {
  return fpuzzles_box(side);
}

std::string Relation::key() const {
  std::vector<int> words;
  int word = 0, bit = 0;
  for (const std::uint8_t b : bits_) {
    word |= (b ? 1 : 0) << bit;
    if (++bit == 6) {
      words.push_back(word);
      word = bit = 0;
    }
  }
  words.push_back(word);
  while (!words.empty() && words.back() == 0) words.pop_back();
  std::string key;
  for (const int w : words) key += kBase64[static_cast<std::size_t>(w)];
  return key;
}

std::optional<Relation> Relation::from_key(std::string_view key, int side) {
  Relation r(side);
  const std::size_t bits = static_cast<std::size_t>(side * side);
  for (std::size_t i = 0; i < key.size(); ++i) {
    const std::size_t word = kBase64.find(key[i]);
    if (word == std::string_view::npos) return std::nullopt;
    for (std::size_t b = 0; b < 6; ++b) {
      if (!((word >> b) & 1)) continue;
      const std::size_t at = i * 6 + b;
      if (at >= bits) return std::nullopt;
      r.bits_[at] = 1;
    }
  }
  return r;
}

Relation relation_equal(int side) {
  return relation(side, [](int a, int b) { return a == b; });
}

Relation relation_not_greater(int side) {
  return relation(side, [](int a, int b) { return a <= b; });
}

Relation relation_difference(int side, int value) {
  return relation(side, [value](int a, int b) { return std::abs(a - b) == value; });
}

Relation relation_ratio(int side, int value) {
  return relation(side, [value](int a, int b) { return a == value * b || b == value * a; });
}

Relation relation_far(int side) {
  return relation(side, [](int a, int b) { return std::abs(a - b) > 1; });
}

int entropy_group(int digit, int side) {
  // docs/rules.md: three groups in order, the middle one the odd size out.
  const int small = side / 3, large = (side + 2) / 3;
  const int first = side % 3 == 1 ? small : large;
  const int middle = side % 3 == 1 ? large : small;
  return digit <= first ? 0 : digit <= first + middle ? 1 : 2;
}

Relation relation_entropy(int side) {
  return relation(
      side, [side](int a, int b) { return entropy_group(a, side) != entropy_group(b, side); });
}

Relation relation_indexer(int side, int own, int other) {
  return relation(side, [own, other](int a, int b) { return a != other || b == own; });
}

std::vector<int> little_killer_cells(int start, int side) {
  // ISS keys each diagonal by the end it meets first in this order: the
  // left side going down-right, the right side going up-left, the top
  // going down-left, the bottom going up-right; a diagonal already keyed
  // (same cells) is skipped.
  std::set<std::vector<int>> seen;
  auto walk = [&](int row, int col, int dr, int dc) -> std::vector<int> {
    std::vector<int> cells;
    for (; row >= 0 && col >= 0 && row < side && col < side; row += dr, col += dc)
      cells.push_back(row * side + col);
    if (cells.size() <= 1) return {};
    std::vector<int> sorted = cells;
    std::sort(sorted.begin(), sorted.end());
    if (!seen.insert(sorted).second) return {};
    return cells;
  };
  auto found = [&](const std::vector<int>& cells) { return !cells.empty() && cells[0] == start; };
  for (int row = 0; row < side - 1; ++row)
    if (auto cells = walk(row, 0, 1, 1); found(cells)) return cells;
  for (int row = 1; row < side - 1; ++row)
    if (auto cells = walk(row, side - 1, -1, -1); found(cells)) return cells;
  for (int col = 1; col < side; ++col)
    if (auto cells = walk(0, col, 1, -1); found(cells)) return cells;
  for (int col = 1; col < side - 1; ++col)
    if (auto cells = walk(side - 1, col, -1, 1); found(cells)) return cells;
  return {};
}

std::optional<int> little_killer_start(const std::vector<int>& cells, int side) {
  if (cells.size() < 2) return std::nullopt;
  std::vector<int> sorted = cells;
  std::sort(sorted.begin(), sorted.end());
  for (const int end : {cells.front(), cells.back()}) {
    std::vector<int> line = little_killer_cells(end, side);
    std::sort(line.begin(), line.end());
    if (line == sorted) return end;
  }
  return std::nullopt;
}

std::string LineClue::id() const {
  return (column ? "C" : "R") + std::to_string(index + 1);
}

Outside LineClue::outside(int side) const {
  const int end = direction > 0 ? 0 : side + 1;
  return column ? Outside{end, index + 1} : Outside{index + 1, end};
}

std::vector<int> LineClue::cells(int side) const {
  std::vector<int> cells;
  for (int i = 0; i < side; ++i) {
    const int k = direction > 0 ? i : side - 1 - i;
    cells.push_back(column ? k * side + index : index * side + k);
  }
  return cells;
}

std::optional<LineClue> line_clue_of(const std::vector<int>& cells, int side) {
  if (static_cast<int>(cells.size()) != side) return std::nullopt;
  for (const bool column : {false, true}) {
    const int index = column ? cells[0] % side : cells[0] / side;
    for (const int direction : {1, -1}) {
      const LineClue clue{column, index, direction};
      if (clue.cells(side) == cells) return clue;
    }
  }
  return std::nullopt;
}

std::vector<std::vector<int>> windoku_regions(int side) {
  std::vector<std::vector<int>> regions;
  const auto box = iss_box(side);
  if (!box) return regions;
  const int h = box->box_rows, w = box->box_cols;
  for (int col = 1; col + w < side; col += w + 1) {
    for (int row = 1; row + h < side; row += h + 1) {
      std::vector<int> cells;
      for (int k = 0; k < side; ++k) cells.push_back((row + k % h) * side + col + k / h);
      regions.push_back(std::move(cells));
    }
  }
  return regions;
}

std::vector<std::vector<int>> disjoint_sets(int side) {
  std::vector<std::vector<int>> sets;
  const auto box = iss_box(side);
  if (!box) return sets;
  const int h = box->box_rows, w = box->box_cols, per_row = side / w;
  for (int position = 0; position < side; ++position) {
    std::vector<int> cells;
    for (int b = 0; b < side; ++b)
      cells.push_back(((b / per_row) * h + position / w) * side + (b % per_row) * w + position % w);
    sets.push_back(std::move(cells));
  }
  return sets;
}

}  // namespace satdoku::iss_internal
