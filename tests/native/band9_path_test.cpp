// The 9x9 solver's vector paths (band9_path.hpp): each path this processor
// runs is forced in turn and must reach exactly the states of the baseline
// path (the same candidates after every propagation, the same branching
// cells), hence the same search nodes and answers; the answers are checked
// against published ones (golden_9x9.txt), the validity checker and the
// baseline path's. Paths the processor lacks are refused, and said so in
// the test's output, so a run on a machine without AVX-512 shows what it
// did not test.
#include <gtest/gtest.h>

#include <cstring>
#include <fstream>
#include <random>
#include <string>

#include "native/band9_path.hpp"
#include "native/band9_solver.hpp"
#include "native_support.hpp"
#include "reference.hpp"
#include "satdoku/backtrack.hpp"
#include "satdoku/check.hpp"

namespace satdoku::testing {
namespace {

using native::Band9Path;
using native::Band9Solver;
using native::Band9State;

// Sets the path for the test's engines and solvers, and the default again
// at its end.
class ForcedPath {
 public:
  explicit ForcedPath(Band9Path path) { EXPECT_TRUE(native::force_band9_path(path)); }
  ~ForcedPath() { native::force_band9_path(std::nullopt); }
  ForcedPath(const ForcedPath&) = delete;
  ForcedPath& operator=(const ForcedPath&) = delete;
};

std::vector<Band9Path> supported_paths() {
  std::vector<Band9Path> paths;
  for (Band9Path path : native::kBand9Paths)
    if (native::band9_path_supported(path)) paths.push_back(path);
  return paths;
}

// The wider paths this processor runs; a note for each one it does not.
std::vector<Band9Path> wide_paths() {
  std::vector<Band9Path> paths;
  for (Band9Path path : native::kBand9Paths) {
    if (path == Band9Path::baseline) continue;
    if (native::band9_path_supported(path))
      paths.push_back(path);
    else
      std::cout << "band9 path " << native::band9_path_name(path)
                << " not tested: this processor does not run it\n";
  }
  return paths;
}

void expect_same_state(const Band9State& a, const Band9State& b, const std::string& where) {
  EXPECT_EQ(0, std::memcmp(a.cand, b.cand, sizeof a.cand)) << where << ": candidates";
  EXPECT_EQ(0, std::memcmp(a.unsolved, b.unsolved, sizeof a.unsolved)) << where << ": unsolved";
}

TEST(Band9Path, TheBaselineRunsEverywhereAndTheDefaultIsTheWidestSupported) {
  EXPECT_TRUE(native::band9_path_supported(Band9Path::baseline));
  const std::vector<Band9Path> paths = supported_paths();
  EXPECT_EQ(native::band9_path(), paths.back());
  std::cout << "band9 default path here: " << native::band9_path_name(native::band9_path()) << "\n";
}

TEST(Band9Path, AnUnsupportedPathIsRefusedAndChangesNothing) {
  const Band9Path before = native::band9_path();
  for (Band9Path path : native::kBand9Paths) {
    if (native::band9_path_supported(path)) continue;
    EXPECT_FALSE(native::force_band9_path(path)) << native::band9_path_name(path);
    EXPECT_EQ(native::band9_path(), before);
  }
  {
    ForcedPath forced(Band9Path::baseline);
    EXPECT_EQ(native::band9_path(), Band9Path::baseline);
  }
  EXPECT_EQ(native::band9_path(), before);
}

// Random puzzles from empty to nearly full, some with a clashing digit
// added: after the givens and after each assignment of a search-like walk
// (the branching cell of the baseline, its smallest digit, or that digit
// ruled out instead), every path holds the baseline's state, agrees on
// success, and chooses the same cell.
TEST(Band9Path, EveryPathReachesTheBaselineStates) {
  const Band9Solver baseline(Band9Path::baseline);
  for (Band9Path path : wide_paths()) {
    SCOPED_TRACE(native::band9_path_name(path));
    const Band9Solver wide(path);
    std::mt19937_64 rng(0xBA9D);
    for (int i = 0; i < 400; ++i) {
      Grid puzzle = carve(Reference::random_full(Geometry{3, 3}, rng), 0.02 * (i % 40), rng);
      if (i % 3 == 2) puzzle = perturb(puzzle, rng);
      SCOPED_TRACE(to_line(puzzle));
      Band9State a, b;
      const bool ok = baseline.init(a, puzzle);
      ASSERT_EQ(ok, wide.init(b, puzzle));
      if (!ok) continue;
      expect_same_state(a, b, "after the givens");
      for (int step = 0; !baseline.complete(a); ++step) {
        const native::Branch choice = baseline.choose(a);
        ASSERT_EQ(choice.cell, wide.choose(b).cell);
        ASSERT_EQ(choice.digits, wide.choose(b).digits);
        ASSERT_EQ(baseline.open_digits(a, choice.cell), wide.open_digits(b, choice.cell));
        const int digit = std::countr_zero(choice.digits) + 1;
        const bool rule_out = step % 3 == 1;
        const bool kept = rule_out ? baseline.eliminate(a, choice.cell, digit)
                                   : baseline.assign(a, choice.cell, digit);
        ASSERT_EQ(kept, rule_out ? wide.eliminate(b, choice.cell, digit)
                                 : wide.assign(b, choice.cell, digit));
        if (!kept) break;
        expect_same_state(a, b, "step " + std::to_string(step));
      }
      if (baseline.complete(a)) {
        native::Values va, vb;
        baseline.write(a, va);
        wide.write(b, vb);
        EXPECT_EQ(va, vb);
      }
    }
  }
}

// The published lex-min answers of golden_9x9.txt (problem A and serg's),
// by every path's engine; and the same search nodes as the baseline.
TEST(Band9Path, EveryPathGivesTheGoldenAnswers) {
  std::ifstream in(std::string(SATDOKU_TEST_DATA) + "/data/golden_9x9.txt");
  ASSERT_TRUE(in) << "golden_9x9.txt";
  std::vector<std::pair<Grid, std::string>> golden;
  for (std::string line; std::getline(in, line);) {
    if (line.empty() || line[0] == '#') continue;
    const auto space = line.find(' ');
    ASSERT_NE(space, std::string::npos) << line;
    golden.emplace_back(*parse_line(line.substr(0, space)), line.substr(space + 1));
  }
  ASSERT_GE(golden.size(), 40u);
  std::vector<std::uint64_t> baseline_nodes;
  for (Band9Path path : supported_paths()) {
    SCOPED_TRACE(native::band9_path_name(path));
    ForcedPath forced(path);
    auto engine = make_backtrack_engine();
    std::vector<std::uint64_t> nodes;
    for (const auto& [puzzle, answer] : golden) {
      const SolveResult r = engine->smallest(puzzle, {});
      ASSERT_EQ(r.status, Status::solved) << to_line(puzzle);
      EXPECT_EQ(to_line(r.solution), answer) << to_line(puzzle);
      nodes.push_back(r.stats.nodes);
    }
    if (path == Band9Path::baseline)
      baseline_nodes = nodes;
    else
      EXPECT_EQ(nodes, baseline_nodes);
  }
}

// The hard public puzzles (forum_hardest's first 200, every fifth of
// top1465's first 500) and many-solution ones (serg_benchmark's first
// 100): lex-min answers that pass the checker, counts
// to 2, and nodes, all as the baseline's.
TEST(Band9Path, EveryPathAnswersTheHardSetsAsTheBaseline) {
  std::vector<Grid> puzzles;
  for (const std::string& line : read_lines("forum_hardest_1106.txt", 200))
    puzzles.push_back(*parse_line(line));
  for (const std::string& line : read_lines("serg_benchmark.txt", 100))
    puzzles.push_back(*parse_line(line));
  for (const std::string& line : read_lines("top1465.txt", 100, 5))
    puzzles.push_back(*parse_line(line));
  ASSERT_EQ(puzzles.size(), 400u);
  std::vector<std::string> answers;
  std::vector<std::uint64_t> counts, nodes;
  for (Band9Path path : supported_paths()) {
    SCOPED_TRACE(native::band9_path_name(path));
    ForcedPath forced(path);
    auto engine = make_backtrack_engine();
    std::vector<std::string> got;
    std::vector<std::uint64_t> got_counts, got_nodes;
    for (const Grid& puzzle : puzzles) {
      const SolveResult r = engine->smallest(puzzle, {});
      ASSERT_EQ(r.status, Status::solved) << to_line(puzzle);
      EXPECT_TRUE(check_solution(puzzle, r.solution)) << to_line(puzzle);
      got.push_back(to_line(r.solution));
      const CountResult c = engine->count(puzzle, 2, {});
      got_counts.push_back(c.count);
      got_nodes.push_back(r.stats.nodes + c.stats.nodes);
    }
    if (path == Band9Path::baseline) {
      answers = got;
      counts = got_counts;
      nodes = got_nodes;
    } else {
      EXPECT_EQ(got, answers);
      EXPECT_EQ(got_counts, counts);
      EXPECT_EQ(got_nodes, nodes);
    }
  }
}

}  // namespace
}  // namespace satdoku::testing
