// 16x16 and 25x25 public sets: answers valid, counts as the sources state,
// and the tail of each lex-min answer confirmed by the reference.
#include <gtest/gtest.h>

#include <fstream>
#include <string>
#include <vector>

#include "native_support.hpp"
#include "reference.hpp"
#include "satdoku/backtrack.hpp"
#include "satdoku/check.hpp"

namespace satdoku::testing {
namespace {

// The reference is far too slow for a whole 16x16, but with the answer's rows
// given but for the last two it finishes at once. Its smallest completion of
// that must be the answer itself, or the answer's last rows were not the
// smallest.
void expect_minimal_tail(const Grid& puzzle, const Grid& answer, int free_rows) {
  Grid prefix = puzzle;
  const int n = answer.side();
  for (int cell = 0; cell < (n - free_rows) * n; ++cell) prefix.set(cell, answer.at(cell));
  const std::optional<Grid> expected = Reference::smallest(prefix);
  ASSERT_TRUE(expected.has_value());
  EXPECT_EQ(to_line(*expected), to_line(answer));
}

// For a few blank cells of a multi-solution puzzle: with the answer's earlier
// cells given, no smaller digit there has a completion (asked of `any`, a
// separate code path from the lex-min loop).
void expect_no_smaller_digit(Engine& engine, const Grid& puzzle, const Grid& answer,
                             std::size_t cells_to_check) {
  std::size_t checked = 0;
  for (int cell = 0; cell < puzzle.cells() && checked < cells_to_check; ++cell) {
    if (puzzle.at(cell) != 0) continue;
    ++checked;
    Grid probe = puzzle;
    for (int k = 0; k < cell; ++k) probe.set(k, answer.at(k));
    for (int d = 1; d < answer.at(cell); ++d) {
      probe.set(cell, d);
      EXPECT_EQ(engine.any(probe, {}).status, Status::no_solution) << "cell " << cell << " = " << d;
    }
  }
}

void expect_valid_answers(const std::string& file, std::size_t max, std::size_t stride,
                          bool unique) {
  const auto lines = read_lines(file, max, stride);
  ASSERT_FALSE(lines.empty());
  auto engine = make_backtrack_engine();
  for (const std::string& line : lines) {
    SCOPED_TRACE(line);
    const Grid puzzle = *parse_line(line);
    const SolveResult r = engine->smallest(puzzle, {});
    ASSERT_EQ(r.status, Status::solved);
    EXPECT_TRUE(check_solution(puzzle, r.solution)) << check_solution(puzzle, r.solution).reason;
    const CountResult c = engine->count(puzzle, 2, {});
    EXPECT_EQ(c.status, Status::solved);
    EXPECT_EQ(c.count, unique ? 1u : 2u);
    EXPECT_EQ(c.capped, !unique);
    if (puzzle.side() == 16) expect_minimal_tail(puzzle, r.solution, 2);
    if (!unique) expect_no_smaller_digit(*engine, puzzle, r.solution, 12);
  }
}

TEST(Large, Goomii16x16AnswersAreValidAndUnique) {
  // Only the first 200 of this set are known to be unique.
  expect_valid_answers("16x16_goomii3000.txt", 40, 5, true);
}

TEST(Large, VuKr16x16AnswersAreValidAndUnique) {
  expect_valid_answers("16x16_vu_kr100.txt", 25, 4, true);
}

TEST(Large, MultiSolution16x16AnswersAreValidAndMinimal) {
  expect_valid_answers("16x16_tcgaryau13_multisol.txt", SIZE_MAX, 1, false);
}

TEST(Large, Unique25x25AnswersAreValid) {
  expect_valid_answers("25x25_unique6.txt", SIZE_MAX, 1, true);
}

// The lex-min answer of these can take the engine seconds to minutes (as it
// does the SAT engine); `any` and the count are quick.
TEST(Large, MultiSolution25x25AreCompletedAndCounted) {
  const auto lines = read_lines("25x25_multisol14.txt");
  ASSERT_EQ(lines.size(), 14u);
  auto engine = make_backtrack_engine();
  for (const std::string& line : lines) {
    SCOPED_TRACE(line);
    const Grid puzzle = *parse_line(line);
    const SolveResult r = engine->any(puzzle, {});
    ASSERT_EQ(r.status, Status::solved);
    EXPECT_TRUE(check_solution(puzzle, r.solution));
    const CountResult c = engine->count(puzzle, 2, {});
    EXPECT_EQ(c.count, 2u);
    EXPECT_TRUE(c.capped);
  }
}

// Every public 25x25 and the empty one: the same lex-min answer as the SAT
// engine's (stored in tests/data, which says how it was made), valid.
TEST(Large, TwentyFiveByTwentyFiveLexMinMatchesTheSatEngine) {
  std::vector<std::string> puzzles = read_lines("25x25_multisol14.txt");
  for (const std::string& line : read_lines("25x25_unique6.txt")) puzzles.push_back(line);
  puzzles.push_back(std::string(625, '.'));
  std::ifstream in(std::string(SATDOKU_TEST_DATA) + "/data/25x25_lexmin_by_sat.txt");
  std::vector<std::string> answers;
  for (std::string line; std::getline(in, line);)
    if (!line.empty() && line[0] != '#') answers.push_back(line);
  ASSERT_EQ(answers.size(), 21u);
  ASSERT_EQ(puzzles.size(), answers.size());
  auto engine = make_backtrack_engine();
  for (std::size_t i = 0; i < puzzles.size(); ++i) {
    SCOPED_TRACE(puzzles[i]);
    const Grid puzzle = *parse_line(puzzles[i]);
    const SolveResult r = engine->smallest(puzzle, {});
    ASSERT_EQ(r.status, Status::solved);
    EXPECT_TRUE(check_solution(puzzle, r.solution)) << check_solution(puzzle, r.solution).reason;
    EXPECT_EQ(to_line(r.solution), answers[i]);
  }
}

}  // namespace
}  // namespace satdoku::testing
