// Every shared f-puzzles file (tests/data/variants, every rule) drawn with
// its known answer (answers.tsv, made by an independent SAT reference): the
// picture is well-formed XML, its digits read back row by row are the
// answer, and each rule of the puzzle left its own mark (a dashed outline
// and the sum for a cage, a bulb for a thermometer, a white or black dot for
// kropki ...), as many of them as the puzzle has rules of that kind.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <functional>
#include <map>
#include <set>
#include <sstream>

#include "data_sets.hpp"
#include "picture.hpp"
#include "satdoku/notation.hpp"

namespace satdoku {
namespace {

namespace fs = std::filesystem;
using testing::Picture;

const fs::path kVariants = testing::kVariantsDir;

// The whole file; a missing one fails the test.
std::string slurp(const fs::path& path) {
  return testing::read_data(path);
}

std::map<std::string, std::string> answers() {
  std::map<std::string, std::string> out;
  std::istringstream in(slurp(kVariants / "answers.tsv"));
  for (std::string name, answer, count; in >> name >> answer >> count;) out[name] = answer;
  return out;
}

std::size_t count_kind(const Puzzle& puzzle, RuleKind kind) {
  return static_cast<std::size_t>(std::count_if(puzzle.rules->list.begin(),
                                                puzzle.rules->list.end(),
                                                [&](const Rule& r) { return r.kind == kind; }));
}

std::multiset<std::string> texts(const std::vector<const testing::XmlElement*>& elements) {
  std::multiset<std::string> out;
  for (const auto* e : elements) out.insert(e->text);
  return out;
}

std::multiset<std::string> values(const Puzzle& puzzle, RuleKind kind) {
  std::multiset<std::string> out;
  for (const Rule& r : puzzle.rules->list)
    if (r.kind == kind && (kind != RuleKind::killer_cage || r.value > 0))
      out.insert(std::to_string(r.value));
  return out;
}

// What each kind of rule must leave in the picture.
using Check = std::function<void(const Puzzle&, const Picture&, RuleKind)>;

void groups(const Puzzle& p, const Picture& pic, RuleKind kind) {
  EXPECT_EQ(pic.of_class(std::string(to_string(kind))).size(), count_kind(p, kind));
}

void note(const std::string& words, const Picture& pic) {
  EXPECT_NE(pic.title().find(words), std::string::npos) << pic.title();
}

const std::map<RuleKind, Check>& checks() {
  static const std::map<RuleKind, Check> table = {
      {RuleKind::killer_cage,
       [](const Puzzle& p, const Picture& pic, RuleKind kind) {
         groups(p, pic, kind);
         const auto outlines = pic.inside("killer_cage", "path");
         EXPECT_EQ(outlines.size(), count_kind(p, kind));
         for (const auto* path : outlines) EXPECT_NE(path->attribute("stroke-dasharray"), "");
         EXPECT_EQ(texts(pic.of_class("cage-sum")), values(p, kind));
       }},
      {RuleKind::thermometer,
       [](const Puzzle& p, const Picture& pic, RuleKind kind) {
         groups(p, pic, kind);
         EXPECT_EQ(pic.inside("thermometer", "circle").size(), count_kind(p, kind));  // bulbs
       }},
      {RuleKind::arrow,
       [](const Puzzle& p, const Picture& pic, RuleKind kind) {
         std::set<std::vector<int>> pills;
         std::size_t circles = 0;
         for (const Rule& r : p.rules->list)
           if (r.kind == kind && pills.insert(r.cells).second && r.cells.size() == 1) ++circles;
         EXPECT_EQ(pic.inside("arrow", "circle").size(), circles);
         // A shaft and an arrowhead per arrow, two strokes per pill.
         EXPECT_EQ(pic.inside("arrow", "polyline").size(),
                   2 * count_kind(p, kind) + 2 * (pills.size() - circles));
       }},
      {RuleKind::difference,
       [](const Puzzle& p, const Picture& pic, RuleKind kind) {
         groups(p, pic, kind);
         for (const auto* dot : pic.of_class("difference"))
           EXPECT_EQ(dot->attribute("fill"), "#fff");
       }},
      {RuleKind::ratio,
       [](const Puzzle& p, const Picture& pic, RuleKind kind) {
         groups(p, pic, kind);
         for (const auto* dot : pic.of_class("ratio")) EXPECT_EQ(dot->attribute("fill"), "#000");
       }},
      {RuleKind::xv,
       [](const Puzzle& p, const Picture& pic, RuleKind kind) {
         groups(p, pic, kind);
         std::multiset<std::string> letters;
         for (const Rule& r : p.rules->list)
           if (r.kind == kind) letters.insert(r.value == 10 ? "X" : "V");
         EXPECT_EQ(texts(pic.inside("xv", "text")), letters);
       }},
      {RuleKind::diagonal, groups},
      {RuleKind::extra_region,
       [](const Puzzle& p, const Picture& pic, RuleKind kind) {
         groups(p, pic, kind);
         std::size_t cells = 0;
         for (const Rule& r : p.rules->list)
           if (r.kind == kind) cells += r.cells.size();
         EXPECT_EQ(pic.inside("extra_region", "rect").size(), cells);
       }},
      {RuleKind::little_killer,
       [](const Puzzle& p, const Picture& pic, RuleKind kind) {
         groups(p, pic, kind);
         EXPECT_EQ(texts(pic.inside("little_killer", "text")), values(p, kind));
       }},
      {RuleKind::sandwich,
       [](const Puzzle& p, const Picture& pic, RuleKind kind) {
         EXPECT_EQ(texts(pic.of_class("sandwich")), values(p, kind));
       }},
      {RuleKind::quadruple,
       [](const Puzzle& p, const Picture& pic, RuleKind kind) {
         groups(p, pic, kind);
         std::multiset<std::string> digits;
         for (const Rule& r : p.rules->list)
           if (r.kind == kind)
             for (const int d : r.digits) digits.insert(std::to_string(d));
         EXPECT_EQ(texts(pic.inside("quadruple", "text")), digits);
       }},
      {RuleKind::odd, groups},
      {RuleKind::even, groups},
      {RuleKind::minimum, groups},
      {RuleKind::maximum, groups},
      {RuleKind::whispers, groups},
      {RuleKind::renban, groups},
      {RuleKind::palindrome, groups},
      {RuleKind::antiknight,
       [](const Puzzle&, const Picture& pic, RuleKind) { note("Anti-knight", pic); }},
      {RuleKind::antiking,
       [](const Puzzle&, const Picture& pic, RuleKind) { note("nti-king", pic); }},
      {RuleKind::nonconsecutive,
       [](const Puzzle&, const Picture& pic, RuleKind) { note("on-consecutive", pic); }},
      {RuleKind::disjoint_groups,
       [](const Puzzle&, const Picture& pic, RuleKind) { note("isjoint groups", pic); }},
      {RuleKind::negative_difference,
       [](const Puzzle&, const Picture& pic, RuleKind) { note("ll white dots given", pic); }},
      {RuleKind::negative_ratio,
       [](const Puzzle&, const Picture& pic, RuleKind) { note("ll black dots given", pic); }},
      {RuleKind::negative_xv,
       [](const Puzzle&, const Picture& pic, RuleKind) { note("ll X and V given", pic); }},
  };
  return table;
}

TEST(SvgSharedVariants, EveryRuleDrawnAndTheAnswerReadsBack) {
  const auto known = answers();
  std::set<RuleKind> seen;
  int files = 0;
  for (const auto& entry : fs::directory_iterator(kVariants)) {
    if (entry.path().extension() != ".json") continue;
    const std::string name = entry.path().stem().string();
    SCOPED_TRACE(name);
    ++files;
    const Entry read = parse_puzzle(slurp(entry.path()));
    ASSERT_TRUE(read.puzzle) << (read.error ? read.error->to_string() : "");
    const Puzzle puzzle = *read.puzzle;
    ASSERT_FALSE(puzzle.classic());

    SvgOptions options;
    std::optional<Grid> answer;
    const auto it = known.find(name);
    if (it != known.end() && it->second != "UNSAT") {
      const Entry read_answer = parse_puzzle(it->second, {Notation::line, puzzle.grid.geometry()});
      if (read_answer.puzzle) answer = read_answer.grid();
      ASSERT_TRUE(answer);
      options.solution = &*answer;
    }
    const Picture pic = testing::draw(puzzle, options);

    // Digits: the answer when known, else the givens alone.
    std::string expected;
    for (int cell = 0; cell < puzzle.grid.cells(); ++cell) {
      const int d = answer ? answer->at(cell) : puzzle.grid.at(cell);
      if (d) expected += *symbol_of(d);
    }
    EXPECT_EQ(pic.digits(), expected);
    EXPECT_EQ(pic.of_class("given").size(), static_cast<std::size_t>(puzzle.grid.givens()));

    EXPECT_EQ(pic.of_class("regions").size(), puzzle.rules->regions.empty() ? 0u : 1u);
    std::set<RuleKind> kinds;
    for (const Rule& rule : puzzle.rules->list)
      if (rule.kind != RuleKind::pencil_marks) kinds.insert(rule.kind);  // under the digits
    for (const RuleKind kind : kinds) {
      SCOPED_TRACE(std::string(to_string(kind)));
      const auto check = checks().find(kind);
      if (check == checks().end()) {
        ADD_FAILURE() << "no check for " << to_string(kind);
        continue;
      }
      check->second(puzzle, pic, kind);
      seen.insert(kind);
    }
  }
  EXPECT_GE(files, 60);
  // Every kind the checks know about occurs in the shared set.
  for (const auto& [kind, check] : checks())
    EXPECT_TRUE(seen.count(kind)) << to_string(kind) << " is in no shared file";
}

}  // namespace
}  // namespace satdoku
