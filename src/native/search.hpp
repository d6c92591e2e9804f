// Depth-first search over any native solver: branch on the solver's chosen
// cell, try its digits smallest first (or on the cells where a digit can go,
// branch.hpp), propagate, repeat. Iterative, with an
// explicit stack of states, so a 36x36 grid (up to 1296 levels) cannot
// overflow the call stack.
#pragma once

#include <bit>
#include <concepts>
#include <cstdint>
#include <vector>

#include "branch.hpp"
#include "budget.hpp"
#include "satdoku/grid.hpp"

namespace satdoku::native {

enum class SearchOutcome {
  exhausted,      // every completion was reported
  stopped,        // the callback asked to stop
  out_of_budget,  // a limit ran out first
  capped,         // this run's own node cap ran out (see run)
};

// What Search and SolverRunner ask of a native solver (band9_solver.hpp,
// generic_solver.hpp, rule_solver.hpp), written once here:
// - State: one search state, copied at each branch; geometry(), cells();
// - init(state, puzzle): loads the givens (and rules) and propagates; false
//   when they cannot all hold;
// - assign(state, cell, digit): cell := digit, then propagate; false on a
//   contradiction (the state is then garbage and must be dropped);
// - eliminate(state, cell, digit): cell != digit, then propagate; false on a
//   contradiction;
// - complete(state), open_digits(state, cell), and choose(state): where to
//   branch (branch.hpp); write(state, values): a complete state's digits;
// - kRestarts and diversify(attempt): whether SolverRunner restarts searches,
//   and another tie-break for each restart (0: the deterministic one).
// The rest is optional, each part found by `requires` where it is used:
// first_open and row_major_cap, set_bound and below, set_floor, clear_floor
// and above (solver_runner.hpp), guided, kBinaryBranching and conflict.
template <class S>
concept NativeSolver = requires(S& s, const S& cs, typename S::State& state,
                                const typename S::State& done, const Grid& puzzle, Values& values) {
  { cs.geometry() } -> std::convertible_to<Geometry>;
  { cs.cells() } -> std::convertible_to<int>;
  { s.init(state, puzzle) } -> std::same_as<bool>;
  { s.assign(state, 0, 1) } -> std::same_as<bool>;
  { s.eliminate(state, 0, 1) } -> std::same_as<bool>;
  { cs.complete(done) } -> std::same_as<bool>;
  { cs.open_digits(done, 0) } -> std::convertible_to<DigitSet>;
  { cs.choose(done) } -> std::same_as<Branch>;
  cs.write(done, values);
  { S::kRestarts } -> std::convertible_to<bool>;
  s.diversify(std::uint64_t{1});
};

template <NativeSolver Solver>
class Search {
 public:
  using State = typename Solver::State;

  explicit Search(Solver& solver) : solver_(solver) {}

  // Calls on_solution(state) for each completion of `root` (a state the
  // solver has propagated without contradiction) until it returns false.
  // After `cap` nodes the run gives up with SearchOutcome::capped.
  template <class OnSolution>
  SearchOutcome run(const State& root, Budget& budget, OnSolution&& on_solution,
                    std::uint64_t cap = ~std::uint64_t{0}) {
    return run(root, budget, on_solution, cap,
               [this](const State& state) { return solver_.choose(state); });
  }

  // The same, branching where choose(state) says instead of the solver's
  // choice.
  template <class OnSolution, class Choose>
  SearchOutcome run(const State& root, Budget& budget, OnSolution&& on_solution, std::uint64_t cap,
                    Choose&& choose) {
    return run(root, budget, on_solution, cap, choose, [](State&) { return true; });
  }

  // The same, with prune(state) asked of every node after its assignment
  // has propagated: false drops the node (a bound says no completion below it
  // is wanted), and prune may narrow the state further.
  template <class OnSolution, class Choose, class Prune>
  SearchOutcome run(const State& root, Budget& budget, OnSolution&& on_solution, std::uint64_t cap,
                    Choose&& choose, Prune&& prune) {
    if (solver_.complete(root))
      return on_solution(root) ? SearchOutcome::exhausted : SearchOutcome::stopped;
    frames_.resize(static_cast<std::size_t>(solver_.cells()) + 1);
    if constexpr (kBinary) tried_.assign(frames_.size(), Tried{});
    if (states_.empty()) states_.emplace_back();
    states_[0] = root;
    frames_[0] = choose(states_[0]);
    depth_ = 0;
    return resume(budget, on_solution, cap, choose, prune);
  }

