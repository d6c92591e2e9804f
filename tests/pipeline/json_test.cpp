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

// The one schema: fields in their documented order, unset ones left out,
// solution always there (null when unset), nested engine results without
// the where-fields.
TEST(PuzzleJson, FieldsInOrderUnsetOnesLeftOut) {
  PuzzleJson bare;
  bare.line = 3;
  bare.input = "1.";
  bare.status = "invalid";
  bare.error = "f.txt:3:2: unexpected '.'";
  std::ostringstream out;
  write_json(out, bare);
  EXPECT_EQ(out.str(), R"({"line":3,"input":"1.","status":"invalid","solution":null,)"
                       R"("error":"f.txt:3:2: unexpected '.'"})");

  PuzzleJson full;
  full.source = "a.txt";
  full.line = 1;
  full.index = 0;
  full.input = "..";
  full.status = "solved";
  full.solution = "12";
  full.seconds = 12.34e-6;
  full.stats = EngineStats{2, 5, 0};
  full.core_rules = {"killercage[0]"};
  full.why = "because";
  PuzzleJson engine;
  engine.status = "no_solution";
  engine.engine = "backtrack";
  engine.valid = false;
  engine.core = {"r1c1=5"};
  full.engines = {engine};
  std::ostringstream text;
  write_json(text, full);
  EXPECT_EQ(text.str(),
            R"({"source":"a.txt","line":1,"index":0,"input":"..","status":"solved",)"
            R"("solution":"12","time_us":12.3,"sat_calls":2,"conflicts":5,"nodes":0,)"
            R"("core_rules":["killercage[0]"],"why":"because","engines":[{"status":"no_solution",)"
            R"("solution":null,"engine":"backtrack","valid":false,"core":["r1c1=5"]}]})");
  const auto parsed = JsonReader::parse(text.str());
  ASSERT_TRUE(parsed);
  EXPECT_EQ((*parsed)["engines"][0]["core"][0].string(), "r1c1=5");
}

TEST(PuzzleJson, CandidatesWithCountsAsListsPerCell) {
  PuzzleJson marks;
  marks.line = 1;
  marks.input = "3...";
  marks.status = "solved";
  marks.candidates = {{3}, {1, 4}, {}, {1, 2}};
  std::ostringstream out;
  write_json(out, marks);
  EXPECT_EQ(out.str(), R"({"line":1,"input":"3...","status":"solved","solution":null,)"
                       R"("candidates":[[3],[1,4],[],[1,2]]})");
  marks.counts = {{1}, {3, 10}, {}, {7, 0}};
  marks.limit = 10;
  std::ostringstream counted;
  write_json(counted, marks);
  const auto parsed = JsonReader::parse(counted.str());
  ASSERT_TRUE(parsed) << counted.str();
  EXPECT_EQ((*parsed)["candidates"][1][1].number(), 4);
  EXPECT_EQ((*parsed)["counts"][1][1].number(), 10);
  EXPECT_EQ((*parsed)["limit"].number(), 10);
}

TEST(PuzzleJson, MicrosecondsToATenth) {
  EXPECT_EQ(json_microseconds(1.5), 1.5e6);
  EXPECT_EQ(json_microseconds(12.34e-6), 12.3);
  EXPECT_EQ(json_microseconds(0), 0);
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
