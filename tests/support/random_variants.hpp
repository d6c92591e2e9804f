// Random variant puzzles for tests, read off a complete grid: every rule is
// drawn so that the grid keeps it (killer cages with their sums,
// thermometers along increasing paths, arrows whose shaft sums to the
// circle, dots where their relation holds ...), so the grid is always a
// solution of the puzzle (not always the only one). Both engines and the
// checker can then be run on puzzles no one had to write.
//
// Header-only and deterministic: the same grid and seed give the same
// puzzle on every run (only std::mt19937_64 is used, never the standard
// distributions, whose results differ between libraries).
//
//   std::mt19937_64 rng(seed);
//   const Grid full = shuffled_grid(Reference::random_full(Geometry{3, 3}, rng), seed);
//   // (or shuffled_grid(pattern_grid(g), seed) where search is slow: 16x16)
//   const Puzzle puzzle = random_variant_puzzle(full, seed);
//   // check_solution(puzzle, full) passes; engines must find a solution.
#pragma once

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <initializer_list>
#include <map>
#include <memory>
#include <random>
#include <string>
#include <utility>
#include <vector>

#include "satdoku/grid.hpp"
#include "satdoku/rules.hpp"

namespace satdoku::testing {

struct VariantRecipe {
  // Chance that a cell of the grid stays as a given.
  double keep_givens = 0.2;
  // How many rules of each local kind to try to draw (cages, lines, dots ...).
  int per_kind = 2;
  // Kinds to draw; empty means every kind. Global rules (anti-knight,
  // anti-king, non-consecutive, disjoint groups, the diagonals) are added
  // only when the grid already keeps them.
  std::vector<RuleKind> kinds;
  // Reshape the boxes into jigsaw regions the grid keeps.
  bool jigsaw = false;
  // Draw kropki dots on every pair they fit and add the negative rules
  // (likewise X and V), instead of a few dots.
  bool negative = false;
};

namespace random_variants_detail {

class Draw {
 public:
  explicit Draw(std::uint64_t seed) : rng_(seed) {}
  // 0 <= result < n (n > 0). Modulo bias is irrelevant here.
  int below(int n) { return static_cast<int>(rng_() % static_cast<std::uint64_t>(n)); }
  bool chance(double p) { return static_cast<double>(rng_() >> 11) * 0x1.0p-53 < p; }
  template <class T>
  void shuffle(std::vector<T>& items) {
    for (int i = static_cast<int>(items.size()) - 1; i > 0; --i)
      std::swap(items[i], items[below(i + 1)]);
  }
  template <class T>
  const T& pick(const std::vector<T>& items) {
    return items[static_cast<std::size_t>(below(static_cast<int>(items.size())))];
  }

 private:
  std::mt19937_64 rng_;
};

class Builder {
 public:
  Builder(const Grid& grid, std::uint64_t seed, const VariantRecipe& recipe)
      : s_(grid), n_(grid.side()), draw_(seed), recipe_(recipe) {}

  Puzzle build() {
    auto rules = std::make_shared<Rules>();
    if (recipe_.jigsaw) rules->regions = jigsaw();
    list_ = &rules->list;
    globals(rules->regions);
    for (int k = 0; k < recipe_.per_kind; ++k) {
      if (wants(RuleKind::killer_cage)) cage(RuleKind::killer_cage, "killercage");
      if (wants(RuleKind::extra_region)) cage(RuleKind::extra_region, "extraregion");
      if (wants(RuleKind::thermometer)) thermometer();
      if (wants(RuleKind::arrow)) arrow();
      if (wants(RuleKind::whispers)) whispers();
      if (wants(RuleKind::renban)) renban();
      if (wants(RuleKind::palindrome)) palindrome();
      if (wants(RuleKind::little_killer)) little_killer();
      if (wants(RuleKind::sandwich)) sandwich();
      if (wants(RuleKind::quadruple)) quadruple();
      if (wants(RuleKind::odd) || wants(RuleKind::even)) parity();
      if (wants(RuleKind::minimum)) extremum(true);
      if (wants(RuleKind::maximum)) extremum(false);
      if (wants(RuleKind::pencil_marks)) pencil_marks();
      if (!recipe_.negative) {
        if (wants(RuleKind::difference) || wants(RuleKind::ratio)) kropki_dot();
        if (wants(RuleKind::xv)) xv_dot();
      }
    }
    if (recipe_.negative) negatives();
    Grid givens = s_;
    for (int cell = 0; cell < s_.cells(); ++cell)
      if (!draw_.chance(recipe_.keep_givens)) givens.set(cell, 0);
    return Puzzle(std::move(givens), std::move(rules));
  }

