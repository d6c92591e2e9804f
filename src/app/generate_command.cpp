// satdoku generate: new puzzles, unique and minimal. The command reads its
// options and the layout and shows progress; each puzzle is made and
// confirmed by GenerateQuestion (generate_job.hpp) on the pipeline's
// workers and printed in order inside AnswerStream.
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <fstream>
#include <iostream>
#include <limits>
#include <memory>
#include <optional>
#include <sstream>
#include <thread>

#include "answer_pictures.hpp"
#include "answer_stream.hpp"
#include "choices.hpp"
#include "cli.hpp"
#include "generate_job.hpp"
#include "interrupt.hpp"
#include "report/summary.hpp"
#include "satdoku/fpuzzles.hpp"
#include "satdoku/fpuzzles_writer.hpp"
#include "satdoku/generate.hpp"
#include "satdoku/job.hpp"
#include "satdoku/sat_engine.hpp"

namespace satdoku::cli {
namespace {

constexpr const char* kGenerateUsage =
    R"usage(Usage: satdoku generate --count K [--size N | --box HxW] [--givens G]
         [--seed S] [--symmetry SYM] [--rules FILE.json] [--timeout SECONDS]
         [--jobs J] [--cross-check]

Prints K new puzzles, each with exactly one completion and minimal (no given
can go). Classic puzzles come out in line notation, one a line; with --rules
(an f-puzzles file whose rules are kept and whose givens are not: a jigsaw
layout, diagonals, anti-knight ...) each is one line of f-puzzles JSON,
boxes other than the size's usual ones written as regions.

How: a random completion (a few random givens completed by the native
engine, or by the SAT engine when the native one finds none quickly), then
the givens dropped in a random order while the puzzle stays unique: up to
16x16 by counting to 2 with the native engine, on 25x25 and on variant
layouts past 9x9 by one incremental SAT solver, where a given can go when
the solver refutes "another completion exists" without it. Before a puzzle
is printed, the validity checker checks its solution and the SAT engine, on
a solver of its own, confirms that no other completion exists; --cross-check
also has the other engine confirm that every given is needed (one count per
given). A puzzle that fails is an error (exit 4).

Sides from 4 to 25 (36x36 is not offered: a minimal one takes more than 20
minutes). Time per puzzle on one core: 9x9 a few milliseconds, 16x16 about
half a second, 25x25 5 to 30 seconds. --timeout bounds each puzzle (no puzzle
for it, exit 3); on a terminal a progress line shows how far the run is.
A layout without any completion is "no solution" (exit 1).

The same --seed (default 0) gives the same puzzles on one machine, with any
--jobs. --givens G aims at G givens: up to 200 puzzles are tried for each
one printed, the first with at most G givens is taken, else the fewest.

--symmetry SYM places the givens symmetrically, as qqwing does: rotate90 (a
quarter turn), rotate180 (a half turn), mirror (left to right), flip (top to
bottom), random (one of those four for each puzzle) or none (the default).
Givens then go only together with their images, so the puzzle is minimal as
far as the symmetry allows: no such group of givens can go.

Examples:
  satdoku generate --count 10 --seed 7
  satdoku generate --count 5 --symmetry rotate180
  satdoku generate --count 2 --size 16 --givens 120
  satdoku generate --count 3 --rules layout.json
  satdoku generate --size 25 --timeout 120
  satdoku generate --count 20 --format svg --svg-dir pictures
  satdoku generate --count 100 --difficulty expert
  satdoku generate --count 100 --rating 7-8

--difficulty LEVEL keeps only puzzles of qqwing's level LEVEL (simple, easy,
intermediate, expert: qqwing's own rule, see 'satdoku rate --help');
--rating MIN-MAX only those the logical solver solves with a hardest step
rated MIN to MAX on Sudoku Explainer's scale ('7-8', '2.5-4', or one number).
Puzzles are made and rated until one fits (at most --attempts per puzzle,
default 100000; --timeout bounds the search); the seed still fixes the
output. Rarer bands take longer: simple puzzles are rare among minimal ones,
and ratings above 9 rarer still (a terminal shows the puzzles tried). A band
no puzzle can meet is refused: above every rating a step can have on the
grid, or outside what LEVEL allows (simple and easy puzzles take no step
above 2.3, intermediate none above 3.4; classic expert ones one of 2.5 or
more).

--format svg draws each puzzle (its givens and rules) instead of printing
it: one puzzle to standard output or -o FILE.svg, more with --svg-dir DIR
(DIR/puzzle-0001.svg ...).)usage";

// The largest side generate offers (see generate_command).
constexpr int kMaxGenerateSide = 25;

// --difficulty and --rating as a target.
DifficultyTarget parse_target(const std::string& difficulty, const std::string& band,
                              int attempts) {
  DifficultyTarget target;
  if (!difficulty.empty()) {
    target.level = parse_level(difficulty);
    if (!target.level)
      throw UsageError("--difficulty '" + difficulty +
                       "' is not one of simple, easy, intermediate, expert");
  }
  if (!band.empty()) {
    const std::size_t dash = band.find('-', 1);
    try {
      std::size_t used = 0;
      const std::string low = band.substr(0, dash),
                        high = dash == std::string::npos ? low : band.substr(dash + 1);
      target.min_rating = std::stod(low, &used);
      if (used != low.size()) throw std::invalid_argument(band);
      target.max_rating = std::stod(high, &used);
      if (used != high.size()) throw std::invalid_argument(band);
    } catch (const std::exception&) {
      throw UsageError("--rating '" + band + "' is not MIN-MAX (e.g. 7-8) or one rating");
    }
    if (!(target.min_rating >= 1 && target.max_rating >= target.min_rating &&
          target.max_rating <= 20))
      throw UsageError("--rating '" + band +
                       "': the band must go up from MIN to MAX, within 1.0 to 20 (SE's scale)");
  }
  if (attempts < 1) throw UsageError("--attempts must be 1 or more");
  target.attempts = attempts;
  return target;
}

// The layout of --rules: its rules, no givens.
Puzzle read_layout(const std::string& path, const std::optional<Geometry>& box, std::string& json) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw UsageError(path + ": cannot open file");
  std::ostringstream text;
  text << in.rdbuf();
  const std::string content = text.str();
  if (!fpuzzles_json_text(content))
    throw UsageError(path + ": not an f-puzzles file (JSON or a share link)");
  ReaderOptions options;
  options.notation = Notation::fpuzzles;
  options.box = box;
  const Entry e = parse_puzzle(content, options, path);
  if (e.error) throw UsageError(e.error->to_string());
  print_warnings(e);
  json = e.fpuzzles_json;  // as read (a link's decoded): written back with each puzzle's givens
  return Puzzle(Grid(e.grid().geometry()), e.rules());
}

