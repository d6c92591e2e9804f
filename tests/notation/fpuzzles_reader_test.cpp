// f-puzzles input through PuzzleReader: detection (a leading '{', a share
// link, bare base64 that decodes to an object), links one per line, JSON read
// whole whatever its line lengths, the size bound, and the malformed table of
// tests/malformed/fpuzzles at the line and column it names.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "data_sets.hpp"
#include "fpuzzles_cases.hpp"
#include "notation_helpers.hpp"
#include "satdoku/fpuzzles.hpp"
#include "satdoku/notation.hpp"

namespace satdoku {
namespace {

using testing::read_detected;

const std::string kLinks = (testing::kVariantsDir / "links").string();

// {"size":4} with a 4x4 grid, compressed by lz-string 1.5.0: a given 1 at
// R1C1 and antiknight.
constexpr const char* kSmallBase64 =
    "N4IgzglgXgpiBcAWANCA5gJwgEwQbT1ADcBDAGwFc54BGVNCImAOwQBcMqBfZYHv3lwC6yQv3GCRYwTL5SBC8UJEgSzNhA"
    "DWzCGgAWbdpxhcgA==";

TEST(FpuzzlesReader, JsonIsDetectedByItsBrace) {
  const std::string json =
      "\n\n  {\"size\":4,\n\"grid\":[[{\"value\":2,\"given\":true},{},{},{}],"
      "[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]]}\n\n";
  const testing::Detected read = read_detected(json);
  EXPECT_EQ(read.notation, Notation::fpuzzles);
  ASSERT_EQ(read.entries.size(), 1u);
  EXPECT_FALSE(read.entries[0].error);
  EXPECT_EQ(read.entries[0].line, 3);  // the line of the brace
  EXPECT_EQ(read.entries[0].text, "2...............");
  // A byte order mark before the brace is skipped.
  EXPECT_EQ(read_detected("\xEF\xBB\xBF" + json).notation, Notation::fpuzzles);
}

TEST(FpuzzlesReader, LinksAndBase64OnePerLine) {
  const std::string link = testing::read_data(kLinks + "/miracle.link.txt");
  const std::string base64 = testing::read_data(kLinks + "/killer_9x9_u0.b64.txt");
  const testing::Detected read = read_detected("# two puzzles\n" + link + "\n" + base64);
  EXPECT_EQ(read.notation, Notation::fpuzzles);
  ASSERT_EQ(read.entries.size(), 2u);
  EXPECT_EQ(read.entries[0].line, 2);
  EXPECT_EQ(read.entries[1].line, 4);
  for (const Entry& e : read.entries) {
    ASSERT_FALSE(e.error) << e.error->to_string();
    EXPECT_TRUE(e.rules());
  }
  const testing::Detected bare = read_detected(kSmallBase64 + std::string("\n"));
  EXPECT_EQ(bare.notation, Notation::fpuzzles);
  ASSERT_EQ(bare.entries.size(), 1u);
  EXPECT_EQ(bare.entries[0].text, "1...............");
}

TEST(FpuzzlesReader, LinkSpellings) {
  const std::string payload = kSmallBase64;
  const std::string links[] = {"https://f-puzzles.com/?load=" + payload,
                               "  http://www.f-puzzles.com/?load=" + payload,
                               "https://F-Puzzles.com/?id=7&load=" + payload + "&x=1"};
  for (const std::string& link : links) {
    SCOPED_TRACE(link);
    EXPECT_TRUE(looks_like_fpuzzles_line(link));
    EXPECT_EQ(fpuzzles_link_payload(link), payload);
    const Entry e = read_detected(link + "\n").entries.at(0);
    EXPECT_EQ(e.text, "1...............");
  }
  EXPECT_EQ(*fpuzzles_link_payload("https://f-puzzles.com/?load=AB%2Bc%2f%3D#top"), "AB+c/=");
  EXPECT_FALSE(fpuzzles_link_payload("https://example.com/?load=" + payload));
  EXPECT_FALSE(fpuzzles_link_payload("https://f-puzzles.com.example.com/?load=" + payload));
}

TEST(FpuzzlesReader, OtherNotationsAreNotTakenForBase64) {
  // 81 digits are base64 characters too, but decode to no JSON object.
  const std::string line =
      "103000509002109400000704000300502006060000050700803004000401000009205800804000107";
  EXPECT_FALSE(looks_like_fpuzzles_line(line));
  EXPECT_EQ(read_detected(line + "\n").notation, Notation::line);
  EXPECT_EQ(read_detected("1234\n3412\n2143\n4321\n").notation, Notation::compact);
}

TEST(FpuzzlesReader, ForcedNotation) {
  const ReaderOptions forced{Notation::fpuzzles, std::nullopt};
  const testing::Detected read = read_detected(kSmallBase64 + std::string("\n"), forced);
  ASSERT_EQ(read.entries.size(), 1u);
  EXPECT_FALSE(read.entries[0].error);
  EXPECT_EQ(notation_from_name("fpuzzles"), Notation::fpuzzles);
  EXPECT_EQ(to_string(Notation::fpuzzles), "fpuzzles");
  // Forced on another notation: each line is reported, not misread.
  const testing::Detected wrong = read_detected("1234\n", forced);
  ASSERT_EQ(wrong.entries.size(), 1u);
  ASSERT_TRUE(wrong.entries[0].error);
  const testing::Detected empty = read_detected("", forced);
  ASSERT_EQ(empty.entries.size(), 1u);
  EXPECT_NE(empty.entries[0].error->message.find("no puzzle found"), std::string::npos);
}

TEST(FpuzzlesReader, LongLinesAndTheSizeBound) {
  // One line of JSON far longer than kMaxLineLength is still one puzzle.
  const std::string title(200'000, 't');
  const std::string json = "{\"size\":4,\"title\":\"" + title +
                           "\",\"grid\":[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]]}";
  const testing::Detected read = read_detected(json);
  ASSERT_EQ(read.entries.size(), 1u);
  EXPECT_FALSE(read.entries[0].error) << read.entries[0].error->to_string();
  // More than the bound is refused whole, without parsing.
  const testing::Detected big = read_detected("{" + std::string(kMaxFpuzzlesBytes, ' ') + "}");
  ASSERT_EQ(big.entries.size(), 1u);
  ASSERT_TRUE(big.entries[0].error);
  EXPECT_NE(big.entries[0].error->message.find("larger than"), std::string::npos);
}

TEST(FpuzzlesReader, BoxOptionReplacesTheUsualBox) {
  std::string rows;
  for (int r = 0; r < 6; ++r) rows += std::string(r ? "," : "") + "[{},{},{},{},{},{}]";
  const std::string json = "{\"size\":6,\"grid\":[" + rows + "]}";
  const testing::Detected usual = read_detected(json);
  ASSERT_TRUE(usual.entries.at(0).puzzle);
  EXPECT_EQ(usual.entries[0].grid().geometry(), (Geometry{2, 3}));
  const testing::Detected tall = read_detected(json, {std::nullopt, Geometry{3, 2}});
  ASSERT_TRUE(tall.entries.at(0).puzzle);
  EXPECT_EQ(tall.entries[0].grid().geometry(), (Geometry{3, 2}));
  const testing::Detected wrong = read_detected(json, {std::nullopt, Geometry{3, 3}});
  ASSERT_TRUE(wrong.entries.at(0).error);
  EXPECT_EQ(wrong.entries[0].error->message, "size 6 does not fit box 3x3");
}

TEST(FpuzzlesReader, PrintsAsLineNotation) {
  Grid grid(Geometry{2, 2});
  grid.set(0, 0, 1);
  EXPECT_EQ(print(grid, Notation::fpuzzles), print(grid, Notation::line));
}

TEST(FpuzzlesReader, MalformedCasesAtTheirLineAndColumn) {
  const auto cases = testing::fpuzzles_malformed_cases();
  ASSERT_GE(cases.size(), 25u);
  for (const auto& c : cases) {
    SCOPED_TRACE(c.file);
    ReaderOptions options;
    if (c.options == "--input-format fpuzzles") options.notation = Notation::fpuzzles;
    const std::string path = testing::kFpuzzlesMalformedDir + "/" + c.file;
    std::ifstream in(path, std::ios::binary);
    ASSERT_TRUE(in) << "missing " << path;
    PuzzleReader reader(in, c.file, options);
    const std::optional<Entry> entry = reader.next();
    ASSERT_TRUE(entry && entry->error);
    EXPECT_EQ(reader.notation(), Notation::fpuzzles);
    EXPECT_EQ(entry->error->line, c.line) << entry->error->to_string();
    EXPECT_EQ(entry->error->column, c.column) << entry->error->to_string();
    EXPECT_EQ(entry->error->message.rfind(c.message, 0), 0u) << entry->error->to_string();
  }
}

}  // namespace
}  // namespace satdoku
