// satdoku candidates: the true candidates of each puzzle, by the SAT engine,
// cross-checked by the native one on request.
#include <filesystem>
#include <iostream>
#include <limits>
#include <optional>

#include "answer_pictures.hpp"
#include "answer_stream.hpp"
#include "candidates_printer.hpp"
#include "choices.hpp"
#include "cli.hpp"
#include "interrupt.hpp"
#include "satdoku/backtrack.hpp"
#include "satdoku/sat_engine.hpp"

namespace satdoku::cli {
namespace {

constexpr const char* kUsage = R"usage(Usage: satdoku candidates [OPTIONS] [FILE...]

Prints the true candidates of each puzzle: for every cell, each digit that
appears in at least one completion (classic or variant puzzles). The SAT
engine finds completions, each covering a digit in every cell, and then asks
only whether some digit not covered yet can go in its cell, until none can:
a unique puzzle costs two solver calls. --engine backtrack asks the native
engine instead, once per uncovered digit; --cross-check asks both and
compares (exit 4 if they differ). --limit K also counts, per cell and
digit, the completions using it, up to K (K+ when there are more).

A puzzle without completion prints 'no solution' (exit 1, as solve).

Formats (--format):
)usage";

std::string usage() {
  std::string text = kUsage;
  for (const auto& [name, printer] : candidate_formats())
    text += "  " + name + std::string(8 - name.size(), ' ') + printer.help + "\n";
  text +=
      "  svg     a picture: the grid, its rules and each cell's candidates in small\n"
      "          type; one puzzle to standard output or -o FILE.svg, a batch with\n"
      "          --svg-dir DIR (DIR/puzzle-0001.svg ...)\n";
  text += R"usage(
The line form (N*N*N characters: 729 for a 9x9, 64 for a 4x4; a 6x6 or 8x8
with its --box) is also read as input: a puzzle whose cells hold candidate
sets (one candidate: a given; all N: blank).

--timeout bounds each puzzle, both engines' questions sharing one deadline;
--conflicts and --nodes bound each question.

Examples:
  satdoku candidates puzzle.txt
  satdoku candidates --format line puzzle.txt | satdoku solve
  satdoku candidates --limit 100 --format json puzzle.txt
  satdoku candidates --cross-check variant.json
  satdoku candidates --format svg -o marks.svg puzzle.txt)usage";
  return text;
}

// --format's values: the text formats, then svg.
std::vector<std::string> format_names() {
  std::vector<std::string> names;
  for (const auto& entry : candidate_formats()) names.push_back(entry.first);
  names.push_back("svg");
  return names;
}

std::string other_engine(const std::string& engine) {
  return engine == "sat" ? "backtrack" : "sat";
}

// Both ways, kept for the whole run (the SAT one keeps its solvers).
struct Finders {
  SatCandidates sat;
  std::unique_ptr<Engine> backtrack = make_backtrack_engine();

  TrueCandidates run(const std::string& name, const Puzzle& puzzle,
                     const CandidateOptions& options) {
    if (name == "sat") return sat.run(puzzle, options);
    return true_candidates_with(*backtrack, puzzle, options);
  }
};

}  // namespace

