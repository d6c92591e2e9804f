// The number of digits in a candidate mask, without a library call: builds
// for baseline x86-64 (no POPCNT instruction) turn std::popcount into a call
// into libgcc, which cost a 25x25 search a tenth of its instructions in
// choosing cells.
#pragma once

#include <cstdint>

namespace satdoku::native {

inline int digit_count(std::uint64_t m) {
  m = m - ((m >> 1) & 0x5555555555555555ull);
  m = (m & 0x3333333333333333ull) + ((m >> 2) & 0x3333333333333333ull);
  m = (m + (m >> 4)) & 0x0F0F0F0F0F0F0F0Full;
  return static_cast<int>((m * 0x0101010101010101ull) >> 56);
}

}  // namespace satdoku::native