 private:
  // With `kinds` empty every kind is wanted.
  bool wants(RuleKind kind) const {
    if (recipe_.kinds.empty()) return true;
    return std::find(recipe_.kinds.begin(), recipe_.kinds.end(), kind) != recipe_.kinds.end();
  }

  int at(int cell) const { return s_.at(cell); }
  bool inside(int r, int c) const { return r >= 0 && r < n_ && c >= 0 && c < n_; }

  // Neighbours sharing an edge (4) or also a corner (8).
  std::vector<int> neighbours(int cell, bool corners) const {
    std::vector<int> out;
    const int r = cell / n_, c = cell % n_;
    for (int dr = -1; dr <= 1; ++dr)
      for (int dc = -1; dc <= 1; ++dc) {
        if ((dr == 0 && dc == 0) || (!corners && dr != 0 && dc != 0)) continue;
        if (inside(r + dr, c + dc)) out.push_back((r + dr) * n_ + c + dc);
      }
    return out;
  }

  // "killercage[3]": the key and how many rules of that key came before.
  std::string indexed(const std::string& key) {
    std::string label = key;
    label += '[';
    label += std::to_string(counters_[key]++);
    label += ']';
    return label;
  }
  void add(RuleKind kind, std::string label, std::vector<int> cells, int value = 0) {
    Rule rule;
    rule.kind = kind;
    rule.label = std::move(label);
    rule.cells = std::move(cells);
    rule.value = value;
    list_->push_back(std::move(rule));
  }

  bool contains(const std::vector<int>& cells, int cell) const {
    return std::find(cells.begin(), cells.end(), cell) != cells.end();
  }

  // A line grown from `start` through corner or edge neighbours, each step
  // chosen among the cells `fits(line, next)` accepts, up to `length` cells.
  template <class Fits>
  std::vector<int> grow_line(int start, int length, Fits fits) {
    std::vector<int> line{start};
    while (static_cast<int>(line.size()) < length) {
      std::vector<int> next;
      for (const int cell : neighbours(line.back(), true))
        if (!contains(line, cell) && fits(line, cell)) next.push_back(cell);
      if (next.empty()) break;
      line.push_back(draw_.pick(next));
    }
    return line;
  }

  // ---- global rules, only when the grid keeps them ----
  bool pairs_keep(std::initializer_list<std::pair<int, int>> steps, bool consecutive) const {
    for (int r = 0; r < n_; ++r)
      for (int c = 0; c < n_; ++c)
        for (const auto& [dr, dc] : steps) {
          if (!inside(r + dr, c + dc)) continue;
          const int a = at(r * n_ + c), b = at((r + dr) * n_ + c + dc);
          if (consecutive ? std::abs(a - b) == 1 : a == b) return false;
        }
    return true;
  }

  bool distinct(const std::vector<int>& cells) const {
    std::vector<bool> seen(static_cast<std::size_t>(n_) + 1, false);
    for (const int cell : cells) {
      if (seen[at(cell)]) return false;
      seen[at(cell)] = true;
    }
    return true;
  }

