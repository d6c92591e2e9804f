// The native engine: a bitmask backtracker with constraint propagation,
// sharing no search code with the SAT path.
//
// It answers `smallest` without a SAT solver: an any-order search (fewest
// candidates first) serves as the oracle "is there a completion with this
// prefix?" inside a row-major lex-min loop. 9x9 grids use a specialised
// solver that keeps candidates per digit and band; every other geometry,
// 4x4 to 36x36 with square or rectangular boxes, uses a generic one.
//
// Limits: Limits::nodes counts guesses and trial assignments, Limits::seconds
// is checked every few thousand nodes; either running out gives
// Status::unknown. Conflicting givens give Status::no_solution without search
// (no explanation core is offered). A grid of unsupported geometry throws
// std::invalid_argument.
//
// An engine object is not thread-safe: use one per thread.
#pragma once

#include <memory>

#include "satdoku/engine.hpp"

namespace satdoku {

struct BacktrackOptions {
  // Use the specialised 9x9 solver for 3x3 boxes. Off: the generic solver
  // handles 9x9 too (for cross-checking the two).
  bool specialise_9x9 = true;
};

std::unique_ptr<Engine> make_backtrack_engine(BacktrackOptions options = {});

}  // namespace satdoku
