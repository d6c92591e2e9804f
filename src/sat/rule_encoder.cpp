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
#include "sat/sat_tuning.hpp"
#include "sum_clauses.hpp"

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
    lowered_ = &lowered;
    if (!guard_) merge_pairs();
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
        if (guard_ || p.a == p.b) {
          pair_table(p.a, p.b, [&p, this](int x, int y) { return p.allows(x, y, n_); });
          return;
        }
        const auto it = merged_.find({std::min(p.a, p.b), std::max(p.a, p.b)});
        if (it == merged_.end()) return;  // encoded with an earlier table, or says nothing
        const std::vector<bool>& allowed = it->second;
        pair_table(it->first.first, it->first.second,
                   [&allowed, this](int x, int y) { return allowed[(x - 1) * n_ + (y - 1)]; });
        merged_.erase(it);
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

  // Arc consistent by unit propagation (rule_encoder.hpp): a digit that rules
  // out one digit of the other cell gets that binary clause, a digit that
  // rules out more gets its support clause.
  template <class Allowed>
  void pair_table(int a, int b, Allowed&& allowed) {
    std::vector<int> banned_a(static_cast<std::size_t>(n_) + 1),
        banned_b(static_cast<std::size_t>(n_) + 1);
    for (int da = 1; da <= n_; ++da)
      for (int db = 1; db <= n_; ++db)
        if (!allowed(da, db)) ++banned_a[da], ++banned_b[db];
    for (int da = 1; da <= n_; ++da)
      for (int db = 1; db <= n_; ++db)
        if (!allowed(da, db) && (banned_a[da] == 1 || banned_b[db] == 1))
          clause({-x(a, da), -x(b, db)});
    std::vector<int> c;
    for (int da = 1; da <= n_; ++da) {
      if (banned_a[da] < 2) continue;
      c = {-x(a, da)};
      for (int db = 1; db <= n_; ++db)
        if (allowed(da, db)) c.push_back(x(b, db));
      clause(c);
    }
    for (int db = 1; db <= n_; ++db) {
      if (banned_b[db] < 2) continue;
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
      // Two cells that must differ never take the same digit here either:
      // the table then says all the native engine's combinations say.
      const auto t0 = terms[0], t1 = terms[1];
      const bool differ = all_differ(terms);
      pair_table(t0.cell, t1.cell, [t0, t1, total, differ](int da, int db) {
        return t0.coef * da + t1.coef * db == total && !(differ && da == db);
      });
      return;
    }
    std::vector<SumStep> steps;
    for (const auto& t : terms) {
      SumStep step;
      for (int d = 1; d <= n_; ++d) step.push_back({{{x(t.cell, d), 0}, 1}, t.coef * d});
      steps.push_back(std::move(step));
    }
    next_ = encode_layered_sum(steps, total, next_, emit());
    // Cells that all differ: the sets of digits that reach the total too.
    if (std::all_of(terms.begin(), terms.end(), [](const auto& t) { return t.coef == 1; }) &&
        terms.size() <= static_cast<std::size_t>(n_) && all_differ(terms)) {
      std::vector<int> cells;
      for (const auto& t : terms) cells.push_back(t.cell);
      encode_sum_sets(cells, total, n_, cell_digit(), next_, emit(), sat_tuning::kMaxSumSets);
    }
  }

  void empty_clause() {
    std::vector<int> c;
    clause(c);
  }

  // One window of digits per selector (rule_encoder.hpp).
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
    for (int m = 0; m < windows; ++m)
      for (int other = m + 1; other < windows; ++other) clause({-(first + m), -(first + other)});
    for (int m = 0; m < windows; ++m) {
      const int w = first + m, low = m + 1, high = m + k;
      for (int d = low; d <= high; ++d) {
        c = {-w};
        for (const int cell : cells) c.push_back(x(cell, d));
        clause(c);
      }
      for (const int cell : cells) {
        c = {-w};
        for (int d = low; d <= high; ++d) c.push_back(x(cell, d));
        clause(c);
      }
    }
    for (const int cell : cells) {
      for (int d = 1; d <= n_; ++d) {
        c = {-x(cell, d)};
        for (int m = std::max(0, d - k); m <= std::min(d - 1, windows - 1); ++m)
          c.push_back(first + m);
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
    std::vector<SumStep> steps;
    for (int p = 1; p <= n - 2; ++p) {
      const int cell = cells[p];
      SumStep step;
      for (int d = 2; d < n; ++d) step.push_back({{{t(p), x(cell, d)}, 2}, d});
      step.push_back({{{-t(p), 0}, 1}, 0});
      step.push_back({{{x(cell, 1), 0}, 1}, 0});
      step.push_back({{{x(cell, n), 0}, 1}, 0});
      steps.push_back(std::move(step));
    }
    next_ = encode_layered_sum(steps, total, next_, emit());
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
    // As many digits listed as cells: the cells hold listed digits only.
    const bool filled = static_cast<int>(digits.size()) == k;
    std::uint64_t listed = 0;
    for (const auto& [d, m] : times) {
      if (d < 1 || d > n_ || m > k) {
        empty_clause();
        continue;
      }
      if (filled) listed |= std::uint64_t{1} << (d - 1);
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
    if (static_cast<int>(digits.size()) > k) return empty_clause();
    if (!filled) return;
    for (const int cell : cells)
      cell_mask(cell, [listed](int d) { return (listed >> (d - 1) & 1U) != 0; });
  }

  ClauseOut emit() {
    return [this](std::vector<int>& literals) { clause(literals); };
  }
  CellDigit cell_digit() const {
    return [this](int cell, int digit) { return x(cell, digit); };
  }

  // Whether every two of the terms' cells must differ: they share a row,
  // column or region, an all-different group, or a pair table that allows
  // no equal digits.
  bool all_differ(const std::vector<LinearSum::Term>& terms) {
    for (std::size_t i = 0; i < terms.size(); ++i)
      for (std::size_t j = i + 1; j < terms.size(); ++j)
        if (!differ(terms[i].cell, terms[j].cell)) return false;
    return true;
  }

  // Whether cells a and b share a row, column or region, or an all-different
  // group (grouped: the clauses of that say they differ) or a pair table
  // that allows no equal digits.
  bool differ(int a, int b, bool grouped_only = false) {
    if (a == b) return false;
    if (a / n_ == b / n_ || a % n_ == b % n_ || lowered_->regions[a] == lowered_->regions[b])
      return true;
    if (grouped_.empty()) {
      const auto add = [](std::set<std::pair<int, int>>& to, int c, int d) {
        to.insert({std::min(c, d), std::max(c, d)});
      };
      for (const Distinct& group : lowered_->distinct)
        for (std::size_t i = 0; i < group.cells.size(); ++i)
          for (std::size_t j = i + 1; j < group.cells.size(); ++j)
            add(grouped_, group.cells[i], group.cells[j]);
      for (const PairTable& p : lowered_->pairs) {
        bool equal_allowed = false;
        for (int d = 1; d <= n_ && !equal_allowed; ++d) equal_allowed = p.allows(d, d, n_);
        if (!equal_allowed) add(unequal_, p.a, p.b);
      }
      grouped_.insert({-1, -1});  // built
    }
    const std::pair<int, int> key{std::min(a, b), std::max(a, b)};
    return grouped_.count(key) || (!grouped_only && unequal_.count(key));
  }

  // Every table on the same two cells as one (their intersection, equal
  // digits out when the cells must differ), so that arc consistency sees all
  // of it, as the native engine's does. Dropped: a table that allows every
  // pair, and one that says only "differ" of cells whose house or group says
  // it already.
  void merge_pairs() {
    const auto size = static_cast<std::size_t>(n_) * n_;
    for (const PairTable& p : lowered_->pairs) {
      if (p.a == p.b) continue;  // one cell: kept as it is (encoded on its own)
      const int a = std::min(p.a, p.b), b = std::max(p.a, p.b);
      auto [it, fresh] = merged_.try_emplace({a, b}, std::vector<bool>(size, true));
      for (int da = 1; da <= n_; ++da)
        for (int db = 1; db <= n_; ++db)
          if (!(a == p.a ? p.allows(da, db, n_) : p.allows(db, da, n_)))
            it->second[(da - 1) * n_ + (db - 1)] = false;
    }
    for (auto it = merged_.begin(); it != merged_.end();) {
      const auto [a, b] = it->first;
      std::vector<bool>& allowed = it->second;
      const bool grouped = differ(a, b, true);
      if (grouped || differ(a, b))
        for (int d = 1; d <= n_; ++d) allowed[(d - 1) * n_ + (d - 1)] = false;
      bool only_differ = true;
      for (int da = 1; da <= n_ && only_differ; ++da)
        for (int db = 1; db <= n_ && only_differ; ++db)
          only_differ = allowed[(da - 1) * n_ + (db - 1)] == (da != db);
      const bool says_nothing = grouped && only_differ;
      it = says_nothing ? merged_.erase(it) : std::next(it);
    }
  }

  const Puzzle& puzzle_;
  const VariableMap& map_;
  int n_;
  int next_;
  bool guard_;
  ClauseSink& sink_;
  int selector_ = 0;  // guards the clauses of the rule being encoded
  const Lowered* lowered_ = nullptr;
  // Cell pairs (a < b) that must differ by an all-different group, or by a
  // pair table (differ()); built on first use.
  std::set<std::pair<int, int>> grouped_, unequal_;
  // Without guards: the tables on each pair of cells, merged (merge_pairs),
  // until the first of them is encoded.
  std::map<std::pair<int, int>, std::vector<bool>> merged_;
  std::uint64_t clauses_ = 0;
};

}  // namespace

RuleClauses encode_rules(const Puzzle& puzzle, const VariableMap& map, int first_free, bool guard,
                         ClauseSink& sink) {
  return RuleEncoder(puzzle, map, first_free, guard, sink).run();
}

}  // namespace satdoku
