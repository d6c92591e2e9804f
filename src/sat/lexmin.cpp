#include "satdoku/lexmin.hpp"

#include <optional>

#include "satdoku/candidates.hpp"

namespace satdoku {

Grid grid_from_model(const SatBackend& solver, const VariableMap& map, const Grid& start) {
  Grid grid = start;
  const int n = start.side();
  for (int cell = 0; cell < start.cells(); ++cell) {
    if (start.at(cell) != 0) continue;
    // Every encoding forces exactly one true digit per cell in a model (the
    // minimal one by pigeonhole: N cells of a row, each digit at most once).
    for (int d = 1; d <= n; ++d) {
      const int v = map.variable(cell, d);
      if (v != 0 && solver.is_true(v)) {
        grid.set(cell, d);
        break;
      }
    }
  }
  return grid;
}

std::vector<int> differs_from(const VariableMap& map, const Grid& start, const Grid& grid) {
  std::vector<int> clause;
  for (int cell = 0; cell < start.cells(); ++cell)
    if (start.at(cell) == 0)
      if (const int v = map.variable(cell, grid.at(cell))) clause.push_back(-v);
  return clause;
}

namespace {

class LexMin {
 public:
  LexMin(SatBackend& solver, const LexMinSetup& setup)
      : solver_(solver), setup_(setup), map_(*setup.map), start_(*setup.start) {}

  LexMinResult run() {
    SatAnswer answer = solve();
    if (answer != SatAnswer::sat) return finish(answer);
    model_ = grid_from_model(solver_, map_, start_);
    found_ = true;
    candidates_.emplace(start_);

    // "Some cell differs from M", over the cells the rules leave a choice.
    std::vector<int> other;
    for (int cell = 0; cell < start_.cells(); ++cell)
      if (candidates_->value(cell) == 0) other.push_back(-map_.variable(cell, model_.at(cell)));
    if (other.empty()) return finish(SatAnswer::unsat);  // the rules alone decide
    solver_.constrain(other);
    answer = solve();
    if (answer == SatAnswer::unknown) return finish(answer);
    if (answer == SatAnswer::unsat) return finish(SatAnswer::unsat);  // unique
    // Two completions: start from the smaller, it leaves less to improve.
    if (Grid second = grid_from_model(solver_, map_, start_); second < model_)
      model_ = std::move(second);

    for (int cell = 0; cell < start_.cells(); ++cell) {
      if (start_.at(cell) != 0) continue;
      while (below_is_open(cell)) {
        answer = ask_below(cell);
        if (answer == SatAnswer::unknown) return finish(answer);
        if (answer == SatAnswer::unsat) break;
        model_ = grid_from_model(solver_, map_, start_);
      }
      commit(cell);
    }
    return finish(SatAnswer::unsat);
  }

 private:
  // Whether a digit below the model's may still go in the cell, as far as
  // the root level of the solver knows. Root-level values follow from the
  // permanent clauses alone (committed units propagate there), so they hold
  // whatever is assumed.
  bool below_is_open(int cell) const {
    if (candidates_->value(cell) != 0) return false;
    if (solver_.fixed(map_.variable(cell, model_.at(cell))) > 0) return false;
    for (int d = 1; d < model_.at(cell); ++d) {
      const int v = map_.variable(cell, d);
      if (v != 0 && candidates_->open(cell, d) && solver_.fixed(v) >= 0) return true;
    }
    return false;
  }

  // "Is a digit below M[cell] possible?": every digit from M[cell] up false.
  SatAnswer ask_below(int cell) {
    for (int d = model_.at(cell); d <= start_.side(); ++d) {
      const int v = map_.variable(cell, d);
      if (v != 0 && candidates_->open(cell, d) && solver_.fixed(v) >= 0) solver_.assume(-v);
    }
    return solve();
  }

  void commit(int cell) {
    if (candidates_->value(cell) != 0) return;  // the rules already force it
    candidates_->place(cell, model_.at(cell));
    const int variable = map_.variable(cell, model_.at(cell));
    if (setup_.commit_as_units) {
      solver_.add_unit(variable);
    } else {
      commits_.push_back(variable);
    }
  }

  SatAnswer solve() {
    solver_.assume(setup_.assumptions);
    solver_.assume(commits_);
    return solver_.solve();
  }

  // `last` is the answer that ended the method: unsat means "proved".
  LexMinResult finish(SatAnswer last) {
    LexMinResult result;
    if (last == SatAnswer::unknown) return result;
    if (!found_) {
      result.status = Status::no_solution;  // the very first solve failed
    } else {
      result.status = Status::solved;
      result.solution = model_;
    }
    return result;
  }

  SatBackend& solver_;
  const LexMinSetup& setup_;
  const VariableMap& map_;
  const Grid& start_;
  Grid model_;                            // the smallest completion met so far
  bool found_ = false;                    // whether model_ holds a completion yet
  std::optional<Candidates> candidates_;  // what the rules decide, given the commits
  std::vector<int> commits_;              // when commits are assumptions
};

}  // namespace

LexMinResult lex_min(SatBackend& solver, const LexMinSetup& setup) {
  return LexMin(solver, setup).run();
}

}  // namespace satdoku
