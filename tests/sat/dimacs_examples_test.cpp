// cnf_examples/ must be exactly what the library exports today: each .cnf is
// regenerated from its puzzle (.txt, line form) and compared byte for byte.
// After a deliberate change of the export format, rewrite the files with
//   SATDOKU_REGENERATE_CNF_EXAMPLES=1 build/tests/sat_tests --gtest_filter='CnfExamples.*'
// (tools/make_cnf_examples.sh does that) and review the diff.
#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>

#include "satdoku/dimacs.hpp"
#include "satdoku/model.hpp"

namespace satdoku {
namespace {

const std::string kDir = std::string(SATDOKU_SOURCE_DIR) + "/cnf_examples/";

struct Example {
  std::string cnf;     // file in cnf_examples/
  std::string puzzle;  // its puzzle, one line in line form
  EncodeOptions options;
  bool satisfiable;  // what every solver must answer (README.md says so too)
};

const Example kExamples[] = {
    {"problem_a.cnf", "problem_a.txt", {}, true},
    {"problem_a.reduced.cnf", "problem_a.txt", {.encoding = Encoding::reduced}, true},
    {"empty_9x9.cnf", "empty_9x9.txt", {}, true},
    {"unsolvable_9x9.cnf", "unsolvable_9x9.txt", {}, false},
    {"small_4x4.cnf", "small_4x4.txt", {}, true},
    {"vu_kr100_1.cnf", "vu_kr100_1.txt", {}, true},
};

std::string slurp(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

// Line form of square grids: '.' blank, 1-9, A = 10 ...; the side follows
// from the length.
Grid read_puzzle(const std::string& path) {
  std::string line = slurp(path);
  while (!line.empty() && (line.back() == '\n' || line.back() == '\r')) line.pop_back();
  int box = 2;
  while (box * box * box * box < static_cast<int>(line.size())) ++box;
  Grid g(Geometry{box, box});
  EXPECT_EQ(static_cast<int>(line.size()), g.cells()) << path;
  for (int i = 0; i < g.cells() && i < static_cast<int>(line.size()); ++i) {
    const char ch = line[static_cast<std::size_t>(i)];
    g.set(i, ch == '.' ? 0 : ch <= '9' ? ch - '0' : ch - 'A' + 10);
  }
  return g;
}

bool regenerating() {
  const char* flag = std::getenv("SATDOKU_REGENERATE_CNF_EXAMPLES");
  return flag != nullptr && std::string(flag) == "1";
}

TEST(CnfExamples, FilesMatchTheCurrentExport) {
  for (const Example& e : kExamples) {
    SCOPED_TRACE(e.cnf);
    const Grid puzzle = read_puzzle(kDir + e.puzzle);
    std::ostringstream out;
    write_dimacs(puzzle, e.options, out);
    if (regenerating()) {
      std::ofstream file(kDir + e.cnf, std::ios::binary);
      file << out.str();
      ASSERT_TRUE(file.good()) << "cannot write " << kDir + e.cnf;
      continue;
    }
    const std::string stored = slurp(kDir + e.cnf);
    ASSERT_FALSE(stored.empty()) << kDir + e.cnf << " is missing";
    // Not EXPECT_EQ on the strings: a 16x16 file is 1.5 MB of diff.
    const std::string now = out.str();
    const auto [a, b] = std::mismatch(stored.begin(), stored.end(), now.begin(), now.end());
    if (a != stored.end() || b != now.end()) {
      const auto at = static_cast<std::size_t>(a - stored.begin());
      const auto line = std::count(stored.begin(), a, '\n') + 1;
      ADD_FAILURE() << e.cnf << " drifted from the export at byte " << at << " (line " << line
                    << "); stored: \"" << stored.substr(at, 40) << "\", now: \""
                    << now.substr(at, 40) << "\". If intended, regenerate (see "
                    << "tools/make_cnf_examples.sh).";
    }
  }
}

TEST(CnfExamples, CadicalGivesTheDocumentedAnswer) {
  if (std::system("command -v cadical > /dev/null 2>&1") != 0)
    GTEST_SKIP() << "cadical is not installed";
  for (const Example& e : kExamples) {
    SCOPED_TRACE(e.cnf);
    const std::string model = ::testing::TempDir() + "satdoku_example_" +
                              std::to_string(::getpid()) + "_" + e.cnf + ".out";
    std::system(("cadical -q '" + kDir + e.cnf + "' > '" + model + "'").c_str());
    std::ifstream in(model, std::ios::binary);
    const DecodeResult r = decode_model(read_puzzle(kDir + e.puzzle), e.options, in, model);
    EXPECT_EQ(r.status, e.satisfiable ? DecodeStatus::solved : DecodeStatus::no_solution)
        << (r.error ? r.error->to_string() : std::string(to_string(r.status)));
    std::remove(model.c_str());
  }
}

}  // namespace
}  // namespace satdoku
