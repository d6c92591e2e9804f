// Clues outside the grid: little killer sums with a small arrow pointing
// along their diagonal into the grid, sandwich sums beside their row or
// column, X-sums and skyscrapers framed.
#include <algorithm>
#include <string>

#include "svg_canvas.hpp"

namespace satdoku::render {

namespace {

// `shared`: another clue sits in the same place (two diagonals leave it);
// each sum then moves towards its own arrow, along the grid's edge.
void little_killer(Canvas& canvas, const Rule& rule, bool shared) {
  const Point at = Canvas::centre(rule.clue);
  const Point first = canvas.centre(rule.cells.front());
  // The diagonal's step, one cell in each direction.
  const Point step{first.x > at.x ? 1.0 : -1.0, first.y > at.y ? 1.0 : -1.0};
  canvas.open_group("little_killer");
  const std::string sum = std::to_string(rule.value);
  Point text_at = at;
  if (shared) {
    const bool above_or_below = rule.clue.row == 0 || rule.clue.row == canvas.side() + 1;
    text_at = at + (above_or_below ? Point{step.x * 0.2, 0} : Point{0, step.y * 0.2});
  }
  canvas.text(text_at, sum, sum.size() > 2 || shared ? 0.26 : 0.32, "");
  // The arrow sits in the clue's corner nearest the grid.
  const Point from = at + step * 0.26, tip = at + step * 0.44;
  const std::string pen = " fill=\"none\" stroke=\"#000\" stroke-width=\"" + canvas.len(0.03) +
                          "\" stroke-linecap=\"round\" stroke-linejoin=\"round\"";
  canvas.line(from, tip, pen);
  canvas.polyline({tip - Point{step.x * 0.1, 0}, tip, tip - Point{0, step.y * 0.1}}, pen);
  canvas.close_group();
}

void sandwich(Canvas& canvas, const Rule& rule) {
  canvas.text(Canvas::centre(rule.clue), std::to_string(rule.value), 0.42, " class=\"sandwich\"");
}

// As f-puzzles' add-on draws them: an X-sum's number in a circle, a
// skyscraper's in an upright rectangle.
void framed_clue(Canvas& canvas, const Rule& rule) {
  const Point at = Canvas::centre(rule.clue);
  const std::string kind(to_string(rule.kind));
  canvas.open_group(kind,
                    " fill=\"none\" stroke=\"#000\" stroke-width=\"" + canvas.len(0.03) + "\"");
  if (rule.kind == RuleKind::x_sum)
    canvas.circle(at, 0.36, "");
  else
    canvas.rect(at - Point{0.24, 0.38}, 0.48, 0.76, "");
  const std::string value = std::to_string(rule.value);
  canvas.text(at, value, value.size() > 1 ? 0.3 : 0.38, " fill=\"#000\" stroke=\"none\"");
  canvas.close_group();
}

}  // namespace

void draw_outside_clues(Canvas& canvas) {
  if (!canvas.puzzle().rules) return;
  const auto& rules = canvas.puzzle().rules->list;
  for (const Rule& rule : rules) {
    if (rule.kind == RuleKind::little_killer && !rule.cells.empty()) {
      const auto same_place = std::count_if(rules.begin(), rules.end(), [&](const Rule& other) {
        return other.kind == RuleKind::little_killer && other.clue == rule.clue;
      });
      little_killer(canvas, rule, same_place > 1);
    }
    if (rule.kind == RuleKind::sandwich) sandwich(canvas, rule);
    if (rule.kind == RuleKind::x_sum || rule.kind == RuleKind::skyscraper)
      framed_clue(canvas, rule);
  }
}

}  // namespace satdoku::render
