// The clauses of variant rules; rule_encoder.hpp describes each encoding and
// its size.
#include "rule_encoder.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <iterator>
#include <map>
#include <set>
#include <stdexcept>
#include <string>
#include <utility>

#include "automaton_clauses.hpp"
#include "core/lowering.hpp"
#include "sandwich_clauses.hpp"

namespace satdoku {
namespace {

// "3 cells, sum 15": what a rule's comment line says after its label.
std::string describe(const Rule& rule) {
  std::string text;
  auto add = [&text](const std::string& part) { text += (text.empty() ? "" : ", ") + part; };
  if (rule.cells.empty()) add("whole grid");
  if (!rule.cells.empty())
    add(std::to_string(rule.cells.size()) + (rule.cells.size() == 1 ? " cell" : " cells"));
  if (!rule.line.empty()) add("shaft of " + std::to_string(rule.line.size()) + " cells");
  switch (rule.kind) {
    case RuleKind::killer_cage:
      if (rule.value > 0) add("sum " + std::to_string(rule.value));
      break;
    case RuleKind::little_killer:
    case RuleKind::sandwich:
    case RuleKind::x_sum:
      add("sum " + std::to_string(rule.value));
      break;
    case RuleKind::skyscraper:
      add(std::to_string(rule.value) + " seen");
      break;
    case RuleKind::lockout_line:
      add("ends " + std::to_string(rule.value) + "+ apart");
      break;
    case RuleKind::whispers:
      add("gap " + std::to_string(rule.value));
      break;
    case RuleKind::difference:
      add("difference " + std::to_string(rule.value));
      break;
    case RuleKind::ratio:
      add("ratio " + std::to_string(rule.value));
      break;
    case RuleKind::xv:
      add("sum " + std::to_string(rule.value));
      break;
    case RuleKind::quadruple:
    case RuleKind::pencil_marks: {
      std::string digits;
      for (const int d : rule.digits) digits += std::to_string(d);
      add("digits " + digits);
      break;
    }
    default:
      break;
  }
  return text;
}

// One way a layered sum's step can go: when every literal holds, the sum
// grows by delta. In every model the options that hold agree on delta and
// at least one holds.
struct Option {
  std::array<int, 2> literals{};
  int size = 0;
  int delta = 0;
};
using Step = std::vector<Option>;

class RuleEncoder {
 public:
  RuleEncoder(const Puzzle& puzzle, const VariableMap& map, int first_free, bool guard,
              ClauseSink& sink)
      : puzzle_(puzzle),
        map_(map),
        n_(puzzle.side()),
        next_(first_free),
        guard_(guard),
        sink_(sink) {}

  RuleClauses run() {
    const Lowered lowered = lower(puzzle_);
    const auto& rules = puzzle_.rules->list;
    RuleClauses out;
    if (guard_)
      for (std::size_t r = 0; r < rules.size(); ++r) out.selectors.push_back(next_++);
    // Primitives come in rule order (lower() makes one origin per rule, in
    // order, and emits each rule's primitives together): one cursor per
    // kind walks them once, so many rules cost their own primitives only.
    std::size_t distinct_at = 0, pair_at = 0, mask_at = 0, sum_at = 0, run_at = 0, sandwich_at = 0,
                at_least_at = 0, automaton_at = 0;
    auto take = [](const auto& list, std::size_t& at, int origin, const auto& encode) {
      for (; at < list.size() && list[at].origin == origin; ++at) encode(list[at]);
    };
    for (std::size_t r = 0; r < rules.size(); ++r) {
      const int origin = static_cast<int>(r);
      sink_.comment("rule " + rules[r].label + ": " + describe(rules[r]));
      selector_ = guard_ ? out.selectors[r] : 0;
      take(lowered.distinct, distinct_at, origin, [&](const Distinct& p) { distinct(p.cells); });
      take(lowered.pairs, pair_at, origin, [&](const PairTable& p) {
        pair_table(p.a, p.b, [&p, this](int x, int y) { return p.allows(x, y, n_); });
      });
      take(lowered.masks, mask_at, origin, [&](const CellMask& p) {
        cell_mask(p.cell, [&p](int d) { return p.mask >> (d - 1) & 1U; });
      });
      take(lowered.sums, sum_at, origin, [&](const LinearSum& p) { linear_sum(p); });
      take(lowered.runs, run_at, origin,
           [&](const ConsecutiveRun& p) { consecutive_run(p.cells); });
      take(lowered.sandwiches, sandwich_at, origin,
           [&](const Sandwich& p) { sandwich(p.cells, p.total); });
      take(lowered.at_least, at_least_at, origin,
           [&](const AtLeast& p) { at_least(p.cells, p.digits); });
      take(lowered.automata, automaton_at, origin, [&](const LineAutomaton& p) { automaton(p); });
    }
    out.variables = next_ - 1;
    out.clauses = clauses_;
    return out;
  }

 private:
  int x(int cell, int digit) const { return map_.variable(cell, digit); }

