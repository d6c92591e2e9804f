// satdoku convert: puzzles written in another notation, rules and all (ISS's
// constraint strings), so that a setter can move them between tools.
#include <iostream>

#include "choices.hpp"
#include "cli.hpp"
#include "satdoku/iss.hpp"

namespace satdoku::cli {
namespace {

constexpr const char* kConvertUsage = R"usage(Usage: satdoku convert [OPTIONS] [FILE...]

Writes each puzzle of the input in another notation, one puzzle per line (a
blank line between grids). Nothing is solved.

  iss     ISS notation, the constraint strings of sigh's Interactive Sudoku
          Solver (the default): every rule of the puzzle, those ISS has no
          name for as its pairwise relations or sums; --link writes ISS
          share links instead
  line, compact, spaced, pretty
          the givens of a classic puzzle (a puzzle with rules is refused:
          these notations have no place for them)

FILEs are in any notation satdoku reads, ISS's too (docs/rules.md, "ISS
notation", says how each rule is read and written). A puzzle that cannot be
written in the notation (a side above 16 in ISS's, a rule in a grid notation)
is an error naming it, and the run goes on with the next one (exit 2).

Examples:
  satdoku convert puzzle.json                 f-puzzles to ISS
  satdoku convert --link puzzle.json          an ISS link to open it there
  satdoku convert --format line puzzles.txt   ISS or grid notations to lines)usage";

}  // namespace

int convert_command(int argc, char** argv) {
  InputOptions input;
  std::string format = "iss";
  bool link = false;
  po::options_description options("Options");
  options.add_options()(
      "format,f",
      one_of(&format, {"iss", "line", "compact", "spaced", "pretty"})->value_name("NOTATION"),
      "iss (default), line, compact, spaced or pretty")(
      "link", po::bool_switch(&link), "with iss: ISS share links instead of the bare strings");
  if (!parse_puzzle_command(argc, argv, options, input, nullptr, -1, kConvertUsage)) return kSolved;
  const auto notation = notation_from_name(format);
  if (!notation || *notation == Notation::json || *notation == Notation::fpuzzles)
    throw UsageError("--format '" + format + "' is not one of iss, line, compact, spaced, pretty");
  if (link && *notation != Notation::iss) throw UsageError("--link goes with --format iss");

  int code = kSolved;
  bool first_grid = true;
  const int read_code = for_each_input(input, [&](InputFile& file) {
    while (std::optional<Entry> entry = file.next()) {
      if (entry->error) {
        print_error(entry->error->to_string());
        code = combine_exit(code, kBadInput);
        continue;
      }
      const Puzzle& puzzle = *entry->puzzle;
      const std::string where = file.source + ":" + std::to_string(entry->line);
      std::string text;
      if (*notation == Notation::iss) {
        IssText written = write_iss(puzzle);
        if (!written.error.empty()) {
          print_error(where + ": cannot write in ISS notation: " + written.error);
          code = combine_exit(code, kBadInput);
          continue;
        }
        text = (link ? iss_link(written.text) : written.text) + "\n";
      } else {
        if (!puzzle.classic()) {
          const Rules& rules = *puzzle.rules;
          print_error(where + ": " +
                      (rules.list.empty() ? "jigsaw regions" : rules.list.front().label) +
                      ": a rule, which " + format + " notation cannot hold (use iss)");
          code = combine_exit(code, kBadInput);
          continue;
        }
        if (*notation != Notation::line && !first_grid) text = "\n";
        first_grid = false;
        text += print(puzzle.grid, *notation);
      }
      std::cout << text;
      check_output();
    }
  });
  return combine_exit(code, read_code);
}

}  // namespace satdoku::cli
