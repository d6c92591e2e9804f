// The table of malformed f-puzzles inputs, tests/malformed/fpuzzles/cases.tsv:
// one small file per defect and, per file,
// `file<TAB>options<TAB>exit_code<TAB>line<TAB>column<TAB>message` (options
// '-' for none; '#' lines and the header row skipped). Read by the notation
// tests (through PuzzleReader) and the command-line tests (through the
// program).
#pragma once

#include <fstream>
#include <stdexcept>
#include <string>
#include <vector>

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

// Throws on a row without six fields: a broken table must not shrink the
// tests silently.
inline std::vector<FpuzzlesCase> fpuzzles_malformed_cases() {
  const std::string path = kFpuzzlesMalformedDir + "/cases.tsv";
  std::ifstream in(path);
  if (!in) throw std::runtime_error("cannot read " + path);
  std::vector<FpuzzlesCase> cases;
  for (std::string row; std::getline(in, row);) {
    if (!row.empty() && row.back() == '\r') row.pop_back();
    if (row.empty() || row[0] == '#' || row.rfind("file\t", 0) == 0) continue;
    std::vector<std::string> fields;
    std::size_t start = 0;
    for (std::size_t tab; (tab = row.find('\t', start)) != std::string::npos; start = tab + 1)
      fields.push_back(row.substr(start, tab - start));
    fields.push_back(row.substr(start));
    if (fields.size() != 6) throw std::runtime_error("cases.tsv: not six fields: " + row);
    cases.push_back({fields[0], fields[1] == "-" ? "" : fields[1], std::stoi(fields[2]),
                     std::stoi(fields[3]), std::stoi(fields[4]), fields[5]});
  }
  return cases;
}

}  // namespace satdoku::testing
