// What every native solver hands the search: the cell to branch on and the
// digits to try there, smallest first.
#pragma once

#include <cstdint>
#include <vector>

namespace satdoku::native {

// Digit d (1-based) is bit d-1 of a DigitSet; 36 digits fit in 64 bits.
using DigitSet = std::uint64_t;

struct Branch {
  int cell = -1;
  DigitSet digits = 0;
  // Digits from this one (0-based) up are tried first, then the rest: a
  // rotation of the smallest-first order that restarts use to vary.
  int rotate = 0;
};

// A completed grid as row-major digits 1..N.
using Values = std::vector<std::uint8_t>;

}  // namespace satdoku::native
