// f-puzzles keys read as the setters' tools read them (docs/rules.md; the
// evidence is Rangsk's SudokuSolver, SolverFactory.cs and Constraints/). Each
// reading that was once different is pinned by a published puzzle whose
// published solution the old reading rejects: the validity checker must now
// accept it, and both engines must find it.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "satdoku/check.hpp"
#include "satdoku/fpuzzles.hpp"
#include "satdoku/registry.hpp"
#include "text.hpp"

namespace satdoku {
namespace {

const std::string kRealDir = std::string(SATDOKU_TEST_DATA) + "/data/real/";

std::string published_solution(const std::string& name) {
  for (const std::string& line :
       testing::split_lines(testing::read_file(kRealDir + "answers.tsv"))) {
    if (line.rfind(name + "\t", 0) == 0) return line.substr(name.size() + 1);
  }
  return "";
}

Grid grid_from(const std::string& line, const Geometry& geometry) {
  std::vector<std::uint8_t> values;
  for (const char c : line) values.push_back(static_cast<std::uint8_t>(value_of(c).value_or(0)));
  return Grid(geometry, values);
}

Entry read_json(const std::string& text) {
  return read_fpuzzles_json(text, {"<test>"});
}

// The published puzzle, with `drop` keys taken out of its JSON (keys of rule
// kinds satdoku does not read yet, for tests about another key).
Entry read_real(const std::string& name, const std::vector<std::string>& drop = {}) {
  auto doc = nlohmann::ordered_json::parse(testing::read_file(kRealDir + name + ".json"));
  for (const std::string& key : drop) doc.erase(key);
  return read_json(doc.dump());
}

// The published solution passes the checker, and both engines find it.
void expect_published_solution_holds(const std::string& name) {
  const Entry entry = read_real(name);
  ASSERT_FALSE(entry.error) << entry.error->to_string();
  const std::string published = published_solution(name);
  ASSERT_FALSE(published.empty()) << name;
  const Grid solution = grid_from(published, entry.grid().geometry());
  const Verdict verdict = check_solution(*entry.puzzle, solution);
  EXPECT_TRUE(verdict.ok) << name << ": " << verdict.reason;
  for (const char* engine : {"sat", "backtrack"}) {
    const SolveResult result = make_engine(engine)->smallest(*entry.puzzle, {});
    ASSERT_EQ(result.status, Status::solved) << name << " " << engine;
    EXPECT_EQ(one_line(result.solution), published) << name << " " << engine;
  }
}

int count_if_kind(const Rules& rules, RuleKind kind) {
  int n = 0;
  for (const Rule& r : rules.list) n += r.kind == kind;
  return n;
}

// "Bird in a Storm" (Gustaf Hafvenstein): nonconsecutive with 37 white dots,
// "all dots given". f-puzzles' nonconsecutive is the negative white-dot rule:
// pairs joined by a dot are exempt (SolverFactory.cs writes it as the
// DifferenceConstraint option "neg1"; OrthogonalValueConstraint.cs skips
// pairs that carry a marker of its own or of RatioConstraint). Read for every
// adjacent pair, the puzzle had no solution.
TEST(SetterMeanings, NonconsecutiveExemptsDottedPairs) {
  const Entry entry = read_real("bird-in-a-storm");
  ASSERT_FALSE(entry.error) << entry.error->to_string();
  // The published solution has consecutive digits on a dot, so the test
  // tells the two readings apart.
  const Grid solution = grid_from(published_solution("bird-in-a-storm"), entry.grid().geometry());
  bool consecutive_on_dot = false;
  for (const Rule& r : entry.rules()->list)
    if (r.kind == RuleKind::difference)
      consecutive_on_dot |= std::abs(solution.at(r.cells[0]) - solution.at(r.cells[1])) == 1;
  EXPECT_TRUE(consecutive_on_dot);
  expect_published_solution_holds("bird-in-a-storm");
}

// "Fortress Sudoku" (glum_hippo) and "Fortress Sudoku" (funwithpuzzles, 6x6):
// maximum cells side by side. MaximumConstraint.cs (and MinimumConstraint.cs)
// compare a cell only with neighbours that are not cells of the same kind
// (ValidAdjacentCells). Compared with each other, both puzzles had no solution.
TEST(SetterMeanings, MaximumCellsAreNotComparedWithEachOther) {
  for (const std::string name : {"fortress-sudoku", "fortress-maximum"}) {
    const Entry entry = read_real(name);
    ASSERT_FALSE(entry.error) << entry.error->to_string();
    std::vector<int> maxima;
    for (const Rule& r : entry.rules()->list)
      if (r.kind == RuleKind::maximum) maxima.push_back(r.cells[0]);
    bool adjacent = false;
    const int n = entry.grid().side();
    for (const int a : maxima)
      for (const int b : maxima)
        adjacent |= (a / n == b / n && std::abs(a - b) == 1) || std::abs(a - b) == n;
    EXPECT_TRUE(adjacent) << name;
    expect_published_solution_holds(name);
  }
}

// "MiniMax Sandwich" (Lisztes): minimum and maximum cells with disjoint
// groups and sandwiches, read the same way.
TEST(SetterMeanings, MinimumAndMaximumTogether) {
  expect_published_solution_holds("minimax-sandwich");
}

// "Dab" (zetamath): a 27-cell `cage` highlights the 1-5-9 columns. `cage` is
// f-puzzles' cosmetic cage (SolverFactory.cs reads only its "DR<n>" form,
// below); read as a killer cage it said "no solution: cage[0]". Its column
// indexers are not read yet (branch rules-new), so they are taken out here:
// the renban lines alone then still allow the published solution.
TEST(SetterMeanings, CageOnlyDraws) {
  const Entry entry = read_real("dab", {"columnindexer"});
  ASSERT_FALSE(entry.error) << entry.error->to_string();
  EXPECT_EQ(count_if_kind(*entry.rules(), RuleKind::killer_cage), 0);
  const Grid solution = grid_from(published_solution("dab"), entry.grid().geometry());
  EXPECT_TRUE(check_solution(*entry.puzzle, solution).ok);
  EXPECT_EQ(make_engine("sat")->count(*entry.puzzle, 1, {}).count, 1u);
}

// SudokuSolver reads a cosmetic cage whose text is "DR<n>" as a cage of sums
// with digital root n (SolverFactory.cs, MultiSumKillerCageConstraint);
// satdoku does not, and refuses it by name rather than drop it.
TEST(SetterMeanings, DigitalRootCageIsRefusedByName) {
  const Entry entry =
      read_json(R"({"size":4,"grid":[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]],)"
                R"("cage":[{"cells":["R1C1","R1C2"],"value":"DR5"}]})");
  ASSERT_TRUE(entry.error);
  EXPECT_NE(entry.error->message.find("cage[0]"), std::string::npos) << entry.error->message;
  EXPECT_NE(entry.error->message.find("digital-root"), std::string::npos) << entry.error->message;
}

// A 4x4 with two black dots of ratio 3 and the negative ratio rule: the rule
// bans every ratio a black dot shows (SolverFactory.cs: "neg" + each dot's
// value; "neg2" when the puzzle has no black dot), so 1 and 3 may not touch
// without a dot, while 1 and 2 may.
TEST(SetterMeanings, NegativeRatioBansTheRatiosTheDotsShow) {
  const std::string grid = R"("grid":[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]])";
  const Entry with_dots =
      read_json(R"({"size":4,)" + grid +
                R"(,"negative":["ratio"],"ratio":[{"cells":["R2C1","R3C1"],"value":"3"},)"
                R"({"cells":["R2C3","R3C3"],"value":"3"}]})");
  ASSERT_FALSE(with_dots.error) << with_dots.error->to_string();
  const Geometry g{2, 2};
  // 1 and 3 touch only on the two dots; 1 and 2 touch in row 2 (ratio 2, not shown).
  const Grid ones_and_twos = grid_from("4321123434122143", g);
  EXPECT_TRUE(check_solution(*with_dots.puzzle, ones_and_twos).ok)
      << check_solution(*with_dots.puzzle, ones_and_twos).reason;
  // R1C1 = 1 above R2C1 = 3 with no dot: ratio 3 is banned.
  const Grid three_by_one = grid_from("1234341221434321", g);
  const Verdict verdict = check_solution(*with_dots.puzzle, three_by_one);
  EXPECT_FALSE(verdict.ok);
  EXPECT_NE(verdict.reason.find("ratio 3"), std::string::npos) << verdict.reason;
  // With no black dot at all, 2 is banned instead.
  const Entry no_dot = read_json(R"({"size":4,)" + grid + R"(,"negative":["ratio"]})");
  EXPECT_FALSE(check_solution(*no_dot.puzzle, ones_and_twos).ok);
  // Both engines agree on how many completions survive: some with the dots
  // (the grid above), none without (no 4x4 keeps 2 from both 1 and 4).
  std::uint64_t counts[2][2] = {};
  const Entry* entries[2] = {&with_dots, &no_dot};
  for (int e = 0; e < 2; ++e) {
    counts[e][0] = make_engine("sat")->count(*entries[e]->puzzle, 1000, {}).count;
    counts[e][1] = make_engine("backtrack")->count(*entries[e]->puzzle, 1000, {}).count;
    EXPECT_EQ(counts[e][0], counts[e][1]);
  }
  EXPECT_GT(counts[0][0], 0u);
  EXPECT_EQ(counts[1][0], 0u);
}

// Whispers without a value: a gap of half the largest digit, rounded up
// (WhispersConstraint.cs: (MAX_VALUE + 1) / 2), so 3 on 6x6 and 5 on 9x9; a
// gap outside 1..N-1 is an error, as there.
TEST(SetterMeanings, WhispersDefaultGapFollowsTheSize) {
  const std::string six_rows = R"([{},{},{},{},{},{}])";
  std::string grid = "[";
  for (int r = 0; r < 6; ++r) grid += (r ? "," : "") + six_rows;
  grid += "]";
  const Entry entry =
      read_json(R"({"size":6,"grid":)" + grid + R"(,"whispers":[{"lines":[["R1C1","R1C2"]]}]})");
  ASSERT_FALSE(entry.error) << entry.error->to_string();
  ASSERT_EQ(entry.rules()->list.size(), 1u);
  EXPECT_EQ(entry.rules()->list[0].value, 3);
  const Entry too_wide = read_json(R"({"size":6,"grid":)" + grid +
                                   R"(,"whispers":[{"lines":[["R1C1","R1C2"]],"value":"6"}]})");
  ASSERT_TRUE(too_wide.error);
  EXPECT_NE(too_wide.error->message.find("whispers[0].lines[0]"), std::string::npos);
}

// A little killer clue of 0 is no clue (SolverFactory.cs adds one only for a
// value above 0); read as a sum of 0 it had no solution.
TEST(SetterMeanings, LittleKillerOfZeroIsNoClue) {
  const Entry entry =
      read_json(R"({"size":4,"grid":[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]],)"
                R"("littlekillersum":[{"cell":"R0C1","direction":"DR","value":"0"}]})");
  ASSERT_FALSE(entry.error) << entry.error->to_string();
  EXPECT_FALSE(entry.rules());
}

// "Orbit" (Qodec) keeps its odd/even clues in a cell key `parity`, which is
// no f-puzzles key (SudokuSolver ignores it too, and the puzzle is unique
// without it). It is not dropped in silence: one warning names the key and
// its cells.
TEST(SetterMeanings, UnknownCellKeyIsAWarningNamingItsCells) {
  const Entry entry = read_real("orbit");
  ASSERT_FALSE(entry.error) << entry.error->to_string();
  ASSERT_EQ(entry.warnings.size(), 1u);
  const std::string& message = entry.warnings[0].message;
  EXPECT_NE(message.find("'parity'"), std::string::npos) << message;
  EXPECT_NE(message.find("R1C1, R1C9, R9C1, R9C9"), std::string::npos) << message;
  EXPECT_GT(entry.warnings[0].column, 0);  // at the "grid" key
  // Drawing keys of f-puzzles (marks, colours, candidates) raise nothing.
  EXPECT_TRUE(read_real("alien-abacus").warnings.empty());  // cells with `candidates`
}

// An X/V mark with no letter is skipped, as SudokuSolver skips it, with a warning.
TEST(SetterMeanings, XvMarkWithoutLetterIsSkippedWithAWarning) {
  const Entry entry =
      read_json(R"({"size":4,"grid":[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]],)"
                R"("xv":[{"cells":["R1C1","R1C2"]},{"cells":["R2C1","R2C2"],"value":"X"}]})");
  ASSERT_FALSE(entry.error) << entry.error->to_string();
  ASSERT_TRUE(entry.rules());
  EXPECT_EQ(entry.rules()->list.size(), 1u);
  ASSERT_EQ(entry.warnings.size(), 1u);
  EXPECT_NE(entry.warnings[0].message.find("xv[0]"), std::string::npos);
}

// Pencil marks on a given's cell only draw: SolverFactory.cs applies a
// cell's givenPencilMarks only when it holds no value. Read as a rule, a
// given of 1 with marks 2 and 3 had no solution.
TEST(SetterMeanings, PencilMarksOnAGivenOnlyDraw) {
  const Entry entry =
      read_json(R"({"size":4,"grid":[[{"value":1,"given":true,"givenPencilMarks":[2,3]},{},{},{}],)"
                R"([{},{"givenPencilMarks":[3,4]},{},{}],[{},{},{},{}],[{},{},{},{}]]})");
  ASSERT_FALSE(entry.error) << entry.error->to_string();
  ASSERT_TRUE(entry.rules());
  ASSERT_EQ(entry.rules()->list.size(), 1u);  // R2C2's marks restrict it
  EXPECT_EQ(entry.rules()->list[0].cells, std::vector<int>{5});
  const SolveResult solved = make_engine("sat")->smallest(*entry.puzzle, {});
  ASSERT_EQ(solved.status, Status::solved);
  EXPECT_EQ(solved.solution.at(0), 1);
  EXPECT_EQ(solved.solution.at(5), 4);  // row 2 starts 3, so the box leaves R2C2 only 4
}

// Disjoint groups with jigsaw regions: group k is the k-th cell, in reading
// order, of every region (DisjointGroupsConstraint.cs counts cells per region
// as it reads the grid), which is the place in the box for the usual boxes.
TEST(SetterMeanings, DisjointGroupsFollowTheRegions) {
  // 4x4 regions: the columns pairs {C1,C2} of rows 1-2 ... as four 1x4 rows.
  std::string grid = "[";
  for (int r = 0; r < 4; ++r) {
    grid += r ? "," : "";
    grid += "[";
    for (int c = 0; c < 4; ++c)
      grid += std::string(c ? "," : "") + "{\"region\":" + std::to_string(r) + "}";
    grid += "]";
  }
  grid += "]";
  const Entry entry = read_json(R"({"size":4,"grid":)" + grid + R"(,"disjointgroups":true})");
  ASSERT_FALSE(entry.error) << entry.error->to_string();
  // Regions are the rows, so group k is column k: a Latin square passes,
  // whatever its 2x2 boxes hold.
  const Grid latin = grid_from("1234214334124321", Geometry{2, 2});
  EXPECT_TRUE(check_solution(*entry.puzzle, latin).ok)
      << check_solution(*entry.puzzle, latin).reason;
  EXPECT_EQ(make_engine("sat")->count(*entry.puzzle, 1000, {}).count,
            make_engine("backtrack")->count(*entry.puzzle, 1000, {}).count);
}

}  // namespace
}  // namespace satdoku
