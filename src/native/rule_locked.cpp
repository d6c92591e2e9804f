// Locked candidates for the rule solver, on any houses: when every place
// left for a digit in a house sees some cell outside them, that cell cannot
// hold the digit (whichever place takes it). With "sees" read as the peer
// relation, this is pointing and claiming between boxes (or jigsaw regions)
// and lines, and more: cells that see the places through a diagonal, a cage,
// an anti-knight or anti-king move lose the digit too. Digits that a cage
// or a renban line must hold (rule_sum.cpp, rule_sets.cpp) go the same way,
// and to their one place when they have one.
#include <bit>

#include "rule_solver.hpp"
#include "rule_tuning.hpp"

namespace satdoku::native {

bool RuleSolver::sees(int a, int b) const {
  return tables_.peer_bits(a)[b / 64] >> (b % 64) & 1;
}

bool RuleSolver::exclude_seen(State& state, const int* where, int count, DigitSet bit) {
  const int words = tables_.peer_words();
  for (int w = 0; w < words; ++w) {
    // Places see each other's cells only when they share a house: a place
    // is no peer of itself, so the and leaves the places out.
    std::uint64_t seen = tables_.peer_bits(where[0])[w];
    for (int i = 1; i < count && seen != 0; ++i) seen &= tables_.peer_bits(where[i])[w];
    for (; seen != 0; seen &= seen - 1) {
      const int x = w * 64 + std::countr_zero(seen);
      if ((state.cand[x] & bit) && !remove(state, x, bit)) return false;
    }
  }
  return true;
}

bool RuleSolver::require(State& state, std::span<const int> cells, DigitSet digits) {
  int where[kMaxSide * kMaxSide];
  for (DigitSet m = digits; m != 0; m &= m - 1) {
    const DigitSet bit = m & -m;
    int found = 0;
    for (const int cell : cells)
      if (state.cand[cell] & bit) where[found++] = cell;
    if (found == 0) return false;
    if (found == 1) {
      if (!keep(state, where[0], bit)) return false;
      continue;
    }
    if (!exclude_seen(state, where, found, bit)) return false;
  }
  return true;
}

bool RuleSolver::locked(State& state, int slot) {
  const int n = tables_.side();
  const int count = state.places[slot];
  if (count < 2 || count > rule_tuning::kLockedMaxPlaces) return true;
  const DigitSet bit = DigitSet{1} << (slot % n);
  const int* unit = tables_.unit(slot / n);
  int where[rule_tuning::kLockedMaxPlaces];
  int found = 0;
  for (int k = 0; k < n && found < count; ++k)
    if (state.cand[unit[k]] & bit) where[found++] = unit[k];
  return exclude_seen(state, where, found, bit);
}

}  // namespace satdoku::native
