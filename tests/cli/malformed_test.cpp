// The table of malformed inputs (tests/malformed/cases.tsv, one small file per
// defect) through the program: each gets its documented exit code and a
// `satdoku: error: FILE:LINE:COL: ...` message on stderr.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "malformed_cases.hpp"
#include "run_program.hpp"

namespace satdoku {
namespace {

using Case = testing::MalformedCase;
using testing::malformed_cases;

TEST(Malformed, EveryCaseGetsItsExitCodeAndMessage) {
  const auto cases = malformed_cases();
  ASSERT_GE(cases.size(), 10u) << "the table of malformed inputs is missing";
  for (const Case& c : cases) {
    SCOPED_TRACE(c.file);
    const std::string path = std::string(SATDOKU_TEST_DATA) + "/malformed/" + c.file;
    const auto run = testing::run_satdoku("solve " + testing::shell_quote(path));
    EXPECT_EQ(run.exit_code, c.exit_code) << run.err;
    if (c.exit_code == 2) {
      // Appended piece by piece: GCC 12 warns (-Wrestrict, a false positive)
      // on `":" + std::to_string(...)`.
      std::string where = "satdoku: error: " + path;
      where.append(":").append(std::to_string(c.line));
      if (c.column > 0) where.append(":").append(std::to_string(c.column));
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
