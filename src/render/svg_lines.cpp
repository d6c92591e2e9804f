// Lines through cell centres, drawn under the grid lines as setters draw
// them: diagonals corner to corner, thermometers (a bulb and a thick grey
// line), German whispers in green, renban in purple, palindromes in grey.
#include <string>

#include "svg_canvas.hpp"

namespace satdoku::render {

namespace {

std::vector<Point> centres(const Canvas& canvas, const std::vector<int>& cells) {
  std::vector<Point> points;
  for (const int cell : cells) points.push_back(canvas.centre(cell));
  return points;
}

void diagonal(Canvas& canvas, const Rule& rule) {
  const Point first = canvas.centre(rule.cells.front());
  const Point last = canvas.centre(rule.cells.back());
  const Point step = (last - first) * (1.0 / static_cast<double>(rule.cells.size() - 1));
  canvas.line(first - step * 0.5, last + step * 0.5,
              " class=\"diagonal\" stroke=\"" + std::string(colour::kDiagonal) +
                  "\" stroke-width=\"" + canvas.len(0.03) + "\"");
}

// A thick line with round ends; a line of one cell is a dot.
void thick_line(Canvas& canvas, const Rule& rule, std::string_view colour, double width) {
  const std::vector<Point> points = centres(canvas, rule.cells);
  const std::string kind(to_string(rule.kind));
  if (points.size() == 1) {
    canvas.circle(points.front(), width / 2,
                  " class=\"" + kind + "\" fill=\"" + std::string(colour) + "\"");
    return;
  }
  canvas.polyline(points, " class=\"" + kind + "\" fill=\"none\" stroke=\"" + std::string(colour) +
                              "\" stroke-width=\"" + canvas.len(width) +
                              "\" stroke-linecap=\"round\" stroke-linejoin=\"round\"");
}

void thermometer(Canvas& canvas, const Rule& rule) {
  canvas.open_group("thermometer", " fill=\"" + std::string(colour::kThermo) + "\" stroke=\"" +
                                       std::string(colour::kThermo) + "\"");
  canvas.circle(canvas.centre(rule.cells.front()), 0.38, " stroke=\"none\"");
  if (rule.cells.size() > 1)
    canvas.polyline(centres(canvas, rule.cells),
                    " fill=\"none\" stroke-width=\"" + canvas.len(0.28) +
                        "\" stroke-linecap=\"round\" stroke-linejoin=\"round\"");
  canvas.close_group();
}

}  // namespace

void draw_lines(Canvas& canvas) {
  if (!canvas.puzzle().rules) return;
  for (const Rule& rule : canvas.puzzle().rules->list) {
    switch (rule.kind) {
      case RuleKind::diagonal:
        diagonal(canvas, rule);
        break;
      case RuleKind::thermometer:
        thermometer(canvas, rule);
        break;
      case RuleKind::whispers:
        thick_line(canvas, rule, colour::kWhispers, 0.2);
        break;
      case RuleKind::renban:
        thick_line(canvas, rule, colour::kRenban, 0.2);
        break;
      case RuleKind::palindrome:
        thick_line(canvas, rule, colour::kPalindrome, 0.2);
        break;
      default:
        break;
    }
  }
}

}  // namespace satdoku::render
