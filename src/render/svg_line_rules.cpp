// The marks of the rule kinds that published setters' puzzles brought in,
// drawn with the colours and shapes of f-puzzles and its add-ons
// (SudokuSolver's fpuzzles-newconstraints.js, the lockout add-on):
// - lines under the grid lines: slow thermometers (a blue thermometer with a
//   pale core), between lines (grey, hollow circles at the ends), lockout
//   lines (blue, diamonds at the ends), double arrows (circles at the ends),
//   entropic, modular, nabner, zipper and region sum lines in their colours;
// - shading: clones as pale squares, indexer cells outlined in green (row),
//   red (column) or blue (box).
#include <string>

#include "svg_canvas.hpp"

namespace satdoku::render {

namespace {

std::vector<Point> points_of(const Canvas& canvas, const std::vector<int>& cells) {
  std::vector<Point> points;
  for (const int cell : cells) points.push_back(canvas.centre(cell));
  return points;
}

std::string stroke(std::string_view colour, const Canvas& canvas, double width) {
  return " fill=\"none\" stroke=\"" + std::string(colour) + "\" stroke-width=\"" +
         canvas.len(width) + "\" stroke-linecap=\"round\" stroke-linejoin=\"round\"";
}

// A line of the given colour and width through the cells' centres.
void plain_line(Canvas& canvas, const Rule& rule, std::string_view colour, double width) {
  const std::string kind(to_string(rule.kind));
  if (rule.cells.size() == 1) {
    canvas.circle(canvas.centre(rule.cells.front()), width / 2,
                  " class=\"" + kind + "\" fill=\"" + std::string(colour) + "\"");
    return;
  }
  canvas.polyline(points_of(canvas, rule.cells),
                  " class=\"" + kind + "\"" + stroke(colour, canvas, width));
}

void slow_thermometer(Canvas& canvas, const Rule& rule) {
  canvas.open_group("slow_thermometer");
  const Point bulb = canvas.centre(rule.cells.front());
  const std::vector<Point> points = points_of(canvas, rule.cells);
  canvas.circle(bulb, 0.4, " fill=\"" + std::string(colour::kSlowThermoOuter) + "\"");
  if (points.size() > 1) canvas.polyline(points, stroke(colour::kSlowThermoOuter, canvas, 0.3));
  canvas.circle(bulb, 0.28, " fill=\"" + std::string(colour::kSlowThermoInner) + "\"");
  if (points.size() > 1) canvas.polyline(points, stroke(colour::kSlowThermoInner, canvas, 0.12));
  canvas.close_group();
}

// A line with a shape at each end: hollow circles (between lines), filled
// circles (double arrows) or diamonds (lockout lines).
enum class Ends { hollow_circles, circles, diamonds };

void line_with_ends(Canvas& canvas, const Rule& rule, std::string_view colour, double width,
                    Ends ends) {
  canvas.open_group(to_string(rule.kind));
  if (rule.cells.size() > 1)
    canvas.polyline(points_of(canvas, rule.cells), stroke(colour, canvas, width));
  const std::string pen = " stroke=\"" + std::string(colour) + "\" stroke-width=\"" +
                          canvas.len(ends == Ends::diamonds ? 0.05 : width) + "\"";
  for (const int cell : {rule.cells.front(), rule.cells.back()}) {
    const Point c = canvas.centre(cell);
    if (ends == Ends::diamonds) {
      const double r = 0.39;  // a square of side 0.55 on its corner
      canvas.polyline(
          {c + Point{0, -r}, c + Point{r, 0}, c + Point{0, r}, c + Point{-r, 0}, c + Point{0, -r}},
          " fill=\"#fff\"" + pen);
    } else {
      canvas.circle(
          c, ends == Ends::circles ? 0.5 - width / 2 : 0.4,
          std::string(" fill=\"") + (ends == Ends::circles ? "#eaeaea" : "#fff") + "\"" + pen);
    }
    if (rule.cells.size() == 1) break;
  }
  canvas.close_group();
}

// A pale square on each cell and each clone.
void clone(Canvas& canvas, const Rule& rule) {
  canvas.open_group("clone", " fill=\"" + std::string(colour::kClone) + "\"");
  for (const auto* cells : {&rule.cells, &rule.line}) {
    for (const int cell : *cells) {
      const Point c = canvas.centre(cell);
      canvas.rect({c.x - 0.5, c.y - 0.5}, 1, 1, "");
    }
  }
  canvas.close_group();
}

// The indexer cells of one kind, faintly filled and outlined just inside
// their outer edges, as one cage of the kind's colour.
void indexers(Canvas& canvas, RuleKind kind) {
  std::vector<int> cells;
  for (const Rule& rule : canvas.puzzle().rules->list)
    if (rule.kind == kind && !rule.cells.empty()) cells.push_back(rule.cells.front());
  if (cells.empty()) return;
  const std::string colour(kind == RuleKind::row_indexer      ? colour::kRowIndexer
                           : kind == RuleKind::column_indexer ? colour::kColumnIndexer
                                                              : colour::kBoxIndexer);
  const double inset = 1.0 / 32;
  canvas.open_group(to_string(kind));
  for (const int cell : cells) {
    const Point c = canvas.centre(cell);
    canvas.rect({c.x - 0.5, c.y - 0.5}, 1, 1, " fill=\"" + colour + "\" fill-opacity=\"0.1\"");
  }
  canvas.path(outline(canvas, cells, inset), " fill=\"none\" stroke=\"" + colour +
                                                 "\" stroke-width=\"" + canvas.len(2 * inset) +
                                                 "\" stroke-linecap=\"round\"");
  canvas.close_group();
}

}  // namespace

void draw_line_rules(Canvas& canvas) {
  if (!canvas.puzzle().rules) return;
  for (const Rule& rule : canvas.puzzle().rules->list) {
    if (rule.cells.empty()) continue;
    switch (rule.kind) {
      case RuleKind::slow_thermometer:
        slow_thermometer(canvas, rule);
        break;
      case RuleKind::between_line:
        line_with_ends(canvas, rule, colour::kBetween, 0.08, Ends::hollow_circles);
        break;
      case RuleKind::lockout_line:
        line_with_ends(canvas, rule, colour::kLockout, 0.1, Ends::diamonds);
        break;
      case RuleKind::double_arrow:
        line_with_ends(canvas, rule, colour::kDoubleArrow, 0.08, Ends::circles);
        break;
      case RuleKind::entropic_line:
        plain_line(canvas, rule, colour::kEntropic, 0.125);
        break;
      case RuleKind::modular_line:
        plain_line(canvas, rule, colour::kModular, 0.125);
        break;
      case RuleKind::region_sum_line:
        plain_line(canvas, rule, colour::kRegionSum, 0.125);
        break;
      case RuleKind::nabner_line:
        plain_line(canvas, rule, colour::kNabner, 0.2);
        break;
      case RuleKind::zipper_line:
        plain_line(canvas, rule, colour::kZipper, 0.125);
        break;
      default:
        break;
    }
  }
}

void draw_clones_and_indexers(Canvas& canvas) {
  if (!canvas.puzzle().rules) return;
  for (const Rule& rule : canvas.puzzle().rules->list)
    if (rule.kind == RuleKind::clone) clone(canvas, rule);
  for (const RuleKind kind :
       {RuleKind::row_indexer, RuleKind::column_indexer, RuleKind::box_indexer})
    indexers(canvas, kind);
}

}  // namespace satdoku::render
