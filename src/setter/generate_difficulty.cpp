// Generating to a difficulty: generate_puzzle, then the logical solver's
// rating, until the puzzle falls in the band asked.
#include "satdoku/generate.hpp"

namespace satdoku {
namespace {

// qqwing's rule says what is easy cheaply: a puzzle its basic techniques
// finish (level simple to intermediate) takes no step rated above 3.4 (a
// hidden pair) in the solver's order, so a band above that needs the full
// rating only for the expert ones.
bool may_reach(Level level, double min_rating) {
  return level == Level::expert || min_rating <= 3.4;
}

}  // namespace

GeneratedRated generate_to_difficulty(const GenerateOptions& options,
                                      const DifficultyTarget& target, std::uint64_t index,
                                      Engine& engine) {
  GeneratedRated out;
  const bool band = target.min_rating > 0 || target.max_rating > 0;
  for (int attempt = 0; target.attempts <= 0 || attempt < target.attempts; ++attempt) {
    if (options.limits.stop && options.limits.stop->load(std::memory_order_relaxed)) break;
    GenerateOptions o = options;
    // Attempt 0 is the plain generator's puzzle; later ones draw new seeds.
    if (attempt > 0)
      o.seed = options.seed ^ (0xA0761D6478BD642FULL * static_cast<std::uint64_t>(attempt));
    Generated g = generate_puzzle(o, index, engine);
    ++out.attempts;
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
      rating = rate_logically(g.puzzle, logic);
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
