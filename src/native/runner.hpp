// The questions the engine answers (smallest, any, count, cover), asked of
// one solver type. The engine keeps one Runner per geometry so that tables
// and search stacks are reused across puzzles.
#pragma once

#include <cstdint>
#include <memory>
#include <vector>

#include "branch.hpp"
#include "budget.hpp"
#include "satdoku/engine.hpp"
#include "satdoku/grid.hpp"

namespace satdoku {
struct Lowered;
}

namespace satdoku::native {

struct CountOutcome {
  Status status = Status::unknown;
  std::uint64_t count = 0;
  bool capped = false;
};

class Runner {
 public:
  virtual ~Runner() = default;
  virtual const Geometry& geometry() const = 0;
  // The lexicographically smallest completion, into `values`.
  virtual Status smallest(const Grid& puzzle, Budget& budget, Values& values) = 0;
  virtual Status any(const Grid& puzzle, Budget& budget, Values& values) = 0;
  virtual CountOutcome count(const Grid& puzzle, std::uint64_t limit, Budget& budget) = 0;
  // The digits each cell takes in some completion, into `masks` (bit d-1).
  virtual Status cover(const Grid& puzzle, Budget& budget, std::vector<DigitSet>& masks) = 0;
};

// The 9x9 band solver for 3x3 boxes when `specialise` is set; the generic
// solver with the narrowest mask type otherwise.
std::unique_ptr<Runner> make_runner(Geometry geometry, bool specialise);

// The rule solver (rule_solver.hpp) for one puzzle's lowered rules, on any
// geometry. Throws std::invalid_argument when the rules do not fit it.
std::unique_ptr<Runner> make_rule_runner(Geometry geometry, const Lowered& rules);

}  // namespace satdoku::native
