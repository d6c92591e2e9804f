// The CNF encoder: a grid in, clauses out to a ClauseSink.
//
// Variables of the plain encodings: cell (row r, column c), digit d holds is
// variable (r*N + c)*N + d, with r and c from 0 and d from 1..N, the
// convention other people's decoders use. The reduced encoding numbers only
// the pairs that survive elimination, 1..k, and its VariableMap says which is
// which. Variables above the map's range are auxiliary (at-most-one helpers).
// Both numberings keep (cell, digit) order, so the lexicographically smallest
// grid is the lexicographically largest model over the problem variables.
//
// Clause order is fixed: each cell (at-least-one, then at-most-one), then for
// rows, columns and boxes in turn, each unit with digits 1..N (at-least-one,
// then at-most-one), then the givens as units. The formula of a puzzle is thus
// the formula of the empty grid followed by its givens (plain encodings).
//
// Variant rules (rules.hpp): jigsaw regions take the place of the boxes in
// that order, and every other rule adds its clauses after the givens, rule by
// rule in the puzzle's order, each announced to the sink by a comment. Their
// auxiliary variables come after the cell-digit ones. Rules take the plain
// encodings (every model of them has exactly one digit per cell); the
// reduced one refuses them.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string_view>
#include <utility>
#include <vector>

#include "satdoku/clause_sink.hpp"
#include "satdoku/grid.hpp"
#include "satdoku/rules.hpp"

namespace satdoku {

enum class Encoding {
  minimal,    // cell at-least-one + unit at-most-one
  efficient,  // + cell at-most-one
  extended,   // + unit at-least-one
  reduced,    // extended after applying givens and plain elimination (Kwon and Jain)
};

std::string_view to_string(Encoding encoding);
std::optional<Encoding> encoding_from_name(std::string_view name);

// How "at most one of these literals" is written.
enum class AtMostOne {
  pairwise,    // k(k-1)/2 binary clauses
  sequential,  // Sinz's sequential counter: 3k-4 clauses, k-1 auxiliary variables
  automatic,   // what measured fastest with CaDiCaL: pairwise at every size (up to 36x36)
  // Pairwise below kSequentialFrom literals, the sequential counter from
  // there: the SAT engine's lex-first solvers on grids above 9x9 (see
  // sat_engine.cpp). Only 16x16 and larger grids have groups that big.
  mixed,
};

// Where AtMostOne::mixed switches to the sequential counter.
inline constexpr std::size_t kSequentialFrom = 12;

// The variable of the plain encodings for "row, col (from 0) hold digit
// (from 1)" in a grid of that side.
constexpr int plain_variable(int row, int col, int digit, int side) {
  return (row * side + col) * side + digit;
}

// Which (cell, digit) pair each problem variable stands for, and back.
class VariableMap {
 public:
  VariableMap() = default;
  static VariableMap plain(int side);

  int side() const { return side_; }
  int variables() const { return static_cast<int>(meaning_.size()); }  // problem variables
  // The variable of (cell, digit), or 0 when the pair has none (reduced).
  int variable(int cell, int digit) const;
  // The (cell, digit) of a problem variable 1..variables().
  std::pair<int, int> meaning(int variable) const { return meaning_[variable - 1]; }

 private:
  friend class Encoder;
  int side_ = 0;
  std::vector<int> variable_;                 // cell*N + digit-1 -> variable or 0
  std::vector<std::pair<int, int>> meaning_;  // variable-1 -> (cell, digit)
};

struct EncodeOptions {
  Encoding encoding = Encoding::extended;
  AtMostOne at_most_one = AtMostOne::pairwise;
  bool givens_as_units = true;  // false: leave givens out (the solver assumes them);
                                // the reduced encoding always applies its givens
  // Pairwise box clauses whose two cells share a row or column repeat a row or
  // column clause (N^3(n-1) of them for square boxes). true keeps them, so the
  // sizes are the textbook ones; false leaves them out (same meaning, smaller).
  bool repeat_pairs = true;
  // Variant rules: each rule's clauses carry the negation of one selector
  // variable of its own, so a solver switches the rule on by assuming the
  // selector (the way unsatisfiable cores name rules). false: plain clauses.
  bool guard_rules = false;
  // Rows, columns and boxes (or jigsaw regions) the same way: each house's
  // clauses carry the negation of a selector of its own, so that a core of
  // a logical step can name the houses it uses. A cell's own clauses (one
  // digit each) always hold.
  bool guard_houses = false;
  // Reduced only: the digits still possible in each cell, one mask a cell
  // (bit d-1 for digit d), from a caller that has reasoned past the givens'
  // elimination (count to 2's pre-solve, for the formula it leaves). The
  // puzzle then holds every digit that reasoning placed, and a pair stays in
  // the formula only if both its mask and the givens' elimination allow it.
  // A placed cell's mask is not read. Empty: the givens' elimination alone.
  std::span<const std::uint64_t> candidates = {};
  // A house's at-least-one clause for a digit ("the digit is somewhere in
  // the row") is left out when it has this many literals or more: each cell
  // takes a digit and no digit comes twice in a house, so the house's cells
  // hold every digit anyway (the same models, fewer clauses; unit
  // propagation loses the hidden singles those clauses gave). The default
  // keeps them all.
  std::size_t house_at_least_one_below = SIZE_MAX;
};

struct Encoded {
  VariableMap map;
  int variables = 0;          // all variables, auxiliary included
  std::uint64_t clauses = 0;  // clauses sent to the sink
  // reduced: values fixed before encoding (0 = open). Elimination is not
  // iterated, so these are exactly the givens (with `candidates`, those the
  // caller placed). Empty for the plain encodings.
  // When two givens clash, the reduced formula holds one empty clause.
  std::optional<Grid> fixed;
  // guard_rules: the selector variable of each rule, in the puzzle's order.
  std::vector<int> rule_selectors;
  // guard_houses: the selector of each house, rows 0..N-1, then columns, then
  // boxes (or jigsaw regions) in their order; numbered right after the
  // problem variables.
  std::vector<int> house_selectors;
};

// Sends the puzzle's CNF to the sink in a deterministic order. Throws
// std::invalid_argument when `candidates` is neither empty nor a mask a cell.
Encoded encode(const Grid& puzzle, const EncodeOptions& options, ClauseSink& sink);
// The same with the puzzle's variant rules. Throws std::invalid_argument for
// the reduced encoding of a puzzle with rules.
Encoded encode(const Puzzle& puzzle, const EncodeOptions& options, ClauseSink& sink);

}  // namespace satdoku
