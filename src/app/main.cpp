// satdoku: the command-line program. Dispatches to one subcommand; each of
// them is a thin layer over the library in include/satdoku/.
#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <iostream>
#include <string>
#include <vector>

#include "cli.hpp"
#include "commands.hpp"
#include "satdoku/sat_engine.hpp"
#include "satdoku/version.hpp"
#include "suggest.hpp"

namespace {

constexpr const char* kHelp = R"(satdoku: Sudoku by SAT (CaDiCaL), proved by a second engine.

Usage: satdoku COMMAND [OPTIONS] [FILE...]
       satdoku --help | --version

Commands:
)";

constexpr const char* kHelpAfterCommands = R"(
Run 'satdoku COMMAND --help' for a command's options and examples.

Puzzles are read from FILEs (gzip, bzip2 or xz compressed too), standard input,
or the command line: an argument that names no file but reads as a puzzle (one
line of symbols, or a share link) is read as it is, and --puzzle TEXT takes one
in any notation. The notations (detected, or named with --input-format):
  compact   N lines of N symbols: 1-9, then A=10, B=11 ...; blank 0 or .
  spaced    N lines of N numbers separated by spaces (any side up to 36)
  line      one puzzle per line (81 symbols for 9x9), '#' comments allowed
  pretty    a grid drawn with | - + between boxes
  fpuzzles  f-puzzles JSON of a variant puzzle (the whole input), or share
            links https://f-puzzles.com/?load=... one per line
Sides 4, 9, 16, 25, 36 are inferred; others need --box HxW (e.g. --box 2x3).

Examples:
  satdoku solve puzzle.txt                 problem A in, problem A out
  satdoku solve 'https://f-puzzles.com/?load=N4Ig...'
  satdoku solve --format pretty < puzzle.txt
  satdoku solve --jobs 2 --stats 17clue.txt > answers.txt
  satdoku cnf puzzle.txt -o puzzle.cnf && cadical puzzle.cnf > model.txt
  satdoku decode --puzzle puzzle.txt model.txt
  satdoku candidates --format line puzzle.txt
  satdoku minimize --seed 3 puzzle.txt
  satdoku generate --count 1000 --seed 1 > new.txt
  satdoku explain puzzle.txt
  satdoku rate --jobs 2 puzzles.txt

Exit status:
  0  every puzzle solved
  1  some puzzle has no solution (with --unique: more than one)
  2  malformed input or bad usage (errors: satdoku: error: FILE:LINE:COL: ...)
  3  a limit (--timeout, --conflicts, --nodes) stopped an engine
  4  the engines disagree, or an answer failed the validity check
When several apply, the first of 4, 2, 3, 1 wins.
)";

using namespace satdoku::cli;
using namespace satdoku;

std::string help() {
  return kHelp + command_list() + kHelpAfterCommands;
}

// "; did you mean 'solve'?" for a command one or two edits from a real one.
std::string suggestion(const std::string& typed) {
  std::vector<std::string> names;
  for (const Command& command : commands()) names.emplace_back(command.name);
  return did_you_mean(typed, names);
}

int dispatch(const std::string& command, int argc, char** argv) {
  for (const Command& c : commands())
    if (command == c.name) return c.run(argc, argv);
  print_error("unknown command '" + command + "'" + suggestion(command) +
              " (try 'satdoku --help')");
  return kBadInput;
}

// The command's code, once what it wrote has reached stdout: a write that
// failed (a full disk, a closed descriptor) is an error; a closed pipe
// (`| head` with SIGPIPE ignored) ends the run quietly, as SIGPIPE would.
// The SAT engine's warnings (its lex-first self-test failing) are printed
// here, once each, after the command's own output.
int finish(int code) {
  flush_output();
  for (const std::string& warning : satdoku::sat_engine_warnings())
    print_note("warning: " + warning);
  return code;
}

}  // namespace

int main(int argc, char** argv) {
  // Results go to stdout in big batches: let the C++ streams buffer freely.
  std::ios::sync_with_stdio(false);
  if (argc < 2) {
    std::cerr << help();
    return kBadInput;
  }
  std::string command = argv[1];
  try {
    if (command == "help" && argc > 2) {  // 'satdoku help solve': solve's own help
      command = argv[2];
      char help_flag[] = "--help";
      char* help_argv[] = {argv[2], help_flag, nullptr};
      return finish(dispatch(command, 2, help_argv));
    }
    if (command == "-h" || command == "--help" || command == "help") {
      std::cout << help();
      return finish(kSolved);
    }
    if (command == "-V" || command == "--version") {
      // As GNU tools print it: the version, then the copyright and licence.
      std::cout << "satdoku " << satdoku::kVersion << " (CaDiCaL " << satdoku::cadical_version()
                << ")\n"
                << "Copyright (c) 2026 The satdoku developers\n"
                   "License MIT: <https://opensource.org/licenses/MIT>.\n"
                   "This is free software: you are free to change and redistribute it.\n"
                   "There is NO WARRANTY, to the extent permitted by law.\n";
      return finish(kSolved);
    }
    return finish(dispatch(command, argc - 1, argv + 1));
  } catch (const WriteError& e) {
    if (e.error == EPIPE) return kBrokenPipe;
    print_error(e.what());
    return kBadInput;
  } catch (const UsageError& e) {
    print_error(e.what());
    return kBadInput;
  } catch (const boost::program_options::error& e) {
    print_error(std::string(e.what()) + " (try 'satdoku " + command + " --help')");
    return kBadInput;
  }
}
