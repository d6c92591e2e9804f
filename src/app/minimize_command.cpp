// satdoku minimize: drop givens while the completion stays unique. Puzzles
// come through the job pipeline every command reads by, f-puzzles ones with
// their JSON (Entry::fpuzzles_json), which is written back.
#include <iostream>
#include <memory>
#include <optional>
#include <sstream>

#include "answer_stream.hpp"
#include "choices.hpp"
#include "cli.hpp"
#include "satdoku/backtrack.hpp"
#include "satdoku/check.hpp"
#include "satdoku/fpuzzles_writer.hpp"
#include "satdoku/job.hpp"
#include "satdoku/minimize.hpp"
#include "satdoku/sat_engine.hpp"

namespace satdoku::cli {
namespace {

constexpr const char* kMinimizeUsage = R"usage(Usage: satdoku minimize [OPTIONS] [FILE...]

Drops givens from each puzzle while its completion stays unique, until every
given left is needed, and prints what is left: classic puzzles in their
input's notation (or --format), variant puzzles (f-puzzles input, whose rules
all stay) as one line of f-puzzles JSON. The native engine counts to 2 for
each given, in an order shuffled from --seed (default 0: the same seed gives
the same puzzle); the SAT engine then confirms that the result is unique
(--cross-check: and that every given is needed). --keep protects givens.

A puzzle with no completion or with several is an error that says so
(exit 1); 'no solution' or 'multiple solutions' takes its place.

Examples:
  satdoku minimize puzzle.txt
  satdoku minimize --seed 5 --keep R1C1,R9C9 --format pretty puzzle.txt
  satdoku minimize --cross-check variant.json
  satdoku minimize --jobs 2 puzzles.txt > minimal.txt)usage";

// "R1C1,r9c9" to (row, column) pairs from 1; the side is checked per puzzle.
std::vector<std::pair<int, int>> parse_keep(const std::string& text) {
  std::vector<std::pair<int, int>> cells;
  std::istringstream in(text);
  for (std::string item; std::getline(in, item, ',');) {
    // Digits read with a bound, never into an overflowing int: a row past
    // any side is named as written.
    std::size_t at = 0;
    auto number = [&](char letter) -> std::optional<long> {
      if (at >= item.size() || (item[at] != letter && item[at] != letter + 32)) return std::nullopt;
      const std::size_t start = ++at;
      while (at < item.size() && item[at] >= '0' && item[at] <= '9') ++at;
      if (at == start) return std::nullopt;
      if (at - start > 3) return 1000;  // past any side, whatever its digits
      return std::stol(item.substr(start, at - start));
    };
    const std::optional<long> row = number('R');
    const std::optional<long> col = number('C');
    if (!row || !col || at != item.size() || *row < 1 || *col < 1)
      throw UsageError("--keep '" + item + "' is not a cell like R1C1");
    if (*row > kMaxSide || *col > kMaxSide)
      throw UsageError("--keep '" + item + "' is outside every grid (sides go up to " +
                       std::to_string(kMaxSide) + ")");
    cells.emplace_back(static_cast<int>(*row), static_cast<int>(*col));
  }
  return cells;
}

// What minimize answers for one puzzle.
struct Minimized {
  Ruling ruling = Ruling::invalid;
  std::string why;  // what went wrong, when not solved
  Grid grid;        // solved: the minimized puzzle's givens
  // --keep names a cell this grid cannot keep: the usage error, to which
  // the printer adds where the puzzle is (a worker does not know).
  std::string refused_keep;
};

// The question minimize asks of each puzzle: givens dropped by the native
// engine, the result confirmed by the SAT engine, each worker with engines
// of its own.
class MinimizeQuestion {
 public:
  using Answer = Minimized;
  MinimizeQuestion(const std::vector<std::pair<int, int>>& keep, std::uint64_t seed,
                   const Limits& limits, bool cross_check)
      : keep_(&keep),
        seed_(seed),
        limits_(limits),
        cross_check_(cross_check),
        native_(make_backtrack_engine()),
        sat_(make_sat_engine()) {}

  Minimized answer(const Puzzle& puzzle) {
    Minimized out;
    auto rule = [&out](Ruling ruling, std::string why) {
      out.ruling = ruling;
      out.why = std::move(why);
      return out;
    };
    MinimizeOptions m;
    m.seed = seed_;
    // --timeout bounds the puzzle: the counts and the SAT engine's
    // confirmation share one deadline.
    m.limits = for_whole_puzzle(limits_);
    const Grid& grid = puzzle.grid;
    for (const auto& [row, col] : *keep_) {
      const std::string cell = "--keep R" + std::to_string(row) + "C" + std::to_string(col);
      if (row > grid.side() || col > grid.side()) {
        const std::string side = std::to_string(grid.side());
        out.refused_keep = cell + " is outside the " + side + "x" + side + " grid of ";
        return out;
      }
      if (grid.at(row - 1, col - 1) == 0) {
        out.refused_keep = cell + ": no given there in ";
        return out;
      }
      m.keep.push_back(grid.index(row - 1, col - 1));
    }
    const MinimizeResult r = minimize(puzzle, *native_, m);
    switch (r.kind) {
      case MinimizeResult::Kind::no_solution:
        return rule(Ruling::no_solution, "no solution: nothing to minimize");
      case MinimizeResult::Kind::not_unique:
        return rule(Ruling::multiple,
                    "not unique: the puzzle has several completions; minimize needs exactly one");
      case MinimizeResult::Kind::unknown:
        return rule(Ruling::unknown, "unknown: a limit stopped the engine");
      case MinimizeResult::Kind::minimal:
        break;
    }
    Confirmation confirmed;
    if (const Verdict v = check_solution(r.puzzle, r.solution); !v)
      confirmed = {Confirmation::Kind::refuted, v.reason};
    if (confirmed.confirmed())
      confirmed = check_unique_minimal(r.puzzle, *sat_, cross_check_, m.limits);
    // A limit that stopped the confirmation: nothing is known to be wrong.
    if (confirmed.kind == Confirmation::Kind::unknown)
      return rule(Ruling::unknown, "unknown: a limit stopped the SAT engine's confirmation");
    if (!confirmed.confirmed())
      return rule(Ruling::disagreement, "the SAT engine disagrees: " + confirmed.why);
    out.ruling = Ruling::solved;
    out.grid = r.puzzle.grid;
    return out;
  }

