// The true-candidates cache: which puzzles refine which (adding only
// constraints), and a setter's edits answered from work done before with
// the same answers as fresh work.
#include <gtest/gtest.h>

#include <chrono>
#include <thread>

#include "protocol_support.hpp"
#include "satdoku/backtrack.hpp"
#include "satdoku/true_candidates.hpp"
#include "serve/candidate_cache.hpp"

namespace satdoku {
namespace {

using serve::refines;
using testing::Collector;
using testing::message;
using testing::puzzle_of;

Puzzle with_rules(Grid grid, std::vector<Rule> list) {
  auto rules = std::make_shared<Rules>();
  rules->list = std::move(list);
  return Puzzle(std::move(grid), std::move(rules));
}

Rule rule(RuleKind kind, std::vector<int> cells, int value, std::string label) {
  Rule r;
  r.kind = kind;
  r.cells = std::move(cells);
  r.value = value;
  r.label = std::move(label);
  return r;
}

TEST(Refines, MoreGivensAndMoreRulesRefine) {
  Grid base(Geometry{3, 3});
  base.set(0, 5);
  Grid more = base;
  more.set(10, 3);
  const Rule cage = rule(RuleKind::killer_cage, {1, 2}, 7, "killercage[0]");
  const Rule thermo = rule(RuleKind::thermometer, {3, 4, 5}, 0, "thermometer[0]");
  EXPECT_TRUE(refines(Puzzle(more), Puzzle(base)));
  EXPECT_FALSE(refines(Puzzle(base), Puzzle(more)));
  EXPECT_TRUE(refines(with_rules(base, {cage}), Puzzle(base)));
  EXPECT_FALSE(refines(Puzzle(base), with_rules(base, {cage})));
  // Labels renumber when a rule is added before another: content counts.
  Rule cage_moved = cage;
  cage_moved.label = "killercage[1]";
  EXPECT_TRUE(refines(with_rules(more, {thermo, cage_moved}), with_rules(base, {cage})));
  // A changed sum is another rule.
  Rule cage_other = cage;
  cage_other.value = 8;
  EXPECT_FALSE(refines(with_rules(base, {cage_other}), with_rules(base, {cage})));
  // A changed given, another size.
  Grid changed = base;
  changed.set(0, 6);
  EXPECT_FALSE(refines(Puzzle(changed), Puzzle(base)));
  EXPECT_FALSE(refines(Puzzle(Grid(Geometry{2, 3})), Puzzle(Grid(Geometry{3, 3}))));
}

TEST(Refines, ADotNarrowsANegativeConstraintSoItDoesNotRefine) {
  // With the kropki negative, a new white dot exempts its pair from "never
  // differ by 1": the new puzzle allows what the old forbade.
  const Grid g(Geometry{3, 3});
  const Rule negative = rule(RuleKind::negative_difference, {}, 0, "negative[difference]");
  const Rule dot = rule(RuleKind::difference, {0, 1}, 1, "difference[0]");
  const Rule xv = rule(RuleKind::xv, {0, 1}, 10, "xv[0]");
  EXPECT_FALSE(refines(with_rules(g, {negative, dot}), with_rules(g, {negative})));
  EXPECT_TRUE(refines(with_rules(g, {negative, xv}), with_rules(g, {negative})));
  const Rule xv_negative = rule(RuleKind::negative_xv, {}, 0, "negative[xv]");
  EXPECT_FALSE(refines(with_rules(g, {xv_negative, xv}), with_rules(g, {xv_negative})));
  EXPECT_TRUE(refines(with_rules(g, {xv_negative, dot}), with_rules(g, {xv_negative})));
  // Adding the negative itself only constrains more.
  EXPECT_TRUE(refines(with_rules(g, {negative, dot}), with_rules(g, {dot})));
}

TEST(Cache, EditsAreAnsweredAsFreshWorkWould) {
  // x_9x9_m1 with its lex-min completion's digits added one by one: every
  // reply equals the native engine's true candidates, while the server
  // reuses the earlier answers (witnesses and bounds) and, for the same
  // puzzle twice, answers from the cache alone.
  std::mutex mutex;
  std::vector<RequestRecord> records;
  ConnectedSolver solver({}, [&](const RequestRecord& r) {
    std::lock_guard lock(mutex);
    records.push_back(r);
  });
  Collector c(solver);
  auto backtrack = make_backtrack_engine();
  std::vector<std::string> steps = {"x_9x9_m1"};
  for (int i = 1; i <= 8; ++i) steps.push_back("x_9x9_m1_edit" + std::to_string(i));
  steps.push_back("x_9x9_m1_edit3");  // an undo back to an earlier state
  std::int64_t nonce = 0;
  for (const std::string& name : steps) {
    SCOPED_TRACE(name);
    c.send(message(++nonce, "truecandidates", name));
    const auto r = c.final_reply(nonce);
    ASSERT_EQ(r["type"], "truecandidates") << r.dump();
    const Puzzle p = puzzle_of(name);
    const TrueCandidates want = true_candidates_with(*backtrack, p);
    const auto got = r["solutionsPerCandidate"].get<std::vector<int>>();
    for (int cell = 0; cell < 81; ++cell)
      for (int d = 1; d <= 9; ++d)
        EXPECT_EQ(got[static_cast<std::size_t>(cell * 9 + d - 1)], want.has(cell, d) ? 1 : 0);
  }
  // The server records a request after sending its final reply: the last
  // record can come after the reply does (up to 10 s: a hang, not a race).
  for (int wait = 0; wait < 1000; ++wait) {
    {
      std::lock_guard lock(mutex);
      if (records.size() >= steps.size()) break;
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  std::lock_guard lock(mutex);
  ASSERT_EQ(records.size(), steps.size());
  EXPECT_EQ(records.back().detail, "cache");
  EXPECT_EQ(solver.cache_answers(), 1u);
  for (std::size_t i = 1; i + 1 < records.size(); ++i)
    EXPECT_NE(records[i].detail.find("witness"), std::string::npos) << records[i].detail;
}

TEST(Cache, APuzzleAddingToAnUnsolvableOneIsUnsolvable) {
  serve::CandidateCache cache(8);
  Grid base(Geometry{2, 2});
  base.set(0, 1);
  base.set(1, 1);  // a clash: no completion
  TrueCandidates none;
  none.status = Status::no_solution;
  none.side = 4;
  none.masks.assign(16, 0);
  cache.add(Puzzle(base), 1, none);
  Grid more = base;
  more.set(5, 2);
  EXPECT_TRUE(cache.known(Puzzle(more)).unsolvable);
  Grid other(Geometry{2, 2});
  other.set(0, 1);
  EXPECT_FALSE(cache.known(Puzzle(other)).unsolvable);
  EXPECT_TRUE(cache.find(Puzzle(base), 1).has_value());
  EXPECT_FALSE(cache.find(Puzzle(base), 8).has_value()) << "another cap is another answer";
}

TEST(Cache, KeepsAtMostItsCapacity) {
  serve::CandidateCache cache(2);
  std::vector<Puzzle> puzzles;
  for (int d = 1; d <= 3; ++d) {
    Grid g(Geometry{2, 2});
    g.set(0, d);
    puzzles.emplace_back(g);
    cache.add(puzzles.back(), 1, true_candidates_sat(puzzles.back()));
  }
  EXPECT_FALSE(cache.find(puzzles[0], 1).has_value());
  EXPECT_TRUE(cache.find(puzzles[1], 1).has_value());
  EXPECT_TRUE(cache.find(puzzles[2], 1).has_value());
}

}  // namespace
}  // namespace satdoku
