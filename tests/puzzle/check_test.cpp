// The validity checker is the judge of every engine answer, so it is tested
// against grids whose validity is known by construction, and against every
// kind of single fault.
#include "satdoku/check.hpp"

#include <gtest/gtest.h>

#include <random>
#include <string>

#include "problem_a.hpp"
#include "reference.hpp"

namespace satdoku {
namespace {

// Problem A's sample and its hand-checked answer (Baekjoon 2239).
using testing::kProblemA;
using testing::kProblemASolution;

Grid from_digits(const std::string& digits, Geometry g = {3, 3}) {
  Grid grid(g);
  for (int i = 0; i < grid.cells(); ++i) grid.set(i, digits[i] - '0');
  return grid;
}

TEST(Check, AcceptsTheHandCheckedAnswer) {
  const Verdict v = check_solution(from_digits(kProblemA), from_digits(kProblemASolution));
  EXPECT_TRUE(v.ok) << v.reason;
  EXPECT_TRUE(v.reason.empty());
}

TEST(Check, RejectsAnswerThatChangesAGiven) {
  // A valid grid (digits relabelled 1<->2) that no longer keeps the givens.
  std::string relabelled = kProblemASolution;
  for (char& ch : relabelled) ch = ch == '1' ? '2' : ch == '2' ? '1' : ch;
  const Verdict v = check_solution(from_digits(kProblemA), from_digits(relabelled));
  EXPECT_FALSE(v.ok);
  EXPECT_NE(v.reason.find("r1c1"), std::string::npos) << v.reason;
  EXPECT_NE(v.reason.find("given"), std::string::npos) << v.reason;
}

TEST(Check, RejectsIncompleteAnswer) {
  std::string answer = kProblemASolution;
  answer[40] = '0';
  const Verdict v = check_solution(from_digits(kProblemA), from_digits(answer));
  EXPECT_FALSE(v.ok);
  EXPECT_NE(v.reason.find("r5c5"), std::string::npos) << v.reason;
}

TEST(Check, RejectsRepeatInEachKindOfUnit) {
  const Grid blank(Geometry{3, 3});
  const Grid good = from_digits(kProblemASolution);
  // Swapping two cells of one row keeps the row valid but breaks both columns.
  Grid col_fault = good;
  col_fault.set(0, 0, good.at(0, 1));
  col_fault.set(0, 1, good.at(0, 0));
  Verdict v = check_solution(blank, col_fault);
  EXPECT_FALSE(v.ok);
  EXPECT_NE(v.reason.find("column"), std::string::npos) << v.reason;
  // Swapping two cells of one column breaks rows first.
  Grid row_fault = good;
  row_fault.set(0, 0, good.at(1, 0));
  row_fault.set(1, 0, good.at(0, 0));
  v = check_solution(blank, row_fault);
  EXPECT_FALSE(v.ok);
  EXPECT_NE(v.reason.find("row"), std::string::npos) << v.reason;
  // A Latin square whose boxes repeat: rows and columns fine, boxes not.
  Grid latin(Geometry{3, 3});
  for (int r = 0; r < 9; ++r)
    for (int c = 0; c < 9; ++c) latin.set(r, c, (r + c) % 9 + 1);
  v = check_solution(blank, latin);
  EXPECT_FALSE(v.ok);
  EXPECT_NE(v.reason.find("box"), std::string::npos) << v.reason;
}

TEST(Check, RejectsValuesOutOfRangeAndOtherSizes) {
  Grid bad = from_digits(kProblemASolution);
  bad.set(3, 10);
  EXPECT_FALSE(check_solution(Grid(Geometry{3, 3}), bad).ok);
  EXPECT_FALSE(check_solution(Grid(Geometry{3, 3}), Grid(Geometry{2, 2})).ok);
}

TEST(Check, AcceptsRandomFullGridsOfEveryGeometryAndCatchesEverySwap) {
  std::mt19937_64 rng(7);
  for (Geometry g : {Geometry{2, 2}, Geometry{2, 3}, Geometry{3, 2}, Geometry{2, 4}, Geometry{3, 3},
                     Geometry{3, 4}, Geometry{4, 4}}) {
    const Grid full = testing::Reference::random_full(g, rng);
    const Grid puzzle = testing::carve(full, 0.3, rng);
    ASSERT_TRUE(check_solution(puzzle, full).ok) << g.name();
    // Any change of one cell to another value breaks some unit.
    std::uniform_int_distribution<int> cell(0, full.cells() - 1);
    for (int k = 0; k < 20; ++k) {
      Grid broken = full;
      const int i = cell(rng);
      broken.set(i, full.at(i) % g.side() + 1);
      EXPECT_FALSE(check_solution(Grid(g), broken).ok) << g.name();
    }
  }
}

TEST(Clashes, FindsEachPairOnceWithItsUnit) {
  Grid g(Geometry{3, 3});
  g.set(0, 0, 5);
  g.set(0, 8, 5);  // row 1
  g.set(1, 1, 5);  // box 1 with r1c1
  g.set(4, 4, 7);
  const auto clashes = find_clashes(g);
  ASSERT_EQ(clashes.size(), 2u);
  EXPECT_EQ(describe(clashes[0], 9), "r1c1=5 and r1c9=5 share row 1");
  EXPECT_EQ(describe(clashes[1], 9), "r1c1=5 and r2c2=5 share box 1");
  EXPECT_TRUE(find_clashes(from_digits(kProblemA)).empty());
}

TEST(Clashes, RectangularBoxes) {
  Grid g(Geometry{2, 3});  // 6x6: boxes 2 rows high, 3 columns wide
  g.set(0, 0, 1);
  g.set(1, 2, 1);  // same 2x3 box
  g.set(2, 0, 2);
  g.set(3, 1, 3);
  const auto clashes = find_clashes(g);
  ASSERT_EQ(clashes.size(), 1u);
  EXPECT_EQ(clashes[0].unit, "box 1");
}

}  // namespace
}  // namespace satdoku
