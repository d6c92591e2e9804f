// The puzzles of a folder of tests/data with the solutions its answers.tsv
// gives (published with them, or the independent reference's): the known
// completions the native propagators are checked against.
#pragma once

#include <filesystem>
#include <fstream>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "data_sets.hpp"
#include "satdoku/notation.hpp"
#include "text.hpp"

namespace satdoku::testing {

struct KnownSolution {
  std::string name;  // folder/file
  Puzzle puzzle;
  Grid solution;
};

// Files named in answers.tsv, as f-puzzles JSON (.json) or an ISS line (.txt).
inline std::vector<KnownSolution> known_solutions(const std::string& folder) {
  std::vector<KnownSolution> out;
  const std::filesystem::path dir = kTestData / folder;
  std::ifstream in(dir / "answers.tsv");
  std::string line;
  while (std::getline(in, line)) {
    std::istringstream fields(line);
    std::string file, solution;
    if (!std::getline(fields, file, '\t') || !std::getline(fields, solution, '\t')) continue;
    for (const char* ext : {".json", ".txt"}) {
      const std::filesystem::path path = dir / (file + ext);
      if (!std::filesystem::exists(path)) continue;
      const Entry entry = parse_puzzle(read_file(path), {}, path.string());
      if (!entry.puzzle) continue;
      const std::optional<Grid> s = parse_line(solution, entry.puzzle->grid.geometry());
      if (s) out.push_back({folder + "/" + file, *entry.puzzle, *s});
    }
  }
  return out;
}

}  // namespace satdoku::testing