  // `regions`: the jigsaw regions, or empty for the usual boxes.
  void globals(const std::vector<int>& regions) {
    if (wants(RuleKind::antiknight) && pairs_keep({{1, -2}, {1, 2}, {2, -1}, {2, 1}}, false))
      add(RuleKind::antiknight, "antiknight", {});
    if (wants(RuleKind::antiking) && pairs_keep({{1, -1}, {1, 1}}, false))
      add(RuleKind::antiking, "antiking", {});
    if (wants(RuleKind::nonconsecutive) && pairs_keep({{0, 1}, {1, 0}}, true))
      add(RuleKind::nonconsecutive, "nonconsecutive", {});
    if (wants(RuleKind::disjoint_groups)) {
      // Group k: the k-th cell, in reading order, of every region.
      std::vector<std::vector<int>> groups(static_cast<std::size_t>(n_));
      std::vector<int> seen(static_cast<std::size_t>(n_), 0);
      for (int cell = 0; cell < n_ * n_; ++cell) {
        const int region =
            regions.empty() ? s_.geometry().box_of(cell / n_, cell % n_) : regions[cell];
        groups[seen[region]++].push_back(cell);
      }
      bool keeps = true;
      for (const auto& group : groups) keeps = keeps && distinct(group);
      if (keeps) add(RuleKind::disjoint_groups, "disjointgroups", {});
    }
    if (wants(RuleKind::diagonal)) {
      std::vector<int> down, up;  // top left to bottom right; bottom left to top right
      for (int k = 0; k < n_; ++k) {
        down.push_back(k * n_ + k);
        up.push_back((n_ - 1 - k) * n_ + k);
      }
      if (distinct(up)) add(RuleKind::diagonal, "diagonal+", up);
      if (distinct(down)) add(RuleKind::diagonal, "diagonal-", down);
    }
  }

  // ---- jigsaw: exchange two cells holding the same digit between regions ----
  // Whether the cells of `region` form one piece (through shared edges).
  // Called thousands of times per jigsaw: no allocation but its buffers.
  bool connected(const std::vector<int>& regions, int region) {
    int size = 0, first = -1;
    for (int cell = 0; cell < s_.cells(); ++cell) {
      if (regions[cell] != region) continue;
      ++size;
      if (first < 0) first = cell;
    }
    seen_.assign(regions.size(), false);
    reached_.assign(1, first);
    seen_[first] = true;
    for (std::size_t i = 0; i < reached_.size(); ++i) {
      const int r = reached_[i] / n_, c = reached_[i] % n_;
      for (const auto& [dr, dc] : {std::pair{-1, 0}, {1, 0}, {0, -1}, {0, 1}}) {
        if (!inside(r + dr, c + dc)) continue;
        const int next = (r + dr) * n_ + c + dc;
        if (regions[next] == region && !seen_[next]) {
          seen_[next] = true;
          reached_.push_back(next);
        }
      }
    }
    return static_cast<int>(reached_.size()) == size;
  }

  // Whether `cell` has an edge neighbour other than `besides` in `region`.
  bool touches(const std::vector<int>& regions, int cell, int region, int besides) const {
    const int r = cell / n_, c = cell % n_;
    for (const auto& [dr, dc] : {std::pair{-1, 0}, {1, 0}, {0, -1}, {0, 1}}) {
      const int next = (r + dr) * n_ + c + dc;
      if (inside(r + dr, c + dc) && next != besides && regions[next] == region) return true;
    }
    return false;
  }

  // Starts from the boxes and exchanges, many times, a cell `a` on the edge
  // of its region with the cell `c` of the neighbouring region that holds
  // the same digit: each region still holds each digit once. An exchange is
  // kept when both regions stay in one piece.
  std::vector<int> jigsaw() {
    const int cells = s_.cells();
    std::vector<int> regions(static_cast<std::size_t>(cells));
    // where[region * (N + 1) + digit]: the cell of that region holding it.
    std::vector<int> where(static_cast<std::size_t>(n_) * (n_ + 1));
    for (int cell = 0; cell < cells; ++cell) {
      regions[cell] = s_.geometry().box_of(cell / n_, cell % n_);
      where[regions[cell] * (n_ + 1) + at(cell)] = cell;
    }
    std::vector<std::pair<int, int>> exchanges;
    for (int step = 0; step < 3 * n_; ++step) {
      exchanges.clear();
      for (int a = 0; a < cells; ++a) {
        const int r = a / n_, c = a % n_;
        for (const auto& [dr, dc] : {std::pair{-1, 0}, {1, 0}, {0, -1}, {0, 1}}) {
          if (!inside(r + dr, c + dc)) continue;
          const int to = regions[(r + dr) * n_ + c + dc];
          if (to == regions[a]) continue;
          // c must touch a's region too, or it would end up cut off.
          const int other = where[to * (n_ + 1) + at(a)];
          if (touches(regions, other, regions[a], a)) exchanges.emplace_back(a, other);
        }
      }
      for (int attempt = 0; attempt < 20 && !exchanges.empty(); ++attempt) {
        const auto [a, c] = draw_.pick(exchanges);
        const int from = regions[a], to = regions[c];
        regions[a] = to;
        regions[c] = from;
        if (connected(regions, from) && connected(regions, to)) {
          where[to * (n_ + 1) + at(a)] = a;
          where[from * (n_ + 1) + at(c)] = c;
          break;
        }
        regions[a] = from;
        regions[c] = to;
      }
    }
    return regions;
  }

