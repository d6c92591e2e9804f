// Picks the solver for a geometry. The generic solver's mask is the narrowest
// type holding N bits, since every search node copies one mask per cell.
#include "band9_solver.hpp"
#include "generic_solver.hpp"
#include "rule_solver.hpp"
#include "runner.hpp"
#include "solver_runner.hpp"

namespace satdoku::native {
namespace {

// Locked candidates cost more than they save on small grids, where singles
// and a few guesses finish the job.
constexpr int kLockedFromSide = 12;
// Matching (all-different per unit, with failure-weighted branching and a
// row-major first try) turns 25x25 searches of millions of nodes into a few
// hundred, and pays for itself from 16x16 (docs/benchmark-notes.md).
constexpr int kMatchingFromSide = 16;

template <class Mask>
std::unique_ptr<Runner> generic_runner(Geometry geometry) {
  return std::make_unique<SolverRunner<GenericSolver<Mask>>>(GenericSolver<Mask>(
      geometry, geometry.side() >= kLockedFromSide, geometry.side() >= kMatchingFromSide));
}

}  // namespace

std::unique_ptr<Runner> make_runner(Geometry geometry, bool specialise) {
  if (specialise && geometry == Geometry{3, 3})
    return std::make_unique<SolverRunner<Band9Solver>>(Band9Solver{});
  if (geometry.side() <= 16) return generic_runner<std::uint16_t>(geometry);
  if (geometry.side() <= 32) return generic_runner<std::uint32_t>(geometry);
  return generic_runner<std::uint64_t>(geometry);
}

std::unique_ptr<Runner> make_rule_runner(Geometry geometry, const Lowered& rules) {
  return std::make_unique<SolverRunner<RuleSolver>>(RuleSolver(geometry, rules));
}

}  // namespace satdoku::native
