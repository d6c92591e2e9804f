// Malformed puzzle input through the program, beyond the fixed files of
// tests/malformed: inputs generated at test time (a 10 MB line, random binary
// data), input on stdin as well as in files, every command that reads
// puzzles, and clashing givens in each kind of unit.
//
// Expected positions and messages follow the rules written above PuzzleReader
// in satdoku/notation.hpp, worked out by hand for each input.
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "measured_run.hpp"
#include "printable.hpp"
#include "problem_a.hpp"
#include "run_program.hpp"

namespace satdoku {
namespace {

namespace fs = std::filesystem;
using testing::run_measured;
using testing::run_satdoku;
using testing::shell_quote;

using testing::kProblemA;
using testing::kProblemASolution;

// A file under the test's temporary directory, removed with it.
class TempFile {
 public:
  TempFile(const std::string& name, const std::string& content)
      : path_(fs::temp_directory_path() /
              ("satdoku_bad_" + std::to_string(::getpid()) + "_" + name)) {
    std::ofstream(path_, std::ios::binary) << content;
  }
  ~TempFile() { fs::remove(path_); }
  const fs::path& path() const { return path_; }
  std::string str() const { return path_.string(); }

 private:
  fs::path path_;
};

// Whether `line` is "satdoku: error: SOURCE:LINE[:COL]: MESSAGE" with a
// non-empty message.
bool error_line(const std::string& line, const std::string& source) {
  const std::string head = "satdoku: error: " + source + ":";
  if (line.rfind(head, 0) != 0) return false;
  std::size_t at = head.size();
  for (int field = 0; field < 2; ++field) {  // LINE, then COL when present
    const std::size_t end = line.find_first_not_of("0123456789", at);
    if (end == at || end == std::string::npos || line[end] != ':') return false;
    at = end + 1;
    if (line.compare(at, 1, " ") == 0) return line.size() > at + 1;
  }
  return false;
}

// Every stderr line is a well-formed error for `source`, made of printable
// ASCII only: raw input bytes must never reach the terminal.
void expect_clean_errors(const std::string& err, const std::string& source) {
  ASSERT_FALSE(err.empty());
  EXPECT_TRUE(testing::printable(err)) << err;
  std::istringstream in(err);
  for (std::string l; std::getline(in, l);)
    EXPECT_TRUE(error_line(l, source)) << "not a clean error line: " << l;
}

std::string ten_megabytes_of(char c) {
  return std::string(10 * 1000 * 1000, c);
}

TEST(BadInput, TenMegabyteLineIsRejectedQuicklyInBoundedMemory) {
  // Under AddressSanitizer a freed chunk waits in its quarantine (256 MB by
  // default) instead of being reused, and the bound below would count it:
  // the program's own memory is what is measured here.
  const char* asan = std::getenv("ASAN_OPTIONS");
  const std::string options =
      std::string(asan ? asan : "") + (asan && *asan ? ":" : "") + "quarantine_size_mb=0";
  ::setenv("ASAN_OPTIONS", options.c_str(), 1);
  const TempFile small("small.txt", "12345");
  const TempFile big("big.txt", ten_megabytes_of('1'));  // no newline at all
  const auto baseline = run_measured({"solve", small.str()}, "/dev/null");
  const auto run = run_measured({"solve", big.str()}, "/dev/null");
  EXPECT_EQ(run.exit_code, 2);
  EXPECT_NE(run.err.find("satdoku: error: " + big.str() + ":1: line longer than 65536 bytes"),
            std::string::npos)
      << run.err;
  EXPECT_EQ(run.out, "invalid\n");
  // Holding the line would cost 10 MB at least; reading it in chunks costs
  // one chunk. Time is generous for sanitizer builds on a busy machine.
  EXPECT_LT(run.max_rss_kb, baseline.max_rss_kb + 6 * 1024)
      << "baseline " << baseline.max_rss_kb << " KB";
  EXPECT_LT(run.seconds, 10.0);
}

TEST(BadInput, TenMegabyteLineOnStdinSpoilsOnlyItsOwnLine) {
  // Line notation: an error spoils its own line only, so the puzzle after the
  // long line is still solved.
  const TempFile input("stdin.txt", ten_megabytes_of('.') + "\n" + kProblemA + "\n");
  const auto run = run_measured({"solve", "--input-format", "line"}, input.path());
  EXPECT_EQ(run.exit_code, 2);
  EXPECT_NE(run.err.find("satdoku: error: <stdin>:1: line longer than 65536 bytes"),
            std::string::npos)
      << run.err;
  EXPECT_EQ(run.out, std::string("invalid\n") + kProblemASolution + "\n");
}

TEST(BadInput, RandomBinaryDataIsAnErrorWithAPosition) {
  std::mt19937_64 rng(20240601);
  std::uniform_int_distribution<int> byte(0, 255), printable(0x20, 0x7E);
  for (int round = 0; round < 12; ++round) {
    std::string data(1500, '\0');
    for (char& c : data) {
      switch (round % 3) {
        case 0:  // anything, NUL included
          c = static_cast<char>(byte(rng));
          break;
        case 1:  // high bytes only: UTF-8 fragments, Latin-1
          c = static_cast<char>(0x80 | byte(rng));
          break;
        default:  // printable garbage with line breaks
          c = byte(rng) < 20 ? '\n' : static_cast<char>(printable(rng));
          break;
      }
    }
    SCOPED_TRACE("round " + std::to_string(round));
    const TempFile file("random_" + std::to_string(round) + ".bin", data);
    const auto run = run_satdoku("solve " + shell_quote(file.str()));
    EXPECT_EQ(run.exit_code, 2) << run.err;
    expect_clean_errors(run.err, file.str());
    const auto piped = run_satdoku("solve --engine backtrack", data);
    EXPECT_EQ(piped.exit_code, 2) << piped.err;
    expect_clean_errors(piped.err, "<stdin>");
  }
}

struct Case {
  const char* name;
  std::string input;
  std::string args;   // extra options for `solve`
  std::string where;  // "LINE:COL" or "LINE"
  std::string message;
};

std::vector<Case> generated_cases() {
  std::string fullwidth = kProblemA;
  fullwidth.replace(4, 1, "\xEF\xBC\x91");  // U+FF11 FULLWIDTH DIGIT ONE at column 5
  std::string arabic = kProblemA;
  arabic.replace(10, 1, "\xD9\xA3");  // U+0663 ARABIC-INDIC DIGIT THREE at column 11
  const std::string spaced_row = "0 3 5 4 6 9 2 7 8\n";
  std::string spaced_huge;
  for (int r = 0; r < 9; ++r)
    spaced_huge += r == 3 ? "3 2 1 0 99999999999999999999 6 8 9 7\n" : spaced_row;
  std::string spaced_negative;
  for (int r = 0; r < 9; ++r) spaced_negative += r == 8 ? "2 5 8 3 9 4 7 6 -1\n" : spaced_row;
  std::string forty, forty37;  // spaced rows of 40 and 37 numbers: no such side
  for (int r = 0; r < 40; ++r) {
    for (int c = 0; c < 40; ++c) forty += c == 0 ? "0" : " 0";
    forty += "\n";
  }
  for (int c = 0; c < 37; ++c) forty37 += c == 0 ? "1" : " 1";
  forty37 += "\n";
  std::string compact_a;  // problem A in compact rows, the last one without its newline
  for (int r = 0; r < 9; ++r) compact_a += std::string(kProblemA + 9 * r, 9) + (r < 8 ? "\n" : "");
  return {
      {"fullwidth digit", fullwidth + "\n", "--input-format line", "1:5",
       "unexpected byte 0xEF (not ASCII)"},
      {"arabic-indic digit", arabic + "\n", "--input-format line", "1:11",
       "unexpected byte 0xD9 (not ASCII)"},
      {"20-digit number", spaced_huge, "", "4:9",
       "a 20-digit number is not a digit of a 9x9 grid (1-9)"},
      {"negative number", spaced_negative, "", "9:17", "unexpected '-'"},
      {"side 40", forty, "", "1", "side 40 is not supported"},
      {"side 37 with a box", forty37, "--box 3x3", "1:19", "expected 9 numbers, found 37"},
      {"line of 80", std::string(kProblemA).substr(0, 80) + "\n", "--input-format line", "1:81",
       "expected 81 symbols, found 80"},
      {"9x9 with box 2x3", compact_a + "\n", "--box 2x3", "1:7", "expected 6 symbols, found 9"},
      {"last row cut short", compact_a.substr(0, compact_a.size() - 2), "", "9:8",
       "expected 9 symbols, found 7"},
      {"only spaces and tabs", " \t \n\t\n   \n", "", "4", "no puzzle found"},
      {"only carriage returns", "\r\n\r\n", "", "3", "no puzzle found"},
  };
}

TEST(BadInput, GeneratedCasesOnStdinNameTheirPosition) {
  for (const Case& c : generated_cases()) {
    SCOPED_TRACE(c.name);
    const auto run = run_satdoku("solve " + c.args, c.input);
    EXPECT_EQ(run.exit_code, 2) << run.err;
    const std::string where = "satdoku: error: <stdin>:" + c.where + ": ";
    EXPECT_NE(run.err.find(where), std::string::npos)
        << "expected " << where << "\ngot " << run.err;
    EXPECT_NE(run.err.find(c.message), std::string::npos)
        << "expected '" << c.message << "'\ngot " << run.err;
    expect_clean_errors(run.err, "<stdin>");
  }
}

TEST(BadInput, EveryCommandThatReadsPuzzlesReportsTheSameError) {
  std::string stray = kProblemA;
  stray[20] = '*';
  const TempFile bad("stray.txt", stray + "\n");
  const std::string where = "satdoku: error: " + bad.str() + ":1:21: unexpected '*'";
  for (const char* command : {"solve", "count", "compare", "cnf"}) {
    SCOPED_TRACE(command);
    const auto run = run_satdoku(std::string(command) + " " + shell_quote(bad.str()));
    EXPECT_EQ(run.exit_code, 2) << run.err;
    EXPECT_NE(run.err.find(where), std::string::npos) << run.err;
  }
  const auto run = run_satdoku("decode --puzzle " + shell_quote(bad.str()), "1 0\n");
  EXPECT_EQ(run.exit_code, 2) << run.err;
  EXPECT_NE(run.err.find(bad.str() + ":1:21: unexpected '*'"), std::string::npos) << run.err;
}

TEST(BadInput, ClashingGivensAreNoSolutionWithTheCellsNamed) {
  struct Clash {
    int cell;
    const char* named;
  };
  // Problem A with one more 1: r1c1 holds 1, and neither row 5 nor box 4
  // (resp. row 3 and column 2) holds another.
  const Clash clashes[] = {{36, "r1c1=1 and r5c1=1 share column 1"},
                           {19, "r1c1=1 and r3c2=1 share box 1"}};
  for (const Clash& clash : clashes) {
    std::string puzzle = kProblemA;
    puzzle[static_cast<std::size_t>(clash.cell)] = '1';
    for (const char* engine : {"sat", "backtrack"}) {
      SCOPED_TRACE(std::string(clash.named) + " " + engine);
      const auto run = run_satdoku(std::string("solve --engine ") + engine, puzzle + "\n");
      EXPECT_EQ(run.exit_code, 1) << run.err;
      EXPECT_EQ(run.out, "no solution\n");
      EXPECT_NE(run.err.find(clash.named), std::string::npos) << run.err;
    }
  }
}

}  // namespace
}  // namespace satdoku
