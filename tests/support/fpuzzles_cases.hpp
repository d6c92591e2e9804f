// The table of malformed f-puzzles inputs, tests/malformed/fpuzzles/cases.tsv:
// one small file per defect and, per file,
// `file<TAB>options<TAB>exit_code<TAB>line<TAB>column<TAB>message` (options
// '-' for none; '#' lines and the header row skipped). Read by the notation
// tests (through PuzzleReader) and the command-line tests (through the
// program).
#pragma once

#include <string>
#include <vector>

#include "malformed_cases.hpp"

namespace satdoku::testing {

inline const std::string kFpuzzlesMalformedDir =
    std::string(SATDOKU_TEST_DATA) + "/malformed/fpuzzles";

struct FpuzzlesCase {
  std::string file;
  std::string options;  // command-line options, "" for none
  int exit_code = 0;
  int line = 0;
  int column = 0;
  std::string message;
};

inline std::vector<FpuzzlesCase> fpuzzles_malformed_cases() {
  std::vector<FpuzzlesCase> cases;
  for (const auto& f : table_rows(kFpuzzlesMalformedDir + "/cases.tsv", 6))
    cases.push_back(
        {f[0], f[1] == "-" ? "" : f[1], std::stoi(f[2]), std::stoi(f[3]), std::stoi(f[4]), f[5]});
  return cases;
}

}  // namespace satdoku::testing