  // ---- sets of cells ----
  // A cage (or extra region): edge-connected, different digits, 2 to 5 cells
  // (up to N for an extra region), not overlapping earlier cages.
  void cage(RuleKind kind, const std::string& key) {
    const int most = kind == RuleKind::extra_region ? n_ : std::min(n_, 5);
    const int size = 2 + draw_.below(most - 1);
    std::vector<int> cells{draw_.below(s_.cells())};
    if (contains(caged_, cells[0])) return;
    while (static_cast<int>(cells.size()) < size) {
      std::vector<int> next;
      for (const int member : cells)
        for (const int cell : neighbours(member, false)) {
          if (contains(cells, cell) || contains(caged_, cell)) continue;
          bool repeats = false;
          for (const int other : cells) repeats = repeats || at(other) == at(cell);
          if (!repeats) next.push_back(cell);
        }
      if (next.empty()) break;
      cells.push_back(draw_.pick(next));
    }
    int sum = 0;
    for (const int cell : cells) sum += at(cell);
    caged_.insert(caged_.end(), cells.begin(), cells.end());
    // A cage without a sum now and then.
    const int value = kind == RuleKind::killer_cage && !draw_.chance(0.15) ? sum : 0;
    add(kind, indexed(key), std::move(cells), value);
  }

  void quadruple() {
    const int r = draw_.below(n_ - 1), c = draw_.below(n_ - 1);
    std::vector<int> cells{r * n_ + c, r * n_ + c + 1, (r + 1) * n_ + c, (r + 1) * n_ + c + 1};
    std::vector<int> digits;
    for (const int cell : cells) digits.push_back(at(cell));
    draw_.shuffle(digits);
    digits.resize(static_cast<std::size_t>(1 + draw_.below(4)));
    Rule rule;
    rule.kind = RuleKind::quadruple;
    rule.label = indexed("quadruple");
    rule.cells = std::move(cells);
    rule.digits = std::move(digits);
    list_->push_back(std::move(rule));
  }

  // ---- lines ----
  void thermometer() {
    const auto line =
        grow_line(draw_.below(s_.cells()), 2 + draw_.below(n_ - 1),
                  [&](const std::vector<int>& l, int next) { return at(next) > at(l.back()); });
    if (line.size() >= 2) add(RuleKind::thermometer, indexed("thermometer") + ".lines[0]", line);
  }

  void whispers() {
    const int gap = (n_ + 1) / 2;
    const auto line = grow_line(draw_.below(s_.cells()), 3 + draw_.below(5),
                                [&](const std::vector<int>& l, int next) {
                                  return std::abs(at(next) - at(l.back())) >= gap;
                                });
    if (line.size() >= 2) add(RuleKind::whispers, indexed("whispers") + ".lines[0]", line, gap);
  }

  // Each new cell extends the run of digits by one at either end.
  void renban() {
    const auto line = grow_line(draw_.below(s_.cells()), 2 + draw_.below(std::min(n_, 6) - 1),
                                [&](const std::vector<int>& l, int next) {
                                  int low = n_, high = 1;
                                  for (const int cell : l) {
                                    low = std::min(low, at(cell));
                                    high = std::max(high, at(cell));
                                  }
                                  return at(next) == low - 1 || at(next) == high + 1;
                                });
    if (line.size() >= 2) add(RuleKind::renban, indexed("renban") + ".lines[0]", line);
  }