 private:
  const std::vector<std::pair<int, int>>* keep_;
  std::uint64_t seed_;
  Limits limits_;
  bool cross_check_;
  std::unique_ptr<Engine> native_, sat_;
};

// minimize's printer: each puzzle in its input's notation (or --format),
// variant and f-puzzles ones as f-puzzles JSON; the word in its place.
class MinimizePrinter {
 public:
  explicit MinimizePrinter(std::optional<Notation> notation) : notation_(notation) {}

  void write(const Job<Minimized>& job, const InputFile& file) {
    const Entry& entry = job.entry;
    const Minimized& answer = job.answer;
    const std::string where = file.source + ":" + std::to_string(entry.line);
    if (!answer.refused_keep.empty()) throw UsageError(answer.refused_keep + where);
    const Notation in_notation = file.reader.notation();
    Notation notation = notation_.value_or(in_notation);
    const bool variant = entry.puzzle && entry.rules();
    std::string text;
    if (answer.ruling != Ruling::solved) {
      text = std::string(to_text(answer.ruling)) + "\n";
    } else if (variant || (in_notation == Notation::fpuzzles && !notation_)) {
      // f-puzzles input comes back as f-puzzles JSON (its rules, its box
      // shape as regions, its drawing), unless another notation is asked
      // for a classic puzzle.
      if (in_notation != Notation::fpuzzles)
        throw UsageError(where +
                         ": a puzzle with rules (pencil marks) is minimized only from "
                         "f-puzzles input, which it is written back as");
      const auto written = fpuzzles_with_givens(entry.fpuzzles_json, answer.grid);
      if (!written) throw UsageError(where + ": cannot write the puzzle back as f-puzzles JSON");
      text = *written + "\n";
    } else {
      if (notation == Notation::fpuzzles || notation == Notation::iss) notation = Notation::line;
      text = print(answer.grid, notation);
    }
    // Grids a blank line apart.
    if (!variant && notation != Notation::line && notation != Notation::fpuzzles &&
        notation != Notation::iss && !first_grid_)
      std::cout << '\n';
    first_grid_ = false;
    std::cout << text;
  }

  void report(const Job<Minimized>& job, const InputFile& file) const {
    const Ruling ruling = job.answer.ruling;
    const std::string where = file.source + ":" + std::to_string(job.entry.line);
    if (ruling == Ruling::invalid)
      print_error(job.entry.error->to_string());
    else if (ruling == Ruling::unknown)
      print_note(where + ": " + job.answer.why);
    else if (ruling != Ruling::solved)
      print_error(where + ": " + job.answer.why);
  }

 private:
  std::optional<Notation> notation_;
  bool first_grid_ = true;
};

}  // namespace

int minimize_command(int argc, char** argv) {
  InputOptions input;
  LimitOptions limit_options;
  std::uint64_t seed = 0;
  std::string keep_text;
  std::string format;
  bool cross_check = false;
  int jobs = 0;
  po::options_description options("Options");
  options.add_options()("seed,s", po::value(&seed)->value_name("S"),
                        "order of the givens tried (default 0)")(
      "keep", po::value(&keep_text)->value_name("R1C1,..."), "givens that must stay")(
      "format,f", one_of(&format, {"compact", "spaced", "line", "pretty"})->value_name("NOTATION"),
      "compact, spaced, line or pretty (default: the input's)")(
      "cross-check", po::bool_switch(&cross_check),
      "have the SAT engine confirm that every given is needed")(
      "jobs,j", po::value(&jobs)->value_name("N"),
      "minimize N puzzles at once (0, the default: one per core); order is kept");
  if (!parse_puzzle_command(argc, argv, options, input, &limit_options, -1, kMinimizeUsage))
    return kSolved;
  // One message for every format minimize does not write (json, svg, ...).
  if (!format.empty() && format != "compact" && format != "spaced" && format != "line" &&
      format != "pretty")
    throw UsageError("--format '" + format + "' is not one of compact, spaced, line, pretty");
  const std::optional<Notation> out_notation = output_notation(format);
  const auto keep = parse_keep(keep_text);
  jobs = worker_count(jobs);
  AnswerStream stream(false);
  MinimizePrinter printer(out_notation);
  const Limits limits = limit_options.limits();
  stream.each_input(input, [&](InputFile& file) {
    run_jobs([&] { return file.next(); },
             [&] { return MinimizeQuestion(keep, seed, limits, cross_check); },
             stream.sink(file, printer), stream.run_options(jobs, file));
  });
  return stream.finish(false);
}

}  // namespace satdoku::cli
