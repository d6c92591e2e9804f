// Sandwich: in a row or column, the digits strictly between the 1 and the N
// sum to the clue.
#include <algorithm>
#include <array>
#include <bit>

#include "digit_count.hpp"
#include "rule_solver.hpp"

namespace satdoku::native {

// Every placement of the 1 and the N the candidates allow is tried, with
// every set of digits 2..N-1 of the right count and total (SandwichRule's
// by_count) for the m cells between: a set is possible when each of its
// digits can go between, each cell between can take one of them, and the
// cells outside can still take as many of the other digits as they number.
// Each cell keeps what some possible placement and set let it hold: the 1 or
// the N where they go, the set's digits between them, the other digits
// outside.
bool RuleSolver::sandwich(State& state, const SandwichRule& rule) {
  const int n = tables_.side(), len = static_cast<int>(rule.cells.size());
  const DigitSet one = 1, big = DigitSet{1} << (n - 1), inner = full_ & ~(one | big);
  if (len > kMaxSide || len != n) return false;  // not a row or column of a supported grid
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
        const std::vector<DigitSet>& sets = rule.by_count[static_cast<std::size_t>(m)];
        if (sets.empty()) continue;
        DigitSet between = 0, outside = 0;
        for (int t = 0; t < len; ++t) {
          if (t == lo || t == hi) continue;
          (t > lo && t < hi ? between : outside) |= cand(t);
        }
        between &= inner;
        outside &= inner;
        const int outer_cells = len - m - 2;
        DigitSet in_digits = 0, out_digits = 0;
        bool found = false;
        for (const DigitSet set : sets) {
          if ((set & ~between) != 0) continue;
          bool fits = true;
          for (int t = lo + 1; t < hi && fits; ++t) fits = (cand(t) & set) != 0;
          if (!fits || digit_count(outside & ~set) < outer_cells) continue;
          found = true;
          in_digits |= set;
          out_digits |= inner & ~set;
        }
        if (!found) continue;
        possible = true;
        allowed[i] |= one;
        allowed[j] |= big;
        for (int t = 0; t < len; ++t) {
          if (t == lo || t == hi) continue;
          allowed[t] |= t > lo && t < hi ? in_digits : out_digits;
        }
      }
    }
    if (!possible) return false;
    const std::uint64_t before = removals_;
    for (int t = 0; t < len; ++t)
      if (!keep(state, rule.cells[t], allowed[t])) return false;
    if (removals_ == before) return true;
  }
}

}  // namespace satdoku::native
