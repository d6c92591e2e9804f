#include "sat_rule_search.hpp"

#include <algorithm>
#include <chrono>
#include <set>

#include "core/lowering.hpp"
#include "sat/sat_tuning.hpp"

namespace satdoku::logic {
namespace {

// splitmix64's finaliser: a cell's state as a well-spread number.
std::uint64_t mix(std::uint64_t x) {
  x += 0x9e3779b97f4a7c15ull;
  x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ull;
  x = (x ^ (x >> 27)) * 0x94d049bb133111ebull;
  return x ^ (x >> 31);
}

}  // namespace

RuleStepSearch::RuleStepSearch(const Puzzle& puzzle, const RuleStepOptions& options,
                               RuleStepStats& stats)
    : options_(options),
      stats_(stats),
      formula_(puzzle),
      side_(puzzle.side()),
      cells_(puzzle.side() * puzzle.side()) {
  const auto& instances = formula_.instances();
  const int count = static_cast<int>(instances.size());
  // A whole-grid rule ties the cells its primitives hold together.
  ties_.assign(count, {});
  if (puzzle.rules) {
    const Lowered low = lower(puzzle);
    std::vector<int> instance_of_rule(puzzle.rules->list.size(), -1);
    for (int i = 0; i < count; ++i)
      if (instances[i].whole_grid) {
        instance_of_rule[instances[i].index] = i;
        ties_[i].assign(cells_, {});
      }
    auto tie = [&](int origin, const std::vector<int>& cells) {
      const int i = instance_of_rule[origin];
      if (i < 0) return;
      for (const int a : cells)
        for (const int b : cells)
          if (a != b) ties_[i][a].push_back(b);
    };
    for (const Distinct& p : low.distinct) tie(p.origin, p.cells);
    for (const PairTable& p : low.pairs) tie(p.origin, {p.a, p.b});
  }
  // Local instances that share a cell.
  std::vector<std::vector<int>> at_cell(cells_);
  for (int i = 0; i < count; ++i)
    if (!instances[i].whole_grid)
      for (const int cell : instances[i].cells) at_cell[cell].push_back(i);
  adjacent_.assign(count, {});
  for (int i = 0; i < count; ++i) {
    if (instances[i].whole_grid) continue;
    std::set<int> near;
    for (const int cell : instances[i].cells)
      near.insert(at_cell[cell].begin(), at_cell[cell].end());
    near.erase(i);
    adjacent_[i].assign(near.begin(), near.end());
  }
  // One instance: each variant rule alone (houses alone, and rules that are
  // houses to the named techniques, are those techniques' business). A rule
  // over the whole grid starts no set and joins none: with the cells its
  // primitives tie to a set's its scope is most of the grid, and asking such
  // sets at every step cost seconds per 9x9. Nor does the greedy search
  // run with one (see find()).
  std::vector<Set> first;
  for (int i = 0; i < count; ++i) {
    if (instances[i].kind != RuleInstance::Kind::rule || instances[i].house_like) continue;
    variant_ = true;
    whole_grid_ = whole_grid_ || instances[i].whole_grid;
    if (!instances[i].whole_grid) first.push_back({i});
  }
  levels_.push_back(std::move(first));
  quiet_.emplace_back(levels_.back().size(), 0);
  witnesses_.emplace_back(levels_.back().size());
}

void RuleStepSearch::build_levels_up_to(int size) {
  while (static_cast<int>(levels_.size()) < size) {
    // Each set grows by an instance that shares a cell with one of its
    // members: so every connected set of local instances (through shared
    // cells) holding a variant rule is made.
    std::set<Set> next;
    std::vector<int> grow;
    for (const Set& set : levels_.back()) {
      grow.clear();
      for (const int i : set) grow.insert(grow.end(), adjacent_[i].begin(), adjacent_[i].end());
      for (const int i : grow) {
        if (std::binary_search(set.begin(), set.end(), i)) continue;
        Set bigger = set;
        bigger.insert(std::upper_bound(bigger.begin(), bigger.end(), i), i);
        next.insert(std::move(bigger));
      }
      if (next.size() >= sat_tuning::kMaxSetsPerLevel) break;  // rather than eat the memory
    }
    levels_.emplace_back(next.begin(), next.end());
    quiet_.emplace_back(levels_.back().size(), 0);
    witnesses_.emplace_back(levels_.back().size());
  }
}

std::vector<int> RuleStepSearch::scope(const Set& set) const {
  const auto& instances = formula_.instances();
  std::vector<char> in(cells_, 0);
  bool local = false, whole = false;
  for (const int i : set) {
    if (instances[i].whole_grid) {
      whole = true;
      continue;
    }
    local = true;
    for (const int cell : instances[i].cells) in[cell] = 1;
  }
  if (whole && !local) std::fill(in.begin(), in.end(), 1);
  if (whole && local) {
    const std::vector<char> own = in;
    for (const int i : set)
      if (instances[i].whole_grid)
        for (int cell = 0; cell < cells_; ++cell)
          if (own[cell])
            for (const int tied : ties_[i][cell]) in[tied] = 1;
  }
  std::vector<int> cells;
  for (int cell = 0; cell < cells_; ++cell)
    if (in[cell]) cells.push_back(cell);
  return cells;
}

std::uint64_t RuleStepSearch::signature(const std::vector<int>& cells) const {
  std::uint64_t sum = 0;
  for (const int cell : cells) sum += cell_hash_[cell];
  return mix(sum);
}

void RuleStepSearch::facts_of(const std::vector<int>& cells, std::vector<int>& out) const {
  for (const int cell : cells) {
    if (const int v = state_->value(cell)) {
      out.push_back(formula_.fact(cell, v));
      continue;
    }
    for (int d = 1; d <= side_; ++d)
      if (!state_->has(cell, d)) out.push_back(-formula_.fact(cell, d));
  }
}

bool RuleStepSearch::prepare(const CandidateState& state) {
  state_ = &state;
  aborted_ = false;
  const auto& masks = state.masks();
  // What no completion holds stays so while the state only loses candidates.
  bool narrower = last_masks_.size() == masks.size();
  for (std::size_t cell = 0; narrower && cell < masks.size(); ++cell)
    narrower = (masks[cell] & ~last_masks_[cell]) == 0;
  if (!narrower) impossible_.assign(static_cast<std::size_t>(cells_) * side_, 0);
  last_masks_ = masks;
  cell_hash_.resize(cells_);
  for (int cell = 0; cell < cells_; ++cell)
    cell_hash_[cell] =
        mix(mix(static_cast<std::uint64_t>(cell) << 8 | state.value(cell)) ^ state.mask(cell));
  return !state.solved() && !state.broken();
}

bool RuleStepSearch::find_impossible() {
  std::vector<int> all;
  for (const RuleInstance& instance : formula_.instances()) all.push_back(instance.selector);
  std::vector<int> every_cell(cells_);
  for (int cell = 0; cell < cells_; ++cell) every_cell[cell] = cell;
  facts_of(every_cell, all);
  std::vector<char> possible(impossible_.size(), 0);
  auto mark_model = [&] {
    for (int cell = 0; cell < cells_; ++cell)
      if (!state_->value(cell))
        for (DigitMask m = state_->mask(cell); m; m &= m - 1) {
          const int d = std::countr_zero(m) + 1;
          if (formula_.holds(formula_.fact(cell, d))) possible[cell * side_ + d - 1] = 1;
        }
  };
  const SatAnswer first = formula_.solve(all);
  if (first != SatAnswer::sat) {
    aborted_ = first == SatAnswer::unknown;
    return false;  // or no completion at all: nothing to explain
  }
  mark_model();
  for (int cell = 0; cell < cells_; ++cell) {
    if (state_->value(cell)) continue;
    for (DigitMask m = state_->mask(cell); m; m &= m - 1) {
      const int candidate = cell * side_ + std::countr_zero(m);
      if (possible[candidate] || impossible_[candidate]) continue;
      assumptions_ = all;
      assumptions_.push_back(literal(candidate));
      const SatAnswer answer = formula_.solve(assumptions_);
      if (answer == SatAnswer::unknown) {
        aborted_ = true;
        return false;
      }
      if (answer == SatAnswer::sat) {
        mark_model();
      } else {
        impossible_[candidate] = 1;
      }
    }
  }
  return true;
}

std::vector<int> RuleStepSearch::targets_in(const std::vector<int>& cells) const {
  std::vector<int> targets;
  for (const int cell : cells) {
    if (state_->value(cell)) continue;
    for (DigitMask m = state_->mask(cell); m; m &= m - 1) {
      const int candidate = cell * side_ + std::countr_zero(m);
      if (impossible_[candidate]) targets.push_back(candidate);
    }
  }
  return targets;
}

std::vector<int> RuleStepSearch::ruled_out(const Set& set, const std::vector<int>& cells,
                                           bool first_only,
                                           std::vector<std::vector<std::uint8_t>>* witnesses) {
  const std::vector<int> targets = targets_in(cells);
  if (targets.empty()) return {};
  std::vector<char> seen(targets.size(), 0);
  // A kept model whose every digit the state still allows satisfies the set
  // and today's facts: its candidates are possible without a search.
  auto allowed = [&](const std::vector<std::uint8_t>& model) {
    for (std::size_t k = 0; k < cells.size(); ++k) {
      const int v = state_->value(cells[k]);
      if (v ? v != model[k] : !state_->has(cells[k], model[k])) return false;
    }
    return true;
  };
  if (witnesses)
    for (const auto& model : *witnesses) {
      if (!allowed(model)) continue;
      for (std::size_t t = 0; t < targets.size(); ++t) {
        const auto at = std::lower_bound(cells.begin(), cells.end(), targets[t] / side_);
        if (model[static_cast<std::size_t>(at - cells.begin())] == targets[t] % side_ + 1)
          seen[t] = 1;
      }
    }
  std::vector<int> base;
  for (const int i : set) base.push_back(formula_.instances()[i].selector);
  facts_of(cells, base);
  return refute(base, targets, seen, first_only, cells, witnesses);
}

std::vector<int> RuleStepSearch::refute(const std::vector<int>& base,
                                        const std::vector<int>& targets, std::vector<char>& seen,
                                        bool first_only, const std::vector<int>& cells,
                                        std::vector<std::vector<std::uint8_t>>* witnesses) {
  std::vector<int> out;
  for (std::size_t t = 0; t < targets.size(); ++t) {
    if (seen[t]) continue;
    assumptions_ = base;
    assumptions_.push_back(literal(targets[t]));
    const SatAnswer answer = formula_.solve(assumptions_);
    if (answer == SatAnswer::unknown) {
      aborted_ = true;
      return {};
    }
    if (answer == SatAnswer::unsat) {
      out.push_back(targets[t]);
      if (first_only) return out;
      continue;
    }
    for (std::size_t u = t + 1; u < targets.size(); ++u)
      if (!seen[u] && formula_.holds(literal(targets[u]))) seen[u] = 1;
    if (witnesses) {
      std::vector<std::uint8_t> model(cells.size(), 0);
      for (std::size_t k = 0; k < cells.size(); ++k)
        for (int d = 1; d <= side_; ++d)
          if (formula_.holds(formula_.fact(cells[k], d))) model[k] = static_cast<std::uint8_t>(d);
      if (witnesses->size() >= sat_tuning::kWitnessesPerSet)
        witnesses->erase(witnesses->begin());  // the newest replace the oldest
      witnesses->push_back(std::move(model));
    }
  }
  return out;
}

std::optional<RuleCore> RuleStepSearch::find(const CandidateState& state, int max_rules,
                                             bool greedy) {
  // Without a variant rule beyond houses there is nothing the named
  // techniques do not already know.
  if (!variant_ || !prepare(state)) return std::nullopt;
  SatBudget budget;
  if (options_.seconds > 0)
    budget.deadline = std::chrono::steady_clock::now() +
                      std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                          std::chrono::duration<double>(options_.seconds));
  if (options_.deadline && (!budget.deadline || *options_.deadline < *budget.deadline))
    budget.deadline = options_.deadline;
  budget.stop = options_.stop;
  formula_.set_budget(budget);
  const std::uint64_t calls = formula_.solve_calls();
  formula_.set_call_limit(options_.max_sat_calls > 0 ? calls + options_.max_sat_calls : 0);
  std::optional<RuleCore> found;
  if (find_impossible()) {
    found = search_levels(max_rules);
    // The greedy search asks the whole formula; with a rule over the whole
    // grid its calls cost milliseconds each and a 9x9's path took minutes.
    if (!found && greedy && !aborted_ && !whole_grid_) {
      const auto start = std::chrono::steady_clock::now();
      found = search_greedy();
      stats_.greedy_seconds +=
          std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    }
  }
  stats_.sat_calls += formula_.solve_calls() - calls;
  if (aborted_) return std::nullopt;
  return found;
}

