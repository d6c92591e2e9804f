// Singles: a house's last empty cell (full house, SE 1.0), a digit with one
// place left in a house (hidden single: 1.2 in a box, 1.5 elsewhere), a cell
// with one candidate left (naked single, 2.3).
#include "finders.hpp"

namespace satdoku::logic {
namespace {

Step single_step(const FindContext& c, const LogicHouse& house, int cell, int digit, bool full) {
  Step step;
  if (full) {
    step.technique = "full house";
    step.rating = 1.0;
    step.reason.text = "full house in " + house.name;
  } else {
    step.technique = "hidden single";
    step.rating =
        house.kind == LogicHouse::Kind::box || house.kind == LogicHouse::Kind::region ? 1.2 : 1.5;
    step.reason.text = "hidden single in " + house.name;
  }
  step.placements.push_back({cell, digit});
  step.reason.cells = {cell};
  step.reason.rules = {house.name};
  (void)c;
  return step;
}

}  // namespace

std::optional<Step> find_hidden_single(const FindContext& c) {
  const LogicTopology& t = c.topo;
  const std::vector<int>& order = t.search_order;
  if (c.enabled("full house")) {
    for (const int h : order) {
      const LogicHouse& house = t.houses[h];
      int empty = -1, count = 0;
      for (const int cell : house.cells) {
        if (c.open(cell)) {
          empty = cell;
          ++count;
        }
      }
      if (count == 1 && single_bit(c.mask(empty)))
        return single_step(c, house, empty, lowest_digit(c.mask(empty)), true);
    }
  }
  if (!c.enabled("hidden single")) return std::nullopt;
  for (const int h : order) {
    const LogicHouse& house = t.houses[h];
    // Digits with exactly one open position: seen once and not twice.
    DigitMask once = 0, twice = 0;
    for (const int cell : house.cells) {
      if (!c.open(cell)) continue;
      twice |= once & c.mask(cell);
      once |= c.mask(cell);
    }
    const DigitMask single = once & ~twice;
    if (!single) continue;
    const int digit = lowest_digit(single);
    for (const int cell : house.cells)
      if (c.open(cell) && (c.mask(cell) & bit_of(digit)))
        return single_step(c, house, cell, digit, false);
  }
  return std::nullopt;
}

std::optional<Step> find_naked_single(const FindContext& c) {
  for (int cell = 0; cell < c.topo.cells; ++cell) {
    if (!c.open(cell) || !single_bit(c.mask(cell))) continue;
    Step step;
    step.technique = "naked single";
    step.rating = 2.3;
    step.placements.push_back({cell, lowest_digit(c.mask(cell))});
    step.reason.cells = {cell};
    step.reason.text = "naked single";
    return step;
  }
  return std::nullopt;
}

}  // namespace satdoku::logic
