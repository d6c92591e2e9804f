// satdoku candidates: the true candidates of each puzzle, by the SAT engine,
// cross-checked by the native one on request: the job pipeline asking
// CandidateSpec's question (job.hpp), printed by the candidate printers.
#include <filesystem>
#include <iostream>
#include <limits>
#include <optional>

#include "answer_pictures.hpp"
#include "answer_printer.hpp"
#include "answer_stream.hpp"
#include "candidates_printer.hpp"
#include "choices.hpp"
#include "cli.hpp"
#include "interrupt.hpp"
#include "satdoku/job.hpp"
#include "satdoku/registry.hpp"

namespace satdoku::cli {
namespace {

constexpr const char* kCandidatesUsage = R"usage(Usage: satdoku candidates [OPTIONS] [FILE...]

Prints the true candidates of each puzzle: for every cell, each digit that
appears in at least one completion (classic or variant puzzles). The SAT
engine finds completions, each covering a digit in every cell, and then asks
only whether some digit not covered yet can go in its cell, until none can:
a unique puzzle costs two solver calls. --engine backtrack searches the
completions once instead, skipping what could only repeat digits found, then
asks about each digit still open; --cross-check asks both and compares (exit
4 if they differ). --limit K also counts, per cell and digit, the
completions using it, up to K (K+ when there are more).

A puzzle without completion prints 'no solution' (exit 1, as solve).

Formats (--format):
)usage";

std::string usage() {
  std::string text = kCandidatesUsage;
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
  satdoku candidates --jobs 2 --format line puzzles.txt
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

}  // namespace

int candidates_command(int argc, char** argv) {
  InputOptions input;
  LimitOptions limit_options;
  std::string format = "pretty";
  std::string engine = "auto";
  SvgDestination pictures_to;
  constexpr std::int64_t kNoCounts = std::numeric_limits<std::int64_t>::min();  // no --limit
  std::int64_t limit = kNoCounts;
  bool cross_check = false, stats = false;
  int jobs = 0;
  po::options_description options("Options");
  options.add_options()("format,f", one_of(&format, format_names())->value_name("FORMAT"),
                        "pretty (default), json, line or svg")(
      "limit,k", po::value(&limit)->value_name("K"),
      "also count completions per cell and digit, up to K")(
      "engine,e", one_of(&engine, {"auto", "sat", "backtrack"})->value_name("ENGINE"),
      "auto (default: both racing on variant puzzles, SAT on classic ones), sat or backtrack")(
      "cross-check", po::bool_switch(&cross_check),
      "compute them with both engines and compare (exit 4 if they differ)")(
      "jobs,j", po::value(&jobs)->value_name("N"),
      "work on N puzzles at once (0, the default: one per core); order is kept")(
      "stats", po::bool_switch(&stats), "print a summary (counts, time, rate) on stderr");
  add_svg_options(options, pictures_to);
  if (!parse_puzzle_command(argc, argv, options, input, &limit_options, -1, usage()))
    return kSolved;
  const bool svg = format == "svg";
  // Pictures go to their own destination; standard output then carries
  // nothing (the words below are for the text formats).
  const auto found = candidate_formats().find(svg ? "pretty" : format);
  if (found == candidate_formats().end())
    throw UsageError("--format '" + format + "' is not one of json, line, pretty, svg");
  const CandidateFormat& text_format = found->second;
  std::optional<SvgOutput> pictures = open_pictures(svg, pictures_to, input);
  // As count's --limit: 0 would read as "no limit", so it is refused too.
  if (limit != kNoCounts && limit < 1) throw UsageError("--limit must be at least 1");
  if (limit == kNoCounts) limit = 0;
  if (limit > 0 && format == "line") throw UsageError("--format line cannot show --limit's counts");
  if (engine != "auto" && engine != "sat" && engine != "backtrack")
    throw UsageError("unknown engine '" + engine + "' (auto, sat or backtrack)");
  // Cross-checked, "auto" is its two finders each run in full.
  const auto [answerer, checker] = cross_checked(engine);
  CandidateSpec spec{{*contestant(cross_check ? answerer : engine)}, {}};
  if (cross_check) spec.engines.push_back(*contestant(checker));
  spec.options.limit = static_cast<std::uint64_t>(limit);
  spec.options.limits = limit_options.limits();
  jobs = worker_count(jobs);

  AnswerStream stream(false);
  CandidatePrinter printer(text_format, pictures ? &*pictures : nullptr);
  stream.each_input(input, [&](InputFile& file) {
    // Each worker keeps its engines' solvers from one puzzle to the next.
    run_jobs([&] { return file.next(); }, spec, stream.sink(file, printer),
             stream.run_options(jobs, file));
  });
  // Interrupted: the pictures drawn so far stay unwritten.
  if (pictures && !interrupted()) pictures->finish();
  return stream.finish(stats);
}

}  // namespace satdoku::cli
