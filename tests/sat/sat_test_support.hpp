// Small helpers for the SAT engine tests: line-form parsing (kept local so
// these tests do not depend on the notation library), the published problem
// A sample (problem_a.hpp), and reading the public data sets.
#pragma once

#include <fstream>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "data_sets.hpp"
#include "problem_a.hpp"
#include "satdoku/grid.hpp"

namespace satdoku::testing {

// '.' or '0' blank, 1-9, then A.. for 10..; the box is square unless given.
inline Grid parse_line(std::string_view text, std::optional<Geometry> box = std::nullopt) {
  int side = 1;
  while (side * side < static_cast<int>(text.size())) ++side;
  Grid g(box ? *box : *Geometry::square(side));
  for (int i = 0; i < g.cells(); ++i) {
    const char ch = text[static_cast<std::size_t>(i)];
    int v = 0;
    if (ch >= '1' && ch <= '9') v = ch - '0';
    if (ch >= 'A' && ch <= 'Z') v = ch - 'A' + 10;
    g.set(i, v);
  }
  return g;
}

inline std::string to_line(const Grid& g) {
  static constexpr char kSymbols[] = ".123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
  std::string s;
  for (int i = 0; i < g.cells(); ++i) s += kSymbols[g.at(i)];
  return s;
}

// Lines of a public set (first field only), at most `limit`, every
// `step`-th (data_sets.hpp: from tests/data/sets/).
inline std::vector<std::string> shared_lines(const std::string& file, std::size_t limit,
                                             std::size_t step = 1) {
  std::vector<std::string> out = set_lines(file, limit, step);
  for (std::string& line : out) line = line.substr(0, line.find(' '));
  return out;
}

}  // namespace satdoku::testing
