// Repeated rules cost the engines once (issue 24, row 9): 2,000 copies of a
// little-killer clue took the SAT encoder 14 s and 690 MB, 100,000 one-cell
// cages over a minute. Lowering now drops a rule equal to an earlier one and
// any primitive equal to an earlier one, and the encoder walks each rule's
// primitives once: the clauses are those of the distinct rules, whatever
// the number of copies, and both engines still give the known answers.
#include <gtest/gtest.h>

#include <cstdlib>
#include <memory>

#include "core/lowering.hpp"
#include "satdoku/backtrack.hpp"
#include "satdoku/encoder.hpp"
#include "satdoku/sat_engine.hpp"

namespace satdoku {
namespace {

struct CountingSink : ClauseSink {
  std::uint64_t clauses = 0;
  void add_clause(std::span<const int>) override { ++clauses; }
};

std::uint64_t clauses_of(const Puzzle& puzzle) {
  CountingSink sink;
  encode(puzzle, EncodeOptions{}, sink);
  return sink.clauses;
}

Rule rule(RuleKind kind, std::string label, std::vector<int> cells, int value = 0) {
  Rule r;
  r.kind = kind;
  r.label = std::move(label);
  r.cells = std::move(cells);
  r.value = value;
  return r;
}

Puzzle with_rules(const Geometry& g, std::vector<Rule> list) {
  auto rules = std::make_shared<Rules>();
  rules->list = std::move(list);
  return Puzzle(Grid(g), rules);
}

// A valid 9x9 grid (shifted rows), the answer the one-cell cages force.
int pattern(int r, int c) {
  return (3 * (r % 3) + r / 3 + c) % 9 + 1;
}

TEST(RuleMerge, CopiesOfARuleCostNothing) {
  const std::vector<int> diagonal = {0, 10, 20, 30, 40, 50, 60, 70, 80};
  std::vector<Rule> one{rule(RuleKind::little_killer, "littlekillersum[0]", diagonal, 45)};
  std::vector<Rule> many;
  for (int i = 0; i < 2000; ++i)
    many.push_back(
        rule(RuleKind::little_killer, "littlekillersum[" + std::to_string(i) + "]", diagonal, 45));
  const Puzzle single = with_rules(Geometry{3, 3}, one);
  const Puzzle copies = with_rules(Geometry{3, 3}, many);
  EXPECT_EQ(lower(copies).sums.size(), 1u);
  EXPECT_EQ(lower(copies).origins.size(), 2000u);  // every rule keeps its label
  EXPECT_EQ(clauses_of(copies), clauses_of(single));
  // Both engines still read the rule: the diagonal's sum is 45.
  std::unique_ptr<Engine> engines[] = {make_sat_engine(), make_backtrack_engine()};
  for (auto& engine : engines) {
    const SolveResult r = engine->smallest(copies, {});
    ASSERT_EQ(r.status, Status::solved);
    int sum = 0;
    for (int cell : diagonal) sum += r.solution.at(cell);
    EXPECT_EQ(sum, 45);
  }
}

TEST(RuleMerge, OneCellCagesAreMasksMergedPerCell) {
  // Each cell's one-cell cage written 30 times: 2,430 rules, the clauses of 81.
  std::vector<Rule> once, often;
  for (int copy = 0; copy < 30; ++copy)
    for (int cell = 0; cell < 81; ++cell) {
      Rule r = rule(RuleKind::killer_cage, "killercage[" + std::to_string(copy * 81 + cell) + "]",
                    {cell}, pattern(cell / 9, cell % 9));
      if (copy == 0) once.push_back(r);
      often.push_back(std::move(r));
    }
  const Puzzle puzzle = with_rules(Geometry{3, 3}, often);
  EXPECT_EQ(lower(puzzle).masks.size(), 81u);
  EXPECT_TRUE(lower(puzzle).sums.empty());
  EXPECT_EQ(clauses_of(puzzle), clauses_of(with_rules(Geometry{3, 3}, once)));
  std::unique_ptr<Engine> engines[] = {make_sat_engine(), make_backtrack_engine()};
  for (auto& engine : engines) {
    const SolveResult r = engine->smallest(puzzle, {});
    ASSERT_EQ(r.status, Status::solved);
    for (int cell = 0; cell < 81; ++cell)
      EXPECT_EQ(r.solution.at(cell), pattern(cell / 9, cell % 9)) << cell;
  }
}

TEST(RuleMerge, DifferentTotalsStillContradictAndAreNamed) {
  // Three cages on R1C1-R1C2 with sums 3, 4 and 5 (each alone possible):
  // no solution, explained by two of them.
  const Puzzle puzzle = with_rules(Geometry{3, 3}, {rule(RuleKind::killer_cage, "a", {0, 1}, 3),
                                                    rule(RuleKind::killer_cage, "b", {0, 1}, 4),
                                                    rule(RuleKind::killer_cage, "c", {0, 1}, 5)});
  EXPECT_EQ(lower(puzzle).sums.size(), 2u);
  const SolveResult sat = make_sat_engine()->smallest(puzzle, {});
  EXPECT_EQ(sat.status, Status::no_solution);
  EXPECT_EQ(sat.core_rules, (std::vector<std::string>{"a", "b"}));
  EXPECT_EQ(make_backtrack_engine()->smallest(puzzle, {}).status, Status::no_solution);
}

TEST(RuleMerge, ARelationWrittenFromEitherEndIsOne) {
  // A difference-1 dot between R1C1 and R1C2, written both ways.
  const Puzzle puzzle = with_rules(Geometry{3, 3}, {rule(RuleKind::difference, "d0", {0, 1}, 1),
                                                    rule(RuleKind::difference, "d1", {1, 0}, 1)});
  EXPECT_EQ(lower(puzzle).pairs.size(), 1u);
  const SolveResult r = make_sat_engine()->smallest(puzzle, {});
  ASSERT_EQ(r.status, Status::solved);
  EXPECT_EQ(std::abs(r.solution.at(0) - r.solution.at(1)), 1);
}

}  // namespace
}  // namespace satdoku
