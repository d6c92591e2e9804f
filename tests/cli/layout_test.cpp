// The program is a thin layer over the public API: every file of src/app
// includes system headers, its own headers, satdoku/*.hpp (include/satdoku/)
// and the program's reports (report/*.hpp), and nothing of the engines'
// insides (sat/, native/, core/, notation/ under src/).
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <regex>
#include <string>

namespace satdoku {
namespace layout_test {

namespace fs = std::filesystem;

TEST(Layout, TheProgramIncludesOnlyThePublicApiAndItsReports) {
  const fs::path app = fs::path(SATDOKU_SOURCE_DIR) / "src" / "app";
  const std::regex include_line(R"re(^\s*#\s*include\s*"([^"]+)")re");
  int files = 0;
  for (const auto& file : fs::directory_iterator(app)) {
    ++files;
    std::ifstream in(file.path());
    int number = 0;
    for (std::string line; std::getline(in, line);) {
      ++number;
      std::smatch match;
      if (!std::regex_search(line, match, include_line)) continue;
      const std::string header = match[1];
      const bool own = header.find('/') == std::string::npos && fs::exists(app / header);
      const bool allowed = own || header.starts_with("satdoku/") || header.starts_with("report/");
      EXPECT_TRUE(allowed) << file.path().filename().string() << ":" << number << ": " << header;
      if (header.starts_with("satdoku/")) {
        const fs::path path = fs::path(SATDOKU_SOURCE_DIR) / "include" / header;
        EXPECT_TRUE(fs::exists(path) || header == "satdoku/version.hpp") << header;
      }
    }
  }
  EXPECT_GT(files, 10);
}

}  // namespace layout_test
}  // namespace satdoku
