// The JSON string and number writers, checked against hand-written expected
// text and read back with the independent reader in json_check.hpp.
#include <gtest/gtest.h>

#include <cmath>
#include <sstream>

#include "json_check.hpp"
#include "report/csv.hpp"
#include "satdoku/json.hpp"

namespace satdoku {
namespace {

using testing::JsonReader;

TEST(JsonString, PlainTextIsOnlyQuoted) {
  EXPECT_EQ(json_string("hello, world"), "\"hello, world\"");
  EXPECT_EQ(json_string(""), "\"\"");
}

TEST(JsonString, EscapesQuotesBackslashesAndControls) {
  EXPECT_EQ(json_string("say \"hi\""), R"("say \"hi\"")");
  EXPECT_EQ(json_string("C:\\path"), R"("C:\\path")");
  EXPECT_EQ(json_string("a\nb\tc\rd\be\ff"), R"("a\nb\tc\rd\be\ff")");
  EXPECT_EQ(json_string(std::string_view("\x01\x1f", 2)), R"("\u0001\u001f")");
  EXPECT_EQ(json_string(std::string_view("a\0b", 3)), R"("a\u0000b")");
  // DEL and '/' need no escape.
  EXPECT_EQ(json_string("\x7f/"), "\"\x7f/\"");
}

TEST(JsonString, ValidUtf8PassesThrough) {
  EXPECT_EQ(json_string("12.3 µs"), "\"12.3 µs\"");
  EXPECT_EQ(json_string("数独 🧩"), "\"数独 🧩\"");
}

TEST(JsonString, InvalidUtf8BecomesReplacementCharacters) {
  EXPECT_EQ(json_string("a\xff"
                        "b"),
            R"("a\ufffdb")");
  // Overlong '/' (C0 AF): both bytes are invalid on their own.
  EXPECT_EQ(json_string("\xc0\xaf"), R"("\ufffd\ufffd")");
  // A three-byte sequence cut short at the end of the text.
  EXPECT_EQ(json_string("x\xe2\x82"), R"("x\ufffd\ufffd")");
  // A UTF-16 surrogate encoded in UTF-8 (ED A0 80) is not valid UTF-8.
  EXPECT_EQ(json_string("\xed\xa0\x80"), R"("\ufffd\ufffd\ufffd")");
  // Above U+10FFFF (F4 90 80 80).
  EXPECT_EQ(json_string("\xf4\x90\x80\x80"), R"("\ufffd\ufffd\ufffd\ufffd")");
}

TEST(JsonString, LineAndParagraphSeparatorsAreEscaped) {
  EXPECT_EQ(json_string("a\u2028b\u2029c"), R"("a\u2028b\u2029c")");
}

TEST(JsonString, ReadsBackAsTheSameText) {
  const std::string samples[] = {"plain",          "quote \" and \\ and /",
                                 "tab\tnew\nline", std::string("nul\0byte", 8),
                                 "µs ✓ 🧩",   "\u2028"};
  for (const std::string& s : samples) {
    const auto parsed = JsonReader::parse(json_string(s));
    ASSERT_TRUE(parsed) << json_string(s);
    EXPECT_EQ(parsed->string(), s);
  }
}

TEST(JsonString, WritesToAStream) {
  std::ostringstream out;
  write_json_string(out, "x\"y");
  EXPECT_EQ(out.str(), R"("x\"y")");
}

TEST(JsonNumber, ShortestRoundTripAndNullForNonFinite) {
  EXPECT_EQ(json_number(0), "0");
  EXPECT_EQ(json_number(0.5), "0.5");
  EXPECT_EQ(json_number(-3), "-3");
  EXPECT_EQ(json_number(NAN), "null");
  EXPECT_EQ(json_number(INFINITY), "null");
  EXPECT_EQ(json_number(-INFINITY), "null");
  for (const double v : {1e-6, 1.2345678901234567e-5, 123456.789, 1e300, 5e-324}) {
    const auto parsed = JsonReader::parse(json_number(v));
    ASSERT_TRUE(parsed) << json_number(v);
    EXPECT_EQ(parsed->number(), v) << json_number(v);
  }
}

TEST(CsvField, QuotesOnlyWhenNeeded) {
  EXPECT_EQ(csv_field("plain"), "plain");
  EXPECT_EQ(csv_field(""), "");
  EXPECT_EQ(csv_field("a,b"), "\"a,b\"");
  EXPECT_EQ(csv_field("say \"hi\""), "\"say \"\"hi\"\"\"");
  EXPECT_EQ(csv_field("two\nlines"), "\"two\nlines\"");
  EXPECT_EQ(csv_field("cr\r"), "\"cr\r\"");
  EXPECT_EQ(csv_field(" padded"), "\" padded\"");
  EXPECT_EQ(csv_field("padded "), "\"padded \"");
  EXPECT_EQ(csv_field("in side"), "in side");
}

}  // namespace
}  // namespace satdoku
