// Locked candidates: when a digit's places in a house all see some other
// cell, that cell cannot hold it. On a classic grid these are pointing (a
// box's places in one row or column: SE 2.6) and claiming (a row's or
// column's places in one box: 2.8); with variant rules any common peer
// counts. The "direct" forms (SE 1.7 and 1.9) are those whose eliminations
// leave a hidden single, which they place.
#include <vector>

#include "logic/finders.hpp"

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

// Houses in the order SE looks: boxes (pointing) first, then rows and
// columns (claiming), then the rules' houses.
std::vector<int> order(const LogicTopology& t) {
  std::vector<int> out;
  const int n = t.side;
  for (int h = 2 * n; h < 3 * n; ++h) out.push_back(h);
  for (int h = n; h < 2 * n; ++h) out.push_back(h);
  for (int h = 0; h < n; ++h) out.push_back(h);
  for (int h = 3 * n; h < static_cast<int>(t.houses.size()); ++h) out.push_back(h);
  return out;
}

// Calls `visit` with every locked-candidates pattern that eliminates
// something, until it returns true.
template <class Visit>
bool each_locked(const FindContext& c, Visit&& visit) {
  const LogicTopology& t = c.topo;
  std::vector<std::uint64_t> common(t.words);
  Locked locked;
  for (const int h : order(t)) {
    const LogicHouse& house = t.houses[h];
    for (int digit = 1; digit <= t.side; ++digit) {
      locked.house = h;
      locked.digit = digit;
      locked.places.clear();
      locked.targets.clear();
      for (const int cell : house.cells)
        if (c.open(cell) && (c.mask(cell) & bit_of(digit))) locked.places.push_back(cell);
      if (locked.places.size() < 2) continue;
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

// A house other than `except` holding every cell of `cells`, or -1.
int house_holding(const LogicTopology& t, const std::vector<int>& cells, int except) {
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
