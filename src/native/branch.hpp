// What every native solver hands the search: the cell to branch on and the
// digits to try there, smallest first; or a digit and the cells of one house
// that can still hold it, tried in the house's order (each completion puts
// the digit in exactly one of them, so the branches split the completions
// as a cell's digits do).
#pragma once

#include <cstdint>
#include <vector>

#include "digit_count.hpp"

namespace satdoku::native {

// Digit d (1-based) is bit d-1 of a DigitSet; 36 digits fit in 64 bits.
using DigitSet = std::uint64_t;

struct Branch {
  int cell = -1;
  DigitSet digits = 0;
  // Digits from this one (0-based) up are tried first, then the rest: a
  // rotation of the smallest-first order that restarts use to vary.
  int rotate = 0;
  // A branch on where `digit` goes (when not 0): bit k of `digits` stands
  // for places[k] := digit, and `cell` is unused.
  int digit = 0;
  const int* places = nullptr;

  int cell_of(int bit) const { return digit == 0 ? cell : places[bit]; }
  int digit_of(int bit) const { return digit == 0 ? bit + 1 : digit; }
};

// dom/wdeg: among the cells with more than one candidate, the one with the
// fewest candidates per weight (weights count the dead ends met at a cell or
// its units, so cells that keep failing are decided early). Cells are looked
// at from `start` round to start - 1, so ties go to the first one met.
// Leaves `best` as it is when every cell is decided.
template <class Mask>
void choose_fewest_per_weight(const Mask* cand, const std::uint64_t* weight, int cells, int start,
                              Branch& best) {
  std::uint64_t best_count = 1, best_weight = 0;
  for (int k = 0, cell = start; k < cells; ++k, cell = cell + 1 == cells ? 0 : cell + 1) {
    const Mask c = cand[cell];
    if ((c & (c - 1)) == 0) continue;  // decided
    const auto count = static_cast<std::uint64_t>(digit_count(c));
    if (count * best_weight < best_count * weight[cell]) {
      best_count = count;
      best_weight = weight[cell];
      best.cell = cell;
      best.digits = c;
    }
  }
}

// A completed grid as row-major digits 1..N.
using Values = std::vector<std::uint8_t>;

}  // namespace satdoku::native
