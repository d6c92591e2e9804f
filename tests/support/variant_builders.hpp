// Small helpers to write variant puzzles by hand in tests: cells named as
// setters name them ("R2C5"), rules built from those names, grids from a
// row-major string of digits. Test code only; the project's reader is not
// used, so a test can state a rule without trusting it.
#pragma once

#include <cstddef>
#include <initializer_list>
#include <memory>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "satdoku/grid.hpp"
#include "satdoku/rules.hpp"

namespace satdoku::testing {

// "R2C5" on a grid of the given side: the row-major cell index (here 10 on
// a 6x6). Throws on anything else, so a typo in a test fails loudly.
inline int rc(std::string_view name, int side) {
  const std::size_t c = name.find('C');
  if (name.size() < 4 || name[0] != 'R' || c == std::string_view::npos)
    throw std::invalid_argument("not a cell name: " + std::string(name));
  const int row = std::stoi(std::string(name.substr(1, c - 1)));
  const int col = std::stoi(std::string(name.substr(c + 1)));
  if (row < 1 || row > side || col < 1 || col > side)
    throw std::invalid_argument("off the grid: " + std::string(name));
  return (row - 1) * side + (col - 1);
}

inline std::vector<int> rcs(std::initializer_list<std::string_view> names, int side) {
  std::vector<int> cells;
  for (const std::string_view name : names) cells.push_back(rc(name, side));
  return cells;
}

// A rule on named cells ("R1C1", ...), with its label and value.
inline Rule make_rule(RuleKind kind, std::string label, std::vector<int> cells = {},
                      int value = 0) {
  Rule rule;
  rule.kind = kind;
  rule.label = std::move(label);
  rule.cells = std::move(cells);
  rule.value = value;
  return rule;
}

// A global rule (anti-knight ...): no cells.
inline Rule global_rule(RuleKind kind) {
  return make_rule(kind, std::string(to_string(kind)), {});
}

// A grid from N*N digits in row-major order ('0' or '.' blank; sides up to 9).
inline Grid digits_grid(std::string_view digits, Geometry geometry) {
  Grid grid(geometry);
  if (digits.size() != static_cast<std::size_t>(grid.cells()))
    throw std::invalid_argument("wrong number of digits for " + geometry.name());
  for (int i = 0; i < grid.cells(); ++i) grid.set(i, digits[i] == '.' ? 0 : digits[i] - '0');
  return grid;
}

// Jigsaw regions from one digit per cell (f-puzzles numbers, from 0).
inline std::vector<int> digit_regions(std::string_view digits) {
  std::vector<int> regions;
  for (const char ch : digits) regions.push_back(ch - '0');
  return regions;
}

inline Puzzle with_rules(Grid grid, std::vector<Rule> list, std::vector<int> regions = {}) {
  auto rules = std::make_shared<Rules>();
  rules->list = std::move(list);
  rules->regions = std::move(regions);
  return Puzzle(std::move(grid), std::move(rules));
}

// The grid with digits a and b exchanged everywhere: still a valid Sudoku
// (rows, columns and boxes keep one of each), but rules may break.
inline Grid swap_digits(Grid grid, int a, int b) {
  for (int i = 0; i < grid.cells(); ++i) {
    if (grid.at(i) == a)
      grid.set(i, b);
    else if (grid.at(i) == b)
      grid.set(i, a);
  }
  return grid;
}

}  // namespace satdoku::testing
