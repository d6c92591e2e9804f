// The public puzzle sets the tests read (tests/data/README.md names their
// sources), and the rule files of tests/data/variants/.
//
// Every test runs from a clone with nothing beside it. The lines a test
// picks from a set ship in tests/data/sets/: small sets whole (<set>), large
// ones as a sample of the lines the tests pick (<set>.sample: each line the
// number of the line in the full set, from 1, a space, and the line).
// set_lines() reads them; a line it cannot find fails the test, so no test
// passes on missing data.
//
// The few tests that need a whole large set (10,000 serg_benchmark answers)
// read it from the folder CMake's SATDOKU_DATA_DIR names, and are skipped,
// saying why, without it:
//
//   const std::string path = testing::full_set("serg_benchmark.txt");
//   if (path.empty()) GTEST_SKIP() << testing::needs_full_set("serg_benchmark.txt");
#pragma once

#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <mutex>
#include <stdexcept>
#include <string>
#include <vector>

namespace satdoku::testing {

// tests/data/ and its folders.
inline const std::filesystem::path kTestData = std::filesystem::path(SATDOKU_TEST_DATA) / "data";
inline const std::filesystem::path kVariantsDir = kTestData / "variants";
inline const std::filesystem::path kSetsDir = kTestData / "sets";

// A data file's whole text; throws when it cannot be read (a test that
// reads nothing must not pass).
inline std::string read_data(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw std::runtime_error(path.string() + ": cannot open test data");
  std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  return text;
}

// A file of tests/data/variants/ (f-puzzles files of every rule, links/,
// answers.tsv), as a path.
inline std::string variant_path(const std::string& file) {
  return (kVariantsDir / file).string();
}

// The lines of tests/data/variants/answers.tsv: NAME, lex-min answer (or
// UNSAT) and count capped at 2 (0, 1 or 2+), tab-separated. Throws when the
// file is missing or empty.
inline std::vector<std::string> variant_answer_lines() {
  const std::string text = read_data(kVariantsDir / "answers.tsv");
  std::vector<std::string> lines;
  std::size_t start = 0;
  while (start < text.size()) {
    std::size_t end = text.find('\n', start);
    if (end == std::string::npos) end = text.size();
    std::string line = text.substr(start, end - start);
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (!line.empty()) lines.push_back(line);
    start = end + 1;
  }
  if (lines.empty()) throw std::runtime_error("tests/data/variants/answers.tsv holds no answer");
  return lines;
}

// The full set's path under SATDOKU_DATA_DIR, or "" when it is not there.
inline std::string full_set(const std::string& set) {
  const std::string dir = SATDOKU_DATA_DIR;
  if (dir.empty()) return "";
  const std::filesystem::path path = std::filesystem::path(dir) / set;
  return std::filesystem::is_regular_file(path) ? path.string() : "";
}

// Lines first, first + stride ... (at most max) of the full set; throws when
// it is not there (check full_set() first, and skip).
inline std::vector<std::string> full_set_lines(const std::string& set, std::size_t max = SIZE_MAX,
                                               std::size_t stride = 1) {
  const std::string path = full_set(set);
  std::ifstream in(path, std::ios::binary);
  if (path.empty() || !in) throw std::runtime_error("the full set " + set + " is not there");
  std::vector<std::string> lines;
  std::string line;
  for (std::size_t i = 0; lines.size() < max && std::getline(in, line); ++i) {
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (i % stride == 0) lines.push_back(line);
  }
  if (lines.empty()) throw std::runtime_error(path + " holds no line");
  return lines;
}

// The reason a test is skipped without the full set.
inline std::string needs_full_set(const std::string& set) {
  return "needs the full public set " + set +
         " (configure with -DSATDOKU_DATA_DIR=FOLDER; see tests/data/README.md)";
}

namespace detail {

// A set as shipped: its line count and the lines there are, by index from 0.
struct SetSample {
  std::size_t total = 0;
  std::map<std::size_t, std::string> lines;
};

inline void strip_cr(std::string& line) {
  if (!line.empty() && line.back() == '\r') line.pop_back();
}

inline SetSample load_sample(const std::string& set) {
  SetSample sample;
  std::filesystem::path whole = kSetsDir / set;
  // Recording picks (below) reads the full set, so that new picks are found.
  if (std::getenv("SATDOKU_RECORD_SETS") && !full_set(set).empty()) whole = full_set(set);
  if (std::filesystem::is_regular_file(whole)) {
    std::ifstream in(whole, std::ios::binary);
    for (std::string line; std::getline(in, line);) {
      strip_cr(line);
      sample.lines[sample.total++] = line;
    }
    return sample;
  }
  const std::filesystem::path sampled = kSetsDir / (set + ".sample");
  std::ifstream in(sampled, std::ios::binary);
  if (!in)
    throw std::runtime_error("no " + whole.string() + " or " + sampled.string() +
                             ": the tests' data of " + set + " is missing");
  // "# SET: N lines ..." first, then "NUMBER LINE" entries.
  for (std::string line; std::getline(in, line);) {
    strip_cr(line);
    if (line.rfind("# " + set + ": ", 0) == 0) {
      sample.total = std::stoul(line.substr(set.size() + 4));
    } else if (!line.empty() && line[0] != '#') {
      const std::size_t space = line.find(' ');
      sample.lines[std::stoul(line.substr(0, space)) - 1] = line.substr(space + 1);
    }
  }
  if (sample.total == 0 || sample.lines.empty())
    throw std::runtime_error(sampled.string() + ": no line count or no lines");
  return sample;
}

inline const SetSample& sample(const std::string& set) {
  static std::mutex mutex;
  static std::map<std::string, SetSample> loaded;
  std::lock_guard<std::mutex> lock(mutex);
  auto found = loaded.find(set);
  if (found == loaded.end()) found = loaded.emplace(set, load_sample(set)).first;
  return found->second;
}

}  // namespace detail

// Lines first, first + stride ... of a set (from 0; at most max of them,
// fewer when the set ends), without their line ends. Throws when one of them is not in
// tests/data/sets/: add it with tools/sample_sets.py.
inline std::vector<std::string> set_lines(const std::string& set, std::size_t max = SIZE_MAX,
                                          std::size_t stride = 1, std::size_t first = 0) {
  const detail::SetSample& s = detail::sample(set);
  std::vector<std::string> lines;
  // SATDOKU_RECORD_SETS=FILE lists every line picked ("SET NUMBER"), for
  // tools/sample_sets.py to cut new samples from the full sets.
  const char* record = std::getenv("SATDOKU_RECORD_SETS");
  std::ofstream picks;
  if (record) picks.open(record, std::ios::app);
  for (std::size_t i = first; i < s.total && lines.size() < max; i += stride) {
    if (record) picks << set << ' ' << i + 1 << '\n';
    const auto line = s.lines.find(i);
    if (line == s.lines.end())
      throw std::runtime_error("line " + std::to_string(i + 1) + " of " + set +
                               " is not in tests/data/sets/" + set +
                               ".sample: add it with tools/sample_sets.py");
    lines.push_back(line->second);
  }
  return lines;
}

// Line `index` (from 0) of a set, as set_lines reads it; for tests that walk
// a set until they have seen enough.
inline std::string set_line(const std::string& set, std::size_t index) {
  const detail::SetSample& s = detail::sample(set);
  if (index >= s.total)
    throw std::runtime_error(set + " has " + std::to_string(s.total) + " lines, not " +
                             std::to_string(index + 1));
  return set_lines(set, 1, 1, index).at(0);
}

}  // namespace satdoku::testing
