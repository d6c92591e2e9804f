// The Engine face of the native solvers: validates the grid, keeps a Runner
// for the last geometry seen (and one for the last rules seen), and turns
// runner answers into results. Classic puzzles take the classic solvers;
// puzzles with rules the rule solver, whatever their geometry.
#include <stdexcept>

#include "budget.hpp"
#include "core/lowering.hpp"
#include "runner.hpp"
#include "satdoku/backtrack.hpp"

namespace satdoku {
namespace {

class BacktrackEngine final : public Engine {
 public:
  explicit BacktrackEngine(BacktrackOptions options) : options_(options) {}

  std::string name() const override { return "backtrack"; }

  SolveResult smallest(const Puzzle& puzzle, const Limits& limits) override {
    return solve(puzzle, limits, /*smallest=*/true);
  }

  SolveResult any(const Puzzle& puzzle, const Limits& limits) override {
    return solve(puzzle, limits, /*smallest=*/false);
  }

  CountResult count(const Puzzle& puzzle, std::uint64_t limit, const Limits& limits) override {
    native::Runner& r = runner_for(puzzle);
    native::Budget budget(limits);
    CountResult result;
    if (!budget.may_start()) return result;  // status unknown
    const native::CountOutcome out = r.count(puzzle.grid, limit, budget);
    result.status = out.status;
    result.count = out.count;
    result.capped = out.capped;
    result.stats.nodes = budget.nodes();
    return result;
  }

  std::optional<DigitCover> cover(const Puzzle& puzzle, const Limits& limits,
                                  const CoverHints&) override {
    native::Runner& r = runner_for(puzzle);
    native::Budget budget(limits);
    DigitCover result;
    if (!budget.may_start()) return result;  // status unknown
    result.status = r.cover(puzzle.grid, budget, masks_);
    result.stats.nodes = budget.nodes();
    if (result.status == Status::solved)
      result.masks.assign(masks_.begin(), masks_.end());
    else
      result.masks.assign(static_cast<std::size_t>(puzzle.grid.cells()), 0);
    return result;
  }

 private:
  SolveResult solve(const Puzzle& puzzle, const Limits& limits, bool smallest) {
    const Grid& grid = puzzle.grid;
    native::Runner& r = runner_for(puzzle);
    native::Budget budget(limits);
    SolveResult result;
    if (!budget.may_start()) return result;  // status unknown
    result.status = smallest ? r.smallest(grid, budget, values_) : r.any(grid, budget, values_);
    result.stats.nodes = budget.nodes();
    // The answer's grid takes a copy of the runner's values whole: setting
    // an empty grid cell by cell was a visible share of an easy lex-min.
    if (result.status == Status::solved)
      result.solution =
          Grid(grid.geometry(), native::Values(values_.begin(), values_.begin() + grid.cells()));
    return result;
  }

  native::Runner& runner_for(const Puzzle& puzzle) {
    const Geometry& g = puzzle.grid.geometry();
    if (!g.solvable() || puzzle.grid.values().size() != static_cast<std::size_t>(g.cells()))
      throw std::invalid_argument("backtrack engine: unsupported grid geometry " + g.name());
    if (puzzle.classic()) {
      if (!runner_ || !(runner_->geometry() == g))
        runner_ = native::make_runner(g, options_.specialise_9x9);
      return *runner_;
    }
    // Holding the rules keeps their address from being reused, so the same
    // address means the same rules (solve then count costs one lowering).
    if (!rule_runner_ || rules_ != puzzle.rules || !(rule_runner_->geometry() == g)) {
      Lowered lowered = lower(puzzle);
      add_house_sums(lowered);
      rule_runner_ = native::make_rule_runner(g, lowered);
      rules_ = puzzle.rules;
    }
    return *rule_runner_;
  }

  BacktrackOptions options_;
  std::unique_ptr<native::Runner> runner_;
  std::shared_ptr<const Rules> rules_;
  std::unique_ptr<native::Runner> rule_runner_;
  native::Values values_;
  std::vector<native::DigitSet> masks_;
};

}  // namespace

std::unique_ptr<Engine> make_backtrack_engine(BacktrackOptions options) {
  return std::make_unique<BacktrackEngine>(options);
}

}  // namespace satdoku
