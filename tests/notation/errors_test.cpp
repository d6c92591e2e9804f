// Errors: line, column and message for each kind of defect, and how reading
// goes on after one. (tests/malformed/ holds the file-per-defect table.)
#include <gtest/gtest.h>

#include "notation_helpers.hpp"

namespace satdoku {
namespace {

using testing::read_all;

const std::string kGood9 =
    "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

void expect_error(const Entry& entry, int line, int column, const std::string& message) {
  ASSERT_TRUE(entry.error) << "parsed, expected: " << message;
  EXPECT_FALSE(entry.puzzle);
  EXPECT_EQ(entry.error->line, line) << entry.error->to_string();
  EXPECT_EQ(entry.error->column, column) << entry.error->to_string();
  EXPECT_EQ(entry.error->message, message);
  EXPECT_TRUE(entry.text.empty());
}

TEST(Errors, BoxMustMatchTheSideRead) {
  const std::string compact = "103000509\n002109400\n000704000\n300502006\n060000050\n700803004\n";
  expect_error(parse_puzzle(compact, {std::nullopt, Geometry{2, 3}}), 1, 7,
               "expected 6 symbols, found 9 (box 2x3 has side 6)");
  expect_error(parse_puzzle(kGood9, {std::nullopt, Geometry{2, 3}}), 1, 37,
               "expected 36 symbols, found 81 (box 2x3 has side 6)");
  expect_error(parse_puzzle("1 2 3 4\n", {std::nullopt, Geometry{2, 3}}), 1, 8,
               "expected 6 numbers, found 4 (box 2x3 has side 6)");
}

TEST(Errors, LineNotationGoesOnAfterABadLine) {
  const std::string text =
      kGood9 + "\n" + kGood9.substr(0, 40) + "#" + kGood9.substr(41) + "\n\n" + kGood9 + "\n";
  const auto entries = read_all(text);
  ASSERT_EQ(entries.size(), 3u);
  EXPECT_TRUE(entries[0].puzzle);
  expect_error(entries[1], 2, 41, "unexpected '#'");
  EXPECT_EQ(entries[1].line, 2);
  ASSERT_TRUE(entries[2].puzzle);
  EXPECT_EQ(entries[2].line, 4);
}

TEST(Errors, LineLengthIsJudgedByThePuzzlesBefore) {
  const std::string text =
      kGood9 + "\n" + std::string(64, '.') + "\n" + std::string(82, '.') + "\n";
  const auto entries = read_all(text);
  ASSERT_EQ(entries.size(), 3u);
  expect_error(entries[1], 2, 65, "expected 81 symbols, found 64");
  expect_error(entries[2], 3, 82, "expected 81 symbols, found 82");
  // With nothing before it, a 64-symbol line is an 8x8 grid that needs a box.
  expect_error(parse_puzzle(std::string(64, '.')), 1, 0,
               "side 8 is not a square: name the box with --box HxW, e.g. --box 2x4");
  expect_error(parse_puzzle(std::string(49, '.')), 1, 0,
               "side 7 has no box shape: a side must be H*W with H, W >= 2");
  expect_error(parse_puzzle(std::string(80, '.')), 1, 81, "expected 81 symbols, found 80");
}

TEST(Errors, OverlongLinesAreRejectedAndReadingGoesOn) {
  const std::string text = std::string(kMaxLineLength + 1, '1') + "\n" + kGood9 + "\n";
  const auto entries = read_all(text);
  ASSERT_EQ(entries.size(), 2u);
  expect_error(entries[0], 1, 0, "line longer than 65536 bytes");
  ASSERT_TRUE(entries[1].puzzle);
  EXPECT_EQ(entries[1].line, 2);
  // A line of exactly the limit is read (and judged on its length).
  expect_error(read_all(std::string(kMaxLineLength, '.') + "\n")[0], 1, 1297,
               "expected 1296 symbols, found 65536");
}

TEST(Errors, ColumnsCountLeadingBlanksAndPointAtTheFault) {
  // A letter is a symbol, just too large for a 4x4.
  expect_error(parse_puzzle("  1234\n3412\n21x3\n4321\n"), 3, 3,
               "'x' is not a digit of a 4x4 grid (1-4)");
  expect_error(parse_puzzle("1234\n3412\n2153\n4321\n"), 3, 3,
               "5 is not a digit of a 4x4 grid (1-4)");
  expect_error(parse_puzzle("1234\n34\t2\n2143\n4321\n"), 2, 3, "unexpected tab");
  expect_error(parse_puzzle("1234\n3\x01"
                            "12\n2143\n4321\n"),
               2, 2, "unexpected byte 0x01 (a control character)");
  // The leftmost fault wins: a stray byte before the extra cell, or after.
  expect_error(parse_puzzle("1234\n12*45\n"), 2, 3, "unexpected '*'");
  expect_error(parse_puzzle("1234\n12345*\n"), 2, 5, "expected 4 symbols, found 6");
  // Leading blanks on any row are fine.
  const Entry indented = parse_puzzle("1234\n  3412\n\t2143\n4321\n");
  ASSERT_TRUE(indented.puzzle);
  EXPECT_EQ(indented.grid(), testing::decode(Geometry{2, 2}, "1234341221434321"));
}

TEST(Errors, ASymbolTooLargeNamesTheGridAndItsDigits) {
  // Above 9 the digits go on as letters; spaced grids write numbers.
  expect_error(parse_puzzle("H" + std::string(255, '.') + "\n"), 1, 1,
               "'H' is not a digit of a 16x16 grid (1-9, A-G)");
  expect_error(parse_puzzle(std::string(99, '.') + "B\n", {std::nullopt, Geometry{2, 5}}), 1, 100,
               "'B' is not a digit of a 10x10 grid (1-9, A)");
  expect_error(parse_puzzle("9" + std::string(63, '.') + "\n", {std::nullopt, Geometry{2, 4}}), 1,
               1, "9 is not a digit of an 8x8 grid (1-8)");
  const std::string zeros = "0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0\n";
  expect_error(parse_puzzle(zeros + "0 0 17 0 0 0 0 0 0 0 0 0 0 0 0 0\n"), 2, 5,
               "17 is not a digit of a 16x16 grid (1-16)");
}

TEST(Errors, SpacedNumbers) {
  const std::string head = "1 2 3 4\n";
  expect_error(parse_puzzle(head + "3 4 1   \n"), 2, 6, "expected 4 numbers, found 3");
  expect_error(parse_puzzle(head + "3 4 1 2 5\n"), 2, 9, "expected 4 numbers, found 5");
  expect_error(parse_puzzle(head + "3 4 1 5\n"), 2, 7, "5 is not a digit of a 4x4 grid (1-4)");
  expect_error(parse_puzzle(head + "3 4 1 123456789012345678901\n"), 2, 7,
               "a 21-digit number is not a digit of a 4x4 grid (1-4)");
  expect_error(parse_puzzle(head + "3 4 1 2.\n"), 2, 8, "unexpected '.'");
  expect_error(parse_puzzle(head + "3 4 1 B\n"), 2, 7, "unexpected 'B'");
}

TEST(Errors, PrettyCells) {
  expect_error(parse_puzzle("1 2 | 3 4\n3 4 | 1\n"), 2, 8, "expected 4 cells, found 3");
  expect_error(parse_puzzle("1 2 | 3 *\n"), 1, 9, "unexpected '*'");
  expect_error(parse_puzzle("1 2 | 3 4\n----+----\n3 4 | 1 2\n2 1 + 4 3\n"), 4, 5,
               "unexpected '+'");
}

TEST(Errors, GridNotationsResumeAfterTheNextBlankLine) {
  const auto resumed = read_all("1234\n3*12\n2143\n4321\n\n1234\n3412\n2143\n4321\n");
  ASSERT_EQ(resumed.size(), 2u);
  expect_error(resumed[0], 2, 2, "unexpected '*'");
  EXPECT_EQ(resumed[0].line, 1);  // the entry starts where its grid starts
  ASSERT_TRUE(resumed[1].puzzle);
  EXPECT_EQ(resumed[1].line, 6);

  // No blank line: no telling where the next grid starts, so reading ends.
  EXPECT_EQ(read_all("1234\n3*12\n2143\n4321\n1234\n3412\n2143\n4321\n").size(), 1u);

  // A grid cut short by a blank line: the next one is read.
  const auto short_first = read_all("1234\n3412\n\n1234\n3412\n2143\n4321\n");
  ASSERT_EQ(short_first.size(), 2u);
  expect_error(short_first[0], 3, 0, "expected 4 rows, found 2");
  EXPECT_TRUE(short_first[1].puzzle);

  // Extra rows are counted up to the blank line.
  expect_error(read_all("1234\n3412\n2143\n4321\n1234\n1234\n\n")[0], 5, 0,
               "expected 4 rows, found 6");
}

TEST(Errors, ANulByteSpoilsItsOwnLineOnly) {
  // Issue 14 row 10: a NUL in line 3 of 4 left line 4 without an answer.
  std::string text = kGood9 + "\n" + kGood9 + "\n12";
  text += '\0';
  text += "4\n" + kGood9 + "\n";
  const auto entries = read_all(text);
  ASSERT_EQ(entries.size(), 4u);
  EXPECT_TRUE(entries[0].puzzle);
  EXPECT_TRUE(entries[1].puzzle);
  expect_error(entries[2], 3, 3, "unexpected NUL byte");
  EXPECT_TRUE(entries[3].puzzle);
  // In a grid notation it spoils the grid it is in (or right after).
  std::string grid = "1234\n3412\n2143\n4321\n";
  grid += '\0';
  const auto after = read_all("1234\n3412\n2143\n4321\n\n" + grid + "\n\n1234\n3412\n2143\n4321\n");
  ASSERT_EQ(after.size(), 3u);
  EXPECT_TRUE(after[0].puzzle);
  expect_error(after[1], 10, 1, "unexpected NUL byte");
  EXPECT_TRUE(after[2].puzzle);
}

TEST(Errors, BinaryDataFromTheStartEndsTheInput) {
  std::string text = "12";
  text += '\0';
  text += "4\n" + kGood9 + "\n";
  const auto entries = read_all(text);
  ASSERT_EQ(entries.size(), 1u);
  expect_error(entries[0], 1, 3, "unexpected NUL byte: the input looks like binary data");
  // A line of NULs that never ends (/dev/zero) ends the reading too.
  std::string zeros(3 * kMaxLineLength, '\0');
  const auto endless = read_all(kGood9 + "\n" + zeros);
  ASSERT_EQ(endless.size(), 2u);
  expect_error(endless[1], 2, 1, "unexpected NUL byte: the input looks like binary data");
}

TEST(Errors, AnyNumberOfLeadingCommentsBeforeDetection) {
  // Issue 14 row 7: after 256 comment lines detection gave up.
  std::string text;
  for (int i = 0; i < 300; ++i) text += "# comment\n\n";
  const auto entries = read_all(text + kGood9 + "\n" + kGood9 + "\n");
  ASSERT_EQ(entries.size(), 2u);
  EXPECT_TRUE(entries[0].puzzle);
  ASSERT_TRUE(entries[1].puzzle);
  EXPECT_EQ(entries[1].line, 602);
}

TEST(Errors, AShortFirstRowGetsTheRowError) {
  // Issue 14 row 11: the first row's length set the side.
  std::string compact;
  for (int r = 0; r < 9; ++r) compact += kGood9.substr(9 * r, 9) + "\n";
  expect_error(parse_puzzle(compact.substr(1)), 1, 9, "expected 9 symbols, found 8");
  expect_error(parse_puzzle(compact.substr(0, 9) + "5\n" + compact.substr(10)), 1, 10,
               "expected 9 symbols, found 10");
  const std::string spaced = "03 5 4 6 9 2 7 8\n7 8 2 1 0 5 6 0 9\n";
  std::string rest;
  for (int r = 2; r < 9; ++r) rest += "0 0 0 0 0 0 0 0 0\n";
  expect_error(parse_puzzle(spaced + rest), 1, 17, "expected 9 numbers, found 8");
  // A blank inside a line of symbols is reported where it is.
  expect_error(parse_puzzle(kGood9.substr(0, 40) + " " + kGood9.substr(40)), 1, 41,
               "unexpected space");
  expect_error(parse_puzzle(kGood9.substr(0, 3) + " " + kGood9.substr(3, 6)), 1, 4,
               "unexpected space");
}

TEST(Errors, ParsePuzzleWantsExactlyOne) {
  expect_error(parse_puzzle(kGood9 + "\n" + kGood9 + "\n", {}, "two.txt"), 2, 0,
               "expected one puzzle, found more");
  EXPECT_EQ(parse_puzzle(kGood9 + "\n" + kGood9 + "\n", {}, "two.txt").error->source, "two.txt");
  expect_error(parse_puzzle(""), 1, 0, "no puzzle found: the input is empty");
}

TEST(Errors, OptionsThatCannotBeRead) {
  expect_error(parse_puzzle(kGood9, {Notation::json, std::nullopt}), 1, 0,
               "json is an output notation and cannot be read");
  expect_error(parse_puzzle(kGood9, {std::nullopt, Geometry{1, 4}}), 1, 0,
               "box 1x4 is not supported");
}

TEST(Errors, SourceNameIsCarried) {
  std::istringstream in("1234\n34*2\n");
  PuzzleReader reader(in, "<stdin>");
  const auto entry = reader.next();
  ASSERT_TRUE(entry && entry->error);
  EXPECT_EQ(entry->error->to_string(), "<stdin>:2:3: unexpected '*'");
  EXPECT_FALSE(reader.next());
  EXPECT_FALSE(reader.next());
}

}  // namespace
}  // namespace satdoku
