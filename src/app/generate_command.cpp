// satdoku generate: new puzzles, unique and minimal, each confirmed by the
// SAT engine before it is printed.
#include <atomic>
#include <fstream>
#include <iostream>
#include <optional>
#include <sstream>
#include <thread>

#include "choices.hpp"
#include "cli.hpp"
#include "interrupt.hpp"
#include "satdoku/backtrack.hpp"
#include "satdoku/check.hpp"
#include "satdoku/fpuzzles.hpp"
#include "satdoku/fpuzzles_writer.hpp"
#include "satdoku/generate.hpp"
#include "satdoku/sat_engine.hpp"
#include "satdoku/true_candidates.hpp"
#include "svg_output.hpp"

namespace satdoku::cli {
namespace {

constexpr const char* kUsage =
    R"usage(Usage: satdoku generate --count K [--size N | --box HxW] [--givens G]
         [--seed S] [--rules FILE.json] [--jobs J] [--cross-check]

Prints K new puzzles, each with exactly one completion and minimal (no given
can go). Classic puzzles come out in line notation, one a line; with --rules
(an f-puzzles file whose rules are kept and whose givens are not: a jigsaw
layout, diagonals, anti-knight ...) each is one line of f-puzzles JSON.

How: the native engine draws a random completion and drops givens in a
random order while the puzzle stays unique (counting to 2). Before a puzzle
is printed, the validity checker checks its solution and the SAT engine
confirms that no other completion exists (one solver call); --cross-check
also has the SAT engine confirm that every given is needed (one count per
given: about 10x slower on 9x9). A puzzle that fails is an error (exit 4).

The same --seed (default 0) gives the same puzzles on one machine, with any
--jobs. --givens G aims at G givens: up to 200 puzzles are tried for each
one printed, the first with at most G givens is taken, else the fewest.

Examples:
  satdoku generate --count 10 --seed 7
  satdoku generate --count 2 --size 16 --givens 120
  satdoku generate --count 3 --rules layout.json
  satdoku generate --count 20 --format svg --svg-dir pictures

--format svg draws each puzzle (its givens and rules) instead of printing
it: one puzzle to standard output or -o FILE.svg, more with --svg-dir DIR
(DIR/puzzle-0001.svg ...).)usage";

struct Settings {
  GenerateOptions options;
  bool full_check = false;
  std::string layout_json;  // --rules: the layout's JSON, for the output
};

struct Made {
  Generated generated;
  std::string problem;  // why a check failed; "" when it passed
  std::string text;     // the output line
};

Made make_one(const Settings& s, std::uint64_t index, Engine& native, SatCandidates& sat,
              Engine* sat_engine) {
  Made m;
  m.generated = generate_puzzle(s.options, index, native);
  const Generated& g = m.generated;
  if (g.status != Status::solved) {
    m.problem = "no puzzle found for this layout within the limits";
    return m;
  }
  if (const Verdict v = check_solution(g.puzzle, g.solution); !v) {
    m.problem = "the solution fails the check: " + v.reason;
    return m;
  }
  // Unique: the checked solution, and no other completion by one SAT call.
  const std::optional<bool> only = sat.is_only_completion(g.puzzle, g.solution, s.options.limits);
  if (only != true) {
    m.problem = only ? "the SAT engine disagrees: it finds a second completion"
                     : "unknown: a limit stopped the SAT engine";
    return m;
  }
  if (s.full_check) {
    if (auto why = check_unique_minimal(g.puzzle, *sat_engine, true, s.options.limits)) {
      m.problem = "the SAT engine disagrees: " + *why;
      return m;
    }
  }
  if (s.layout_json.empty()) {
    m.text = print(g.puzzle.grid, Notation::line);
  } else {
    const auto json = fpuzzles_with_givens(s.layout_json, g.puzzle.grid);
    m.text = json ? *json + "\n" : "";
    if (!json) m.problem = "the layout's JSON cannot be rewritten";
  }
  return m;
}

// The layout of --rules: its rules, no givens.
Puzzle read_layout(const std::string& path, const std::optional<Geometry>& box, std::string& json) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw UsageError(path + ": cannot open file");
  std::ostringstream text;
  text << in.rdbuf();
  const std::string content = text.str();
  const auto found = fpuzzles_json_text(content);
  if (!found) throw UsageError(path + ": not an f-puzzles file (JSON or a share link)");
  json = *found;
  ReaderOptions options;
  options.notation = Notation::fpuzzles;
  options.box = box;
  const Entry e = parse_puzzle(content, options, path);
  if (e.error) throw UsageError(e.error->to_string());
  return Puzzle(Grid(e.grid->geometry()), e.rules);
}

}  // namespace

