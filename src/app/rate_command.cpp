// satdoku rate: how hard each puzzle is for a person, on Sudoku Explainer's
// scale and as qqwing's level, from the logical solver's path.
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <iostream>

#include "choices.hpp"
#include "cli.hpp"
#include "interrupt.hpp"
#include "logic_job.hpp"
#include "output.hpp"
#include "report/summary.hpp"
#include "satdoku/batch.hpp"
#include "satdoku/registry.hpp"

namespace satdoku::cli {
namespace {

constexpr const char* kUsage = R"usage(Usage: satdoku rate [OPTIONS] [FILE...]

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
  if (!parse_puzzle_command(argc, argv, options, input, &limit_options, -1, kUsage)) return kSolved;
  if (!format.empty() && format != "text" && format != "json")
    throw UsageError("--format must be text or json");
  const bool json = format == "json";
  LogicJob job{logic.options(), limit_options.limits(), false};
  jobs = resolve_jobs(jobs);

  auto make_worker = [&] {
    return [engine = make_engine("backtrack"), &job](Entry& entry) mutable {
      return run_logic(std::move(entry), *engine, job, false);
    };
  };

  install_interrupt_handler();
  const bool progress_on = !quiet && ::isatty(STDERR_FILENO);
  const bool stdout_terminal = ::isatty(STDOUT_FILENO);
  ProgressClock clock;
  BatchSummary summary;
  const auto start = std::chrono::steady_clock::now();
  auto elapsed = [&] {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  };
  int code = kSolved;
  code = combine_exit(
      code, for_each_input(input, [&](InputFile& file) {
        if (interrupted()) return;
        run_ordered<Entry>(
            [&] { return file.next(); }, make_worker,
            [&](LogicOutcome&& o) {
              if (stdout_terminal) clear_progress();
              const std::string where = file.source + ":" + std::to_string(o.entry.line);
              const bool rated = o.ruling == Ruling::solved;
              if (json) {
                const PuzzleJson j = outcome_json(o, file.source, "");
                write_json_line(std::cout, j);
              } else if (rated) {
                std::cout << rating_text(o.rating.rating) << ' ' << to_string(o.rating.level) << ' '
                          << o.rating.steps << ' ' << to_string(o.rating.end) << ' '
                          << (o.rating.hardest.empty() ? "none" : o.rating.hardest) << '\n';
              } else {
                std::cout << outcome_word(o.ruling) << '\n';
              }
              if (stdout_terminal) std::cout.flush();
              check_output();
              if (o.ruling == Ruling::invalid && o.entry.error) {
                print_error(o.entry.error->to_string());
              } else if (o.ruling == Ruling::disagreement) {
                print_error(where + ": " + o.why);
              } else if (!rated) {
                print_note(where + ": " + std::string(outcome_word(o.ruling)) +
                           (o.why.empty() ? "" : ": " + o.why));
              }
              code = combine_exit(code, exit_code(o.ruling));
              ++summary.puzzles;
              if (rated) ++summary.solved;
              if (progress_on && clock.due(elapsed()))
                show_progress(progress_line({summary.puzzles, elapsed(), file.fraction_read()}));
            },
            streaming_run(jobs, file));
      }));
  flush_output();
  clear_progress();
  summary.seconds = elapsed();
  if (stats) print_note(format_summary(summary));
  if (interrupted()) {
    print_note("interrupted after " + std::to_string(summary.puzzles) + " puzzles");
    return kInterrupted;
  }
  return code;
}

}  // namespace satdoku::cli
