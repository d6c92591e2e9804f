#include "root_singles.hpp"

#include <array>
#include <memory>
#include <utility>

namespace satdoku {

// The houses (rows, columns, boxes) and each cell's peers as masks, built
// once per shape and thread.
struct RootSingles::Layout {
  Geometry geometry;
  std::vector<Bits> houses;
  std::vector<Bits> peers;
  std::vector<std::uint64_t> houses_of;  // cell -> its houses, bit per index in `houses`
  // Where a row or column meets a box, with the line and the box: locked
  // candidates look at each.
  struct Segment {
    Bits cells, line, box;
  };
  std::vector<Segment> segments;

  explicit Layout(const Geometry& g) : geometry(g) {
    const int n = g.side();
    houses.assign(static_cast<std::size_t>(3 * n), 0);
    for (int cell = 0; cell < g.cells(); ++cell) {
      const int r = cell / n, c = cell % n;
      houses[static_cast<std::size_t>(r)] |= bit(cell);
      houses[static_cast<std::size_t>(n + c)] |= bit(cell);
      houses[static_cast<std::size_t>(2 * n + g.box_of(r, c))] |= bit(cell);
      houses_of.push_back(std::uint64_t{1} << r | std::uint64_t{1} << (n + c) |
                          std::uint64_t{1} << (2 * n + g.box_of(r, c)));
    }
    peers.resize(static_cast<std::size_t>(g.cells()));
    for (int cell = 0; cell < g.cells(); ++cell) {
      const int r = cell / n, c = cell % n;
      peers[static_cast<std::size_t>(cell)] =
          (houses[static_cast<std::size_t>(r)] | houses[static_cast<std::size_t>(n + c)] |
           houses[static_cast<std::size_t>(2 * n + g.box_of(r, c))]) &
          ~bit(cell);
    }
    for (int b = 0; b < n; ++b) {
      const Bits box = houses[static_cast<std::size_t>(2 * n + b)];
      for (int line = 0; line < 2 * n; ++line) {
        const Bits meet = houses[static_cast<std::size_t>(line)] & box;
        if (meet) segments.push_back({meet, houses[static_cast<std::size_t>(line)], box});
      }
    }
  }
};

const RootSingles::Layout& RootSingles::layout_of(const Geometry& geometry) {
  thread_local std::unique_ptr<Layout> cached;
  if (!cached || !(cached->geometry == geometry)) cached = std::make_unique<Layout>(geometry);
  return *cached;
}

const std::vector<RootSingles::Bits>& RootSingles::houses() const {
  return layout_.houses;
}

RootSingles::RootSingles(const Grid& givens, bool deeper, bool probing)
    : layout_(layout_of(givens.geometry())),
      n_(givens.side()),
      value_(static_cast<std::size_t>(givens.cells()), 0) {
  all_ = givens.cells() == 128 ? ~Bits{0} : bit(givens.cells()) - 1;
  for (int d = 1; d <= n_; ++d) possible_[static_cast<std::size_t>(d)] = all_;
  dirty_.fill((std::uint64_t{1} << (3 * n_)) - 1);
  // The givens all at once, as place() would leave them one by one: every
  // house is dirty already, so only the masks change.
  decltype(possible_) given{};  // digit d -> the cells given d
  for (int cell = 0; cell < givens.cells(); ++cell)
    if (const int d = givens.at(cell)) {
      given[static_cast<std::size_t>(d)] |= bit(cell);
      placed_ |= bit(cell);
    }
  for (int d = 1; d <= n_; ++d) {
    const Bits mine = given[static_cast<std::size_t>(d)];
    Bits seen = 0;  // peers of d's givens
    for (Bits b = mine; b; b &= b - 1) seen |= layout_.peers[static_cast<std::size_t>(lowest(b))];
    if (seen & mine) ok_ = false;  // two givens of d see each other
    possible_[static_cast<std::size_t>(d)] = (all_ & ~placed_ & ~seen) | mine;
  }
  run(deeper, probing);
}

void RootSingles::deepen(bool probing) {
  run(true, probing);
}

void RootSingles::run(bool deeper, bool probing) {
  for (;;) {
    singles();
    if (!ok_ || placed_ == all_) break;
    // Locked candidates, pairs and probes only when everything cheaper is
    // spent.
    if (!deeper || !(locked_candidates() || pairs() || (probing && probe()))) break;
  }
  if (completions_ > 0) {
    completion_.assign(value_.size(), 0);
    for (int d = 1; d <= n_; ++d)
      for (Bits b = completed_[static_cast<std::size_t>(d)]; b; b &= b - 1)
        completion_[static_cast<std::size_t>(lowest(b))] = static_cast<std::uint8_t>(d);
  }
  for (Bits b = placed_; ok_ && b; b &= b - 1) {
    const int cell = lowest(b);
    for (int d = 1; d <= n_; ++d)
      if (possible_[static_cast<std::size_t>(d)] & bit(cell))
        value_[static_cast<std::size_t>(cell)] = static_cast<std::uint8_t>(d);
  }
}

// Naked singles are cheap (one pass over the digits); hidden singles scan
// every house and digit, so they run only once the naked ones are spent.
void RootSingles::singles() {
  while (ok_ && placed_ != all_)
    if (!naked_singles() && !hidden_singles()) break;
}

void RootSingles::place(int cell, int digit) {
  const Bits b = bit(cell);
  if ((placed_ & b) || !(possible_[static_cast<std::size_t>(digit)] & b)) {
    ok_ = false;  // forced two ways, or no longer allowed there
    return;
  }
  placed_ |= b;
  const std::uint64_t here = layout_.houses_of[static_cast<std::size_t>(cell)];
  for (int d = 1; d <= n_; ++d) {
    Bits& p = possible_[static_cast<std::size_t>(d)];
    if (p & b) dirty_[static_cast<std::size_t>(d)] |= here;
    p &= ~b;
  }
  Bits& mine = possible_[static_cast<std::size_t>(digit)];
  touched(digit, mine & layout_.peers[static_cast<std::size_t>(cell)]);
  mine = (mine & ~layout_.peers[static_cast<std::size_t>(cell)]) | b;
}

// The houses of `cells`, which just lost `digit`, may now hold a hidden
// single of it (or none at all).
void RootSingles::touched(int digit, Bits cells) {
  std::uint64_t& dirty = dirty_[static_cast<std::size_t>(digit)];
  for (; cells; cells &= cells - 1)
    dirty |= layout_.houses_of[static_cast<std::size_t>(lowest(cells))];
}

// Cells with one digit left get it; a cell with none is a contradiction.
bool RootSingles::naked_singles() {
  Bits once = 0, twice = 0;
  for (int d = 1; d <= n_; ++d) {
    const Bits p = possible_[static_cast<std::size_t>(d)] & ~placed_;
    twice |= once & p;
    once |= p;
  }
  const Bits open = all_ & ~placed_;
  if (open & ~once) {
    ok_ = false;
    return false;
  }
  Bits single = open & once & ~twice;
  if (!single) return false;
  while (single && ok_) {
    const int cell = lowest(single);
    single &= single - 1;
    int digit = 0;  // none left once an earlier single took the last one
    for (int d = 1; d <= n_ && digit == 0; ++d)
      if (possible_[static_cast<std::size_t>(d)] & bit(cell)) digit = d;
    if (digit == 0) {
      ok_ = false;
    } else {
      place(cell, digit);
    }
  }
  return true;
}

// A digit with one cell left in a house goes there; with none, contradiction.
// Only houses where the digit lost a cell since they were last looked at
// can hold news: scanning all of them was most of the probes' cost.
bool RootSingles::hidden_singles() {
  bool placed_any = false;
  for (int d = 1; d <= n_ && ok_; ++d)
    for (std::uint64_t dirty = std::exchange(dirty_[static_cast<std::size_t>(d)], 0); dirty;
         dirty &= dirty - 1) {
      const Bits house = layout_.houses[static_cast<std::size_t>(std::countr_zero(dirty))];
      const Bits m = possible_[static_cast<std::size_t>(d)] & house;
      if (m == 0) {
        ok_ = false;
        break;
      }
      if ((m & (m - 1)) != 0 || (m & placed_)) continue;
      place(lowest(m), d);
      placed_any = true;
      if (!ok_) break;
    }
  return placed_any;
}

}  // namespace satdoku

