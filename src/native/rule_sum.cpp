// Sums (killer cages, little killers, arrows, zipper lines, double arrows,
// region sum lines): bounds on every term that count each group of cells
// that must differ as distinct digits, and for cages of distinct digits the
// combinations that can still be placed, whose common digits the cage must
// hold.
#include <algorithm>
#include <array>
#include <bit>

#include "rule_solver.hpp"

namespace satdoku::native {
namespace {

long floor_div(long a, long b) {
  const long q = a / b;
  return (a % b != 0 && ((a < 0) != (b < 0))) ? q - 1 : q;
}

long ceil_div(long a, long b) {
  const long q = a / b;
  return (a % b != 0 && ((a < 0) == (b < 0))) ? q + 1 : q;
}

// The digit sums a group of t cells that must differ can reach, by their
// candidates' smallest and largest digits: the least is the greedy choice
// over the sorted minima (each digit above the last), the most the same over
// the maxima. `top` is the largest digit of the least choice and `bottom`
// the smallest of the most: any t-1 of the cells sum to at least least - top
// and at most most - bottom, which bounds each cell given the group's total.
// No default member values: sum_bounds() keeps an array of these for the
// largest possible rule, which would otherwise be zeroed on every call.
struct GroupRange {
  long least, most;
  int top, bottom;
};

bool group_range(const DigitSet* cand, const int* cells, int t, int n, GroupRange& out) {
  std::array<int, kMaxSide> lows{}, highs{};
  for (int k = 0; k < t; ++k) {
    lows[k] = std::countr_zero(cand[cells[k]]) + 1;
    highs[k] = std::bit_width(cand[cells[k]]);
  }
  std::sort(lows.begin(), lows.begin() + t);
  std::sort(highs.begin(), highs.begin() + t, std::greater<>());
  int low = 0, high = n + 1;
  out = {};
  for (int k = 0; k < t; ++k) {
    low = std::max(lows[k], low + 1);
    high = std::min(highs[k], high - 1);
    out.least += low;
    out.most += high;
  }
  out.top = low;
  out.bottom = high;
  return low <= n && high >= 1;
}

}  // namespace

bool RuleSolver::sum(State& state, const SumRule& rule) {
  if (rule.covered) return true;  // its equal-sums rule prunes more
  if (!rule.distinct) {
    if (!rule.unit_coefs || rule.total <= 0 || rule.total >= kEqualSumsLimit)
      return sum_bounds(state, rule);
    // Digits no way to the total uses (holes the bounds miss).
    Sums total;
    total.set(static_cast<std::size_t>(rule.total));
    for (;;) {
      const std::uint64_t before = removals_;
      if (!sum_bounds(state, rule) || !narrow_to(state, rule.cells, total)) return false;
      if (removals_ == before) return true;
    }
  }
  // Combinations first (they know the digits differ), then bounds; repeat
  // until neither removes anything.
  for (;;) {
    const std::uint64_t before = removals_;
    if (!sum_combos(state, rule) || !sum_bounds(state, rule)) return false;
    if (removals_ == before) return true;
  }
}

// A combination of digits is still possible when every one of its digits has
// a cell that can hold it and every cell can hold one of its digits; a digit
// in no possible combination goes from every cell, and a digit in all of
// them must be in the cage (require()).
bool RuleSolver::sum_combos(State& state, const SumRule& rule) {
  DigitSet seen = 0;
  for (const int cell : rule.cells) seen |= state.cand[cell];
  DigitSet allowed = 0, required = ~DigitSet{0};
  for (const DigitSet combo : rule.combos) {
    if ((combo & ~seen) != 0) continue;
    bool fits = true;
    for (const int cell : rule.cells) {
      if ((state.cand[cell] & combo) == 0) {
        fits = false;
        break;
      }
    }
    if (!fits) continue;
    allowed |= combo;
    required &= combo;
  }
  if (allowed == 0) return false;
  for (const int cell : rule.cells)
    if (!keep(state, cell, allowed)) return false;
  return require(state, rule.cells, required);
}

// Each group's coefficient times its digit sum lies between its smallest and
// largest value, so the others' bounds bound it in turn: total - (max of
// the others) <= group <= total - (min of the others); then each cell of the
// group by GroupRange. Coefficients may be negative (an arrow's pill, the
// second side of an equal sum).
bool RuleSolver::sum_bounds(State& state, const SumRule& rule) {
  const int n = tables_.side();
  const std::size_t groups = rule.group_end.size();
  std::array<GroupRange, kMaxSide * kMaxSide> range;
  std::array<long, kMaxSide * kMaxSide> low, high;  // each group's term: coef * sum
  if (groups > range.size()) return true;           // more groups than cells: cannot be
  for (;;) {
    long min_sum = 0, max_sum = 0;
    for (std::size_t g = 0; g < groups; ++g) {
      const int begin = g == 0 ? 0 : rule.group_end[g - 1], end = rule.group_end[g];
      if (!group_range(state.cand.data(), &rule.cells[begin], end - begin, n, range[g]))
        return false;
      const long coef = rule.coefs[begin];
      low[g] = coef > 0 ? coef * range[g].least : coef * range[g].most;
      high[g] = coef > 0 ? coef * range[g].most : coef * range[g].least;
      min_sum += low[g];
      max_sum += high[g];
    }
    if (rule.total < min_sum || rule.total > max_sum) return false;
    // A narrowed group leaves the sums above stale but wider, which is
    // sound; the next round tightens them.
    const std::uint64_t before = removals_;
    for (std::size_t g = 0; g < groups; ++g) {
      const long lo = rule.total - (max_sum - high[g]), hi = rule.total - (min_sum - low[g]);
      if (lo <= low[g] && high[g] <= hi) continue;
      const int begin = g == 0 ? 0 : rule.group_end[g - 1], end = rule.group_end[g];
      const long coef = rule.coefs[begin];
      // The group's digit sum lies in [least, most].
      const long least = coef > 0 ? ceil_div(lo, coef) : ceil_div(hi, coef);
      const long most = coef > 0 ? floor_div(hi, coef) : floor_div(lo, coef);
      const long top = range[g].top + (most - range[g].least);
      const long bottom = range[g].bottom - (range[g].most - least);
      if (top < 1 || bottom > n) return false;
      DigitSet keep_digits = 0;
      for (long d = std::max(1L, bottom); d <= std::min(static_cast<long>(n), top); ++d)
        keep_digits |= DigitSet{1} << (d - 1);
      for (int k = begin; k < end; ++k)
        if (!keep(state, rule.cells[k], keep_digits)) return false;
    }
    if (removals_ == before) return true;
  }
}

}  // namespace satdoku::native
