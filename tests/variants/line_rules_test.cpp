// The rule kinds published setters' puzzles brought in (slow thermometers,
// between, lockout, entropic, modular, nabner, zipper and region sum lines,
// double arrows, X-sums, skyscrapers, clones, indexers), each on 4x4, 6x6
// and 9x9 puzzles read off random completions: both engines' lex-min answer
// and count (up to 2) must equal the brute force's, which applies the rules'
// plain meaning (../support/rule_brute_force.hpp); every answer must pass the
// validity checker; and without the rules the answer must change on some
// puzzle of the run, so an ignored rule fails.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <functional>
#include <string>
#include <vector>

#include "../native/rule_puzzles.hpp"
#include "rule_brute_force.hpp"
#include "satdoku/backtrack.hpp"
#include "satdoku/check.hpp"
#include "satdoku/notation.hpp"
#include "satdoku/sat_engine.hpp"

namespace satdoku::testing {
namespace {

constexpr int kLineSeeds = 4;

using Maker = std::function<std::vector<Rule>(const Grid& solution, Rng& rng)>;

struct LineRun {
  int none = 0, one = 0, several = 0;
  int changed = 0;  // puzzles whose answer differs without the rules
};

std::string line_of(const Grid& g) {
  std::string text;
  for (int cell = 0; cell < g.cells(); ++cell) text += static_cast<char>('0' + g.at(cell));
  return text;
}

void expect_engines_agree(const Puzzle& puzzle, LineRun& run) {
  const BruteAnswer want = brute_force(puzzle, 2);
  (want.count == 0 ? run.none : want.count == 1 ? run.one : run.several) += 1;
  auto sat = make_sat_engine();
  auto native = make_backtrack_engine();
  for (Engine* engine : {sat.get(), native.get()}) {
    SCOPED_TRACE(engine == sat.get() ? "sat" : "backtrack");
    const SolveResult s = engine->smallest(puzzle, {});
    if (!want.smallest) {
      EXPECT_EQ(s.status, Status::no_solution);
    } else {
      ASSERT_EQ(s.status, Status::solved);
      EXPECT_EQ(line_of(s.solution), line_of(*want.smallest));
      const Verdict verdict = check_solution(puzzle, s.solution);
      EXPECT_TRUE(verdict.ok) << verdict.reason;
    }
    const CountResult c = engine->count(puzzle, 2, {});
    ASSERT_EQ(c.status, Status::solved);
    EXPECT_EQ(c.count, static_cast<std::uint64_t>(want.count));
  }
  if (want.smallest) {
    const BruteAnswer classic = brute_force(Puzzle(puzzle.grid), 1);
    if (classic.smallest && !(*classic.smallest == *want.smallest)) ++run.changed;
  }
}

// `seeds` puzzles on each size, rules from `make`. Unless `altered`, the
// completion they were read from must obey them.
LineRun run_engines(const Maker& make, int seeds = kLineSeeds, bool altered = false) {
  LineRun run;
  const struct {
    Geometry geometry;
    int given_percent;
  } sizes[] = {{{2, 2}, 0}, {{2, 3}, 15}, {{3, 3}, 45}};
  for (const auto& size : sizes) {
    for (int seed = 1; seed <= seeds; ++seed) {
      Rng rng(static_cast<std::uint64_t>(seed) * 104729 + size.geometry.side());
      const Grid solution = random_solution(size.geometry, rng);
      const Puzzle puzzle =
          with_rules(givens_from(solution, size.given_percent, rng), make(solution, rng));
      SCOPED_TRACE(size.geometry.name() + " seed " + std::to_string(seed) + ": " +
                   line_of(puzzle.grid));
      expect_engines_agree(puzzle, run);
      if (!altered) {
        EXPECT_TRUE(check_solution(puzzle, solution).ok);
      }
    }
  }
  return run;
}

// Rules that bite: some puzzle pinned to one completion or none, and some
// answer changed by them.
void expect_bite(const LineRun& run) {
  EXPECT_GT(run.one + run.none, 0) << run.several << " puzzles all had several completions";
  EXPECT_GT(run.changed, 0) << "the rules never changed the answer";
}

// Lines read off the solution: `count` random walks of `length` cells whose
// whole line passes `ok`, each made a rule of `kind`.
std::vector<Rule> lines_of(RuleKind kind, const Grid& s, Rng& rng, int count, int length,
                           const std::function<bool(const std::vector<int>&)>& ok, int value = 0) {
  std::vector<Rule> out;
  for (const auto& line : lines_off(
           s.side(), count, length, rng, [](const std::vector<int>&, int) { return true; }, ok,
           4000))
    out.push_back(rule(kind, line, value));
  return out;
}

std::vector<int> digits_on(const Grid& s, const std::vector<int>& line) {
  std::vector<int> d;
  for (const int c : line) d.push_back(s.at(c));
  return d;
}

TEST(LineRules, SlowThermometers) {
  expect_bite(run_engines([](const Grid& s, Rng& rng) {
    return lines_of(RuleKind::slow_thermometer, s, rng, s.side() / 2, 3 + rng.below(3),
                    [&](const std::vector<int>& l) {
                      const auto d = digits_on(s, l);
                      return std::is_sorted(d.begin(), d.end());
                    });
  }));
}

TEST(LineRules, BetweenLines) {
  expect_bite(run_engines([](const Grid& s, Rng& rng) {
    return lines_of(RuleKind::between_line, s, rng, s.side() / 2 + 1, 3 + rng.below(3),
                    [&](const std::vector<int>& l) {
                      const auto d = digits_on(s, l);
                      const int lo = std::min(d.front(), d.back());
                      const int hi = std::max(d.front(), d.back());
                      return std::all_of(d.begin() + 1, d.end() - 1,
                                         [&](int x) { return x > lo && x < hi; });
                    });
  }));
}

TEST(LineRules, LockoutLines) {
  expect_bite(run_engines([](const Grid& s, Rng& rng) {
    const int gap = s.side() / 2;
    return lines_of(
        RuleKind::lockout_line, s, rng, s.side() / 2 + 1, 2 + rng.below(4),
        [&](const std::vector<int>& l) {
          const auto d = digits_on(s, l);
          const int lo = std::min(d.front(), d.back()), hi = std::max(d.front(), d.back());
          return hi - lo >= gap && std::none_of(d.begin() + 1, d.end() - 1,
                                                [&](int x) { return x >= lo && x <= hi; });
        },
        gap);
  }));
}

// Lines whose every three cells in a row fall in three classes.
std::vector<Rule> classed_lines(RuleKind kind, const Grid& s, Rng& rng,
                                const std::function<int(int)>& of) {
  return lines_of(kind, s, rng, s.side(), 3 + rng.below(4), [&](const std::vector<int>& l) {
    for (std::size_t i = 0; i + 1 < l.size(); ++i)
      for (std::size_t j = i + 1; j < l.size() && j <= i + 2; ++j)
        if (of(s.at(l[i])) == of(s.at(l[j]))) return false;
    return true;
  });
}

TEST(LineRules, EntropicLines) {
  expect_bite(run_engines([](const Grid& s, Rng& rng) {
    const int n = s.side(), outer = n % 3 == 2 ? (n + 1) / 3 : n / 3;
    return classed_lines(RuleKind::entropic_line, s, rng, [=](int d) {
      return d <= outer ? 0 : d <= n - outer ? 1 : 2;
    });
  }));
}

TEST(LineRules, ModularLines) {
  expect_bite(run_engines([](const Grid& s, Rng& rng) {
    return classed_lines(RuleKind::modular_line, s, rng, [](int d) { return d % 3; });
  }));
}

TEST(LineRules, NabnerLines) {
  expect_bite(run_engines([](const Grid& s, Rng& rng) {
    return lines_of(RuleKind::nabner_line, s, rng, s.side() / 2, 2 + rng.below(3),
                    [&](const std::vector<int>& l) {
                      for (std::size_t i = 0; i < l.size(); ++i)
                        for (std::size_t j = i + 1; j < l.size(); ++j)
                          if (std::abs(s.at(l[i]) - s.at(l[j])) < 2) return false;
                      return true;
                    });
  }));
}

TEST(LineRules, ZipperLines) {
  expect_bite(run_engines([](const Grid& s, Rng& rng) {
    return lines_of(RuleKind::zipper_line, s, rng, s.side() / 2 + 1, 3 + rng.below(3),
                    [&](const std::vector<int>& l) {
                      const auto d = digits_on(s, l);
                      const std::size_t k = d.size();
                      const int total = k % 2 ? d[k / 2] : d.front() + d.back();
                      for (std::size_t i = 0; i < k / 2; ++i)
                        if (d[i] + d[k - 1 - i] != total) return false;
                      return true;
                    });
  }));
}

TEST(LineRules, DoubleArrows) {
  expect_bite(run_engines([](const Grid& s, Rng& rng) {
    return lines_of(RuleKind::double_arrow, s, rng, s.side() / 2 + 1, 3 + rng.below(2),
                    [&](const std::vector<int>& l) {
                      const auto d = digits_on(s, l);
                      int inner = 0;
                      for (std::size_t i = 1; i + 1 < d.size(); ++i) inner += d[i];
                      return inner == d.front() + d.back();
                    });
  }));
}

TEST(LineRules, RegionSumLines) {
  expect_bite(run_engines([](const Grid& s, Rng& rng) {
    const Geometry& g = s.geometry();
    const int n = s.side();
    return lines_of(RuleKind::region_sum_line, s, rng, n / 2 + 1, 3 + rng.below(4),
                    [&](const std::vector<int>& l) {
                      std::vector<int> sums;
                      for (std::size_t i = 0; i < l.size(); ++i) {
                        const auto box = [&](int c) { return g.box_of(c / n, c % n); };
                        if (i == 0 || box(l[i]) != box(l[i - 1])) sums.push_back(0);
                        sums.back() += s.at(l[i]);
                      }
                      return sums.size() >= 2 && std::count(sums.begin(), sums.end(), sums[0]) ==
                                                     static_cast<long>(sums.size());
                    });
  }));
}

// Clues beside a random half of the rows and columns, each read from its
// side of the grid; `clue` says what the line's digits give.
std::vector<Rule> outside_clues(RuleKind kind, const Grid& s, Rng& rng,
                                const std::function<int(const std::vector<int>&)>& clue) {
  const int n = s.side();
  std::vector<Rule> out;
  for (int k = 0; k < 4 * n; ++k) {
    if (!rng.chance(30)) continue;
    const int line = k % n, side = k / n;  // side: 0 left, 1 right, 2 top, 3 bottom
    std::vector<int> cells;
    for (int i = 0; i < n; ++i) {
      const int along = side % 2 == 0 ? i : n - 1 - i;
      cells.push_back(side < 2 ? line * n + along : along * n + line);
    }
    Rule r = rule(kind, cells, clue(digits_on(s, cells)));
    r.clue = side == 0   ? Outside{line + 1, 0}
             : side == 1 ? Outside{line + 1, n + 1}
             : side == 2 ? Outside{0, line + 1}
                         : Outside{n + 1, line + 1};
    out.push_back(std::move(r));
  }
  return out;
}

int x_sum_of(const std::vector<int>& d) {
  int total = 0;
  for (int i = 0; i < d.front(); ++i) total += d[static_cast<std::size_t>(i)];
  return total;
}

int seen_of(const std::vector<int>& d) {
  int tallest = 0, seen = 0;
  for (const int x : d)
    if (x > tallest) tallest = x, ++seen;
  return seen;
}

TEST(LineRules, XSums) {
  expect_bite(run_engines(
      [](const Grid& s, Rng& rng) { return outside_clues(RuleKind::x_sum, s, rng, x_sum_of); }));
}

TEST(LineRules, Skyscrapers) {
  expect_bite(run_engines([](const Grid& s, Rng& rng) {
    return outside_clues(RuleKind::skyscraper, s, rng, seen_of);
  }));
}

TEST(LineRules, OutsideCluesOffByOneLeaveNoCompletion) {
  const LineRun run = run_engines(
      [](const Grid& s, Rng& rng) {
        std::vector<Rule> clues = outside_clues(RuleKind::x_sum, s, rng, x_sum_of);
        std::vector<Rule> more = outside_clues(RuleKind::skyscraper, s, rng, seen_of);
        clues.insert(clues.end(), more.begin(), more.end());
        for (Rule& r : clues) r.value += 1;
        return clues;
      },
      kLineSeeds, /*altered=*/true);
  EXPECT_GT(run.none, 0);
}

TEST(LineRules, Clones) {
  expect_bite(run_engines([](const Grid& s, Rng& rng) {
    // Pairs of cells holding the same digit, two or three pairs a clone.
    std::vector<Rule> out;
    for (int k = 0; k < s.side() / 2; ++k) {
      Rule r = rule(RuleKind::clone);
      for (int tries = 0; tries < 50 && r.cells.size() < 3; ++tries) {
        const int a = rng.below(s.cells()), b = rng.below(s.cells());
        if (a != b && s.at(a) == s.at(b)) {
          r.cells.push_back(a);
          r.line.push_back(b);
        }
      }
      if (!r.cells.empty()) out.push_back(std::move(r));
    }
    return out;
  }));
}

TEST(LineRules, Indexers) {
  expect_bite(run_engines([](const Grid& s, Rng& rng) {
    // Cells whose digit indexes their own row, column or box number
    // correctly, as each indexer kind reads it.
    const int n = s.side();
    std::vector<Rule> out;
    for (const RuleKind kind :
         {RuleKind::row_indexer, RuleKind::column_indexer, RuleKind::box_indexer}) {
      for (int cell = 0; cell < s.cells(); ++cell) {
        const int r = cell / n, c = cell % n, d = s.at(cell);
        const Geometry& g = s.geometry();
        bool ok = false;
        if (kind == RuleKind::row_indexer) ok = s.at(d - 1, c) == r + 1;
        if (kind == RuleKind::column_indexer) ok = s.at(r, d - 1) == c + 1;
        if (kind == RuleKind::box_indexer) {
          const int box = g.box_of(r, c);
          const int at = (r % g.box_rows) * g.box_cols + c % g.box_cols;  // index in the box
          const int tr = g.box_first_row(box) + (d - 1) / g.box_cols;
          const int tc = g.box_first_col(box) + (d - 1) % g.box_cols;
          ok = s.at(tr, tc) == at + 1;
        }
        if (ok && rng.chance(60)) out.push_back(rule(kind, {cell}));
      }
    }
    return out;
  }));
}

// A prime side has no boxes: f-puzzles' 5x5 and 7x7 are Latin squares (1xN,
// the rows as regions) unless a jigsaw is given. Both engines take them, with
// rules and without.
TEST(LineRules, PrimeSidesAreLatinSquares) {
  for (const int n : {5, 7}) {
    for (int seed = 1; seed <= 3; ++seed) {
      Rng rng(static_cast<std::uint64_t>(seed) * 31 + n);
      const Grid solution = random_solution(Geometry{1, n}, rng);
      const Grid givens = givens_from(solution, n == 5 ? 20 : 45, rng);
      SCOPED_TRACE(std::to_string(n) + " seed " + std::to_string(seed) + ": " + line_of(givens));
      LineRun run;
      expect_engines_agree(Puzzle(givens), run);
      expect_engines_agree(
          with_rules(givens, outside_clues(RuleKind::skyscraper, solution, rng, seen_of)), run);
    }
  }
}

}  // namespace
}  // namespace satdoku::testing