std::optional<RuleCore> RuleStepSearch::search_levels(int max_rules) {
  // A few sets that rule something out are shrunk; the smallest core wins.
  const std::size_t wanted = static_cast<std::size_t>(std::max(1, options_.greedy_candidates));
  for (int k = 1; k <= max_rules; ++k) {
    build_levels_up_to(k);
    std::vector<std::pair<std::vector<int>, int>> tries;
    const std::vector<Set>& sets = levels_[k - 1];
    for (std::size_t s = 0; s < sets.size() && tries.size() < wanted; ++s) {
      const std::vector<int> cells = scope(sets[s]);
      const std::uint64_t sig = signature(cells);
      if (quiet_[k - 1][s] == sig) {
        ++stats_.sets_cached;
        continue;
      }
      ++stats_.sets_checked;
      const std::vector<int> out = ruled_out(sets[s], cells, true, &witnesses_[k - 1][s]);
      if (aborted_) return std::nullopt;
      if (out.empty()) {
        quiet_[k - 1][s] = sig;
        continue;
      }
      std::vector<int> choices;
      for (const int i : sets[s]) choices.push_back(formula_.instances()[i].selector);
      facts_of(cells, choices);
      tries.push_back({std::move(choices), out.front()});
    }
    if (!tries.empty()) return best_core(tries, k);
  }
  return std::nullopt;
}

