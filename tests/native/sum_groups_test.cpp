// The groups a sum's bounds count as distinct digits (group_terms in
// src/native/rule_tables.cpp): taken by house where that makes them larger
// than grouping in term order. The puzzle is ISS's "Long sums 2" (sigh's
// Interactive Sudoku Solver, its example puzzles at e373f98, in its own
// notation; the solution is the one ISS publishes with it, as in
// bench/puzzles/iss/answers.tsv): one pill arrow, a two-digit pill and a
// 32-cell shaft snaking through eight boxes, and disjoint groups. Only the
// sum's bounds over whole boxes tie the shaft down: grouped in term order,
// the native engine searched past 500,000 nodes without an answer.
#include <gtest/gtest.h>

#include <string>

#include "satdoku/backtrack.hpp"
#include "satdoku/check.hpp"
#include "satdoku/notation.hpp"

namespace satdoku::testing {
namespace {

const char* const kLongSums2 =
    ".PillArrow~2~R6C5~R5C5~R4C5~R4C4~R5C4~R5C3~R5C2~R6C2~R6C3~R7C3~R7C4~R8C4~R9C4~R9C5~R8C5~"
    "R7C5~R7C6~R8C6~R8C7~R7C7~R6C7~R5C7~R5C8~R4C8~R4C9~R3C9~R2C9~R2C8~R3C8~R3C7~R2C7~R2C6~R3C6~"
    "R3C5.DisjointSets";
const char* const kPublished =
    "123465987965873421478921635859316742634297518712584396591638274386742159247159863";

TEST(SumGroups, AShaftThroughEightBoxesIsBoundedBoxByBox) {
  const Entry entry = parse_puzzle(kLongSums2);
  ASSERT_TRUE(entry.puzzle.has_value()) << (entry.error ? entry.error->to_string() : "");
  Limits limits;
  limits.nodes = 2000;  // a few hundred at most now; past 500,000 before
  const SolveResult r = make_backtrack_engine()->smallest(*entry.puzzle, limits);
  ASSERT_EQ(r.status, Status::solved);
  EXPECT_TRUE(check_solution(*entry.puzzle, r.solution).ok);
  EXPECT_EQ(one_line(r.solution), kPublished);
  const CountResult counted = make_backtrack_engine()->count(*entry.puzzle, 2, limits);
  ASSERT_EQ(counted.status, Status::solved);
  EXPECT_EQ(counted.count, 1u);
}

}  // namespace
}  // namespace satdoku::testing