  // Grown from the middle outwards, a matching pair of cells at a time.
  void palindrome() {
    std::vector<int> line{draw_.below(s_.cells())};
    for (int step = 0; step < 4; ++step) {
      std::vector<std::pair<int, int>> ends;
      for (const int a : neighbours(line.front(), true))
        for (const int b : neighbours(line.back(), true))
          if (a != b && at(a) == at(b) && !contains(line, a) && !contains(line, b))
            ends.emplace_back(a, b);
      if (ends.empty()) break;
      const auto [a, b] = draw_.pick(ends);
      line.insert(line.begin(), a);
      line.push_back(b);
    }
    if (line.size() >= 3) add(RuleKind::palindrome, indexed("palindrome") + ".lines[0]", line);
  }

  // A shaft walked from the circle (or pill) whose digits reach its number.
  void arrow() {
    std::vector<int> pill{draw_.below(s_.cells())};
    if (n_ <= 9 && draw_.chance(0.3)) {
      // A two-cell pill; only tens digits of 1 make a reachable number.
      const auto next = neighbours(pill[0], false);
      pill.push_back(draw_.pick(next));
      if (at(pill[0]) != 1) return;
    }
    int number = 0;
    for (const int cell : pill) number = number * 10 + at(cell);
    for (int attempt = 0; attempt < 20; ++attempt) {
      std::vector<int> line = pill;  // the pill then the shaft, as drawn
      int left = number;
      while (left > 0) {
        std::vector<int> next;
        for (const int cell : neighbours(line.back(), true))
          if (!contains(line, cell) && at(cell) <= left) next.push_back(cell);
        if (next.empty()) break;
        line.push_back(draw_.pick(next));
        left -= at(line.back());
      }
      if (left != 0) continue;
      Rule rule;
      rule.kind = RuleKind::arrow;
      rule.label = indexed("arrow") + ".lines[0]";
      rule.cells = pill;
      rule.line.assign(line.begin() + static_cast<long>(pill.size()), line.end());
      list_->push_back(std::move(rule));
      return;
    }
  }

  // A clue outside the grid and a diagonal direction into it.
  void little_killer() {
    const int side = draw_.below(4), k = 1 + draw_.below(n_);
    const int row = side == 0 ? 0 : side == 1 ? n_ + 1 : k;
    const int col = side == 2 ? 0 : side == 3 ? n_ + 1 : k;
    const int dr = row == 0 ? 1 : row == n_ + 1 ? -1 : draw_.chance(0.5) ? 1 : -1;
    const int dc = col == 0 ? 1 : col == n_ + 1 ? -1 : draw_.chance(0.5) ? 1 : -1;
    std::vector<int> cells;
    int sum = 0;
    for (int r = row - 1 + dr, c = col - 1 + dc; inside(r, c); r += dr, c += dc) {
      cells.push_back(r * n_ + c);
      sum += at(r * n_ + c);
    }
    if (cells.empty()) return;
    Rule rule;
    rule.kind = RuleKind::little_killer;
    rule.label = indexed("littlekillersum");
    rule.cells = std::move(cells);
    rule.value = sum;
    rule.clue = {row, col};
    list_->push_back(std::move(rule));
  }

  void sandwich() {
    const bool is_row = draw_.chance(0.5);
    const int k = draw_.below(n_);
    std::vector<int> cells;
    for (int i = 0; i < n_; ++i) cells.push_back(is_row ? k * n_ + i : i * n_ + k);
    int one = 0, top = 0;
    for (int i = 0; i < n_; ++i) {
      if (at(cells[i]) == 1) one = i;
      if (at(cells[i]) == n_) top = i;
    }
    int sum = 0;
    for (int i = std::min(one, top) + 1; i < std::max(one, top); ++i) sum += at(cells[i]);
    Rule rule;
    rule.kind = RuleKind::sandwich;
    rule.label = indexed("sandwichsum");
    rule.cells = std::move(cells);
    rule.value = sum;
    rule.clue = is_row ? Outside{k + 1, 0} : Outside{0, k + 1};
    list_->push_back(std::move(rule));
  }

