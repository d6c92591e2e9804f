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
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <regex>
#include <set>
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
