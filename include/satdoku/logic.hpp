// Logical solving: how a person finds the solution, step by step, and how
// hard that is on Sudoku Explainer's scale.
//
// A candidate state (CandidateState) holds every cell's placed digit or its
// candidate digits. A logical solver (LogicSolver) looks for the easiest
// step that applies (a hidden single, a pointing pair, an X-Wing, a forcing
// chain ...), reports it (Step: technique, rating, placements,
// eliminations, reason) and applies it, until the grid is solved or no
// technique it may use applies. It never guesses: a puzzle it cannot finish
// ends with the cells left and their candidates.
//
//   satdoku::Puzzle puzzle = ...;  // a classic grid or one with variant rules
//   satdoku::LogicSolver solver(puzzle);
//   while (auto step = solver.step())
//     std::cout << satdoku::step_line(*step, puzzle.side()) << '\n';
//   if (!solver.candidates().solved()) ...;  // stuck: the cells left are in candidates()
//
// Techniques are tried in order of difficulty, as Sudoku Explainer (SE)
// does: the first technique (lowest base rating) that finds a step wins, and
// among its steps the lowest rated (shortest chain) is taken. A step's
// rating is SE's (hidden single in a box 1.2, in a row or column 1.5, naked
// single 2.3 ... X-Wing 3.2 ... forcing chains from 6.5 with SE's length
// adjustments, dynamic forcing chains 8.5 and above); a path's rating is its
// hardest step's.
//
// Variant rules: the rules are taken through the lowering's primitives
// (rules.hpp; README's "Variants" says how rules are lowered): cells that must differ are peers, so
// placements and the single, subset and chain techniques see them; every
// other primitive restricts candidates through a "rule" step naming the
// rule. Steps that need more reasoning over a rule come from a StepProvider
// (the SAT-found rule steps are one), plugged into the order at its rating.
//
// Soundness: every step's placements and eliminations hold in every
// completion of the state it was found in (the tests check each one against
// the unique solution of every public set). Uniqueness techniques (unique
// rectangles, BUG+1) are the exception on purpose: they assume the puzzle
// has exactly one completion, so they are only tried when the caller says
// it has (LogicOptions::assume_unique) and their reason says so.
//
// Cells are row-major indices and candidates bit masks (bit d-1 for digit
// d), as everywhere in the library.
#pragma once

#include <atomic>
#include <chrono>
#include <cstdint>
#include <limits>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "satdoku/grid.hpp"
#include "satdoku/rules.hpp"

namespace satdoku {

// Digits as bits: bit d-1 stands for digit d (sides up to 36 fit).
using DigitMask = std::uint64_t;

struct Placement {
  int cell = 0;
  int digit = 0;
  friend bool operator==(const Placement&, const Placement&) = default;
};

struct Elimination {
  int cell = 0;
  DigitMask digits = 0;
  friend bool operator==(const Elimination&, const Elimination&) = default;
};

// Why a step holds, for people: the cells it rests on (the pattern: the pair,
// the fish's corners, the chain's cells), the rules it uses (labels as in
// rules.hpp, "row 5", "box 2"), and one sentence.
struct StepReason {
  std::vector<int> cells;
  std::vector<std::string> rules;
  std::string text;  // "hidden single in row 5", "pointing: box 2, digit 3 in row 2"
};

struct Step {
  std::string technique;  // a name from techniques(): "hidden single", "x-wing" ...
  double rating = 0;      // SE's scale: 1.0 (full house) .. 11+
  std::vector<Placement> placements;
  std::vector<Elimination> eliminations;  // by cell, cells ascending
  StepReason reason;
};

struct LogicTopology;  // houses and peers of a puzzle (internal to the library)

// Every cell's placed digit (0: not placed yet) and candidates. A placed cell's
// mask is its digit alone. Placing a digit removes it from the cell's peers:
// cells in the same row, column, region or other all-different group of the
// rules (a killer cage, a diagonal, anti-knight neighbours ...).
class CandidateState {
 public:
  // The puzzle's givens placed (and removed from their peers); every other
  // cell holds every digit its peers leave. Variant rules beyond "these cells
  // differ" do not restrict anything yet: that is the solver's "rule" step.
  explicit CandidateState(const Puzzle& puzzle);
  // A state a user marked: `values` placed (0: none), and each other cell
  // restricted to masks[cell] (all digits when `masks` is empty) as well as
  // to what its placed peers leave.
  CandidateState(const Puzzle& puzzle, const Grid& values, std::span<const DigitMask> masks);