namespace satdoku {

// Removes `digit` from the open `cells` that still allow it; whether any did.
bool RootSingles::remove(int digit, Bits cells) {
  Bits& p = possible_[static_cast<std::size_t>(digit)];
  Bits gone = p & cells & ~placed_;
  if (!gone) return false;
  p &= ~gone;
  touched(digit, gone);
  for (; gone; gone &= gone - 1) deeper_out_.emplace_back(lowest(gone), digit);
  return true;
}

// A digit that a box allows only where it meets one row (or column) leaves
// the rest of that line, and one a line allows only inside one box leaves
// the rest of that box.
bool RootSingles::locked_candidates() {
  bool removed = false;
  for (int d = 1; d <= n_ && ok_; ++d) {
    const Bits p = possible_[static_cast<std::size_t>(d)];
    for (const Layout::Segment& s : layout_.segments) {
      const Bits in_box = p & s.box, in_line = p & s.line;
      if ((in_box & placed_) || (in_line & placed_)) continue;
      if (in_box && !(in_box & ~s.cells)) removed |= remove(d, s.line & ~s.box);
      if (in_line && !(in_line & ~s.cells)) removed |= remove(d, s.box & ~s.line);
    }
  }
  return removed;
}

}  // namespace satdoku

namespace satdoku {

// Hidden pairs: two digits that a house allows in the same two cells only
// take those cells, whose other digits go. Naked pairs: two cells of a
// house that allow the same two digits only take those digits, which leave
// the rest of the house. Masks read before a removal may be larger than
// now; the conclusions still hold (two digits confined to two cells, or two
// cells confined to two digits, stay so).
bool RootSingles::pairs() {
  bool removed = false;
  // The digits each open cell allows, bit d.
  std::array<std::uint64_t, 128> digits{};
  for (int d = 1; d <= n_; ++d)
    for (Bits b = possible_[static_cast<std::size_t>(d)] & ~placed_; b; b &= b - 1)
      digits[static_cast<std::size_t>(lowest(b))] |= std::uint64_t{1} << d;
  std::array<Bits, 13> in{};  // digit -> its cells in the house
  for (const Bits house : layout_.houses) {
    for (int d = 1; d <= n_; ++d)
      in[static_cast<std::size_t>(d)] = possible_[static_cast<std::size_t>(d)] & house;
    for (int a = 1; a <= n_; ++a) {
      const Bits m = in[static_cast<std::size_t>(a)];
      if ((m & placed_) || count(m) != 2) continue;  // placed, or not two cells
      for (int b = a + 1; b <= n_; ++b)
        if (in[static_cast<std::size_t>(b)] == m)
          for (int e = 1; e <= n_; ++e)
            if (e != a && e != b) removed |= remove(e, m);
    }
    for (Bits cells = house & ~placed_; cells; cells &= cells - 1) {
      const int one = lowest(cells);
      const std::uint64_t two_digits = digits[static_cast<std::size_t>(one)];
      if (std::popcount(two_digits) != 2) continue;
      for (Bits rest = cells & (cells - 1); rest; rest &= rest - 1) {
        const int other = lowest(rest);
        if (digits[static_cast<std::size_t>(other)] != two_digits) continue;
        for (int d = 1; d <= n_; ++d)
          if ((two_digits >> d) & 1) removed |= remove(d, house & ~bit(one) & ~bit(other));
      }
    }
  }
  return removed;
}

}  // namespace satdoku