  // ---- one cell ----
  void parity() {
    const int cell = draw_.below(s_.cells());
    const bool odd = at(cell) % 2 == 1;
    if (!wants(odd ? RuleKind::odd : RuleKind::even)) return;
    add(odd ? RuleKind::odd : RuleKind::even, indexed(odd ? "odd" : "even"), {cell});
  }

  void extremum(bool smallest) {
    std::vector<int> fits;
    for (int cell = 0; cell < s_.cells(); ++cell) {
      bool holds = true;
      for (const int other : neighbours(cell, false))
        holds = holds && (smallest ? at(cell) < at(other) : at(cell) > at(other));
      if (holds && !contains(extremes_, cell)) fits.push_back(cell);
    }
    if (fits.empty()) return;
    const int cell = draw_.pick(fits);
    extremes_.push_back(cell);
    add(smallest ? RuleKind::minimum : RuleKind::maximum, indexed(smallest ? "minimum" : "maximum"),
        {cell});
  }

  void pencil_marks() {
    const int cell = draw_.below(s_.cells());
    std::vector<int> digits{at(cell)};
    for (int extra = draw_.below(3); extra > 0; --extra) {
      const int d = 1 + draw_.below(n_);
      if (!contains(digits, d)) digits.push_back(d);
    }
    draw_.shuffle(digits);
    Rule rule;
    rule.kind = RuleKind::pencil_marks;
    rule.label = cell_label(cell) + ".givenPencilMarks";
    rule.cells = {cell};
    rule.digits = std::move(digits);
    list_->push_back(std::move(rule));
  }

  // ---- two adjacent cells ----
  std::pair<int, int> adjacent_pair() {
    const int a = draw_.below(s_.cells());
    return {a, draw_.pick(neighbours(a, false))};
  }

  void kropki_dot() {
    for (int tries = 0; tries < 20; ++tries) {
      const auto [a, b] = adjacent_pair();
      const int x = at(a), y = at(b);
      if (wants(RuleKind::ratio) && (x % y == 0 || y % x == 0) && draw_.chance(0.5)) {
        // Any ratio that holds: 2 usually, sometimes 3 or more.
        add(RuleKind::ratio, indexed("ratio"), {a, b}, std::max(x, y) / std::min(x, y));
        return;
      }
      if (wants(RuleKind::difference) && std::abs(x - y) <= 3) {
        add(RuleKind::difference, indexed("difference"), {a, b}, std::abs(x - y));
        return;
      }
    }
  }

  void xv_dot() {
    for (int tries = 0; tries < 40; ++tries) {
      const auto [a, b] = adjacent_pair();
      const int sum = at(a) + at(b);
      if (sum == 5 || sum == 10) {
        add(RuleKind::xv, indexed("xv"), {a, b}, sum);
        return;
      }
    }
  }

  // Every adjacent pair that is consecutive or in ratio 2 gets its kropki
  // dot, every pair summing to 5 or 10 its V or X; the negative rules then
  // hold on the unmarked pairs.
  void negatives() {
    const bool kropki = wants(RuleKind::negative_difference) || wants(RuleKind::negative_ratio);
    const bool xv = wants(RuleKind::negative_xv);
    for (int a = 0; a < s_.cells(); ++a)
      for (const int b : neighbours(a, false)) {
        if (b < a) continue;
        const int x = at(a), y = at(b);
        if (kropki && std::abs(x - y) == 1)
          add(RuleKind::difference, indexed("difference"), {a, b}, 1);
        else if (kropki && (x == 2 * y || y == 2 * x))
          add(RuleKind::ratio, indexed("ratio"), {a, b}, 2);
        if (xv && (x + y == 5 || x + y == 10)) add(RuleKind::xv, indexed("xv"), {a, b}, x + y);
      }
    if (kropki) add(RuleKind::negative_difference, "negative.difference", {});
    if (kropki) add(RuleKind::negative_ratio, "negative.ratio", {});
    if (xv) add(RuleKind::negative_xv, "negative.xv", {});
  }