  int side() const { return side_; }
  int cells() const { return side_ * side_; }
  int value(int cell) const { return values_[cell]; }
  DigitMask mask(int cell) const { return masks_[cell]; }
  bool has(int cell, int digit) const { return (masks_[cell] >> (digit - 1)) & 1; }
  const std::vector<std::uint8_t>& values() const { return values_; }
  const std::vector<DigitMask>& masks() const { return masks_; }
  // The placed digits as a grid (0 where nothing is placed).
  Grid grid() const;

  int placed() const { return placed_; }
  bool solved() const { return placed_ == cells(); }
  // Some cell has no candidate left, or a digit has no place left in a house:
  // the state has no completion.
  bool broken() const;

  // Places `digit` in `cell` and removes it from the cell's peers; false (and
  // nothing changed) when the digit is not a candidate there.
  bool place(int cell, int digit);
  // Removes `digits` from the candidates of an unplaced cell; whether any was there.
  bool eliminate(int cell, DigitMask digits);
  // A step's placements, then its eliminations.
  void apply(const Step& step);

  const LogicTopology& topology() const { return *topology_; }
  friend bool operator==(const CandidateState& a, const CandidateState& b) {
    return a.values_ == b.values_ && a.masks_ == b.masks_;
  }

 private:
  std::shared_ptr<const LogicTopology> topology_;
  int side_ = 0;
  int placed_ = 0;
  bool clash_ = false;  // two placed peers hold the same digit
  std::vector<std::uint8_t> values_;
  std::vector<DigitMask> masks_;
};

// A technique the solver knows: its name, its family (what a user may switch
// off as a whole, named as Rangsk's SudokuSolver names its logic switches:
// "tuples", "pointing", "fishes", "wings", "aic", "contradictions"; plus
// "singles", "uniqueness" and "rules"), and the rating that places it in the
// order of difficulty (a step may be rated higher: chains add for length).
struct TechniqueInfo {
  std::string_view name;
  std::string_view family;
  double base_rating;
};

// Every technique, in the order the solver tries them.
std::span<const TechniqueInfo> techniques();
// The technique of that name, or null.
const TechniqueInfo* find_technique(std::string_view name);
// The highest rating a step can have on a grid of this side: a nested
// forcing chain's 10.0 plus SE's length adjustment for the most nodes its
// conclusion can rest on (9x9: 12.4). No puzzle is rated above it.
double highest_rating(int side);

// A source of steps beyond the built-in techniques: the SAT-found rule steps
// for variant rules, or any other reasoning. It is tried when no technique
// rated below rating() applies. Its steps must be sound (the solver checks
// nothing); find() may return nullopt when it has nothing.
class StepProvider {
 public:
  virtual ~StepProvider() = default;
  virtual std::string_view name() const = 0;  // the technique name its steps carry
  virtual std::string_view family() const { return "rules"; }
  virtual double rating() const = 0;
  virtual std::optional<Step> find(const Puzzle& puzzle, const CandidateState& state) = 0;
};

struct LogicOptions {
  // Technique names or families not to use ("fishes", "x-wing", "aic" ...).
  // Unknown names are an error (std::invalid_argument from the solver).
  std::vector<std::string> disabled;
  // Steps rated above this are not taken: the path stops where only harder
  // steps remain (end: too_hard).
  double max_rating = std::numeric_limits<double>::infinity();
  // The puzzle is known to have exactly one completion: uniqueness
  // techniques may be used (their steps say that they assume it).
  bool assume_unique = false;
  // Extra step sources, tried in order of their rating among the techniques.
  std::vector<std::shared_ptr<StepProvider>> providers;
  // Safety net for a runaway path (a provider that never stops); 0: none.
  int max_steps = 0;
  // Polled between steps and inside the long searches: once true, the path
  // ends (end: stopped).
  const std::atomic<bool>* stop = nullptr;
  // Read where `stop` is: once past it, the path ends as if stopped (a
  // command's --timeout, a request's time limit).
  std::optional<std::chrono::steady_clock::time_point> deadline = std::nullopt;
};

enum class LogicEnd {
  solved,    // every cell placed
  stuck,     // no technique the solver may use applies
  too_hard,  // only steps rated above max_rating remain
  broken,    // the state has no completion (a cell or a house has no candidate)
  stopped,   // the stop flag or max_steps ended it
};
std::string_view to_string(LogicEnd end);

class LogicSolver {
 public:
  // Starts from the puzzle's givens (CandidateState(puzzle)).
  explicit LogicSolver(const Puzzle& puzzle, LogicOptions options = {});
  // Starts from a state a user marked (same puzzle).
  LogicSolver(const Puzzle& puzzle, CandidateState start, LogicOptions options = {});
  ~LogicSolver();
  LogicSolver(const LogicSolver&) = delete;
  LogicSolver& operator=(const LogicSolver&) = delete;

