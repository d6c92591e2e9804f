#include "satdoku/grid.hpp"

#include <gtest/gtest.h>

#include <set>

namespace satdoku {
namespace {

TEST(Geometry, SquareSides) {
  EXPECT_EQ(Geometry::square(9), (Geometry{3, 3}));
  EXPECT_EQ(Geometry::square(4), (Geometry{2, 2}));
  EXPECT_EQ(Geometry::square(36), (Geometry{6, 6}));
  EXPECT_FALSE(Geometry::square(6));
  EXPECT_FALSE(Geometry::square(1));
  EXPECT_FALSE(Geometry::square(49));
}

TEST(Geometry, ParsesBoxes) {
  EXPECT_EQ(Geometry::parse("2x3"), (Geometry{2, 3}));
  EXPECT_EQ(Geometry::parse("3X4"), (Geometry{3, 4}));
  EXPECT_FALSE(Geometry::parse("3x"));
  EXPECT_FALSE(Geometry::parse("x3"));
  EXPECT_FALSE(Geometry::parse("3x3x3"));
  EXPECT_FALSE(Geometry::parse("1x9"));  // boxes at least 2 wide and high
  EXPECT_FALSE(Geometry::parse("7x7"));  // side 49 is above the maximum
  EXPECT_FALSE(Geometry::parse(" 3x3"));
  EXPECT_EQ((Geometry{2, 3}.name()), "2x3");
}

TEST(Geometry, BoxesTileTheGrid) {
  for (Geometry g : {Geometry{2, 3}, Geometry{3, 2}, Geometry{3, 4}, Geometry{5, 5}}) {
    const int n = g.side();
    std::vector<int> size(n, 0);
    for (int r = 0; r < n; ++r)
      for (int c = 0; c < n; ++c) {
        const int b = g.box_of(r, c);
        ASSERT_GE(b, 0);
        ASSERT_LT(b, n);
        ++size[b];
        // The box's first cell is its top-left corner.
        EXPECT_LE(g.box_first_row(b), r);
        EXPECT_GT(g.box_first_row(b) + g.box_rows, r);
        EXPECT_LE(g.box_first_col(b), c);
        EXPECT_GT(g.box_first_col(b) + g.box_cols, c);
      }
    for (int s : size) EXPECT_EQ(s, n) << g.name();
  }
}

TEST(Grid, CountsAndOrder) {
  Grid a(Geometry{2, 2}), b(Geometry{2, 2});
  EXPECT_EQ(a.blanks(), 16);
  a.set(0, 1, 3);
  EXPECT_EQ(a.givens(), 1);
  EXPECT_EQ(a.at(1), 3);
  b.set(0, 1, 4);
  EXPECT_TRUE(a < b);
  EXPECT_FALSE(b < a);
}

// grid.hpp promises the cell's name alone, 1-based, row first; the value is
// the caller's to append. Two digits each way for the 36x36 corner.
TEST(Grid, CellNameIsRowThenColumnFromOne) {
  EXPECT_EQ(cell_name(0, 0), "r1c1");
  EXPECT_EQ(cell_name(0, 8), "r1c9");
  EXPECT_EQ(cell_name(8, 0), "r9c1");
  EXPECT_EQ(cell_name(35, 35), "r36c36");
  EXPECT_EQ(cell_name(9, 10), "r10c11");
}

}  // namespace
}  // namespace satdoku
