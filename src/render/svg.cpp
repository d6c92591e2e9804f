// The picture of a puzzle: layout (margins for outside clues, a caption
// band), then the layers from the bottom up: shading, lines and arrows under
// the grid lines, cages, dots and digits over them, outside clues last.
#include "satdoku/svg.hpp"

#include <algorithm>
#include <ostream>
#include <stdexcept>

#include "satdoku/pencil_marks.hpp"
#include "svg_canvas.hpp"

namespace satdoku {

namespace {

using render::Canvas;
using render::Point;

constexpr double kScale = 50;  // user units per cell

// Room round the grid, in cells: a little, or a whole cell on each side
// that holds outside clues (little killers, sandwiches, X-sums, skyscrapers).
struct Margins {
  double top = 0.3, right = 0.3, bottom = 0.3, left = 0.3;
};

Margins margins_for(const Puzzle& puzzle) {
  Margins m;
  if (!puzzle.rules) return m;
  const int n = puzzle.side();
  for (const Rule& r : puzzle.rules->list) {
    if (r.kind != RuleKind::little_killer && r.kind != RuleKind::sandwich &&
        r.kind != RuleKind::x_sum && r.kind != RuleKind::skyscraper)
      continue;
    if (r.clue.row == 0) m.top = 1;
    if (r.clue.row == n + 1) m.bottom = 1;
    if (r.clue.col == 0) m.left = 1;
    if (r.clue.col == n + 1) m.right = 1;
  }
  return m;
}

// Small digits in a sub-grid shaped like a box (3x3 for 9x9, 2 rows of 3 for
// 6x6), each digit in its own place so that columns of marks line up. In a
// cell that shows a cage's sum in its corner they keep below and right of it.
void pencil_marks(Canvas& canvas, int cell, std::uint64_t marks, bool below_sum,
                  std::uint64_t removed = 0, std::uint64_t placed = 0) {
  const Geometry& g = canvas.puzzle().grid.geometry();
  const int rows = g.box_rows, cols = g.box_cols;
  const double span = below_sum ? 0.7 : 0.86;
  const double pitch = span / std::max(rows, cols);
  const Point middle = canvas.centre(cell) + (below_sum ? Point{0.06, 0.1} : Point{0, 0});
  const Point origin = middle - Point{pitch * cols / 2, pitch * rows / 2};
  for (int d = 1; d <= canvas.side(); ++d) {
    if (!(marks & digit_bit(d))) continue;
    const Point at = origin + Point{((d - 1) % cols + 0.5) * pitch, ((d - 1) / cols + 0.5) * pitch};
    if (removed & digit_bit(d)) {
      canvas.text(at, render::digit_text(d), pitch * 0.8,
                  " class=\"pencil removed\" font-weight=\"bold\" fill=\"" +
                      std::string(render::colour::kRemoved) + "\"");
    } else if (placed & digit_bit(d)) {
      canvas.text(at, render::digit_text(d), pitch * 0.8,
                  " class=\"pencil placed\" font-weight=\"bold\" fill=\"" +
                      std::string(render::colour::kPlaced) + "\"");
    } else {
      canvas.text(at, render::digit_text(d), pitch * 0.8, " class=\"pencil\"");
    }
  }
}

std::uint64_t rule_marks(const Puzzle& puzzle, int cell) {
  std::uint64_t marks = 0;
  if (!puzzle.rules) return marks;
  for (const Rule& rule : puzzle.rules->list)
    if (rule.kind == RuleKind::pencil_marks && rule.cells.front() == cell)
      for (const int d : rule.digits) marks |= digit_bit(d);
  return marks;
}

// Givens bold and black, solved digits regular and blue, in row-major order
// (a reader of the picture can take the digits back in that order).
void draw_digits(Canvas& canvas, const SvgOptions& options) {
  const Grid& grid = canvas.puzzle().grid;
  std::vector<bool> sum_cells(static_cast<std::size_t>(grid.cells()));
  if (canvas.puzzle().rules)
    for (const Rule& rule : canvas.puzzle().rules->list)
      if (rule.kind == RuleKind::killer_cage && rule.value > 0 && !rule.cells.empty())
        sum_cells[*std::min_element(rule.cells.begin(), rule.cells.end())] = true;
  canvas.open_group("digits");
  for (int cell = 0; cell < grid.cells(); ++cell) {
    const int given = grid.at(cell);
    const int solved = options.solution ? options.solution->at(cell) : 0;
    const int digit = given ? given : solved;
    if (digit) {
      const std::string text = render::digit_text(digit);
      canvas.text(canvas.centre(cell), text, text.size() > 1 ? 0.46 : 0.58,
                  given
                      ? " class=\"given\" font-weight=\"bold\""
                      : " class=\"solved\" fill=\"" + std::string(render::colour::kSolved) + "\"");
      continue;
    }
    const std::uint64_t marks =
        options.candidates ? (*options.candidates)[cell] : rule_marks(canvas.puzzle(), cell);
    if (marks)
      pencil_marks(canvas, cell, marks, sum_cells[cell],
                   options.removed ? (*options.removed)[cell] : 0,
                   options.placed ? (*options.placed)[cell] : 0);
  }
  canvas.close_group();
}

// The cells a step rests on, shaded under everything else.
void draw_highlight(Canvas& canvas, const SvgOptions& options) {
  if (!options.highlight) return;
  canvas.open_group("highlight");
  for (const int cell : *options.highlight)
    canvas.rect(
        {static_cast<double>(cell % canvas.side()), static_cast<double>(cell / canvas.side())}, 1,
        1, " fill=\"" + std::string(render::colour::kHighlight) + "\"");
  canvas.close_group();
}

void check_sizes(const Puzzle& puzzle, const SvgOptions& options) {
  if (options.solution && options.solution->geometry() != puzzle.grid.geometry())
    throw std::invalid_argument("render_svg: the solution is " +
                                options.solution->geometry().name() + ", the puzzle " +
                                puzzle.grid.geometry().name());
  const auto cells = static_cast<std::size_t>(puzzle.grid.cells());
  if ((options.removed && options.removed->size() != cells) ||
      (options.placed && options.placed->size() != cells))
    throw std::invalid_argument("render_svg: step marks for the wrong number of cells");
  if (options.highlight)
    for (const int cell : *options.highlight)
      if (cell < 0 || cell >= puzzle.grid.cells())
        throw std::invalid_argument("render_svg: highlighted cell out of the grid");
  if (options.candidates &&
      options.candidates->size() != static_cast<std::size_t>(puzzle.grid.cells()))
    throw std::invalid_argument("render_svg: " + std::to_string(options.candidates->size()) +
                                " candidate sets for " + std::to_string(puzzle.grid.cells()) +
                                " cells");
}

}  // namespace

std::string global_rules_note(const Puzzle& puzzle) {
  if (!puzzle.rules) return "";
  std::vector<std::string> notes;
  auto note = [&](std::string text) {
    if (std::find(notes.begin(), notes.end(), text) == notes.end())
      notes.push_back(std::move(text));
  };
  for (const Rule& rule : puzzle.rules->list) {
    switch (rule.kind) {
      case RuleKind::antiknight:
        note("anti-knight");
        break;
      case RuleKind::antiking:
        note("anti-king");
        break;
      case RuleKind::nonconsecutive:
        note("non-consecutive");
        break;
      case RuleKind::disjoint_groups:
        note("disjoint groups");
        break;
      case RuleKind::negative_difference:
        note("all white dots given");
        break;
      case RuleKind::negative_ratio:
        note("all black dots given");
        break;
      case RuleKind::negative_xv:
        note("all X and V given");
        break;
      case RuleKind::whispers:
        // The usual gap, half the largest digit rounded up (5 on 9x9), goes unsaid.
        if (rule.value != (puzzle.side() + 1) / 2)
          note("whispers differ by " + std::to_string(rule.value) + "+");
        break;
      default:
        break;
    }
  }
  std::string text;
  for (const std::string& n : notes) text += (text.empty() ? "" : ", ") + n;
  if (!text.empty()) text[0] = static_cast<char>(text[0] - 'a' + 'A');
  return text;
}

std::string svg_escape(std::string_view text) {
  return render::xml_escape(text);
}

std::string render_svg(const Puzzle& puzzle, const SvgOptions& options) {
  check_sizes(puzzle, options);
  const int n = puzzle.side();
  std::string caption = options.title;
  if (const std::string note = global_rules_note(puzzle); !note.empty())
    caption += (caption.empty() ? "" : ": ") + note;

  const Margins margin = margins_for(puzzle);
  const double band = caption.empty() ? 0 : 0.8;
  const double width = n + margin.left + margin.right;
  const double height = n + margin.top + margin.bottom + band;
  Canvas canvas(puzzle, kScale, {margin.left * kScale, (margin.top + band) * kScale});

  std::string& out = canvas.out();
  const std::string w = canvas.len(width), h = canvas.len(height);
  out += "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
  out += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" + w + "\" height=\"" + h +
         "\" viewBox=\"0 0 " + w + " " + h +
         "\" font-family=\"DejaVu Sans, Arial, sans-serif\" text-anchor=\"middle\">\n";
  out += "<title>" +
         render::xml_escape(
             caption.empty() ? "Sudoku " + std::to_string(n) + "x" + std::to_string(n) : caption) +
         "</title>\n";
  out += "<rect width=\"100%\" height=\"100%\" fill=\"#fff\"/>\n";
  if (!caption.empty()) {
    // Long captions shrink to fit the width.
    const double size = std::min(0.36, (width - 0.4) / (0.6 * static_cast<double>(caption.size())));
    canvas.text({width / 2 - margin.left, -margin.top - band / 2}, caption, size,
                " class=\"caption\"");
  }
  draw_highlight(canvas, options);
  render::draw_shading(canvas);
  render::draw_clones_and_indexers(canvas);
  render::draw_lines(canvas);
  render::draw_line_rules(canvas);
  render::draw_arrows(canvas);
  render::draw_grid(canvas);
  render::draw_cages(canvas);
  render::draw_edge_marks(canvas);
  draw_digits(canvas, options);
  render::draw_outside_clues(canvas);
  out += "</svg>\n";
  return std::move(out);
}

void write_svg(std::ostream& out, const Puzzle& puzzle, const SvgOptions& options) {
  out << render_svg(puzzle, options);
}

}  // namespace satdoku
