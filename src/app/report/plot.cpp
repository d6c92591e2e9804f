// The compare scatter plot as SVG. Layout (user units): a title block of
// three lines (title, counts, legend), then a square plot of whole decades on
// both axes, tick labels and axis titles below and to the left.
#include "report/plot.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <ostream>

#include "report/stats.hpp"
#include "satdoku/svg.hpp"

namespace satdoku {

namespace {

constexpr double kWidth = 820;
constexpr double kHeight = 880;
constexpr double kLeft = 96;   // room for the y tick labels and axis title
constexpr double kTop = 104;   // room for the title block
constexpr double kSize = 690;  // the plot square
constexpr double kFloor = 1e-9;

// The decades both axes span: [lo, hi] in powers of ten, at least one wide.
struct Axis {
  int lo = -6;
  int hi = -3;
  double fraction(double seconds) const {
    return (std::log10(std::max(seconds, kFloor)) - lo) / (hi - lo);
  }
  double x(double seconds) const { return kLeft + fraction(seconds) * kSize; }
  double y(double seconds) const { return kTop + kSize - fraction(seconds) * kSize; }
};

Axis axis_for(const std::vector<PlotPoint>& points) {
  if (points.empty()) return {};
  double low = HUGE_VAL, high = 0;
  for (const PlotPoint& p : points) {
    for (const double t : {p.x, p.y}) {
      const double v = std::isfinite(t) ? std::max(t, kFloor) : kFloor;
      low = std::min(low, v);
      high = std::max(high, v);
    }
  }
  Axis axis;
  // The 1e-9 tolerance keeps a time of exactly 1 ms from opening a decade
  // of its own to floating-point error in log10.
  axis.lo = static_cast<int>(std::floor(std::log10(low) + 1e-9));
  axis.hi = static_cast<int>(std::ceil(std::log10(high) - 1e-9));
  if (axis.hi <= axis.lo) axis.hi = axis.lo + 1;
  return axis;
}

std::string num(double v) {
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "%.1f", v);
  return buffer;
}

// Dataset and engine names come from the command line and file names:
// svg_escape also keeps invalid UTF-8 out of the XML.
std::string xml_escape(std::string_view text) {
  return svg_escape(text);
}

struct Style {
  Ruling kind;
  const char* label;
  const char* color;
};
// Drawn in this order, so the rare kinds land on top of the common one.
constexpr Style kStyles[] = {
    {Ruling::solved, "solved", "#2563eb"},
    {Ruling::no_solution, "no solution", "#d97706"},
    {Ruling::unknown, "undecided (limit)", "#6b7280"},
    {Ruling::disagreement, "disagreement", "#dc2626"},
};

void write_grid(std::ostream& out, const Axis& axis) {
  const double right = kLeft + kSize, bottom = kTop + kSize;
  out << "<g stroke=\"#eef0f3\" stroke-width=\"0.6\">\n";
  for (int e = axis.lo; e < axis.hi; ++e) {
    for (int m = 2; m <= 9; ++m) {
      const double t = m * std::pow(10.0, e);
      out << "<line x1=\"" << num(axis.x(t)) << "\" y1=\"" << num(kTop) << "\" x2=\""
          << num(axis.x(t)) << "\" y2=\"" << num(bottom) << "\"/>";
      out << "<line x1=\"" << num(kLeft) << "\" y1=\"" << num(axis.y(t)) << "\" x2=\"" << num(right)
          << "\" y2=\"" << num(axis.y(t)) << "\"/>\n";
    }
  }
  out << "</g>\n<g stroke=\"#c7cbd1\" stroke-width=\"1\">\n";
  for (int e = axis.lo; e <= axis.hi; ++e) {
    const double t = std::pow(10.0, e);
    out << "<line x1=\"" << num(axis.x(t)) << "\" y1=\"" << num(kTop) << "\" x2=\""
        << num(axis.x(t)) << "\" y2=\"" << num(bottom) << "\"/>";
    out << "<line x1=\"" << num(kLeft) << "\" y1=\"" << num(axis.y(t)) << "\" x2=\"" << num(right)
        << "\" y2=\"" << num(axis.y(t)) << "\"/>\n";
  }
  out << "</g>\n<g font-size=\"13\" fill=\"#374151\">\n";
  for (int e = axis.lo; e <= axis.hi; ++e) {
    const double t = std::pow(10.0, e);
    const std::string label = xml_escape(decade_label(e));
    out << "<text class=\"xtick\" x=\"" << num(axis.x(t)) << "\" y=\"" << num(bottom + 20)
        << "\" text-anchor=\"middle\">" << label << "</text>";
    out << "<text class=\"ytick\" x=\"" << num(kLeft - 8) << "\" y=\"" << num(axis.y(t))
        << "\" text-anchor=\"end\" dominant-baseline=\"middle\">" << label << "</text>\n";
  }
  out << "</g>\n";
}

// The line y = factor * x across the square, labelled at its upper or right end.
void write_guides(std::ostream& out, const Axis& axis) {
  out << "<g class=\"guides\" stroke=\"#9ca3af\" stroke-width=\"0.8\" stroke-dasharray=\"2 3\" "
         "font-size=\"11\" fill=\"#9ca3af\">\n";
  for (const int exponent : {-2, -1, 1, 2}) {
    const double d =
        static_cast<double>(exponent) / (axis.hi - axis.lo);  // shift in plot fractions
    if (std::abs(d) >= 0.9) continue;                         // a stub in the corner says nothing
    const double from = std::max(0.0, -d), to = std::min(1.0, 1.0 - d);
    const auto px = [](double f) { return kLeft + f * kSize; };
    const auto py = [](double f) { return kTop + kSize - f * kSize; };
    out << "<line x1=\"" << num(px(from)) << "\" y1=\"" << num(py(from + d)) << "\" x2=\""
        << num(px(to)) << "\" y2=\"" << num(py(to + d)) << "\"/>";
    const std::string label = exponent == 1 || exponent == -1 ? "10×" : "100×";
    // Above the diagonal the line ends on the top edge, below it on the right.
    if (exponent > 0) {
      out << "<text stroke=\"none\" x=\"" << num(px(to) + 4) << "\" y=\"" << num(kTop + 12) << "\">"
          << label << "</text>\n";
    } else {
      out << "<text stroke=\"none\" x=\"" << num(kLeft + kSize - 4) << "\" y=\""
          << num(py(to + d) - 5) << "\" text-anchor=\"end\">" << label << "</text>\n";
    }
  }
  out << "</g>\n";
}

}  // namespace

