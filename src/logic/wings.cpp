// Wings. XY-Wing (SE 4.2): a pivot {x,y} sees pincers {x,z} and {y,z};
// whichever the pivot holds, one pincer is z, so a cell seeing both pincers
// is not z. XYZ-Wing (4.4): the pivot is {x,y,z} and also may be z, so only
// cells seeing all three lose z. (W-Wings are found among the chains.)
#include <vector>

#include "finders.hpp"

namespace satdoku::logic {
namespace {

std::optional<Step> find_wing(const FindContext& c, bool xyz) {
  const LogicTopology& t = c.topo;
  const char* name = xyz ? "xyz-wing" : "xy-wing";
  if (!c.enabled(name)) return std::nullopt;
  const int pivot_size = xyz ? 3 : 2;
  for (int pivot = 0; pivot < t.cells; ++pivot) {
    const DigitMask pm = c.mask(pivot);
    if (!c.open(pivot) || count_of(pm) != pivot_size) continue;
    std::vector<int> wings;
    for (const int p : t.peers[pivot]) {
      const DigitMask m = c.mask(p);
      if (c.open(p) && count_of(m) == 2 && count_of(m & pm) == (xyz ? 2 : 1)) wings.push_back(p);
    }
    for (std::size_t i = 0; i < wings.size(); ++i) {
      for (std::size_t j = i + 1; j < wings.size(); ++j) {
        const int a = wings[i], b = wings[j];
        const DigitMask ma = c.mask(a), mb = c.mask(b);
        if (ma == mb) continue;
        const DigitMask z = ma & mb;
        if (count_of(z) != 1) continue;
        if (xyz ? (ma | mb) != pm : ((ma | mb) & ~z) != pm || (z & pm)) continue;
        Step step;
        for (const int other : t.peers[a]) {
          if (other == b || other == pivot || !c.open(other) || !(c.mask(other) & z)) continue;
          if (!t.sees(b, other) || (xyz && !t.sees(pivot, other))) continue;
          add_elimination(step, other, z);
        }
        if (step.eliminations.empty()) continue;
        const int zd = lowest_digit(z);
        step.technique = name;
        step.rating = xyz ? 4.4 : 4.2;
        step.reason.cells = {pivot, a, b};
        step.reason.text = std::string(name) + ": pivot " + cell_text(t, pivot) + " {" +
                           digit_list(pm) + "}, pincers " + cell_text(t, a) + " {" +
                           digit_list(ma) + "} and " + cell_text(t, b) + " {" + digit_list(mb) +
                           "}: one of them is " + std::to_string(zd);
        return std::move(finish_step(step));
      }
    }
  }
  return std::nullopt;
}

}  // namespace

std::optional<Step> find_xy_wing(const FindContext& c) {
  return find_wing(c, false);
}
std::optional<Step> find_xyz_wing(const FindContext& c) {
  return find_wing(c, true);
}

}  // namespace satdoku::logic
