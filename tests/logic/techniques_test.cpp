// Each technique on a textbook pattern worked out by hand: an empty 9x9 grid
// (every digit everywhere) with just the eliminations that make the
// pattern, so that the only conclusion is the textbook's. The expected
// placements and eliminations below follow from the pattern's definition,
// not from running the code.
#include <gtest/gtest.h>

#include "logic_support.hpp"

namespace satdoku::testing {
namespace {

const Puzzle kEmpty{Grid(Geometry{3, 3})};

CandidateState empty_state() {
  return CandidateState(kEmpty);
}

TEST(Techniques, HiddenSingleInARow) {
  CandidateState s = empty_state();
  // 7 can go nowhere in row 5 but r5c3.
  for (int c = 1; c <= 9; ++c)
    if (c != 3) s.eliminate(at(5, c), digits({7}));
  const auto step = logic::find_hidden_single(context(kEmpty, s));
  ASSERT_TRUE(step);
  EXPECT_EQ(step->technique, "hidden single");
  EXPECT_DOUBLE_EQ(step->rating, 1.5);
  ASSERT_EQ(step->placements.size(), 1u);
  EXPECT_EQ(step->placements[0], (Placement{at(5, 3), 7}));
  EXPECT_EQ(step_line(*step, 9), "r5c3=7  hidden single in row 5");
}

TEST(Techniques, HiddenSingleInABoxIsEasier) {
  CandidateState s = empty_state();
  for (int r = 1; r <= 3; ++r)
    for (int c = 1; c <= 3; ++c)
      if (r != 2 || c != 2) s.eliminate(at(r, c), digits({4}));
  const auto step = logic::find_hidden_single(context(kEmpty, s));
  ASSERT_TRUE(step);
  EXPECT_EQ(step->placements[0], (Placement{at(2, 2), 4}));
  EXPECT_DOUBLE_EQ(step->rating, 1.2);
  EXPECT_EQ(step->reason.text, "hidden single in box 1");
}

TEST(Techniques, FullHouse) {
  // Row 1 holds 1..8: its last cell can only be 9, and is the row's last.
  const Puzzle puzzle{Grid(Geometry{3, 3}, [] {
    std::vector<std::uint8_t> v(81, 0);
    for (int c = 0; c < 8; ++c) v[c] = static_cast<std::uint8_t>(c + 1);
    return v;
  }())};
  const CandidateState s(puzzle);
  EXPECT_EQ(s.mask(at(1, 9)), digits({9}));
  const auto step = logic::find_hidden_single(context(puzzle, s));
  ASSERT_TRUE(step);
  EXPECT_EQ(step->technique, "full house");
  EXPECT_DOUBLE_EQ(step->rating, 1.0);
  EXPECT_EQ(step->placements[0], (Placement{at(1, 9), 9}));
  EXPECT_EQ(step->reason.text, "full house in row 1");
}

TEST(Techniques, NakedSingle) {
  CandidateState s = empty_state();
  keep_only(s, at(5, 5), digits({3}));
  const auto ctx = context(kEmpty, s);
  EXPECT_FALSE(logic::find_hidden_single(ctx));  // 3 still has other places everywhere
  const auto step = logic::find_naked_single(ctx);
  ASSERT_TRUE(step);
  EXPECT_EQ(step->placements[0], (Placement{at(5, 5), 3}));
  EXPECT_DOUBLE_EQ(step->rating, 2.3);
}

TEST(Techniques, Pointing) {
  // In box 1, 3 is confined to row 2: the rest of row 2 loses it.
  CandidateState s = empty_state();
  for (const int r : {1, 3})
    for (int c = 1; c <= 3; ++c) s.eliminate(at(r, c), digits({3}));
  const auto step = logic::find_intersection(context(kEmpty, s));
  ASSERT_TRUE(step);
  EXPECT_EQ(step->technique, "pointing");
  EXPECT_DOUBLE_EQ(step->rating, 2.6);
  EXPECT_EQ(eliminated(*step), line_pairs(true, 2, 3, {1, 2, 3}));
  EXPECT_EQ(step_line(*step, 9),
            "r2c4,r2c5,r2c6,r2c7,r2c8,r2c9 -3  pointing: box 1, digit 3 in row 2");
}

TEST(Techniques, Claiming) {
  // In row 4, 8 is confined to box 4: the rest of box 4 loses it.
  CandidateState s = empty_state();
  for (int c = 4; c <= 9; ++c) s.eliminate(at(4, c), digits({8}));
  const auto step = logic::find_intersection(context(kEmpty, s));
  ASSERT_TRUE(step);
  EXPECT_EQ(step->technique, "claiming");
  EXPECT_DOUBLE_EQ(step->rating, 2.8);
  Pairs want;
  for (const int r : {5, 6})
    for (int c = 1; c <= 3; ++c) want.insert({at(r, c), 8});
  EXPECT_EQ(eliminated(*step), want);
  EXPECT_EQ(step->reason.text, "claiming: row 4, digit 8 in box 4");
}

TEST(Techniques, NakedPair) {
  // r1c1 and r1c2 hold only 1 and 2: the rest of row 1 and of box 1 lose both.
  CandidateState s = empty_state();
  keep_only(s, at(1, 1), digits({1, 2}));
  keep_only(s, at(1, 2), digits({1, 2}));
  const auto step = logic::find_naked_pair(context(kEmpty, s));
  ASSERT_TRUE(step);
  EXPECT_EQ(step->technique, "naked pair");
  EXPECT_DOUBLE_EQ(step->rating, 3.0);
  Pairs want;
  for (int c = 3; c <= 9; ++c) want.insert({at(1, c), 1}), want.insert({at(1, c), 2});
  for (const int r : {2, 3})
    for (int c = 1; c <= 3; ++c) want.insert({at(r, c), 1}), want.insert({at(r, c), 2});
  EXPECT_EQ(eliminated(*step), want);
}

TEST(Techniques, HiddenPair) {
  // In row 6, 4 and 9 can only go in r6c2 and r6c7: those cells keep only 4 and 9.
  CandidateState s = empty_state();
  for (int c = 1; c <= 9; ++c)
    if (c != 2 && c != 7) s.eliminate(at(6, c), digits({4, 9}));
  const auto step = logic::find_hidden_pair(context(kEmpty, s));
  ASSERT_TRUE(step);
  EXPECT_EQ(step->technique, "hidden pair");
  EXPECT_DOUBLE_EQ(step->rating, 3.4);
  const DigitMask others = digits({1, 2, 3, 5, 6, 7, 8});
  EXPECT_EQ(step->eliminations, (std::vector<Elimination>{{at(6, 2), others}, {at(6, 7), others}}));
}

TEST(Techniques, XWing) {
  // 5 in rows 2 and 7 only in columns 3 and 8: columns 3 and 8 lose 5 elsewhere.
  CandidateState s = empty_state();
  for (const int r : {2, 7})
    for (int c = 1; c <= 9; ++c)
      if (c != 3 && c != 8) s.eliminate(at(r, c), digits({5}));
  const auto step = logic::find_x_wing(context(kEmpty, s));
  ASSERT_TRUE(step);
  EXPECT_EQ(step->technique, "x-wing");
  EXPECT_DOUBLE_EQ(step->rating, 3.2);
  Pairs want = line_pairs(false, 3, 5, {2, 7});
  want.merge(line_pairs(false, 8, 5, {2, 7}));
  EXPECT_EQ(eliminated(*step), want);
  EXPECT_EQ(step->reason.text, "x-wing: digit 5 in rows 2,7 only in columns 3,8");
}

TEST(Techniques, Swordfish) {
  // 2 in rows 1, 5, 9 only in columns 1, 4, 7 (two places in each row).
  CandidateState s = empty_state();
  const int keep[3][2] = {{1, 4}, {4, 7}, {1, 7}};
  const int rows[3] = {1, 5, 9};
  for (int i = 0; i < 3; ++i)
    for (int c = 1; c <= 9; ++c)
      if (c != keep[i][0] && c != keep[i][1]) s.eliminate(at(rows[i], c), digits({2}));
  const auto ctx = context(kEmpty, s);
  EXPECT_FALSE(logic::find_x_wing(ctx));
  const auto step = logic::find_swordfish(ctx);
  ASSERT_TRUE(step);
  EXPECT_DOUBLE_EQ(step->rating, 3.8);
  Pairs want;
  for (const int c : {1, 4, 7}) want.merge(line_pairs(false, c, 2, {1, 5, 9}));
  EXPECT_EQ(eliminated(*step), want);
}

TEST(Techniques, XYWing) {
  // Pivot r5c5 {1,2}, pincers r5c1 {1,3} and r1c5 {2,3}: one pincer is 3, so
  // r1c1, which sees both, is not.
  CandidateState s = empty_state();
  keep_only(s, at(5, 5), digits({1, 2}));
  keep_only(s, at(5, 1), digits({1, 3}));
  keep_only(s, at(1, 5), digits({2, 3}));
  const auto step = logic::find_xy_wing(context(kEmpty, s));
  ASSERT_TRUE(step);
  EXPECT_EQ(step->technique, "xy-wing");
  EXPECT_DOUBLE_EQ(step->rating, 4.2);
  EXPECT_EQ(eliminated(*step), (Pairs{{at(1, 1), 3}}));
}

TEST(Techniques, XYZWing) {
  // Pivot r5c5 {1,2,3}, pincers r5c4 {1,3} and r4c5 {2,3}: the cells of box 5
  // that see all three lose 3.
  CandidateState s = empty_state();
  keep_only(s, at(5, 5), digits({1, 2, 3}));
  keep_only(s, at(5, 4), digits({1, 3}));
  keep_only(s, at(4, 5), digits({2, 3}));
  const auto step = logic::find_xyz_wing(context(kEmpty, s));
  ASSERT_TRUE(step);
  EXPECT_DOUBLE_EQ(step->rating, 4.4);
  EXPECT_EQ(eliminated(*step), (Pairs{{at(4, 4), 3},
                                      {at(4, 6), 3},
                                      {at(5, 6), 3},
                                      {at(6, 4), 3},
                                      {at(6, 5), 3},
                                      {at(6, 6), 3}}));
}

TEST(Techniques, UniqueRectangleType1OnlyWhenUnique) {
  // r1c1, r1c4, r2c1 {5,6}, r2c4 {5,6,8}: two rows, two columns, two boxes.
  CandidateState s = empty_state();
  for (const int cell : {at(1, 1), at(1, 4), at(2, 1)}) keep_only(s, cell, digits({5, 6}));
  keep_only(s, at(2, 4), digits({5, 6, 8}));
  EXPECT_FALSE(logic::find_unique_rectangle(context(kEmpty, s, false)));
  const auto step = logic::find_unique_rectangle(context(kEmpty, s, true));
  ASSERT_TRUE(step);
  EXPECT_EQ(step->eliminations, (std::vector<Elimination>{{at(2, 4), digits({5, 6})}}));
  EXPECT_DOUBLE_EQ(step->rating, 4.5);
  EXPECT_NE(step->reason.text.find("assumes the puzzle has one solution"), std::string::npos);
}

TEST(Techniques, Skyscraper) {
  // 4 in column 2 only in rows 1 and 7, in column 6 only in rows 2 and 7: the
  // bases share row 7, so r1c2 or r2c6 is 4, and the cells seeing both are not
  // (r1c6 and r2c2, in the two columns, have no 4 left).
  CandidateState s = empty_state();
  for (int r = 1; r <= 9; ++r) {
    if (r != 1 && r != 7) s.eliminate(at(r, 2), digits({4}));
    if (r != 2 && r != 7) s.eliminate(at(r, 6), digits({4}));
  }
  const auto step = logic::find_chains(context(kEmpty, s));
  ASSERT_TRUE(step);
  EXPECT_EQ(step->technique, "skyscraper");
  EXPECT_DOUBLE_EQ(step->rating, 6.6);  // SE: a forcing X-chain of six nodes
  EXPECT_EQ(eliminated(*step), (Pairs{{at(1, 4), 4}, {at(1, 5), 4}, {at(2, 1), 4}, {at(2, 3), 4}}));
}

TEST(Techniques, SkyscraperAsSukakuExplainerRatesIt) {
  // The same skyscraper as above, found by the turbot fish finder, which
  // Sukaku Explainer tries right after the hidden triple and rates 4.0.
  CandidateState s = empty_state();
  for (int r = 1; r <= 9; ++r) {
    if (r != 1 && r != 7) s.eliminate(at(r, 2), digits({4}));
    if (r != 2 && r != 7) s.eliminate(at(r, 6), digits({4}));
  }
  const auto step = logic::find_turbot_fish(context(kEmpty, s));
  ASSERT_TRUE(step);
  EXPECT_EQ(step->technique, "skyscraper");
  EXPECT_DOUBLE_EQ(step->rating, 4.0);
  EXPECT_EQ(eliminated(*step), (Pairs{{at(1, 4), 4}, {at(1, 5), 4}, {at(2, 1), 4}, {at(2, 3), 4}}));
}

TEST(Techniques, TwoStringKite) {
  // 5 in row 3 only at r3c1 and r3c6, in column 2 only at r1c2 and r7c2;
  // r3c1 and r1c2 share box 1, so r3c6 or r7c2 is 5: r7c6, which sees both
  // (column 6, row 7), is not.
  CandidateState s = empty_state();
  for (int i = 1; i <= 9; ++i) {
    if (i != 1 && i != 6) s.eliminate(at(3, i), digits({5}));
    if (i != 1 && i != 7) s.eliminate(at(i, 2), digits({5}));
  }
  const auto step = logic::find_turbot_fish(context(kEmpty, s));
  ASSERT_TRUE(step);
  EXPECT_EQ(step->technique, "2-string kite");
  EXPECT_DOUBLE_EQ(step->rating, 4.1);
  EXPECT_EQ(eliminated(*step), (Pairs{{at(7, 6), 5}}));
}

TEST(Techniques, ThreeLinkSkyscraper) {
  // 6 in column 1 only at r1c1 and r5c1, in column 4 only at r5c4 and r8c4,
  // in column 7 only at r8c7 and r2c7. Row 5 and row 8 join the links, so
  // r1c1 or r2c7 is 6: r1c8, r1c9 (row 1, box 3), r2c2 and r2c3 (row 2,
  // box 1) are not. Sukaku Explainer: three skyscrapers, 5.4.
  CandidateState s = empty_state();
  for (int r = 1; r <= 9; ++r) {
    if (r != 1 && r != 5) s.eliminate(at(r, 1), digits({6}));
    if (r != 5 && r != 8) s.eliminate(at(r, 4), digits({6}));
    if (r != 8 && r != 2) s.eliminate(at(r, 7), digits({6}));
  }
  const auto step = logic::find_three_link_fish(context(kEmpty, s));
  ASSERT_TRUE(step);
  EXPECT_EQ(step->technique, "3-skyscraper");
  EXPECT_DOUBLE_EQ(step->rating, 5.4);
  EXPECT_EQ(eliminated(*step), (Pairs{{at(1, 8), 6}, {at(1, 9), 6}, {at(2, 2), 6}, {at(2, 3), 6}}));
}

TEST(Techniques, WxyzWing) {
  // Row 1: r1c1 and r1c2 {1,2,3}, r1c3 {1,3,4}: three cells, four digits.
  // r5c3 {3,4} sees the only 4 of them (column 3). If r5c3 is 4, r1c3 is
  // not, and the three cells hold 1, 2 and 3; so 3 is in r5c3 or row 1's
  // three cells, and r2c3 and r3c3, which see all four, are not 3. The
  // biggest of the three cells has 3 candidates: 5.6.
  CandidateState s = empty_state();
  keep_only(s, at(1, 1), digits({1, 2, 3}));
  keep_only(s, at(1, 2), digits({1, 2, 3}));
  keep_only(s, at(1, 3), digits({1, 3, 4}));
  keep_only(s, at(5, 3), digits({3, 4}));
  const auto step = logic::find_wxyz_wing(context(kEmpty, s));
  ASSERT_TRUE(step);
  EXPECT_EQ(step->technique, "wxyz-wing");
  EXPECT_DOUBLE_EQ(step->rating, 5.6);
  EXPECT_EQ(eliminated(*step), (Pairs{{at(2, 3), 3}, {at(3, 3), 3}}));
}

TEST(Techniques, VwxyzWing) {
  // Row 1: r1c1..r1c3 {1,2,3}, r1c4 {1,4,5}: four cells, five digits.
  // r5c4 {4,5} sees the only 4 of them. If r5c4 is 4 the four cells hold
  // 1, 2, 3 and 5; so 5 is in r5c4 or r1c4, and column 4's other cells
  // are not 5. Biggest cell 3 candidates: 6.4.
  CandidateState s = empty_state();
  for (int c = 1; c <= 3; ++c) keep_only(s, at(1, c), digits({1, 2, 3}));
  keep_only(s, at(1, 4), digits({1, 4, 5}));
  keep_only(s, at(5, 4), digits({4, 5}));
  const auto step = logic::find_vwxyz_wing(context(kEmpty, s));
  ASSERT_TRUE(step);
  EXPECT_EQ(step->technique, "vwxyz-wing");
  EXPECT_DOUBLE_EQ(step->rating, 6.4);
  Pairs expected;
  for (const int r : {2, 3, 4, 6, 7, 8, 9}) expected.insert({at(r, 4), 5});
  EXPECT_EQ(eliminated(*step), expected);
}

TEST(Techniques, ChainLengthAdjustment) {
  // SE adds 0.1 for each ceiling 4, 6, 8, 12, 16, 24 ... the length (nodes - 2) passes.
  EXPECT_EQ(logic::length_tenths(6), 0);
  EXPECT_EQ(logic::length_tenths(7), 1);
  EXPECT_EQ(logic::length_tenths(8), 1);
  EXPECT_EQ(logic::length_tenths(9), 2);
  EXPECT_EQ(logic::length_tenths(10), 2);
  EXPECT_EQ(logic::length_tenths(11), 3);
  EXPECT_EQ(logic::length_tenths(14), 3);
  EXPECT_EQ(logic::length_tenths(15), 4);
  EXPECT_EQ(logic::length_tenths(19), 5);
  EXPECT_EQ(logic::length_tenths(27), 6);
}

}  // namespace
}  // namespace satdoku::testing
