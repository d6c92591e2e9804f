// The symbol alphabet, notation names and the text of a parse error.
#include <gtest/gtest.h>

#include "satdoku/notation.hpp"

namespace satdoku {
namespace {

TEST(Symbols, DigitsThenLettersFromTen) {
  EXPECT_EQ(symbol_of(0), '.');
  EXPECT_EQ(symbol_of(1), '1');
  EXPECT_EQ(symbol_of(9), '9');
  EXPECT_EQ(symbol_of(10), 'A');
  EXPECT_EQ(symbol_of(16), 'G');
  EXPECT_EQ(symbol_of(25), 'P');
  EXPECT_EQ(symbol_of(35), 'Z');
  EXPECT_EQ(symbol_of(36), std::nullopt);  // only spaced notation writes 36
  EXPECT_EQ(symbol_of(-1), std::nullopt);
}

TEST(Symbols, ValuesOfEverySymbolInBothCases) {
  EXPECT_EQ(value_of('.'), 0);
  EXPECT_EQ(value_of('0'), 0);
  EXPECT_EQ(value_of('7'), 7);
  EXPECT_EQ(value_of('A'), 10);
  EXPECT_EQ(value_of('a'), 10);
  EXPECT_EQ(value_of('g'), 16);
  EXPECT_EQ(value_of('Z'), 35);
  EXPECT_EQ(value_of('z'), 35);
  for (char c : {' ', '*', '-', '_', '#', '|', '+', '\0', '\t', '\r', '@', '[', '`', '{', '/', ':'})
    EXPECT_EQ(value_of(c), std::nullopt) << int(c);
  EXPECT_EQ(value_of(static_cast<char>(0xEF)), std::nullopt);
}

TEST(Symbols, SymbolOfAndValueOfAreInverse) {
  for (int v = 1; v <= 35; ++v) EXPECT_EQ(value_of(*symbol_of(v)), v);
}

TEST(NotationNames, RoundTripAndRejectUnknown) {
  for (Notation n :
       {Notation::compact, Notation::spaced, Notation::line, Notation::pretty, Notation::json})
    EXPECT_EQ(notation_from_name(to_string(n)), n);
  EXPECT_EQ(to_string(Notation::compact), "compact");
  EXPECT_EQ(to_string(Notation::pretty), "pretty");
  EXPECT_EQ(notation_from_name("grid"), std::nullopt);
  EXPECT_EQ(notation_from_name(""), std::nullopt);
  EXPECT_EQ(notation_from_name("Compact"), std::nullopt);
}

TEST(AsciiLower, LowersAToZAndKeepsEveryOtherByte) {
  EXPECT_EQ(ascii_lower("HTTPS://www.F-Puzzles.com/"), "https://www.f-puzzles.com/");
  EXPECT_EQ(ascii_lower("SVG.GZ"), "svg.gz");
  EXPECT_EQ(ascii_lower(""), "");
  // Only the 26 letters move: '@' and '[' sit beside 'A' and 'Z', and bytes
  // above 127 (UTF-8's "\xC3\x84", an A with umlaut) are no ASCII letters.
  EXPECT_EQ(ascii_lower("@AZ[`az{"), "@az[`az{");
  EXPECT_EQ(ascii_lower("\xC3\x84X"), "\xC3\x84x");
}

TEST(ParseErrorText, SourceLineColumnMessage) {
  EXPECT_EQ((ParseError{"p.txt", 3, 7, "unexpected '*'"}.to_string()), "p.txt:3:7: unexpected '*'");
  EXPECT_EQ((ParseError{"<stdin>", 10, 0, "expected 9 rows, found 10"}.to_string()),
            "<stdin>:10: expected 9 rows, found 10");
}

}  // namespace
}  // namespace satdoku