// Whether the layout has a completion at all, asked of the SAT engine once
// before any puzzle is made: a layout without one is "no solution" (exit
// 1), with the rules that cannot all hold, not a search that never ends.
std::optional<std::string> layout_without_completion(const Puzzle& layout, const std::string& path,
                                                     const Limits& limits) {
  if (layout.classic()) return std::nullopt;
  const SolveResult r = make_sat_engine()->any(layout, for_whole_puzzle(limits));
  if (r.status != Status::no_solution) return std::nullopt;
  std::string why = path + ": no solution: the layout has no completion, so no puzzle";
  if (!r.core_rules.empty()) {
    why += "; these rules cannot all hold:";
    for (const std::string& rule : r.core_rules) why += " " + rule;
  }
  return why;
}

// "generate: 3 of 10 puzzles, 14 s (120 uniqueness questions so far)"; to
// a difficulty, "(412 puzzles tried so far)".
std::string progress_text(std::uint64_t done, std::uint64_t total, double seconds,
                          std::uint64_t questions, std::uint64_t tried) {
  std::string line = "satdoku: generate: " + std::to_string(done) + " of " + std::to_string(total) +
                     " puzzles, " + std::to_string(static_cast<long>(seconds)) + " s";
  if (tried > 0)
    line += " (" + std::to_string(tried) + " puzzles tried so far)";
  else if (questions > 0)
    line += " (" + std::to_string(questions) + " uniqueness questions so far)";
  return line;
}

}  // namespace

