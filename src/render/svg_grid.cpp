// The grid: thin lines between cells, thick lines between regions (the usual
// boxes, or a jigsaw's irregular regions: one rule for both) and round the
// outside.
#include "svg_canvas.hpp"

namespace satdoku::render {

namespace {

constexpr double kThin = 0.018;   // cell lines, in cells
constexpr double kThick = 0.055;  // box and region borders
constexpr double kOuter = 0.07;

// Thick segments along one grid line, merged into runs so that a border is
// one stroke, not N pieces with seams. `thick(i)` says whether the unit
// segment i (0..N-1) along the line is a border; `at(i)` maps a distance
// along the line to a point.
template <class Thick, class At>
void thick_runs(Canvas& canvas, int n, Thick thick, At at, const std::string& attributes) {
  for (int i = 0; i < n;) {
    if (!thick(i)) {
      ++i;
      continue;
    }
    int j = i;
    while (j < n && thick(j)) ++j;
    canvas.line(at(i), at(j), attributes);
    i = j;
  }
}

}  // namespace

void draw_grid(Canvas& canvas) {
  const int n = canvas.side();
  const Puzzle& puzzle = canvas.puzzle();
  const auto n_d = static_cast<double>(n);

  canvas.open_group("cell-lines", " stroke=\"#000\" stroke-width=\"" + canvas.len(kThin) + "\"");
  for (int k = 1; k < n; ++k) {
    canvas.line({static_cast<double>(k), 0}, {static_cast<double>(k), n_d}, "");
    canvas.line({0, static_cast<double>(k)}, {n_d, static_cast<double>(k)}, "");
  }
  canvas.close_group();

  canvas.open_group(
      puzzle.rules && !puzzle.rules->regions.empty() ? "regions" : "boxes",
      " stroke=\"#000\" stroke-width=\"" + canvas.len(kThick) + "\" stroke-linecap=\"square\"");
  const std::string none;
  for (int k = 1; k < n; ++k) {
    const auto kd = static_cast<double>(k);
    // Vertical line x = k: between columns k-1 and k, segment i is row i.
    thick_runs(
        canvas, n,
        [&](int row) { return puzzle.region_of(row * n + k - 1) != puzzle.region_of(row * n + k); },
        [&](int row) {
          return Point{kd, static_cast<double>(row)};
        },
        none);
    // Horizontal line y = k: between rows k-1 and k, segment i is column i.
    thick_runs(
        canvas, n,
        [&](int col) {
          return puzzle.region_of((k - 1) * n + col) != puzzle.region_of(k * n + col);
        },
        [&](int col) {
          return Point{static_cast<double>(col), kd};
        },
        none);
  }
  canvas.close_group();

  canvas.rect({0, 0}, n_d, n_d,
              " class=\"border\" fill=\"none\" stroke=\"#000\" stroke-width=\"" +
                  canvas.len(kOuter) + "\"");
}

}  // namespace satdoku::render
