// Marks on the edges and corners between cells, drawn over the grid lines:
// kropki dots (white: a difference, black: a ratio; a value other than 1 or
// 2 written inside), X and V, and quadruple circles with their digits.
#include <algorithm>
#include <string>

#include "svg_canvas.hpp"

namespace satdoku::render {

namespace {

Point midpoint(const Canvas& canvas, const Rule& rule) {
  return (canvas.centre(rule.cells[0]) + canvas.centre(rule.cells[1])) * 0.5;
}

void kropki(Canvas& canvas, const Rule& rule) {
  const bool white = rule.kind == RuleKind::difference;
  const bool usual = rule.value == (white ? 1 : 2);
  const Point at = midpoint(canvas, rule);
  const std::string kind(to_string(rule.kind));
  canvas.circle(at, usual ? 0.13 : 0.17,
                " class=\"" + kind + "\" fill=\"" + (white ? "#fff" : "#000") +
                    "\" stroke=\"#000\" stroke-width=\"" + canvas.len(0.025) + "\"");
  if (!usual) {
    const std::string value = std::to_string(rule.value);
    canvas.text(at, value, value.size() > 1 ? 0.16 : 0.2,
                " class=\"" + kind + "-value\" fill=\"" + (white ? "#000" : "#fff") + "\"");
  }
}

void xv(Canvas& canvas, const Rule& rule) {
  // A white patch keeps the letter legible over the grid line.
  const Point at = midpoint(canvas, rule);
  canvas.open_group("xv");
  canvas.circle(at, 0.17, " fill=\"#fff\"");
  canvas.text(at, rule.value == 10 ? "X" : "V", 0.32, " font-weight=\"bold\"");
  canvas.close_group();
}

void quadruple(Canvas& canvas, const Rule& rule) {
  const int n = canvas.side();
  const int top_left = *std::min_element(rule.cells.begin(), rule.cells.end());
  const Point corner = Canvas::centre(top_left, n) + Point{0.5, 0.5};
  canvas.open_group("quadruple");
  canvas.circle(corner, 0.3,
                " fill=\"#fff\" stroke=\"#000\" stroke-width=\"" + canvas.len(0.025) + "\"");
  // One digit in the middle, two side by side, three as a triangle, four in a
  // square.
  const std::size_t count = rule.digits.size();
  const double size = count <= 2 ? 0.24 : 0.2;
  for (std::size_t i = 0; i < count; ++i) {
    Point at = corner;
    if (count == 2) at.x += i == 0 ? -0.1 : 0.1;
    if (count > 2) at = at + Point{i % 2 == 0 ? -0.1 : 0.1, i < 2 ? -0.1 : 0.1};
    if (count == 3 && i == 2) at.x = corner.x;  // the third under the middle
    canvas.text(at, digit_text(rule.digits[i]), size, "");
  }
  canvas.close_group();
}

}  // namespace

void draw_edge_marks(Canvas& canvas) {
  if (!canvas.puzzle().rules) return;
  for (const Rule& rule : canvas.puzzle().rules->list) {
    switch (rule.kind) {
      case RuleKind::difference:
      case RuleKind::ratio:
        kropki(canvas, rule);
        break;
      case RuleKind::xv:
        xv(canvas, rule);
        break;
      case RuleKind::quadruple:
        quadruple(canvas, rule);
        break;
      default:
        break;
    }
  }
}

}  // namespace satdoku::render
