// Logical solving for the connected solver (logical.hpp).
#include "logical.hpp"

#include "satdoku/logic.hpp"
#include "satdoku/pencil_marks.hpp"

namespace satdoku::serve {

namespace {

std::uint64_t all_digits(int side) {
  return side >= 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << side) - 1;
}

// The page's state: its digits placed, each other cell kept to its centre
// marks (a cell without marks: every digit).
CandidateState page_state(const Board& board) {
  const int n = board.puzzle.side();
  std::vector<DigitMask> marks(board.marks.begin(), board.marks.end());
  for (DigitMask& m : marks)
    if (m == 0) m = all_digits(n);
  return CandidateState(board.puzzle, board.entered, marks);
}

std::vector<LogicalCell> cells_of(const CandidateState& state) {
  std::vector<LogicalCell> cells(static_cast<std::size_t>(state.cells()));
  for (int cell = 0; cell < state.cells(); ++cell) {
    LogicalCell& c = cells[static_cast<std::size_t>(cell)];
    c.value = state.value(cell);
    if (c.value != 0) continue;
    for (int d = 1; d <= state.side(); ++d)
      if (state.has(cell, d)) c.candidates.push_back(d);
  }
  return cells;
}

// Whether the page shows exactly the state's candidates: its digits, and
// in every other cell centre marks equal to the candidates.
bool page_shows(const Board& board, const CandidateState& state) {
  for (int cell = 0; cell < state.cells(); ++cell) {
    const auto i = static_cast<std::size_t>(cell);
    if (state.value(cell) != 0) {
      if (board.entered.at(cell) != state.value(cell)) return false;
    } else if (board.marks[i] != state.mask(cell)) {
      return false;
    }
  }
  return true;
}

LogicOptions options_for(const Board& board, const Limits& limits) {
  LogicOptions options;
  options.disabled = known_disabled(board.disabled_logic);
  options.stop = limits.stop;
  options.deadline = for_whole_puzzle(limits).deadline;
  return options;
}

}  // namespace

std::vector<std::string> known_disabled(const std::vector<std::string>& names) {
  std::vector<std::string> out;
  for (const std::string& name : names) {
    bool known = find_technique(name) != nullptr;
    for (const TechniqueInfo& t : techniques()) known = known || t.family == name;
    if (known) out.push_back(name);
  }
  return out;
}

LogicalAnswer answer_logically(const Board& board, bool one_step, const Limits& limits) {
  LogicalAnswer answer;
  const int n = board.puzzle.side();
  CandidateState start = page_state(board);
  if (one_step && !start.broken() && !page_shows(board, start)) {
    answer.cells = cells_of(start);
    answer.message = "Initial candidates.\n";
    answer.outcome = "initial candidates";
    return answer;
  }
  LogicSolver solver(board.puzzle, std::move(start), options_for(board, limits));
  int steps = 0;
  while (!solver.candidates().broken()) {
    std::optional<Step> step = solver.step();
    if (!step) break;
    answer.message += step_line(*step, n) + "\n";
    ++steps;
    if (one_step) break;
  }
  const CandidateState& reached = solver.candidates();
  answer.cells = cells_of(reached);
  std::string end;
  if (reached.broken()) {
    answer.valid = false;
    answer.message += "Board is invalid!\n";
    end = "invalid";
  } else if (reached.solved()) {
    if (steps == 0) answer.message += "The grid is complete.\n";
    end = "solved";
  } else if (steps == 0 || !one_step) {
    const LogicEnd why = solver.end();
    if (why == LogicEnd::stopped) {
      answer.stopped = true;
      end = "stopped";
    } else {
      answer.message +=
          steps == 0 ? "No logical steps found.\n" : "No further logical steps found.\n";
      end = "stuck";
    }
  } else {
    end = "stepped";
  }
  answer.steps = steps;
  answer.outcome = std::to_string(steps) + (steps == 1 ? " step, " : " steps, ") + end;
  return answer;
}

std::optional<std::vector<std::uint64_t>> logical_candidates(const Board& board,
                                                             const Limits& limits) {
  const LogicPath path = solve_logically(board.puzzle, options_for(board, limits));
  if (path.end == LogicEnd::stopped) return std::nullopt;
  const CandidateState& s = path.final_state;
  return std::vector<std::uint64_t>(s.masks().begin(), s.masks().end());
}

}  // namespace satdoku::serve