  void clause(std::vector<int>& literals) {
    if (selector_ != 0) literals.push_back(-selector_);
    sink_.add_clause(literals);
    ++clauses_;
  }
  void clause(std::initializer_list<int> literals) {
    std::vector<int> c(literals);
    clause(c);
  }

  void distinct(const std::vector<int>& cells) {
    const std::size_t k = cells.size();
    std::vector<int> group;
    for (int d = 1; d <= n_; ++d) {
      if (k == static_cast<std::size_t>(n_)) {
        group.clear();
        for (const int c : cells) group.push_back(x(c, d));
        clause(group);
      }
      for (std::size_t i = 0; i < k; ++i)
        for (std::size_t j = i + 1; j < k; ++j) clause({-x(cells[i], d), -x(cells[j], d)});
    }
  }

  template <class Allowed>
  void pair_table(int a, int b, Allowed&& allowed) {
    int forbidden = 0, support = 0;
    std::vector<bool> a_restricted(static_cast<std::size_t>(n_) + 1),
        b_restricted(static_cast<std::size_t>(n_) + 1);
    for (int da = 1; da <= n_; ++da)
      for (int db = 1; db <= n_; ++db)
        if (!allowed(da, db)) {
          ++forbidden;
          a_restricted[da] = true;
          b_restricted[db] = true;
        }
    for (int d = 1; d <= n_; ++d) support += a_restricted[d] + b_restricted[d];
    if (forbidden <= support) {
      for (int da = 1; da <= n_; ++da)
        for (int db = 1; db <= n_; ++db)
          if (!allowed(da, db)) clause({-x(a, da), -x(b, db)});
      return;
    }
    std::vector<int> c;
    for (int da = 1; da <= n_; ++da) {
      if (!a_restricted[da]) continue;
      c = {-x(a, da)};
      for (int db = 1; db <= n_; ++db)
        if (allowed(da, db)) c.push_back(x(b, db));
      clause(c);
    }
    for (int db = 1; db <= n_; ++db) {
      if (!b_restricted[db]) continue;
      c = {-x(b, db)};
      for (int da = 1; da <= n_; ++da)
        if (allowed(da, db)) c.push_back(x(a, da));
      clause(c);
    }
  }

  template <class Allowed>
  void cell_mask(int cell, Allowed&& allowed) {
    for (int d = 1; d <= n_; ++d)
      if (!allowed(d)) clause({-x(cell, d)});
  }

  void linear_sum(const LinearSum& sum) {
    std::vector<LinearSum::Term> terms;
    for (const auto& t : sum.terms)
      if (t.coef != 0) terms.push_back(t);
    const int total = sum.total;
    if (terms.empty()) {
      if (total != 0) empty_clause();
      return;
    }
    if (terms.size() == 1) {
      // Not a structured binding: clang 14 (the fuzz build) cannot capture one.
      const int a = terms[0].coef;
      cell_mask(terms[0].cell, [a, total](int d) { return a * d == total; });
      return;
    }
    if (terms.size() == 2 && terms[0].cell != terms[1].cell) {
      const auto t0 = terms[0], t1 = terms[1];
      pair_table(t0.cell, t1.cell,
                 [t0, t1, total](int da, int db) { return t0.coef * da + t1.coef * db == total; });
      return;
    }
    std::vector<Step> steps;
    for (const auto& t : terms) {
      Step step;
      for (int d = 1; d <= n_; ++d) step.push_back({{x(t.cell, d), 0}, 1, t.coef * d});
      steps.push_back(std::move(step));
    }
    layered_sum(steps, total);
  }

  // Partial sums over the steps, one-hot over reachable values, forward and
  // backward (rule_encoder.hpp). Layer 0 is the constant 0, the last layer
  // the constant total.
  void layered_sum(const std::vector<Step>& steps, int total) {
    const std::size_t k = steps.size();
    std::vector<std::set<int>> reach(k + 1);  // forward, then intersected with backward
    reach[0] = {0};
    for (std::size_t i = 1; i <= k; ++i)
      for (const int u : reach[i - 1])
        for (const Option& o : steps[i - 1]) reach[i].insert(u + o.delta);
    std::set<int> back = {total};
    for (std::size_t i = k; i-- > 0;) {
      reach[i + 1] = intersect(reach[i + 1], back);
      std::set<int> before;
      for (const int v : back)
        for (const Option& o : steps[i]) before.insert(v - o.delta);
      back = std::move(before);
    }
    reach[0] = intersect(reach[0], back);
    if (reach[k].empty() || reach[0].empty()) return empty_clause();

    // Variables of the inner layers.
    std::vector<std::map<int, int>> var(k + 1);
    for (std::size_t i = 1; i < k; ++i)
      for (const int v : reach[i]) var[i][v] = next_++;
    // The literal "layer i sums to v": +kTrue, -kTrue (false) or a variable.
    constexpr int kTrue = 0x7fffffff;
    auto layer = [&](std::size_t i, int v) {
      if (i == 0) return v == 0 ? kTrue : -kTrue;
      if (i == k) return v == total ? kTrue : -kTrue;
      const auto it = var[i].find(v);
      return it == var[i].end() ? -kTrue : it->second;
    };
    // (-from | -option | to), dropping constant literals.
    std::vector<int> c;
    auto implication = [&](int from, const Option& o, int to) {
      if (to == kTrue || from == -kTrue) return;  // satisfied
      c.clear();
      if (from != kTrue) c.push_back(-from);
      for (int j = 0; j < o.size; ++j) c.push_back(-o.literals[j]);
      if (to != -kTrue) c.push_back(to);
      clause(c);
    };
    for (std::size_t i = 1; i <= k; ++i) {
      for (const int u : reach[i - 1])
        for (const Option& o : steps[i - 1]) implication(layer(i - 1, u), o, layer(i, u + o.delta));
      if (k == 1) break;  // both layers constant: the forward clauses say it all
      for (const int v : reach[i])
        for (const Option& o : steps[i - 1]) implication(layer(i, v), o, layer(i - 1, v - o.delta));
    }
  }

