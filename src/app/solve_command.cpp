// satdoku solve: the lexicographically smallest completion of each puzzle.
#include <unistd.h>

#include <chrono>
#include <iostream>

#include "choices.hpp"
#include "cli.hpp"
#include "interrupt.hpp"
#include "lexmin_option.hpp"
#include "output.hpp"
#include "report/summary.hpp"
#include "satdoku/batch.hpp"
#include "satdoku/registry.hpp"
#include "svg_output.hpp"

namespace satdoku::cli {
namespace {

constexpr const char* kUsage = R"usage(Usage: satdoku solve [OPTIONS] [FILE...]

Prints the lexicographically smallest completion of each puzzle (row by row,
smallest digit first), in the notation it was read in unless --format says
otherwise. In line notation each input puzzle gets exactly one output line:
the solution, or 'no solution', 'unknown' or 'invalid'. Files of millions of
puzzles stream through in bounded memory, answered in input order.

Examples:
  satdoku solve puzzle.txt
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

std::string other_engine(const std::string& engine) {
  return engine.starts_with("sat") ? "backtrack" : "sat";
}

void tally(BatchSummary& summary, Ruling ruling) {
  ++summary.puzzles;
  switch (ruling) {
    case Ruling::solved:
      ++summary.solved;
      break;
    case Ruling::no_solution:
    case Ruling::multiple:
      ++summary.no_solution;
      break;
    case Ruling::unknown:
      ++summary.unknown;
      break;
    case Ruling::invalid:
      ++summary.invalid;
      break;
    case Ruling::disagreement:
      ++summary.rejected;
      break;
  }
}

}  // namespace

int solve_command(int argc, char** argv) {
  InputOptions input;
  LimitOptions limit_options;
  std::string engine_name = "sat";
  std::string format, lexmin;
  SvgDestination pictures_to;
  bool cross_check = false, no_cross_check = false, unique = false, quiet = false, stats = false;
  int jobs = 0;

  po::options_description options("Options");
  options.add_options()(
      "engine,e", one_of(&engine_name, engine_names())->value_name("ENGINE"),
      "sat (default), backtrack, or sat/ENCODING with ENCODING one of minimal, efficient, "
      "extended, reduced")(
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
  if (!parse_puzzle_command(argc, argv, options, input, &limit_options, -1, kUsage)) return kSolved;

  const bool svg = format == "svg";
  const auto notation = output_notation(svg ? "" : format);
  std::optional<SvgOutput> pictures = open_pictures(svg, pictures_to, input);
  jobs = resolve_jobs(jobs);
  const std::string checker_name = engine_with_lexmin(other_engine(engine_name), lexmin);
  engine_name = engine_with_lexmin(engine_name, lexmin);
  const auto named = make_engine(engine_name);
  if (!named) throw UsageError("unknown engine '" + engine_name + "' (try --help)");
  const bool with_checker = (cross_check || kCrossCheckByDefault) && !no_cross_check;
  const JudgeOptions settings{limit_options.limits(), unique};

  // Each worker thread owns its engines: they are stateful.
  auto make_worker = [&] {
    return [engine = make_engine(engine_name),
            checker = with_checker ? make_engine(checker_name) : nullptr,
            &settings](Entry& entry) mutable {
      return solve_entry(std::move(entry), *engine, checker.get(), settings);
    };
  };

  install_interrupt_handler();
  const bool progress_on = !quiet && ::isatty(STDERR_FILENO);
  // On a terminal each answer shows as it comes (see streaming_run otherwise).
  const bool stdout_terminal = ::isatty(STDOUT_FILENO);
  ProgressClock clock;
  BatchSummary summary;
  const auto start = std::chrono::steady_clock::now();
  auto elapsed = [&] {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  };

  OutcomeWriter writer(std::cout, notation, named->name());
  int code = kSolved;
  code = combine_exit(
      code, for_each_input(input, [&](InputFile& file) {
        if (interrupted()) return;
        run_ordered<Entry>(
            [&] { return file.next(); }, make_worker,
            [&](Outcome&& outcome) {
              if (stdout_terminal) clear_progress();
              if (pictures)
                pictures->write(outcome, file.source);
              else
                writer.write(outcome, file.source, file.reader.notation());
              if (stdout_terminal) std::cout.flush();
              check_output();
              report(outcome, file.source);
              code = combine_exit(code, exit_code(outcome.judgement.ruling));
              tally(summary, outcome.judgement.ruling);
              if (progress_on && clock.due(elapsed()))
                show_progress(progress_line({summary.puzzles, elapsed(), file.fraction_read()}));
            },
            streaming_run(jobs, file));
      }));
  if (pictures) pictures->finish();
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
