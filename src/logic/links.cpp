#include "links.hpp"

namespace satdoku::logic {

Links::Links(const FindContext& c) : side(c.side()), count(c.topo.cells * c.side()) {
  const LogicTopology& t = c.topo;
  const int n = side;
  present.assign(count, 0);
  for (int cell = 0; cell < t.cells; ++cell) {
    if (!c.open(cell)) continue;
    for (DigitMask m = c.mask(cell); m; m &= m - 1) {
      const int cand = cell * n + std::countr_zero(m);
      present[cand] = 1;
      open_candidates.push_back(cand);
    }
  }
  same_cell_begin.assign(count + 1, 0);
  weak_begin.assign(count + 1, 0);
  conjugate_begin.assign(count + 1, 0);
  bivalue_partner.assign(count, -1);
  // Where each digit can go in each house (positions in the house), for the conjugates.
  std::vector<std::uint64_t> places(t.houses.size() * n, 0);
  for (std::size_t h = 0; h < t.houses.size(); ++h) {
    const auto& cells = t.houses[h].cells;
    for (std::size_t i = 0; i < cells.size(); ++i)
      if (c.open(cells[i]))
        for (DigitMask m = c.mask(cells[i]); m; m &= m - 1)
          places[h * n + std::countr_zero(m)] |= std::uint64_t{1} << i;
  }
  const int reserve = static_cast<int>(open_candidates.size());
  same_cell.reserve(reserve * 4);
  weak.reserve(reserve * 16);
  conjugate.reserve(reserve * 2);
  conjugate_house.reserve(reserve * 2);

  for (int cand = 0; cand < count; ++cand) {
    same_cell_begin[cand] = static_cast<int>(same_cell.size());
    weak_begin[cand] = static_cast<int>(weak.size());
    conjugate_begin[cand] = static_cast<int>(conjugate.size());
    if (!present[cand]) continue;
    const int cell = cand / n, d = cand % n;
    const DigitMask mask = c.mask(cell);
    for (DigitMask m = mask & ~(DigitMask{1} << d); m; m &= m - 1)
      same_cell.push_back(cell * n + std::countr_zero(m));
    if (count_of(mask) == 2)
      bivalue_partner[cand] = cell * n + std::countr_zero(mask & ~(DigitMask{1} << d));
    for (const int peer : t.peers[cell])
      if (c.open(peer) && (c.mask(peer) >> d & 1)) weak.push_back(peer * n + d);
    for (const int r : t.relations_of[cell]) {
      const LogicRelation& rel = t.relations[r];
      const bool first = rel.a == cell;
      const int other = first ? rel.b : rel.a;
      if (!c.open(other)) continue;
      for (DigitMask m = c.mask(other); m; m &= m - 1) {
        const int e = std::countr_zero(m) + 1;
        const bool ok = first ? rel.allows(d + 1, e, n) : rel.allows(e, d + 1, n);
        if (!ok) weak.push_back(other * n + e - 1);
      }
    }
    for (const int h : t.houses_of[cell]) {
      const std::uint64_t where = places[h * n + d];
      if (count_of(where) != 2) continue;
      const auto& cells = t.houses[h].cells;
      const int first = cells[std::countr_zero(where)];
      const int second = cells[63 - std::countl_zero(where)];
      const int other = first == cell ? second : first;
      const int other_cand = other * n + d;
      // A pair of cells sharing two houses (row and box) is linked once.
      bool known = false;
      for (int i = conjugate_begin[cand]; i < static_cast<int>(conjugate.size()); ++i)
        known = known || conjugate[i] == other_cand;
      if (known) continue;
      conjugate.push_back(other_cand);
      conjugate_house.push_back(h);
    }
  }
  same_cell_begin[count] = static_cast<int>(same_cell.size());
  weak_begin[count] = static_cast<int>(weak.size());
  conjugate_begin[count] = static_cast<int>(conjugate.size());
}

int length_tenths(int nodes) {
  int added = 0, ceil = 4;
  bool odd = false;
  for (int length = nodes - 2; length > ceil;) {
    ++added;
    ceil = odd ? ceil * 4 / 3 : ceil * 3 / 2;
    odd = !odd;
  }
  return added;
}

std::string node_text(const LogicTopology& t, int cand, bool on) {
  return cell_text(t, cand / t.side) + (on ? "=" : "<>") + std::to_string(cand % t.side + 1);
}

}  // namespace satdoku::logic
