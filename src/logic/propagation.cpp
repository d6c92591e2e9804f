#include "propagation.hpp"
#include <cstdio>

namespace satdoku::logic {

int Outcome::ancestors(int index, std::vector<int>& stamp, int& generation,
                       std::vector<int>& todo) const {
  ++generation;
  if (stamp.size() < nodes.size()) stamp.resize(nodes.size(), 0);
  todo.assign(1, index);
  stamp[index] = generation;
  int count = 0;
  while (!todo.empty()) {
    const int i = todo.back();
    todo.pop_back();
    ++count;
    for (int k = parent_begin[i]; k < parent_begin[i + 1]; ++k) {
      const int p = parents[k];
      if (stamp[p] != generation) {
        stamp[p] = generation;
        todo.push_back(p);
      }
    }
  }
  return count;
}

Propagator::Propagator(const FindContext& c, const Links& links, Propagation kind)
    : c_(c), t_(c.topo), l_(links), kind_(kind), n_(c.side()) {
  mask0_.resize(t_.cells);
  for (int cell = 0; cell < t_.cells; ++cell) mask0_[cell] = c.open(cell) ? c.mask(cell) : 0;
  where0_.assign(t_.houses.size() * n_, 0);
  slot_.resize(t_.cells);
  for (std::size_t h = 0; h < t_.houses.size(); ++h) {
    const auto& cells = t_.houses[h].cells;
    for (std::size_t i = 0; i < cells.size(); ++i) {
      for (DigitMask m = mask0_[cells[i]]; m; m &= m - 1)
        where0_[h * n_ + std::countr_zero(m)] |= std::uint64_t{1} << i;
    }
  }
  for (int cell = 0; cell < t_.cells; ++cell) {
    for (const int h : t_.houses_of[cell]) {
      const auto& cells = t_.houses[h].cells;
      slot_[cell].push_back(
          static_cast<int>(std::find(cells.begin(), cells.end(), cell) - cells.begin()));
    }
  }
}

void Propagator::reset(Outcome& out) {
  if (out.local.size() != static_cast<std::size_t>(2 * l_.count))
    out.local.assign(2 * l_.count, -1);
  for (const int node : out.nodes)
    if (node >= 0) out.local[node] = -1;
  out.nodes.clear();
  out.parent_begin.assign(1, 0);
  out.parents.clear();
  out.clash_on = out.clash_off = -1;
}

int Propagator::add(Outcome& out, int node, const int* causes, int count) {
  const int index = static_cast<int>(out.nodes.size());
  out.nodes.push_back(node);
  out.parents.insert(out.parents.end(), causes, causes + count);
  out.parent_begin.push_back(static_cast<int>(out.parents.size()));
  return index;
}

void Propagator::remove(int cand) {
  const int cell = cand / n_, d = cand % n_;
  mask_[cell] &= ~(DigitMask{1} << d);
  const auto& houses = t_.houses_of[cell];
  for (std::size_t j = 0; j < houses.size(); ++j)
    where_[houses[j] * n_ + d] &= ~(std::uint64_t{1} << slot_[cell][j]);
  removed_.push_back(cand);
}

void Propagator::run(int start, Outcome& out) {
  reset(out);
  const bool dynamic = kind_ != Propagation::static_multiple;
  const bool y_links = kind_ != Propagation::nishio;
  if (dynamic) {
    mask_ = mask0_;
    where_ = where0_;
    removed_.clear();
  }
  std::vector<int> pending_on, pending_off;
  std::size_t on_head = 0, off_head = 0;
  out.local[start] = add(out, start, nullptr, 0);
  (start & 1 ? pending_on : pending_off).push_back(out.local[start]);

  auto clash = [&](int on_index, int off_node, int cause) {
    out.clash_on = on_index;
    out.clash_off = add(out, off_node, cause);
  };
  while (true) {
    if (on_head < pending_on.size()) {
      const int index = pending_on[on_head++];
      const int cand = out.nodes[index] >> 1;
      const int cell = cand / n_, d = cand % n_;
      auto off = [&](int other) {
        const int node = other * 2;
        if (out.local[node + 1] >= 0) {
          clash(out.local[node + 1], node, index);
          return true;
        }
        if (out.local[node] < 0) {
          out.local[node] = add(out, node, index);
          pending_off.push_back(out.local[node]);
        }
        return false;
      };
      const DigitMask mask = dynamic ? mask_[cell] : mask0_[cell];
      if (y_links)
        for (DigitMask m = mask & ~(DigitMask{1} << d); m; m &= m - 1)
          if (off(cell * n_ + std::countr_zero(m))) return;
      for (int i = l_.weak_begin[cand]; i < l_.weak_begin[cand + 1]; ++i) {
        const int other = l_.weak[i];
        if (!y_links && other % n_ != d) continue;
        if (dynamic && !(mask_[other / n_] >> (other % n_) & 1)) continue;
        if (off(other)) return;
      }
      continue;
    }
    if (off_head < pending_off.size()) {
      const int index = pending_off[off_head++];
      const int cand = out.nodes[index] >> 1;
      const int cell = cand / n_, d = cand % n_;
      // A true node caused by the candidates in causes_.
      auto on = [&](int other) {
        const int node = other * 2 + 1;
        if (out.local[node - 1] >= 0) {
          // The other way round: the true node is new, the false one known.
          out.clash_on = add(out, node, causes_.data(), static_cast<int>(causes_.size()));
          out.clash_off = out.local[node - 1];
          return true;
        }
        if (out.local[node] < 0) {
          out.local[node] = add(out, node, causes_.data(), static_cast<int>(causes_.size()));
          pending_on.push_back(out.local[node]);
        }
        return false;
      };
      causes_.assign(1, index);
      if (!dynamic) {
        if (y_links && l_.bivalue_partner[cand] >= 0 && on(l_.bivalue_partner[cand])) return;
        for (int i = l_.conjugate_begin[cand]; i < l_.conjugate_begin[cand + 1]; ++i)
          if (on(l_.conjugate[i])) return;
        continue;
      }
      // Dynamic: the grid as this run has reduced it, before this candidate goes.
      if (y_links && count_of(mask_[cell]) == 2) {
        const int other = cell * n_ + std::countr_zero(mask_[cell] & ~(DigitMask{1} << d));
        causes_.assign(1, index);
        for (DigitMask gone = mask0_[cell] & ~mask_[cell]; gone; gone &= gone - 1)
          causes_.push_back(out.local[(cell * n_ + std::countr_zero(gone)) * 2]);
        if (on(other)) return;
      }
      const auto& houses = t_.houses_of[cell];
      for (std::size_t j = 0; j < houses.size(); ++j) {
        const int h = houses[j];
        const std::uint64_t now = where_[h * n_ + d];
        if (count_of(now) != 2) continue;
        const int other_slot = std::countr_zero(now & ~(std::uint64_t{1} << slot_[cell][j]));
        const int other = t_.houses[h].cells[other_slot] * n_ + d;
        causes_.assign(1, index);
        for (std::uint64_t gone = where0_[h * n_ + d] & ~now; gone; gone &= gone - 1)
          causes_.push_back(out.local[(t_.houses[h].cells[std::countr_zero(gone)] * n_ + d) * 2]);
        if (on(other)) return;
      }
      remove(cand);
      continue;
    }
    if (kind_ >= Propagation::dynamic_plus && advanced(out, pending_off)) continue;
    return;
  }
}

bool Propagator::advanced(Outcome& out, std::vector<int>& pending_off) {
  // The reduced grid as a candidate state the basic finders can read.
  CandidateState reduced = c_.state;
  for (const int cand : removed_) reduced.eliminate(cand / n_, DigitMask{1} << (cand % n_));
  FindContext context{c_.puzzle, reduced, t_,         [](std::string_view) { return true; },
                      false,     c_.stop, c_.deadline};
  const Finder finders[] = {find_intersection, find_hidden_pair, find_naked_pair,
                            find_x_wing,       find_chains,      find_multiple_forcing};
  const int count = kind_ == Propagation::nested_multiple ? 6
                    : kind_ == Propagation::nested_chains ? 5
                                                          : 4;
  for (int f = 0; f < count; ++f) {
    if (c_.stopped()) return false;
    std::optional<Step> step = finders[f](context);
    if (!step) continue;
    // A placement takes the cell's other digits out.
    for (const Placement& p : step->placements)
      add_elimination(*step, p.cell, reduced.mask(p.cell) & ~bit_of(p.digit));
    // The step's causes: what this run took out of its pattern's cells and
    // houses among the digits it concerns.
    DigitMask digits = 0;
    for (const Elimination& e : step->eliminations) digits |= e.digits;
    for (const int cell : step->reason.cells) digits |= reduced.mask(cell);
    std::vector<int> causes;
    for (const int cand : removed_) {
      const int cell = cand / n_;
      if (!(digits >> (cand % n_) & 1)) continue;
      bool near = false;
      for (const int p : step->reason.cells) near = near || p == cell || t_.sees(p, cell);
      if (near) causes.push_back(out.local[cand * 2]);
    }
    bool added = false;
    for (const Elimination& e : step->eliminations) {
      for (DigitMask m = e.digits; m; m &= m - 1) {
        const int node = (e.cell * n_ + std::countr_zero(m)) * 2;
        if (out.local[node] >= 0 || !(mask_[e.cell] >> std::countr_zero(m) & 1)) continue;
        out.local[node] = add(out, node, causes.data(), static_cast<int>(causes.size()));
        pending_off.push_back(out.local[node]);
        added = true;
      }
    }
    return added;
  }
  return false;
}

}  // namespace satdoku::logic
