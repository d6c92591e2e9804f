// Sandwich: in a row or column, the digits strictly between the 1 and the N
// sum to the clue.
#include <algorithm>
#include <array>
#include <bit>

#include "rule_solver.hpp"

namespace satdoku::native {

// Every placement of the 1 and the N the candidates allow is tried: it is
// possible when the m cells between can hold digits 2..N-1 whose sum can be
// the total, by the bounds of m distinct digits and by the cells' own bounds.
// Each cell keeps what some possible placement lets it hold: the 1 or the N
// where they go, a digit within the sum's bounds between them, 2..N-1
// elsewhere.
bool RuleSolver::sandwich(State& state, const SandwichRule& rule) {
  const int n = tables_.side(), len = static_cast<int>(rule.cells.size());
  const DigitSet one = 1, big = DigitSet{1} << (n - 1), inner = full_ & ~(one | big);
  const int total = rule.total;
  if (len > kMaxSide) return false;  // not a row or column of a supported grid
  const auto cand = [&](int t) { return state.cand[rule.cells[t]]; };
  std::array<DigitSet, kMaxSide> allowed{};
  for (;;) {
    std::fill(allowed.begin(), allowed.begin() + len, DigitSet{0});
    bool possible = false;
    for (int i = 0; i < len; ++i) {
      if (!(cand(i) & one)) continue;
      for (int j = 0; j < len; ++j) {
        if (j == i || !(cand(j) & big)) continue;
        const int lo = std::min(i, j), hi = std::max(i, j), m = hi - lo - 1;
        // m distinct digits of 2..N-1 sum to at least 2+...+(m+1) and at
        // most (N-m)+...+(N-1).
        if (total < m * (m + 3) / 2 || total > m * (2 * n - 1 - m) / 2) continue;
        int min_sum = 0, max_sum = 0;
        bool fits = true;
        for (int t = lo + 1; t < hi && fits; ++t) {
          const DigitSet c = cand(t) & inner;
          fits = c != 0;
          min_sum += std::countr_zero(c) + 1;
          max_sum += std::bit_width(c);
        }
        if (!fits || total < min_sum || total > max_sum) continue;
        possible = true;
        allowed[i] |= one;
        allowed[j] |= big;
        for (int t = 0; t < len; ++t) {
          if (t == i || t == j) continue;
          DigitSet c = cand(t) & inner;
          if (t > lo && t < hi) {
            const int low = total - (max_sum - std::bit_width(c));
            const int high = total - (min_sum - (std::countr_zero(c) + 1));
            for (DigitSet rest = c; rest != 0; rest &= rest - 1) {
              const int d = std::countr_zero(rest) + 1;
              if (d < low || d > high) c &= ~(rest & -rest);
            }
          }
          allowed[t] |= c;
        }
      }
    }
    if (!possible) return false;
    bool narrowed = false;
    for (int t = 0; t < len; ++t) {
      if ((cand(t) & ~allowed[t]) == 0) continue;
      if (!keep(state, rule.cells[t], allowed[t])) return false;
      narrowed = true;
    }
    if (!narrowed) return true;
  }
}

}  // namespace satdoku::native
