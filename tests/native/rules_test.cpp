// Each rule kind on 4x4, 6x6 and 9x9 puzzles read off random completions:
// the native engine's lex-min answer, count (up to 2) and any answer agree
// with a brute force that applies the rules' plain meaning.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>

#include "rule_harness.hpp"

namespace satdoku::testing {
namespace {

constexpr int kSeeds = 4;

int sum_of(const Grid& s, const std::vector<int>& cells) {
  int total = 0;
  for (int c : cells) total += s.at(c);
  return total;
}

// Expects a run with some puzzles that the rules pin down to one completion
// or none: rules that never bite would prove little.
void expect_bite(const Tally& t) {
  EXPECT_GT(t.one + t.none, 0) << t.several << " puzzles all had several completions";
}

TEST(Rules, KillerCages) {
  expect_bite(run_read_off(
      [](const Grid& s, Rng& rng) { return cages_off(s, 4, 70, /*sums=*/true, rng); }, kSeeds));
}

TEST(Rules, KillerCagesSomeWithoutSums) {
  expect_bite(run_read_off(
      [](const Grid& s, Rng& rng) { return cages_off(s, 5, 80, /*sums=*/false, rng); }, kSeeds));
}

TEST(Rules, KillerCagesWithAWrongSum) {
  // One total off by one: usually no completion at all.
  const Tally t = run_read_off(
      [](const Grid& s, Rng& rng) {
        std::vector<Rule> cages = cages_off(s, 3, 60, true, rng);
        for (Rule& r : cages) {
          if (r.cells.size() > 1) {
            ++r.value;
            break;
          }
        }
        return cages;
      },
      kSeeds, all_sizes(), /*altered=*/true);
  EXPECT_GT(t.none, 0);
}

TEST(Rules, ExtraRegions) {
  expect_bite(run_read_off(
      [](const Grid& s, Rng& rng) {
        std::vector<Rule> regions = cages_off(s, s.side(), 40, false, rng);
        for (Rule& r : regions) r = rule(RuleKind::extra_region, r.cells);
        return regions;
      },
      kSeeds));
}

TEST(Rules, LittleKillers) {
  expect_bite(run_read_off(
      [](const Grid& s, Rng& rng) {
        const int n = s.side();
        std::vector<Rule> out;
        for (int k = 0; k < n; ++k) {
          // From a border cell, diagonally across the grid.
          const int dr = rng.chance(50) ? 1 : -1, dc = rng.chance(50) ? 1 : -1;
          int r = dr > 0 ? 0 : n - 1, c = rng.below(n);
          if (rng.chance(50)) r = rng.below(n), c = dc > 0 ? 0 : n - 1;
          std::vector<int> cells;
          for (; r >= 0 && r < n && c >= 0 && c < n; r += dr, c += dc) cells.push_back(r * n + c);
          if (cells.size() < 2) continue;
          Rule lk = rule(RuleKind::little_killer, cells, sum_of(s, cells));
          out.push_back(std::move(lk));
        }
        return out;
      },
      kSeeds));
}

TEST(Rules, Thermometers) {
  expect_bite(run_read_off(
      [](const Grid& s, Rng& rng) {
        std::vector<Rule> out;
        for (const auto& line : lines_off(
                 s.side(), s.side() / 2, 3 + rng.below(3), rng,
                 [&](const std::vector<int>&l, int next) { return s.at(next) > s.at(l.back()); },
                 [](const std::vector<int>&) { return true; }))
          out.push_back(rule(RuleKind::thermometer, line));
        return out;
      },
      kSeeds));
}

TEST(Rules, Whispers) {
  expect_bite(run_read_off(
      [](const Grid& s, Rng& rng) {
        const int gap = (s.side() + 1) / 2;
        std::vector<Rule> out;
        for (const auto& line : lines_off(
                 s.side(), s.side() / 2, 3 + rng.below(4), rng,
                 [&](const std::vector<int>&l, int next) {
                   return std::abs(s.at(next) - s.at(l.back())) >= gap;
                 },
                 [](const std::vector<int>&) { return true; }))
          out.push_back(rule(RuleKind::whispers, line, gap));
        return out;
      },
      // More givens on 9x9: lines with a gap of 5 leave the brute force
      // much to try.
      kSeeds, {{{2, 2}, 0}, {{2, 3}, 15}, {{3, 3}, 50}}));
}

TEST(Rules, Renban) {
  expect_bite(run_read_off(
      [](const Grid& s, Rng& rng) {
        const int length = 2 + rng.below(s.side() > 4 ? 3 : 2);
        const auto digits = [&](const std::vector<int>& l) {
          std::vector<int> d;
          for (int c : l) d.push_back(s.at(c));
          std::sort(d.begin(), d.end());
          return d;
        };
        std::vector<Rule> out;
        for (const auto& line : lines_off(
                 s.side(), s.side() / 2, length, rng,
                 [&](const std::vector<int>&l, int next) {
                   std::vector<int> d = digits(l);
                   if (std::find(d.begin(), d.end(), s.at(next)) != d.end()) return false;
                   return std::max(d.back(), s.at(next)) - std::min(d.front(), s.at(next)) < length;
                 },
                 [&](const std::vector<int>&l) {
                   const std::vector<int> d = digits(l);
                   return d.back() - d.front() + 1 == static_cast<int>(l.size());
                 }))
          out.push_back(rule(RuleKind::renban, line));
        return out;
      },
      kSeeds));
}

TEST(Rules, Palindromes) {
  expect_bite(run_read_off(
      [](const Grid& s, Rng& rng) {
        std::vector<Rule> out;
        for (int length : {3, 4, 5}) {
          for (const auto& line : lines_off(
                   s.side(), 2, length, rng, [](const std::vector<int>&, int) { return true; },
                   [&](const std::vector<int>& l) {
                     for (std::size_t i = 0; i < l.size(); ++i)
                       if (s.at(l[i]) != s.at(l[l.size() - 1 - i])) return false;
                     return true;
                   }))
            out.push_back(rule(RuleKind::palindrome, line));
        }
        return out;
      },
      kSeeds));
}

// Arrows with a one-cell circle, and on larger grids a two-cell pill worth
// 10 to 19 (its first cell holds 1).
std::vector<Rule> arrows_off(const Grid& s, Rng& rng, bool pills) {
  const int n = s.side();
  std::vector<Rule> out;
  for (int tries = 0; tries < 4000 && static_cast<int>(out.size()) < n / 2 + 1; ++tries) {
    std::vector<int> pill{rng.below(n * n)};
    if (pills) {
      if (s.at(pill[0]) != 1) continue;
      const std::vector<int> next = neighbours(n, pill[0], false);
      pill.push_back(next[rng.below(static_cast<int>(next.size()))]);
    }
    int target = 0;
    for (int c : pill) target = target * 10 + s.at(c);
    std::vector<int> shaft;
    int total = 0;
    while (total < target) {
      std::vector<int> next;
      for (int c : neighbours(n, shaft.empty() ? pill.back() : shaft.back(), true))
        if (std::find(pill.begin(), pill.end(), c) == pill.end() &&
            std::find(shaft.begin(), shaft.end(), c) == shaft.end() && total + s.at(c) <= target)
          next.push_back(c);
      if (next.empty()) break;
      shaft.push_back(next[rng.below(static_cast<int>(next.size()))]);
      total += s.at(shaft.back());
    }
    if (total != target) continue;
    Rule r = rule(RuleKind::arrow, pill);
    r.line = shaft;
    out.push_back(std::move(r));
  }
  return out;
}

TEST(Rules, Arrows) {
  expect_bite(
      run_read_off([](const Grid& s, Rng& rng) { return arrows_off(s, rng, false); }, kSeeds));
}

TEST(Rules, ArrowsWithPills) {
  expect_bite(run_read_off(
      [](const Grid& s, Rng& rng) {
        std::vector<Rule> out = arrows_off(s, rng, true);
        const std::vector<Rule> circles = arrows_off(s, rng, false);
        out.insert(out.end(), circles.begin(),
                   circles.begin() + std::min<std::size_t>(2, circles.size()));
        return out;
      },
      kSeeds, {{{2, 3}, 15}, {{3, 3}, 40}}));
}

// Dots on edge-adjacent pairs. With `negative`, every pair whose digits
// differ by 1 or are in ratio 2 carries a dot (so the negative rules hold);
// otherwise some do, and some white dots carry a larger difference.
std::vector<Rule> kropki_off(const Grid& s, Rng& rng, bool negative) {
  const int n = s.side();
  std::vector<Rule> out;
  for (int a = 0; a < n * n; ++a) {
    for (int b : neighbours(n, a, false)) {
      if (b < a) continue;
      const int x = s.at(a), y = s.at(b);
      const bool ratio = x == 2 * y || y == 2 * x, diff1 = std::abs(x - y) == 1;
      if (!negative && !rng.chance(40)) continue;
      if (ratio && (!diff1 || rng.chance(50))) {
        out.push_back(rule(RuleKind::ratio, {a, b}, 2));
      } else if (diff1) {
        out.push_back(rule(RuleKind::difference, {a, b}, 1));
      } else if (!negative && std::abs(x - y) <= 3) {
        out.push_back(rule(RuleKind::difference, {a, b}, std::abs(x - y)));
      }
    }
  }
  if (negative) {
    out.push_back(rule(RuleKind::negative_difference));
    out.push_back(rule(RuleKind::negative_ratio));
  }
  return out;
}

TEST(Rules, KropkiDots) {
  expect_bite(
      run_read_off([](const Grid& s, Rng& rng) { return kropki_off(s, rng, false); }, kSeeds));
}

TEST(Rules, KropkiDotsWithNegativeConstraint) {
  expect_bite(
      run_read_off([](const Grid& s, Rng& rng) { return kropki_off(s, rng, true); }, kSeeds));
}

TEST(Rules, XvWithNegativeConstraint) {
  expect_bite(run_read_off(
      [](const Grid& s, Rng&) {
        const int n = s.side();
        std::vector<Rule> out;
        for (int a = 0; a < n * n; ++a) {
          for (int b : neighbours(n, a, false)) {
            const int total = s.at(a) + s.at(b);
            if (b > a && (total == 5 || total == 10))
              out.push_back(rule(RuleKind::xv, {a, b}, total));
          }
        }
        out.push_back(rule(RuleKind::negative_xv));
        return out;
      },
      kSeeds));
}

TEST(Rules, Sandwiches) {
  expect_bite(run_read_off(
      [](const Grid& s, Rng& rng) {
        const int n = s.side();
        std::vector<Rule> out;
        for (int k = 0; k < 2 * n; ++k) {
          if (!rng.chance(40)) continue;
          std::vector<int> cells;
          for (int i = 0; i < n; ++i) cells.push_back(k < n ? k * n + i : i * n + k - n);
          std::size_t one = 0, top = 0;
          for (std::size_t i = 0; i < cells.size(); ++i) {
            if (s.at(cells[i]) == 1) one = i;
            if (s.at(cells[i]) == n) top = i;
          }
          int total = 0;
          for (std::size_t i = std::min(one, top) + 1; i < std::max(one, top); ++i)
            total += s.at(cells[i]);
          Rule r = rule(RuleKind::sandwich, cells, total);
          r.clue = k < n ? Outside{k + 1, 0} : Outside{0, k - n + 1};
          out.push_back(std::move(r));
        }
        return out;
      },
      kSeeds));
}

TEST(Rules, MinimaAndMaxima) {
  expect_bite(run_read_off(
      [](const Grid& s, Rng& rng) {
        const int n = s.side();
        std::vector<Rule> out;
        for (int cell = 0; cell < n * n; ++cell) {
          bool smaller = true, larger = true;
          for (int nb : neighbours(n, cell, false)) {
            smaller = smaller && s.at(cell) < s.at(nb);
            larger = larger && s.at(cell) > s.at(nb);
          }
          if ((smaller || larger) && rng.chance(70))
            out.push_back(rule(smaller ? RuleKind::minimum : RuleKind::maximum, {cell}));
        }
        return out;
      },
      kSeeds));
}

TEST(Rules, Quadruples) {
  expect_bite(run_read_off(
      [](const Grid& s, Rng& rng) {
        const int n = s.side();
        std::vector<Rule> out;
        for (int k = 0; k < n; ++k) {
          const int r = rng.below(n - 1), c = rng.below(n - 1);
          Rule q = rule(RuleKind::quadruple,
                        {r * n + c, r * n + c + 1, (r + 1) * n + c, (r + 1) * n + c + 1});
          for (int cell : q.cells)
            if (rng.chance(70)) q.digits.push_back(s.at(cell));
          if (q.digits.empty()) continue;
          std::sort(q.digits.begin(), q.digits.end());
          out.push_back(std::move(q));
        }
        return out;
      },
      kSeeds));
}

TEST(Rules, OddEvenAndPencilMarks) {
  expect_bite(run_read_off(
      [](const Grid& s, Rng& rng) {
        const int n = s.side();
        std::vector<Rule> out;
        for (int cell = 0; cell < n * n; ++cell) {
          if (rng.chance(25)) {
            out.push_back(rule(s.at(cell) % 2 ? RuleKind::odd : RuleKind::even, {cell}));
          } else if (rng.chance(15)) {
            Rule p = rule(RuleKind::pencil_marks, {cell});
            p.digits = {s.at(cell), 1 + rng.below(n)};
            out.push_back(std::move(p));
          }
        }
        return out;
      },
      kSeeds));
}

}  // namespace
}  // namespace satdoku::testing

