// satdoku explain: the solution path a person could follow, step by step.
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>

#include "answer_printer.hpp"
#include "answer_stream.hpp"
#include "choices.hpp"
#include "cli.hpp"
#include "interrupt.hpp"
#include "logic_job.hpp"
#include "output_paths.hpp"
#include "satdoku/batch.hpp"
#include "satdoku/json.hpp"
#include "satdoku/registry.hpp"
#include "satdoku/svg.hpp"

namespace satdoku::cli {
namespace {

constexpr const char* kExplainUsage = R"usage(Usage: satdoku explain [OPTIONS] [FILE...]

Shows how each puzzle can be solved by logic, one step per line: what the
step places or removes, then the technique and why it holds.

  r5c3=7  hidden single in row 5
  r2c4,r2c6 -3  pointing: box 2, digit 3 in row 2

The solver always takes the easiest step it can (Sudoku Explainer's order
and ratings), and never guesses. The path ends with a summary: solved by
logic, or stuck (no technique applies: the cells left and their candidates
are listed), or too hard (--max-rating). Each puzzle is first proved to have
exactly one solution (uniqueness techniques rely on it), and every step is
checked against that solution; puzzles with none or several print 'no
solution' or 'multiple solutions' (exit 1), as solve does. --timeout bounds
each puzzle, proof and path: a path it cuts short ends 'unknown' (exit 3),
and a note says what stopped it.

Techniques, easiest first (SE rating), by family:
  singles      full house 1.0, hidden single 1.2-1.5, naked single 2.3
  pointing     direct pointing 1.7, direct claiming 1.9, pointing 2.6,
               claiming 2.8, locked candidates 2.8
  tuples       direct hidden pair 2.0, direct hidden triple 2.5, naked pair
               3.0, hidden pair 3.4, naked triple 3.6, hidden triple 4.0,
               naked quad 5.0, hidden quad 5.4
  rules        rule 2.4 (a variant rule restricts its cells); rule step 2.5
               and up (found by the SAT solver, see below)
  fishes       x-wing 3.2, swordfish 3.8, jellyfish 5.2
  wings        xy-wing 4.2, xyz-wing 4.4, wxyz-wing 5.5-5.6, vwxyz-wing
               6.2-6.4, w-wing (a chain: 7.0+)
  uniqueness   unique rectangle 4.5, bug+1 5.6
  exclusion    aligned pair exclusion 6.2
  aic          skyscraper 4.0, 2-string kite 4.1, turbot fish 4.2,
               3-skyscraper 5.4, 3-turbot fish 5.5, 3-string kite 5.6 (Sukaku
               Explainer's; SE 1.2.1 has them as x-chains); x-cycle, xy-cycle
               6.5; x-chain 6.6; xy-chain, aic, aic loop 7.0 (chains add 0.1
               per length step)
  contradictions  nishio forcing chain 7.5, cell and unit forcing chain 8.0,
               dynamic forcing chain 8.5, dynamic forcing chain+ 9.0, nested
               forcing chain 9.5 and 10.0 (seconds on the hardest puzzles)

Rule steps: on a puzzle with variant rules, where no named technique
applies, the SAT solver finds the smallest set of rules (a cage, a
thermometer, a row ...) and facts (digits placed, candidates gone) that
rules a candidate out: an unsatisfiable core, shrunk until every member is
needed. Sets of one rule are tried first (2.5), then two (3.5), three (4.6),
then a bounded greedy search (6.3); each rule beyond four adds 0.1 and each
fact 0.05 (up to 0.5), 0.9 at most. The step names its rules and facts:

  r3c6 -5  rule step: arrow[3].lines[0], column 6; facts r1c6<>1,6, r2c6<>1,6

They can take seconds on a 9x9 with many rules (kropki dots, minimum and
maximum cells); --disable 'rule step' leaves them out.

Formats: text (default); json, JSON Lines with one object per step
({"type":"step","technique","rating","placements":[{"cell","digit"}],
"eliminations":[{"cell","digits"}],"reason":{"cells","rules","text"}}) and
one per puzzle at the end ({"type":"end","end","steps","rating",...}); svg,
a picture per step in --svg-dir DIR (DIR/puzzle-0001-step-001.svg ...: the
step's cells shaded, removed candidates red, placed digits green) and one of
where the path ended (puzzle-0001-end.svg).

Examples:
  satdoku explain puzzle.txt
  satdoku explain --max-rating 4 puzzle.txt
  satdoku explain --disable fishes,aic --format json puzzle.txt
  satdoku explain --format svg --svg-dir steps killer.json)usage";

std::string json_cells(const std::vector<int>& cells, int side) {
  std::string out = "[";
  for (std::size_t i = 0; i < cells.size(); ++i) {
    if (i) out += ',';
    out += json_string(cell_name(cells[i] / side, cells[i] % side));
  }
  return out + "]";
}

std::string json_digits(DigitMask digits) {
  std::string out = "[";
  for (int d = 1; digits; ++d, digits >>= 1)
    if (digits & 1) {
      if (out.size() > 1) out += ',';
      out += std::to_string(d);
    }
  return out + "]";
}

std::string step_json(const Step& step, int number, int side, const std::string& source, int line) {
  std::string out = "{\"type\":\"step\",\"source\":" + json_string(source) +
                    ",\"line\":" + std::to_string(line) + ",\"step\":" + std::to_string(number) +
                    ",\"technique\":" + json_string(step.technique) +
                    ",\"rating\":" + rating_text(step.rating) + ",\"placements\":[";
  for (std::size_t i = 0; i < step.placements.size(); ++i) {
    const Placement& p = step.placements[i];
    out += std::string(i ? "," : "") +
           "{\"cell\":" + json_string(cell_name(p.cell / side, p.cell % side)) +
           ",\"digit\":" + std::to_string(p.digit) + "}";
  }
  out += "],\"eliminations\":[";
  for (std::size_t i = 0; i < step.eliminations.size(); ++i) {
    const Elimination& e = step.eliminations[i];
    out += std::string(i ? "," : "") +
           "{\"cell\":" + json_string(cell_name(e.cell / side, e.cell % side)) +
           ",\"digits\":" + json_digits(e.digits) + "}";
  }
  out += "],\"reason\":{\"cells\":" + json_cells(step.reason.cells, side) + ",\"rules\":[";
  for (std::size_t i = 0; i < step.reason.rules.size(); ++i) {
    if (i) out += ',';
    out += json_string(step.reason.rules[i]);
  }
  out += "],\"text\":" + json_string(step.reason.text) + "}}";
  return out;
}

// The summary of a path: one line, and for a path that stopped short the
// cells left, a row of the grid per line.
std::string end_text(const LogicOutcome& o, int side, bool one_line) {
  const LogicRating& r = o.rating;
  const std::string hardest =
      r.hardest.empty() ? "no step" : r.hardest + " " + rating_text(r.rating);
  const std::string steps = std::to_string(r.steps) + (r.steps == 1 ? " step" : " steps");
  int left = 0;
  for (int cell = 0; cell < side * side; ++cell) left += o.final_state->value(cell) == 0;
  std::string head;
  switch (r.end) {
    case LogicEnd::solved:
      return "solved by logic: " + steps + ", rating " + rating_text(r.rating) +
             (r.hardest.empty() ? "" : " (" + r.hardest + ")") + ", level " +
             std::string(to_string(r.level));
    case LogicEnd::too_hard:
      head = "stopped after " + steps + ": only steps rated above --max-rating remain";
      break;
    case LogicEnd::stopped:
      return "interrupted after " + steps;
    case LogicEnd::broken:
      return "contradiction after " + steps + " (the candidates leave no completion)";
    case LogicEnd::stuck:
      head = "stuck after " + steps + ": no technique applies";
      break;
  }
  head += " (hardest so far: " + hardest + "); " + std::to_string(left) + " cells left";
  return head + ":" +
         (one_line ? " " + cells_left(*o.final_state) : cells_left(*o.final_state, true));
}

// Whether a file name is one the step pictures take:
// puzzle-NNNN-step-NNN.svg or puzzle-NNNN-end.svg (more digits past 9999
// puzzles or 999 steps).
bool step_picture_like(const std::string& name) {
  auto digits = [&](std::size_t& at, std::size_t least) {
    const std::size_t start = at;
    while (at < name.size() && name[at] >= '0' && name[at] <= '9') ++at;
    return at - start >= least;
  };
  std::size_t at = 7;
  if (name.compare(0, 7, "puzzle-") != 0 || !digits(at, 4)) return false;
  const std::string rest = name.substr(at);
  if (rest == "-end.svg") return true;
  if (rest.compare(0, 6, "-step-") != 0) return false;
  at += 6;
  return digits(at, 3) && name.substr(at) == ".svg";
}

class StepPictures {
 public:
  // Checks the destination before anything runs, as every drawing command
  // does (answer_pictures.hpp): a directory (made when missing) none of
  // whose picture names is an input, under any name.
  StepPictures(std::string dir, const InputOptions& input)
      : dir_(std::move(dir)), inputs_(input_ids(input)) {
    if (dir_.empty()) throw UsageError("--format svg needs --svg-dir DIR: one picture per step");
    if (dir_ == "-") throw UsageError("--svg-dir -: names a directory, not standard output");
    std::error_code ec;
    namespace fs = std::filesystem;
    if (fs::exists(dir_, ec) && !fs::is_directory(dir_, ec))
      throw UsageError("--svg-dir " + dir_ + ": is not a directory");
    fs::create_directories(dir_, ec);
    if (ec) throw UsageError("--svg-dir " + dir_ + ": cannot create directory: " + ec.message());
    for (const auto& entry : fs::directory_iterator(dir_, ec))
      if (step_picture_like(entry.path().filename().string()))
        check_not_input(entry.path().string(), inputs_);
  }

  void write(const LogicPuzzle& job) {
    const LogicOutcome& o = job.answer;
    ++puzzle_;
    if (!job.entry.puzzle || !o.final_state) return;
    const Puzzle& puzzle = *job.entry.puzzle;
    const int n = puzzle.side();
    for (std::size_t i = 0; i < o.steps.size(); ++i) {
      const Step& step = o.steps[i];
      const CandidateState& state = o.before[i];
      std::vector<std::uint64_t> removed(state.cells(), 0), placed(state.cells(), 0);
      for (const Elimination& e : step.eliminations) removed[e.cell] |= e.digits;
      for (const Placement& p : step.placements) placed[p.cell] |= DigitMask{1} << (p.digit - 1);
      const Grid values = state.grid();
      const std::vector<std::uint64_t> marks(state.masks().begin(), state.masks().end());
      SvgOptions options;
      options.solution = &values;
      options.candidates = &marks;
      options.highlight = &step.reason.cells;
      options.removed = &removed;
      options.placed = &placed;
      // The changes and the technique; the full reason is the text output's.
      options.title = "Step " + std::to_string(i + 1) + ": " + step_changes(step, n) + " (" +
                      step.technique + ")";
      save(name("step-" + number(static_cast<int>(i) + 1, 3)), render_svg(puzzle, options));
    }
    const Grid values = o.final_state->grid();
    const std::vector<std::uint64_t> marks(o.final_state->masks().begin(),
                                           o.final_state->masks().end());
    SvgOptions options;
    options.solution = &values;
    options.candidates = &marks;
    options.title = to_string(o.rating.end) == std::string_view("solved")
                        ? "Solved by logic"
                        : "Where logic stopped (" + std::string(to_string(o.rating.end)) + ")";
    save(name("end"), render_svg(puzzle, options));
  }

 private:
  static std::string number(int value, int width) {
    char text[16];
    std::snprintf(text, sizeof text, "%0*d", width, value);
    return text;
  }
  std::string name(const std::string& what) const {
    return (std::filesystem::path(dir_) / ("puzzle-" + number(puzzle_, 4) + "-" + what + ".svg"))
        .string();
  }
  void save(const std::string& path, const std::string& svg) const {
    check_not_input(path, inputs_);  // a picture made since the run began
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out << svg;
    out.flush();
    if (!out) throw UsageError(path + ": cannot write file: " + std::strerror(errno));
  }

  std::string dir_;
  std::vector<FileId> inputs_;
  int puzzle_ = 0;
};

}  // namespace

int explain_command(int argc, char** argv) {
  InputOptions input;
  LimitOptions limit_options;
  LogicCommandOptions logic;
  std::string format, svg_dir;
  int jobs = 0;
  po::options_description options("Options");
  options.add_options()("format,f", one_of(&format, {"text", "json", "svg"})->value_name("FORMAT"),
                        "text (default), json (JSON Lines) or svg (with --svg-dir)")(
      "svg-dir", po::value(&svg_dir)->value_name("DIR"),
      "--format svg: a picture per step, DIR/puzzle-0001-step-001.svg ...")(
      "jobs,j", po::value(&jobs)->value_name("N"),
      "explain N puzzles at once (0, the default: one per core); order is kept");
  add_logic_options(options, logic);
  if (!parse_puzzle_command(argc, argv, options, input, &limit_options, -1, kExplainUsage))
    return kSolved;
  if (!format.empty() && format != "text" && format != "json" && format != "svg")
    throw UsageError("--format must be text, json or svg");
  if (format != "svg" && !svg_dir.empty())
    throw UsageError("--svg-dir is for pictures: add --format svg");
  const bool json = format == "json";
  std::optional<StepPictures> pictures;
  if (format == "svg") pictures.emplace(svg_dir, input);
  LogicJob job{logic.options(), limit_options.limits(), true};
  jobs = worker_count(jobs);
  const bool keep_states = pictures.has_value();

  AnswerStream stream(false);
  LogicPrinter printer{[&](const LogicPuzzle& puzzle, const InputFile& file) {
    const LogicOutcome& o = puzzle.answer;
    const Entry& entry = puzzle.entry;
    const std::string where = file.source + ":" + std::to_string(entry.line);
    const bool explained = o.ruling == Ruling::solved;
    const int n = entry.puzzle ? entry.grid().side() : 9;
    if (pictures) {
      pictures->write(puzzle);
    } else if (json) {
      for (std::size_t i = 0; i < o.steps.size(); ++i)
        std::cout << step_json(o.steps[i], static_cast<int>(i) + 1, n, file.source, entry.line)
                  << '\n';
      const PuzzleJson j = outcome_json(
          puzzle, file.source, explained && !o.rating.solved_by_logic ? end_text(o, n, true) : "");
      std::string line;
      {
        std::ostringstream text;
        write_json(text, j);
        line = text.str();
      }
      std::cout << "{\"type\":\"end\"," << line.substr(1) << '\n';
    } else {
      std::cout << "# " << where << (entry.text.empty() ? "" : " " + entry.text) << '\n';
      for (const Step& step : o.steps) std::cout << step_line(step, n) << '\n';
      if (explained)
        std::cout << end_text(o, n, false) << '\n';
      else
        std::cout << to_text(o.ruling) << '\n';
    }
  }};
  stream.each_input(input, [&](InputFile& file) {
    run_jobs([&] { return file.next(); }, [&] { return LogicQuestion(job, keep_states); },
             stream.sink(file, printer), stream.run_options(jobs, file));
  });
  return stream.finish(false);
}

}  // namespace satdoku::cli