  std::string cell_label(int cell) const {
    std::string name = "R";
    name += std::to_string(cell / n_ + 1);
    name += 'C';
    name += std::to_string(cell % n_ + 1);
    return name;
  }

  const Grid& s_;
  const int n_;
  Draw draw_;
  const VariantRecipe& recipe_;
  std::vector<Rule>* list_ = nullptr;
  std::vector<int> caged_;               // cells already in a cage or extra region
  std::vector<int> extremes_;            // cells already a minimum or maximum
  std::map<std::string, int> counters_;  // rules drawn so far, per label key
  std::vector<bool> seen_;               // connected()'s buffers
  std::vector<int> reached_;
};

}  // namespace random_variants_detail

// Random rules of every kind in `recipe` that `solution` (a complete, valid
// grid) keeps, and some of its digits as givens: `solution` is always a
// solution of the result. Deterministic in the grid, the seed and the recipe.
// When `recipe.kinds` allows nothing that fits the grid, the result is a
// classic puzzle (Puzzle::rules is null).
inline Puzzle random_variant_puzzle(const Grid& solution, std::uint64_t seed,
                                    const VariantRecipe& recipe = {}) {
  return random_variants_detail::Builder(solution, seed, recipe).build();
}

// Another valid grid of the same geometry drawn from `grid`. With
// `keep_globals`, only the moves that keep anti-knight, anti-king,
// non-consecutive, disjoint groups and the pair of diagonals: turning the
// grid a quarter (square boxes) or a half, mirroring it, and the digit
// reversal d -> N+1-d. Otherwise also any relabelling of digits and any
// order of bands, stacks, rows within a band and columns within a stack.
inline Grid shuffled_grid(const Grid& grid, std::uint64_t seed, bool keep_globals = false) {
  random_variants_detail::Draw draw(seed);
  const Geometry g = grid.geometry();
  const int n = grid.side();
  std::vector<int> rows(n), cols(n), digits(n + 1);
  for (int i = 0; i < n; ++i) rows[i] = cols[i] = i;
  for (int d = 0; d <= n; ++d) digits[d] = d;
  bool transpose = false;
  if (keep_globals) {
    if (draw.chance(0.5)) std::reverse(rows.begin(), rows.end());
    if (draw.chance(0.5)) std::reverse(cols.begin(), cols.end());
    transpose = g.box_rows == g.box_cols && draw.chance(0.5);
    if (draw.chance(0.5)) std::reverse(digits.begin() + 1, digits.end());
  } else {
    // Order of bands and of rows within each band (likewise columns).
    auto order = [&](std::vector<int>& lines, int size) {
      std::vector<int> blocks(n / size), within(size);
      for (int b = 0; b < n / size; ++b) blocks[b] = b;
      draw.shuffle(blocks);
      for (int b = 0; b < n / size; ++b) {
        for (int i = 0; i < size; ++i) within[i] = i;
        draw.shuffle(within);
        for (int i = 0; i < size; ++i) lines[b * size + i] = blocks[b] * size + within[i];
      }
    };
    order(rows, g.box_rows);
    order(cols, g.box_cols);
    std::vector<int> relabel(digits.begin() + 1, digits.end());
    draw.shuffle(relabel);
    for (int d = 1; d <= n; ++d) digits[d] = relabel[d - 1];
  }
  Grid out(g);
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c) {
      const int v = digits[grid.at(rows[r], cols[c])];
      if (transpose)
        out.set(c, r, v);
      else
        out.set(r, c, v);
    }
  return out;
}

// A valid grid of any geometry without search: row r, column c holds
// (box_cols * (r % box_rows) + r / box_rows + c) % N + 1. Each row shifts the
// previous one by a box width, and each band by one more, so every row,
// column and box holds each digit once. shuffled_grid makes it random.
inline Grid pattern_grid(Geometry g) {
  Grid grid(g);
  const int n = g.side();
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c)
      grid.set(r, c, (g.box_cols * (r % g.box_rows) + r / g.box_rows + c) % n + 1);
  return grid;
}

}  // namespace satdoku::testing
