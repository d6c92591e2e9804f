// The program is a thin layer over the public API: every file of src/app
// and src/app/report includes system headers, its own folder's headers,
// satdoku/*.hpp (include/satdoku/) and report/*.hpp, and nothing of the
// engines' insides (sat/, native/, core/, notation/ under src/). The build
// holds it too (the program's include path is include/ and src/app); this
// test also keeps the reports from reaching into src/app's own headers.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <regex>
#include <string>

namespace satdoku {
namespace layout_test {

namespace fs = std::filesystem;

// src/app and src/app/report are the program; both reach the library
// through include/satdoku/ only.
TEST(Layout, TheProgramIncludesOnlyThePublicApiAndItsReports) {
  const fs::path src = fs::path(SATDOKU_SOURCE_DIR) / "src";
  const std::regex include_line(R"re(^\s*#\s*include\s*"([^"]+)")re");
  int files = 0;
  for (const char* folder : {"app", "app/report"}) {
    for (const auto& file : fs::directory_iterator(src / folder)) {
      if (!file.is_regular_file()) continue;
      ++files;
      std::ifstream in(file.path());
      int number = 0;
      for (std::string line; std::getline(in, line);) {
        ++number;
        std::smatch match;
        if (!std::regex_search(line, match, include_line)) continue;
        const std::string header = match[1];
        const bool own = header.find('/') == std::string::npos && fs::exists(src / folder / header);
        const bool allowed = own || header.starts_with("satdoku/") || header.starts_with("report/");
        EXPECT_TRUE(allowed) << folder << "/" << file.path().filename().string() << ":" << number
                             << ": " << header;
        if (header.starts_with("satdoku/")) {
          const fs::path path = fs::path(SATDOKU_SOURCE_DIR) / "include" / header;
          EXPECT_TRUE(fs::exists(path) || header == "satdoku/version.hpp") << header;
        }
      }
    }
  }
  EXPECT_GT(files, 20);
}

}  // namespace layout_test
}  // namespace satdoku