namespace satdoku::testing {
namespace {

// Sides the brute force cannot enumerate: the answer must still obey every
// rule and the givens, and count and lex-min must agree on solvability.
TEST(Rules, LargerGridsAreCompletedWithinTheRules) {
  for (Geometry g : {Geometry{2, 4}, Geometry{3, 4}, Geometry{4, 4}}) {
    SCOPED_TRACE(g.name());
    Rng rng(static_cast<std::uint64_t>(g.side()));
    const Grid solution = random_solution(g, rng);
    std::vector<Rule> rules = cages_off(solution, 4, 60, true, rng);
    for (const auto& line : lines_off(
             g.side(), g.side(), 4, rng,
             [&](const std::vector<int>&l, int next) {
               return solution.at(next) > solution.at(l.back());
             },
             [](const std::vector<int>&) { return true; }))
      rules.push_back(rule(RuleKind::thermometer, line));
    const Puzzle puzzle = with_rules(givens_from(solution, 30, rng), std::move(rules));
    auto engine = make_backtrack_engine();
    const SolveResult s = engine->smallest(puzzle, {});
    ASSERT_EQ(s.status, Status::solved);
    EXPECT_TRUE(obeys(puzzle, s.solution));
    EXPECT_LE(to_line(s.solution), to_line(solution));  // the read-off one is a completion
    const CountResult c = engine->count(puzzle, 2, {});
    EXPECT_GE(c.count, 1u);
  }
}

}  // namespace
}  // namespace satdoku::testing
