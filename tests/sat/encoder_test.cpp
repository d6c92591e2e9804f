// The encoder: sizes against the closed formulas (sat-notes.md), the reduced
// encoding against problem A's published figures, and meaning: the models of
// each encoding of the empty 4x4 grid are exactly its 288 completions, as
// counted by the slow reference.
#include <gtest/gtest.h>

#include <cstdint>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

#include "reference.hpp"
#include "sat/sat_backend.hpp"
#include "sat_test_support.hpp"
#include "satdoku/check.hpp"
#include "satdoku/encoder.hpp"

namespace satdoku {
namespace {

using testing::parse_line;

struct Recorder final : ClauseSink {
  std::vector<std::vector<int>> clauses;
  void add_clause(std::span<const int> literals) override {
    clauses.emplace_back(literals.begin(), literals.end());
  }
};

struct Counter final : ClauseSink {
  std::uint64_t clauses = 0;
  std::uint64_t empty = 0;
  int max_variable = 0;
  void add_clause(std::span<const int> literals) override {
    ++clauses;
    if (literals.empty()) ++empty;
    for (int lit : literals) max_variable = std::max(max_variable, std::abs(lit));
  }
};

Encoded encode_counting(const Grid& g, EncodeOptions o, Counter& c) {
  return encode(g, o, c);
}

// sat-notes.md: variables N^3; minimal N^2(3N^2-3N+2)/2; efficient
// N^2(2N^2-2N+1); extended 2N^2(N^2-N+2).
std::uint64_t expected_pairwise(Encoding e, std::uint64_t n) {
  switch (e) {
    case Encoding::minimal:
      return n * n * (3 * n * n - 3 * n + 2) / 2;
    case Encoding::efficient:
      return n * n * (2 * n * n - 2 * n + 1);
    default:
      return 2 * n * n * (n * n - n + 2);
  }
}

TEST(Encoder, EmptyNineByNineHasTheIssuesSizes) {
  const Grid empty(Geometry{3, 3});
  const std::pair<Encoding, std::uint64_t> sizes[] = {
      {Encoding::minimal, 8829}, {Encoding::efficient, 11745}, {Encoding::extended, 11988}};
  for (const auto& [encoding, clauses] : sizes) {
    Counter c;
    const Encoded e = encode_counting(empty, {encoding, AtMostOne::pairwise, true}, c);
    EXPECT_EQ(e.variables, 729);
    EXPECT_EQ(e.map.variables(), 729);
    EXPECT_EQ(e.clauses, clauses) << to_string(encoding);
    EXPECT_EQ(c.clauses, clauses);
    EXPECT_LE(c.max_variable, 729);
  }
}

TEST(Encoder, PairwiseSizesFollowTheFormulasForEverySide) {
  for (const Geometry g : {Geometry{2, 2}, Geometry{2, 3}, Geometry{2, 4}, Geometry{3, 3},
                           Geometry{3, 4}, Geometry{4, 4}, Geometry{5, 5}}) {
    const std::uint64_t n = static_cast<std::uint64_t>(g.side());
    for (const Encoding encoding : {Encoding::minimal, Encoding::efficient, Encoding::extended}) {
      Counter c;
      const Encoded e = encode_counting(Grid(g), {encoding, AtMostOne::pairwise, true}, c);
      EXPECT_EQ(static_cast<std::uint64_t>(e.variables), n * n * n) << g.name();
      EXPECT_EQ(e.clauses, expected_pairwise(encoding, n)) << g.name() << to_string(encoding);
    }
  }
}

TEST(Encoder, ThirtySixSquaredExtendedHasThreeMillionClauses) {
  Counter c;
  const Encoded e =
      encode_counting(Grid(Geometry{6, 6}), {Encoding::extended, AtMostOne::pairwise, true}, c);
  EXPECT_EQ(e.variables, 46656);
  EXPECT_EQ(e.clauses, 3271104u);
}

// Box pairs that share a row or column: N^2 * (h*C(w,2) + w*C(h,2)) =
// N^3 (h+w-2)/2, which is N^3(n-1) for square boxes (1,458 on 9x9).
TEST(Encoder, LeavingOutRepeatedPairsDropsExactlyTheDuplicates) {
  for (const Geometry g : {Geometry{2, 3}, Geometry{3, 3}, Geometry{3, 4}, Geometry{4, 4}}) {
    const std::uint64_t n = static_cast<std::uint64_t>(g.side());
    const std::uint64_t duplicates =
        n * n * n * static_cast<std::uint64_t>(g.box_rows + g.box_cols - 2) / 2;
    EncodeOptions o{Encoding::extended, AtMostOne::pairwise, true};
    o.repeat_pairs = false;
    Counter c;
    const Encoded e = encode_counting(Grid(g), o, c);
    EXPECT_EQ(e.clauses, expected_pairwise(Encoding::extended, n) - duplicates) << g.name();
  }
  EncodeOptions o{Encoding::extended, AtMostOne::pairwise, true};
  o.repeat_pairs = false;
  Counter c;
  EXPECT_EQ(encode_counting(Grid(Geometry{3, 3}), o, c).clauses, 11988u - 1458u);
}

// Sinz's counter: a group of k gets 3k-4 clauses and k-1 new variables.
TEST(Encoder, SequentialCounterSizes) {
  for (const Geometry g : {Geometry{2, 2}, Geometry{3, 3}, Geometry{4, 4}}) {
    const std::uint64_t n = static_cast<std::uint64_t>(g.side());
    Counter c;
    const Encoded e = encode_counting(Grid(g), {Encoding::minimal, AtMostOne::sequential, true}, c);
    // N^2 cell at-least-one; 3N^2 unit groups of N.
    EXPECT_EQ(e.clauses, n * n + 3 * n * n * (3 * n - 4)) << g.name();
    EXPECT_EQ(static_cast<std::uint64_t>(e.variables), n * n * n + 3 * n * n * (n - 1));
    EXPECT_EQ(e.map.variables(), static_cast<int>(n * n * n));
    EXPECT_EQ(c.max_variable, e.variables);
  }
}

TEST(Encoder, GivensAddOneUnitEach) {
  const Grid a = parse_line(testing::kProblemA);
  ASSERT_EQ(a.givens(), 30);
  Counter with, without;
  EXPECT_EQ(encode_counting(a, {Encoding::extended, AtMostOne::pairwise, true}, with).clauses,
            12018u);  // problem A's `p cnf 729 12018`
  EXPECT_EQ(encode_counting(a, {Encoding::extended, AtMostOne::pairwise, false}, without).clauses,
            11988u);
}

TEST(Encoder, ReducedProblemAMatchesKwonAndJain) {
  const Grid a = parse_line(testing::kProblemA);
  Counter c;
  const Encoded e = encode_counting(a, {Encoding::reduced, AtMostOne::pairwise, true}, c);
  EXPECT_EQ(e.variables, 154);
  EXPECT_EQ(e.clauses, 983u);
  EXPECT_EQ(c.empty, 0u);
  ASSERT_TRUE(e.fixed.has_value());
  EXPECT_EQ(*e.fixed, a);
  // Compact numbering in (cell, digit) order, each a blank's possible digit.
  const Grid solution = parse_line(testing::kProblemASolution);
  std::pair<int, int> previous{-1, 0};
  for (int v = 1; v <= e.map.variables(); ++v) {
    const auto [cell, digit] = e.map.meaning(v);
    EXPECT_EQ(a.at(cell), 0);
    EXPECT_GT(std::make_pair(cell, digit), previous);
    EXPECT_EQ(e.map.variable(cell, digit), v);
    previous = {cell, digit};
  }
  // The answer's digits all survive elimination.
  for (int cell = 0; cell < a.cells(); ++cell)
    if (a.at(cell) == 0) {
      EXPECT_NE(e.map.variable(cell, solution.at(cell)), 0) << cell;
    }
}

TEST(Encoder, ReducedClashingGivensGiveAnEmptyClause) {
  Grid g(Geometry{3, 3});
  g.set(0, 0, 5);
  g.set(0, 8, 5);
  Counter c;
  encode_counting(g, {Encoding::reduced, AtMostOne::pairwise, true}, c);
  EXPECT_EQ(c.empty, 1u);
  Counter plain;
  encode_counting(g, {Encoding::extended, AtMostOne::pairwise, true}, plain);
  EXPECT_EQ(plain.empty, 0u);
}

TEST(Encoder, ClauseOrderIsDeterministic) {
  const Grid a = parse_line(testing::kProblemA);
  for (const Encoding encoding : {Encoding::minimal, Encoding::extended, Encoding::reduced}) {
    Recorder first, second;
    encode(a, {encoding, AtMostOne::automatic, true}, first);
    encode(a, {encoding, AtMostOne::automatic, true}, second);
    EXPECT_EQ(first.clauses, second.clauses);
  }
  // The plain formula is the empty grid's followed by the givens.
  Recorder empty, puzzle;
  encode(Grid(Geometry{3, 3}), {Encoding::extended, AtMostOne::pairwise, true}, empty);
  encode(a, {Encoding::extended, AtMostOne::pairwise, true}, puzzle);
  ASSERT_EQ(puzzle.clauses.size(), empty.clauses.size() + 30);
  EXPECT_TRUE(std::equal(empty.clauses.begin(), empty.clauses.end(), puzzle.clauses.begin()));
  EXPECT_EQ(puzzle.clauses.back(), std::vector<int>{plain_variable(8, 8, 7, 9)});
}

TEST(Encoder, NamesRoundTrip) {
  for (const Encoding e :
       {Encoding::minimal, Encoding::efficient, Encoding::extended, Encoding::reduced})
    EXPECT_EQ(encoding_from_name(to_string(e)), e);
  EXPECT_FALSE(encoding_from_name("maximal").has_value());
  EXPECT_EQ(plain_variable(0, 0, 1, 9), 1);
  EXPECT_EQ(plain_variable(8, 8, 9, 9), 729);
}

// All models of the formula, projected on the problem variables, by
// blocking clauses on a fresh solver.
std::set<std::string> completions_by_cnf(const Grid& puzzle, EncodeOptions o) {
  SatBackend solver;
  const Encoded e = encode(puzzle, o, solver);
  const Grid start = e.fixed ? *e.fixed : puzzle;
  std::set<std::string> found;
  while (solver.solve() == SatAnswer::sat && found.size() < 1000) {
    Grid g = start;
    std::vector<int> block;
    for (int v = 1; v <= e.map.variables(); ++v) {
      const bool on = solver.is_true(v);
      block.push_back(on ? -v : v);
      if (on) g.set(e.map.meaning(v).first, e.map.meaning(v).second);
    }
    EXPECT_TRUE(check_solution(puzzle, g)) << check_solution(puzzle, g).reason;
    found.insert(testing::to_line(g));
    solver.add_clause(block);
  }
  return found;
}

TEST(Encoder, ModelsAreExactlyTheCompletions) {
  const Grid empty(Geometry{2, 2});
  ASSERT_EQ(testing::Reference::count(empty, 1000), 288u);
  for (const Encoding encoding : {Encoding::minimal, Encoding::efficient, Encoding::extended})
    for (const AtMostOne amo : {AtMostOne::pairwise, AtMostOne::sequential})
      EXPECT_EQ(completions_by_cnf(empty, {encoding, amo, true}).size(), 288u)
          << to_string(encoding);
  // A 6x6 puzzle with several completions, reduced and plain.
  std::mt19937_64 rng(7);
  const Grid full = testing::Reference::random_full(Geometry{2, 3}, rng);
  const Grid puzzle = testing::carve(full, 0.45, rng);
  const std::uint64_t expected = testing::Reference::count(puzzle, 1000);
  ASSERT_GE(expected, 1u);
  EXPECT_EQ(completions_by_cnf(puzzle, {Encoding::reduced, AtMostOne::pairwise, true}).size(),
            expected);
  EXPECT_EQ(completions_by_cnf(puzzle, {Encoding::extended, AtMostOne::pairwise, true}).size(),
            expected);
}

// Candidates from the caller (count to 2's residual formula) narrow the
// reduced encoding: masks that allow everything change no clause, and a cell
// narrowed to one digit leaves exactly the completions holding it there, as
// the reference counts them with that digit given.
TEST(Encoder, ReducedCandidatesNarrowTheModels) {
  std::mt19937_64 rng(7);
  const Grid full = testing::Reference::random_full(Geometry{2, 3}, rng);
  const Grid puzzle = testing::carve(full, 0.45, rng);
  const EncodeOptions plain{Encoding::reduced, AtMostOne::pairwise, true};
  std::vector<std::uint64_t> masks(static_cast<std::size_t>(puzzle.cells()), 0x3f);
  EncodeOptions narrowed = plain;
  narrowed.candidates = masks;
  Recorder without, with;
  encode(puzzle, plain, without);
  encode(puzzle, narrowed, with);
  EXPECT_EQ(with.clauses, without.clauses);
  int tried = 0;
  for (int cell = 0; cell < puzzle.cells(); ++cell) {
    if (puzzle.at(cell) != 0) continue;
    const int digit = full.at(cell);
    masks[static_cast<std::size_t>(cell)] = std::uint64_t{1} << (digit - 1);
    Grid given = puzzle;
    given.set(cell, digit);
    EXPECT_EQ(completions_by_cnf(puzzle, narrowed).size(), testing::Reference::count(given, 1000))
        << "cell " << cell;
    masks[static_cast<std::size_t>(cell)] = 0x3f;
    if (++tried == 4) break;
  }
  EXPECT_EQ(tried, 4);
  masks.pop_back();
  narrowed.candidates = masks;
  EXPECT_THROW(encode(puzzle, narrowed, without), std::invalid_argument);
}

// House at-least-one clauses of k literals or more left out (count to 2's
// residual formula): on the empty 9x9 every house group has nine, so all
// 3 * 81 of them go and nothing else; on a 6x6 puzzle the groups shorter
// than k stay, and the models are still the completions the reference
// counts (the other clauses imply the ones left out).
TEST(Encoder, LongHouseAtLeastOneClausesCanBeLeftOut) {
  EncodeOptions o{Encoding::extended, AtMostOne::pairwise, true};
  Counter all, without;
  encode_counting(Grid(Geometry{3, 3}), o, all);
  o.house_at_least_one_below = 9;
  encode_counting(Grid(Geometry{3, 3}), o, without);
  EXPECT_EQ(all.clauses - without.clauses, 3u * 81u);

  std::mt19937_64 rng(7);
  const Grid puzzle =
      testing::carve(testing::Reference::random_full(Geometry{2, 3}, rng), 0.45, rng);
  const std::uint64_t expected = testing::Reference::count(puzzle, 1000);
  ASSERT_GE(expected, 2u);
  for (const Encoding encoding : {Encoding::reduced, Encoding::extended}) {
    EncodeOptions shorter{encoding, AtMostOne::pairwise, true};
    Recorder kept, dropped;
    encode(puzzle, shorter, kept);
    shorter.house_at_least_one_below = 3;
    encode(puzzle, shorter, dropped);
    EXPECT_LT(dropped.clauses.size(), kept.clauses.size()) << to_string(encoding);
    EXPECT_EQ(completions_by_cnf(puzzle, shorter).size(), expected) << to_string(encoding);
  }
}

// The lex-first solvers of large grids write groups of 12 or more literals as
// sequential counters (AtMostOne::mixed). On a 16x16 every plain group has 16
// literals, so all of them are counters there: the models must still be
// exactly the completions, with fewer clauses and the helpers numbered after
// the problem variables.
TEST(Encoder, MixedAtMostOneKeepsTheModels) {
  Grid full(Geometry{4, 4});
  for (int r = 0; r < 16; ++r)
    for (int c = 0; c < 16; ++c) full.set(r, c, ((r % 4) * 4 + r / 4 + c) % 16 + 1);
  ASSERT_TRUE(check_solution(full, full));
  std::mt19937_64 rng(11);
  const Grid puzzle = testing::carve(full, 0.6, rng);
  const std::uint64_t expected = testing::Reference::count(puzzle, 1000);
  ASSERT_GE(expected, 2u);
  EXPECT_EQ(completions_by_cnf(puzzle, {Encoding::extended, AtMostOne::mixed, true}).size(),
            expected);
  Counter pairwise, mixed;
  encode_counting(puzzle, {Encoding::extended, AtMostOne::pairwise, true}, pairwise);
  const Encoded e = encode_counting(puzzle, {Encoding::extended, AtMostOne::mixed, true}, mixed);
  EXPECT_LT(mixed.clauses, pairwise.clauses / 2);
  EXPECT_GT(e.variables, e.map.variables());
  EXPECT_EQ(mixed.max_variable, e.variables);
}

}  // namespace
}  // namespace satdoku