std::string decade_label(int exponent) {
  static constexpr const char* kUnits[] = {"ns", "µs", "ms", "s"};
  if (exponent < -9 || exponent > 4) return "1e" + std::to_string(exponent) + " s";
  // Appended piece by piece: g++ 12 warns (-Wrestrict, falsely) on
  // "1" + std::string(n, '0') here.
  const int unit = exponent >= 0 ? 3 : (exponent + 9) / 3;  // ns, µs, ms, s
  const int zeros = exponent >= 0 ? exponent : (exponent + 9) % 3;
  std::string label = "1";
  label.append(static_cast<std::size_t>(zeros), '0');
  label += ' ';
  label += kUnits[unit];
  return label;
}

PlotData plot_data(const CompareTally& tally, std::size_t y_engine, std::size_t x_engine,
                   std::string dataset) {
  PlotData data;
  data.dataset = std::move(dataset);
  data.x_engine = tally.engines().at(x_engine);
  data.y_engine = tally.engines().at(y_engine);
  const std::vector<double>& xs = tally.times(x_engine);
  const std::vector<double>& ys = tally.times(y_engine);
  const std::vector<Ruling>& kinds = tally.rulings();
  const std::size_t n = std::min({xs.size(), ys.size(), kinds.size()});
  data.points.reserve(n);
  for (std::size_t i = 0; i < n; ++i) data.points.push_back({xs[i], ys[i], kinds[i]});
  return data;
}

