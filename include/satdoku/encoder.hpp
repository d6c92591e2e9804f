// The CNF encoder: a grid in, clauses out to a ClauseSink.
//
// Variables of the plain encodings: cell (row r, column c), digit d holds is
// variable (r*N + c)*N + d, with r and c from 0 and d from 1..N, the
// convention other people's decoders use. The reduced encoding numbers only
// the pairs that survive elimination, 1..k, and its VariableMap says which is
// which. Variables above the map's range are auxiliary (at-most-one helpers).
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>
#include <utility>
#include <vector>

#include "satdoku/clause_sink.hpp"
#include "satdoku/grid.hpp"

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
  automatic,   // pairwise for small groups, sequential where it pays off
};

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
  std::vector<int> variable_;                // cell*N + digit-1 -> variable or 0
  std::vector<std::pair<int, int>> meaning_;  // variable-1 -> (cell, digit)
};

struct EncodeOptions {
  Encoding encoding = Encoding::extended;
  AtMostOne at_most_one = AtMostOne::pairwise;
  bool givens_as_units = true;  // false: leave givens out (the solver assumes them)
};

struct Encoded {
  VariableMap map;
  int variables = 0;            // all variables, auxiliary included
  std::uint64_t clauses = 0;    // clauses sent to the sink
  // reduced: values the givens and elimination fixed (0 = open); may hold
  // fewer blanks than the puzzle. Empty for the plain encodings.
  std::optional<Grid> fixed;
};

// Sends the puzzle's CNF to the sink in a deterministic order.
Encoded encode(const Grid& puzzle, const EncodeOptions& options, ClauseSink& sink);

}  // namespace satdoku
