// Each variant rule in the checker: a grid that keeps it passes, and the
// smallest change that breaks it fails with a message naming the rule's label
// and the cells with their values. Expected messages were worked out by hand
// from the grids below.
#include <gtest/gtest.h>

#include <cstdlib>
#include <string>
#include <utility>
#include <vector>

#include "problem_a.hpp"
#include "satdoku/check.hpp"
#include "variant_builders.hpp"

namespace satdoku {
namespace {

using testing::digit_regions;
using testing::digits_grid;
using testing::global_rule;
using testing::make_rule;
using testing::rcs;
using testing::with_rules;
using K = RuleKind;

// A valid 4x4, checked by hand:  1 2 | 3 4
//                                3 4 | 1 2
//                                ----+----
//                                2 1 | 4 3
//                                4 3 | 2 1
const Grid kG4 = digits_grid("1234341221434321", Geometry{2, 2});
const Grid kBlank4{Geometry{2, 2}};
// Problem A's hand-checked answer, and the Miracle Sudoku's well-known one
// (also in tests/data/variants/answers.tsv).
const Grid kA9 = digits_grid(testing::kProblemASolution, Geometry{3, 3});
const Grid kMiracle =
    digits_grid("483726159726159483159483726837261594261594837594837261372615948615948372948372615",
                Geometry{3, 3});

// The checker's verdict on `solution` for a blank puzzle of its size with
// these rules: "" when it passes, else the reason.
std::string verdict(const Grid& solution, std::vector<Rule> rules, std::vector<int> regions = {}) {
  const Puzzle puzzle = with_rules(Grid(solution.geometry()), std::move(rules), std::move(regions));
  const Verdict v = check_solution(puzzle, solution);
  EXPECT_EQ(v.ok, v.reason.empty()) << v.reason;
  return v.reason;
}

Rule with_digits(Rule rule, std::vector<int> digits) {
  rule.digits = std::move(digits);
  return rule;
}

Rule arrow(std::string label, std::vector<int> pill, std::vector<int> shaft) {
  Rule rule = make_rule(K::arrow, std::move(label), std::move(pill));
  rule.line = std::move(shaft);
  return rule;
}

TEST(CheckRules, AntiKnight) {
  EXPECT_EQ(verdict(kMiracle, {global_rule(K::antiknight)}), "");
  EXPECT_EQ(verdict(kG4, {global_rule(K::antiknight)}),
            "antiknight: R1C1=1 and R2C3=1 are a knight's move apart");
}

TEST(CheckRules, AntiKing) {
  EXPECT_EQ(verdict(kMiracle, {global_rule(K::antiking)}), "");
  EXPECT_EQ(verdict(kG4, {global_rule(K::antiking)}),
            "antiking: R2C2=4 and R3C3=4 touch diagonally");
}

TEST(CheckRules, NonConsecutive) {
  EXPECT_EQ(verdict(kMiracle, {global_rule(K::nonconsecutive)}), "");
  EXPECT_EQ(verdict(kG4, {global_rule(K::nonconsecutive)}),
            "nonconsecutive: R1C1=1 and R1C2=2 differ by 1 with no kropki dot between them");
  // Relabelling digits keeps a Sudoku valid but not its non-consecutive rule.
  EXPECT_EQ(verdict(testing::swap_digits(kMiracle, 1, 5), {global_rule(K::nonconsecutive)}),
            "nonconsecutive: R1C5=2 and R2C5=1 differ by 1 with no kropki dot between them");
}

// f-puzzles' nonconsecutive is the negative white-dot rule: a pair joined by
// a white or a black dot is exempt, whatever the dot says.
TEST(CheckRules, NonConsecutiveSkipsPairsWithEitherKropkiDot) {
  const Rule rule = global_rule(K::nonconsecutive);
  for (const K dot : {K::difference, K::ratio}) {
    const Rule mark = make_rule(dot, "dot", rcs({"R1C2", "R1C1"}, 4), dot == K::ratio ? 2 : 1);
    EXPECT_EQ(verdict(kG4, {rule, mark}),
              "nonconsecutive: R1C2=2 and R1C3=3 differ by 1 with no kropki dot between them");
  }
}

TEST(CheckRules, DisjointGroupsFollowTheRegions) {
  EXPECT_EQ(verdict(kG4, {global_rule(K::disjoint_groups)}), "");
  EXPECT_EQ(verdict(kA9, {global_rule(K::disjoint_groups)}),
            "disjoint_groups: R1C2 and R4C5 both hold 4 in the same place of their regions");
  // With jigsaw regions, group k is the k-th cell of each region in reading
  // order: R1C4 is the first cell of region 1, R4C1 the first of region 3.
  EXPECT_EQ(verdict(kG4, {global_rule(K::disjoint_groups)}, digit_regions("0010011122332233")),
            "disjoint_groups: R1C4 and R4C1 both hold 4 in the same place of their regions");
}

TEST(CheckRules, NegativeDifferenceSkipsPairsWithEitherKropkiDot) {
  const Rule negative = global_rule(K::negative_difference);
  EXPECT_EQ(verdict(kG4, {negative}),
            "negative_difference: R1C1=1 and R1C2=2 differ by 1 with no kropki dot between them");
  // A white dot, or a black one (1 and 2 are also in ratio 2), marks the pair.
  for (const K dot : {K::difference, K::ratio}) {
    const Rule mark = make_rule(dot, "dot", rcs({"R1C2", "R1C1"}, 4), dot == K::ratio ? 2 : 1);
    EXPECT_EQ(verdict(kG4, {negative, mark}),
              "negative_difference: R1C2=2 and R1C3=3 differ by 1 with no kropki dot between them");
  }
  // Marking every consecutive pair satisfies it.
  std::vector<Rule> rules{negative};
  for (int a = 0; a < 16; ++a) {
    for (const int b : {a + 1, a + 4}) {
      if (b >= 16 || (b == a + 1 && b % 4 == 0)) continue;
      if (std::abs(kG4.at(a) - kG4.at(b)) == 1)
        rules.push_back(make_rule(K::difference, "", {a, b}, 1));
    }
  }
  EXPECT_EQ(verdict(kG4, rules), "");
}

TEST(CheckRules, NegativeRatio) {
  EXPECT_EQ(verdict(kG4, {global_rule(K::negative_ratio)}),
            "negative_ratio: R1C1=1 and R1C2=2 are in ratio 2 with no kropki dot between them");
  // A white dot of any value marks the pair too.
  EXPECT_EQ(verdict(kG4, {global_rule(K::negative_ratio),
                          make_rule(K::difference, "d", rcs({"R1C1", "R1C2"}, 4), 1)}),
            "negative_ratio: R1C2=2 and R2C2=4 are in ratio 2 with no kropki dot between them");
}

TEST(CheckRules, NegativeXV) {
  const Rule negative = global_rule(K::negative_xv);
  EXPECT_EQ(verdict(kG4, {negative}),
            "negative_xv: R1C2=2 and R1C3=3 sum to 5 or 10 with no X or V between them");
  // A V marks the pair; kropki dots do not.
  EXPECT_EQ(verdict(kG4, {negative, make_rule(K::difference, "d", rcs({"R1C2", "R1C3"}, 4), 1)}),
            "negative_xv: R1C2=2 and R1C3=3 sum to 5 or 10 with no X or V between them");
  EXPECT_EQ(verdict(kG4, {negative, make_rule(K::xv, "v", rcs({"R1C2", "R1C3"}, 4), 5)}),
            "negative_xv: R2C1=3 and R3C1=2 sum to 5 or 10 with no X or V between them");
}

TEST(CheckRules, DiagonalAndExtraRegion) {
  const Grid x6 = digits_grid("625134143265431526562341214653356412", Geometry{2, 3});
  const std::vector<int> main6 = rcs({"R1C1", "R2C2", "R3C3", "R4C4", "R5C5", "R6C6"}, 6);
  EXPECT_EQ(verdict(x6, {make_rule(K::diagonal, "diagonal-", main6)}), "");
  EXPECT_EQ(
      verdict(kG4, {make_rule(K::diagonal, "diagonal-", rcs({"R1C1", "R2C2", "R3C3", "R4C4"}, 4))}),
      "diagonal-: R1C1 and R4C4 both hold 1");
  EXPECT_EQ(verdict(kG4, {make_rule(K::extra_region, "extraregion[0]",
                                    rcs({"R1C1", "R1C2", "R2C1", "R2C2"}, 4))}),
            "");
  EXPECT_EQ(verdict(kG4, {make_rule(K::extra_region, "extraregion[0]", rcs({"R1C1", "R2C3"}, 4))}),
            "extraregion[0]: R1C1 and R2C3 both hold 1");
}

TEST(CheckRules, KillerCage) {
  const std::vector<int> cage = rcs({"R1C1", "R1C2", "R2C1"}, 4);
  EXPECT_EQ(verdict(kG4, {make_rule(K::killer_cage, "killercage[0]", cage, 6)}), "");
  EXPECT_EQ(verdict(kG4, {make_rule(K::killer_cage, "killercage[0]", cage, 0)}), "");  // no sum
  EXPECT_EQ(verdict(kG4, {make_rule(K::killer_cage, "killercage[3]", cage, 7)}),
            "killercage[3]: R1C1+R1C2+R2C1 = 1+2+3 = 6, not 7");
  // Digits differ in a cage, with or without a sum.
  EXPECT_EQ(verdict(kG4, {make_rule(K::killer_cage, "killercage[1]", rcs({"R1C1", "R2C3"}, 4), 2)}),
            "killercage[1]: R1C1 and R2C3 both hold 1");
  EXPECT_EQ(verdict(kG4, {make_rule(K::killer_cage, "killercage[1]", rcs({"R1C1", "R2C3"}, 4))}),
            "killercage[1]: R1C1 and R2C3 both hold 1");
}

TEST(CheckRules, Renban) {
  EXPECT_EQ(verdict(kG4, {make_rule(K::renban, "renban[0]", rcs({"R1C3", "R1C1", "R1C2"}, 4))}),
            "");
  EXPECT_EQ(verdict(kG4, {make_rule(K::renban, "renban[0]", rcs({"R1C2", "R2C2"}, 4))}),
            "renban[0]: R1C2=2, R2C2=4 are not a run of consecutive digits");
  EXPECT_EQ(verdict(kG4, {make_rule(K::renban, "renban[0]", rcs({"R1C1", "R2C3"}, 4))}),
            "renban[0]: R1C1 and R2C3 both hold 1");
}

TEST(CheckRules, QuadrupleCountsRepeatedDigits) {
  // R2C2 R2C3 R3C2 R3C3 hold 4 1 1 4.
  const std::vector<int> quad = rcs({"R2C2", "R2C3", "R3C2", "R3C3"}, 4);
  const Rule q = make_rule(K::quadruple, "quadruple[0]", quad);
  EXPECT_EQ(verdict(kG4, {with_digits(q, {1, 1, 4, 4})}), "");
  EXPECT_EQ(verdict(kG4, {with_digits(q, {4})}), "");
  EXPECT_EQ(verdict(kG4, {with_digits(q, {1, 2})}),
            "quadruple[0]: R2C2=4, R2C3=1, R3C2=1, R3C3=4 hold no 2, but the clue lists it once");
  EXPECT_EQ(verdict(kG4, {with_digits(q, {1, 1, 1})}),
            "quadruple[0]: R2C2=4, R2C3=1, R3C2=1, R3C3=4 hold 1 twice, but the clue lists it 3 "
            "times");
}

TEST(CheckRules, Thermometer) {
  EXPECT_EQ(verdict(kG4, {make_rule(K::thermometer, "thermometer[0].lines[0]",
                                    rcs({"R3C2", "R3C1", "R4C1"}, 4))}),
            "");
  EXPECT_EQ(verdict(kG4, {make_rule(K::thermometer, "thermometer[0].lines[1]",
                                    rcs({"R2C4", "R1C4", "R1C3"}, 4))}),
            "thermometer[0].lines[1]: R1C3=3 is not above R1C4=4");
  // Strictly: equal digits fail too.
  EXPECT_EQ(verdict(kG4, {make_rule(K::thermometer, "t", rcs({"R2C3", "R3C2"}, 4))}),
            "t: R3C2=1 is not above R2C3=1");
}

TEST(CheckRules, Whispers) {
  EXPECT_EQ(verdict(kG4, {make_rule(K::whispers, "w", rcs({"R3C2", "R3C3", "R2C3"}, 4), 3)}), "");
  EXPECT_EQ(verdict(kG4, {make_rule(K::whispers, "whispers[0].lines[0]",
                                    rcs({"R1C1", "R2C1", "R2C2"}, 4), 2)}),
            "whispers[0].lines[0]: R2C1=3 and R2C2=4 differ by 1, less than 2");
}

TEST(CheckRules, Palindrome) {
  EXPECT_EQ(verdict(kG4, {make_rule(K::palindrome, "p", rcs({"R1C1", "R1C2", "R2C3"}, 4))}), "");
  EXPECT_EQ(verdict(kG4, {make_rule(K::palindrome, "p", rcs({"R1C1", "R1C2", "R1C3", "R1C4"}, 4))}),
            "p: R1C1=1 and R1C4=4 differ but mirror each other on the line");
  EXPECT_EQ(verdict(kG4, {make_rule(K::palindrome, "p", rcs({"R1C1", "R1C2", "R2C4", "R2C3"}, 4))}),
            "");
  EXPECT_EQ(verdict(kG4, {make_rule(K::palindrome, "p", rcs({"R1C1", "R1C2", "R1C3", "R2C3"}, 4))}),
            "p: R1C2=2 and R1C3=3 differ but mirror each other on the line");
}

TEST(CheckRules, LittleKiller) {
  const std::vector<int> diagonal = rcs({"R1C2", "R2C3", "R3C4"}, 4);
  EXPECT_EQ(verdict(kG4, {make_rule(K::little_killer, "lk", diagonal, 6)}), "");
  EXPECT_EQ(verdict(kG4, {make_rule(K::little_killer, "littlekillersum[0]", diagonal, 7)}),
            "littlekillersum[0]: R1C2+R2C3+R3C4 = 2+1+3 = 6, not 7");
  // Without a value (0) it states no sum, as a cage without one.
  EXPECT_EQ(verdict(kG4, {make_rule(K::little_killer, "lk", diagonal, 0)}), "");
  // Digits may repeat on a little killer diagonal: R2C2 R3C3 hold 4 4.
  EXPECT_EQ(verdict(kG4, {make_rule(K::little_killer, "lk", rcs({"R2C2", "R3C3"}, 4), 8)}), "");
}

TEST(CheckRules, Sandwich) {
  auto row = [](int r) {
    std::vector<int> cells;
    for (int c = 0; c < 4; ++c) cells.push_back((r - 1) * 4 + c);
    return cells;
  };
  const std::vector<int> column1 = rcs({"R1C1", "R2C1", "R3C1", "R4C1"}, 4);
  EXPECT_EQ(
      verdict(kG4, {make_rule(K::sandwich, "s", row(1), 5), make_rule(K::sandwich, "s", row(2), 0),
                    make_rule(K::sandwich, "s", column1, 5)}),
      "");
  EXPECT_EQ(verdict(kG4, {make_rule(K::sandwich, "sandwichsum[0]", row(1), 4)}),
            "sandwichsum[0]: between R1C1=1 and R1C4=4: R1C2+R1C3 = 2+3 = 5, not 4");
  EXPECT_EQ(verdict(kG4, {make_rule(K::sandwich, "sandwichsum[1]", row(2), 1)}),
            "sandwichsum[1]: R2C2=4 and R2C3=1 are next to each other, so the sum is 0, not 1");
}

TEST(CheckRules, ArrowCircleAndPill) {
  EXPECT_EQ(verdict(kG4, {arrow("a", rcs({"R2C2"}, 4), rcs({"R1C1", "R2C1"}, 4))}), "");
  EXPECT_EQ(verdict(kG4, {arrow("arrow[0].lines[0]", rcs({"R2C2"}, 4), rcs({"R1C1", "R1C2"}, 4))}),
            "arrow[0].lines[0]: shaft R1C1+R1C2 = 1+2 = 3, not 4 read from R2C2=4");
  // Problem A's first row is 1 4 3 6 2 8 ...: the pill R1C1 R1C2 reads 14 = 6 + 8.
  const std::vector<int> shaft = rcs({"R1C4", "R1C6"}, 9);
  EXPECT_EQ(verdict(kA9, {arrow("a", rcs({"R1C1", "R1C2"}, 9), shaft)}), "");
  EXPECT_EQ(verdict(kA9, {arrow("arrow[1].lines[0]", rcs({"R1C2", "R1C1"}, 9), shaft)}),
            "arrow[1].lines[0]: shaft R1C4+R1C6 = 6+8 = 14, not 41 read from R1C2=4, R1C1=1");
}

TEST(CheckRules, KropkiDots) {
  EXPECT_EQ(verdict(kG4, {make_rule(K::difference, "d", rcs({"R1C1", "R2C1"}, 4), 2)}), "");
  EXPECT_EQ(verdict(kG4, {make_rule(K::difference, "difference[0]", rcs({"R1C1", "R2C1"}, 4), 1)}),
            "difference[0]: R1C1=1 and R2C1=3 differ by 2, not 1");
  EXPECT_EQ(verdict(kG4, {make_rule(K::ratio, "r", rcs({"R2C4", "R1C4"}, 4), 2)}), "");
  EXPECT_EQ(verdict(kG4, {make_rule(K::ratio, "r", rcs({"R3C2", "R4C2"}, 4), 3)}), "");
  EXPECT_EQ(verdict(kG4, {make_rule(K::ratio, "ratio[0]", rcs({"R1C3", "R1C4"}, 4), 2)}),
            "ratio[0]: R1C3=3 and R1C4=4 are not in ratio 2");
}

TEST(CheckRules, XV) {
  EXPECT_EQ(verdict(kG4, {make_rule(K::xv, "v", rcs({"R1C2", "R1C3"}, 4), 5)}), "");
  EXPECT_EQ(verdict(kG4, {make_rule(K::xv, "xv[0]", rcs({"R1C2", "R1C3"}, 4), 10)}),
            "xv[0]: R1C2+R1C3 = 2+3 = 5, not 10");
  // Problem A's answer: R2C7 = 4 and R2C8 = 6 take an X; R1C5 = 2 above
  // R2C5 = 3 a V, not an X.
  EXPECT_EQ(verdict(kA9, {make_rule(K::xv, "x", rcs({"R2C7", "R2C8"}, 9), 10)}), "");
  EXPECT_EQ(verdict(kA9, {make_rule(K::xv, "xv[1]", rcs({"R1C5", "R2C5"}, 9), 10)}),
            "xv[1]: R1C5+R2C5 = 2+3 = 5, not 10");
}

TEST(CheckRules, OddEvenMinimumMaximumPencilMarks) {
  EXPECT_EQ(verdict(kG4, {make_rule(K::odd, "o", rcs({"R1C1"}, 4)),
                          make_rule(K::even, "e", rcs({"R1C2"}, 4))}),
            "");
  EXPECT_EQ(verdict(kG4, {make_rule(K::odd, "odd[0]", rcs({"R1C2"}, 4))}),
            "odd[0]: R1C2=2 is not odd");
  EXPECT_EQ(verdict(kG4, {make_rule(K::even, "even[0]", rcs({"R1C1"}, 4))}),
            "even[0]: R1C1=1 is not even");
  EXPECT_EQ(verdict(kG4, {make_rule(K::minimum, "m", rcs({"R1C1"}, 4)),
                          make_rule(K::minimum, "m", rcs({"R3C2"}, 4)),
                          make_rule(K::maximum, "M", rcs({"R2C2"}, 4))}),
            "");
  EXPECT_EQ(verdict(kG4, {make_rule(K::minimum, "minimum[0]", rcs({"R1C2"}, 4))}),
            "minimum[0]: R1C2=2 is not smaller than R1C1=1");
  EXPECT_EQ(verdict(kG4, {make_rule(K::maximum, "maximum[0]", rcs({"R1C3"}, 4))}),
            "maximum[0]: R1C3=3 is not larger than R1C4=4");
  const Rule marks = make_rule(K::pencil_marks, "pencilmarks", rcs({"R1C1"}, 4));
  EXPECT_EQ(verdict(kG4, {with_digits(marks, {3, 1})}), "");
  EXPECT_EQ(verdict(kG4, {with_digits(marks, {2, 3})}),
            "pencilmarks: R1C1=1 is not one of its pencil marks {2,3}");
}

TEST(CheckRules, TheFirstBrokenRuleInListOrderIsNamed) {
  EXPECT_EQ(verdict(kG4, {make_rule(K::odd, "odd[0]", rcs({"R1C1"}, 4)),
                          make_rule(K::odd, "odd[1]", rcs({"R1C2"}, 4)),
                          make_rule(K::even, "even[0]", rcs({"R1C1"}, 4))}),
            "odd[1]: R1C2=2 is not odd");
  // Without a label, the kind's name.
  EXPECT_EQ(verdict(kG4, {make_rule(K::odd, "", rcs({"R1C2"}, 4))}), "odd: R1C2=2 is not odd");
}

TEST(CheckRules, RulesThatCannotBeReadNeverPass) {
  EXPECT_EQ(verdict(kG4, {make_rule(K::killer_cage, "killercage[0]", {0, 16}, 3)}),
            "killercage[0]: cell index 16 is off the 4x4 grid");
  EXPECT_EQ(verdict(kG4, {make_rule(K::difference, "difference[0]", {0, 1, 2}, 1)}),
            "difference[0]: 3 cells; 2 expected");
  EXPECT_EQ(verdict(kG4, {make_rule(K::sandwich, "sandwichsum[0]", {0, 1, 2}, 1)}),
            "sandwichsum[0]: 3 cells; 4 expected");
  EXPECT_EQ(verdict(kG4, {arrow("arrow[0]", {}, {1})}),
            "arrow[0]: a circle or pill of 0 cells; 1 to 3 expected");
}

TEST(CheckRules, GivensAndUnitsAreCheckedBeforeRules) {
  Grid puzzle(Geometry{2, 2});
  puzzle.set(0, 2);  // R1C1 given as 2; the answer has 1
  const Verdict v =
      check_solution(with_rules(puzzle, {make_rule(K::odd, "odd[0]", rcs({"R1C2"}, 4))}), kG4);
  EXPECT_FALSE(v.ok);
  EXPECT_EQ(v.reason, "r1c1 is 1 but the given is 2");
}

// Regions for kG4 other than its boxes: R2C2 (4) and R1C4 (4) trade places.
//   0 0 1 0
//   0 1 1 1
//   2 2 3 3
//   2 2 3 3
const std::vector<int> kRegions4 = digit_regions("0010011122332233");

TEST(CheckJigsaw, RegionsReplaceTheBoxes) {
  EXPECT_EQ(verdict(kG4, {}, kRegions4), "");
  // kG4 with columns 1 and 2 exchanged: rows, columns and boxes still hold,
  // but region 0 gets R2C1 = 4 and R1C4 = 4.
  const Grid columns_swapped = digits_grid("2134431212433421", Geometry{2, 2});
  EXPECT_TRUE(check_solution(kBlank4, columns_swapped).ok);
  EXPECT_EQ(verdict(columns_swapped, {}, kRegions4), "region 1 holds 4 twice");
  // With regions the boxes no longer count: the reference answer of
  // tests/data/variants/jigsaw_6x6_u3 repeats 1 in its first box.
  const Grid jigsaw6 = digits_grid("163425541263236541324156652314415632", Geometry{2, 3});
  EXPECT_EQ(check_solution(Grid(Geometry{2, 3}), jigsaw6).reason, "box 1 holds 1 twice");
  EXPECT_EQ(verdict(jigsaw6, {}, digit_regions("244444224555222555003311003111003331")), "");
}

TEST(CheckJigsaw, MalformedRegionsNeverPass) {
  std::vector<int> short_map(kRegions4.begin(), kRegions4.end() - 1);
  EXPECT_EQ(verdict(kG4, {}, short_map), "regions: 15 region numbers for 16 cells");
  std::vector<int> out_of_range = kRegions4;
  out_of_range[0] = 4;
  EXPECT_EQ(verdict(kG4, {}, out_of_range), "regions: R1C1 has region number 4, not 0..3");
  std::vector<int> unbalanced = kRegions4;
  unbalanced[15] = 2;
  EXPECT_EQ(verdict(kG4, {}, unbalanced), "regions: region 3 has 5 cells, not 4");
}

TEST(CheckJigsaw, ClashesInARegionNameIt) {
  Grid givens(Geometry{2, 2});
  givens.set(rcs({"R2C1"}, 4)[0], 4);
  givens.set(rcs({"R1C4"}, 4)[0], 4);
  EXPECT_TRUE(find_clashes(givens).empty());  // different rows, columns and boxes
  const auto clashes = find_clashes(with_rules(givens, {}, kRegions4));
  ASSERT_EQ(clashes.size(), 1u);
  EXPECT_EQ(describe(clashes[0], 4), "r1c4=4 and r2c1=4 share region 1");
  // Without regions, a puzzle with rules clashes as a classic one.
  givens.set(rcs({"R1C1"}, 4)[0], 4);
  const auto boxed = find_clashes(with_rules(givens, {global_rule(K::antiknight)}));
  ASSERT_EQ(boxed.size(), 3u);
  EXPECT_EQ(describe(boxed[0], 4), "r1c1=4 and r1c4=4 share row 1");
  EXPECT_EQ(describe(boxed[1], 4), "r1c1=4 and r2c1=4 share column 1");
  EXPECT_EQ(describe(boxed[2], 4), "r1c1=4 and r2c1=4 share box 1");
}

}  // namespace
}  // namespace satdoku
