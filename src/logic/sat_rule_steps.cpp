// The SAT-found rule steps as step providers: one shared search
// (sat_rule_search.hpp), offered to the solver in tiers of size, each at
// its own place in the order; a found core becomes a Step with a rating by
// its size and a reason that names its rules and facts.
#include <algorithm>
#include <chrono>
#include <stdexcept>

#include "finders.hpp"
#include "sat_rule_search.hpp"
#include "satdoku/rule_steps.hpp"

namespace satdoku {

struct RuleSteps::Impl {
  explicit Impl(RuleStepOptions o) : options(o) {}

  std::optional<Step> find(const Puzzle& puzzle, const CandidateState& state, int max_rules,
                           bool greedy);

  RuleStepOptions options;
  RuleStepStats stats;
  // The puzzle the search was built for (a puzzle's rules are shared and
  // never change, so the pointer and the givens tell it apart).
  std::shared_ptr<const Rules> rules;
  Grid grid;
  std::unique_ptr<logic::RuleStepSearch> search;
};

namespace {

// The places of the tiers: after the named techniques rated below them.
double tier_base(int instances) {
  switch (instances) {
    case 1:
      return 2.5;  // after the "rule" step (2.4): one rule and its cells' facts
    case 2:
      return 3.5;  // after hidden pairs (3.4)
    case 3:
      return 4.6;  // after unique rectangles (4.5)
    default:
      return 6.3;  // after aligned pair exclusion (6.2), before the chains
  }
}

// "r7c3=5" (placed), "r7c3<>4,6" (the candidates whose absence is used),
// or "r7c3{4,6}" when naming the digits left is shorter.
std::string facts_text(const std::vector<int>& facts, int side) {
  std::vector<std::pair<int, DigitMask>> out_of;  // (cell, digits it does not hold)
  std::string text;
  for (const int lit : facts) {
    const int cell = (std::abs(lit) - 1) / side, digit = (std::abs(lit) - 1) % side + 1;
    if (lit > 0) {
      text += (text.empty() ? "" : ", ") + cell_name(cell / side, cell % side) + "=" +
              std::to_string(digit);
      continue;
    }
    auto it =
        std::find_if(out_of.begin(), out_of.end(), [cell](auto& p) { return p.first == cell; });
    if (it == out_of.end()) it = out_of.insert(out_of.end(), {cell, 0});
    it->second |= DigitMask{1} << (digit - 1);
  }
  std::sort(out_of.begin(), out_of.end());
  const DigitMask all = side == 64 ? ~DigitMask{0} : (DigitMask{1} << side) - 1;
  for (const auto& [cell, gone] : out_of) {
    text += (text.empty() ? "" : ", ") + cell_name(cell / side, cell % side);
    const DigitMask left = all & ~gone;
    if (logic::count_of(left) < logic::count_of(gone)) {
      text += "{" + logic::digit_list(left) + "}";
    } else {
      text += "<>" + logic::digit_list(gone);
    }
  }
  return text;
}

Step make_step(const Puzzle& puzzle, const CandidateState& state, const GuardedRules& formula,
               const logic::RuleCore& core) {
  const int n = puzzle.side();
  Step step;
  step.technique = "rule step";
  step.rating = rule_step_rating(static_cast<int>(core.instances.size()),
                                 static_cast<int>(core.facts.size()));
  std::vector<std::pair<int, DigitMask>> gone;
  for (const auto& [cell, digit] : core.eliminated) {
    if (gone.empty() || gone.back().first != cell) gone.push_back({cell, 0});
    gone.back().second |= DigitMask{1} << (digit - 1);
  }
  // A cell left with one digit is that digit placed.
  for (const auto& [cell, digits] : gone) {
    const DigitMask left = state.mask(cell) & ~digits;
    if (logic::single_bit(left)) {
      step.placements.push_back({cell, logic::lowest_digit(left)});
    } else {
      step.eliminations.push_back({cell, digits});
    }
  }
  // The variant rules in the puzzle's order, then the houses.
  std::vector<int> order = core.instances;
  std::stable_partition(order.begin(), order.end(), [&](int i) {
    return formula.instances()[i].kind == RuleInstance::Kind::rule;
  });
  std::string rules;
  for (const int i : order) {
    const RuleInstance& instance = formula.instances()[i];
    step.reason.rules.push_back(instance.label);
    const bool rule = instance.kind == RuleInstance::Kind::rule;
    rules += (rules.empty() ? "" : ", ") +
             (rule ? logic::rule_title(puzzle, instance.index, instance.label) : instance.label);
    if (rule && !instance.whole_grid)
      step.reason.cells.insert(step.reason.cells.end(), instance.cells.begin(),
                               instance.cells.end());
  }
  for (const int lit : core.facts) step.reason.cells.push_back((std::abs(lit) - 1) / n);
  step.reason.text = "rule step: " + rules;
  if (!core.facts.empty()) step.reason.text += "; facts " + facts_text(core.facts, n);
  return std::move(logic::finish_step(step));
}

// One tier of the ladder.
class RuleStepTier final : public StepProvider {
 public:
  RuleStepTier(std::shared_ptr<RuleSteps::Impl> shared, int instances, bool greedy)
      : shared_(std::move(shared)), instances_(instances), greedy_(greedy) {}
  std::string_view name() const override { return "rule step"; }
  double rating() const override { return tier_base(greedy_ ? instances_ + 1 : instances_); }
  std::optional<Step> find(const Puzzle& puzzle, const CandidateState& state) override {
    std::optional<Step> step = shared_->find(puzzle, state, instances_, greedy_);
    // A small core the greedy search found (houses alone, which the sets
    // searched in full leave to the named techniques) is rated at its place.
    if (step) step->rating = std::max(step->rating, rating());
    return step;
  }

