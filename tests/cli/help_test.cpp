// What a newcomer reads first: every help text fits an 80-column terminal,
// the main help lists --version and the whole exit-status list, and output
// names that promise another format are refused before anything runs.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <sstream>
#include <string>
#include <vector>

#include "run_program.hpp"

namespace satdoku {
namespace {

using testing::run_satdoku;
using testing::shell_quote;

// Every command the main help lists (its "Commands:" block: a line each,
// indented two spaces, the name first), so that a new command is checked
// without a second list to keep.
std::vector<std::string> listed_commands() {
  const auto run = run_satdoku("--help");
  std::istringstream in(run.out);
  std::vector<std::string> commands;
  bool inside = false;
  for (std::string line; std::getline(in, line);) {
    if (line == "Commands:") {
      inside = true;
    } else if (inside && line.empty()) {
      break;
    } else if (inside && line.size() > 2 && line.compare(0, 2, "  ") == 0 && line[2] != ' ') {
      commands.push_back(line.substr(2, line.find(' ', 2) - 2));
    }
  }
  return commands;
}

TEST(Help, EveryCommandIsListed) {
  const std::vector<std::string> commands = listed_commands();
  // Those of the README's Using it section at least, explain, rate and serve among them.
  for (const char* command : {"solve", "count", "compare", "cnf", "decode", "candidates",
                              "minimize", "generate", "explain", "rate", "serve"})
    EXPECT_NE(std::find(commands.begin(), commands.end(), command), commands.end()) << command;
}

TEST(Help, EveryLineOfEveryHelpFitsEightyColumns) {
  std::vector<std::string> calls = {"--help"};
  for (const auto& command : listed_commands()) calls.push_back(command + " --help");
  ASSERT_GT(calls.size(), 10u);
  for (const auto& call : calls) {
    SCOPED_TRACE(call);
    const auto run = run_satdoku(call);
    EXPECT_EQ(run.exit_code, 0) << run.err;
    EXPECT_GT(run.out.size(), 200u) << "no help text";
    std::istringstream in(run.out);
    int number = 0;
    for (std::string line; std::getline(in, line);) {
      ++number;
      EXPECT_LE(line.size(), 80u) << "line " << number << ": " << line;
    }
  }
}

TEST(Help, MainHelpListsVersionAndEveryLimit) {
  const auto run = run_satdoku("--help");
  EXPECT_NE(run.out.find("--version"), std::string::npos) << run.out;
  // Exit 3 names every limit option a command takes.
  const auto exit3 = run.out.find("\n  3  ");
  ASSERT_NE(exit3, std::string::npos) << run.out;
  const std::string entry = run.out.substr(exit3, run.out.find("\n  4  ") - exit3);
  for (const char* limit : {"--timeout", "--conflicts", "--nodes"})
    EXPECT_NE(entry.find(limit), std::string::npos) << limit << " missing from: " << entry;
}

TEST(OutputNames, AnExtensionOfAnotherFormatIsRefusedBeforeTheRun) {
  namespace fs = std::filesystem;
  const fs::path dir = fs::temp_directory_path() / ("satdoku_names_" + std::to_string(::getpid()));
  fs::create_directories(dir);
  const std::string puzzle = shell_quote(std::string(SATDOKU_SOURCE_DIR) + "/examples/batch.txt");
  const std::string png = (dir / "plot.png").string();
  auto run = run_satdoku("compare --plot " + shell_quote(png) + " " + puzzle);
  EXPECT_EQ(run.exit_code, 2);
  EXPECT_NE(run.err.find("--plot '" + png + "' would hold SVG, not PNG: name the file '" +
                         (dir / "plot.svg").string() + "'"),
            std::string::npos)
      << run.err;
  EXPECT_EQ(run.out, "") << "the run must not start";
  EXPECT_FALSE(fs::exists(png));

  run = run_satdoku("compare --csv " + shell_quote((dir / "t.JSON").string()) + " " + puzzle);
  EXPECT_EQ(run.exit_code, 2);
  EXPECT_NE(run.err.find("would hold CSV, not JSON"), std::string::npos) << run.err;

  const std::string a = shell_quote(std::string(SATDOKU_SOURCE_DIR) + "/examples/problem_a.txt");
  run = run_satdoku("cnf -o " + shell_quote((dir / "a.svg").string()) + " " + a);
  EXPECT_EQ(run.exit_code, 2);
  EXPECT_NE(run.err.find("would hold DIMACS CNF, not SVG"), std::string::npos) << run.err;
  EXPECT_FALSE(fs::exists(dir / "a.svg"));

  // Names that promise nothing, or the right thing, are written.
  for (const char* name : {"a.cnf", "a.dimacs", "a.txt", "a"}) {
    run = run_satdoku("cnf -o " + shell_quote((dir / name).string()) + " " + a);
    EXPECT_EQ(run.exit_code, 0) << name << ": " << run.err;
    EXPECT_TRUE(fs::exists(dir / name)) << name;
  }
  fs::remove_all(dir);
}

}  // namespace
}  // namespace satdoku
