// The lex bound and floor of the 9x9 solver (the pruning is in
// band9_bound.inc, compiled per vector path).
#include "band9_solver.hpp"
#include "band9_tables.hpp"

namespace satdoku::native {

void Band9Solver::set_bound(const Values& bound) {
  for (std::uint32_t& m : bound_) m = 0;
  for (int cell = 0; cell < 81; ++cell)
    bound_[band9_index(bound[cell] - 1, cell / 27)] |= 1u << (cell % 27);
}

void Band9Solver::set_floor(const State& state, int cell, int digit) {
  clear_floor();
  const int band = cell / 27, bit = cell % 27;
  for (int b = 0; b <= band; ++b) {
    // Every cell before `cell` is solved in `state`: a row-major search
    // branches on the first open one.
    const std::uint32_t before = b < band ? band9::kAllCells : (1u << bit) - 1;
    for (int d = 0; d < 9; ++d) floor_[band9_index(d, b)] = state.cand[band9_index(d, b)] & before;
    floor_cells_[b] = before;
  }
  floor_[band9_index(digit - 1, band)] |= 1u << bit;
  floor_cells_[band] |= 1u << bit;
}

void Band9Solver::clear_floor() {
  for (std::uint32_t& m : floor_) m = 0;
  for (std::uint32_t& m : floor_cells_) m = 0;
}

void Band9Solver::write(const State& state, Values& values) const {
  values.resize(81);
  k_->write(state, values.data());
}

}  // namespace satdoku::native
