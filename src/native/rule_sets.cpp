// Constraints on which digits a few cells hold together: a renban line's run
// of consecutive digits, and a quadruple's required digits.
#include <bit>

#include "rule_solver.hpp"

namespace satdoku::native {

// The k cells of a run hold exactly the digits of a window lo..lo+k-1 (they
// differ, and the run has no gap). A window is possible when each of its
// digits has a cell that can hold it and each cell can hold one of its
// digits; a digit in no possible window goes, and a digit in every one must
// be on the line (require()).
bool RuleSolver::run(State& state, const RunRule& rule) {
  const int n = tables_.side(), k = static_cast<int>(rule.cells.size());
  if (k == 0) return true;
  if (k > n) return false;
  const DigitSet window = (DigitSet{1} << k) - 1;
  for (;;) {
    DigitSet seen = 0;
    for (const int cell : rule.cells) seen |= state.cand[cell];
    DigitSet allowed = 0, required = ~DigitSet{0};
    for (int lo = 0; lo + k <= n; ++lo) {
      const DigitSet w = window << lo;
      if ((w & ~seen) != 0) continue;
      bool fits = true;
      for (const int cell : rule.cells) fits = fits && (state.cand[cell] & w) != 0;
      if (!fits) continue;
      allowed |= w;
      required &= w;
    }
    if (allowed == 0) return false;
    bool narrowed = false;
    for (const int cell : rule.cells) {
      if ((state.cand[cell] & ~allowed) == 0) continue;
      if (!keep(state, cell, allowed)) return false;
      narrowed = true;
    }
    if (narrowed) continue;
    // Digits every window holds: the line must hold them.
    const std::uint64_t before = removals_;
    if (!require(state, rule.cells, required)) return false;
    if (removals_ == before) return true;
  }
}

// Each listed digit needs as many cells that can still hold it as it is
// listed; when it has just that many, they all hold it. When the listed
// digits fill every cell, no cell holds anything else.
bool RuleSolver::at_least(State& state, const AtLeastRule& rule) {
  if (rule.listed > static_cast<int>(rule.cells.size())) return false;
  const bool filled = rule.listed == static_cast<int>(rule.cells.size());
  for (;;) {
    bool narrowed = false;
    for (const auto& [digit, times] : rule.needs) {
      if (digit < 1 || digit > tables_.side()) return false;
      const DigitSet bit = DigitSet{1} << (digit - 1);
      int places = 0;
      for (const int cell : rule.cells) places += (state.cand[cell] & bit) != 0;
      if (places < times) return false;
      if (places > times) continue;
      for (const int cell : rule.cells) {
        const DigitSet c = state.cand[cell];
        if ((c & bit) == 0 || c == bit) continue;
        if (!keep(state, cell, bit)) return false;
        narrowed = true;
      }
    }
    if (filled) {
      for (const int cell : rule.cells) {
        if ((state.cand[cell] & ~rule.digits) == 0) continue;
        if (!keep(state, cell, rule.digits)) return false;
        narrowed = true;
      }
    }
    if (!narrowed) return true;
  }
}

}  // namespace satdoku::native
