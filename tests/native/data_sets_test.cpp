// The 9x9 public sets: serg_benchmark against its independently derived
// lex-min answers and solution counts, and the unique-solution sets (17-clue,
// top1465, forum hardest) for valid, unique answers.
#include <gtest/gtest.h>

#include <sstream>

#include "native_support.hpp"
#include "satdoku/backtrack.hpp"
#include "satdoku/check.hpp"

namespace satdoku::testing {
namespace {

TEST(DataSets, SergMatchesTheDerivedLexMinAndCounts) {
  // Every 25th line of the whole set: 400 puzzles with 2 to 1,555
  // completions each.
  for (const char* set : {"serg_benchmark.txt", "serg_benchmark_lexmin.txt"})
    if (full_set(set).empty()) GTEST_SKIP() << needs_full_set(set);
  const auto puzzles = full_set_lines("serg_benchmark.txt", SIZE_MAX, 25);
  const auto answers = full_set_lines("serg_benchmark_lexmin.txt", SIZE_MAX, 25);
  ASSERT_EQ(puzzles.size(), 400u);
  ASSERT_EQ(answers.size(), puzzles.size());
  auto specialised = make_backtrack_engine();
  auto generic = make_backtrack_engine({.specialise_9x9 = false});
  for (std::size_t i = 0; i < puzzles.size(); ++i) {
    SCOPED_TRACE(puzzles[i]);
    const Grid puzzle = *parse_line(puzzles[i]);
    std::istringstream fields(answers[i]);
    std::string smallest;
    std::uint64_t completions = 0;
    fields >> smallest >> completions;
    ASSERT_GE(completions, 2u);
    for (Engine* engine : {specialised.get(), generic.get()}) {
      const SolveResult r = engine->smallest(puzzle, {});
      ASSERT_EQ(r.status, Status::solved);
      EXPECT_EQ(to_line(r.solution), smallest);
    }
    const CountResult c = specialised->count(puzzle, 5000, {});
    EXPECT_EQ(c.status, Status::solved);
    EXPECT_EQ(c.count, completions);
    EXPECT_FALSE(c.capped);
    if (i % 10 == 0) {  // the generic solver's count too, on a sample
      EXPECT_EQ(generic->count(puzzle, 5000, {}).count, completions);
    }
  }
}

void expect_unique_answers(const std::string& file, std::size_t max, std::size_t stride) {
  const auto lines = read_lines(file, max, stride);
  ASSERT_FALSE(lines.empty());
  auto specialised = make_backtrack_engine();
  auto generic = make_backtrack_engine({.specialise_9x9 = false});
  for (std::size_t i = 0; i < lines.size(); ++i) {
    SCOPED_TRACE(lines[i]);
    const Grid puzzle = *parse_line(lines[i]);
    const SolveResult r = specialised->smallest(puzzle, {});
    ASSERT_EQ(r.status, Status::solved);
    EXPECT_TRUE(check_solution(puzzle, r.solution)) << check_solution(puzzle, r.solution).reason;
    // The set is known to hold only puzzles with one completion.
    const CountResult c = specialised->count(puzzle, 2, {});
    EXPECT_EQ(c.count, 1u);
    EXPECT_FALSE(c.capped);
    const SolveResult any = specialised->any(puzzle, {});
    EXPECT_EQ(any.solution, r.solution);
    if (i % 4 == 0) {
      const SolveResult g = generic->smallest(puzzle, {});
      ASSERT_EQ(g.status, Status::solved);
      EXPECT_EQ(g.solution, r.solution);
    }
  }
}

TEST(DataSets, SeventeenCluePuzzlesHaveOneValidAnswer) {
  expect_unique_answers("17clue.txt", 200, 245);
}

TEST(DataSets, Top1465PuzzlesHaveOneValidAnswer) {
  expect_unique_answers("top1465.txt", 300, 5);
}

TEST(DataSets, ForumHardestPuzzlesHaveOneValidAnswer) {
  expect_unique_answers("forum_hardest_1106.txt", 100, 4);
}

}  // namespace
}  // namespace satdoku::testing
