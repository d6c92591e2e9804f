// The table of malformed inputs, tests/malformed/cases.tsv: one small file
// per defect and, per file, `file<TAB>exit_code<TAB>line<TAB>column<TAB>message`
// ('#' lines and the header row skipped). The notation tests and the
// command-line tests read the same table through this one loader, and
// fpuzzles_cases.hpp its own table through table_rows.
#pragma once

#include <fstream>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace satdoku::testing {

inline const std::string kMalformedDir = std::string(SATDOKU_TEST_DATA) + "/malformed";

struct MalformedCase {
  std::string file;
  int exit_code = 0;
  int line = 0;
  int column = 0;
  std::string message;
};

// The rows of a tab-separated table, split into fields ('#' lines, blank
// lines and the header row, which starts with "file", skipped). Throws on a
// row without `fields` fields: a broken table must not shrink the tests
// silently.
inline std::vector<std::vector<std::string>> table_rows(const std::string& path,
                                                        std::size_t fields) {
  std::ifstream in(path);
  if (!in) throw std::runtime_error("cannot read " + path);
  std::vector<std::vector<std::string>> rows;
  for (std::string row; std::getline(in, row);) {
    if (!row.empty() && row.back() == '\r') row.pop_back();
    if (row.empty() || row[0] == '#' || row.rfind("file\t", 0) == 0) continue;
    std::vector<std::string> split;
    std::size_t start = 0;
    for (std::size_t tab; (tab = row.find('\t', start)) != std::string::npos; start = tab + 1)
      split.push_back(row.substr(start, tab - start));
    split.push_back(row.substr(start));
    if (split.size() != fields)
      throw std::runtime_error(path + ": not " + std::to_string(fields) + " fields: " + row);
    rows.push_back(std::move(split));
  }
  return rows;
}

inline std::vector<MalformedCase> malformed_cases() {
  std::vector<MalformedCase> cases;
  for (const auto& f : table_rows(kMalformedDir + "/cases.tsv", 5))
    cases.push_back({f[0], std::stoi(f[1]), std::stoi(f[2]), std::stoi(f[3]), f[4]});
  return cases;
}

}  // namespace satdoku::testing
