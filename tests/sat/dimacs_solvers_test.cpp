// Round trips through real SAT solvers: export, run picosat / minisat /
// cadical as separate programs, decode what they print. The solvers and the
// slow reference of tests/support are the judges, not our own engines.
// Each solver is skipped when its binary is not installed.
#include <gtest/gtest.h>
#include <unistd.h>

#include <cstdlib>
#include <fstream>
#include <string>

#include "reference.hpp"
#include "satdoku/check.hpp"
#include "satdoku/dimacs.hpp"
#include "satdoku/model.hpp"

namespace satdoku {
namespace {

// Line form: '.' blank, 1-9, A = 10 ... G = 16.
Grid grid_of(const std::string& line, Geometry geometry) {
  Grid g(geometry);
  for (int i = 0; i < g.cells(); ++i) {
    const auto at = static_cast<std::size_t>(i);
    const char ch = at < line.size() ? line[at] : '.';  // short lines: the rest is blank
    g.set(i, ch == '.' ? 0 : ch <= '9' ? ch - '0' : ch - 'A' + 10);
  }
  return g;
}

struct Solver {
  std::string name;
  std::string command;  // %C: the CNF file, %M: where the output goes
};

void PrintTo(const Solver& solver, std::ostream* os) {
  *os << solver.name;
}

const Solver kSolvers[] = {
    {"picosat", "picosat %C > %M"},
    {"minisat", "minisat -verb=0 %C %M > /dev/null 2>&1"},
    {"cadical", "cadical -q %C > %M"},
};

bool installed(const std::string& program) {
  return std::system(("command -v " + program + " > /dev/null 2>&1").c_str()) == 0;
}

std::string replace_all(std::string text, const std::string& from, const std::string& to) {
  for (auto at = text.find(from); at != std::string::npos; at = text.find(from, at + to.size()))
    text.replace(at, from.size(), to);
  return text;
}

struct SolverCase {
  std::string name;
  Geometry geometry;
  std::string line;
  EncodeOptions options;
  bool solvable = true;
};

const std::string kSample =
    "1.3...5.9..21.94.....7.4...3..5.2..6.6.....5.7..8.3..4...4.1.....92.58..8.4...1.7";
// Row 1 leaves r1c9 only 9, which r5c9 already holds: no completion, though
// no two givens clash.
const std::string kUnsolvable =
    "12345678....................................9....................................";
// Line 1 of tests/data/sets/16x16_vu_kr100.txt (unique solution).
const std::string k16 =
    "1.D....4.A58.....E.........C...G.2.76.GBF..4....39F.1A.D7........4.6.31...B.58.C8C7E.69..F"
    ".....D...D..........2...A.G8C....7E.1426.G4....57F.A...B..........8...F.....B..3A.42E1A.4C"
    ".5...E6.7.3........3D.C5.7B2....9..1GB.63.4.C...2.........6.....8FD.3....9.E";

const SolverCase kCases[] = {
    {"sample", {3, 3}, kSample, {}},
    {"sample_reduced", {3, 3}, kSample, {.encoding = Encoding::reduced}},
    {"sample_sequential", {3, 3}, kSample, {.at_most_one = AtMostOne::sequential}},
    {"empty_9x9", {3, 3}, std::string(81, '.'), {}},
    {"small_4x4", {2, 2}, "..3..4.221......", {}},
    {"rect_2x3", {2, 3}, "1.....", {.encoding = Encoding::minimal}},
    {"vu_16x16", {4, 4}, k16, {}},
    {"unsolvable", {3, 3}, kUnsolvable, {}, false},
    {"unsolvable_reduced", {3, 3}, kUnsolvable, {.encoding = Encoding::reduced}, false},
    {"clash_reduced", {3, 3}, "11" + std::string(79, '.'), {.encoding = Encoding::reduced}, false},
};

class ExternalSolver : public ::testing::TestWithParam<Solver> {};

TEST_P(ExternalSolver, ExportSolveDecode) {
  const Solver& solver = GetParam();
  if (!installed(solver.name)) GTEST_SKIP() << solver.name << " is not installed";
  for (const SolverCase& c : kCases) {
    SCOPED_TRACE(c.name);
    const Grid puzzle = grid_of(c.line, c.geometry);
    const std::string base = ::testing::TempDir() + "satdoku_" + std::to_string(::getpid()) + "_" +
                             solver.name + "_" + c.name;
    const std::string cnf = base + ".cnf", model = base + ".out";
    {
      std::ofstream out(cnf, std::ios::binary);
      write_dimacs(puzzle, c.options, out);
      ASSERT_TRUE(out.good());
    }
    std::remove(model.c_str());
    const std::string command = replace_all(replace_all(solver.command, "%C", cnf), "%M", model);
    std::system(command.c_str());  // exit codes 10/20 by convention; the output decides

    std::ifstream in(model, std::ios::binary);
    ASSERT_TRUE(in) << "no output from: " << command;
    const DecodeResult r = decode_model(puzzle, c.options, in, model);
    ASSERT_NE(r.status, DecodeStatus::unreadable) << r.error->to_string();
    ASSERT_NE(r.status, DecodeStatus::invalid) << r.error->to_string();

    ASSERT_EQ(r.status, c.solvable ? DecodeStatus::solved : DecodeStatus::no_solution);
    if (r.status == DecodeStatus::solved) {
      EXPECT_TRUE(check_solution(puzzle, r.solution)) << check_solution(puzzle, r.solution).reason;
    }
    if (c.geometry.side() <= 9) {
      // Small enough for the slow reference to confirm the expectation, and
      // to give the answer when it is unique.
      ASSERT_EQ(testing::Reference::count(puzzle, 1) == 1, c.solvable);
      if (c.solvable && testing::Reference::count(puzzle, 2) == 1) {
        EXPECT_EQ(r.solution, *testing::Reference::smallest(puzzle)) << "the unique solution";
      }
    }
    std::remove(cnf.c_str());
    std::remove(model.c_str());
  }
}

INSTANTIATE_TEST_SUITE_P(Solvers, ExternalSolver, ::testing::ValuesIn(kSolvers),
                         [](const auto& info) { return info.param.name; });

}  // namespace
}  // namespace satdoku
