#include "sat/lexmin.hpp"

#include <cstdint>
#include <optional>
#include <utility>
#include <vector>

#include "root_propagation.hpp"

namespace satdoku {

Grid grid_from_model(const SatBackend& solver, const VariableMap& map, const Grid& start) {
  Grid grid = start;
  const int n = start.side();
  // Digits settled in each row and column of `start` cannot be true in an
  // open cell there (every rule set keeps rows and columns): skipping them
  // saves about a third of the model reads, which cost a CaDiCaL call each.
  std::vector<std::uint64_t> row(static_cast<std::size_t>(n)), column(row);
  for (int cell = 0; cell < start.cells(); ++cell)
    if (const int d = start.at(cell)) {
      row[static_cast<std::size_t>(cell / n)] |= std::uint64_t{1} << (d - 1);
      column[static_cast<std::size_t>(cell % n)] |= std::uint64_t{1} << (d - 1);
    }
  for (int cell = 0; cell < start.cells(); ++cell) {
    if (start.at(cell) != 0) continue;
    const std::uint64_t taken =
        row[static_cast<std::size_t>(cell / n)] | column[static_cast<std::size_t>(cell % n)];
    // Every encoding forces exactly one true digit per cell in a model (the
    // minimal one by pigeonhole: N cells of a row, each digit at most once).
    for (int d = 1; d <= n; ++d) {
      if (taken >> (d - 1) & 1U) continue;
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
    if (setup_.known && *setup_.known) {
      model_ = **setup_.known;
      found_ = true;
      propagation_.emplace(start_, setup_.regions);
      return finish(descend());
    }
    SatAnswer answer = solve();
    if (answer != SatAnswer::sat) return finish(answer);
    model_ = grid_from_model(solver_, map_, start_);
    found_ = true;
    // A lex-first solver's first model is the smallest completion: no
    // second call to prove it (see SatSearch::lex_first).
    if (solver_.lex_first()) return finish(SatAnswer::unsat);
    propagation_.emplace(start_, setup_.regions);

    // "Some cell differs from M", over the cells the rules leave a choice.
    std::vector<int> other;
    for (int cell = 0; cell < start_.cells(); ++cell)
      if (propagation_->value(cell) == 0) other.push_back(-map_.variable(cell, model_.at(cell)));
    if (other.empty()) return finish(SatAnswer::unsat);  // the rules alone decide
    solver_.constrain(other);
    answer = solve();
    if (answer == SatAnswer::unknown) return finish(answer);
    if (answer == SatAnswer::unsat) return finish(SatAnswer::unsat);  // unique
    // Two completions: start from the smaller, it leaves less to improve.
    if (Grid second = grid_from_model(solver_, map_, start_); second < model_)
      model_ = std::move(second);

    return finish(descend());
  }

 private:
  // Step 3: settles the cells in row-major order. At the first open cell,
  // with d its smallest digit not yet ruled out: d == M[cell] needs no
  // question (M is a completion). Otherwise ask about a greedy run: d here,
  // then, cell after cell, the smallest digit the rules leave once the run's
  // earlier digits are placed, for up to `run_length` open cells. SAT: every
  // digit of the run is the smallest possible in its cell given the ones
  // before, so the whole run is committed at once. UNSAT: halve the run; a
  // run of one proves d impossible here under the commits, so it is ruled
  // out. Runs double after each SAT answer. On puzzles with many completions
  // most cells then take no call of their own (one call per cell, asking
  // "below M[cell]?", was the cost before: about 150 calls on a 25x25).
  SatAnswer descend() {
    // Any start from 8 cells up costs about the same; shorter ones cost more.
    std::size_t run_length = 16;
    std::uint64_t ruled_out = 0;  // digits proved impossible at `cell` (bit d-1)
    for (int cell = 0; cell < start_.cells();) {
      const bool decided = start_.at(cell) != 0 || propagation_->value(cell) != 0;
      const int d = decided ? 0 : smallest_usable(*propagation_, cell, ruled_out);
      if (d == 0 || d >= model_.at(cell)) {  // decided, or no digit below M[cell] left
        commit(cell);
        ++cell;
        ruled_out = 0;
        continue;
      }
      const std::vector<std::pair<int, int>> run = greedy_run(cell, d, run_length);
      if (run.empty()) {
        ruled_out |= std::uint64_t{1} << (d - 1);
        continue;
      }
      for (const auto& [c, digit] : run) solver_.assume(map_.variable(c, digit));
      const SatAnswer answer = solve();
      if (answer == SatAnswer::unknown) return answer;
      if (answer == SatAnswer::sat) {
        model_ = grid_from_model(solver_, map_, start_);
        const int after = run.back().first + 1;
        for (; cell < after; ++cell) commit(cell);
        ruled_out = 0;
        run_length *= 2;
      } else if (run.size() > 1) {
        run_length = run.size() / 2;
      } else {
        ruled_out |= std::uint64_t{1} << (d - 1);
      }
    }
    return SatAnswer::unsat;  // M is proved smallest
  }

  // The run described at descend(), starting with `digit` at `cell`; empty
  // when the rules alone refute that digit there.
  std::vector<std::pair<int, int>> greedy_run(int cell, int digit, std::size_t length) const {
    RootPropagation rules = *propagation_;
    rules.place(cell, digit);
    if (!rules.consistent()) return {};
    std::vector<std::pair<int, int>> run{{cell, digit}};
    for (int c = cell + 1; c < start_.cells() && run.size() < length; ++c) {
      if (start_.at(c) != 0 || rules.value(c) != 0) continue;
      const int d = smallest_usable(rules, c, 0);
      if (d == 0) break;
      rules.place(c, d);
      if (!rules.consistent()) break;  // the run would be refuted by the rules
      run.emplace_back(c, d);
    }
    return run;
  }

  // The smallest digit of the cell that the rules leave open, the solver's
  // root level does not rule out, and `ruled_out` does not hold; 0 if none.
  // Root-level values follow from the permanent clauses alone (committed
  // units propagate there), so they hold whatever is assumed.
  int smallest_usable(const RootPropagation& rules, int cell, std::uint64_t ruled_out) const {
    for (int d = 1; d <= start_.side(); ++d) {
      if (ruled_out >> (d - 1) & 1U) continue;
      const int v = map_.variable(cell, d);
      if (v != 0 && rules.open(cell, d) && solver_.fixed(v) >= 0) return d;
    }
    return 0;
  }

  void commit(int cell) {
    if (propagation_->value(cell) != 0) return;  // the rules already force it
    propagation_->place(cell, model_.at(cell));
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
    if (setup_.known && found_) *setup_.known = model_;
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
  Grid model_;                                  // the smallest completion met so far
  bool found_ = false;                          // whether model_ holds a completion yet
  std::optional<RootPropagation> propagation_;  // what the rules decide, given the commits
  std::vector<int> commits_;                    // when commits are assumptions
};

}  // namespace

LexMinResult lex_min(SatBackend& solver, const LexMinSetup& setup) {
  return LexMin(solver, setup).run();
}

}  // namespace satdoku
