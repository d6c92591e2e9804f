// The random variant puzzles other suites run both engines on: each one's
// source grid must pass the checker (every rule drawn holds on it), the
// rules must have the shapes a setter could draw, every kind must come up,
// and the same seed must give the same puzzle.
#include "random_variants.hpp"

#include <gtest/gtest.h>

#include <cstdlib>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "reference.hpp"
#include "satdoku/check.hpp"
#include "variant_builders.hpp"

namespace satdoku {
namespace {

using testing::digits_grid;
using testing::random_variant_puzzle;
using testing::shuffled_grid;
using testing::VariantRecipe;

const std::vector<Geometry> kGeometries = {{2, 2}, {2, 3}, {3, 2}, {2, 4}, {3, 3}, {3, 4}, {4, 4}};

std::vector<VariantRecipe> recipes() {
  VariantRecipe plain, jigsaw, negative, both;
  jigsaw.jigsaw = true;
  negative.negative = true;
  both.jigsaw = both.negative = true;
  both.per_kind = 4;
  return {plain, jigsaw, negative, both};
}

// A random completion; 16x16 ones from the pattern, as the reference's
// search for one takes up to 100 ms there.
Grid random_grid(Geometry g, std::uint64_t seed) {
  if (g.side() > 12) return shuffled_grid(testing::pattern_grid(g), seed);
  std::mt19937_64 rng(seed);
  return shuffled_grid(testing::Reference::random_full(g, rng), seed);
}

// Reference answers from tests/data/variants/answers.tsv whose grids keep
// global rules: the Miracle Sudoku (anti-knight, anti-king,
// non-consecutive), x_6x6_u3 (both diagonals), antiking_disjoint_6x6_u3.
const char* kMiracleText =
    "483726159726159483159483726837261594261594837594837261372615948615948372948372615";
const char* kDiagonals6 = "625134143265431526562341214653356412";
const char* kDisjoint6 = "165432243651651243324516516324432165";

TEST(RandomVariants, EverySourceGridPassesTheChecker) {
  for (const Geometry g : kGeometries) {
    for (std::uint64_t seed = 0; seed < 8; ++seed) {
      const Grid full = random_grid(g, seed);
      ASSERT_TRUE(check_solution(Grid(g), full).ok) << g.name();
      for (const VariantRecipe& recipe : recipes()) {
        const Puzzle puzzle = random_variant_puzzle(full, seed, recipe);
        const Verdict v = check_solution(puzzle, full);
        EXPECT_TRUE(v.ok) << g.name() << " seed " << seed << ": " << v.reason;
        ASSERT_FALSE(puzzle.classic());
        for (int cell = 0; cell < full.cells(); ++cell) {
          if (puzzle.grid.at(cell) != 0) {
            ASSERT_EQ(puzzle.grid.at(cell), full.at(cell));
          }
        }
      }
    }
  }
}

TEST(RandomVariants, GlobalRulesComeWithGridsThatKeepThem) {
  const std::vector<std::pair<Grid, std::vector<RuleKind>>> sources = {
      {digits_grid(kMiracleText, {3, 3}),
       {RuleKind::antiknight, RuleKind::antiking, RuleKind::nonconsecutive}},
      {digits_grid(kDiagonals6, {2, 3}), {RuleKind::diagonal}},
      {digits_grid(kDisjoint6, {2, 3}), {RuleKind::antiking, RuleKind::disjoint_groups}}};
  for (const auto& [source, kinds] : sources) {
    for (std::uint64_t seed = 0; seed < 8; ++seed) {
      // Turns, mirrors and the digit reversal keep every global rule.
      const Grid full = shuffled_grid(source, seed, /*keep_globals=*/true);
      const Puzzle puzzle = random_variant_puzzle(full, seed);
      const Verdict v = check_solution(puzzle, full);
      EXPECT_TRUE(v.ok) << v.reason;
      for (const RuleKind kind : kinds) {
        bool found = false;
        for (const Rule& rule : puzzle.rules->list) found = found || rule.kind == kind;
        EXPECT_TRUE(found) << to_string(kind) << " seed " << seed;
      }
    }
  }
  // A random grid almost never keeps them, and then they are not drawn.
  const Puzzle random = random_variant_puzzle(random_grid({3, 3}, 1), 1);
  for (const Rule& rule : random.rules->list) EXPECT_NE(rule.kind, RuleKind::antiknight);
}

TEST(RandomVariants, EveryKindComesUp) {
  std::set<RuleKind> seen;
  const std::vector<Grid> sources = {digits_grid(kMiracleText, {3, 3}),
                                     digits_grid(kDiagonals6, {2, 3}),
                                     digits_grid(kDisjoint6, {2, 3})};
  for (std::uint64_t seed = 0; seed < 10; ++seed) {
    for (const VariantRecipe& recipe : recipes()) {
      for (const Grid& source : sources) {
        const Puzzle puzzle = random_variant_puzzle(source, seed, recipe);
        for (const Rule& rule : puzzle.rules->list) seen.insert(rule.kind);
      }
      const Puzzle puzzle = random_variant_puzzle(random_grid({3, 3}, seed), seed, recipe);
      for (const Rule& rule : puzzle.rules->list) seen.insert(rule.kind);
    }
  }
  for (int k = 0; k <= static_cast<int>(RuleKind::pencil_marks); ++k)
    EXPECT_EQ(seen.count(static_cast<RuleKind>(k)), 1u) << to_string(static_cast<RuleKind>(k));
}

TEST(RandomVariants, OnlyTheKindsAskedFor) {
  VariantRecipe recipe;
  recipe.kinds = {RuleKind::killer_cage, RuleKind::thermometer};
  recipe.per_kind = 5;
  for (std::uint64_t seed = 0; seed < 5; ++seed) {
    const Grid full = random_grid({3, 3}, seed);
    const Puzzle puzzle = random_variant_puzzle(full, seed, recipe);
    for (const Rule& rule : puzzle.rules->list)
      EXPECT_TRUE(rule.kind == RuleKind::killer_cage || rule.kind == RuleKind::thermometer)
          << rule.label;
    EXPECT_TRUE(check_solution(puzzle, full).ok);
  }
}

TEST(RandomVariants, SameSeedSamePuzzle) {
  const Grid full = random_grid({3, 3}, 5);
  EXPECT_EQ(full, random_grid({3, 3}, 5));
  VariantRecipe recipe;
  recipe.jigsaw = true;
  const Puzzle a = random_variant_puzzle(full, 9, recipe),
               b = random_variant_puzzle(full, 9, recipe);
  EXPECT_EQ(a.grid, b.grid);
  EXPECT_EQ(*a.rules, *b.rules);
  EXPECT_NE(*a.rules, *random_variant_puzzle(full, 10, recipe).rules);
}

TEST(RandomVariants, JigsawRegionsAreNotJustTheBoxes) {
  VariantRecipe recipe;
  recipe.jigsaw = true;
  int reshaped = 0;
  for (std::uint64_t seed = 0; seed < 10; ++seed) {
    const Puzzle puzzle = random_variant_puzzle(random_grid({3, 3}, seed), seed, recipe);
    ASSERT_EQ(puzzle.rules->regions.size(), 81u);
    bool moved = false;
    for (int cell = 0; cell < 81; ++cell)
      moved = moved || puzzle.rules->regions[cell] != Geometry{3, 3}.box_of(cell / 9, cell % 9);
    reshaped += moved ? 1 : 0;
  }
  EXPECT_GE(reshaped, 5);
}

bool touching(int a, int b, int n, bool corners) {
  const int dr = std::abs(a / n - b / n), dc = std::abs(a % n - b % n);
  return corners ? std::max(dr, dc) == 1 : dr + dc == 1;
}

// Lines step to a neighbour (corners allowed), dots join edge neighbours,
// regions are N regions of N cells: what the f-puzzles reader accepts.
TEST(RandomVariants, RulesHaveShapesASetterCouldDraw) {
  VariantRecipe recipe;
  recipe.jigsaw = true;
  for (const Geometry g : kGeometries) {
    const int n = g.side();
    for (std::uint64_t seed = 0; seed < 6; ++seed) {
      const Puzzle puzzle = random_variant_puzzle(random_grid(g, seed), seed, recipe);
      std::vector<int> sizes(static_cast<std::size_t>(n), 0);
      for (const int region : puzzle.rules->regions) ++sizes.at(static_cast<std::size_t>(region));
      for (const int size : sizes) EXPECT_EQ(size, n);
      for (const Rule& rule : puzzle.rules->list) {
        SCOPED_TRACE(rule.label);
        switch (rule.kind) {
          case RuleKind::thermometer:
          case RuleKind::whispers:
          case RuleKind::renban:
          case RuleKind::palindrome:
            for (std::size_t i = 1; i < rule.cells.size(); ++i)
              EXPECT_TRUE(touching(rule.cells[i - 1], rule.cells[i], n, true));
            break;
          case RuleKind::arrow: {
            std::vector<int> line = rule.cells;
            line.insert(line.end(), rule.line.begin(), rule.line.end());
            EXPECT_FALSE(rule.line.empty());
            for (std::size_t i = 1; i < line.size(); ++i)
              EXPECT_TRUE(touching(line[i - 1], line[i], n, i >= rule.cells.size()));
            break;
          }
          case RuleKind::difference:
          case RuleKind::ratio:
          case RuleKind::xv:
            ASSERT_EQ(rule.cells.size(), 2u);
            EXPECT_TRUE(touching(rule.cells[0], rule.cells[1], n, false));
            break;
          case RuleKind::little_killer:
            for (std::size_t i = 1; i < rule.cells.size(); ++i)
              EXPECT_TRUE(touching(rule.cells[i - 1], rule.cells[i], n, true) &&
                          !touching(rule.cells[i - 1], rule.cells[i], n, false));
            break;
          default:
            break;
        }
      }
    }
  }
}

// The checker must not pass the drawn rules trivially: a sum off by one, a
// thermometer read backwards, a parity flipped all fail on the same grid.
TEST(RandomVariants, EachDrawnRuleChangedByOneStepFails) {
  for (const Geometry g : {Geometry{2, 3}, Geometry{3, 3}}) {
    for (std::uint64_t seed = 0; seed < 6; ++seed) {
      const Grid full = random_grid(g, seed);
      const Puzzle puzzle = random_variant_puzzle(full, seed);
      for (std::size_t i = 0; i < puzzle.rules->list.size(); ++i) {
        Rule changed = puzzle.rules->list[i];
        switch (changed.kind) {
          case RuleKind::killer_cage:
            if (changed.value == 0) continue;
            [[fallthrough]];
          case RuleKind::little_killer:
          case RuleKind::sandwich:
          case RuleKind::xv:
            changed.value += 1;
            break;
          case RuleKind::thermometer:
            std::reverse(changed.cells.begin(), changed.cells.end());
            break;
          case RuleKind::odd:
            changed.kind = RuleKind::even;
            break;
          case RuleKind::arrow:
            changed.line.pop_back();  // a shorter shaft sums to less
            break;
          default:
            continue;
        }
        Rules rules;
        rules.list = {changed};
        const Verdict v =
            check_solution(Puzzle(Grid(g), std::make_shared<Rules>(std::move(rules))), full);
        EXPECT_FALSE(v.ok) << changed.label;
        EXPECT_EQ(v.reason.rfind(changed.label + ": ", 0), 0u) << v.reason;
      }
    }
  }
}

TEST(RandomVariants, ShuffledGridsAreValid) {
  for (const Geometry g : kGeometries) {
    EXPECT_TRUE(check_solution(Grid(g), testing::pattern_grid(g)).ok) << g.name();
    for (std::uint64_t seed = 0; seed < 4; ++seed) {
      const Grid full = random_grid(g, seed);
      EXPECT_TRUE(check_solution(Grid(g), shuffled_grid(full, seed + 100)).ok) << g.name();
      EXPECT_TRUE(check_solution(Grid(g), shuffled_grid(full, seed, true)).ok) << g.name();
    }
  }
}

}  // namespace
}  // namespace satdoku
