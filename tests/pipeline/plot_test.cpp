// The SVG plot: well-formed XML, one circle per puzzle, each at the log
// position the axis labels say, counts in the title, sampling of huge sets.
#include <gtest/gtest.h>

#include <cctype>
#include <cmath>
#include <cstring>
#include <map>
#include <sstream>

#include "report/plot.hpp"
#include "xml_reader.hpp"

namespace satdoku {
namespace {

// The XML reader the picture tests share (tests/support/xml_reader.hpp).
using Element = testing::XmlElement;

std::vector<Element> render(const PlotData& data, const PlotOptions& options = {}) {
  std::ostringstream out;
  write_svg_plot(out, data, options);
  std::vector<Element> elements;
  std::string why;
  EXPECT_TRUE(testing::parse_xml(out.str(), elements, why)) << why;
  EXPECT_TRUE(!elements.empty() && elements[0].name == "svg");
  return elements;
}

std::vector<const Element*> points_of(const std::vector<Element>& elements) {
  std::vector<const Element*> points;
  for (const Element& e : elements)
    if (e.name == "circle" && e.parent_class == "points") points.push_back(&e);
  return points;
}

double attr(const Element& e, const std::string& key) {
  return std::stod(e.attributes.at(key));
}

// The coordinate of an axis tick by its label.
double tick(const std::vector<Element>& elements, const std::string& cls,
            const std::string& label) {
  for (const Element& e : elements) {
    auto it = e.attributes.find("class");
    if (it != e.attributes.end() && it->second == cls && e.text == label)
      return attr(e, cls == "xtick" ? "x" : "y");
  }
  ADD_FAILURE() << "no " << cls << " labelled " << label;
  return NAN;
}

std::string text_of(const std::vector<Element>& elements, const std::string& cls) {
  for (const Element& e : elements) {
    auto it = e.attributes.find("class");
    if (it != e.attributes.end() && it->second == cls) return e.text;
  }
  return "";
}

TEST(Plot, PointsSitAtTheirLogPositions) {
  PlotData data{"tiny", "B", "A", {}};
  data.points = {{1e-6, 1e-3, Ruling::solved},
                 {1e-3, 1e-6, Ruling::solved},
                 {std::pow(10.0, -4.5), std::pow(10.0, -4.5), Ruling::no_solution},
                 {2e-5, 2e-5, Ruling::disagreement}};
  const std::vector<Element> svg = render(data);
  const std::vector<const Element*> points = points_of(svg);
  ASSERT_EQ(points.size(), 4u);
  // Decades from 1 µs to 1 ms on both axes, labelled.
  const double x1us = tick(svg, "xtick", "1 µs"), x10us = tick(svg, "xtick", "10 µs");
  const double x100us = tick(svg, "xtick", "100 µs"), x1ms = tick(svg, "xtick", "1 ms");
  const double y1us = tick(svg, "ytick", "1 µs"), y1ms = tick(svg, "ytick", "1 ms");
  const double y10us = tick(svg, "ytick", "10 µs"), y100us = tick(svg, "ytick", "100 µs");
  EXPECT_LT(x1us, x1ms);
  EXPECT_GT(y1us, y1ms);  // SVG y grows downwards: slower is higher up
  // Equal decades are equally spaced.
  EXPECT_NEAR(x10us - x1us, x1ms - x100us, 0.11);
  // Drawn in kind order: the two solved points first.
  EXPECT_NEAR(attr(*points[0], "cx"), x1us, 0.051);
  EXPECT_NEAR(attr(*points[0], "cy"), y1ms, 0.051);
  EXPECT_NEAR(attr(*points[1], "cx"), x1ms, 0.051);
  EXPECT_NEAR(attr(*points[1], "cy"), y1us, 0.051);
  // 10^-4.5 s lies halfway between the 10 µs and 100 µs lines.
  EXPECT_NEAR(attr(*points[2], "cx"), (x10us + x100us) / 2, 0.11);
  EXPECT_NEAR(attr(*points[2], "cy"), (y10us + y100us) / 2, 0.11);
  // 20 µs: log10(2) = 0.301 of the way from 10 µs to 100 µs.
  EXPECT_NEAR(attr(*points[3], "cx"), x10us + std::log10(2.0) * (x100us - x10us), 0.11);
  // The diagonal runs from (1 µs, 1 µs) to (1 ms, 1 ms).
  for (const Element& e : svg) {
    if (e.attributes.count("class") && e.attributes.at("class") == "diagonal") {
      EXPECT_NEAR(attr(e, "x1"), x1us, 0.051);
      EXPECT_NEAR(attr(e, "y1"), y1us, 0.051);
      EXPECT_NEAR(attr(e, "x2"), x1ms, 0.051);
      EXPECT_NEAR(attr(e, "y2"), y1ms, 0.051);
    }
  }
  const std::string subtitle = text_of(svg, "subtitle");
  EXPECT_NE(subtitle.find("4 puzzles"), std::string::npos) << subtitle;
  EXPECT_NE(subtitle.find("1 above the diagonal (B faster)"), std::string::npos) << subtitle;
  EXPECT_NE(subtitle.find("1 below (A faster)"), std::string::npos) << subtitle;
  EXPECT_EQ(text_of(svg, "title"), "tiny: A vs B");
  EXPECT_EQ(text_of(svg, "xtitle"), "B time per puzzle");
  EXPECT_EQ(text_of(svg, "ytitle"), "A time per puzzle");
}

TEST(Plot, OneCirclePerPuzzleColouredByKind) {
  PlotData data{"set", "sat", "backtrack", {}};
  for (int i = 0; i < 300; ++i) {
    const Ruling kind = i % 50 == 0  ? Ruling::disagreement
                        : i % 7 == 0 ? Ruling::no_solution
                                     : Ruling::solved;
    data.points.push_back({1e-5 * (1 + i % 13), 2e-5 * (1 + i % 17), kind});
  }
  const std::vector<Element> svg = render(data);
  EXPECT_EQ(points_of(svg).size(), 300u);
  // Groups carry the colours; the legend counts each kind.
  std::map<std::string, int> per_fill;
  for (const Element& e : svg) {
    if (e.name == "g" && e.attributes.count("class") && e.attributes.at("class") == "points") {
      per_fill[e.attributes.at("fill")] += 0;
    }
  }
  EXPECT_EQ(per_fill.size(), 4u);  // solved, no solution, undecided, disagreement groups
  std::string legend;
  for (const Element& e : svg)
    if (e.parent_class == "legend" && e.name == "text") legend += e.text + "|";
  EXPECT_EQ(legend, "solved (252)|no solution (42)|disagreement (6)|");
}

TEST(Plot, HugeSetsAreSampledButKeepEveryDisagreement) {
  PlotData data{"big", "x", "y", {}};
  for (int i = 0; i < 1000; ++i) {
    data.points.push_back(
        {1e-4, 1e-4 * (1 + i % 10), i % 100 == 5 ? Ruling::disagreement : Ruling::solved});
  }
  const std::vector<Element> svg = render(data, PlotOptions{100});
  // Every 10th point (100 of them, none a disagreement) plus the 10 disagreements.
  EXPECT_EQ(points_of(svg).size(), 110u);
  const std::string subtitle = text_of(svg, "subtitle");
  EXPECT_NE(subtitle.find("1000 puzzles"), std::string::npos) << subtitle;
  EXPECT_NE(subtitle.find("110 drawn"), std::string::npos) << subtitle;
}

TEST(Plot, EscapesNamesAndCopesWithNothing) {
  PlotData data{"a<b & \"c\"", "sat/minimal", "back<track>", {}};
  const std::vector<Element> svg = render(data);
  EXPECT_EQ(points_of(svg).size(), 0u);
  EXPECT_EQ(text_of(svg, "title"), "a&lt;b &amp; &quot;c&quot;: back&lt;track&gt; vs sat/minimal");
  // A file name's bytes need not be UTF-8; the picture must stay XML.
  const PlotData latin1{"caf\xe9.txt", "sat", "backtrack", {}};
  EXPECT_EQ(text_of(render(latin1), "title"), "caf?.txt: backtrack vs sat");
  // Zero and negative times are drawn at 1 ns rather than breaking log10.
  data.points = {{0, 1e-6, Ruling::solved}, {-1, 1e-3, Ruling::unknown}};
  const std::vector<Element> with_zeros = render(data);
  EXPECT_EQ(points_of(with_zeros).size(), 2u);
  const double x1ns = tick(with_zeros, "xtick", "1 ns");
  EXPECT_NEAR(attr(*points_of(with_zeros)[0], "cx"), x1ns, 0.051);
}

TEST(Plot, DecadeLabels) {
  EXPECT_EQ(decade_label(-9), "1 ns");
  EXPECT_EQ(decade_label(-8), "10 ns");
  EXPECT_EQ(decade_label(-7), "100 ns");
  EXPECT_EQ(decade_label(-6), "1 µs");
  EXPECT_EQ(decade_label(-5), "10 µs");
  EXPECT_EQ(decade_label(-3), "1 ms");
  EXPECT_EQ(decade_label(-1), "100 ms");
  EXPECT_EQ(decade_label(0), "1 s");
  EXPECT_EQ(decade_label(3), "1000 s");
  EXPECT_EQ(decade_label(5), "1e5 s");
  EXPECT_EQ(decade_label(-10), "1e-10 s");
}

TEST(Plot, DataFromATally) {
  CompareTally tally({"backtrack", "sat"});
  for (int i = 0; i < 3; ++i) {
    Job<Judgement> r;
    r.index = static_cast<std::uint64_t>(i);
    r.answer.attempts.resize(2);
    r.answer.attempts[0].seconds = 0.001 * (i + 1);
    r.answer.attempts[1].seconds = 0.5;
    r.answer.ruling = i == 1 ? Ruling::no_solution : Ruling::solved;
    tally.add(r);
  }
  const PlotData data = plot_data(tally, 0, 1, "three");
  EXPECT_EQ(data.y_engine, "backtrack");
  EXPECT_EQ(data.x_engine, "sat");
  ASSERT_EQ(data.points.size(), 3u);
  EXPECT_EQ(data.points[2].y, 0.003);
  EXPECT_EQ(data.points[2].x, 0.5);
  EXPECT_EQ(data.points[1].kind, Ruling::no_solution);
}

}  // namespace
}  // namespace satdoku
