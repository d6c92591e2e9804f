// True candidates against a brute force that lists every completion of small
// puzzles (4x4, 6x6, classic and with random variant rules), against the
// engines' counts, and between the two ways of computing them.
#include <gtest/gtest.h>

#include <random>

#include "every_completion.hpp"
#include "random_variants.hpp"
#include "reference.hpp"
#include "satdoku/backtrack.hpp"
#include "satdoku/check.hpp"
#include "satdoku/notation.hpp"
#include "satdoku/sat_engine.hpp"
#include "satdoku/true_candidates.hpp"

namespace satdoku {
namespace {

using testing::brute_counts;

// Masks and capped counts as the brute force sees them.
TrueCandidates expected_candidates(const Puzzle& puzzle, std::uint64_t limit) {
  TrueCandidates t;
  t.side = puzzle.side();
  t.limit = limit;
  const std::vector<std::uint64_t> counts = brute_counts(puzzle);
  t.masks.assign(static_cast<std::size_t>(puzzle.grid.cells()), 0);
  bool any = false;
  for (int cell = 0; cell < puzzle.grid.cells(); ++cell)
    for (int d = 1; d <= t.side; ++d) {
      const std::uint64_t c = counts[static_cast<std::size_t>(cell * t.side + d - 1)];
      if (c > 0) {
        t.masks[static_cast<std::size_t>(cell)] |= std::uint64_t{1} << (d - 1);
        any = true;
      }
      if (limit > 0) t.counts.push_back(std::min(c, limit));
    }
  t.status = any ? Status::solved : Status::no_solution;
  return t;
}

// Small puzzles with several completions: a random full grid, few givens kept.
std::vector<Puzzle> small_puzzles(Geometry geometry, int how_many, double keep, bool variants) {
  std::vector<Puzzle> out;
  std::mt19937_64 rng(geometry.side() * 1000 + (variants ? 7 : 0));
  for (int i = 0; i < how_many; ++i) {
    const Grid full = testing::Reference::random_full(geometry, rng);
    if (variants) {
      testing::VariantRecipe recipe;
      recipe.keep_givens = keep;
      recipe.per_kind = 1;
      recipe.jigsaw = i % 3 == 0;
      // A few kinds at a time, so that many puzzles keep several completions.
      const std::vector<std::vector<RuleKind>> mixes = {
          {RuleKind::killer_cage, RuleKind::thermometer},
          {RuleKind::arrow, RuleKind::difference, RuleKind::odd},
          {RuleKind::xv, RuleKind::whispers, RuleKind::little_killer},
          {RuleKind::renban, RuleKind::ratio, RuleKind::even},
          {RuleKind::sandwich, RuleKind::palindrome, RuleKind::quadruple},
          {RuleKind::minimum, RuleKind::maximum, RuleKind::pencil_marks}};
      recipe.kinds = mixes[static_cast<std::size_t>(i) % mixes.size()];
      out.push_back(testing::random_variant_puzzle(full, 100 + i, recipe));
    } else {
      out.push_back(testing::carve(full, keep, rng));
    }
  }
  return out;
}

void expect_same(const TrueCandidates& got, const TrueCandidates& want, const char* who) {
  EXPECT_EQ(compare_candidates(got, who, want, "brute force"), "");
}

TEST(TrueCandidates, MatchBruteForceOnClassic4x4And6x6) {
  auto backtrack = make_backtrack_engine();
  for (const auto& [geometry, keep] :
       {std::pair{Geometry{2, 2}, 0.15}, std::pair{Geometry{2, 3}, 0.35}}) {
    for (const Puzzle& p : small_puzzles(geometry, 12, keep, false)) {
      SCOPED_TRACE(one_line(p.grid));
      const TrueCandidates want = expected_candidates(p, 0);
      ASSERT_EQ(want.status, Status::solved);
      expect_same(true_candidates_sat(p), want, "sat");
      expect_same(true_candidates_with(*backtrack, p), want, "backtrack");
    }
  }
}

TEST(TrueCandidates, MatchBruteForceOnRandomVariants) {
  auto backtrack = make_backtrack_engine();
  int with_several = 0;
  for (const auto& [geometry, keep] :
       {std::pair{Geometry{2, 2}, 0.0}, std::pair{Geometry{2, 3}, 0.25}}) {
    for (const Puzzle& p : small_puzzles(geometry, 18, keep, true)) {
      SCOPED_TRACE(one_line(p.grid));
      const TrueCandidates want = expected_candidates(p, 0);
      if (testing::brute_total(p) > 1) ++with_several;
      expect_same(true_candidates_sat(p), want, "sat");
      expect_same(true_candidates_with(*backtrack, p), want, "backtrack");
    }
  }
  EXPECT_GT(with_several, 5) << "the puzzles should not all be unique";
}

TEST(TrueCandidates, CountsMatchBruteForceCappedAtTheLimit) {
  auto backtrack = make_backtrack_engine();
  const std::vector<Puzzle> puzzles = small_puzzles(Geometry{2, 2}, 6, 0.1, false);
  for (const Puzzle& p : puzzles) {
    SCOPED_TRACE(one_line(p.grid));
    CandidateOptions options;
    options.limit = 5;
    const TrueCandidates want = expected_candidates(p, 5);
    expect_same(true_candidates_sat(p, options), want, "sat");
    expect_same(true_candidates_with(*backtrack, p, options), want, "backtrack");
  }
  // The empty 4x4: 288 grids, 72 with each digit in each cell.
  CandidateOptions options;
  options.limit = 1000;
  const TrueCandidates empty = true_candidates_sat(Puzzle(Grid(Geometry{2, 2})), options);
  ASSERT_EQ(empty.status, Status::solved);
  for (int cell = 0; cell < 16; ++cell)
    for (int d = 1; d <= 4; ++d) EXPECT_EQ(empty.count(cell, d), 72u);
}

TEST(TrueCandidates, AUniquePuzzleHasItsSolutionAsOnlyCandidatesInTwoSatCalls) {
  // top1465's first puzzle: one completion, found here by the native engine.
  const Grid puzzle =
      parse_puzzle(
          "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........")
          .puzzle.value()
          .grid;
  auto backtrack = make_backtrack_engine();
  ASSERT_EQ(backtrack->count(puzzle, 2, {}).count, 1u);
  const Grid solution = backtrack->any(puzzle, {}).solution;
  const TrueCandidates t = true_candidates_sat(puzzle);
  ASSERT_EQ(t.status, Status::solved);
  for (int cell = 0; cell < 81; ++cell)
    EXPECT_EQ(t.digits(cell), std::vector<int>{solution.at(cell)});
  EXPECT_EQ(t.stats.sat_calls, 2u) << "one model, then one question that is unsatisfiable";
}

TEST(TrueCandidates, EveryCandidateHasACompletionAndNoOtherDigitDoes) {
  // 9x9 with many completions: each candidate fixed leaves a completion
  // (native count), each non-candidate fixed leaves none (SAT count).
  std::mt19937_64 rng(99);
  const Grid full = testing::Reference::random_full(Geometry{3, 3}, rng);
  const Grid puzzle = testing::carve(full, 0.3, rng);
  const TrueCandidates t = true_candidates_sat(puzzle);
  ASSERT_EQ(t.status, Status::solved);
  auto backtrack = make_backtrack_engine();
  auto sat = make_sat_engine();
  int several = 0;
  for (int cell = 0; cell < 81; ++cell) {
    if (puzzle.at(cell) != 0) continue;
    several += t.digits(cell).size() > 1;
    for (int d = 1; d <= 9; ++d) {
      Grid fixed = puzzle;
      fixed.set(cell, d);
      Engine& engine = t.has(cell, d) ? *backtrack : *sat;
      EXPECT_EQ(engine.count(fixed, 1, {}).count, t.has(cell, d) ? 1u : 0u)
          << "R" << cell / 9 + 1 << "C" << cell % 9 + 1 << " digit " << d;
    }
  }
  EXPECT_GT(several, 10);
}

TEST(TrueCandidates, NoSolutionGivesEmptyMasks) {
  Grid clash(Geometry{3, 3});
  clash.set(0, 5);
  clash.set(1, 5);
  for (const TrueCandidates& t :
       {true_candidates_sat(clash), true_candidates_with(*make_backtrack_engine(), clash)}) {
    EXPECT_EQ(t.status, Status::no_solution);
    for (auto m : t.masks) EXPECT_EQ(m, 0u);
  }
}

TEST(TrueCandidates, WorkDoneBeforeGivesTheSameAnswerInFewerCalls) {
  // A setter's edit: one more given, a digit that was a candidate. The
  // earlier answer's completions (those that keep the new given) and masks
  // (nothing outside them can come back) are offered; the answer must be the
  // brute force's, whatever was offered, including grids that complete
  // nothing.
  std::mt19937_64 rng(5);
  int fewer = 0, edits = 0;
  std::uint64_t calls_fresh = 0, calls_reused = 0;
  for (const bool variants : {false, true}) {
    for (const Puzzle& p : small_puzzles(Geometry{2, 3}, 10, 0.15, variants)) {
      const TrueCandidates before = true_candidates_sat(p);
      if (before.status != Status::solved) continue;
      ASSERT_FALSE(before.completions.empty());
      for (const Grid& c : before.completions) EXPECT_TRUE(check_solution(p, c));
      for (int cell = 0; cell < p.grid.cells(); ++cell) {
        const std::vector<int> digits = before.digits(cell);
        if (p.grid.at(cell) != 0 || digits.size() < 2) continue;
        Puzzle edited = p;
        edited.grid.set(cell, digits[rng() % digits.size()]);
        SCOPED_TRACE(one_line(edited.grid));
        CandidateOptions known;
        known.witnesses = before.completions;
        known.witnesses.push_back(Grid(p.grid.geometry()));  // completes nothing: ignored
        known.within = before.masks;
        SatCandidates finder;
        const TrueCandidates fresh = finder.run(edited);
        const TrueCandidates reused = finder.run(edited, known);
        expect_same(reused, expected_candidates(edited, 0), "sat with work done before");
        fewer += reused.stats.sat_calls < fresh.stats.sat_calls;
        calls_fresh += fresh.stats.sat_calls;
        calls_reused += reused.stats.sat_calls;
        ++edits;
        break;
      }
    }
  }
  EXPECT_GT(edits, 10);
  // Not every edit: a model found after other witnesses may cover fewer new
  // pairs than a fresh search's would.
  EXPECT_GT(fewer, edits / 2) << "witnesses should usually save calls";
  EXPECT_LT(calls_reused * 4, calls_fresh * 3)
      << calls_reused << " calls with, " << calls_fresh << " without";
}

}  // namespace
}  // namespace satdoku
