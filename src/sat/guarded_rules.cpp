#include "sat/guarded_rules.hpp"

#include <algorithm>

#include "core/lowering.hpp"
#include "explain.hpp"
#include "rule_encoder.hpp"
#include "satdoku/encoder.hpp"

namespace satdoku {
namespace {

// The cells each rule's primitives mention, by the rule's index: a rule's
// reach can be wider than its own cells (a minimum cell and its
// neighbours).
std::vector<std::vector<int>> cells_by_origin(const Puzzle& puzzle, const Lowered& low) {
  std::vector<std::vector<int>> out(puzzle.rules->list.size());
  auto add = [&out](int origin, int cell) {
    out[static_cast<std::size_t>(origin)].push_back(cell);
  };
  for (const Distinct& p : low.distinct)
    for (const int c : p.cells) add(p.origin, c);
  for (const PairTable& p : low.pairs) add(p.origin, p.a), add(p.origin, p.b);
  for (const CellMask& p : low.masks) add(p.origin, p.cell);
  for (const LinearSum& p : low.sums)
    for (const auto& t : p.terms) add(p.origin, t.cell);
  for (const ConsecutiveRun& p : low.runs)
    for (const int c : p.cells) add(p.origin, c);
  for (const Sandwich& p : low.sandwiches)
    for (const int c : p.cells) add(p.origin, c);
  for (const AtLeast& p : low.at_least)
    for (const int c : p.cells) add(p.origin, c);
  return out;
}

}  // namespace

GuardedRules::GuardedRules(const Puzzle& puzzle) : side_(puzzle.side()) {
  encode(puzzle);
}

GuardedRules::~GuardedRules() = default;

void GuardedRules::encode(const Puzzle& puzzle) {
  const int n = side_, cells = n * n;
  // Variables: (cell, digit) first, as the plain encodings number them, then
  // the houses' selectors, then the rules' (encode_rules numbers its
  // selectors first among its variables), so all selectors are consecutive.
  first_selector_ = cells * n + 1;
  const bool jigsaw = puzzle.rules && !puzzle.rules->regions.empty();
  for (int kind = 0; kind < 3; ++kind)
    for (int u = 0; u < n; ++u) {
      RuleInstance house;
      house.kind = kind == 0   ? RuleInstance::Kind::row
                   : kind == 1 ? RuleInstance::Kind::column
                               : RuleInstance::Kind::region;
      house.index = u;
      house.label = (kind == 0   ? "row "
                     : kind == 1 ? "column "
                     : jigsaw    ? "region "
                                 : "box ") +
                    std::to_string(u + 1);
      for (int cell = 0; cell < cells; ++cell) {
        const int at = kind == 0 ? cell / n : kind == 1 ? cell % n : puzzle.region_of(cell);
        if (at == u) house.cells.push_back(cell);
      }
      house.selector = first_selector_ + static_cast<int>(instances_.size());
      instances_.push_back(std::move(house));
    }

  std::vector<int> clause;
  // Each cell holds exactly one digit: always on.
  for (int cell = 0; cell < cells; ++cell) {
    clause.clear();
    for (int d = 1; d <= n; ++d) clause.push_back(fact(cell, d));
    backend_.add_clause(clause);
    for (int a = 1; a <= n; ++a)
      for (int b = a + 1; b <= n; ++b)
        backend_.add_clause(std::vector<int>{-fact(cell, a), -fact(cell, b)});
  }
  // Each house holds each digit exactly once, when its selector is on.
  for (const RuleInstance& house : instances_)
    for (int d = 1; d <= n; ++d) {
      clause = {-house.selector};
      for (const int cell : house.cells) clause.push_back(fact(cell, d));
      backend_.add_clause(clause);
      for (std::size_t i = 0; i < house.cells.size(); ++i)
        for (std::size_t j = i + 1; j < house.cells.size(); ++j)
          backend_.add_clause(std::vector<int>{-house.selector, -fact(house.cells[i], d),
                                               -fact(house.cells[j], d)});
    }

  if (puzzle.rules && !puzzle.rules->list.empty()) {
    const int first_free = first_selector_ + static_cast<int>(instances_.size());
    const RuleClauses added =
        encode_rules(puzzle, VariableMap::plain(n), first_free, true, backend_);
    const auto& rules = puzzle.rules->list;
    const Lowered low = lower(puzzle);
    const std::vector<std::vector<int>> reach = cells_by_origin(puzzle, low);
    // Rules whose primitives are all full-size all-different groups.
    std::vector<char> house_like(rules.size(), 1), grouped(rules.size(), 0);
    for (const Distinct& p : low.distinct) {
      std::vector<int> members = p.cells;
      std::sort(members.begin(), members.end());
      members.erase(std::unique(members.begin(), members.end()), members.end());
      grouped[static_cast<std::size_t>(p.origin)] = 1;
      if (static_cast<int>(members.size()) != n) house_like[static_cast<std::size_t>(p.origin)] = 0;
    }
    auto other = [&](int origin) { house_like[static_cast<std::size_t>(origin)] = 0; };
    for (const PairTable& p : low.pairs) other(p.origin);
    for (const CellMask& p : low.masks) other(p.origin);
    for (const LinearSum& p : low.sums) other(p.origin);
    for (const ConsecutiveRun& p : low.runs) other(p.origin);
    for (const Sandwich& p : low.sandwiches) other(p.origin);
    for (const AtLeast& p : low.at_least) other(p.origin);
    for (std::size_t r = 0; r < rules.size(); ++r) {
      RuleInstance rule;
      rule.kind = RuleInstance::Kind::rule;
      rule.index = static_cast<int>(r);
      rule.label = rules[r].label;
      rule.cells = rules[r].cells;
      rule.cells.insert(rule.cells.end(), rules[r].line.begin(), rules[r].line.end());
      rule.whole_grid = rule.cells.empty();
      rule.cells.insert(rule.cells.end(), reach[r].begin(), reach[r].end());
      std::sort(rule.cells.begin(), rule.cells.end());
      rule.cells.erase(std::unique(rule.cells.begin(), rule.cells.end()), rule.cells.end());
      rule.house_like = house_like[r] && grouped[r];
      rule.selector = added.selectors[r];
      instances_.push_back(std::move(rule));
    }
  }
  on_.assign(instances_.size(), 0);
}

int GuardedRules::instance_of(int selector) const {
  const int i = selector - first_selector_;
  return i >= 0 && i < static_cast<int>(instances_.size()) ? i : -1;
}

SatAnswer GuardedRules::solve(std::span<const int> assumptions) {
  if (call_limit_ && backend_.solve_calls() >= call_limit_) {
    limited_ = true;
    return SatAnswer::unknown;
  }
  assumed_.assign(assumptions.begin(), assumptions.end());
  for (const int lit : assumptions)
    if (const int i = instance_of(lit); i >= 0) on_[i] = 1;
  for (std::size_t i = 0; i < instances_.size(); ++i) {
    if (!on_[i]) assumed_.push_back(-instances_[i].selector);
    on_[i] = 0;
  }
  backend_.assume(assumed_);
  return backend_.solve();
}

std::optional<std::vector<int>> GuardedRules::shrink(std::span<const int> always,
                                                     std::vector<int> choices, std::size_t bound) {
  std::vector<int> call;
  return shrink_by_deletion(backend_, std::move(choices), bound, [&](const std::vector<int>& set) {
    call.assign(always.begin(), always.end());
    call.insert(call.end(), set.begin(), set.end());
    return solve(call);
  });
}

}  // namespace satdoku