std::optional<RuleCore> RuleStepSearch::search_greedy() {
  // Deletion tries the choices in order: rules over the whole grid first,
  // then the houses, then the other rules, then the facts.
  const auto& instances = formula_.instances();
  std::vector<int> choices;
  for (const RuleInstance& i : instances)
    if (i.whole_grid) choices.push_back(i.selector);
  for (const RuleInstance& i : instances)
    if (i.kind != RuleInstance::Kind::rule) choices.push_back(i.selector);
  for (const RuleInstance& i : instances)
    if (i.kind == RuleInstance::Kind::rule && !i.whole_grid) choices.push_back(i.selector);
  std::vector<int> every_cell(cells_);
  for (int cell = 0; cell < cells_; ++cell) every_cell[cell] = cell;
  facts_of(every_cell, choices);

  // Each candidate no completion holds, by the size of its first core.
  std::vector<std::pair<std::size_t, int>> by_size;
  for (int cell = 0; cell < cells_; ++cell) {
    if (state_->value(cell)) continue;
    for (DigitMask m = state_->mask(cell); m; m &= m - 1) {
      const int candidate = cell * side_ + std::countr_zero(m);
      if (!impossible_[candidate]) continue;
      assumptions_ = choices;
      assumptions_.push_back(literal(candidate));
      const SatAnswer answer = formula_.solve(assumptions_);
      if (answer == SatAnswer::unknown) {
        aborted_ = true;
        return std::nullopt;
      }
      if (answer != SatAnswer::unsat) continue;
      std::size_t size = 0;
      for (const int lit : choices) size += formula_.failed(lit);
      by_size.push_back({size, candidate});
    }
  }
  std::sort(by_size.begin(), by_size.end());
  const std::size_t wanted = static_cast<std::size_t>(std::max(1, options_.greedy_candidates));
  std::vector<std::pair<std::vector<int>, int>> tries;
  for (std::size_t t = 0; t < by_size.size() && t < wanted; ++t)
    tries.push_back({choices, by_size[t].second});
  return best_core(tries, 0);
}

