// The table of malformed inputs (tests/malformed/cases.tsv, one small file per
// defect) through the program: each gets its documented exit code and a
// `satdoku: error: FILE:LINE:COL: ...` message on stderr.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "run_program.hpp"

namespace satdoku {
namespace {

struct Case {
  std::string file;
  int exit_code = 0;
  int line = 0;
  int column = 0;
  std::string message;
};

std::vector<Case> load_cases() {
  std::ifstream in(std::string(SATDOKU_TEST_DATA) + "/malformed/cases.tsv");
  std::vector<Case> cases;
  for (std::string row; std::getline(in, row);) {
    if (row.empty() || row[0] == '#') continue;
    std::istringstream fields(row);
    Case c;
    std::string code, line, column;
    std::getline(fields, c.file, '\t');
    std::getline(fields, code, '\t');
    std::getline(fields, line, '\t');
    std::getline(fields, column, '\t');
    std::getline(fields, c.message);
    if (c.file == "file") continue;  // header row
    c.exit_code = std::stoi(code);
    c.line = std::stoi(line);
    c.column = std::stoi(column);
    cases.push_back(c);
  }
  return cases;
}

TEST(Malformed, EveryCaseGetsItsExitCodeAndMessage) {
  const auto cases = load_cases();
  ASSERT_GE(cases.size(), 10u) << "the table of malformed inputs is missing";
  for (const Case& c : cases) {
    SCOPED_TRACE(c.file);
    const std::string path = std::string(SATDOKU_TEST_DATA) + "/malformed/" + c.file;
    const auto run = testing::run_satdoku("solve " + testing::shell_quote(path));
    EXPECT_EQ(run.exit_code, c.exit_code) << run.err;
    if (c.exit_code == 2) {
      std::string where = "satdoku: error: " + path + ":" + std::to_string(c.line);
      if (c.column > 0) where += ":" + std::to_string(c.column);
      where += ": ";
      EXPECT_NE(run.err.find(where), std::string::npos)
          << "expected " << where << "\ngot " << run.err;
    }
    EXPECT_NE(run.err.find(c.message), std::string::npos)
        << "expected message '" << c.message << "'\ngot " << run.err;
  }
}

}  // namespace
}  // namespace satdoku