  const Puzzle& puzzle() const;
  const CandidateState& candidates() const;

  // The easiest step that applies now (not applied), or nullopt when none does.
  std::optional<Step> next();
  // next(), applied.
  std::optional<Step> step();
  // Why the last next()/step() returned nullopt (or solved).
  LogicEnd end() const;

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

// A whole solution path.
struct LogicPath {
  std::vector<Step> steps;
  LogicEnd end = LogicEnd::stuck;
  CandidateState final_state;  // where the path ended (the cells left when not solved)
  double rating = 0;           // the hardest step's rating (0: no step)
  std::string hardest;         // its technique
};
LogicPath solve_logically(const Puzzle& puzzle, const LogicOptions& options = {});

// qqwing's four levels, computed by qqwing's own rule: the hardest of its
// techniques needed when it solves simplest first (naked single: simple;
// hidden single: easy; naked pair, pointing, box-line reduction, hidden pair:
// intermediate), expert when those do not finish the grid (qqwing guesses).
enum class Level { simple, easy, intermediate, expert };
std::string_view to_string(Level level);
std::optional<Level> parse_level(std::string_view text);
// The level of a classic 9x9-style puzzle (any box size); variant rules are
// ignored beyond their peers.
Level qqwing_level(const Puzzle& puzzle);

struct LogicRating {
  double rating = 0;            // SE scale: the hardest step's rating
  Level level = Level::expert;  // qqwing's rule
  std::string hardest;          // the hardest step's technique
  int steps = 0;
  bool solved_by_logic = false;
  LogicEnd end = LogicEnd::stuck;
};
// Rates a puzzle: the path's rating, steps and end, and qqwing's level.
LogicRating rate_logically(const Puzzle& puzzle, const LogicOptions& options = {});

// One line for a step: its placements and eliminations, then its reason
// ("r5c3=7  hidden single in row 5", "r2c4,r2c6 -3  pointing: box 2, digit 3
// in row 2"). `side` says how digits above 9 are written (as numbers).
std::string step_line(const Step& step, int side);
// "r5c3=7", "r2c4,r2c6 -3", "r7c1 -4,6; r7c2 -4": the changes alone.
std::string step_changes(const Step& step, int side);

}  // namespace satdoku