int generate_command(int argc, char** argv) {
  std::int64_t count = 1;
  constexpr int kNoSize = std::numeric_limits<int>::min();
  int size = kNoSize;
  std::string box;
  int givens = 0;
  std::uint64_t seed = 0;
  std::string rules_path;
  int jobs = 0;
  double timeout = 0;
  bool cross_check = false;
  bool quiet = false;
  std::string format = "text";
  std::string symmetry = "none";
  std::string difficulty, rating_band;
  int attempts = 100000;
  SvgDestination pictures_to;
  po::options_description options("Options");
  options.add_options()("count,n", po::value(&count)->value_name("K"),
                        "puzzles to make (default 1)")(
      "size", po::value(&size)->value_name("N"),
      "side of a square-box grid: 4, 9 (default), 16, 25")(
      "box,b", po::value(&box)->value_name("HxW"), "box height x width (6x6: --box 2x3)")(
      "givens,g", po::value(&givens)->value_name("G"), "aim at G givens (at most G when it can)")(
      "seed,s", po::value(&seed)->value_name("S"), "random seed (default 0)")(
      "symmetry",
      one_of(&symmetry, {"none", "rotate90", "rotate180", "mirror", "flip", "random"})
          ->value_name("SYM"),
      "givens placed symmetrically: none (default), rotate90, rotate180, mirror, flip or "
      "random")(
      "rules,r", po::value(&rules_path)->value_name("FILE"),
      "f-puzzles file whose rules (not givens) each puzzle keeps; output in f-puzzles JSON")(
      "jobs,j", po::value(&jobs)->value_name("N"),
      "make N puzzles at once (0, the default: one per core); same output")(
      "timeout", po::value(&timeout)->value_name("SECONDS"),
      "give up on a puzzle after this long (no puzzle for it, exit 3)")(
      "cross-check", po::bool_switch(&cross_check),
      "also have the other engine confirm that every given is needed")(
      "quiet,q", po::bool_switch(&quiet), "no progress line on a terminal")(
      "format,f", one_of(&format, {"text", "svg"})->value_name("FORMAT"),
      "text (default: line notation, or f-puzzles JSON with --rules) or svg")(
      "difficulty,d",
      one_of(&difficulty, {"simple", "easy", "intermediate", "expert"})->value_name("LEVEL"),
      "only puzzles of qqwing's level LEVEL: simple, easy, intermediate, expert")(
      "rating", po::value(&rating_band)->value_name("MIN-MAX"),
      "only puzzles rated MIN to MAX on Sudoku Explainer's scale (e.g. 7-8)")(
      "attempts", po::value(&attempts)->value_name("A"),
      "with --difficulty or --rating: puzzles made at most per puzzle printed (default 100000)");
  add_svg_options(options, pictures_to);
  if (!parse_command(argc, argv, options, po::options_description(), "", 0, kGenerateUsage))
    return kSolved;
  if (count < 0) throw UsageError("--count must be 0 or more");
  if (givens < 0) throw UsageError("--givens must be 0 or more");
  if (!(timeout >= 0)) throw UsageError("--timeout must be a number of seconds, 0 or more");
  if (size != kNoSize && !box.empty()) throw UsageError("give --size or --box, not both");
  std::optional<Geometry> geometry;
  if (!box.empty()) {
    geometry = Geometry::parse(box);
    if (!geometry) throw UsageError("--box '" + box + "' is not HxW with a side from 4 to 36");
  } else if (size != kNoSize) {
    if (size < kMinSide || size > kMaxSide)
      throw UsageError("--size " + std::to_string(size) + " is not a side from " +
                       std::to_string(kMinSide) + " to " + std::to_string(kMaxSide));
    geometry = Geometry::square(size);
    if (!geometry)
      throw UsageError("--size " + std::to_string(size) +
                       " has no square box: give --box HxW (e.g. --box 2x3 for 6x6)");
  }
  // Measured: a minimal 36x36 took more than 20 minutes (4.5 min of CPU at
  // least; ~700 uniqueness questions on a formula of 3 million clauses):
  // no side above 25 is offered rather than a run that seems to hang.
  if (geometry && geometry->side() > kMaxGenerateSide)
    throw UsageError("generate makes grids up to " + std::to_string(kMaxGenerateSide) + "x" +
                     std::to_string(kMaxGenerateSide) + ": a minimal " +
                     std::to_string(geometry->side()) + "x" + std::to_string(geometry->side()) +
                     " puzzle takes more than 20 minutes here (each of its hundreds of "
                     "uniqueness questions is a SAT call on millions of clauses)");
  if (jobs == 0) jobs = static_cast<int>(std::max(1U, std::thread::hardware_concurrency()));
  if (jobs < 0 || jobs > kMaxJobs)
    throw UsageError("--jobs must be from 0 (one per core) to " + std::to_string(kMaxJobs));

  GenerateSettings s;
  s.full_check = cross_check;
  s.target = parse_target(difficulty, rating_band, attempts);
  s.options.seed = seed;
  s.options.givens = givens;
  s.options.random_symmetry = symmetry == "random";
  if (!s.options.random_symmetry) {
    const auto chosen = symmetry_from_name(symmetry);
    if (!chosen)
      throw UsageError("--symmetry '" + symmetry +
                       "' is not one of none, rotate90, rotate180, mirror, flip, random");
    s.options.symmetry = *chosen;
  }
  if (!rules_path.empty()) {
    s.options.layout = read_layout(rules_path, geometry, s.layout_json);
  } else {
    s.options.layout = Puzzle(Grid(geometry.value_or(Geometry{3, 3})));
  }
  if (const auto why = unreachable(s.target, s.options.layout))
    throw UsageError(
        std::string(difficulty.empty()
                        ? "--rating " + rating_band
                        : "--difficulty " + difficulty +
                              (rating_band.empty() ? "" : " --rating " + rating_band)) +
        ": no puzzle can meet it: " + *why);
  if (givens > s.options.layout.grid.cells())
    throw UsageError("--givens " + std::to_string(givens) + " is more than the grid's " +
                     std::to_string(s.options.layout.grid.cells()) + " cells");
  if (format != "text" && format != "svg")
    throw UsageError("--format '" + format + "' is not one of text, svg");
  const bool svg = format == "svg";
  // The layout is an input: no picture may replace it.
  InputOptions layout_input;
  if (!rules_path.empty()) layout_input.files.push_back(rules_path);
  std::optional<SvgOutput> pictures = open_pictures(svg, pictures_to, layout_input);
  install_interrupt_handler();
  s.options.limits.seconds = timeout;
  s.options.limits.stop = &interrupt_flag();
  if (const auto why = layout_without_completion(s.options.layout, rules_path, s.options.limits)) {
    print_note(*why);
    return kNoSolution;
  }
  // Counting to 2 by search is fast up to 16x16 (a 9x9 in microseconds); on
  // larger grids, and on variant layouts past 9x9 whose counts can search
  // long, the givens go by one SAT solver's refutations.
  const int side = s.options.layout.side();
  s.options.sat_minimize = side > 16 || (!s.options.layout.classic() && side > 9);
  std::atomic<std::uint64_t> questions{0}, tried{0};
  s.options.progress = &questions;
  s.target.tried = &tried;

  const bool progress_on = !quiet && ::isatty(STDERR_FILENO);
  const std::uint64_t total = static_cast<std::uint64_t>(count);
  std::atomic<std::uint64_t> made_so_far{0};
  AnswerStream stream(false);  // generate draws its own progress line
  // Shown after the progress delay (a second), then twice a second, only on
  // a terminal.
  ProgressClock clock(progress_delay(), 0.5);
  auto progress = [&] {
    const double now = stream.elapsed();
    if (!progress_on || !clock.due(now)) return;
    show_progress(progress_text(made_so_far.load(), total, now, questions.load(), tried.load()));
  };
  RunOptions run;
  run.jobs = jobs;
  run.stop = &interrupt_flag();
  run.flush = [] { flush_output(); };
  if (progress_on) run.waiting = progress;
  run_numbered_jobs(
      total, [&] { return GenerateQuestion(s, made_so_far); },
      [&](std::uint64_t index, MadePuzzle&& made) {
        clear_progress();
        if (!made.problem.empty()) {
          const std::string what = "puzzle " + std::to_string(index + 1) + ": " + made.problem;
          if (made.ruling == Ruling::disagreement)
            print_error(what);
          else
            print_note(what);
          if (pictures) pictures->write(nullptr, {});  // keeps the numbering
        } else if (pictures) {
          pictures->write(&made.generated.puzzle, {});
        } else {
          std::cout << made.text;
        }
        stream.printed();
        stream.answered(made.ruling, exit_code(made.ruling));
        progress();
      },
      run);
  // Interrupted: the pictures drawn so far stay unwritten.
  if (pictures && !interrupted()) pictures->finish();
  return stream.finish(false);
}

}  // namespace satdoku::cli