int candidates_command(int argc, char** argv) {
  InputOptions input;
  LimitOptions limit_options;
  std::string format = "pretty";
  std::string engine = "sat";
  SvgDestination pictures_to;
  constexpr std::int64_t kNoCounts = std::numeric_limits<std::int64_t>::min();  // no --limit
  std::int64_t limit = kNoCounts;
  bool cross_check = false;
  po::options_description options("Options");
  options.add_options()("format,f", one_of(&format, format_names())->value_name("FORMAT"),
                        "pretty (default), json, line or svg")(
      "limit,k", po::value(&limit)->value_name("K"),
      "also count completions per cell and digit, up to K")(
      "engine,e", one_of(&engine, {"sat", "backtrack"})->value_name("ENGINE"),
      "sat (default) or backtrack")(
      "cross-check", po::bool_switch(&cross_check),
      "compute them with both engines and compare (exit 4 if they differ)");
  add_svg_options(options, pictures_to);
  if (!parse_puzzle_command(argc, argv, options, input, &limit_options, -1, usage()))
    return kSolved;
  const bool svg = format == "svg";
  // Pictures go to their own destination; standard output then carries
  // nothing (the words below are for the text formats).
  const auto found = candidate_formats().find(svg ? "pretty" : format);
  if (found == candidate_formats().end())
    throw UsageError("--format '" + format + "' is not one of json, line, pretty, svg");
  const CandidatePrinter& printer = found->second;
  std::optional<SvgOutput> pictures = open_pictures(svg, pictures_to, input);
  auto say = [&](const std::string& text) {
    if (!svg) std::cout << text;
  };
  // As count's --limit: 0 would read as "no limit", so it is refused too.
  if (limit != kNoCounts && limit < 1) throw UsageError("--limit must be at least 1");
  if (limit == kNoCounts) limit = 0;
  if (limit > 0 && format == "line") throw UsageError("--format line cannot show --limit's counts");
  if (engine != "sat" && engine != "backtrack")
    throw UsageError("unknown engine '" + engine + "' (sat or backtrack)");
  CandidateOptions run;
  run.limit = static_cast<std::uint64_t>(limit);
  const Limits limits = limit_options.limits();
  install_interrupt_handler();

  Finders finders;
  int code = kSolved;
  bool first = true;
  std::uint64_t answered = 0;
  code = combine_exit(
      code, for_each_input(input, [&](InputFile& file) {
        while (!interrupted()) {
          std::optional<Entry> entry = file.next();
          if (!entry) return;
          if (printer.blank_line_between && !first) say("\n");
          first = false;
          const std::string where = file.source + ":" + std::to_string(entry->line);
          if (!entry->grid) {
            say(printer.print_word(*entry, file.source, Ruling::invalid));
            if (pictures) pictures->write(nullptr, {});
            print_error(entry->error->to_string());
            code = combine_exit(code, kBadInput);
            ++answered;
            continue;
          }
          const Puzzle puzzle = entry->puzzle();
          // --timeout bounds the puzzle: every call of both engines shares
          // one deadline.
          run.limits = for_whole_puzzle(limits);
          const TrueCandidates t = finders.run(engine, puzzle, run);
          if (interrupted()) return;  // stopped by Ctrl-C, not by a limit
          if (cross_check && t.status != Status::unknown) {
            const std::string other = other_engine(engine);
            const TrueCandidates u = finders.run(other, puzzle, run);
            if (interrupted()) return;
            const std::string diff =
                u.status == Status::unknown ? "" : compare_candidates(t, engine, u, other);
            if (!diff.empty()) {
              say(printer.print_word(*entry, file.source, Ruling::disagreement));
              if (pictures) pictures->write(&puzzle, {});
              print_error(where + ": the engines disagree: " + diff);
              code = combine_exit(code, kDisagreement);
              ++answered;
              continue;
            }
          }
          if (t.status == Status::no_solution) {
            say(printer.print_word(*entry, file.source, Ruling::no_solution));
            print_note(where + ": no solution");
            code = combine_exit(code, kNoSolution);
          } else if (t.status == Status::unknown) {
            say(printer.print_word(*entry, file.source, Ruling::unknown));
            print_note(where + ": unknown: a limit stopped the engine");
            code = combine_exit(code, kUnknown);
          } else if (!svg) {
            std::cout << printer.print(*entry, file.source, t);
          }
          if (pictures) {
            // Unsolved puzzles are drawn with their givens alone.
            SvgOptions picture;
            if (t.status == Status::solved) picture.candidates = &t.masks;
            picture.title = file.source == "<stdin>"
                                ? ""
                                : std::filesystem::path(file.source).filename().string();
            pictures->write(&puzzle, picture);
          }
          ++answered;
          check_output();
        }
      }));
  if (interrupted()) {
    flush_output();
    print_interrupted(answered);
    return kInterrupted;
  }
  if (pictures) pictures->finish();
  flush_output();
  return code;
}

}  // namespace satdoku::cli
