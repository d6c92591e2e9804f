// Wings. XY-Wing (SE 4.2): a pivot {x,y} sees pincers {x,z} and {y,z};
// whichever the pivot holds, one pincer is z, so a cell seeing both pincers
// is not z. XYZ-Wing (4.4): the pivot is {x,y,z} and also may be z, so only
// cells seeing all three lose z. (W-Wings are found among the chains.)
//
// WXYZ-Wing (4 cells) and VWXYZ-Wing (5), as Sukaku Explainer, Sudoku
// Explainer's successor, has them: an almost locked set of N-1 cells of one
// house holding N digits, and a bivalue cell {x,z} outside it whose digits
// are among them. Every x of the set sees the bivalue cell (x is a
// restricted common digit), so if the cell is x the set loses x and its N-1
// cells hold the other N-1 digits, z among them; either way z is in the
// bivalue cell or the set. A cell that sees every z of both is not z. The
// rating grows from the set's cell sizes' ends to their middle (its biggest
// cell's candidates): a WXYZ-Wing is 5.5, or 5.6 when that is 3; a
// VWXYZ-Wing 6.2 to 6.4. Of the wings found, the lowest rated that removes
// the most is taken, as there.
#include <algorithm>
#include <cmath>
#include <cstdlib>
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

class BigWingSearch {
 public:
  BigWingSearch(const FindContext& c, int size, double base) : c_(c), size_(size), base_(base) {}

  std::optional<Step> run() {
    const LogicTopology& t = c_.topo;
    for (int cell = 0; cell < t.cells; ++cell)
      if (c_.open(cell) && count_of(c_.mask(cell)) == 2) bivalue_.push_back(cell);
    if (bivalue_.empty()) return std::nullopt;
    for (const LogicHouse& house : t.houses) {
      std::vector<int> pool;
      for (const int cell : house.cells) {
        const int n = count_of(c_.mask(cell));
        if (c_.open(cell) && n >= 2 && n <= size_) pool.push_back(cell);
      }
      set_.clear();
      choose(pool, 0, 0);
    }
    return std::move(best_);
  }

 private:
  // Sets of size-1 cells of the pool from `from` on, holding `size` digits.
  void choose(const std::vector<int>& pool, std::size_t from, DigitMask digits) {
    if (static_cast<int>(set_.size()) == size_ - 1) {
      if (count_of(digits) == size_) try_pincers(digits);
      return;
    }
    for (std::size_t i = from; i < pool.size(); ++i) {
      const DigitMask more = digits | c_.mask(pool[i]);
      if (count_of(more) > size_) continue;
      set_.push_back(pool[i]);
      choose(pool, i + 1, more);
      set_.pop_back();
    }
  }

  void try_pincers(DigitMask digits) {
    const LogicTopology& t = c_.topo;
    int biggest = 0;
    for (const int cell : set_) biggest = std::max(biggest, count_of(c_.mask(cell)));
    const int middle = (size_ + 2) / 2;
    const double rating =
        std::round(10 * (base_ + 0.1 * ((size_ - middle) - std::abs(middle - biggest)))) / 10;
    if (best_ && best_->rating < rating) return;
    for (const int yz : bivalue_) {
      const DigitMask pair = c_.mask(yz);
      if ((pair & ~digits) || std::find(set_.begin(), set_.end(), yz) != set_.end()) continue;
      for (DigitMask m = pair; m; m &= m - 1) {
        const DigitMask x = m & (~m + 1), z = pair & ~x;
        bool restricted = true;
        for (const int cell : set_)
          if ((c_.mask(cell) & x) && !t.sees(cell, yz)) restricted = false;
        if (restricted) record(yz, z, rating);
      }
    }
  }

  void record(int yz, DigitMask z, double rating) {
    const LogicTopology& t = c_.topo;
    std::vector<int> holders = {yz};
    for (const int cell : set_)
      if (c_.mask(cell) & z) holders.push_back(cell);
    Step step;
    int removed = 0;
    for (const int other : t.peers[yz]) {
      if (!c_.open(other) || !(c_.mask(other) & z)) continue;
      if (std::find(set_.begin(), set_.end(), other) != set_.end()) continue;
      bool all = true;
      for (const int h : holders) all = all && (h == other || t.sees(h, other));
      if (all) {
        add_elimination(step, other, z);
        ++removed;
      }
    }
    if (!removed) return;
    if (best_ && (best_->rating < rating || (best_->rating == rating && removed <= removed_)))
      return;
    const std::string name = size_ == 4 ? "wxyz-wing" : "vwxyz-wing";
    const int zd = lowest_digit(z);
    step.technique = name;
    step.rating = rating;
    step.reason.cells = set_;
    step.reason.cells.push_back(yz);
    std::string cells;
    for (const int cell : set_) cells += (cells.empty() ? "" : ",") + cell_text(t, cell);
    DigitMask all = 0;
    for (const int cell : set_) all |= c_.mask(cell);
    step.reason.text = name + ": " + cells + " hold {" + digit_list(all) + "} in " +
                       std::to_string(set_.size()) + " cells and " + cell_text(t, yz) + " is {" +
                       digit_list(c_.mask(yz)) + "}, so " + std::to_string(zd) +
                       " is in one of them";
    removed_ = removed;
    best_ = std::move(finish_step(step));
  }

  const FindContext& c_;
  const int size_;
  const double base_;
  std::vector<int> bivalue_;
  std::vector<int> set_;
  std::optional<Step> best_;
  int removed_ = 0;
};

}  // namespace

std::optional<Step> find_wxyz_wing(const FindContext& c) {
  if (!c.enabled("wxyz-wing")) return std::nullopt;
  return BigWingSearch(c, 4, 5.5).run();
}
std::optional<Step> find_vwxyz_wing(const FindContext& c) {
  if (!c.enabled("vwxyz-wing")) return std::nullopt;
  return BigWingSearch(c, 5, 6.2).run();
}

std::optional<Step> find_xy_wing(const FindContext& c) {
  return find_wing(c, false);
}
std::optional<Step> find_xyz_wing(const FindContext& c) {
  return find_wing(c, true);
}

}  // namespace satdoku::logic
