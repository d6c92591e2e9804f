// Pictures of classic grids of every shape, pencil marks, captions, and the
// geometry of killer cage outlines.
#include <gtest/gtest.h>

#include <bit>
#include <map>
#include <sstream>
#include <stdexcept>

#include "picture.hpp"
#include "satdoku/notation.hpp"
#include "satdoku/pencil_marks.hpp"

namespace satdoku {
namespace {

using testing::draw;

// A complete grid of any geometry by the usual shifting pattern: row r holds
// (r's band offset + r's offset in the band * box width + c) mod N, plus 1.
Grid pattern(Geometry g) {
  Grid grid(g);
  const int n = g.side();
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c)
      grid.set(r, c, ((r % g.box_rows) * g.box_cols + r / g.box_rows + c) % n + 1);
  return grid;
}

std::string symbols(const Grid& grid) {
  std::string text;
  for (const int v : grid.values())
    if (v) text += v == 36 ? std::string("36") : std::string(1, *symbol_of(v));
  return text;
}

TEST(SvgPicture, EverySizeDrawsGivensBoldAndSolvedDigitsLight) {
  for (const char* box : {"2x2", "2x3", "3x3", "3x4", "4x4", "5x5", "6x6"}) {
    SCOPED_TRACE(box);
    const Geometry g = *Geometry::parse(box);
    const Grid solution = pattern(g);
    Grid givens(g);
    for (int cell = 0; cell < g.cells(); cell += 3) givens.set(cell, solution.at(cell));
    SvgOptions options;
    options.solution = &solution;
    const auto pic = draw(Puzzle(givens), options);
    EXPECT_EQ(pic.digits(), symbols(solution));
    EXPECT_EQ(pic.of_class("given").size(), static_cast<std::size_t>(givens.givens()));
    EXPECT_EQ(pic.of_class("solved").size(), static_cast<std::size_t>(givens.blanks()));
    for (const auto* e : pic.of_class("given")) EXPECT_EQ(e->attribute("font-weight"), "bold");
    for (const auto* e : pic.of_class("solved")) EXPECT_EQ(e->attribute("font-weight"), "");
    // Thin lines between all cells; thick ones along the box boundaries:
    // (N/H - 1) horizontal and (N/W - 1) vertical, each merged into one stroke.
    EXPECT_EQ(pic.inside("cell-lines", "line").size(), 2u * (g.side() - 1));
    EXPECT_EQ(pic.inside("boxes", "line").size(),
              static_cast<std::size_t>(g.side() / g.box_rows - 1 + g.side() / g.box_cols - 1));
  }
}

TEST(SvgPicture, PencilMarksShowEachCandidateOnceInBlankCells) {
  Grid givens(Geometry{3, 3});
  givens.set(0, 5);
  std::vector<std::uint64_t> candidates(81, 0);
  candidates[0] = digit_bit(5);                 // under the given: not drawn
  candidates[1] = digit_bit(1) | digit_bit(9);  // 1 and 9
  candidates[80] = 0x1FF;                       // every digit
  SvgOptions options;
  options.candidates = &candidates;
  const auto pic = draw(Puzzle(givens), options);
  EXPECT_EQ(pic.digits(true),
            "5"
            "19"
            "123456789");
  EXPECT_EQ(pic.of_class("pencil").size(), 11u);
  // Small type: smaller than a third of the given's size.
  const double given = std::stod(pic.of_class("given")[0]->attribute("font-size"));
  EXPECT_LT(std::stod(pic.of_class("pencil")[0]->attribute("font-size")), given / 2);

  // 36x36: digits up to 36, whose mark is "36".
  Grid big(Geometry{6, 6});
  std::vector<std::uint64_t> all(big.cells(), 0);
  all[7] = digit_bit(36) | digit_bit(10);
  options.candidates = &all;
  EXPECT_EQ(draw(Puzzle(big), options).digits(true), "A36");
}

TEST(SvgPicture, GivenPencilMarksOfARuleShowWhenNothingElseIs) {
  auto rules = std::make_shared<Rules>();
  Rule marks;
  marks.kind = RuleKind::pencil_marks;
  marks.cells = {4};
  marks.digits = {2, 4};
  rules->list.push_back(marks);
  const auto pic = draw(Puzzle(Grid(Geometry{2, 2}), rules));
  EXPECT_EQ(pic.digits(true), "24");
}

TEST(SvgPicture, RefusesOptionsOfTheWrongSize) {
  const Grid small(Geometry{2, 2});
  const std::vector<std::uint64_t> candidates(80, 0);
  SvgOptions options;
  options.solution = &small;
  EXPECT_THROW(render_svg(Puzzle(Grid()), options), std::invalid_argument);
  options.solution = nullptr;
  options.candidates = &candidates;
  EXPECT_THROW(render_svg(Puzzle(Grid()), options), std::invalid_argument);
}

TEST(SvgPicture, CaptionIsEscapedAndNamesGlobalRules) {
  auto rules = std::make_shared<Rules>();
  for (const RuleKind kind : {RuleKind::antiknight, RuleKind::antiking}) {
    Rule r;
    r.kind = kind;
    rules->list.push_back(r);
  }
  SvgOptions options;
  options.title = "a<b & \"c\"";
  const auto pic = draw(Puzzle(Grid(), rules), options);
  EXPECT_EQ(pic.title(), "a&lt;b &amp; &quot;c&quot;: Anti-knight, anti-king");
  EXPECT_EQ(global_rules_note(Puzzle(Grid())), "");

  // A file name need not be UTF-8; the picture must stay well-formed XML.
  options.title = "caf\xC3\xA9 \xFF\x01.json";
  EXPECT_EQ(draw(Puzzle(Grid()), options).title(), "caf\xC3\xA9 ??.json");
}

// The dashed outline of a cage, as segments between points: each corner of
// the inset outline must join exactly two segments (a closed loop without
// gaps or spurs), whatever the cage's shape.
std::map<std::string, int> endpoint_degrees(const std::string& d) {
  std::map<std::string, int> degree;
  std::istringstream in(d);
  for (std::string move, x, y; in >> move;) {
    x = move.substr(1);
    in >> y;
    ++degree[x + "," + y];
  }
  return degree;
}

TEST(SvgPicture, CageOutlinesAreClosedForEveryShape) {
  const std::vector<std::vector<int>> shapes = {
      {40},                                  // one cell
      {0, 1},                                // a domino in the corner
      {10, 11, 20},                          // an L
      {10, 11, 12, 19, 21, 28, 29, 30},      // a ring round cell 20
      {30, 31, 39, 40, 41, 49, 50, 58, 59},  // a zigzag block with concave corners
  };
  for (const auto& cells : shapes) {
    SCOPED_TRACE(::testing::PrintToString(cells));
    auto rules = std::make_shared<Rules>();
    Rule cage;
    cage.kind = RuleKind::killer_cage;
    cage.cells = cells;
    cage.value = 45;
    rules->list.push_back(cage);
    const auto pic = draw(Puzzle(Grid(), rules));
    const auto paths = pic.inside("killer_cage", "path");
    ASSERT_EQ(paths.size(), 1u);
    const auto degrees = endpoint_degrees(paths[0]->attribute("d"));
    ASSERT_FALSE(degrees.empty());
    for (const auto& [point, degree] : degrees) EXPECT_EQ(degree, 2) << point;
    ASSERT_EQ(pic.of_class("cage-sum").size(), 1u);
    EXPECT_EQ(pic.of_class("cage-sum")[0]->text, "45");
  }
}

}  // namespace
}  // namespace satdoku
