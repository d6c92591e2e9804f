// satdoku solve: the lexicographically smallest completion of each puzzle.
#include <iostream>

#include "answer_pictures.hpp"
#include "answer_printer.hpp"
#include "answer_stream.hpp"
#include "choices.hpp"
#include "cli.hpp"
#include "lexmin_option.hpp"
#include "satdoku/job.hpp"
#include "satdoku/registry.hpp"

namespace satdoku::cli {
namespace {

constexpr const char* kSolveUsage = R"usage(Usage: satdoku solve [OPTIONS] [FILE...]

Prints the lexicographically smallest completion of each puzzle (row by row,
smallest digit first), in the notation it was read in unless --format says
otherwise. In line notation each input puzzle gets exactly one output line:
the solution, or 'no solution', 'unknown' or 'invalid'. Files of millions of
puzzles stream through in bounded memory, answered in input order.

A FILE may be compressed (gzip, bzip2, xz) or be the puzzle itself: an
argument that names no file but reads as a puzzle (one line of symbols, 81
for a 9x9, or an f-puzzles or SudokuPad share link) is solved as it is;
--puzzle TEXT takes a puzzle in any notation, before the files.

Examples:
  satdoku solve puzzle.txt
  satdoku solve 'https://f-puzzles.com/?load=N4IgzglgXgpiBcBOANCA...'
  satdoku solve --puzzle "$(cat grid.txt)" --format pretty
  satdoku solve --format line < puzzle.txt
  satdoku solve --engine backtrack --format pretty puzzle.txt
  satdoku solve --jobs 2 --stats 17clue.txt > answers.txt
  satdoku solve --lexmin assume puzzle.txt
  satdoku solve --unique --cross-check hard.txt
  satdoku solve --format svg -o killer.svg killer.json
  satdoku solve --format svg --svg-dir pictures batch.txt

--format svg draws each puzzle as a picture: the grid, its variant rules as
setters draw them, givens in bold and solved digits in blue. One puzzle goes
to standard output or -o FILE.svg; a batch needs --svg-dir DIR, which gets
DIR/puzzle-0001.svg ... numbered by position in the input.)usage";

#ifdef NDEBUG
constexpr bool kCrossCheckByDefault = false;
#else
constexpr bool kCrossCheckByDefault = true;  // debug builds prove every answer twice
#endif

}  // namespace

int solve_command(int argc, char** argv) {
  InputOptions input;
  LimitOptions limit_options;
  std::string engine_name = "auto";
  std::string format, lexmin;
  SvgDestination pictures_to;
  bool cross_check = false, no_cross_check = false, unique = false, quiet = false, stats = false;
  int jobs = 0;

  po::options_description options("Options");
  options.add_options()(
      "engine,e", one_of(&engine_name, engine_names())->value_name("ENGINE"),
      "auto (default: both engines racing on variant puzzles, SAT on classic ones), sat, "
      "backtrack, or sat/ENCODING with ENCODING one of minimal, efficient, extended, reduced")(
      "format,f",
      one_of(&format, {"compact", "spaced", "line", "pretty", "json", "svg"})
          ->value_name("NOTATION"),
      "output: compact, spaced, line, pretty, json or svg (default: the input's)")(
      "cross-check", po::bool_switch(&cross_check),
      "also solve with the other engine; any difference exits 4 (on in debug builds)")(
      "no-cross-check", po::bool_switch(&no_cross_check), "turn the cross-check off")(
      "unique", po::bool_switch(&unique), "fail (exit 1) on puzzles with more than one solution")(
      "jobs,j", po::value(&jobs)->value_name("N"),
      "solve N puzzles at once (0, the default: one per core); order is kept")(
      "quiet,q", po::bool_switch(&quiet), "no progress line on stderr")(
      "stats", po::bool_switch(&stats), "print a summary (counts, time, rate) on stderr");
  add_lexmin_option(options, lexmin);
  add_svg_options(options, pictures_to);
  if (!parse_puzzle_command(argc, argv, options, input, &limit_options, -1, kSolveUsage))
    return kSolved;

  const bool svg = format == "svg";
  const auto notation = output_notation(svg ? "" : format);
  std::optional<SvgOutput> pictures = open_pictures(svg, pictures_to, input);
  jobs = worker_count(jobs);
  const bool with_checker = (cross_check || kCrossCheckByDefault) && !no_cross_check;
  if (!make_engine(engine_name)) throw UsageError(unknown_engine_message(engine_name));
  // Cross-checked, "auto" is its two engines each run in full.
  const auto [answerer, checker] = cross_checked(engine_name);
  const std::string checker_name = engine_with_lexmin(checker, lexmin);
  engine_name = engine_with_lexmin(with_checker ? answerer : engine_name, lexmin);
  const auto named = make_engine(engine_name);
  if (!named) throw UsageError(unknown_engine_message(engine_name));
  JudgeSpec spec{{*contestant(engine_name)}, {limit_options.limits(), unique}, false};
  if (with_checker) spec.engines.push_back(*contestant(checker_name));

  AnswerStream stream(!quiet);
  AnswerPrinter printer(std::cout, notation, named->name(), pictures ? &*pictures : nullptr);
  stream.each_input(input, [&](InputFile& file) {
    run_jobs([&] { return file.next(); }, spec, stream.sink(file, printer),
             stream.run_options(jobs, file));
  });
  if (pictures) pictures->finish();
  return stream.finish(stats);
}

}  // namespace satdoku::cli
