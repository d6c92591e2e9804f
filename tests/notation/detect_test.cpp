// Automatic detection of the notation, including the one ambiguous text
// (16 lines of 16 symbols) and the ways to force the other reading.
#include <gtest/gtest.h>

#include "notation_helpers.hpp"

namespace satdoku {
namespace {

using testing::read_all;

Notation detect(const std::string& text, ReaderOptions options = {}) {
  Notation detected{};
  read_all(text, options, &detected);
  return detected;
}

std::string repeat_line(const std::string& line, int times) {
  std::string text;
  for (int i = 0; i < times; ++i) text += line + "\n";
  return text;
}

TEST(Detect, EachNotationFromItsFirstLine) {
  EXPECT_EQ(detect("103000509\n002109400\n"), Notation::compact);
  EXPECT_EQ(detect("1 0 3 0 0 0 5 0 9\n"), Notation::spaced);
  EXPECT_EQ(detect("  12 0 36\n"), Notation::spaced);
  EXPECT_EQ(detect(std::string(81, '.') + "\n"), Notation::line);
  EXPECT_EQ(detect(std::string(256, '.') + "\n"), Notation::line);
  EXPECT_EQ(detect("1 . 3 | . . . | 5 . 9\n"), Notation::pretty);
  EXPECT_EQ(detect("1.3|...|5.9\n"), Notation::pretty);
  EXPECT_EQ(detect("+-----+-----+\n"), Notation::pretty);
  EXPECT_EQ(detect("=====\n"), Notation::pretty);
  EXPECT_EQ(detect("-------+-------\n"), Notation::pretty);
}

TEST(Detect, CommentsAndBlankLinesBeforeThePuzzleAreSkipped) {
  EXPECT_EQ(detect("# a 9x9\n\n   \n# more\n" + std::string(81, '.') + "\n"), Notation::line);
  EXPECT_EQ(detect("# spaced\n1 2 3 4\n"), Notation::spaced);
}

TEST(Detect, SixteenLinesOfSixteenIsOneCompactGrid) {
  const std::string row = "1234341221434321";  // also a valid 4x4 puzzle in line form
  const auto as_grid = read_all(repeat_line(row, 16));
  ASSERT_EQ(as_grid.size(), 1u);
  ASSERT_TRUE(as_grid[0].puzzle);
  EXPECT_EQ(as_grid[0].grid().side(), 16);
  EXPECT_EQ(detect(repeat_line(row, 16)), Notation::compact);

  // Forcing line reads sixteen 4x4 puzzles from the same text.
  Notation detected{};
  const auto as_lines = read_all(repeat_line(row, 16), {Notation::line, std::nullopt}, &detected);
  EXPECT_EQ(detected, Notation::line);
  ASSERT_EQ(as_lines.size(), 16u);
  for (const auto& entry : as_lines) {
    ASSERT_TRUE(entry.puzzle);
    EXPECT_EQ(entry.grid(), testing::decode(Geometry{2, 2}, row));
  }
  // So does a 2x2 box, whose side says a 16-symbol line is a whole puzzle.
  EXPECT_EQ(read_all(repeat_line(row, 16), {std::nullopt, Geometry{2, 2}}).size(), 16u);
  EXPECT_EQ(detect(repeat_line(row, 16), {std::nullopt, Geometry{4, 4}}), Notation::compact);
}

TEST(Detect, OtherCountsOfSixteenSymbolLinesAreLineForm) {
  const std::string row = "1234341221434321";
  EXPECT_EQ(detect(row + "\n"), Notation::line);
  EXPECT_EQ(detect(repeat_line(row, 15)), Notation::line);
  EXPECT_EQ(detect(repeat_line(row, 17)), Notation::line);
  EXPECT_EQ(read_all(repeat_line(row, 17)).size(), 17u);
}

TEST(Detect, SeveralSixteenBySixteenGridsStayCompact) {
  const std::string row(16, '.');
  const std::string text = "# first\n" + repeat_line(row, 8) + "# inside\n" + repeat_line(row, 8) +
                           "\n" + repeat_line(row, 16);
  Notation detected{};
  const auto entries = read_all(text, {}, &detected);
  EXPECT_EQ(detected, Notation::compact);
  ASSERT_EQ(entries.size(), 2u);
  EXPECT_TRUE(entries[0].puzzle && entries[1].puzzle);
}

TEST(Detect, ThirtySixLinesOfThirtySixDependOnTheBox) {
  const std::string text = repeat_line(std::string(36, '.'), 36);
  const auto grid = read_all(text);
  ASSERT_EQ(grid.size(), 1u);
  ASSERT_TRUE(grid[0].puzzle);
  EXPECT_EQ(grid[0].grid().side(), 36);
  const auto six = read_all(text, {std::nullopt, Geometry{2, 3}});
  ASSERT_EQ(six.size(), 36u);
  EXPECT_EQ(six[35].grid().geometry(), (Geometry{2, 3}));
}

TEST(Detect, ForcedNotationIsReportedAndUsed) {
  Notation detected{};
  const auto entries = read_all("1 2 3 4\n3 4 1 2\n2 1 4 3\n4 3 2 1\n",
                                {Notation::compact, std::nullopt}, &detected);
  EXPECT_EQ(detected, Notation::compact);
  ASSERT_EQ(entries.size(), 1u);
  ASSERT_TRUE(entries[0].error);
  EXPECT_EQ(entries[0].error->column, 2);
  EXPECT_EQ(entries[0].error->message, "unexpected space");
}

TEST(Detect, TooLongFirstLineMeansLineForm) {
  EXPECT_EQ(detect(std::string(kMaxLineLength + 10, '.') + "\n"), Notation::line);
}

}  // namespace
}  // namespace satdoku
