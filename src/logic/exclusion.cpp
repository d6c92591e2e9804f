// Aligned pair exclusion (SE 6.2): two cells, and the bivalue cells both of
// them see (at least two). A pair of digits for the two cells is ruled out
// when the cells see each other and the digits are equal, or when it would
// leave one of those bivalue cells without a candidate. A digit of either
// cell that belongs to no pair left is impossible there.
#include <vector>

#include "finders.hpp"

namespace satdoku::logic {

std::optional<Step> find_aligned_pair_exclusion(const FindContext& c) {
  const LogicTopology& t = c.topo;
  if (!c.enabled("aligned pair exclusion")) return std::nullopt;
  // Base cells: open, two or more candidates, at least one bivalue peer.
  std::vector<int> base;
  for (int cell = 0; cell < t.cells; ++cell) {
    if (!c.open(cell) || count_of(c.mask(cell)) < 2) continue;
    bool bivalue_peer = false;
    for (const int p : t.peers[cell]) bivalue_peer = bivalue_peer || count_of(c.mask(p)) == 2;
    if (bivalue_peer) base.push_back(cell);
  }
  std::vector<std::uint64_t> bivalue(t.words, 0);
  for (int cell = 0; cell < t.cells; ++cell)
    if (c.open(cell) && count_of(c.mask(cell)) == 2)
      bivalue[cell >> 6] |= std::uint64_t{1} << (cell & 63);
  std::vector<DigitMask> excluders;
  for (std::size_t i = 0; i < base.size(); ++i) {
    const std::uint64_t* peers_a = t.peer_set(base[i]);
    for (std::size_t j = i + 1; j < base.size(); ++j) {
      const int a = base[i], b = base[j];
      const std::uint64_t* peers_b = t.peer_set(b);
      excluders.clear();
      for (int w = 0; w < t.words; ++w) {
        for (std::uint64_t bits = peers_a[w] & peers_b[w] & bivalue[w]; bits; bits &= bits - 1)
          excluders.push_back(c.mask(w * 64 + std::countr_zero(bits)));
      }
      if (excluders.size() < 2) continue;
      const bool adjacent = t.sees(a, b);
      const DigitMask ma = c.mask(a), mb = c.mask(b);
      DigitMask allowed_a = 0, allowed_b = 0;
      for (DigitMask ra = ma; ra; ra &= ra - 1) {
        const DigitMask da = ra & -ra;
        for (DigitMask rb = mb; rb; rb &= rb - 1) {
          const DigitMask db = rb & -rb;
          if (adjacent && da == db) continue;
          bool allowed = true;
          for (const DigitMask e : excluders) allowed = allowed && (e & ~(da | db)) != 0;
          if (!allowed) continue;
          allowed_a |= da;
          allowed_b |= db;
        }
      }
      if (allowed_a == ma && allowed_b == mb) continue;
      Step step;
      step.technique = "aligned pair exclusion";
      step.rating = 6.2;
      add_elimination(step, a, ma & ~allowed_a);
      add_elimination(step, b, mb & ~allowed_b);
      step.reason.cells = {a, b};
      step.reason.text = "aligned pair exclusion: " + cell_text(t, a) + " and " + cell_text(t, b) +
                         " with the bivalue cells both see";
      return std::move(finish_step(step));
    }
  }
  return std::nullopt;
}

}  // namespace satdoku::logic
