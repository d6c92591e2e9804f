// The table of malformed inputs, tests/malformed/cases.tsv: one small file per
// defect and, per file, `file<TAB>exit_code<TAB>line<TAB>column<TAB>message`.
// Exit code 2 is malformed input: the first error read must sit at that line
// and column and its message hold that text. Exit code 1 (clashing givens) is
// no parse error: every entry parses, and the givens do clash. The command-line
// tests run the same files through the program.
#include <gtest/gtest.h>

#include <filesystem>
#include <set>

#include "malformed_cases.hpp"
#include "notation_helpers.hpp"

namespace satdoku {
namespace {

const std::string& kDir = testing::kMalformedDir;

using Case = testing::MalformedCase;
using testing::malformed_cases;

TEST(Malformed, EveryFileHasOneRow) {
  std::set<std::string> files, rows;
  for (const auto& entry : std::filesystem::directory_iterator(kDir))
    if (entry.path().extension() == ".txt") files.insert(entry.path().filename().string());
  for (const Case& c : malformed_cases())
    EXPECT_TRUE(rows.insert(c.file).second) << "twice: " << c.file;
  EXPECT_EQ(files, rows);
  EXPECT_GE(rows.size(), 20u);
}

TEST(Malformed, FirstErrorAtTheLineAndColumnOfTheTable) {
  for (const Case& c : malformed_cases()) {
    SCOPED_TRACE(c.file);
    std::ifstream in(kDir + "/" + c.file, std::ios::binary);
    ASSERT_TRUE(in) << "missing " << c.file;
    PuzzleReader reader(in, c.file);
    std::optional<ParseError> first_error;
    std::vector<Grid> grids;
    while (auto entry = reader.next()) {
      if (entry->error && !first_error) first_error = entry->error;
      if (entry->puzzle) grids.push_back(entry->grid());
    }
    if (c.exit_code == 2) {
      ASSERT_TRUE(first_error) << "no error in " << c.file;
      EXPECT_EQ(first_error->source, c.file);
      EXPECT_EQ(first_error->line, c.line) << first_error->to_string();
      EXPECT_EQ(first_error->column, c.column) << first_error->to_string();
      EXPECT_NE(first_error->message.find(c.message), std::string::npos)
          << first_error->to_string() << "\n  lacks: " << c.message;
    } else {
      EXPECT_EQ(c.exit_code, 1);
      EXPECT_FALSE(first_error) << first_error->to_string();
      ASSERT_FALSE(grids.empty());
      for (const Grid& g : grids) EXPECT_FALSE(find_clashes(g).empty());
    }
  }
}

}  // namespace
}  // namespace satdoku