 private:
  std::shared_ptr<RuleSteps::Impl> shared_;
  int instances_;
  bool greedy_;
};

}  // namespace

std::optional<Step> RuleSteps::Impl::find(const Puzzle& puzzle, const CandidateState& state,
                                          int max_rules, bool greedy) {
  const auto start = std::chrono::steady_clock::now();
  if (!search || rules != puzzle.rules || !(grid == puzzle.grid)) {
    search = std::make_unique<logic::RuleStepSearch>(puzzle, options, stats);
    rules = puzzle.rules;
    grid = puzzle.grid;
  }
  ++stats.finds;
  std::optional<Step> step;
  if (const auto core = search->find(state, max_rules, greedy)) {
    step = make_step(puzzle, state, search->formula(), *core);
    ++stats.steps;
    ++(core->level > 0 ? stats.level_steps : stats.greedy_steps);
    stats.sizes.push_back(
        {static_cast<int>(core->instances.size()), static_cast<int>(core->facts.size())});
  }
  stats.seconds += std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  if (step && options.verify) {
    if (const std::string wrong = refute_step(puzzle, state, *step); !wrong.empty())
      throw std::logic_error("rule step claims " + wrong +
                             ", which a completion denies: " + step_line(*step, puzzle.side()));
  }
  return step;
}

RuleSteps::RuleSteps(RuleStepOptions options) : impl_(std::make_shared<Impl>(options)) {}

RuleSteps::~RuleSteps() = default;

std::vector<std::shared_ptr<StepProvider>> RuleSteps::providers() const {
  std::vector<std::shared_ptr<StepProvider>> out;
  const int tiers = std::max(1, impl_->options.max_rules);
  for (int k = 1; k <= tiers; ++k) out.push_back(std::make_shared<RuleStepTier>(impl_, k, false));
  out.push_back(std::make_shared<RuleStepTier>(impl_, tiers, true));
  return out;
}

const RuleStepStats& RuleSteps::stats() const {
  return impl_->stats;
}

double rule_step_rating(int instances, int facts) {
  // Each tier's base, a tenth more for every rule instance beyond four, and
  // a twentieth for each fact, up to 0.9 in all: the solver asks a tier at
  // its base's place, so a step rated far above it would be taken before
  // easier techniques (a greedy core of 30 rules rated 9.4 ended paths
  // under --max-rating 8.4 that chains finish).
  const double extra = 0.1 * std::max(0, instances - 4) + std::min(0.5, 0.05 * facts);
  return tier_base(std::min(instances, 4)) + std::min(0.9, extra);
}

}  // namespace satdoku
