// Printing: the judges' byte-exact forms and the pretty layout, with
// expected texts written out by hand.
#include <gtest/gtest.h>

#include "notation_helpers.hpp"

namespace satdoku {
namespace {

using testing::decode;

const std::string kPuzzleA =
    "103000509\n002109400\n000704000\n300502006\n060000050\n700803004\n000401000\n009205800\n"
    "804000107\n";
const std::string kAnswerA =
    "143628579\n572139468\n986754231\n391542786\n468917352\n725863914\n237481695\n619275843\n"
    "854396127\n";
const std::string kAnswerB =
    "1 3 5 4 6 9 2 7 8\n7 8 2 1 3 5 6 4 9\n4 6 9 2 7 8 1 3 5\n3 2 1 5 4 6 8 9 7\n"
    "8 7 4 9 1 3 5 2 6\n5 9 6 8 2 7 4 1 3\n9 1 7 6 5 2 3 8 4\n6 4 3 7 8 1 9 5 2\n"
    "2 5 8 3 9 4 7 6 1\n";

Grid grid_of(const std::string& symbols, Geometry g = Geometry{3, 3}) {
  std::string cells;
  for (char c : symbols)
    if (c != '\n' && c != ' ') cells += c;
  return decode(g, cells);
}

TEST(PrintCompact, JudgeSampleAByteForByte) {
  EXPECT_EQ(print(grid_of(kAnswerA), Notation::compact), kAnswerA);
  // The puzzle itself prints back as it was read: blanks as '0'.
  const Entry entry = parse_puzzle(kPuzzleA);
  ASSERT_TRUE(entry.puzzle);
  EXPECT_EQ(print(entry.grid(), Notation::compact), kPuzzleA);
}

TEST(PrintSpaced, JudgeSampleBByteForByte) {
  EXPECT_EQ(print(grid_of(kAnswerB), Notation::spaced), kAnswerB);
  EXPECT_EQ(print(grid_of(kPuzzleA), Notation::spaced).substr(0, 18), "1 0 3 0 0 0 5 0 9\n");
}

TEST(PrintLine, DotsForBlanksAndOneNewline) {
  EXPECT_EQ(print(grid_of(kPuzzleA), Notation::line),
            "1.3...5.9..21.94.....7.4...3..5.2..6.6.....5.7..8.3..4...4.1.....92.58..8.4...1.7\n");
  // json is no grid notation: it prints as line.
  EXPECT_EQ(print(grid_of(kPuzzleA), Notation::json), print(grid_of(kPuzzleA), Notation::line));
}

TEST(PrintPretty, NineByNine) {
  EXPECT_EQ(print(grid_of(kPuzzleA), Notation::pretty),
            "1 . 3 | . . . | 5 . 9\n"
            ". . 2 | 1 . 9 | 4 . .\n"
            ". . . | 7 . 4 | . . .\n"
            "------+-------+------\n"
            "3 . . | 5 . 2 | . . 6\n"
            ". 6 . | . . . | . 5 .\n"
            "7 . . | 8 . 3 | . . 4\n"
            "------+-------+------\n"
            ". . . | 4 . 1 | . . .\n"
            ". . 9 | 2 . 5 | 8 . .\n"
            "8 . 4 | . . . | 1 . 7\n");
}

TEST(PrintPretty, SixBySixWithTwoByThreeBoxes) {
  const Grid g = decode(Geometry{2, 3}, "1.3......2...5..1...6...4....3...5..");
  EXPECT_EQ(print(g, Notation::pretty),
            "1 . 3 | . . .\n"
            ". . . | 2 . .\n"
            "------+------\n"
            ". 5 . | . 1 .\n"
            ". . 6 | . . .\n"
            "------+------\n"
            "4 . . | . . 3\n"
            ". . . | 5 . .\n");
}

TEST(PrintPretty, SixteenBySixteenRightAligned) {
  const std::string first = "1.D....4.A58...G" + std::string(16 * 15, '.');
  const std::string text = print(decode(Geometry{4, 4}, first), Notation::pretty);
  const auto lines = testing::split_lines(text);
  ASSERT_EQ(lines.size(), 19u);  // 16 rows and 3 rules
  EXPECT_EQ(lines[0], " 1  . 13  . |  .  .  .  4 |  . 10  5  8 |  .  .  . 16");
  EXPECT_EQ(lines[1], " .  .  .  . |  .  .  .  . |  .  .  .  . |  .  .  .  .");
  EXPECT_EQ(lines[4], "------------+-------------+-------------+------------");
  EXPECT_EQ(lines[0].size(), lines[4].size());
}

TEST(PrintCompact, LettersAboveNine) {
  const std::string symbols = "1.D....4.A58...G" + std::string(16 * 15, '.');
  const std::string text = print(decode(Geometry{4, 4}, symbols), Notation::compact);
  EXPECT_EQ(text.substr(0, 17), "10D000040A58000G\n");
  EXPECT_EQ(text.size(), 16u * 17u);
}

TEST(PrintAny, ThirtySixFallsBackToSpaced) {
  Grid g(Geometry{6, 6});
  g.set(0, 0, 36);
  g.set(0, 1, 35);
  g.set(35, 35, 1);
  const std::string spaced = print(g, Notation::spaced);
  EXPECT_EQ(spaced.substr(0, 9), "36 35 0 0");
  EXPECT_EQ(print(g, Notation::compact), spaced);
  // Line notation keeps one line: the numbers, separated by single spaces.
  std::string joined = spaced;
  for (std::size_t i = 0; i + 1 < joined.size(); ++i)
    if (joined[i] == '\n') joined[i] = ' ';
  EXPECT_EQ(print(g, Notation::line), joined);
  for (const auto& row : testing::split_lines(spaced)) {
    ASSERT_FALSE(row.empty());
    EXPECT_NE(row.back(), ' ');  // no trailing space
  }
  // Without 36, compact and line keep their symbols: 35 is 'Z'.
  g.set(0, 0, 0);
  EXPECT_EQ(print(g, Notation::compact).substr(0, 3), "0Z0");
  EXPECT_EQ(print(g, Notation::line).substr(0, 3), ".Z.");
  EXPECT_EQ(print(g, Notation::line).size(), 36u * 36u + 1u);
}

TEST(EntryText, OneLineEvenForThirtySix) {
  std::string rows;
  for (int r = 0; r < 36; ++r) {
    for (int c = 0; c < 36; ++c) {
      if (c > 0) rows += ' ';
      rows += std::to_string(r == 0 && c == 0 ? 36 : 0);
    }
    rows += "\n";
  }
  const Entry entry = parse_puzzle(rows);
  ASSERT_TRUE(entry.puzzle) << entry.error->to_string();
  EXPECT_EQ(entry.text.find('\n'), std::string::npos);
  EXPECT_EQ(entry.text.substr(0, 7), "36 0 0 ");
}

}  // namespace
}  // namespace satdoku
