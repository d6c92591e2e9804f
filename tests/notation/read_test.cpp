// Each notation read from real text: the two judge samples, lines of the
// public benchmark sets, larger and rectangular grids, and the small liberties
// real files take (CRLF, trailing blanks, comments, lower case).
#include <gtest/gtest.h>

#include "data_sets.hpp"
#include "notation_helpers.hpp"

namespace satdoku {
namespace {

using testing::decode;
using testing::decode_rows;
using testing::read_all;

const std::vector<std::string> kSampleA = {"103000509", "002109400", "000704000",
                                           "300502006", "060000050", "700803004",
                                           "000401000", "009205800", "804000107"};

std::string join(const std::vector<std::string>& rows, const char* end = "\n") {
  std::string text;
  for (const auto& row : rows) text += row + end;
  return text;
}

TEST(ReadCompact, JudgeSampleA) {
  Notation detected{};
  const auto entries = read_all(join(kSampleA), {}, &detected);
  ASSERT_EQ(entries.size(), 1u);
  ASSERT_TRUE(entries[0].puzzle) << entries[0].error->to_string();
  EXPECT_EQ(detected, Notation::compact);
  EXPECT_EQ(entries[0].line, 1);
  EXPECT_EQ(entries[0].grid(), decode_rows(Geometry{3, 3}, kSampleA));
  EXPECT_EQ(entries[0].grid().givens(), 30);  // counted by hand in problem.md
  EXPECT_EQ(entries[0].grid().at(0, 0), 1);
  EXPECT_EQ(entries[0].grid().at(8, 8), 7);
  EXPECT_EQ(entries[0].text,
            "1.3...5.9..21.94.....7.4...3..5.2..6.6.....5.7..8.3..4...4.1.....92.58..8.4...1.7");
}

TEST(ReadSpaced, JudgeSampleB) {
  const std::string text =
      "0 3 5 4 6 9 2 7 8\n7 8 2 1 0 5 6 0 9\n0 6 0 2 7 8 1 3 5\n3 2 1 0 4 6 8 9 7\n"
      "8 0 4 9 1 3 5 0 6\n5 9 6 8 2 0 4 1 3\n9 1 7 6 5 2 0 8 0\n6 0 3 7 0 1 9 5 2\n"
      "2 5 8 3 9 4 7 6 0\n";
  Notation detected{};
  const auto entries = read_all(text, {}, &detected);
  ASSERT_EQ(entries.size(), 1u);
  ASSERT_TRUE(entries[0].puzzle);
  EXPECT_EQ(detected, Notation::spaced);
  EXPECT_EQ(entries[0].grid(),
            decode(Geometry{3, 3},
                   "035469278782105609060278135321046897804913506596820413917652080603701952"
                   "258394760"));
  EXPECT_EQ(entries[0].grid().blanks(), 14);
}

// Every puzzle of a benchmark file (as tests/data/sets/ holds it: whole, or
// the lines the tests use) read in line notation, checked against the
// file's own text decoded by the test.
void expect_file_reads(const std::string& name, Geometry geometry, std::size_t max = SIZE_MAX,
                       std::size_t stride = 1) {
  const auto lines = testing::set_lines(name, max, stride);
  ASSERT_FALSE(lines.empty()) << name;
  std::string text;
  for (const std::string& line : lines) text += line + "\n";
  std::istringstream in(text);
  PuzzleReader reader(in, name);
  std::size_t count = 0;
  while (auto entry = reader.next()) {
    ASSERT_LT(count, lines.size());
    ASSERT_TRUE(entry->puzzle) << entry->error->to_string();
    EXPECT_EQ(entry->line, static_cast<int>(count) + 1);
    EXPECT_EQ(entry->grid(), decode(geometry, lines[count])) << name << ":" << count + 1;
    EXPECT_EQ(entry->text, lines[count]);  // the files are already in canonical form
    ++count;
  }
  EXPECT_EQ(reader.notation(), Notation::line);
  EXPECT_EQ(count, lines.size()) << name;
}

TEST(ReadLine, BenchmarkSets9x9) {
  expect_file_reads("top1465.txt", Geometry{3, 3}, 300, 5);  // every 5th line
  expect_file_reads("norvig_top95.txt", Geometry{3, 3});
  expect_file_reads("plb_hard20.txt", Geometry{3, 3});
}

TEST(ReadLine, BenchmarkSets16x16And25x25) {
  expect_file_reads("16x16_vu_kr100.txt", Geometry{4, 4});
  expect_file_reads("16x16_tcgaryau13_multisol.txt", Geometry{4, 4});
  expect_file_reads("25x25_unique6.txt", Geometry{5, 5});
  expect_file_reads("25x25_multisol14.txt", Geometry{5, 5});
}

TEST(ReadLine, CommentsBlankLinesCrlfAndLowerCase) {
  const std::string hard =
      "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
  std::string hex = testing::set_lines("16x16_vu_kr100.txt", 1).at(0);
  std::string lower = hex;
  for (char& c : lower)
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  const std::string text = "# two puzzles\r\n\r\n" + hard + "  \r\n   \n# hex\n" + lower + "\t\r\n";
  const auto entries = read_all(text);
  ASSERT_EQ(entries.size(), 2u);
  ASSERT_TRUE(entries[0].puzzle && entries[1].puzzle);
  EXPECT_EQ(entries[0].line, 3);
  EXPECT_EQ(entries[1].line, 6);
  EXPECT_EQ(entries[0].grid(), decode(Geometry{3, 3}, hard));
  EXPECT_EQ(entries[1].grid(), decode(Geometry{4, 4}, hex));
  EXPECT_EQ(entries[1].text, hex);  // upper case again
}

TEST(ReadLine, ZeroAndDotAreBothBlank) {
  const std::string dots =
      "1.3...5.9..21.94.....7.4...3..5.2..6.6.....5.7..8.3..4...4.1.....92.58..8.4...1.7";
  std::string zeros = dots;
  std::replace(zeros.begin(), zeros.end(), '.', '0');
  const auto a = parse_puzzle(dots), b = parse_puzzle(zeros);
  ASSERT_TRUE(a.puzzle && b.puzzle);
  EXPECT_EQ(a.grid(), b.grid());
  EXPECT_EQ(a.grid(), decode_rows(Geometry{3, 3}, kSampleA));
  EXPECT_EQ(b.text, dots);  // the one-line form writes every blank as '.'
}

TEST(ReadCompact, CrlfTrailingBlanksAndByteOrderMark) {
  std::string text = "\xEF\xBB\xBF";
  for (const auto& row : kSampleA) text += row + " \t\r\n";
  const Entry entry = parse_puzzle(text);
  ASSERT_TRUE(entry.puzzle) << entry.error->to_string();
  EXPECT_EQ(entry.grid(), decode_rows(Geometry{3, 3}, kSampleA));
}

TEST(ReadCompact, LastRowWithoutNewline) {
  std::string text = join(kSampleA);
  text.pop_back();
  const Entry entry = parse_puzzle(text);
  ASSERT_TRUE(entry.puzzle);
  EXPECT_EQ(entry.grid(), decode_rows(Geometry{3, 3}, kSampleA));
}

TEST(ReadCompact, SeveralGridsSeparatedByBlankLinesAndComments) {
  const std::vector<std::string> second = {"1...", "..2.", ".3..", "...4"};
  const std::string text = "# first\n" + join(kSampleA) + "\n\n# second\n" + join(second) + "\n";
  const auto entries = read_all(text, {Notation::compact, std::nullopt});
  ASSERT_EQ(entries.size(), 2u);
  ASSERT_TRUE(entries[0].puzzle && entries[1].puzzle);
  EXPECT_EQ(entries[0].line, 2);
  EXPECT_EQ(entries[1].line, 14);
  EXPECT_EQ(entries[0].grid(), decode_rows(Geometry{3, 3}, kSampleA));
  EXPECT_EQ(entries[1].grid(), decode_rows(Geometry{2, 2}, second));
}

TEST(ReadCompact, SixBySixNeedsTheBox) {
  const std::vector<std::string> rows = {"1.3...", "...2..", ".5..1.",
                                         "..6...", "4....3", "...5.."};
  const Entry with_box = parse_puzzle(join(rows), {std::nullopt, Geometry{2, 3}});
  ASSERT_TRUE(with_box.puzzle) << with_box.error->to_string();
  EXPECT_EQ(with_box.grid().geometry(), (Geometry{2, 3}));
  EXPECT_EQ(with_box.grid(), decode_rows(Geometry{2, 3}, rows));

  const Entry without = parse_puzzle(join(rows));
  ASSERT_TRUE(without.error);
  EXPECT_EQ(without.error->message,
            "side 6 is not a square: name the box with --box HxW, e.g. --box 2x3");
}

TEST(ReadLine, SixBySixWithBoxAndMixedSizesWithout) {
  const std::string six = "1.3......2...5..1...6...4....3...5..";
  const Entry entry = parse_puzzle(six, {std::nullopt, Geometry{2, 3}});
  ASSERT_TRUE(entry.puzzle) << entry.error->to_string();
  EXPECT_EQ(entry.grid(), decode(Geometry{2, 3}, six));
  // 3x2 boxes read the same symbols with another geometry.
  const Entry tall = parse_puzzle(six, {std::nullopt, Geometry{3, 2}});
  ASSERT_TRUE(tall.puzzle);
  EXPECT_EQ(tall.grid().geometry(), (Geometry{3, 2}));

  // Without a box, square sizes may follow one another in one file.
  const std::string text =
      std::string(81, '.') + "\n" + std::string(256, '.') + "\n" + std::string(16, '.') + "\n";
  const auto entries = read_all(text);
  ASSERT_EQ(entries.size(), 3u);
  EXPECT_EQ(entries[0].grid().side(), 9);
  EXPECT_EQ(entries[1].grid().side(), 16);
  EXPECT_EQ(entries[2].grid().side(), 4);
}

TEST(ReadSpaced, ThirtySixByThirtySixInNumbersRightAligned) {
  std::mt19937_64 rng(36);
  const Grid full = testing::random_full_grid(Geometry{6, 6}, rng);
  const Grid puzzle = testing::carve(full, 0.5, rng);
  // Written by the test itself: right-aligned, two spaces wide, blanks as '.'.
  std::string text;
  for (int r = 0; r < 36; ++r) {
    for (int c = 0; c < 36; ++c) {
      const int v = puzzle.at(r, c);
      if (c > 0) text += ' ';
      if (v < 10) text += ' ';
      text += v == 0 ? "." : std::to_string(v);
    }
    text += "\n";
  }
  Notation detected{};
  const auto entries = read_all(text, {}, &detected);
  ASSERT_EQ(entries.size(), 1u);
  ASSERT_TRUE(entries[0].puzzle) << entries[0].error->to_string();
  EXPECT_EQ(detected, Notation::spaced);
  EXPECT_EQ(entries[0].grid(), puzzle);
  EXPECT_EQ(entries[0].grid().geometry(), (Geometry{6, 6}));
}

TEST(ReadSpaced, TabsLeadingZerosAndDots) {
  const std::string text =
      "1\t. 03 4\n"
      "3 4 1 02\n"
      "0 1 4 3\n"
      "4 3 2 .\n";
  const Entry entry = parse_puzzle(text);
  ASSERT_TRUE(entry.puzzle) << entry.error->to_string();
  EXPECT_EQ(entry.grid(), decode(Geometry{2, 2}, "1034341201434320"));
}

TEST(ReadPretty, BorderedGridWithRules) {
  const std::string text =
      "+-------+-------+-------+\n"
      "| 1 . 3 | . . . | 5 . 9 |\n"
      "| . . 2 | 1 . 9 | 4 . . |\n"
      "| . . . | 7 . 4 | . . . |\n"
      "+-------+-------+-------+\n"
      "| 3 . . | 5 . 2 | . . 6 |\n"
      "| . 6 . | . . . | . 5 . |\n"
      "| 7 . . | 8 . 3 | . . 4 |\n"
      "+=======+=======+=======+\n"
      "| . . . | 4 . 1 | . . . |\n"
      "| . . 9 | 2 . 5 | 8 . . |\n"
      "| 8 . 4 | . . . | 1 . 7 |\n"
      "+-------+-------+-------+\n";
  Notation detected{};
  const auto entries = read_all(text, {}, &detected);
  ASSERT_EQ(entries.size(), 1u);
  ASSERT_TRUE(entries[0].puzzle) << entries[0].error->to_string();
  EXPECT_EQ(detected, Notation::pretty);
  EXPECT_EQ(entries[0].line, 2);
  EXPECT_EQ(entries[0].grid(), decode_rows(Geometry{3, 3}, kSampleA));
}

TEST(ReadPretty, TightGridWithoutSpaces) {
  const std::string text =
      "1.3|...|5.9\n..2|1.9|4..\n...|7.4|...\n---+---+---\n3..|5.2|..6\n.6.|...|.5.\n"
      "7..|8.3|..4\n---+---+---\n...|4.1|...\n..9|2.5|8..\n8.4|...|1.7\n";
  const Entry entry = parse_puzzle(text);
  ASSERT_TRUE(entry.puzzle) << entry.error->to_string();
  EXPECT_EQ(entry.grid(), decode_rows(Geometry{3, 3}, kSampleA));
}

TEST(ReadPretty, NumbersAboveNineAndLetters) {
  // A 16x16 row in numbers, right-aligned, and one in letters.
  std::string text;
  const std::string numbers = " 1  . 13  . |  .  .  .  4 |  . 10  5  8 |  .  .  . 16\n";
  const std::string letters = " 1  . D . | . . . 4 | . A 5 8 | . . . G\n";
  for (int r = 0; r < 16; ++r) {
    if (r > 0 && r % 4 == 0) text += "------------+-------------+-------------+------------\n";
    text += r % 2 == 0 ? numbers : letters;
  }
  const Entry entry = parse_puzzle(text);
  ASSERT_TRUE(entry.puzzle) << entry.error->to_string();
  for (int r = 0; r < 16; ++r) {
    EXPECT_EQ(entry.grid().at(r, 0), 1);
    EXPECT_EQ(entry.grid().at(r, 2), 13);
    EXPECT_EQ(entry.grid().at(r, 9), 10);
    EXPECT_EQ(entry.grid().at(r, 15), 16);
    EXPECT_EQ(entry.grid().at(r, 1), 0);
  }
}

TEST(ReadAny, GivensThatClashAreNotAParseError) {
  std::vector<std::string> rows = kSampleA;
  rows[0] = "133000509";
  const Entry entry = parse_puzzle(join(rows));
  ASSERT_TRUE(entry.puzzle);
  EXPECT_FALSE(entry.error);
  EXPECT_FALSE(find_clashes(entry.grid()).empty());
}

}  // namespace
}  // namespace satdoku
