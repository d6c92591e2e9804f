// Helpers for the logical solver's tests: candidate states built by hand
// (every digit everywhere, then the eliminations a textbook pattern needs),
// a finder's context over them, and steps as sets of (cell, digit) pairs
// that a test can compare with what it worked out by hand.
#pragma once

#include <set>
#include <string>
#include <utility>
#include <vector>

#include "logic/finders.hpp"
#include "logic/links.hpp"
#include "satdoku/logic.hpp"

namespace satdoku::testing {

// Cell of row r, column c, both from 1.
inline int at(int r, int c, int side = 9) {
  return (r - 1) * side + (c - 1);
}

inline DigitMask digits(std::initializer_list<int> ds) {
  DigitMask m = 0;
  for (const int d : ds) m |= DigitMask{1} << (d - 1);
  return m;
}

// Leaves `cell` only the digits `keep`.
inline void keep_only(CandidateState& s, int cell, DigitMask keep) {
  s.eliminate(cell, s.mask(cell) & ~keep);
}

inline logic::FindContext context(const Puzzle& puzzle, const CandidateState& state,
                                  bool unique = false) {
  return {puzzle, state, state.topology(), [](std::string_view) { return true; }, unique, nullptr};
}

using Pairs = std::set<std::pair<int, int>>;  // (cell, digit)

inline Pairs eliminated(const Step& step) {
  Pairs out;
  for (const Elimination& e : step.eliminations)
    for (int d = 1; d <= 64; ++d)
      if (e.digits >> (d - 1) & 1) out.insert({e.cell, d});
  return out;
}

// The cells of row r (or column c) but `except`, with one digit.
inline Pairs line_pairs(bool row, int index, int digit, std::initializer_list<int> except) {
  Pairs out;
  for (int k = 1; k <= 9; ++k) {
    if (std::find(except.begin(), except.end(), k) != except.end()) continue;
    out.insert({row ? at(index, k) : at(k, index), digit});
  }
  return out;
}

}  // namespace satdoku::testing
