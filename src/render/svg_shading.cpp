// Marks inside single cells, drawn under everything else: shaded extra
// regions, grey circles (odd) and squares (even), and minimum / maximum
// cells with chevrons that point, as an inequality sign does, at the smaller
// side.
#include <string>

#include "svg_canvas.hpp"

namespace satdoku::render {

namespace {

void extra_region(Canvas& canvas, const Rule& rule) {
  canvas.open_group("extra_region", " fill=\"" + std::string(colour::kShade) + "\"");
  for (const int cell : rule.cells) {
    const Point c = canvas.centre(cell);
    canvas.rect({c.x - 0.5, c.y - 0.5}, 1, 1, "");
  }
  canvas.close_group();
}

void parity(Canvas& canvas, const Rule& rule) {
  const Point c = canvas.centre(rule.cells.front());
  const std::string fill = " class=\"" + std::string(to_string(rule.kind)) + "\" fill=\"" +
                           std::string(colour::kParity) + "\"";
  if (rule.kind == RuleKind::odd) {
    canvas.circle(c, 0.34, fill);  // smaller than a thermometer's bulb
  } else {
    canvas.rect({c.x - 0.33, c.y - 0.33}, 0.66, 0.66, fill);
  }
}

// A chevron on each side that has a neighbour: pointing out of a maximum
// (its neighbours are smaller), into a minimum.
void extremum(Canvas& canvas, const Rule& rule) {
  const int n = canvas.side();
  const int cell = rule.cells.front();
  const Point c = canvas.centre(cell);
  const bool maximum = rule.kind == RuleKind::maximum;
  canvas.open_group(to_string(rule.kind), " fill=\"none\" stroke=\"#777\" stroke-width=\"" +
                                              canvas.len(0.03) + "\" stroke-linejoin=\"round\"");
  canvas.rect({c.x - 0.5, c.y - 0.5}, 1, 1, " fill=\"#ececec\" stroke=\"none\"");
  const int row = cell / n, col = cell % n;
  const struct { int dr, dc; } sides[] = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}};
  for (const auto& s : sides) {
    if (row + s.dr < 0 || row + s.dr >= n || col + s.dc < 0 || col + s.dc >= n) continue;
    const Point out{static_cast<double>(s.dc), static_cast<double>(s.dr)};
    const Point along{out.y, out.x};
    const double tip = maximum ? 0.45 : 0.36, base = maximum ? 0.36 : 0.45;
    canvas.polyline({c + out * base + along * 0.09, c + out * tip, c + out * base - along * 0.09},
                    "");
  }
  canvas.close_group();
}

}  // namespace

void draw_shading(Canvas& canvas) {
  if (!canvas.puzzle().rules) return;
  for (const Rule& rule : canvas.puzzle().rules->list) {
    switch (rule.kind) {
      case RuleKind::extra_region:
        extra_region(canvas, rule);
        break;
      case RuleKind::odd:
      case RuleKind::even:
        parity(canvas, rule);
        break;
      case RuleKind::minimum:
      case RuleKind::maximum:
        extremum(canvas, rule);
        break;
      default:
        break;
    }
  }
}

}  // namespace satdoku::render