std::optional<RuleCore> RuleStepSearch::best_core(
    const std::vector<std::pair<std::vector<int>, int>>& tries, int level) {
  std::optional<RuleCore> best;
  std::size_t bound = level > 0 ? SIZE_MAX : static_cast<std::size_t>(options_.max_size);
  for (const auto& [choices, target] : tries) {
    const int always = literal(target);
    const auto core = formula_.shrink(std::span<const int>(&always, 1), choices, bound);
    if (formula_.exhausted()) {
      aborted_ = true;
      return std::nullopt;
    }
    if (!core) continue;
    RuleCore found;
    found.level = level;
    for (const int lit : *core) {
      if (const int i = formula_.instance_of(lit); i >= 0) {
        found.instances.push_back(i);
      } else {
        found.facts.push_back(lit);
      }
    }
    const bool better =
        !best || core->size() < bound || found.instances.size() < best->instances.size();
    if (better) {
      bound = core->size();
      best = std::move(found);
    }
  }
  if (!best || !complete(*best)) return std::nullopt;
  std::sort(best->instances.begin(), best->instances.end());
  return best;
}

bool RuleStepSearch::complete(RuleCore& core) {
  // Every candidate the core's instances and facts rule out, in the cells
  // they reach.
  std::vector<int> cells = scope(core.instances);
  for (const int lit : core.facts) cells.push_back((std::abs(lit) - 1) / side_);
  std::sort(cells.begin(), cells.end());
  cells.erase(std::unique(cells.begin(), cells.end()), cells.end());
  std::vector<int> base;
  for (const int i : core.instances) base.push_back(formula_.instances()[i].selector);
  base.insert(base.end(), core.facts.begin(), core.facts.end());
  const std::vector<int> targets = targets_in(cells);
  std::vector<char> seen(targets.size(), 0);
  for (const int candidate : refute(base, targets, seen, false, cells, nullptr))
    core.eliminated.push_back({candidate / side_, candidate % side_ + 1});
  return !aborted_ && !core.eliminated.empty();
}

}  // namespace satdoku::logic
