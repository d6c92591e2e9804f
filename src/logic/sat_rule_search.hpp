// The search behind the SAT-found rule steps (satdoku/rule_steps.hpp): which
// sets of rule instances it asks about, in which order, what it remembers
// between steps, and how a core is chosen and shrunk.
//
// The question for a set S of instances: which candidates of S's cells can
// no completion hold, given S's rules and the facts of S's cells (digits
// placed, candidates eliminated)? Its answer depends on nothing else, so a
// set that ruled nothing out is not asked again until a fact in its cells
// changes. A rule over the whole grid (anti-knight, nonconsecutive) has no
// cells of its own: it takes part in no set, and the greedy search does
// not run on a puzzle with one (its calls cost milliseconds there).
#pragma once

#include <cstdint>
#include <optional>
#include <utility>
#include <vector>

#include "sat/guarded_rules.hpp"
#include "satdoku/logic.hpp"
#include "satdoku/rule_steps.hpp"

namespace satdoku::logic {

// A rule step as the search found it: a minimal core (its instances and
// facts) and every candidate that core rules out.
struct RuleCore {
  std::vector<int> instances;  // indices into GuardedRules::instances(), ascending
  std::vector<int> facts;      // GuardedRules::fact literals: + placed, - eliminated
  std::vector<std::pair<int, int>> eliminated;  // (cell, digit), ascending
  int level = 0;  // the set size searched in full when found; 0: the greedy search
};

class RuleStepSearch {
 public:
  RuleStepSearch(const Puzzle& puzzle, const RuleStepOptions& options, RuleStepStats& stats);

  // The smallest core found for the state among sets of up to `max_rules`
  // instances searched in full, then (with `greedy`) by the greedy search;
  // nullopt: nothing to rule out, nothing within the bounds, or the budget
  // ran out (aborted() says so).
  std::optional<RuleCore> find(const CandidateState& state, int max_rules, bool greedy);
  bool aborted() const { return aborted_; }
  const GuardedRules& formula() const { return formula_; }

 private:
  using Set = std::vector<int>;  // instance indices, ascending
  struct Result {
    Set set;
    int target = 0;  // a candidate it rules out: cell * N + digit - 1
  };

  void build_levels_up_to(int size);
  std::vector<int> scope(const Set& set) const;
  std::uint64_t signature(const std::vector<int>& cells) const;
  void facts_of(const std::vector<int>& cells, std::vector<int>& out) const;
  int literal(int candidate) const { return candidate + 1; }  // GuardedRules::fact
  bool prepare(const CandidateState& state);
  bool find_impossible();
  // The candidates of `cells` (cell * N + digit - 1) no completion holds.
  std::vector<int> targets_in(const std::vector<int>& cells) const;
  // The candidates (cell * N + digit - 1) that no completion holds and
  // `set` with the facts of `cells` rules out (the first only, if asked).
  // `witnesses` (may be null) keeps the set's models between calls: one that
  // the state still allows shows its candidates possible without a search.
  std::vector<int> ruled_out(const Set& set, const std::vector<int>& cells, bool first_only,
                             std::vector<std::vector<std::uint8_t>>* witnesses = nullptr);
  // Of `targets` not yet `seen`, those no completion of `base` holds (the
  // first only, if asked); a model found marks the targets it holds seen and
  // is kept in `witnesses` (over `cells`). Empty, with aborted_, when the
  // budget ran out.
  std::vector<int> refute(const std::vector<int>& base, const std::vector<int>& targets,
                          std::vector<char>& seen, bool first_only, const std::vector<int>& cells,
                          std::vector<std::vector<std::uint8_t>>* witnesses);
  std::optional<RuleCore> search_levels(int max_rules);
  std::optional<RuleCore> search_greedy();
  std::optional<RuleCore> best_core(const std::vector<std::pair<std::vector<int>, int>>& tries,
                                    int level);
  bool complete(RuleCore& core);

  const RuleStepOptions& options_;
  RuleStepStats& stats_;
  GuardedRules formula_;
  int side_ = 0;
  int cells_ = 0;
  bool variant_ = false;     // some rule is not a house to the named techniques
  bool whole_grid_ = false;  // some rule is over the whole grid: no greedy search
  // Per whole-grid rule: for each cell, the cells its primitives tie to it.
  std::vector<std::vector<std::vector<int>>> ties_;
  std::vector<std::vector<int>> adjacent_;         // per instance: local instances sharing a cell
  std::vector<std::vector<Set>> levels_;           // levels_[k-1]: the sets of k instances
  std::vector<std::vector<std::uint64_t>> quiet_;  // per set: its signature when it gave nothing
  // Per set: digits of its scope's cells in models of the set and the facts
  // it was asked with. A model stays a witness while the state keeps its
  // digits (the state only narrows along a path), so a set asked again after
  // a change elsewhere in its cells mostly needs no search at all.
  std::vector<std::vector<std::vector<std::vector<std::uint8_t>>>> witnesses_;

  // The state of the current find().
  const CandidateState* state_ = nullptr;
  std::vector<std::uint64_t> cell_hash_;
  std::vector<char> impossible_;  // per candidate: no completion of the state holds it
  std::vector<DigitMask> last_masks_;
  std::vector<int> assumptions_;
  bool aborted_ = false;
};

}  // namespace satdoku::logic
