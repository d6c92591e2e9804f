// Killer cages: a dashed outline inset a little inside the cage's cells, so
// that neighbouring cages and the grid lines stay apart, and the sum small in
// the top-left corner of the cage's first cell (top row, then leftmost), on
// a white patch that interrupts the outline.
#include <algorithm>
#include <set>
#include <string>

#include "svg_canvas.hpp"

namespace satdoku::render {

namespace {

constexpr double kInset = 0.08;
constexpr double kSumSize = 0.24;

}  // namespace

// One edge of the outline per cell side that borders the outside of the cage.
// Along it, each end stops short at the inset (a convex corner), runs to the
// cell's edge when the next cell along is in the cage (a straight run), or
// past it by the inset when the cell diagonally beyond is in the cage too (a
// concave corner, where the outline turns into that cell).
std::string outline(const Canvas& canvas, const std::vector<int>& cells, double inset) {
  const int n = canvas.side();
  const std::set<int> in(cells.begin(), cells.end());
  auto inside = [&](int row, int col) {
    return row >= 0 && row < n && col >= 0 && col < n && in.count(row * n + col) > 0;
  };
  std::string d;
  for (const int cell : cells) {
    const int row = cell / n, col = cell % n;
    const Point c = Canvas::centre(cell, n);
    // Outward normals (dr, dc); the tangent is the normal turned a quarter.
    const int sides[4][2] = {{-1, 0}, {0, 1}, {1, 0}, {0, -1}};
    for (const auto& s : sides) {
      const int dr = s[0], dc = s[1];
      if (inside(row + dr, col + dc)) continue;
      const int tr = dc, tc = -dr;  // tangent
      auto reach = [&](int sign) {
        if (!inside(row + sign * tr, col + sign * tc)) return 0.5 - inset;
        if (!inside(row + sign * tr + dr, col + sign * tc + dc)) return 0.5;
        return 0.5 + inset;
      };
      const Point normal{static_cast<double>(dc), static_cast<double>(dr)};
      const Point tangent{static_cast<double>(tc), static_cast<double>(tr)};
      const Point mid = c + normal * (0.5 - inset);
      d += canvas.path_data({mid - tangent * reach(-1), mid + tangent * reach(1)}) + " ";
    }
  }
  if (!d.empty()) d.pop_back();
  return d;
}

namespace {

void cage(Canvas& canvas, const Rule& rule) {
  canvas.open_group("killer_cage");
  canvas.path(outline(canvas, rule.cells, kInset),
              " fill=\"none\" stroke=\"#000\" stroke-width=\"" + canvas.len(0.025) +
                  "\" stroke-dasharray=\"" + canvas.len(0.09) + " " + canvas.len(0.06) + "\"");
  if (rule.value > 0) {
    const int first = *std::min_element(rule.cells.begin(), rule.cells.end());
    const Point corner = canvas.centre(first) - Point{0.5, 0.5};
    const std::string sum = std::to_string(rule.value);
    const double width = 0.04 + 0.6 * kSumSize * static_cast<double>(sum.size());
    canvas.rect(corner + Point{0.03, 0.03}, width, kSumSize + 0.02, " fill=\"#fff\"");
    canvas.text(corner + Point{0.05, 0.04 + kSumSize / 2}, sum, kSumSize,
                " class=\"cage-sum\" text-anchor=\"start\"");
  }
  canvas.close_group();
}

}  // namespace

void draw_cages(Canvas& canvas) {
  if (!canvas.puzzle().rules) return;
  for (const Rule& rule : canvas.puzzle().rules->list)
    if (rule.kind == RuleKind::killer_cage && !rule.cells.empty()) cage(canvas, rule);
}

}  // namespace satdoku::render
