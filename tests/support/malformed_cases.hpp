// The table of malformed inputs, tests/malformed/cases.tsv: one small file
// per defect and, per file, `file<TAB>exit_code<TAB>line<TAB>column<TAB>message`
// ('#' lines and the header row skipped). The notation tests and the
// command-line tests read the same table through this one loader.
#pragma once

#include <fstream>
#include <stdexcept>
#include <string>
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

// Throws on a row without five fields: a broken table must not shrink the
// tests silently.
inline std::vector<MalformedCase> malformed_cases() {
  std::ifstream in(kMalformedDir + "/cases.tsv");
  if (!in) throw std::runtime_error("cannot read " + kMalformedDir + "/cases.tsv");
  std::vector<MalformedCase> cases;
  for (std::string row; std::getline(in, row);) {
    if (!row.empty() && row.back() == '\r') row.pop_back();
    if (row.empty() || row[0] == '#' || row.rfind("file\t", 0) == 0) continue;
    std::vector<std::string> fields;
    std::size_t start = 0;
    for (std::size_t tab; (tab = row.find('\t', start)) != std::string::npos; start = tab + 1)
      fields.push_back(row.substr(start, tab - start));
    fields.push_back(row.substr(start));
    if (fields.size() != 5) throw std::runtime_error("cases.tsv: not five fields: " + row);
    cases.push_back(
        {fields[0], std::stoi(fields[1]), std::stoi(fields[2]), std::stoi(fields[3]), fields[4]});
  }
  return cases;
}

}  // namespace satdoku::testing
