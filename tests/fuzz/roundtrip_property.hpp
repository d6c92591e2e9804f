// What fuzz_roundtrip checks: the whole round trip on small grids (also
// replayed by hardening_tests). Bytes are parsed as puzzles; each 4x4 or 9x9
// one is solved by the SAT engine, the native backtracker and (for 9x9) the
// backtracker's generic solver, each with a one second budget, and
// - when two engines both answer, they give the same status and the same
//   smallest completion, which passes check_solution;
// - a 4x4 answer equals the slow reference's (tests/support/reference.hpp);
// - the SAT engine's core for "no solution", when it gives one, is a set of
//   givens of the puzzle that the backtracker also finds unsolvable;
// - any() gives a valid completion exactly when smallest() does, and
//   count(2) agrees between the engines;
// - the answer prints in every notation and parses back equal.
//
// Settings (see fuzz_support.hpp): byte 0 forces a notation or not, byte 1
// names a box (none, 2x2, 3x3) or not; bytes 2 and 3 are unused.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <sstream>
#include <string>

#include "fuzz_support.hpp"
#include "reference.hpp"
#include "satdoku/backtrack.hpp"
#include "satdoku/check.hpp"
#include "satdoku/engine.hpp"
#include "satdoku/notation.hpp"
#include "satdoku/registry.hpp"

namespace satdoku::fuzz {
namespace roundtrip_property {

// Each puzzle costs up to a few engine calls of kSeconds: bound the count so
// that no input takes long enough to look like a hang.
inline constexpr int kMaxPuzzles = 2;
inline constexpr double kSeconds = 1.0;

struct Engines {
  std::unique_ptr<Engine> sat = make_engine("sat");
  std::unique_ptr<Engine> backtrack = make_engine("backtrack");
  std::unique_ptr<Engine> generic = make_backtrack_engine(BacktrackOptions{false});
};

inline std::string show(const SolveResult& r) {
  std::string s(to_string(r.status));
  if (r.status == Status::solved) s += " " + one_line(r.solution);
  return s;
}

inline void check_round_trip(const Grid& solution) {
  for (Notation notation :
       {Notation::compact, Notation::spaced, Notation::line, Notation::pretty}) {
    ReaderOptions options;
    options.notation = notation;
    options.box = solution.geometry();
    const std::string text = print(solution, notation);
    const Entry back = parse_puzzle(text, options, "printed");
    FUZZ_CHECK(back.puzzle && back.grid() == solution,
               std::string(to_string(notation)) + "\n" + text +
                   (back.error ? back.error->to_string() : std::string()));
  }
}

// The SAT engine's core must be givens of the puzzle that cannot all hold:
// the backtracker, given only them, finds no completion.
inline void check_core(const Grid& puzzle, const SolveResult& sat, Engine& other,
                       const Limits& limits) {
  if (sat.core.empty()) return;
  Grid only_core(puzzle.geometry());
  for (const Given& g : sat.core) {
    FUZZ_CHECK(g.cell >= 0 && g.cell < puzzle.cells() && puzzle.at(g.cell) == g.value,
               "core given " + std::to_string(g.cell) + "=" + std::to_string(g.value) +
                   " is not a given of " + one_line(puzzle));
    only_core.set(g.cell, g.value);
  }
  const SolveResult r = other.smallest(only_core, limits);
  FUZZ_CHECK(r.status != Status::solved, "core " + one_line(only_core) + " of " + one_line(puzzle) +
                                             " is solvable: " + show(r));
}

inline void check_puzzle(const Grid& puzzle, Engines& engines) {
  const Limits limits{kSeconds, 0, 0};
  const SolveResult sat = engines.sat->smallest(puzzle, limits);
  const SolveResult native = engines.backtrack->smallest(puzzle, limits);
  SolveResult generic;
  if (puzzle.side() == 9) generic = engines.generic->smallest(puzzle, limits);
  const std::string detail = one_line(puzzle) + "\nsat: " + show(sat) +
                             "\nbacktrack: " + show(native) + "\ngeneric: " + show(generic);

  std::optional<Grid> answer;
  const std::array<const SolveResult*, 3> results{&sat, &native, &generic};
  for (const SolveResult* r : results) {
    if (r->status == Status::unknown) continue;
    if (r->status == Status::solved) {
      const Verdict verdict = check_solution(puzzle, r->solution);
      FUZZ_CHECK(verdict.ok, detail + "\n" + verdict.reason);
    }
    for (const SolveResult* s : results) {
      if (s->status == Status::unknown) continue;
      FUZZ_CHECK(s->status == r->status, detail);
      if (s->status == Status::solved) FUZZ_CHECK(s->solution == r->solution, detail);
    }
    if (r->status == Status::solved) answer = r->solution;
  }
  if (puzzle.side() == 4 && (sat.status != Status::unknown || native.status != Status::unknown)) {
    const std::optional<Grid> expected = testing::Reference::smallest(puzzle);
    FUZZ_CHECK(expected.has_value() == answer.has_value(), detail);
    if (expected) FUZZ_CHECK(*expected == *answer, detail);
  }
  if (sat.status == Status::no_solution) check_core(puzzle, sat, *engines.backtrack, limits);

  // any() and count() must agree with smallest() where both answered.
  for (Engine* engine : {engines.sat.get(), engines.backtrack.get()}) {
    const SolveResult any = engine->any(puzzle, limits);
    if (any.status == Status::solved) {
      const Verdict verdict = check_solution(puzzle, any.solution);
      FUZZ_CHECK(verdict.ok, detail + "\nany: " + verdict.reason);
    }
    if (any.status != Status::unknown && (answer || sat.status == Status::no_solution))
      FUZZ_CHECK((any.status == Status::solved) == answer.has_value(),
                 detail + "\n" + engine->name() + " any: " + show(any));
  }
  const CountResult sat_count = engines.sat->count(puzzle, 2, limits);
  const CountResult native_count = engines.backtrack->count(puzzle, 2, limits);
  if (sat_count.status != Status::unknown && native_count.status != Status::unknown) {
    FUZZ_CHECK(sat_count.count == native_count.count,
               detail + "\ncounts " + std::to_string(sat_count.count) + " and " +
                   std::to_string(native_count.count));
    if (sat_count.status != Status::unknown && (answer || sat.status == Status::no_solution))
      FUZZ_CHECK((sat_count.count > 0) == answer.has_value(), detail);
  }
  if (answer) check_round_trip(*answer);
}

// Checks every property on one fuzz input; a broken one fails (see
// fuzz_support.hpp).
inline void check(const std::uint8_t* data, std::size_t size) {
  static Engines engines;
  const Input input(data, size);
  ReaderOptions options;
  options.notation = notation_setting(input.settings[0]);
  switch (input.settings[1] % 4) {
    case 1:
      options.box = Geometry{2, 2};
      break;
    case 2:
      options.box = Geometry{3, 3};
      break;
    default:
      break;
  }
  std::istringstream in{std::string(input.text)};
  PuzzleReader reader(in, "fuzz.txt", options);
  int solved = 0;
  for (int entries = 0; solved < kMaxPuzzles && entries < 64; ++entries) {
    const std::optional<Entry> entry = reader.next();
    if (!entry) break;
    if (!entry->puzzle) continue;
    const int side = entry->grid().side();
    if (side != 4 && side != 9) continue;
    check_puzzle(entry->grid(), engines);
    ++solved;
  }
}

}  // namespace roundtrip_property
}  // namespace satdoku::fuzz