void write_svg_plot(std::ostream& out, const PlotData& data, const PlotOptions& options) {
  const std::vector<PlotPoint>& points = data.points;
  const Axis axis = axis_for(points);
  std::size_t above = 0, below = 0, counts[std::size(kStyles)] = {};
  for (const PlotPoint& p : points) {
    const double x = std::max(p.x, kFloor), y = std::max(p.y, kFloor);
    above += y > x;
    below += y < x;
    for (std::size_t s = 0; s < std::size(kStyles); ++s) counts[s] += p.kind == kStyles[s].kind;
  }
  // An even sample when there are too many points; disagreements always stay.
  const std::size_t max_points = std::max<std::size_t>(options.max_points, 1);
  const std::size_t stride = (points.size() + max_points - 1) / max_points;
  std::size_t shown = 0;
  const auto drawn = [&](std::size_t i) {
    return stride <= 1 || i % stride == 0 || points[i].kind == Ruling::disagreement;
  };
  for (std::size_t i = 0; i < points.size(); ++i) shown += drawn(i);

  const std::string x_name = xml_escape(data.x_engine), y_name = xml_escape(data.y_engine);
  out << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
      << "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" << kWidth << "\" height=\"" << kHeight
      << "\" viewBox=\"0 0 " << kWidth << ' ' << kHeight
      << "\" font-family=\"DejaVu Sans, Helvetica, Arial, sans-serif\">\n"
      << "<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n";
  // Title block.
  std::string title = y_name + " vs " + x_name;
  if (!data.dataset.empty()) title = xml_escape(data.dataset) + ": " + title;
  out << "<text class=\"title\" x=\"" << kWidth / 2
      << "\" y=\"34\" text-anchor=\"middle\" font-size=\"22\" font-weight=\"bold\" "
         "fill=\"#111827\">"
      << title << "</text>\n";
  std::string subtitle = std::to_string(points.size()) + " puzzles · " + std::to_string(above) +
                         " above the diagonal (" + x_name + " faster) · " + std::to_string(below) +
                         " below (" + y_name + " faster)";
  if (shown < points.size()) {
    subtitle += " · " + std::to_string(shown) + " drawn";
  }
  out << "<text class=\"subtitle\" x=\"" << kWidth / 2
      << "\" y=\"60\" text-anchor=\"middle\" font-size=\"14\" fill=\"#4b5563\">" << subtitle
      << "</text>\n";
  // Legend: one entry per kind, undecided only when there is any; "0
  // disagreements" is worth showing.
  std::vector<std::size_t> legend;
  for (std::size_t s = 0; s < std::size(kStyles); ++s) {
    if (kStyles[s].kind != Ruling::unknown || counts[s] > 0) legend.push_back(s);
  }
  // Entries as wide as their text (DejaVu Sans at 13 units: about 7.4 per
  // character), the row centred.
  std::vector<std::string> labels;
  double row_width = 0;
  for (const std::size_t s : legend) {
    labels.push_back(std::string(kStyles[s].label) + " (" + std::to_string(counts[s]) + ")");
    row_width += 20 + 7.4 * static_cast<double>(display_width(labels.back())) + 28;
  }
  double x = (kWidth - row_width) / 2;
  out << "<g class=\"legend\" font-size=\"13\" fill=\"#374151\">\n";
  for (std::size_t k = 0; k < legend.size(); ++k) {
    const Style& s = kStyles[legend[k]];
    out << "<circle cx=\"" << num(x + 6) << "\" cy=\"82\" r=\"6\" fill=\"" << s.color
        << "\" fill-opacity=\"0.8\"/><text x=\"" << num(x + 18)
        << "\" y=\"84\" dominant-baseline=\"middle\">" << labels[k] << "</text>\n";
    x += 20 + 7.4 * static_cast<double>(display_width(labels[k])) + 28;
  }
  out << "</g>\n";
  // Frame, grid, diagonal.
  out << "<rect x=\"" << kLeft << "\" y=\"" << kTop << "\" width=\"" << kSize << "\" height=\""
      << kSize << "\" fill=\"#fbfbfc\" stroke=\"#9ca3af\"/>\n";
  write_grid(out, axis);
  out << "<line class=\"diagonal\" x1=\"" << num(kLeft) << "\" y1=\"" << num(kTop + kSize)
      << "\" x2=\"" << num(kLeft + kSize) << "\" y2=\"" << num(kTop)
      << "\" stroke=\"#4b5563\" stroke-width=\"1.2\" stroke-dasharray=\"6 4\"/>\n";
  // Guides at 10x and 100x either side of the diagonal: they let a reader
  // say "mostly 10 to 100 times faster" at a glance.
  write_guides(out, axis);
  // Which side is which, in the corners the diagonal leaves free.
  out << "<g font-size=\"13\" font-style=\"italic\" fill=\"#6b7280\">"
      << "<text x=\"" << num(kLeft + 12) << "\" y=\"" << num(kTop + 22) << "\">" << x_name
      << " faster ↖</text><text x=\"" << num(kLeft + kSize - 12) << "\" y=\""
      << num(kTop + kSize - 14) << "\" text-anchor=\"end\">↘ " << y_name << " faster</text></g>\n";
  // The points, one group per kind. The common kind is small and faint so
  // that density shows; the rare kinds are drawn over it, larger, opaque and
  // outlined, so that a handful of them cannot hide in a cloud of thousands.
  const double radius = shown <= 2000 ? 4 : shown <= 20000 ? 3 : 2;
  const double opacity = shown <= 2000 ? 0.45 : shown <= 20000 ? 0.3 : 0.2;
  for (const Style& s : kStyles) {
    const bool rare = s.kind != Ruling::solved;
    const bool loud = s.kind == Ruling::disagreement;
    out << "<g class=\"points\" fill=\"" << s.color << "\" fill-opacity=\""
        << (rare ? 0.85 : opacity) << '"';
    if (rare) out << " stroke=\"#1f2937\" stroke-opacity=\"0.6\" stroke-width=\"0.7\"";
    out << ">\n";
    const std::string r = num(loud ? radius + 2 : rare ? radius + 0.5 : radius);
    for (std::size_t i = 0; i < points.size(); ++i) {
      const PlotPoint& p = points[i];
      if (p.kind != s.kind || !drawn(i)) continue;
      out << "<circle cx=\"" << num(axis.x(p.x)) << "\" cy=\"" << num(axis.y(p.y)) << "\" r=\"" << r
          << "\"/>\n";
    }
    out << "</g>\n";
  }
  // Axis titles.
  out << "<g font-size=\"15\" fill=\"#111827\" text-anchor=\"middle\">"
      << "<text class=\"xtitle\" x=\"" << num(kLeft + kSize / 2) << "\" y=\""
      << num(kTop + kSize + 52) << "\">" << x_name << " time per puzzle</text>"
      << "<text class=\"ytitle\" transform=\"translate(24 " << num(kTop + kSize / 2)
      << ") rotate(-90)\">" << y_name << " time per puzzle</text></g>\n"
      << "</svg>\n";
}

}  // namespace satdoku
