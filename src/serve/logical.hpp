// The protocol's logical commands (solvepath, step) and the "logical" option
// of truecandidates, by the library's logical solver (satdoku/logic.hpp),
// from the page's state: its entered digits and centre marks. The page's
// disabledlogic names SudokuSolver's switches ("tuples", "pointing",
// "fishes", "wings", "aic", "contradictions"), which are the logical
// solver's technique families; names it does not know are ignored, as
// SudokuSolver ignores them.
#pragma once

#include <atomic>
#include <cstdint>
#include <string>
#include <vector>

#include "board.hpp"
#include "replies.hpp"

namespace satdoku::serve {

struct LogicalAnswer {
  std::vector<LogicalCell> cells;  // the state reached
  std::string message;             // the steps, one per line, and how it ended
  bool valid = true;               // false: the state has no completion
  std::string outcome;             // for the log: "3 steps, stuck"
};

// solvepath (one_step false): steps until the grid is solved or no technique
// applies. step: the next step; or, when the page's marks are not yet the
// candidates its digits leave, those candidates ("Initial candidates.", as
// SudokuSolver does).
LogicalAnswer answer_logically(const Board& board, bool one_step, const std::atomic<bool>& stop);

// The candidates logic leaves from the givens (every technique the page has
// not switched off, until it is stuck), per cell: what the truecandidates
// "logical" option shows beside the true candidates.
std::vector<std::uint64_t> logical_candidates(const Board& board, const std::atomic<bool>& stop);

// disabledlogic as the logical solver takes it: the names it knows.
std::vector<std::string> known_disabled(const std::vector<std::string>& names);

}  // namespace satdoku::serve
