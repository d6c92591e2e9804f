// satdoku minimize: drop givens while the completion stays unique. Puzzles
// come through the input path every command reads (for_each_input), f-puzzles
// ones with their JSON (Entry::fpuzzles_json), which is written back.
#include <iostream>
#include <optional>
#include <sstream>

#include "answer_stream.hpp"
#include "choices.hpp"
#include "cli.hpp"
#include "interrupt.hpp"
#include "satdoku/backtrack.hpp"
#include "satdoku/check.hpp"
#include "satdoku/fpuzzles_writer.hpp"
#include "satdoku/minimize.hpp"
#include "satdoku/sat_engine.hpp"

namespace satdoku::cli {
namespace {

constexpr const char* kUsage = R"usage(Usage: satdoku minimize [OPTIONS] [FILE...]

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
  satdoku minimize --cross-check variant.json)usage";

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

}  // namespace

int minimize_command(int argc, char** argv) {
  InputOptions input;
  LimitOptions limit_options;
  std::uint64_t seed = 0;
  std::string keep_text;
  std::string format;
  bool cross_check = false;
  po::options_description options("Options");
  options.add_options()("seed,s", po::value(&seed)->value_name("S"),
                        "order of the givens tried (default 0)")(
      "keep", po::value(&keep_text)->value_name("R1C1,..."), "givens that must stay")(
      "format,f", one_of(&format, {"compact", "spaced", "line", "pretty"})->value_name("NOTATION"),
      "compact, spaced, line or pretty (default: the input's)")(
      "cross-check", po::bool_switch(&cross_check),
      "have the SAT engine confirm that every given is needed");
  if (!parse_puzzle_command(argc, argv, options, input, &limit_options, -1, kUsage)) return kSolved;
  // One message for every format minimize does not write (json, svg, ...).
  if (!format.empty() && format != "compact" && format != "spaced" && format != "line" &&
      format != "pretty")
    throw UsageError("--format '" + format + "' is not one of compact, spaced, line, pretty");
  const std::optional<Notation> out_notation = output_notation(format);
  const auto keep = parse_keep(keep_text);
  const Limits limits = limit_options.limits();
  auto native = make_backtrack_engine();
  auto sat = make_sat_engine();

  AnswerStream stream(false);
  bool first_grid = true;
  stream.each_input(input, [&](InputFile& file) {
    while (!interrupted()) {
      std::optional<Entry> entry = file.next();
      if (!entry) return;
      const Notation in_notation = file.reader.notation();
      Notation notation = out_notation.value_or(in_notation);
      const bool variant = entry->grid && entry->rules;
      const bool grid_form =
          !variant && notation != Notation::line && notation != Notation::fpuzzles;
      const std::string where = file.source + ":" + std::to_string(entry->line);
      // Each puzzle's answer on stdout, grids a blank line apart; the
      // stream then counts its ruling and folds it into the exit code.
      auto answer = [&](const std::string& text) {
        stream.before_answer();
        if (grid_form && !first_grid) std::cout << '\n';
        first_grid = false;
        std::cout << text;
        stream.printed();
      };
      auto word = [&](Ruling ruling) { answer(std::string(to_text(ruling)) + "\n"); };
      if (!entry->grid) {
        word(Ruling::invalid);
        print_error(entry->error->to_string());
        stream.answered(file, Ruling::invalid);
        continue;
      }
      MinimizeOptions m;
      m.seed = seed;
      // --timeout bounds the puzzle: the counts and the SAT engine's
      // confirmation share one deadline.
      m.limits = for_whole_puzzle(limits);
      const Grid& grid = entry->grid.value();
      for (const auto& [row, col] : keep) {
        const std::string cell = "--keep R" + std::to_string(row) + "C" + std::to_string(col);
        if (row > grid.side() || col > grid.side()) {
          const std::string side = std::to_string(grid.side());
          throw UsageError(cell + " is outside the " + side + "x" + side + " grid of " + where);
        }
        if (grid.at(row - 1, col - 1) == 0) throw UsageError(cell + ": no given there in " + where);
        m.keep.push_back(grid.index(row - 1, col - 1));
      }
      const Puzzle puzzle = entry->puzzle();
      const MinimizeResult r = minimize(puzzle, *native, m);
      if (interrupted()) return;  // Ctrl-C, not a limit: the note at the end says so
      if (r.kind == MinimizeResult::Kind::no_solution) {
        word(Ruling::no_solution);
        print_error(where + ": no solution: nothing to minimize");
        stream.answered(file, Ruling::no_solution);
        continue;
      }
      if (r.kind == MinimizeResult::Kind::not_unique) {
        word(Ruling::multiple);
        print_error(where +
                    ": not unique: the puzzle has several completions; minimize needs exactly one");
        stream.answered(file, Ruling::multiple);
        continue;
      }
      if (r.kind == MinimizeResult::Kind::unknown) {
        word(Ruling::unknown);
        print_note(where + ": unknown: a limit stopped the engine");
        stream.answered(file, Ruling::unknown);
        continue;
      }
      Confirmation confirmed;
      if (const Verdict v = check_solution(r.puzzle, r.solution); !v)
        confirmed = {Confirmation::Kind::refuted, v.reason};
      if (confirmed.confirmed())
        confirmed = check_unique_minimal(r.puzzle, *sat, cross_check, m.limits);
      if (interrupted()) return;
      if (confirmed.kind == Confirmation::Kind::unknown) {
        // A limit stopped the confirmation: nothing is known to be wrong.
        word(Ruling::unknown);
        print_note(where + ": unknown: a limit stopped the SAT engine's confirmation");
        stream.answered(file, Ruling::unknown);
        continue;
      }
      if (!confirmed.confirmed()) {
        word(Ruling::disagreement);
        print_error(where + ": the SAT engine disagrees: " + confirmed.why);
        stream.answered(file, Ruling::disagreement);
        continue;
      }
      // f-puzzles input comes back as f-puzzles JSON (its rules, its box
      // shape as regions, its drawing), unless another notation is asked for
      // a classic puzzle.
      if (variant || (in_notation == Notation::fpuzzles && !out_notation)) {
        if (in_notation != Notation::fpuzzles)
          throw UsageError(where +
                           ": a puzzle with rules (pencil marks) is minimized only from "
                           "f-puzzles input, which it is written back as");
        const auto written = fpuzzles_with_givens(entry->fpuzzles_json, r.puzzle.grid);
        if (!written) throw UsageError(where + ": cannot write the puzzle back as f-puzzles JSON");
        answer(*written + "\n");
      } else {
        if (notation == Notation::fpuzzles) notation = Notation::line;
        answer(print(r.puzzle.grid, notation));
      }
      stream.answered(file, Ruling::solved);
    }
  });
  return stream.finish(false);
}

}  // namespace satdoku::cli
