// Locked candidates: when a digit's places in a house all see some other
// cell, that cell cannot hold it. On a classic grid these are pointing (a
// box's places in one row or column: SE 2.6) and claiming (a row's or
// column's places in one box: 2.8); with variant rules any common peer
// counts. The "direct" forms (SE 1.7 and 1.9) are those whose eliminations
// leave a hidden single, which they place.
#include <vector>

#include "finders.hpp"

namespace satdoku::logic {
namespace {

struct Locked {
  int house = 0;
  int digit = 0;
  std::vector<int> places;
  std::vector<int> targets;  // open cells outside `places` seeing all of them, holding the digit
};

bool is_box(const LogicHouse& h) {
  return h.kind == LogicHouse::Kind::box || h.kind == LogicHouse::Kind::region;
}

// A house other than `except` holding every cell of `cells`, or -1.
int house_holding(const LogicTopology& t, const std::vector<int>& cells, int except) {
  // Rows, columns and boxes first (the houses_of of every cell start with them).
  for (int kind = 0; kind < 3; ++kind) {
    const int h = t.houses_of[cells[0]][kind];
    if (h == except) continue;
    bool all = true;
    for (const int cell : cells) all = all && t.houses_of[cell][kind] == h;
    if (all) return h;
  }
  for (const int h : t.houses_of[cells[0]]) {
    if (h == except) continue;
    bool all = true;
    for (const int cell : cells) {
      const auto& hs = t.houses_of[cell];
      if (std::find(hs.begin(), hs.end(), h) == hs.end()) all = false;
    }
    if (all) return h;
  }
  return -1;
}

// Calls `visit` with every locked-candidates pattern that eliminates
// something, until it returns true.
template <class Visit>
bool each_locked(const FindContext& c, Visit&& visit) {
  const LogicTopology& t = c.topo;
  std::vector<std::uint64_t> common(t.words);
  std::uint64_t where[65];
  Locked locked;
  for (const int h : t.search_order) {
    const LogicHouse& house = t.houses[h];
    // Each digit's places in the house, in one pass.
    std::fill(where, where + t.side + 1, 0);
    for (std::size_t i = 0; i < house.cells.size(); ++i)
      if (c.open(house.cells[i]))
        for (DigitMask m = c.mask(house.cells[i]); m; m &= m - 1)
          where[lowest_digit(m)] |= std::uint64_t{1} << i;
    for (int digit = 1; digit <= t.side; ++digit) {
      if (count_of(where[digit]) < 2) continue;
      locked.house = h;
      locked.digit = digit;
      locked.places.clear();
      locked.targets.clear();
      for (std::uint64_t b = where[digit]; b; b &= b - 1)
        locked.places.push_back(house.cells[std::countr_zero(b)]);
      // On a classic grid only places sharing another house have common peers outside.
      if (t.classic && house_holding(t, locked.places, h) < 0) continue;
      std::fill(common.begin(), common.end(), ~std::uint64_t{0});
      for (const int p : locked.places) {
        const std::uint64_t* peers = t.peer_set(p);
        for (int w = 0; w < t.words; ++w) common[w] &= peers[w];
      }
      for (int w = 0; w < t.words; ++w) {
        for (std::uint64_t bits = common[w]; bits; bits &= bits - 1) {
          const int cell = w * 64 + std::countr_zero(bits);
          if (c.open(cell) && (c.mask(cell) & bit_of(digit))) locked.targets.push_back(cell);
        }
      }
      if (!locked.targets.empty() && visit(locked)) return true;
    }
  }
  return false;
}

Step locked_step(const FindContext& c, const Locked& locked, bool direct) {
  const LogicTopology& t = c.topo;
  const LogicHouse& house = t.houses[locked.house];
  const int line = house_holding(t, locked.places, locked.house);
  Step step;
  const bool pointing = is_box(house) && line >= 0;
  const bool claiming =
      !is_box(house) && house.kind != LogicHouse::Kind::rule && line >= 0 && is_box(t.houses[line]);
  if (pointing) {
    step.technique = direct ? "direct pointing" : "pointing";
    step.rating = direct ? 1.7 : 2.6;
  } else if (claiming) {
    step.technique = direct ? "direct claiming" : "claiming";
    step.rating = direct ? 1.9 : 2.8;
  } else {
    step.technique = direct ? "direct claiming" : "locked candidates";
    step.rating = direct ? 1.9 : 2.8;
  }
  const std::string name = pointing || claiming ? std::string(step.technique.substr(direct ? 7 : 0))
                                                : "locked candidates";
  step.reason.text =
      name + ": " + house.name + ", digit " + std::to_string(locked.digit) +
      (line >= 0 ? " in " + t.houses[line].name : " in " + cells_text(t, locked.places));
  step.reason.cells = locked.places;
  step.reason.rules = {house.name};
  if (line >= 0) step.reason.rules.push_back(t.houses[line].name);
  for (const int cell : locked.targets) add_elimination(step, cell, bit_of(locked.digit));
  return step;
}

}  // namespace

std::optional<Step> find_intersection(const FindContext& c) {
  std::optional<Step> found;
  each_locked(c, [&](const Locked& locked) {
    Step step = locked_step(c, locked, false);
    if (!c.enabled(step.technique)) return false;
    found = std::move(finish_step(step));
    return true;
  });
  return found;
}

std::optional<Step> find_direct_intersection(const FindContext& c) {
  const LogicTopology& t = c.topo;
  std::optional<Step> found;
  each_locked(c, [&](const Locked& locked) {
    // A house crossing the eliminations where the digit keeps one place.
    for (const int target : locked.targets) {
      for (const int h : t.houses_of[target]) {
        const LogicHouse& other = t.houses[h];
        int place = -1, count = 0;
        for (const int cell : other.cells) {
          if (!c.open(cell) || !(c.mask(cell) & bit_of(locked.digit))) continue;
          if (std::find(locked.targets.begin(), locked.targets.end(), cell) != locked.targets.end())
            continue;
          place = cell;
          ++count;
        }
        if (count != 1) continue;
        Step step = locked_step(c, locked, true);
        if (!c.enabled(step.technique)) return false;
        step.placements.push_back({place, locked.digit});
        step.reason.text += ", leaving " + cell_text(t, place) + " the only place for " +
                            std::to_string(locked.digit) + " in " + other.name;
        step.reason.rules.push_back(other.name);
        step.reason.cells.push_back(place);
        found = std::move(finish_step(step));
        return true;
      }
    }
    return false;
  });
  return found;
}

}  // namespace satdoku::logic
