// The rules-only candidate record the lex-min loop consults before asking the
// solver. It must be sound (never close a digit some completion uses) and
// reach what it promises (singles to a fixpoint).
#include <gtest/gtest.h>

#include "sat/root_propagation.hpp"
#include "sat_test_support.hpp"

namespace satdoku {
namespace {

using testing::parse_line;

TEST(RootPropagation, KeepsTheAnswerOpenOnProblemA) {
  const Grid a = parse_line(testing::kProblemA);
  const Grid s = parse_line(testing::kProblemASolution);
  RootPropagation c(a);
  EXPECT_TRUE(c.consistent());
  for (int cell = 0; cell < 81; ++cell) {
    EXPECT_TRUE(c.open(cell, s.at(cell))) << cell;
    if (c.value(cell) != 0) {
      EXPECT_EQ(c.value(cell), s.at(cell));
    }
  }
}

// serg puzzles have several completions; the recorded smallest one must
// stay open, and placing it cell by cell must stay consistent.
TEST(RootPropagation, SoundOnManySolutionPuzzles) {
  const auto puzzles = testing::shared_lines("serg_benchmark.txt", 200, 50);
  const auto answers = testing::shared_lines("serg_benchmark_lexmin.txt", 200, 50);
  for (std::size_t i = 0; i < puzzles.size(); ++i) {
    const Grid s = parse_line(answers[i]);
    RootPropagation c(parse_line(puzzles[i]));
    for (int cell = 0; cell < 81; ++cell) {
      ASSERT_TRUE(c.open(cell, s.at(cell))) << i << " " << cell;
      c.place(cell, s.at(cell));
      ASSERT_TRUE(c.consistent());
    }
  }
}

TEST(RootPropagation, NakedAndHiddenSingles) {
  // 4x4: row 1 = 1 2 3 . forces r1c4=4 (naked single); then column 4 ...
  Grid g(Geometry{2, 2});
  g.set(0, 0, 1);
  g.set(0, 1, 2);
  g.set(0, 2, 3);
  RootPropagation c(g);
  EXPECT_EQ(c.value(3), 4);
  EXPECT_FALSE(c.open(7, 4));  // r2c4 is a peer of r1c4
  // Hidden single: in 9x9 row 1, digit 1 is barred from every cell but r1c1
  // by 1s in columns 2..9 (rows 2..9, outside box 1 where needed).
  Grid h(Geometry{3, 3});
  h.set(3, 1, 1);
  h.set(6, 2, 1);
  h.set(1, 3, 1);
  h.set(2, 6, 1);
  RootPropagation d(h);
  // Box 1 (rows 1-3, cols 1-3): 1 cannot be in rows 2, 3 (rows hold 1s) nor
  // columns 2, 3: only r1c1 is left.
  EXPECT_EQ(d.value(0), 1);
}

TEST(RootPropagation, ClashIsInconsistent) {
  Grid g(Geometry{3, 3});
  g.set(0, 0, 5);
  g.set(8, 0, 5);
  EXPECT_FALSE(RootPropagation(g).consistent());
  Grid h(Geometry{3, 3});
  for (int c = 1; c < 9; ++c) h.set(0, c, c);
  h.set(1, 0, 9);  // r1c1 has nothing left
  EXPECT_FALSE(RootPropagation(h).consistent());
}

TEST(RootPropagation, RectangularBoxes) {
  // 2x3 boxes: 6x6 grid; r1 = 1 2 3 4 5 . gives r1c6 = 6 and closes 6 in
  // the rest of box 2 (rows 1-2, columns 4-6).
  Grid g(Geometry{2, 3});
  for (int c = 0; c < 5; ++c) g.set(0, c, c + 1);
  RootPropagation k(g);
  EXPECT_EQ(k.value(5), 6);
  EXPECT_FALSE(k.open(6 + 3, 6));
  EXPECT_TRUE(k.open(6 + 0, 6));
}

}  // namespace
}  // namespace satdoku
