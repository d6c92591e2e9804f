// The logical solver: the finders in order of difficulty, the first that
// finds a step wins (as Sudoku Explainer's solver does), and the providers
// plugged in at their ratings.
#include <algorithm>
#include <stdexcept>

#include "satdoku/rule_steps.hpp"
#include "techniques.hpp"

namespace satdoku {

std::string_view to_string(LogicEnd end) {
  switch (end) {
    case LogicEnd::solved:
      return "solved";
    case LogicEnd::stuck:
      return "stuck";
    case LogicEnd::too_hard:
      return "too_hard";
    case LogicEnd::broken:
      return "broken";
    case LogicEnd::stopped:
      return "stopped";
  }
  return "stuck";
}

namespace logic {

// One entry of the solver's order: a built-in finder or a provider.
struct Source {
  double rating = 0;
  const FinderEntry* finder = nullptr;
  StepProvider* provider = nullptr;
};

}  // namespace logic

struct LogicSolver::Impl {
  Impl(const Puzzle& p, CandidateState start, LogicOptions o)
      : puzzle(p), state(std::move(start)), options(std::move(o)) {
    for (const std::string& name : options.disabled) {
      const bool family = std::any_of(techniques().begin(), techniques().end(),
                                      [&](const TechniqueInfo& t) { return t.family == name; });
      if (!family && !find_technique(name))
        throw std::invalid_argument("unknown technique or family '" + name + "'");
    }
    for (const logic::FinderEntry& f : logic::finders()) {
      const bool any = std::any_of(f.names.begin(), f.names.end(),
                                   [&](std::string_view n) { return enabled(n); });
      if (any) order.push_back({f.rating, &f, nullptr});
    }
    // Variant rules get the SAT-found rule steps unless the caller brings its
    // own or disables them.
    const bool own = std::any_of(options.providers.begin(), options.providers.end(),
                                 [](const auto& q) { return q && q->name() == "rule step"; });
    if (!p.classic() && !own && enabled("rule step")) {
      RuleStepOptions rule_steps;
      rule_steps.stop = options.stop;
      rule_steps.deadline = options.deadline;
      for (auto& provider : RuleSteps(rule_steps).providers())
        options.providers.push_back(std::move(provider));
    }
    for (const auto& provider : options.providers) {
      if (provider && enabled(provider->name(), provider->family()))
        order.push_back({provider->rating(), nullptr, provider.get()});
    }
    std::stable_sort(
        order.begin(), order.end(),
        [](const logic::Source& a, const logic::Source& b) { return a.rating < b.rating; });
  }

  bool enabled(std::string_view name, std::string_view family = {}) const {
    if (options.disabled.empty()) return true;  // the usual case: no lookup at all
    if (family.empty()) {
      const TechniqueInfo* info = find_technique(name);
      if (info) family = info->family;
    }
    for (const std::string& d : options.disabled)
      if (d == name || d == family) return false;
    return true;
  }

  std::optional<Step> next() {
    if (state.solved()) return finish(LogicEnd::solved);
    if (state.broken()) return finish(LogicEnd::broken);
    if (stopped() || (options.max_steps > 0 && taken >= options.max_steps))
      return finish(LogicEnd::stopped);
    logic::FindContext context{puzzle,
                               state,
                               state.topology(),
                               [this](std::string_view n) { return enabled(n); },
                               options.assume_unique,
                               options.stop,
                               options.deadline};
    for (const logic::Source& source : order) {
      if (source.rating > options.max_rating) return finish(LogicEnd::too_hard);
      std::optional<Step> step =
          source.finder ? source.finder->finder(context) : source.provider->find(puzzle, state);
      if (stopped()) return finish(LogicEnd::stopped);
      if (!step) continue;
      if (source.provider) {
        if (step->technique.empty()) step->technique = std::string(source.provider->name());
        if (step->rating == 0) step->rating = source.rating;
      }
      if (step->rating > options.max_rating) return finish(LogicEnd::too_hard);
      return step;
    }
    return finish(LogicEnd::stuck);
  }

  std::optional<Step> finish(LogicEnd why) {
    end = why;
    return std::nullopt;
  }
  bool stopped() const {
    return (options.stop && options.stop->load(std::memory_order_relaxed)) ||
           (options.deadline && std::chrono::steady_clock::now() >= *options.deadline);
  }

  const Puzzle& puzzle;
  CandidateState state;
  LogicOptions options;
  std::vector<logic::Source> order;
  LogicEnd end = LogicEnd::stuck;
  int taken = 0;
};

LogicSolver::LogicSolver(const Puzzle& puzzle, LogicOptions options)
    : LogicSolver(puzzle, CandidateState(puzzle), std::move(options)) {}

LogicSolver::LogicSolver(const Puzzle& puzzle, CandidateState start, LogicOptions options)
    : impl_(std::make_unique<Impl>(puzzle, std::move(start), std::move(options))) {}

LogicSolver::~LogicSolver() = default;

const Puzzle& LogicSolver::puzzle() const {
  return impl_->puzzle;
}
const CandidateState& LogicSolver::candidates() const {
  return impl_->state;
}
LogicEnd LogicSolver::end() const {
  return impl_->end;
}

std::optional<Step> LogicSolver::next() {
  return impl_->next();
}

std::optional<Step> LogicSolver::step() {
  std::optional<Step> step = impl_->next();
  if (step) {
    impl_->state.apply(*step);
    ++impl_->taken;
  }
  return step;
}

LogicPath solve_logically(const Puzzle& puzzle, const LogicOptions& options) {
  LogicSolver solver(puzzle, options);
  LogicPath path{{}, LogicEnd::stuck, solver.candidates(), 0, {}};
  while (auto step = solver.step()) {
    if (step->rating > path.rating) {
      path.rating = step->rating;
      path.hardest = step->technique;
    }
    path.steps.push_back(std::move(*step));
  }
  path.end = solver.end();
  path.final_state = solver.candidates();
  return path;
}

LogicRating rate_logically(const Puzzle& puzzle, const LogicOptions& options) {
  LogicSolver solver(puzzle, options);
  LogicRating rating;
  while (auto step = solver.step()) {
    ++rating.steps;
    if (step->rating > rating.rating) {
      rating.rating = step->rating;
      rating.hardest = step->technique;
    }
  }
  rating.end = solver.end();
  rating.solved_by_logic = rating.end == LogicEnd::solved;
  rating.level = qqwing_level(puzzle);
  return rating;
}

}  // namespace satdoku
