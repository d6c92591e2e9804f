// All-different propagation for one unit of the generic solver (Régin's
// matching method). The unit's open cells must take distinct digits; a
// candidate survives only if some assignment of distinct digits to every open
// cell uses it. That sees naked and hidden subsets of every size, which
// singles and locked candidates miss: on a 25x25 whose first rows are fixed,
// five digits squeezed into five cells of a row take those cells, and a
// search without this spends a million nodes proving it (an empty grid's
// lex-min asks such questions at every band).
//
// After singles, the open cells of a unit hold exactly the digits not yet
// placed in it, as many digits as cells, so every maximum matching is
// perfect. A digit d outside cell i's matched one is then usable exactly when
// i can reach the cell matched to d and come back along "cell x can take the
// digit of cell y" edges: the two lie on one alternating cycle.
#include <bit>
#include <cstdint>

#include "generic_solver.hpp"

namespace satdoku::native {
namespace {

// Cells and digits of one unit, at most 64 of each.
template <class Mask>
struct Matching {
  int open = 0;        // open cells, numbered 0..open-1
  Mask domain[64];     // candidates of each open cell
  int digit_of[64];    // matched digit (0-based) of each open cell
  int owner[64];       // open cell matched to each digit, or -1
  std::uint64_t seen;  // digits visited by the current augmenting search

  // Kuhn's augmenting path from open cell i; true when i got a digit.
  bool augment(int i) {
    for (Mask m = static_cast<Mask>(domain[i] & ~seen); m != 0;
         m = static_cast<Mask>(domain[i] & ~seen)) {
      const int d = std::countr_zero(m);
      seen |= std::uint64_t{1} << d;
      if (owner[d] < 0 || augment(owner[d])) {
        digit_of[i] = d;
        owner[d] = i;
        return true;
      }
    }
    return false;
  }
};

}  // namespace

template <class Mask>
bool GenericSolver<Mask>::all_different(State& state, int unit) {
  const int n = topology_.side();
  const int* unit_cells = topology_.unit(unit);
  Matching<Mask> m;
  int cell_of[64];
  for (int k = 0; k < n; ++k) {
    const Mask c = state.cand[unit_cells[k]];
    if ((c & (c - 1)) == 0) continue;
    cell_of[m.open] = unit_cells[k];
    m.domain[m.open++] = c;
  }
  if (m.open < 2) return true;
  for (int d = 0; d < n; ++d) m.owner[d] = -1;
  // Greedy first (most cells get a digit at once), then augmenting paths.
  std::uint64_t taken = 0;
  for (int i = 0; i < m.open; ++i) {
    const std::uint64_t free = m.domain[i] & ~taken;
    m.digit_of[i] = -1;
    if (free == 0) continue;
    const int d = std::countr_zero(free);
    m.digit_of[i] = d;
    m.owner[d] = i;
    taken |= std::uint64_t{1} << d;
  }
  for (int i = 0; i < m.open; ++i) {
    if (m.digit_of[i] >= 0) continue;
    m.seen = 0;
    if (!m.augment(i)) {  // a Hall set: more cells than digits
      add_weight(unit);
      return false;
    }
  }

  // Strongly connected components over digits: digit d leads to every digit
  // its matched cell could take instead. Each component is found as the
  // digits both reachable from and reaching its lowest digit. Usually the
  // whole unit is one component, and nothing can go.
  Mask next_of[64];
  Mask open_mask = 0;
  for (int i = 0; i < m.open; ++i) {
    next_of[m.digit_of[i]] = m.domain[i];
    open_mask |= static_cast<Mask>(Mask{1} << m.digit_of[i]);
  }
  Mask component_of[64];
  for (Mask left = open_mask; left != 0;) {
    const Mask first = static_cast<Mask>(left & -left);
    Mask forward = first;
    for (Mask frontier = first; frontier != 0;) {
      Mask next = 0;
      for (Mask f = frontier; f != 0; f &= static_cast<Mask>(f - 1))
        next |= next_of[std::countr_zero(f)];
      frontier = static_cast<Mask>(next & left & ~forward);
      forward |= frontier;
    }
    // A digit on a path back to `first` is itself reachable from it.
    Mask component = first;
    for (bool grew = true; grew;) {
      grew = false;
      for (Mask f = static_cast<Mask>(forward & ~component); f != 0;
           f &= static_cast<Mask>(f - 1)) {
        const int d = std::countr_zero(f);
        if (next_of[d] & component) {
          component |= static_cast<Mask>(Mask{1} << d);
          grew = true;
        }
      }
    }
    if (component == open_mask) return true;
    for (Mask f = component; f != 0; f &= static_cast<Mask>(f - 1))
      component_of[std::countr_zero(f)] = component;
    left &= static_cast<Mask>(~component);
  }

  // Our own removals leave this unit consistent: keep it off the queue.
  const bool was_dirty = matching_dirty_[unit];
  matching_dirty_[unit] = 1;
  for (int i = 0; i < m.open; ++i) {
    const Mask dead = static_cast<Mask>(m.domain[i] & ~component_of[m.digit_of[i]]);
    if (dead != 0 && !remove(state, cell_of[i], dead)) {
      matching_dirty_[unit] = was_dirty;
      return false;
    }
  }
  matching_dirty_[unit] = was_dirty;
  return true;
}

#define SATDOKU_ALLDIFF(Mask) template bool GenericSolver<Mask>::all_different(State&, int);
SATDOKU_ALLDIFF(std::uint16_t)
SATDOKU_ALLDIFF(std::uint32_t)
SATDOKU_ALLDIFF(std::uint64_t)
#undef SATDOKU_ALLDIFF

}  // namespace satdoku::native
