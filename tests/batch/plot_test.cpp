// The SVG plot: well-formed XML, one circle per puzzle, each at the log
// position the axis labels say, counts in the title, sampling of huge sets.
#include <gtest/gtest.h>

#include <cctype>
#include <cmath>
#include <cstring>
#include <map>
#include <sstream>

#include "report/plot.hpp"

namespace satdoku {
namespace {

struct Element {
  std::string name;
  std::map<std::string, std::string> attributes;
  std::string text;
  std::string parent_class;  // class of the enclosing element
};

// A minimal XML reader: enough to check well-formedness of what the plot
// writes (nesting, quoted attributes, entities, no stray '<' or '&') and to
// list its elements. Returns nullopt-like empty on malformed input.
bool parse_xml(const std::string& xml, std::vector<Element>& out, std::string& why) {
  std::vector<std::size_t> open;  // indices into out
  const auto entity_ok = [&](std::size_t i) {
    for (const char* e : {"&amp;", "&lt;", "&gt;", "&quot;", "&apos;"})
      if (xml.compare(i, std::strlen(e), e) == 0) return true;
    return false;
  };
  std::size_t i = 0;
  bool seen_root = false;
  while (i < xml.size()) {
    if (xml[i] != '<') {
      if (xml[i] == '&' && !entity_ok(i)) return why = "bad entity at " + std::to_string(i), false;
      if (!open.empty())
        out[open.back()].text += xml[i];
      else if (!std::isspace(static_cast<unsigned char>(xml[i])))
        return why = "text outside the root", false;
      ++i;
      continue;
    }
    if (xml.compare(i, 2, "<?") == 0) {
      const std::size_t end = xml.find("?>", i);
      if (end == std::string::npos) return why = "unclosed <?", false;
      i = end + 2;
      continue;
    }
    if (xml.compare(i, 2, "</") == 0) {
      const std::size_t end = xml.find('>', i);
      if (end == std::string::npos) return why = "unclosed end tag", false;
      const std::string name = xml.substr(i + 2, end - i - 2);
      if (open.empty() || out[open.back()].name != name)
        return why = "mismatched </" + name + ">", false;
      open.pop_back();
      i = end + 1;
      continue;
    }
    ++i;
    Element e;
    while (i < xml.size() && (std::isalnum(static_cast<unsigned char>(xml[i])) || xml[i] == '-'))
      e.name += xml[i++];
    if (e.name.empty()) return why = "empty tag name", false;
    if (open.empty() && seen_root) return why = "second root", false;
    seen_root = true;
    for (;;) {
      while (i < xml.size() && std::isspace(static_cast<unsigned char>(xml[i]))) ++i;
      if (i >= xml.size()) return why = "unclosed tag", false;
      if (xml[i] == '>' || xml.compare(i, 2, "/>") == 0) break;
      std::string key;
      while (i < xml.size() &&
             (std::isalnum(static_cast<unsigned char>(xml[i])) || xml[i] == '-' || xml[i] == ':'))
        key += xml[i++];
      if (key.empty() || i + 1 >= xml.size() || xml[i] != '=' || xml[i + 1] != '"')
        return why = "bad attribute in <" + e.name + ">", false;
      i += 2;
      const std::size_t end = xml.find('"', i);
      if (end == std::string::npos) return why = "unclosed attribute", false;
      const std::string value = xml.substr(i, end - i);
      if (value.find('<') != std::string::npos) return why = "'<' in attribute", false;
      for (std::size_t k = value.find('&'); k != std::string::npos; k = value.find('&', k + 1))
        if (!entity_ok(i + k)) return why = "bad entity in attribute", false;
      if (e.attributes.count(key)) return why = "duplicate attribute " + key, false;
      e.attributes[key] = value;
      i = end + 1;
    }
    if (!open.empty()) {
      auto it = out[open.back()].attributes.find("class");
      if (it != out[open.back()].attributes.end()) e.parent_class = it->second;
    }
    const bool self_closing = xml[i] == '/';
    i += self_closing ? 2 : 1;
    out.push_back(e);
    if (!self_closing) open.push_back(out.size() - 1);
  }
  if (!open.empty()) return why = "unclosed <" + out[open.back()].name + ">", false;
  if (out.empty() || out[0].name != "svg") return why = "root is not <svg>", false;
  return true;
}

std::vector<Element> render(const PlotData& data, const PlotOptions& options = {}) {
  std::ostringstream out;
  write_svg_plot(out, data, options);
  std::vector<Element> elements;
  std::string why;
  EXPECT_TRUE(parse_xml(out.str(), elements, why)) << why;
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
  data.points = {{1e-6, 1e-3, Consensus::solved},
                 {1e-3, 1e-6, Consensus::solved},
                 {std::pow(10.0, -4.5), std::pow(10.0, -4.5), Consensus::no_solution},
                 {2e-5, 2e-5, Consensus::disagreement}};
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
    const Consensus kind = i % 50 == 0  ? Consensus::disagreement
                           : i % 7 == 0 ? Consensus::no_solution
                                        : Consensus::solved;
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
        {1e-4, 1e-4 * (1 + i % 10), i % 100 == 5 ? Consensus::disagreement : Consensus::solved});
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
  // Zero and negative times are drawn at 1 ns rather than breaking log10.
  data.points = {{0, 1e-6, Consensus::solved}, {-1, 1e-3, Consensus::undecided}};
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
    CompareRecord r;
    r.index = static_cast<std::uint64_t>(i);
    r.attempts.resize(2);
    r.attempts[0].seconds = 0.001 * (i + 1);
    r.attempts[1].seconds = 0.5;
    r.consensus = i == 1 ? Consensus::no_solution : Consensus::solved;
    tally.add(r);
  }
  const PlotData data = plot_data(tally, 0, 1, "three");
  EXPECT_EQ(data.y_engine, "backtrack");
  EXPECT_EQ(data.x_engine, "sat");
  ASSERT_EQ(data.points.size(), 3u);
  EXPECT_EQ(data.points[2].y, 0.003);
  EXPECT_EQ(data.points[2].x, 0.5);
  EXPECT_EQ(data.points[1].kind, Consensus::no_solution);
}

}  // namespace
}  // namespace satdoku
