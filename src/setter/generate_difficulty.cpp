// Generating to a difficulty: generate_puzzle, then the logical solver's
// rating, until the puzzle falls in the band asked.
#include <chrono>
#include <cstdio>

#include "satdoku/generate.hpp"

namespace satdoku {
namespace {

// qqwing's rule says what is easy cheaply: a puzzle its basic techniques
// finish takes no step rated above the hardest of them in the solver's
// order (each state on the way has one of them to take, and the solver
// takes the easiest step there is): a naked single (2.3) for simple and
// easy, a hidden pair (3.4) for intermediate. A band above that needs the
// full rating only for the expert ones.
constexpr double kHighestBelowExpert[] = {2.3, 2.3, 3.4};

bool may_reach(Level level, double min_rating) {
  return level == Level::expert || min_rating <= kHighestBelowExpert[static_cast<int>(level)];
}

// On a classic grid an expert puzzle needs a step of a technique qqwing
// lacks, the cheapest of them a direct hidden triple (2.5): with its own
// alone every state would have a step of them, and they would finish it.
// (Variant rules narrow candidates past what qqwing's rule sees.)
constexpr double kLowestExpert = 2.5;

bool passed(const Limits& limits) {
  return (limits.stop && limits.stop->load(std::memory_order_relaxed)) ||
         (limits.deadline && std::chrono::steady_clock::now() >= *limits.deadline);
}

std::string rating_text(double r) {
  char text[16];
  std::snprintf(text, sizeof text, "%.1f", r);
  return text;
}

}  // namespace

std::optional<std::string> unreachable(const DifficultyTarget& target, const Puzzle& layout) {
  const bool band = target.min_rating > 0 || target.max_rating > 0;
  if (!band) return std::nullopt;
  const double ceiling = highest_rating(layout.side());
  if (target.min_rating > ceiling)
    return "no technique rates a step above " + rating_text(ceiling) + " on a " +
           std::to_string(layout.side()) + "x" + std::to_string(layout.side()) +
           " grid (a nested forcing chain, 10.0, with the longest chain the grid allows)";
  if (!target.level) return std::nullopt;
  const Level level = *target.level;
  const std::string name(to_string(level));
  if (level != Level::expert && !may_reach(level, target.min_rating))
    return "qqwing's " + name + " puzzles take no step rated above " +
           rating_text(kHighestBelowExpert[static_cast<int>(level)]);
  if (level == Level::expert && layout.classic() && target.max_rating > 0 &&
      target.max_rating < kLowestExpert)
    return "qqwing's expert puzzles need a step rated " + rating_text(kLowestExpert) +
           " or more (a direct hidden triple, or harder)";
  return std::nullopt;
}

GeneratedRated generate_to_difficulty(const GenerateOptions& options,
                                      const DifficultyTarget& target, std::uint64_t index,
                                      Engine& engine) {
  GeneratedRated out;
  const bool band = target.min_rating > 0 || target.max_rating > 0;
  for (int attempt = 0; target.attempts <= 0 || attempt < target.attempts; ++attempt) {
    if (passed(options.limits)) break;
    GenerateOptions o = options;
    // Attempt 0 is the plain generator's puzzle; later ones draw new seeds.
    if (attempt > 0)
      o.seed = options.seed ^ (0xA0761D6478BD642FULL * static_cast<std::uint64_t>(attempt));
    Generated g = generate_puzzle(o, index, engine);
    ++out.attempts;
    if (target.tried) target.tried->fetch_add(1, std::memory_order_relaxed);
    if (g.status != Status::solved) {
      if (g.status == Status::unknown) continue;
      out.generated = std::move(g);
      return out;
    }
    const Level level = qqwing_level(g.puzzle);
    if (target.level && level != *target.level) continue;
    LogicRating rating;
    if (band) {
      if (!may_reach(level, target.min_rating)) continue;
      LogicOptions logic;
      logic.assume_unique = true;  // generate_puzzle's puzzles are unique
      if (target.max_rating > 0) logic.max_rating = target.max_rating;
      logic.stop = options.limits.stop;
      logic.deadline = options.limits.deadline;
      rating = rate_logically(g.puzzle, logic);
      if (rating.end == LogicEnd::stopped) break;
      if (!rating.solved_by_logic || rating.rating < target.min_rating) continue;
    }
    out.generated = std::move(g);
    out.rating = rating;
    return out;
  }
  out.generated.status = Status::unknown;
  return out;
}

}  // namespace satdoku