  // Goes on with the last run from where it stopped (capped, out of budget,
  // or after the completion its callback stopped at), with `cap` more nodes;
  // the callbacks must be the same in effect. Exhausted when there is
  // nothing left to go on with.
  template <class OnSolution, class Choose, class Prune>
  SearchOutcome resume(Budget& budget, OnSolution&& on_solution, std::uint64_t cap, Choose&& choose,
                       Prune&& prune) {
    if constexpr (kBinary) return resume_binary(budget, on_solution, cap, choose, prune);
    int depth = depth_;
    while (depth >= 0) {
      Branch& frame = frames_[depth];
      if (frame.digits == 0) {
        --depth;
        continue;
      }
      const DigitSet upper = frame.digits & (~DigitSet{0} << frame.rotate);
      const DigitSet pick =
          (upper != 0 ? upper : frame.digits) & -(upper != 0 ? upper : frame.digits);
      const int bit = std::countr_zero(pick);
      const int cell = frame.cell_of(bit), digit = frame.digit_of(bit);
      frame.digits &= ~pick;
      // A run stopped here puts the digit back, for resume().
      if (!budget.spend()) {
        frame.digits |= pick;
        depth_ = depth;
        return SearchOutcome::out_of_budget;
      }
      if (cap-- == 0) {
        frame.digits |= pick;
        capped_ = {depth, cell, digit};
        depth_ = depth;
        return SearchOutcome::capped;
      }
      // The last digit of a frame reuses the frame's own state: nothing is
      // left to come back to.
      const bool last = frame.digits == 0;
      const int at = last ? depth : depth + 1;
      if (!last) {
        if (states_.size() <= static_cast<std::size_t>(at)) states_.emplace_back();
        states_[at] = states_[depth];
      }
      State& child = states_[at];
      if (!solver_.assign(child, cell, digit) || !prune(child)) {
        if (last) --depth;
        continue;
      }
      if (solver_.complete(child)) {
        if (!on_solution(child)) {
          depth_ = last ? depth - 1 : depth;
          return SearchOutcome::stopped;
        }
        if (last) --depth;
        continue;
      }
      frames_[at] = choose(child);
      depth = at;
    }
    depth_ = -1;
    return SearchOutcome::exhausted;
  }

  // Where the last run that ended capped stopped: the state it had reached
  // (propagated) and the branch it was about to try there. A search that
  // tries digits in order (not a binary one) has seen everything before that
  // branch.
  const State& capped_state() const { return states_[static_cast<std::size_t>(capped_.depth)]; }
  int capped_cell() const { return capped_.cell; }
  int capped_digit() const { return capped_.digit; }

 private:
  struct Stop {
    int depth = 0, cell = -1, digit = 0;
  };

  // Binary branching (solvers that set kBinaryBranching): each node tries
  // one assignment, cell := digit, and when everything below it is done,
  // goes on with cell != digit in its own state, propagated, and chooses
  // again there. The refutation then narrows the rest of the node's search
  // (which trying the cell's other digits from the same state would not
  // see), and the choice can move to where the failures were.
  static constexpr bool kBinary = requires { Solver::kBinaryBranching; };

  struct Tried {
    int cell = -1, digit = 0;  // the assignment tried below this node; cell -1: none
  };

  template <class OnSolution, class Choose, class Prune>
  SearchOutcome resume_binary(Budget& budget, OnSolution&& on_solution, std::uint64_t cap,
                              Choose&& choose, Prune&& prune) {
    int depth = depth_;
    while (depth >= 0) {
      Tried& tried = tried_[depth];
      State& node = states_[depth];
      if (tried.cell >= 0) {
        // Back from cell := digit: the rest of this node has cell != digit.
        const int cell = tried.cell, digit = tried.digit;
        tried.cell = -1;
        if (!solver_.eliminate(node, cell, digit) || !prune(node)) {
          --depth;
          continue;
        }
        if (solver_.complete(node)) {
          if (!on_solution(node)) {
            depth_ = depth - 1;
            return SearchOutcome::stopped;
          }
          --depth;
          continue;
        }
        frames_[depth] = choose(node);
      }
      const Branch& frame = frames_[depth];
      const DigitSet upper = frame.digits & (~DigitSet{0} << frame.rotate);
      const DigitSet pick =
          (upper != 0 ? upper : frame.digits) & -(upper != 0 ? upper : frame.digits);
      const int bit = std::countr_zero(pick);
      const int cell = frame.cell_of(bit), digit = frame.digit_of(bit);
      // A run stopped here tries the same assignment when resumed.
      if (!budget.spend()) {
        depth_ = depth;
        return SearchOutcome::out_of_budget;
      }
      if (cap-- == 0) {
        capped_ = {depth, cell, digit};
        depth_ = depth;
        return SearchOutcome::capped;
      }
      tried = {cell, digit};
      const int at = depth + 1;
      if (states_.size() <= static_cast<std::size_t>(at)) states_.emplace_back();
      State& child = states_[at];
      child = states_[depth];
      if (!solver_.assign(child, cell, digit) || !prune(child)) {
        solver_.conflict(cell, digit);
        continue;
      }
      if (solver_.complete(child)) {
        if (!on_solution(child)) {
          depth_ = depth;
          return SearchOutcome::stopped;
        }
        continue;
      }
      frames_[at] = choose(child);
      tried_[at] = Tried{};
      depth = at;
    }
    depth_ = -1;
    return SearchOutcome::exhausted;
  }

  Solver& solver_;
  std::vector<State> states_;
  std::vector<Branch> frames_;
  std::vector<Tried> tried_;
  Stop capped_;
  int depth_ = -1;  // where resume() goes on: the deepest frame in use
};

}  // namespace satdoku::native
