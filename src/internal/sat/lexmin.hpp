// The lexicographically smallest completion, asked of one incremental solver
// through assumptions (never by re-building the formula).
//
// 1. Solve once: UNSAT means no completion. Keep the model M.
// 2. Uniqueness probe: a one-shot clause "some blank differs from M". UNSAT
//    means M is the only completion, hence the answer (2 calls in all).
// 3. Otherwise, cells in row-major order. At the first cell not committed,
//    with d its smallest digit still open: if d == M[i], commit it (M is a
//    completion). If not, assume a greedy run: d at i, then at each next
//    open cell the smallest digit the rules leave given the run so far, for
//    up to k cells. SAT: each digit of the run is the smallest possible in
//    its cell given the ones before, so all are committed and k doubles.
//    UNSAT: k halves; at k = 1 it proves d impossible at i: rule it out.
// Every model met is a valid completion that agrees with all commits, and
// every commit is the smallest digit left in its cell, so the commits spell
// the smallest completion.
//
// "Still open" combines the solver's root-level values (fixed()) with the
// grid's own rules applied to the givens and commits (root_propagation.hpp): a
// cell the rules decide is never asked about, and the probe's clause only
// names the cells they leave open (none: the answer needs one call).
#pragma once

#include <optional>
#include <span>
#include <vector>

#include "sat/sat_backend.hpp"
#include "satdoku/encoder.hpp"
#include "satdoku/engine.hpp"
#include "satdoku/grid.hpp"

namespace satdoku {

// What the solver holds and how to talk to it.
struct LexMinSetup {
  const VariableMap* map = nullptr;
  // Values already settled (the puzzle, or the reduced encoding's `fixed`);
  // every other cell must have problem variables in `map`.
  const Grid* start = nullptr;
  // Assumed in every solve(): the givens when the solver is shared by many
  // puzzles and holds only the empty grid's formula. Empty otherwise.
  std::span<const int> assumptions;
  // true: commits become permanent unit clauses (the solver belongs to this
  // puzzle alone); false: they are assumed too, leaving the solver clean.
  bool commit_as_units = true;
  // Jigsaw regions (the region of each cell) in place of the boxes, for the
  // grid's own rules above; null: the usual boxes. Other variant rules need
  // nothing here: they only remove completions, so what rows, columns and
  // regions decide still holds, and the solver knows the rest.
  const std::vector<int>* regions = nullptr;
  // In and out, with commit_as_units only: the last completion an earlier
  // run on this solver met, which agrees with every commit it made. A run
  // that finds one here goes straight to step 3 from it (steps 1 and 2 are
  // two hard satisfiable calls on a half-blank 36x36), and every run leaves
  // its last model here, also when its budget runs out.
  std::optional<Grid>* known = nullptr;
};

// The grid of a model: `start` with each open cell set to its true digit.
// Call only right after solve() == sat.
Grid grid_from_model(const SatBackend& solver, const VariableMap& map, const Grid& start);

// The clause "some open cell differs from `grid`" (blocks that completion).
std::vector<int> differs_from(const VariableMap& map, const Grid& start, const Grid& grid);

struct LexMinResult {
  Status status = Status::unknown;
  Grid solution;  // the smallest completion when solved
};

// Runs the method above within the solver's budget. Status::unknown when the
// budget ran out.
LexMinResult lex_min(SatBackend& solver, const LexMinSetup& setup);

}  // namespace satdoku
