// Variant puzzles made in code for the native engine's rule tests: a random
// completion (a shuffled pattern grid), rules read off it (so the puzzle has
// at least that completion), and some of its digits as givens.
#pragma once

#include <algorithm>
#include <cstdint>
#include <memory>
#include <numeric>
#include <utility>
#include <vector>

#include "satdoku/rules.hpp"

namespace satdoku::testing {

// xorshift64*: the same numbers on every platform and library.
class Rng {
 public:
  explicit Rng(std::uint64_t seed) : s_(seed * 0x9E3779B97F4A7C15ull + 1) {}
  std::uint64_t next() {
    s_ ^= s_ >> 12;
    s_ ^= s_ << 25;
    s_ ^= s_ >> 27;
    return s_ * 0x2545F4914F6CDD1Dull;
  }
  int below(int k) { return static_cast<int>(next() % static_cast<std::uint64_t>(k)); }
  bool chance(int percent) { return below(100) < percent; }
  template <class T>
  void shuffle(std::vector<T>& v) {
    for (std::size_t i = v.size(); i > 1; --i) std::swap(v[i - 1], v[below(static_cast<int>(i))]);
  }

 private:
  std::uint64_t s_;
};

// The pattern grid with digits, rows within bands, bands, columns within
// stacks and stacks shuffled.
inline Grid random_solution(Geometry g, Rng& rng) {
  const int n = g.side(), br = g.box_rows, bc = g.box_cols;
  std::vector<int> digits(n), rows, cols;
  std::iota(digits.begin(), digits.end(), 1);
  rng.shuffle(digits);
  std::vector<int> bands(n / br), stacks(n / bc);
  std::iota(bands.begin(), bands.end(), 0);
  std::iota(stacks.begin(), stacks.end(), 0);
  rng.shuffle(bands);
  rng.shuffle(stacks);
  for (int band : bands) {
    std::vector<int> in(br);
    std::iota(in.begin(), in.end(), band * br);
    rng.shuffle(in);
    rows.insert(rows.end(), in.begin(), in.end());
  }
  for (int stack : stacks) {
    std::vector<int> in(bc);
    std::iota(in.begin(), in.end(), stack * bc);
    rng.shuffle(in);
    cols.insert(cols.end(), in.begin(), in.end());
  }
  Grid grid(g);
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c)
      grid.set(r, c, digits[(bc * (rows[r] % br) + rows[r] / br + cols[c]) % n]);
  return grid;
}

// Each cell of the solution kept as a given with the chance `percent`.
inline Grid givens_from(const Grid& solution, int percent, Rng& rng) {
  Grid grid(solution.geometry());
  for (int cell = 0; cell < grid.cells(); ++cell)
    if (rng.chance(percent)) grid.set(cell, solution.at(cell));
  return grid;
}

inline Puzzle with_rules(Grid grid, std::vector<Rule> list, std::vector<int> regions = {}) {
  auto rules = std::make_shared<Rules>();
  rules->list = std::move(list);
  rules->regions = std::move(regions);
  for (std::size_t i = 0; i < rules->list.size(); ++i)
    if (rules->list[i].label.empty()) rules->list[i].label = "rule[" + std::to_string(i) + "]";
  return Puzzle(std::move(grid), std::move(rules));
}

inline Rule rule(RuleKind kind, std::vector<int> cells = {}, int value = 0) {
  Rule r;
  r.kind = kind;
  r.cells = std::move(cells);
  r.value = value;
  return r;
}

// Cells around `cell`: the 4 edge neighbours, or all 8 with `diagonal`.
inline std::vector<int> neighbours(int side, int cell, bool diagonal) {
  std::vector<int> out;
  const int r = cell / side, c = cell % side;
  for (int dr = -1; dr <= 1; ++dr) {
    for (int dc = -1; dc <= 1; ++dc) {
      if ((dr == 0 && dc == 0) || (!diagonal && dr != 0 && dc != 0)) continue;
      const int r2 = r + dr, c2 = c + dc;
      if (r2 >= 0 && r2 < side && c2 >= 0 && c2 < side) out.push_back(r2 * side + c2);
    }
  }
  return out;
}

// A random line (king steps, no cell twice) from a random cell, each step
// accepted by step_ok(line so far, next cell), of `length` cells; empty when
// the walk got stuck.
template <class StepOk>
std::vector<int> random_line(int side, int length, Rng& rng, StepOk step_ok) {
  std::vector<int> line{rng.below(side * side)};
  while (static_cast<int>(line.size()) < length) {
    std::vector<int> next;
    for (int cell : neighbours(side, line.back(), true))
      if (std::find(line.begin(), line.end(), cell) == line.end() && step_ok(line, cell))
        next.push_back(cell);
    if (next.empty()) return {};
    line.push_back(next[rng.below(static_cast<int>(next.size()))]);
  }
  return line;
}

// Lines the solution satisfies, read off by `count` random walks of `length`
// cells whose whole line passes line_ok (up to `tries` walks each).
template <class StepOk, class LineOk>
std::vector<std::vector<int>> lines_off(int side, int count, int length, Rng& rng, StepOk step_ok,
                                        LineOk line_ok, int tries = 2000) {
  std::vector<std::vector<int>> lines;
  for (int t = 0; t < tries && static_cast<int>(lines.size()) < count; ++t) {
    std::vector<int> line = random_line(side, length, rng, step_ok);
    if (!line.empty() && line_ok(line)) lines.push_back(std::move(line));
  }
  return lines;
}

// Killer cages grown from random cells over edge neighbours with digits not
// yet in the cage, sizes 1..max_size, covering about `percent` of the grid.
inline std::vector<Rule> cages_off(const Grid& s, int max_size, int percent, bool sums, Rng& rng) {
  const int n = s.side();
  std::vector<int> order(s.cells());
  std::iota(order.begin(), order.end(), 0);
  rng.shuffle(order);
  std::vector<bool> used(s.cells());
  std::vector<Rule> cages;
  for (int start : order) {
    if (used[start] || !rng.chance(percent)) continue;
    std::vector<int> cage{start};
    used[start] = true;
    const int size = 1 + rng.below(max_size);
    while (static_cast<int>(cage.size()) < size) {
      std::vector<int> next;
      for (int cell : cage)
        for (int nb : neighbours(n, cell, false))
          if (!used[nb] &&
              std::none_of(cage.begin(), cage.end(), [&](int c) { return s.at(c) == s.at(nb); }))
            next.push_back(nb);
      if (next.empty()) break;
      const int pick = next[rng.below(static_cast<int>(next.size()))];
      used[pick] = true;
      cage.push_back(pick);
    }
    int total = 0;
    for (int cell : cage) total += s.at(cell);
    cages.push_back(rule(RuleKind::killer_cage, cage, sums || rng.chance(50) ? total : 0));
  }
  return cages;
}

}  // namespace satdoku::testing
