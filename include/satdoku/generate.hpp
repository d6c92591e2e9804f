// Generating puzzles: a random completion of the layout (a classic grid, or
// an f-puzzles layout of variant rules with no givens), then minimize() on
// it: the puzzle has exactly one completion and no given can go.
//
// Puzzle `index` of a run depends only on (seed, index), so a run is the
// same whether its puzzles are made one after another or on several
// threads. The search uses one engine (the native one: counting a 9x9 to 2
// takes a few microseconds); confirming the result with the SAT engine is
// the caller's choice (check_unique_minimal in minimize.hpp).
#pragma once

#include <atomic>
#include <cstdint>
#include <optional>
#include <string>

#include "satdoku/engine.hpp"
#include "satdoku/logic.hpp"
#include "satdoku/minimize.hpp"
#include "satdoku/rules.hpp"

namespace satdoku {

struct GenerateOptions {
  // The grid's geometry and rules; its givens are ignored.
  Puzzle layout{Grid(Geometry{3, 3})};
  std::uint64_t seed = 0;
  // > 0: aim at this many givens: up to `attempts` puzzles are made and the
  // first with at most `givens` is taken, else the one with fewest.
  int givens = 0;
  int attempts = 200;
  // The givens' pattern keeps this symmetry (minimize.hpp); with
  // random_symmetry, one of rotate90, rotate180, mirror and flip drawn for
  // each puzzle from its seed, as qqwing's "random".
  Symmetry symmetry = Symmetry::none;
  bool random_symmetry = false;
  Limits limits;  // per engine call (its deadline, when set, bounds the whole puzzle)
  // Givens are dropped by counting to 2 with the engine (fast up to 16x16),
  // or by one incremental SAT solver (minimize_unique_with_sat: 25x25 and
  // 36x36, and variant layouts whose counts search long).
  bool sat_minimize = false;
  // Counts the uniqueness questions asked, for a progress line.
  std::atomic<std::uint64_t>* progress = nullptr;
};

struct Generated {
  // solved: puzzle and solution hold; no_solution: the layout has no
  // completion; unknown: limits ran out.
  Status status = Status::unknown;
  Puzzle puzzle;  // the layout's rules with the new givens
  Grid solution;
  int tries = 0;                       // puzzles made to reach the aim
  Symmetry symmetry = Symmetry::none;  // of its givens (the one drawn, for random_symmetry)
  EngineStats stats;
};

// Puzzle number `index` of the run; `engine` counts and solves. `fallback`,
// when given (the SAT engine), completes layouts whose random seeds the
// engine cannot complete within a small budget (a 16x16 anti-knight).
Generated generate_puzzle(const GenerateOptions& options, std::uint64_t index, Engine& engine,
                          Engine* fallback = nullptr);

// Puzzles made to a difficulty: qqwing's level, or a band of Sudoku
// Explainer's scale (logic.hpp). Puzzles are made one after another, each as
// generate_puzzle makes them with its own seed drawn from (seed, index,
// attempt), and rated by the logical solver until one is in the band; so the
// puzzle of an index still depends only on (seed, index). Only puzzles logic
// solves are taken.
struct DifficultyTarget {
  std::optional<Level> level;  // qqwing's level
  double min_rating = 0;       // SE's scale; min and max both 0: any rating
  double max_rating = 0;
  int attempts = 0;  // most puzzles made for one asked (0: no bound; Limits::stop still ends it)
  // Counts the puzzles made and rated, for a progress line.
  std::atomic<std::uint64_t>* tried = nullptr;
  bool any() const { return level || min_rating > 0 || max_rating > 0; }
};

// Why no puzzle of `layout` can meet the target, or nullopt when one may:
// a band above every rating a step can have on its grid (highest_rating),
// or one that qqwing's level rules out (its levels up to intermediate take
// no step above a hidden pair, 3.4, and simple and easy none above a naked
// single, 2.3; on a classic grid its expert needs a step of 2.5 or more, a
// direct hidden triple, since its own techniques would finish the grid).
std::optional<std::string> unreachable(const DifficultyTarget& target, const Puzzle& layout);

struct GeneratedRated {
  // status unknown: no puzzle in the band within the attempts, or the
  // limits (their stop flag or deadline) ended the search
  Generated generated;
  LogicRating rating;  // of the puzzle taken, when a rating band was asked
  int attempts = 0;    // puzzles made and rated to find it (or before the search ended)
};

// The limits' deadline bounds the whole search, the ratings included.
GeneratedRated generate_to_difficulty(const GenerateOptions& options,
                                      const DifficultyTarget& target, std::uint64_t index,
                                      Engine& engine);

// A random completion of `layout` drawn from `random`: status solved with
// the grid, no_solution when the layout has none, unknown when the limits
// ran out first.
struct Completion {
  Status status = Status::unknown;
  Grid grid;
};
Completion random_completion(const Puzzle& layout, SetterRandom& random, Engine& engine,
                             const Limits& limits, Engine* fallback = nullptr);

}  // namespace satdoku
