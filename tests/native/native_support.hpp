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

inline std::string shared_data(const std::string& name) {
  return std::string(SATDOKU_SHARED_DATA) + "/" + name;
}

// Lines of a shared data file: every `stride`-th from the first, at most
// `max` of them.
inline std::vector<std::string> read_lines(const std::string& name, std::size_t max = SIZE_MAX,
                                           std::size_t stride = 1) {
  std::ifstream in(shared_data(name));
  std::vector<std::string> lines;
  std::string line;
  for (std::size_t i = 0; lines.size() < max && std::getline(in, line); ++i) {
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (i % stride == 0) lines.push_back(line);
  }
  return lines;
}

inline std::string to_line(const Grid& grid) {
  std::string s;
  for (int v : grid.values())
    s += v == 0 ? '.' : v < 10 ? static_cast<char>('0' + v) : static_cast<char>('A' + v - 10);
  return s;
}

}  // namespace satdoku::testing
