// The Engine face of the native solvers: validates the grid, keeps a Runner
// for the last geometry seen, and turns runner answers into results.
#include <stdexcept>

#include "budget.hpp"
#include "runner.hpp"
#include "satdoku/backtrack.hpp"

namespace satdoku {
namespace {

class BacktrackEngine final : public Engine {
 public:
  explicit BacktrackEngine(BacktrackOptions options) : options_(options) {}

  std::string name() const override { return "backtrack"; }

  SolveResult smallest(const Puzzle& puzzle, const Limits& limits) override {
    return solve(classic_grid(puzzle), limits, /*smallest=*/true);
  }

  SolveResult any(const Puzzle& puzzle, const Limits& limits) override {
    return solve(classic_grid(puzzle), limits, /*smallest=*/false);
  }

  CountResult count(const Puzzle& whole, std::uint64_t limit, const Limits& limits) override {
    const Grid& puzzle = classic_grid(whole);
    native::Runner& r = runner_for(puzzle);
    native::Budget budget(limits);
    CountResult result;
    if (!budget.may_start()) return result;  // status unknown
    const native::CountOutcome out = r.count(puzzle, limit, budget);
    result.status = out.status;
    result.count = out.count;
    result.capped = out.capped;
    result.stats.nodes = budget.nodes();
    return result;
  }

 private:
  SolveResult solve(const Grid& puzzle, const Limits& limits, bool smallest) {
    native::Runner& r = runner_for(puzzle);
    native::Budget budget(limits);
    SolveResult result;
    if (!budget.may_start()) return result;  // status unknown
    result.status = smallest ? r.smallest(puzzle, budget, values_) : r.any(puzzle, budget, values_);
    result.stats.nodes = budget.nodes();
    if (result.status == Status::solved) {
      result.solution = Grid(puzzle.geometry());
      for (int cell = 0; cell < puzzle.cells(); ++cell) result.solution.set(cell, values_[cell]);
    }
    return result;
  }

  native::Runner& runner_for(const Grid& puzzle) {
    const Geometry& g = puzzle.geometry();
    if (!g.valid() || puzzle.values().size() != static_cast<std::size_t>(g.cells()))
      throw std::invalid_argument("backtrack engine: unsupported grid geometry " + g.name());
    if (!runner_ || !(runner_->geometry() == g))
      runner_ = native::make_runner(g, options_.specialise_9x9);
    return *runner_;
  }

  BacktrackOptions options_;
  std::unique_ptr<native::Runner> runner_;
  native::Values values_;
};

}  // namespace

std::unique_ptr<Engine> make_backtrack_engine(BacktrackOptions options) {
  return std::make_unique<BacktrackEngine>(options);
}

}  // namespace satdoku
