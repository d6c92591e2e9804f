// f-puzzles data in every form setters share it (issue 19, item 3; issue 24,
// rows 4, 5 and 20): f-puzzles and SudokuPad links, SudokuPad's zipped
// JSON, puzzle ids and bare payloads, one per line and each line answered
// on its own; JSON Lines likewise; and detection giving the precise message
// that a forced notation gives. The link strings were made by npm's
// lz-string and SudokuPad's own zipper (tests/data/share_links/SOURCES.md),
// not by code under test.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "data_sets.hpp"
#include "notation_helpers.hpp"
#include "satdoku/fpuzzles.hpp"
#include "satdoku/notation.hpp"

namespace satdoku {
namespace {

using testing::read_detected;

const std::string kData = std::string(SATDOKU_TEST_DATA) + "/data/share_links/";

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

// Everything a rule states, for comparing two readings of one puzzle.
std::string rules_text(const Entry& e) {
  std::ostringstream out;
  if (!e.rules()) return "";
  for (const Rule& r : e.rules()->list) {
    out << r.label << ':' << static_cast<int>(r.kind) << ':' << r.value << ':';
    for (int c : r.cells) out << c << ',';
    out << ':';
    for (int c : r.line) out << c << ',';
    out << ':';
    for (int d : r.digits) out << d << ',';
    out << '\n';
  }
  for (int region : e.rules()->regions) out << region << ',';
  return out.str();
}

TEST(ShareLinks, EveryFormReadsAsItsJson) {
  for (const std::string name : {"miracle", "showcase"}) {
    SCOPED_TRACE(name);
    const testing::Detected json = read_detected(testing::read_data(kData + name + ".json"));
    ASSERT_EQ(json.entries.size(), 1u);
    ASSERT_FALSE(json.entries[0].error) << json.entries[0].error->to_string();
    const std::string forms = testing::read_data(kData + name + ".forms.txt");
    ASSERT_EQ(lines_of(forms).size(), 12u);
    const testing::Detected read = read_detected(forms);
    EXPECT_EQ(read.notation, Notation::fpuzzles);
    ASSERT_EQ(read.entries.size(), 12u);
    for (const Entry& e : read.entries) {
      SCOPED_TRACE("line " + std::to_string(e.line));
      ASSERT_FALSE(e.error) << e.error->to_string();
      EXPECT_EQ(e.text, json.entries[0].text);
      EXPECT_EQ(rules_text(e), rules_text(json.entries[0]));
    }
    // Each line alone, detected as such (a file of one link).
    for (const std::string& line : lines_of(forms)) {
      SCOPED_TRACE(line.substr(0, 60));
      EXPECT_TRUE(looks_like_fpuzzles_line(line));
      const testing::Detected one = read_detected(line + "\n");
      ASSERT_EQ(one.entries.size(), 1u);
      EXPECT_FALSE(one.entries[0].error);
    }
  }
}

TEST(ShareLinks, ShareFormsTakenApart) {
  EXPECT_EQ(fpuzzles_link_payload("https://sudokupad.app/fpuzzlesAB%2Bc"), "AB+c");
  EXPECT_EQ(fpuzzles_link_payload("https://sudokupad.app/fpuzAB"), "AB");
  EXPECT_EQ(fpuzzles_link_payload("https://sudokupad.app/sudoku/fpuzAB"), "AB");
  EXPECT_EQ(fpuzzles_link_payload("http://www.sudokupad.app/?x=1&puzzleid=fpuzzlesAB#t"), "AB");
  EXPECT_EQ(fpuzzles_link_payload("fpuzzlesAB"), "AB");
  EXPECT_EQ(fpuzzles_link_payload("?puzzleid=fpuzAB"), "AB");
  EXPECT_FALSE(fpuzzles_link_payload("https://sudokupad.app/sclAB"));
  EXPECT_FALSE(fpuzzles_link_payload("https://sudokupad.app.example.com/fpuzAB"));
  EXPECT_FALSE(fpuzzles_link_payload("N4IgzglgXgpiBcAWAvkA"));
}

TEST(ShareLinks, LinksTheReaderCannotFollowSaySo) {
  const struct {
    std::string line;
    std::string message;
  } cases[] = {
      {"https://example.com/?load=N4Ig", "not a link to f-puzzles.com or SudokuPad"},
      {"https://sudokupad.app/ctcN4Ig", "a SudokuPad puzzle in SudokuPad's own format ('ctc')"},
      {"https://sudokupad.app/scfN4Ig", "a SudokuPad puzzle in SudokuPad's own format ('scf')"},
      {"https://sudokupad.app/x7Yq2", "a short SudokuPad id ('x7Yq2')"},
      // Percent-decoded bytes are shown by value, never raw (found by fuzz_fpuzzles).
      {"https://sudokupad.app/x%93%5Cq", "a short SudokuPad id ('x\\x93\\x5Cq')"},
      {"https://sudokupad.app/", "the SudokuPad link names no puzzle"},
      {"https://sudokupad.app/fpuzzles", "the SudokuPad link holds no puzzle data"},
      {"https://f-puzzles.com/?id=q8ra2", "a short f-puzzles id"},
      {"https://f-puzzles.com/", "the link has no load= parameter"},
  };
  for (const auto& c : cases) {
    SCOPED_TRACE(c.line);
    const testing::Detected read = read_detected(c.line + "\n");  // detected, not forced
    EXPECT_EQ(read.notation, Notation::fpuzzles);
    ASSERT_EQ(read.entries.size(), 1u);
    ASSERT_TRUE(read.entries[0].error);
    EXPECT_EQ(read.entries[0].error->message.rfind(c.message, 0), 0u)
        << read.entries[0].error->message;
  }
}

// Row 4: a broken first line (a link cut short, a first link longer than
// 64 KiB) no longer decides the notation of the whole file.
TEST(ShareLinks, EachLineOfLinksIsAnsweredOnItsOwn) {
  const std::vector<std::string> forms = lines_of(testing::read_data(kData + "miracle.forms.txt"));
  const std::string bare = forms.back();
  const std::string cut = bare.substr(0, bare.size() / 2);
  for (const std::string& first : {cut, "https://f-puzzles.com/?load=" + cut}) {
    SCOPED_TRACE(first);
    const testing::Detected read = read_detected(first + "\n" + forms[0] + "\n" + forms[2] + "\n");
    EXPECT_EQ(read.notation, Notation::fpuzzles);
    ASSERT_EQ(read.entries.size(), 3u);
    ASSERT_TRUE(read.entries[0].error);
    EXPECT_EQ(read.entries[0].error->message.rfind("cannot decode the f-puzzles data", 0), 0u)
        << read.entries[0].error->message;
    EXPECT_FALSE(read.entries[1].error);
    EXPECT_FALSE(read.entries[2].error);
  }
  // A first line longer than 64 KiB: SudokuPad also takes JSON that is not
  // compressed, which makes a long link without a compressor at hand.
  const std::string json = testing::read_data(kData + "miracle.json");
  std::string long_json = json;
  long_json.insert(1, "\"title\":\"" + std::string(100000, 'x') + "\",");
  std::string one_line_json;
  for (char c : long_json)
    if (c != '\n' && c != '\r') one_line_json += c;
  const testing::Detected read = read_detected("fpuzzles" + one_line_json + "\n" + forms[0] + "\n");
  EXPECT_EQ(read.notation, Notation::fpuzzles);
  ASSERT_EQ(read.entries.size(), 2u);
  EXPECT_FALSE(read.entries[0].error) << read.entries[0].error->to_string();
  EXPECT_FALSE(read.entries[1].error) << read.entries[1].error->to_string();
  EXPECT_EQ(read.entries[0].text, read.entries[1].text);
}

std::string one_line(const std::string& text) {
  std::string out;
  for (char c : text)
    if (c != '\n' && c != '\r') out += c;
  return out;
}

// Row 5: JSON Lines with a bad line (cut short, a comment, a number beyond
// a double) answer every other line, the error at the bad one.
TEST(JsonLines, EachLineIsAnsweredOnItsOwn) {
  const std::string good = one_line(testing::read_data(kData + "miracle.json"));
  std::string overflow = good;
  overflow.insert(1, "\"title\":1e999,");
  const std::string cut = good.substr(0, good.size() - 40);
  for (const bool first_bad : {false, true}) {
    SCOPED_TRACE(first_bad ? "first line bad" : "first line good");
    const std::string text = (first_bad ? cut + "\n" + good : good + "\n" + cut) + "\n" +
                             "# a comment\n" + overflow + "\n\n" + good + "\n";
    const testing::Detected read = read_detected(text);
    EXPECT_EQ(read.notation, Notation::fpuzzles);
    ASSERT_EQ(read.entries.size(), 4u);
    EXPECT_EQ(read.entries[0].line, 1);
    EXPECT_EQ(read.entries[1].line, 2);
    EXPECT_EQ(read.entries[2].line, 4);
    EXPECT_EQ(read.entries[3].line, 6);
    EXPECT_EQ(static_cast<bool>(read.entries[0].error), first_bad);
    EXPECT_EQ(static_cast<bool>(read.entries[1].error), !first_bad);
    ASSERT_TRUE(read.entries[2].error);
    EXPECT_EQ(read.entries[2].error->line, 4);
    EXPECT_EQ(read.entries[2].error->column, 10);
    EXPECT_EQ(read.entries[2].error->message, "malformed JSON: the number 1e999 is out of range");
    EXPECT_FALSE(read.entries[3].error);
  }
}

// JSON Lines are read as they come: more lines than the 4 MiB a single
// document may hold.
TEST(JsonLines, AFileLargerThanOneDocumentMayBe) {
  std::string good = one_line(testing::read_data(kData + "miracle.json"));
  good.insert(1, "\"title\":\"" + std::string(2000, 't') + "\",");
  std::string text;
  int lines = 0;
  while (text.size() <= kMaxFpuzzlesBytes + good.size()) {
    text += good + "\n";
    ++lines;
  }
  const testing::Detected read = read_detected(text);
  ASSERT_EQ(read.entries.size(), static_cast<std::size_t>(lines));
  for (const Entry& e : read.entries) ASSERT_FALSE(e.error) << e.error->to_string();
}

// Row 20: what only a forced notation said before, detection says too.
TEST(Detection, PreciseMessagesWithoutForcing) {
  testing::Detected read = read_detected("[1, 2, 3]\n");
  EXPECT_EQ(read.notation, Notation::fpuzzles);
  EXPECT_EQ(read.entries.at(0).error->message.rfind("the top level is not an object", 0), 0u);
  read = read_detected("\"a string\"\n");
  EXPECT_EQ(read.entries.at(0).error->message.rfind("the top level is not an object", 0), 0u);
  read = read_detected("http://example.com/puzzle?load=N4Ig\n");
  EXPECT_EQ(read.entries.at(0).error->message.rfind("not a link to f-puzzles.com", 0), 0u);
  read = read_detected("{\"size\":9,\"title\":\"" + std::string(kMaxFpuzzlesBytes, 'x') + "\"}\n");
  EXPECT_EQ(read.entries.at(0).error->message, "f-puzzles JSON input larger than 4 MiB");
  // Comments before JSON, as before any notation.
  read = read_detected("# a comment\n\n" + testing::read_data(kData + "miracle.json"));
  ASSERT_EQ(read.entries.size(), 1u);
  EXPECT_FALSE(read.entries[0].error) << read.entries[0].error->to_string();
}

}  // namespace
}  // namespace satdoku