int generate_command(int argc, char** argv) {
  std::int64_t count = 1;
  int size = 0;
  std::string box;
  int givens = 0;
  std::uint64_t seed = 0;
  std::string rules_path;
  int jobs = 0;
  bool cross_check = false;
  std::string format = "text";
  SvgDestination pictures_to;
  po::options_description options("Options");
  options.add_options()("count,n", po::value(&count)->value_name("K"),
                        "puzzles to make (default 1)")(
      "size", po::value(&size)->value_name("N"),
      "side of a square-box grid: 4, 9 (default), 16, 25")(
      "box,b", po::value(&box)->value_name("HxW"), "box height x width (6x6: --box 2x3)")(
      "givens,g", po::value(&givens)->value_name("G"), "aim at G givens (at most G when it can)")(
      "seed,s", po::value(&seed)->value_name("S"), "random seed (default 0)")(
      "rules,r", po::value(&rules_path)->value_name("FILE"),
      "f-puzzles file whose rules (not givens) each puzzle keeps; output in f-puzzles JSON")(
      "jobs,j", po::value(&jobs)->value_name("N"),
      "make N puzzles at once (0, the default: one per core); same output")(
      "cross-check", po::bool_switch(&cross_check),
      "also have the SAT engine confirm that every given is needed")(
      "format,f", one_of(&format, {"text", "svg"})->value_name("FORMAT"),
      "text (default: line notation, or f-puzzles JSON with --rules) or svg");
  add_svg_options(options, pictures_to);
  if (!parse_command(argc, argv, options, po::options_description(), "", 0, kUsage)) return kSolved;
  if (count < 0) throw UsageError("--count must be 0 or more");
  if (givens < 0) throw UsageError("--givens must be 0 or more");
  if (size != 0 && !box.empty()) throw UsageError("give --size or --box, not both");
  std::optional<Geometry> geometry;
  if (!box.empty()) {
    geometry = Geometry::parse(box);
    if (!geometry) throw UsageError("--box '" + box + "' is not HxW with a side from 4 to 36");
  } else if (size != 0) {
    geometry = Geometry::square(size);
    if (!geometry)
      throw UsageError("--size " + std::to_string(size) +
                       " has no square box: give --box HxW (e.g. --box 2x3 for 6x6)");
  }
  if (jobs == 0) jobs = static_cast<int>(std::max(1U, std::thread::hardware_concurrency()));
  if (jobs < 0 || jobs > kMaxJobs)
    throw UsageError("--jobs must be from 0 (one per core) to " + std::to_string(kMaxJobs));

  Settings s;
  s.full_check = cross_check;
  s.options.seed = seed;
  s.options.givens = givens;
  if (!rules_path.empty()) {
    s.options.layout = read_layout(rules_path, geometry, s.layout_json);
  } else {
    s.options.layout = Puzzle(Grid(geometry.value_or(Geometry{3, 3})));
  }
  if (givens > s.options.layout.grid.cells())
    throw UsageError("--givens " + std::to_string(givens) + " is more than the grid's " +
                     std::to_string(s.options.layout.grid.cells()) + " cells");
  if (format != "text" && format != "svg")
    throw UsageError("--format '" + format + "' is not one of text, svg");
  const bool svg = format == "svg";
  std::optional<SvgOutput> pictures = open_pictures(svg, pictures_to, InputOptions{});
  install_interrupt_handler();
  s.options.limits.stop = &interrupt_flag();

  // Blocks of puzzles, made in parallel and printed in order.
  const std::uint64_t total = static_cast<std::uint64_t>(count);
  const std::uint64_t block = 64 * static_cast<std::uint64_t>(jobs);
  int code = kSolved;
  for (std::uint64_t first = 0; first < total && !interrupted(); first += block) {
    const std::uint64_t n = std::min(block, total - first);
    std::vector<Made> made(n);
    std::atomic<std::uint64_t> next{0};
    auto work = [&] {
      auto native = make_backtrack_engine();
      SatCandidates sat;
      auto sat_engine = make_sat_engine();
      for (std::uint64_t i; (i = next.fetch_add(1)) < n && !interrupted();)
        made[i] = make_one(s, first + i, *native, sat, sat_engine.get());
    };
    std::vector<std::thread> threads;
    for (int t = 1; t < jobs; ++t) threads.emplace_back(work);
    work();
    for (auto& t : threads) t.join();
    if (interrupted()) break;
    for (std::uint64_t i = 0; i < n; ++i) {
      if (!made[i].problem.empty()) {
        print_error("puzzle " + std::to_string(first + i + 1) + ": " + made[i].problem);
        code = combine_exit(code,
                            made[i].generated.status == Status::solved ? kDisagreement : kUnknown);
        if (pictures) pictures->write(nullptr, {});  // keeps the numbering
        continue;
      }
      if (pictures)
        pictures->write(&made[i].generated.puzzle, {});
      else
        std::cout << made[i].text;
    }
    check_output();
  }
  if (interrupted()) {
    flush_output();
    print_note("interrupted");
    return kInterrupted;
  }
  if (pictures) pictures->finish();
  return code;
}

}  // namespace satdoku::cli
