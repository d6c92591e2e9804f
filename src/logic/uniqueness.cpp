// Uniqueness techniques: they hold only for a puzzle with exactly one
// completion, which the caller vouches for (LogicOptions::assume_unique), and
// only without variant rules (a rule may tell the two ways of a deadly
// pattern apart). A deadly pattern is one that, left with only its digits,
// could be filled two ways, so a unique puzzle must avoid it.
// - Unique rectangle (SE 4.5): four cells on two rows, two columns and two
//   boxes, all holding {a,b}. Type 1: three are {a,b}; the fourth is not
//   a or b. Type 2: the two others are {a,b,c}; one of them is c, so cells
//   seeing both are not. Type 4: the two others share a house where a has
//   no other place; one of them is a, so neither is b.
// - BUG+1 (5.6): every open cell bivalue but one with three candidates;
//   that cell takes the digit that would otherwise appear three times in a
//   house of it.
#include <vector>

#include "finders.hpp"

namespace satdoku::logic {
namespace {

const char* const kAssumes = " (assumes the puzzle has one solution)";

std::optional<Step> rectangle_step(const FindContext& c, const int cell[4], int a, int b) {
  const LogicTopology& t = c.topo;
  const DigitMask ab = bit_of(a) | bit_of(b);
  int exact = 0;
  for (int i = 0; i < 4; ++i) exact += c.mask(cell[i]) == ab;
  auto base = [&](const char* type) {
    Step step;
    step.technique = "unique rectangle";
    step.rating = 4.5;
    step.reason.cells = {cell[0], cell[1], cell[2], cell[3]};
    step.reason.text = std::string("unique rectangle ") + type + ": " +
                       cells_text(t, {cell[0], cell[1], cell[2], cell[3]}) + " on " +
                       std::to_string(a) + "," + std::to_string(b) + kAssumes;
    return step;
  };
  if (exact == 3) {  // type 1
    for (int i = 0; i < 4; ++i) {
      if (c.mask(cell[i]) == ab) continue;
      Step step = base("type 1");
      add_elimination(step, cell[i], ab);
      return std::move(finish_step(step));
    }
  }
  if (exact != 2) return std::nullopt;
  int roof[2], r = 0;
  for (int i = 0; i < 4; ++i)
    if (c.mask(cell[i]) != ab) roof[r++] = cell[i];
  // The roof is a side of the rectangle (a row or a column), not a diagonal.
  if (t.row_of(roof[0]) != t.row_of(roof[1]) && t.col_of(roof[0]) != t.col_of(roof[1]))
    return std::nullopt;
  const DigitMask extra0 = c.mask(roof[0]) & ~ab, extra1 = c.mask(roof[1]) & ~ab;
  if (extra0 == extra1 && count_of(extra0) == 1) {  // type 2
    Step step = base("type 2");
    for (const int other : t.peers[roof[0]])
      if (other != roof[1] && t.sees(roof[1], other) && c.open(other) && (c.mask(other) & extra0))
        add_elimination(step, other, extra0);
    if (!step.eliminations.empty()) return std::move(finish_step(step));
  }
  for (const int h : t.houses_of[roof[0]]) {  // type 4
    const auto& hs = t.houses_of[roof[1]];
    if (std::find(hs.begin(), hs.end(), h) == hs.end()) continue;
    for (const int locked : {a, b}) {
      const std::vector<int> places = positions(c, t.houses[h], locked);
      if (places.size() != 2) continue;
      const int other = locked == a ? b : a;
      Step step = base("type 4");
      for (const int cell_r : roof) add_elimination(step, cell_r, bit_of(other));
      step.reason.rules = {t.houses[h].name};
      return std::move(finish_step(step));
    }
  }
  return std::nullopt;
}

}  // namespace

std::optional<Step> find_unique_rectangle(const FindContext& c) {
  const LogicTopology& t = c.topo;
  if (!c.assume_unique || !t.classic || !c.enabled("unique rectangle")) return std::nullopt;
  const int n = t.side;
  for (int r1 = 0; r1 < n; ++r1) {
    for (int r2 = r1 + 1; r2 < n; ++r2) {
      for (int c1 = 0; c1 < n; ++c1) {
        for (int c2 = c1 + 1; c2 < n; ++c2) {
          const int cell[4] = {r1 * n + c1, r1 * n + c2, r2 * n + c1, r2 * n + c2};
          bool open = true;
          for (const int x : cell) open = open && c.open(x);
          if (!open) continue;
          // Exactly two boxes: the rows share a band or the columns a stack, not both.
          const bool same_band = t.box_of(cell[0]) == t.box_of(cell[2]);
          const bool same_stack = t.box_of(cell[0]) == t.box_of(cell[1]);
          if (same_band == same_stack) continue;
          const DigitMask common =
              c.mask(cell[0]) & c.mask(cell[1]) & c.mask(cell[2]) & c.mask(cell[3]);
          if (count_of(common) < 2) continue;
          for (int a = 1; a <= n; ++a) {
            if (!(common & bit_of(a))) continue;
            for (int b = a + 1; b <= n; ++b) {
              if (!(common & bit_of(b))) continue;
              if (auto step = rectangle_step(c, cell, a, b)) return step;
            }
          }
        }
      }
    }
  }
  return std::nullopt;
}

std::optional<Step> find_bug_plus_one(const FindContext& c) {
  const LogicTopology& t = c.topo;
  if (!c.assume_unique || !t.classic || !c.enabled("bug+1")) return std::nullopt;
  int odd = -1;
  for (int cell = 0; cell < t.cells; ++cell) {
    if (!c.open(cell)) continue;
    const int count = count_of(c.mask(cell));
    if (count == 2) continue;
    if (count != 3 || odd >= 0) return std::nullopt;
    odd = cell;
  }
  if (odd < 0) return std::nullopt;
  for (DigitMask rest = c.mask(odd); rest; rest &= rest - 1) {
    const int digit = lowest_digit(rest);
    for (const int h : t.houses_of[odd]) {
      if (positions(c, t.houses[h], digit).size() != 3) continue;
      Step step;
      step.technique = "bug+1";
      step.rating = 5.6;
      step.placements.push_back({odd, digit});
      step.reason.cells = {odd};
      step.reason.rules = {t.houses[h].name};
      step.reason.text = "bug+1: every other open cell is bivalue, and " + std::to_string(digit) +
                         " would appear three times in " + t.houses[h].name + kAssumes;
      return step;
    }
  }
  return std::nullopt;
}

}  // namespace satdoku::logic
