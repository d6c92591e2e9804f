// Arrows: a circle (or a pill of two or three cells) holding the sum, and
// from it a thin shaft through the cells that add up to it, ending in an
// arrowhead. Several arrows may leave one circle; it is drawn once.
#include <algorithm>
#include <cmath>
#include <set>
#include <string>

#include "svg_canvas.hpp"

namespace satdoku::render {

namespace {

constexpr double kRadius = 0.4;  // of the circle, and of a pill's round ends
constexpr double kStroke = 0.045;

void pill(Canvas& canvas, const std::vector<int>& cells) {
  const std::string stroke = std::string(colour::kArrow);
  if (cells.size() == 1) {
    canvas.circle(
        canvas.centre(cells.front()), kRadius,
        " fill=\"#fff\" stroke=\"" + stroke + "\" stroke-width=\"" + canvas.len(kStroke) + "\"");
    return;
  }
  // A pill is its outline's colour drawn wide, then white a little narrower.
  std::vector<Point> points;
  for (const int cell : cells) points.push_back(canvas.centre(cell));
  const std::string round = "\" stroke-linecap=\"round\" stroke-linejoin=\"round\"";
  canvas.polyline(points, " fill=\"none\" stroke=\"" + stroke + "\" stroke-width=\"" +
                              canvas.len(2 * kRadius + kStroke) + round);
  canvas.polyline(points, " fill=\"none\" stroke=\"#fff\" stroke-width=\"" +
                              canvas.len(2 * kRadius - kStroke) + round);
}

Point unit(Point v) {
  const double length = std::hypot(v.x, v.y);
  return length > 0 ? v * (1 / length) : Point{1, 0};
}

void shaft(Canvas& canvas, const Rule& rule) {
  // The shaft leaves the circle from the pill cell nearest its first cell.
  const Point first = canvas.centre(rule.line.front());
  Point from = canvas.centre(rule.cells.front());
  for (const int cell : rule.cells) {
    const Point c = canvas.centre(cell);
    if (std::hypot(c.x - first.x, c.y - first.y) < std::hypot(from.x - first.x, from.y - first.y))
      from = c;
  }
  std::vector<Point> points{from + unit(first - from) * kRadius};
  for (const int cell : rule.line) points.push_back(canvas.centre(cell));
  // The head stops short of the last cell's centre, clear of its digit.
  const Point back = unit(points[points.size() - 2] - points.back());
  const Point tip = points.back() + back * 0.24;
  points.back() = tip;
  const Point across{-back.y, back.x};
  canvas.polyline(points, "");
  canvas.polyline({tip + back * 0.22 + across * 0.16, tip, tip + back * 0.22 - across * 0.16}, "");
}

}  // namespace

void draw_arrows(Canvas& canvas) {
  if (!canvas.puzzle().rules) return;
  const auto& rules = canvas.puzzle().rules->list;
  if (std::none_of(rules.begin(), rules.end(),
                   [](const Rule& r) { return r.kind == RuleKind::arrow; }))
    return;
  canvas.open_group("arrow", " fill=\"none\" stroke=\"" + std::string(colour::kArrow) +
                                 "\" stroke-width=\"" + canvas.len(kStroke) +
                                 "\" stroke-linecap=\"round\" stroke-linejoin=\"round\"");
  for (const Rule& rule : rules)
    if (rule.kind == RuleKind::arrow && !rule.line.empty()) shaft(canvas, rule);
  std::set<std::vector<int>> drawn;
  for (const Rule& rule : rules)
    if (rule.kind == RuleKind::arrow && drawn.insert(rule.cells).second) pill(canvas, rule.cells);
  canvas.close_group();
}

}  // namespace satdoku::render
