// The test data itself: the samples of tests/data/sets/ are the full public
// sets' lines they claim to be (when the full sets are there), and the
// loaders fail, never return nothing, when data is missing.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "data_sets.hpp"

namespace satdoku::testing {
namespace {

namespace fs = std::filesystem;

std::vector<std::string> file_lines(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::vector<std::string> lines;
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

TEST(DataSamples, AreTheFullSetsLines) {
  if (full_set("17clue.txt").empty()) GTEST_SKIP() << needs_full_set("17clue.txt and the others");
  int checked = 0;
  for (const auto& item : fs::directory_iterator(kSetsDir)) {
    const std::string file = item.path().filename().string();
    const bool sampled = item.path().extension() == ".sample";
    const std::string set = sampled ? item.path().stem().string() : file;
    SCOPED_TRACE(file);
    const std::string full = full_set(set);
    ASSERT_FALSE(full.empty()) << set << " is not among the full sets";
    const auto whole = file_lines(full);
    if (!sampled) {
      EXPECT_EQ(read_data(item.path()), read_data(full));
    } else {
      // set_lines over the whole sample's span gives the full set's lines.
      for (std::size_t i = 0; i < whole.size(); ++i) {
        std::string line;
        try {
          line = set_line(set, i);
        } catch (const std::runtime_error&) {
          continue;  // not sampled
        }
        EXPECT_EQ(line, whole[i]) << "line " << i + 1;
        ++checked;
      }
      EXPECT_THROW(set_line(set, whole.size()), std::runtime_error) << "the line count";
    }
    ++checked;
  }
  EXPECT_GT(checked, 1000);
}

TEST(DataSamples, MissingDataFailsInsteadOfGivingNothing) {
  EXPECT_THROW(set_lines("no_such_set.txt"), std::runtime_error);
  EXPECT_THROW(read_data(kTestData / "no_such_file.txt"), std::runtime_error);
  // A line the sample does not hold (line 401 of 17clue is no test's pick).
  EXPECT_THROW(set_lines("17clue.txt", 1, 1, 400), std::runtime_error);
  // Lines it holds, and the whole of a set shipped whole.
  EXPECT_EQ(set_lines("17clue.txt", 1).size(), 1u);
  EXPECT_EQ(set_lines("norvig_top95.txt").size(), 95u);
  EXPECT_EQ(set_lines("norvig_top95.txt", 10, 10).size(), 10u);
  EXPECT_EQ(variant_answer_lines().size(), 64u);
}

}  // namespace
}  // namespace satdoku::testing