  static std::set<int> intersect(const std::set<int>& a, const std::set<int>& b) {
    std::set<int> out;
    std::set_intersection(a.begin(), a.end(), b.begin(), b.end(), std::inserter(out, out.end()));
    return out;
  }

  void empty_clause() {
    std::vector<int> c;
    clause(c);
  }

  void consecutive_run(const std::vector<int>& cells) {
    const int k = static_cast<int>(cells.size());
    if (k <= 1) return;
    if (k > n_) return empty_clause();
    const int windows = n_ - k + 1;
    const int first = next_;
    next_ += windows;
    std::vector<int> c;
    for (int m = 0; m < windows; ++m) c.push_back(first + m);
    clause(c);
    for (int m = 0; m < windows; ++m) {
      const int w = first + m, low = m + 1, high = m + k;
      for (const int cell : cells)
        for (int d = 1; d <= n_; ++d)
          if (d < low || d > high) clause({-w, -x(cell, d)});
      for (int d = low; d <= high; ++d) {
        c = {-w};
        for (const int cell : cells) c.push_back(x(cell, d));
        clause(c);
      }
    }
  }

  ClauseWriter writer() {
    return {[this](int cell, int digit) { return x(cell, digit); }, [this] { return next_++; },
            [this](std::vector<int>& literals) { clause(literals); }};
  }

  void sandwich(const std::vector<int>& cells, int total) {
    const ClauseWriter out = writer();
    if (sandwich_by_sets(out, cells, n_, total)) return;
    // Too many sets of digits: layered sums over the cells instead.
    const int n = n_;
    const int t0 = sandwich_chain(out, cells, n);
    auto t = [t0](int p) { return t0 + p; };
    std::vector<Step> steps;
    for (int p = 1; p <= n - 2; ++p) {
      const int cell = cells[p];
      Step step;
      for (int d = 2; d < n; ++d) step.push_back({{t(p), x(cell, d)}, 2, d});
      step.push_back({{-t(p), 0}, 1, 0});
      step.push_back({{x(cell, 1), 0}, 1, 0});
      step.push_back({{x(cell, n), 0}, 1, 0});
      steps.push_back(std::move(step));
    }
    layered_sum(steps, total);
  }

  void automaton(const LineAutomaton& a) {
    next_ = encode_automaton(
        a, n_, [this](int cell, int digit) { return x(cell, digit); }, next_,
        [this](std::vector<int>& literals) { clause(literals); });
  }

  // Quadruples have 4 cells; the subset walk below is for small groups only.
  void at_least(const std::vector<int>& cells, const std::vector<int>& digits) {
    const int k = static_cast<int>(cells.size());
    if (k > 16) throw std::invalid_argument("at-least constraint over more than 16 cells");
    std::map<int, int> times;
    for (const int d : digits) ++times[d];
    for (const auto& [d, m] : times) {
      if (d < 1 || d > n_ || m > k) {
        empty_clause();
        continue;
      }
      // Every subset of k-m+1 cells holds a d: walk subsets as bit masks.
      const int size = k - m + 1;
      std::vector<int> c;
      for (std::uint32_t subset = 0; subset < (std::uint32_t{1} << k); ++subset) {
        if (std::popcount(subset) != size) continue;
        c.clear();
        for (int i = 0; i < k; ++i)
          if (subset >> i & 1U) c.push_back(x(cells[i], d));
        clause(c);
      }
    }
  }

  const Puzzle& puzzle_;
  const VariableMap& map_;
  int n_;
  int next_;
  bool guard_;
  ClauseSink& sink_;
  int selector_ = 0;  // guards the clauses of the rule being encoded
  std::uint64_t clauses_ = 0;
};

}  // namespace

RuleClauses encode_rules(const Puzzle& puzzle, const VariableMap& map, int first_free, bool guard,
                         ClauseSink& sink) {
  return RuleEncoder(puzzle, map, first_free, guard, sink).run();
}

}  // namespace satdoku
