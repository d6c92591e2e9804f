// Helpers for the native engine's tests: reading the shared line-form data
// files without the notation component ('.' or '0' blank, 1-9 then A.. for
// 10 and up), so these tests depend on nothing but the engine and the core.
#pragma once

#include <cmath>
#include <fstream>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "data_sets.hpp"
#include "satdoku/grid.hpp"

namespace satdoku::testing {

inline std::optional<Grid> parse_line(std::string_view line, Geometry geometry) {
  if (line.size() != static_cast<std::size_t>(geometry.cells())) return std::nullopt;
  Grid grid(geometry);
  for (int i = 0; i < geometry.cells(); ++i) {
    const char ch = line[i];
    int v = -1;
    if (ch == '.' || ch == '0')
      v = 0;
    else if (ch >= '1' && ch <= '9')
      v = ch - '0';
    else if (ch >= 'A' && ch <= 'Z')
      v = ch - 'A' + 10;
    if (v < 0 || v > geometry.side()) return std::nullopt;
    grid.set(i, v);
  }
  return grid;
}

// Square geometry from the line length (81, 256, 625, ...).
inline std::optional<Grid> parse_line(std::string_view line) {
  const int side = static_cast<int>(std::lround(std::sqrt(static_cast<double>(line.size()))));
  const auto geometry = Geometry::square(side);
  if (!geometry) return std::nullopt;
  return parse_line(line, *geometry);
}

// Lines of a public set: every `stride`-th from the first, at most `max` of
// them (data_sets.hpp: from tests/data/sets/).
inline std::vector<std::string> read_lines(const std::string& name, std::size_t max = SIZE_MAX,
                                           std::size_t stride = 1) {
  return set_lines(name, max, stride);
}

inline std::string to_line(const Grid& grid) {
  std::string s;
  for (int v : grid.values())
    s += v == 0 ? '.' : v < 10 ? static_cast<char>('0' + v) : static_cast<char>('A' + v - 10);
  return s;
}

}  // namespace satdoku::testing
