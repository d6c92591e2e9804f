// Sums (killer cages, little killers, arrows): bounds on every term, and for
// cages of distinct digits the combinations that can still be placed.
#include <bit>

#include "rule_solver.hpp"

namespace satdoku::native {

bool RuleSolver::sum(State& state, const SumRule& rule) {
  if (!rule.distinct) return sum_bounds(state, rule);
  // Combinations first (they know the digits differ), then bounds; repeat
  // until neither removes anything.
  for (;;) {
    const std::vector<DigitSet>& cand = state.cand;
    std::uint64_t before = 0;
    for (const int cell : rule.cells)
      before += static_cast<std::uint64_t>(std::popcount(cand[cell]));
    if (!sum_combos(state, rule) || !sum_bounds(state, rule)) return false;
    std::uint64_t after = 0;
    for (const int cell : rule.cells)
      after += static_cast<std::uint64_t>(std::popcount(cand[cell]));
    if (after == before) return true;
  }
}

// A combination of digits is still possible when every one of its digits has
// a cell that can hold it and every cell can hold one of its digits; a digit
// in no possible combination goes from every cell.
bool RuleSolver::sum_combos(State& state, const SumRule& rule) {
  DigitSet seen = 0;
  for (const int cell : rule.cells) seen |= state.cand[cell];
  DigitSet allowed = 0;
  for (const DigitSet combo : rule.combos) {
    if ((combo & ~seen) != 0 || (combo & ~allowed) == 0) continue;
    bool fits = true;
    for (const int cell : rule.cells) {
      if ((state.cand[cell] & combo) == 0) {
        fits = false;
        break;
      }
    }
    if (fits) allowed |= combo;
  }
  for (const int cell : rule.cells)
    if (!keep(state, cell, allowed)) return false;
  return true;
}

// Each term coef * digit lies between its smallest and largest value, so the
// others' bounds bound it in turn: total - (max of the others) <= term <=
// total - (min of the others). Coefficients may be negative (an arrow's pill).
bool RuleSolver::sum_bounds(State& state, const SumRule& rule) {
  const std::size_t terms = rule.cells.size();
  const auto bounds = [&](std::size_t i, long& lo, long& hi) {
    const DigitSet c = state.cand[rule.cells[i]];
    const long smallest = std::countr_zero(c) + 1, largest = std::bit_width(c);
    const long coef = rule.coefs[i];
    lo = coef > 0 ? coef * smallest : coef * largest;
    hi = coef > 0 ? coef * largest : coef * smallest;
  };
  for (;;) {
    long min_sum = 0, max_sum = 0;
    for (std::size_t i = 0; i < terms; ++i) {
      long lo = 0, hi = 0;
      bounds(i, lo, hi);
      min_sum += lo;
      max_sum += hi;
    }
    if (rule.total < min_sum || rule.total > max_sum) return false;
    // A narrowed term leaves the sums above stale but wider, which is sound;
    // the next round tightens them.
    bool narrowed = false;
    for (std::size_t i = 0; i < terms; ++i) {
      long lo = 0, hi = 0;
      bounds(i, lo, hi);
      const long low = rule.total - (max_sum - hi), high = rule.total - (min_sum - lo);
      if (low <= lo && hi <= high) continue;
      const int cell = rule.cells[i];
      DigitSet drop = 0;
      for (DigitSet m = state.cand[cell]; m != 0; m &= m - 1) {
        const long value = static_cast<long>(rule.coefs[i]) * (std::countr_zero(m) + 1);
        if (value < low || value > high) drop |= m & -m;
      }
      if (drop == 0) continue;
      if (!remove(state, cell, drop)) return false;
      narrowed = true;
    }
    if (!narrowed) return true;
  }
}

}  // namespace satdoku::native
