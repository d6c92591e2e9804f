#include "logic_job.hpp"

#include "choices.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <memory>
#include <sstream>

#include "satdoku/job.hpp"
#include "satdoku/registry.hpp"

namespace satdoku::cli {
namespace {

// What a step claims that the completion denies, or "" when it holds.
std::string contradiction(const Step& step, const Grid& solution) {
  const int n = solution.side();
  for (const Placement& p : step.placements)
    if (solution.at(p.cell) != p.digit)
      return cell_name(p.cell / n, p.cell % n) + "=" + std::to_string(p.digit);
  for (const Elimination& e : step.eliminations) {
    const int digit = solution.at(e.cell);
    if (e.digits >> (digit - 1) & 1)
      return cell_name(e.cell / n, e.cell % n) + "<>" + std::to_string(digit);
  }
  return "";
}

// "--timeout 2 s, --conflicts 100": the limits a puzzle ran under, as the
// command line names them; "" when none.
std::string limits_text(const Limits& limits) {
  std::string text;
  auto add = [&text](const std::string& part) { text += (text.empty() ? "" : ", ") + part; };
  if (limits.seconds > 0) {
    char seconds[32];
    std::snprintf(seconds, sizeof seconds, "%g", limits.seconds);
    add("--timeout " + std::string(seconds) + " s");
  }
  if (limits.conflicts > 0) add("--conflicts " + std::to_string(limits.conflicts));
  if (limits.nodes > 0) add("--nodes " + std::to_string(limits.nodes));
  return text;
}

// What stopped a puzzle, for its note: Ctrl-C, or the limits.
std::string stopped_by(const Limits& limits) {
  if (limits.stop && limits.stop->load(std::memory_order_relaxed)) return "an interrupt";
  const std::string which = limits_text(limits);
  return which.empty() ? "a limit" : "a limit (" + which + ")";
}

}  // namespace

LogicOptions LogicCommandOptions::options() const {
  LogicOptions o;
  std::stringstream list(disable);
  for (std::string name; std::getline(list, name, ',');) {
    while (!name.empty() && name.front() == ' ') name.erase(name.begin());
    while (!name.empty() && name.back() == ' ') name.pop_back();
    if (name.empty()) continue;
    bool known = find_technique(name) != nullptr;
    for (const TechniqueInfo& t : techniques()) known = known || t.family == name;
    if (!known)
      throw UsageError("--disable: unknown technique or family '" + name +
                       "' (satdoku explain --help lists them)");
    o.disabled.push_back(name);
  }
  if (std::isnan(max_rating) || max_rating < 0)
    throw UsageError("--max-rating must be a rating of 0 or more (1.0 to 11 on SE's scale)");
  if (max_rating > 0) o.max_rating = max_rating;
  return o;
}

void add_logic_options(po::options_description& options, LogicCommandOptions& logic) {
  // What the completions offer: every family, and the techniques whose names
  // are one word (the others, "naked pair" ..., are taken too, quoted).
  std::vector<std::string> names;
  const auto add = [&names](std::string_view name) {
    if (name.find(' ') == std::string_view::npos &&
        std::find(names.begin(), names.end(), name) == names.end())
      names.emplace_back(name);
  };
  for (const TechniqueInfo& t : techniques()) add(t.family);
  for (const TechniqueInfo& t : techniques()) add(t.name);
  options.add_options()("disable", list_of(&logic.disable, names)->value_name("LIST"),
                        "techniques or families not to use, comma-separated (e.g. "
                        "fishes,aic,contradictions)")(
      "max-rating", po::value(&logic.max_rating)->value_name("R"),
      "stop where only steps rated above R remain (SE's scale)");
}

void LogicPrinter::report(const LogicPuzzle& job, const InputFile& file) const {
  const LogicOutcome& o = job.answer;
  const std::string where = file.source + ":" + std::to_string(job.entry.line);
  if (o.ruling == Ruling::invalid && job.entry.error) {
    print_error(job.entry.error->to_string());
  } else if (o.ruling == Ruling::disagreement) {
    print_error(where + ": " + o.why);
  } else if (o.ruling != Ruling::solved) {
    print_note(where + ": " + std::string(to_text(o.ruling)) + (o.why.empty() ? "" : ": " + o.why));
  }
}

LogicOutcome run_logic(const Puzzle& puzzle, Engine& engine, const LogicJob& job,
                       bool keep_states) {
  LogicOutcome out;
  // One deadline for the whole puzzle: the proof and the path share it.
  const Limits limits = for_whole_puzzle(job.limits);
  // Any completion and then a count to 2, as `count` decides it (the SAT
  // engine answers a 36x36 with many completions at once): a unique
  // puzzle's only completion is its solution, checked by the judge.
  JudgeOptions proof{limits, true};
  proof.task = Task::any;
  const Judgement judgement = judge(puzzle, engine, nullptr, proof);
  out.ruling = judgement.ruling;
  out.why = judgement.why;
  if (judgement.ruling == Ruling::unknown)
    out.why = stopped_by(job.limits) + " stopped the proof that the puzzle has one solution";
  if (judgement.ruling != Ruling::solved) return out;
  out.solution = judgement.solution;
  const Grid& solution = *judgement.solution;

  LogicOptions options = job.logic;
  options.assume_unique = true;  // the judge just proved it
  options.stop = limits.stop;
  options.deadline = limits.deadline;
  LogicSolver solver(puzzle, options);
  double hardest = 0;
  while (true) {
    if (keep_states) out.before.push_back(solver.candidates());
    std::optional<Step> step = solver.step();
    if (!step) {
      if (keep_states) out.before.pop_back();
      break;
    }
    ++out.rating.steps;
    if (const std::string wrong = contradiction(*step, solution); !wrong.empty()) {
      out.ruling = Ruling::disagreement;
      out.why = "logic step " + std::to_string(out.rating.steps) + " (" + step->technique +
                ") claims " + wrong +
                ", which the solution denies: " + step_line(*step, puzzle.side());
      return out;
    }
    if (step->rating > hardest) {
      hardest = step->rating;
      out.rating.rating = step->rating;
      out.rating.hardest = step->technique;
    }
    if (job.keep_steps) out.steps.push_back(std::move(*step));
  }
  out.rating.end = solver.end();
  out.rating.solved_by_logic = out.rating.end == LogicEnd::solved;
  out.rating.level = qqwing_level(puzzle);
  out.final_state = solver.candidates();
  if (out.rating.end == LogicEnd::stopped) {
    // The path is cut short: its rating says nothing of the puzzle.
    out.ruling = Ruling::unknown;
    out.why = stopped_by(job.limits) + " stopped the logic after " +
              std::to_string(out.rating.steps) + (out.rating.steps == 1 ? " step" : " steps");
  }
  return out;
}

std::string cells_left(const CandidateState& state, bool by_row) {
  std::string text;
  const int n = state.side();
  int row = -1;
  for (int cell = 0; cell < state.cells(); ++cell) {
    if (state.value(cell)) continue;
    if (by_row && cell / n != row) {
      text += "\n  ";
      row = cell / n;
    } else if (!text.empty()) {
      text += "  ";
    }
    text += cell_name(cell / n, cell % n) + " {";
    bool first = true;
    for (int d = 1; d <= n; ++d) {
      if (!state.has(cell, d)) continue;
      if (!first) text += ',';
      text += std::to_string(d);
      first = false;
    }
    text += '}';
  }
  return text;
}

std::string rating_text(double rating) {
  char text[16];
  std::snprintf(text, sizeof text, "%.1f", rating);
  return text;
}

PuzzleJson outcome_json(const LogicPuzzle& job, const std::string& source, const std::string& why) {
  const LogicOutcome& o = job.answer;
  PuzzleJson j;
  j.source = source;
  j.line = job.entry.line;
  j.input = job.entry.text;
  j.status = std::string(to_string(o.ruling));
  if (o.solution) j.solution = one_line(*o.solution);
  if (o.ruling == Ruling::solved) {
    j.rating = std::stod(rating_text(o.rating.rating));
    j.level = std::string(to_string(o.rating.level));
    j.hardest = o.rating.hardest;
    j.steps = o.rating.steps;
    j.solved_by_logic = o.rating.solved_by_logic;
    j.end = std::string(to_string(o.rating.end));
    j.why = why;
  } else {
    j.why = o.why;
  }
  if (job.entry.error) j.error = job.entry.error->to_string();
  return j;
}

LogicQuestion::LogicQuestion(const LogicJob& job, bool keep_states)
    : job_(&job),
      keep_states_(keep_states),
      sat_(make_engine("sat")),
      native_(make_engine("backtrack")) {}

LogicOutcome LogicQuestion::answer(const Puzzle& puzzle) {
  // The proof as count makes it (the SAT engine), except on classic grids
  // up to 9x9, where the native engine is faster still (figures:
  // docs/benchmark-notes.md, "Logical solver and connected solver").
  const bool small = puzzle.side() <= 9 && !puzzle.rules;
  return run_logic(puzzle, small ? *native_ : *sat_, *job_, keep_states_);
}

}  // namespace satdoku::cli
