#include "satdoku/grid.hpp"

#include <algorithm>
#include <charconv>

namespace satdoku {

std::string Geometry::name() const {
  return std::to_string(box_rows) + "x" + std::to_string(box_cols);
}

bool Geometry::valid() const {
  return box_rows >= 2 && box_cols >= 2 && side() >= kMinSide && side() <= kMaxSide;
}

bool Geometry::solvable() const {
  return valid() || (box_rows == 1 && box_cols >= kMinSide && box_cols <= kMaxSide);
}

std::optional<Geometry> Geometry::square(int side) {
  for (int b = 2; b * b <= kMaxSide; ++b)
    if (b * b == side) return Geometry{b, b};
  return std::nullopt;
}

std::optional<Geometry> Geometry::parse(const std::string& text) {
  const auto x = text.find_first_of("xX");
  if (x == std::string::npos) return std::nullopt;
  Geometry g{0, 0};
  const char* end = text.data() + text.size();
  auto [p1, e1] = std::from_chars(text.data(), text.data() + x, g.box_rows);
  if (e1 != std::errc() || p1 != text.data() + x) return std::nullopt;
  auto [p2, e2] = std::from_chars(text.data() + x + 1, end, g.box_cols);
  if (e2 != std::errc() || p2 != end) return std::nullopt;
  if (!g.valid()) return std::nullopt;
  return g;
}

Grid::Grid(Geometry geometry)
    : geometry_(geometry), cells_(static_cast<std::size_t>(geometry.cells()), 0) {}

int Grid::blanks() const {
  return static_cast<int>(std::count(cells_.begin(), cells_.end(), std::uint8_t{0}));
}

std::string cell_name(int row, int col) {
  // Appended piece by piece: GCC 12 warns falsely (-Wrestrict) on "r" + std::string.
  std::string name = "r";
  name += std::to_string(row + 1);
  name += 'c';
  name += std::to_string(col + 1);
  return name;
}

}  // namespace satdoku
