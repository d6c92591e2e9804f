// satdoku rate: how hard each puzzle is for a person, on Sudoku Explainer's
// scale and as qqwing's level, from the logical solver's path.
#include <cstdio>
#include <iostream>

#include "answer_printer.hpp"
#include "answer_stream.hpp"
#include "choices.hpp"
#include "cli.hpp"
#include "logic_job.hpp"
#include "satdoku/registry.hpp"

namespace satdoku::cli {
namespace {

constexpr const char* kRateUsage = R"usage(Usage: satdoku rate [OPTIONS] [FILE...]

Rates each puzzle as a person would find it: the logical solver takes the
easiest step it can at every point (singles, locked candidates, subsets,
fish, wings, uniqueness, chains, forcing chains ...), and the puzzle's rating
is its hardest step's, on Sudoku Explainer's scale (1.0 a full house, 1.2 a
hidden single in a box, 2.3 a naked single, 3.2 an X-Wing, 6.5 and up
chains, 8.5 and up dynamic forcing chains). One line per puzzle, in input
order:

  RATING LEVEL STEPS END HARDEST        e.g.  7.2 expert 65 solved aic

LEVEL is qqwing's word (simple, easy, intermediate, expert) by qqwing's own
rule; END is 'solved' when logic alone finished the grid, 'stuck' when no
technique applied (the rating is then that of the path so far), 'too_hard'
with --max-rating. Puzzles with no solution or several print 'no solution'
or 'multiple solutions' (exit 1), as solve does; unreadable ones 'invalid'.
Uniqueness techniques are used: each rated puzzle is first proved unique.
--timeout bounds each puzzle, proof and path: a path it cuts short is
'unknown' (exit 3), and a note says what stopped it.
Variant rules no named technique covers are rated by the SAT-found rule
steps (2.5 and up by their size; satdoku explain --help tells how).

Examples:
  satdoku rate puzzles.txt
  satdoku rate --format json --jobs 2 hard.txt
  satdoku rate --disable uniqueness,contradictions puzzle.txt)usage";

}  // namespace

int rate_command(int argc, char** argv) {
  InputOptions input;
  LimitOptions limit_options;
  LogicCommandOptions logic;
  std::string format;
  int jobs = 0;
  bool quiet = false, stats = false;
  po::options_description options("Options");
  options.add_options()("format,f", one_of(&format, {"text", "json"})->value_name("FORMAT"),
                        "text (default) or json (JSON Lines: one object per puzzle)")(
      "jobs,j", po::value(&jobs)->value_name("N"),
      "rate N puzzles at once (0, the default: one per core); order is kept")(
      "quiet,q", po::bool_switch(&quiet), "no progress line on stderr")(
      "stats", po::bool_switch(&stats), "print a summary (counts, time, rate) on stderr");
  add_logic_options(options, logic);
  if (!parse_puzzle_command(argc, argv, options, input, &limit_options, -1, kRateUsage))
    return kSolved;
  if (!format.empty() && format != "text" && format != "json")
    throw UsageError("--format must be text or json");
  const bool json = format == "json";
  LogicJob job{logic.options(), limit_options.limits(), false};
  jobs = worker_count(jobs);

  AnswerStream stream(!quiet);
  LogicPrinter printer{[&](const LogicPuzzle& puzzle, const InputFile& file) {
    const LogicOutcome& o = puzzle.answer;
    if (json) {
      write_json_line(std::cout, outcome_json(puzzle, file.source, ""));
    } else if (o.ruling == Ruling::solved) {
      std::cout << rating_text(o.rating.rating) << ' ' << to_string(o.rating.level) << ' '
                << o.rating.steps << ' ' << to_string(o.rating.end) << ' '
                << (o.rating.hardest.empty() ? "none" : o.rating.hardest) << '\n';
    } else {
      std::cout << to_text(o.ruling) << '\n';
    }
  }};
  stream.each_input(input, [&](InputFile& file) {
    run_jobs([&] { return file.next(); }, [&] { return LogicQuestion(job, false); },
             stream.sink(file, printer), stream.run_options(jobs, file));
  });
  return stream.finish(stats);
}

}  // namespace satdoku::cli
