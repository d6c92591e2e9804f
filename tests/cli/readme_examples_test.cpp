// README's examples cannot rot: every line of every ```sh block under "Using
// it" (up to the next "## " heading) is run as written, in order, by /bin/sh,
// and must exit 0, or N when its comment says "# exit N". A line whose
// comment says "runs until Ctrl-C" (a server) is not started: its options
// are checked by running it with --help instead. The lines run in a
// scratch directory laid out like the repository root (examples/ and
// build/satdoku, the program under test), so the files they write (CNF,
// models, plots) land there and not in the source tree. Lines that call an
// external solver need it installed (tools/setup.sh installs cadical, minisat
// and picosat).
//
// Nor can what README quotes of the program's output: each other block
// there (a plain ```) follows a line "<!-- output of: COMMAND -->", and
// COMMAND's standard output must read as the block does, a line "..."
// standing for any number of lines and the time of a JSON answer
// ("time_us") for any time; or it follows "<!-- not output: WHY -->".
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "run_program.hpp"
#include "xml_reader.hpp"

namespace satdoku {
namespace {

namespace fs = std::filesystem;
using testing::read_file;
using testing::shell_quote;

struct Example {
  int line = 0;  // in README.md
  std::string command;
  int expected_exit = 0;
};

std::vector<Example> readme_examples() {
  std::ifstream in(std::string(SATDOKU_SOURCE_DIR) + "/README.md");
  std::vector<Example> examples;
  bool in_usage = false, in_block = false;
  const std::regex exit_note(R"(#\s*exit (\d+))");
  int number = 0;
  for (std::string line; std::getline(in, line);) {
    ++number;
    if (!in_block && line.starts_with("## ")) in_usage = line == "## Using it";
    if (line.starts_with("```")) {
      in_block = !in_block && line == "```sh";
      continue;
    }
    if (!in_usage || !in_block) continue;
    const auto start = line.find_first_not_of(' ');
    if (start == std::string::npos || line[start] == '#') continue;
    Example example{number, line.substr(start)};
    if (line.find("# runs until Ctrl-C") != std::string::npos)
      example.command = example.command.substr(0, example.command.find('#')) + " --help";
    std::smatch match;
    if (std::regex_search(line, match, exit_note)) example.expected_exit = std::stoi(match[1]);
    examples.push_back(example);
  }
  return examples;
}

// A quoted block of output and the command that prints it.
struct Quoted {
  int line = 0;         // of the block's first line in README.md
  std::string command;  // "" for a block that is not output
  std::vector<std::string> lines;
};

std::vector<Quoted> readme_quoted_outputs(std::vector<std::string>& unmarked) {
  std::ifstream in(std::string(SATDOKU_SOURCE_DIR) + "/README.md");
  std::vector<Quoted> quoted;
  bool in_usage = false, in_block = false, quoting = false;
  std::string previous;
  const std::regex output_of(R"(^<!-- output of: (.*) -->$)");
  const std::regex not_output(R"(^<!-- not output: .+ -->$)");
  int number = 0;
  for (std::string line; std::getline(in, line); previous = line) {
    ++number;
    if (!in_block && line.starts_with("## ")) in_usage = line == "## Using it";
    if (line.starts_with("```")) {
      if (in_block) {
        in_block = quoting = false;
        continue;
      }
      in_block = true;
      if (!in_usage || line != "```") continue;
      std::smatch match;
      if (std::regex_match(previous, match, output_of)) {
        quoted.push_back({number + 1, match[1], {}});
        quoting = true;
      } else if (!std::regex_match(previous, not_output)) {
        unmarked.push_back("README.md:" + std::to_string(number));
      }
      continue;
    }
    if (quoting) quoted.back().lines.push_back(line);
  }
  return quoted;
}

// What may differ between runs: the time of an answer.
std::string steady(const std::string& line) {
  static const std::regex time(R"("time_us":[0-9.e+-]+)");
  return std::regex_replace(line, time, R"("time_us":T)");
}

// Whether `got` reads as `want` from their given positions on, "..." in
// `want` matching any run of lines.
bool reads_as(const std::vector<std::string>& want, std::size_t w,
              const std::vector<std::string>& got, std::size_t g) {
  if (w == want.size()) return g == got.size();
  if (want[w] == "...") {
    for (std::size_t skip = g; skip <= got.size(); ++skip)
      if (reads_as(want, w + 1, got, skip)) return true;
    return false;
  }
  return g < got.size() && steady(want[w]) == steady(got[g]) && reads_as(want, w + 1, got, g + 1);
}

std::vector<std::string> output_lines(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

bool installed(const std::string& program) {
  return std::system(("command -v " + program + " > /dev/null 2>&1").c_str()) == 0;
}

TEST(ReadmeExamples, EveryCommandRunsAsWritten) {
  const auto examples = readme_examples();
  ASSERT_GE(examples.size(), 15u) << "README's usage examples were not found";

  const fs::path root =
      fs::temp_directory_path() / ("satdoku_readme_" + std::to_string(::getpid()));
  fs::remove_all(root);
  fs::create_directories(root / "build");
  fs::create_directory_symlink(fs::path(SATDOKU_SOURCE_DIR) / "examples", root / "examples");
  fs::create_symlink(SATDOKU_BINARY, root / "build" / "satdoku");

  std::set<std::string> used;  // examples/ files the README mentions
  const std::regex example_file(R"(examples/([\w.]+))");
  for (const Example& example : examples) {
    SCOPED_TRACE("README.md:" + std::to_string(example.line) + ": " + example.command);
    for (std::sregex_iterator it(example.command.begin(), example.command.end(), example_file), end;
         it != end; ++it)
      used.insert((*it)[1]);
    bool runnable = true;
    for (const char* solver : {"cadical", "minisat", "picosat"})
      if (example.command.find(solver) != std::string::npos && !installed(solver)) runnable = false;
    if (!runnable) {
      ADD_FAILURE() << "needs a SAT solver that is not installed (tools/setup.sh installs them)";
      continue;
    }
    {
      std::ofstream script(root / "example.sh");
      script << example.command << '\n';
    }
    const std::string call =
        "cd " + shell_quote(root.string()) + " && sh example.sh < /dev/null > out.txt 2> err.txt";
    const int status = std::system(call.c_str());
    const int code = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
    EXPECT_EQ(code, example.expected_exit) << "stdout:\n"
                                           << read_file(root / "out.txt") << "stderr:\n"
                                           << read_file(root / "err.txt");
  }

  // What README quotes of the program's output is what it prints.
  std::vector<std::string> unmarked;
  const auto quoted = readme_quoted_outputs(unmarked);
  EXPECT_EQ(unmarked, std::vector<std::string>{})
      << "blocks under \"Using it\" that say neither whose output they are "
         "(<!-- output of: COMMAND -->) nor why they are none (<!-- not output: WHY -->)";
  EXPECT_GE(quoted.size(), 3u) << "README's quoted outputs were not found";
  for (const Quoted& block : quoted) {
    SCOPED_TRACE("README.md:" + std::to_string(block.line) + ": output of " + block.command);
    {
      std::ofstream script(root / "example.sh");
      script << block.command << '\n';
    }
    const std::string call =
        "cd " + shell_quote(root.string()) + " && sh example.sh < /dev/null > out.txt 2> err.txt";
    EXPECT_EQ(std::system(call.c_str()), 0) << read_file(root / "err.txt");
    const std::string out = read_file(root / "out.txt");
    EXPECT_TRUE(reads_as(block.lines, 0, output_lines(out), 0)) << "it prints:\n" << out;
  }

  // Every picture the examples drew (plots, puzzles) is well-formed XML.
  int pictures = 0;
  for (const auto& entry : fs::recursive_directory_iterator(root)) {
    if (entry.path().extension() != ".svg") continue;
    ++pictures;
    std::vector<testing::XmlElement> elements;
    std::string why;
    EXPECT_TRUE(testing::parse_xml(read_file(entry.path()), elements, why))
        << entry.path() << ": " << why;
  }
  EXPECT_GE(pictures, 12) << "the plot, the showcase and the batch's ten pictures";

  // Every example file is shown at work somewhere in the README.
  for (const auto& entry : fs::directory_iterator(fs::path(SATDOKU_SOURCE_DIR) / "examples")) {
    const std::string name = entry.path().filename().string();
    if (name == "README.md") continue;
    EXPECT_TRUE(used.count(name)) << "examples/" << name << " is unused";
  }
  fs::remove_all(root);
}

}  // namespace
}  // namespace satdoku
