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
#include <optional>
#include <string>
#include <vector>

#include "board.hpp"
#include "replies.hpp"
#include "satdoku/engine.hpp"

namespace satdoku::serve {

struct LogicalAnswer {
  std::vector<LogicalCell> cells;  // the state reached
  std::string message;             // the steps, one per line, and how it ended
  bool valid = true;               // false: the state has no completion
  bool stopped = false;            // the stop flag or the limits' deadline cut the path short
  int steps = 0;                   // steps taken
  std::string outcome;             // for the log: "3 steps, stuck"
};

// solvepath (one_step false): steps until the grid is solved or no technique
// applies. step: the next step; or, when the page's marks are not yet the
// candidates its digits leave, those candidates ("Initial candidates.", as
// SudokuSolver does).
// `limits` bounds the path: its stop flag and its deadline (a request's
// time limit) end it (stopped).
LogicalAnswer answer_logically(const Board& board, bool one_step, const Limits& limits);

// The candidates logic leaves from the givens (every technique the page has
// not switched off, until it is stuck), per cell: what the truecandidates
// "logical" option shows beside the true candidates; nullopt when `limits`
// stopped the path first.
std::optional<std::vector<std::uint64_t>> logical_candidates(const Board& board,
                                                             const Limits& limits);

// disabledlogic as the logical solver takes it: the names it knows.
std::vector<std::string> known_disabled(const std::vector<std::string>& names);

}  // namespace satdoku::serve
