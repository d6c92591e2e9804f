// The man page and the bash and zsh completions (made at build time by
// packaging/docgen/) against what the program itself says: every command
// `satdoku --help` lists and every option `satdoku COMMAND --help` lists is
// in each of them, bash completes each option and the values of --format
// (and of the other options with fixed values), and the man page renders
// without a warning.
#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "run_program.hpp"

namespace satdoku {
namespace {

using testing::read_file;
using testing::run_satdoku;
using testing::shell_quote;

const std::string kDocs = std::string(SATDOKU_BUILD_DIR) + "/packaging/";

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

// The command names of `satdoku --help`: the words that start a line of
// its "Commands:" list.
std::vector<std::string> help_commands() {
  const auto run = run_satdoku("--help");
  std::vector<std::string> names;
  bool in_list = false;
  const std::regex entry("^  ([a-z]+)( .*)?$");
  for (const std::string& line : lines_of(run.out)) {
    if (line == "Commands:") {
      in_list = true;
    } else if (in_list && line.empty()) {
      break;
    } else if (std::smatch m; in_list && std::regex_match(line, m, entry)) {
      names.push_back(m[1]);
    }
  }
  return names;
}

// The options of `satdoku COMMAND --help`, as Boost lists them:
// "  -f [ --format ] NOTATION ..." or "  --stats ...".
struct HelpOption {
  std::string long_name;
  std::string short_name;
};
std::vector<HelpOption> help_options(const std::string& command) {
  const auto run = run_satdoku(command + " --help");
  std::vector<HelpOption> options;
  const std::regex with_short("^  -([a-zA-Z]) \\[ --([a-z0-9-]+) \\].*");
  const std::regex long_only("^  --([a-z0-9-]+)( .*)?$");
  for (const std::string& line : lines_of(run.out)) {
    std::smatch m;
    if (std::regex_match(line, m, with_short))
      options.push_back({m[2], m[1]});
    else if (std::regex_match(line, m, long_only))
      options.push_back({m[1], ""});
  }
  return options;
}

// What the generated bash completion offers for the words typed so far
// (the last word is the one being completed).
std::set<std::string> bash_complete(const std::vector<std::string>& words) {
  std::string script = "source " + shell_quote(kDocs + "satdoku.bash") + "; COMP_WORDS=(";
  for (const std::string& w : words) script += shell_quote(w) + " ";
  script += "); COMP_CWORD=" + std::to_string(words.size() - 1) +
            "; _satdoku; printf '%s\\n' \"${COMPREPLY[@]}\"";
  // One file per process: other test runs on the machine use TempDir() too.
  const std::string out_file =
      ::testing::TempDir() + "satdoku_completion_" + std::to_string(::getpid()) + ".txt";
  const int status =
      std::system(("bash -c " + shell_quote(script) + " > " + shell_quote(out_file)).c_str());
  EXPECT_EQ(status, 0) << script;
  std::set<std::string> offered;
  for (const std::string& line : lines_of(read_file(out_file)))
    if (!line.empty()) offered.insert(line);
  std::remove(out_file.c_str());
  return offered;
}

// An option as the man page spells it: each '-' is "\-" in roff.
std::string roff_dashes(const std::string& text) {
  std::string out;
  for (const char c : text) out += c == '-' ? std::string("\\-") : std::string(1, c);
  return out;
}

TEST(Docs, TheProgramListsItsCommandsAndOptions) {
  // The parsing below finds what it must, so the tests after it can trust it.
  const auto commands = help_commands();
  EXPECT_GE(commands.size(), 8u);
  for (const char* name : {"solve", "candidates", "generate"})
    EXPECT_NE(std::find(commands.begin(), commands.end(), name), commands.end()) << name;
  const auto options = help_options("solve");
  EXPECT_TRUE(std::any_of(options.begin(), options.end(), [](const HelpOption& o) {
    return o.long_name == "format" && o.short_name == "f";
  }));
  EXPECT_TRUE(std::any_of(options.begin(), options.end(),
                          [](const HelpOption& o) { return o.long_name == "svg-dir"; }));
}

TEST(Docs, ManPageHasEveryCommandAndOption) {
  const std::string page = read_file(kDocs + "satdoku.1");
  ASSERT_FALSE(page.empty()) << kDocs << "satdoku.1 is missing";
  const auto common = page.find(".SH \"COMMON OPTIONS\"");
  ASSERT_NE(common, std::string::npos);
  for (const std::string& command : help_commands()) {
    SCOPED_TRACE(command);
    // The command's section runs to the next one; its options are there or
    // under COMMON OPTIONS, which names the commands taking each.
    const auto start = page.find("\n.SS " + command + "\n");
    ASSERT_NE(start, std::string::npos) << "no section for " << command;
    const auto end = page.find("\n.S", start + 1);
    const std::string section = page.substr(start, end - start);
    EXPECT_NE(page.find(".B satdoku " + command + "\n"), std::string::npos) << "not in SYNOPSIS";
    for (const HelpOption& o : help_options(command)) {
      const std::string escaped = "\\fB" + roff_dashes("--" + o.long_name);
      const bool here = section.find(escaped + "\\fR\n") != std::string::npos ||
                        section.find(escaped + "\\fR \\fI") != std::string::npos;
      const bool also = section.find(escaped + "\\fR") != std::string::npos &&
                        page.find(escaped, common) != std::string::npos;
      EXPECT_TRUE(here || also) << "--" << o.long_name << " missing from the man page";
    }
  }
}

TEST(Docs, BashCompletesEveryCommandOptionAndFormat) {
  const auto commands = help_commands();
  const auto first = bash_complete({"satdoku", ""});
  for (const std::string& command : commands) EXPECT_TRUE(first.count(command)) << command;
  for (const std::string& command : commands) {
    SCOPED_TRACE(command);
    std::set<std::string> expected;
    for (const HelpOption& o : help_options(command)) {
      expected.insert("--" + o.long_name);
      if (!o.short_name.empty()) expected.insert("-" + o.short_name);
    }
    EXPECT_EQ(bash_complete({"satdoku", command, "-"}), expected);
  }
  // Every value of --format, as the help texts name them.
  using Set = std::set<std::string>;
  EXPECT_EQ(bash_complete({"satdoku", "solve", "--format", ""}),
            (Set{"compact", "spaced", "line", "pretty", "json", "svg"}));
  EXPECT_EQ(bash_complete({"satdoku", "candidates", "-f", ""}),
            (Set{"pretty", "json", "line", "svg"}));
  EXPECT_EQ(bash_complete({"satdoku", "generate", "--format", "=", ""}), (Set{"text", "svg"}));
  EXPECT_EQ(bash_complete({"satdoku", "compare", "--engines", "sat,back"}), Set{"sat,backtrack"});
  EXPECT_EQ(bash_complete({"satdoku", "cnf", "--encoding", "re"}), Set{"reduced"});
  // --disable's families and one-word techniques, a comma-separated list.
  EXPECT_EQ(bash_complete({"satdoku", "explain", "--disable", "fi"}), (Set{"fishes"}));
  EXPECT_EQ(bash_complete({"satdoku", "rate", "--disable", "fishes,x-"}),
            (Set{"fishes,x-wing", "fishes,x-cycle", "fishes,x-chain"}));
  EXPECT_EQ(bash_complete({"satdoku", "generate", "--symmetry", "r"}),
            (Set{"rotate90", "rotate180", "random"}));
  // Files after a puzzle command, nothing but options after generate.
  const auto files = bash_complete({"satdoku", "solve", std::string(SATDOKU_SOURCE_DIR) + "/exam"});
  EXPECT_EQ(files, Set{std::string(SATDOKU_SOURCE_DIR) + "/examples"});
  EXPECT_TRUE(bash_complete({"satdoku", "generate", "x"}).empty());
}

TEST(Docs, ZshCompletionHasEveryCommandAndOption) {
  const std::string zsh = read_file(kDocs + "_satdoku");
  ASSERT_EQ(zsh.rfind("#compdef satdoku\n", 0), 0u);
  for (const std::string& command : help_commands()) {
    SCOPED_TRACE(command);
    const auto start = zsh.find("\n    " + command + ")\n");
    ASSERT_NE(start, std::string::npos) << "no case for " << command;
    const std::string section = zsh.substr(start, zsh.find(";;", start) - start);
    for (const HelpOption& o : help_options(command))
      EXPECT_NE(section.find("--" + o.long_name + (o.short_name.empty() ? "[" : "}'[")),
                std::string::npos)
          << "--" << o.long_name;
  }
}

TEST(Docs, ManPageRendersWithoutWarnings) {
  // As lintian checks it: groff's warnings on, output thrown away.
  const std::string err = ::testing::TempDir() + "satdoku_man_warnings.txt";
  const int status = std::system(
      ("groff -man -ww -z -Kutf8 " + shell_quote(kDocs + "satdoku.1") + " 2> " + shell_quote(err))
          .c_str());
  EXPECT_EQ(status, 0);
  EXPECT_EQ(read_file(err), "");
}

}  // namespace
}  // namespace satdoku
