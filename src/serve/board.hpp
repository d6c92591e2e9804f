// The puzzle a connected-solver message carries: f-puzzles data (LZString
// base64 of the JSON) read into the givens-only puzzle that truecandidates,
// solve, check, count and estimate answer, the page's current state that
// solvepath and step start from, and the solver settings the userscript adds
// to the JSON (truecandidatesoptions, disabledlogic).
#pragma once

#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "satdoku/grid.hpp"
#include "satdoku/rules.hpp"

namespace satdoku::serve {

// Data that cannot be read: the message says why, for the page's console.
struct BoardError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

struct Board {
  Puzzle puzzle;  // the givens (and givenPencilMarks) and every rule
  // The page's state: every digit in the grid, given or entered (0: none),
  // and each cell's centre pencil marks as a digit mask (0: none).
  Grid entered;
  std::vector<std::uint64_t> marks;
  // truecandidatesoptions: the solution cap (1; "colored": 8;
  // "truecandidatesnumsolutions=K": K) and "logical".
  std::uint64_t solution_cap = 1;
  // Why a "truecandidatesnumsolutions=" option is no cap ("=0", "=1e3"):
  // truecandidates answers it, the other commands do not need the cap.
  std::string cap_error;
  bool logical_candidates = false;
  // disabledlogic: logic families the user switched off, lower case
  // ("tuples", "pointing", "fishes", "wings", "aic", "contradictions").
  std::vector<std::string> disabled_logic;

  // "9x9, 2 rules" / "6x6 jigsaw, 1 rule": for log lines.
  std::string summary() const;
};

// Reads the data of a message. Accepts the bare LZString base64 (what the
// userscript sends) or a share link holding it. Throws BoardError.
Board read_board(std::string_view data);

}  // namespace satdoku::serve
