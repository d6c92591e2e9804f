// Every puzzle of tests/data with rules (the published ones, ISS's own, the
// setter-style ones and the variant files) written in ISS notation and read
// back: the writing is a fixed point (written again, the same line), the
// published solution still passes the validity checker, and where every
// rule has an ISS kind of its own the rules read back are the puzzle's (up
// to labels and the order of cells that have none). The one puzzle published
// both as f-puzzles and in ISS's examples reads to the same puzzle both ways.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <map>
#include <sstream>
#include <string>

#include "satdoku/check.hpp"
#include "satdoku/iss.hpp"
#include "satdoku/notation.hpp"
#include "text.hpp"

namespace satdoku {
// Named: the suite is built as one unity file, beside real_puzzles_test.cpp's helpers.
namespace iss_roundtrip {
namespace {

const std::string kData = std::string(SATDOKU_TEST_DATA) + "/data/";

struct Sample {
  std::string path;
  std::string solution;  // the published one, or "" (the variant files' own answers aside)
};

void PrintTo(const Sample& s, std::ostream* out) {
  *out << s.path;
}

std::map<std::string, std::string> answers(const std::string& folder) {
  std::map<std::string, std::string> out;
  std::ifstream in(kData + folder + "/answers.tsv");
  std::string line;
  while (std::getline(in, line)) {
    const auto tab = line.find('\t');
    if (tab != std::string::npos) out[line.substr(0, tab)] = line.substr(tab + 1);
  }
  return out;
}

std::vector<Sample> samples() {
  std::vector<Sample> out;
  for (const char* folder : {"real", "iss", "setters", "variants"}) {
    const auto known = answers(folder);
    std::vector<std::filesystem::path> files;
    for (const auto& f : std::filesystem::directory_iterator(kData + folder)) {
      const auto ext = f.path().extension();
      const auto stem = f.path().stem().string();
      if ((ext == ".json" || ext == ".txt") && stem != "answers" && stem != "SOURCES")
        files.push_back(f.path());
    }
    std::sort(files.begin(), files.end());
    for (const auto& f : files) {
      const auto it = known.find(f.stem().string());
      // The variant files' answers.tsv holds lex-min answers, not
      // published ones: only the published puzzles are solved here.
      const bool published = std::string(folder) != "variants" && it != known.end();
      out.push_back({f.string(), published ? it->second : ""});
    }
  }
  return out;
}

std::string test_name(const ::testing::TestParamInfo<Sample>& info) {
  const std::filesystem::path p(info.param.path);
  std::string name = p.parent_path().filename().string() + "_" + p.stem().string();
  for (char& c : name)
    if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
  return name;
}

Entry read_file(const std::string& path) {
  return parse_puzzle(testing::read_file(path), {}, path);
}

// The rules as comparable text, one line per rule: labels dropped, the cells
// of rules whose cells have no order sorted, the clue of a sandwich or a
// little killer (read the same from either end) dropped; sorted.
std::vector<std::string> normal(const Rules& rules) {
  std::vector<std::string> out;
  for (Rule r : rules.list) {
    switch (r.kind) {
      case RuleKind::killer_cage:
      case RuleKind::renban:
      case RuleKind::extra_region:
      case RuleKind::diagonal:
      case RuleKind::quadruple:
      case RuleKind::difference:
      case RuleKind::ratio:
      case RuleKind::xv:
        std::sort(r.cells.begin(), r.cells.end());
        std::sort(r.digits.begin(), r.digits.end());
        break;
      case RuleKind::sandwich:
        r.clue = {};
        break;
      case RuleKind::little_killer:  // the same sum from either end of the diagonal
        std::sort(r.cells.begin(), r.cells.end());
        r.clue = {};
        break;
      default:
        break;
    }
    std::ostringstream text;
    text << to_string(r.kind) << " value " << r.value << " clue " << r.clue.row << "," << r.clue.col
         << " cells";
    for (const int c : r.cells) text << ' ' << c;
    text << " line";
    for (const int c : r.line) text << ' ' << c;
    text << " digits";
    for (const int d : r.digits) text << ' ' << d;
    out.push_back(text.str());
  }
  std::sort(out.begin(), out.end());
  return out;
}

// Whether every rule went to an ISS kind of its own, which reads back as
// the same rule.
bool written_directly(const Puzzle& puzzle, const std::string& text) {
  for (const char* indirect : {".Pair~", ".PairX~", ".Sum~", ".GreaterThan~", ".NoBoxes"})
    if (text.find(indirect) != std::string::npos) return false;
  for (const Rule& r : puzzle.rules->list) {
    switch (r.kind) {
      case RuleKind::odd:
      case RuleKind::even:
      case RuleKind::pencil_marks:
      case RuleKind::nonconsecutive:
      case RuleKind::negative_difference:
      case RuleKind::negative_ratio:
      case RuleKind::disjoint_groups:
        return false;
      default:
        break;
    }
  }
  return true;
}

// satdoku rules ISS states only as pairwise relations satdoku does not read
// back (docs/rules.md): box indexers, and negative kropki rules that exempt
// dotted pairs from one rule but not the other.
bool read_back_refused(const std::string& text) {
  return text.find("~_box_indexer~") != std::string::npos ||
         text.find("~_negative_kropki~") != std::string::npos;
}

class IssRoundTrip : public ::testing::TestWithParam<Sample> {};

TEST_P(IssRoundTrip, WrittenAndReadBackIsTheSamePuzzle) {
  const Entry entry = read_file(GetParam().path);
  ASSERT_FALSE(entry.error) << entry.error->to_string();
  const Puzzle puzzle = *entry.puzzle;
  const IssText written = write_iss(puzzle);
  ASSERT_EQ(written.error, "");
  const Entry back = read_iss(written.text, "<written>", 1);
  if (read_back_refused(written.text)) {
    ASSERT_TRUE(back.error);
    EXPECT_NE(back.error->message.find("pairwise relation"), std::string::npos);
    return;
  }
  ASSERT_FALSE(back.error) << back.error->to_string() << "\n" << written.text;
  EXPECT_EQ(back.grid().values(), puzzle.grid.values());
  const Puzzle again = *back.puzzle;
  // Written again, the same line; but ISS's GreaterThan reads back as the
  // two-cell thermometer it is, written as Thermo: then the line after
  // that is the same.
  const std::string rewritten = write_iss(again).text;
  if (written.text.find(".GreaterThan~") == std::string::npos) {
    EXPECT_EQ(rewritten, written.text);
  } else {
    const Entry third = read_iss(rewritten, "<rewritten>", 1);
    ASSERT_FALSE(third.error) << third.error->to_string();
    EXPECT_EQ(write_iss(*third.puzzle).text, rewritten);
  }
  if (!GetParam().solution.empty()) {
    Grid solution(puzzle.grid.geometry());
    for (int i = 0; i < solution.cells(); ++i)
      solution.set(i, *value_of(GetParam().solution[static_cast<std::size_t>(i)]));
    const Verdict verdict = check_solution(again, solution);
    EXPECT_TRUE(verdict.ok) << verdict.reason << "\n" << written.text;
  }
  if (!puzzle.classic() && written_directly(puzzle, written.text)) {
    ASSERT_TRUE(again.rules);
    EXPECT_EQ(normal(*again.rules), normal(*puzzle.rules)) << written.text;
  }
}

INSTANTIATE_TEST_SUITE_P(Data, IssRoundTrip, ::testing::ValuesIn(samples()), test_name);

TEST(IssRoundTrip, CoversEveryFolder) {
  // 72 published, 71 of ISS's examples, 8 setter-style, the variant files.
  EXPECT_GE(samples().size(), 72u + 71u + 8u + 60u);
}

TEST(IssAndFpuzzles, ThePuzzlePublishedInBothReadsTheSame) {
  // "Renban Skyscrapers" by Florian Wortmann: tests/data/real has it from
  // kaji's f-puzzles file, tests/data/iss from ISS's examples.
  const Entry fpuzzles = read_file(kData + "real/renban-skyscrapers.json");
  const Entry iss = read_file(kData + "iss/renban-skyscrapers.txt");
  ASSERT_FALSE(fpuzzles.error) << fpuzzles.error->to_string();
  ASSERT_FALSE(iss.error) << iss.error->to_string();
  EXPECT_EQ(iss.grid().values(), fpuzzles.grid().values());
  // A renban drawn the other way round is the same renban. ISS's version
  // lacks one clue of the f-puzzles file (its ISS string and kaji's JSON,
  // compared by hand): 4 to the right of row 7, which the other clues make
  // redundant (both publish the same solution). Every other rule is the same.
  const std::vector<std::string> mine = normal(*iss.rules()), theirs = normal(*fpuzzles.rules());
  std::vector<std::string> missing;
  std::set_difference(theirs.begin(), theirs.end(), mine.begin(), mine.end(),
                      std::back_inserter(missing));
  EXPECT_TRUE(std::includes(theirs.begin(), theirs.end(), mine.begin(), mine.end()));
  EXPECT_EQ(missing, std::vector<std::string>{"skyscraper value 4 clue 7,10 cells 62 61 60 59 58 "
                                              "57 56 55 54 line digits"});
}

}  // namespace
}  // namespace iss_roundtrip
}  // namespace satdoku
