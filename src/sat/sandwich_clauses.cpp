// Sandwich clauses; see rule_encoder.hpp for the encodings and their sizes.
#include "sandwich_clauses.hpp"

#include <cstdint>

#include <utility>
#include "layered_clauses.hpp"
#include "sat/sat_tuning.hpp"

namespace satdoku {
namespace {

// Every set of distinct digits from 2..n-1 summing to `total`, as bit masks
// (bit d-1 for digit d); stops early past kMaxSandwichSets (sat_tuning.hpp):
// more (sides above 12 with middling totals) take the layered sums.
void sets_summing(int n, int total, int from, std::uint64_t chosen,
                  std::vector<std::uint64_t>& out) {
  if (out.size() > sat_tuning::kMaxSandwichSets) return;
  if (total == 0) {
    out.push_back(chosen);
    return;
  }
  for (int d = from; d <= n - 1 && d <= total; ++d)
    sets_summing(n, total - d, d + 1, chosen | std::uint64_t{1} << (d - 1), out);
}

// The row read cell by cell as a layered graph (layered_clauses.hpp) whose
// states are: no slice yet; between the slices, which one came first and
// how many cells since; past both. The second slice closes only after as
// many cells as some filling has (`sizes`: nonzero for each size). Unit
// propagation on it places the slices as far apart as the native engine's
// placements do (native/rule_sandwich.cpp).
void sandwich_by_placements(const ClauseWriter& out, const std::vector<int>& cells, int n,
                            const std::vector<int>& sizes) {
  int most = 0;
  for (int m = 0; m < n; ++m)
    if (sizes[m] != 0) most = m;
  // State ids: 0 before, 1 after, 2 + opener * (most + 1) + count between.
  const auto between = [most](int opener, int count) { return 2 + opener * (most + 1) + count; };
  const int states = between(1, most) + 1;
  const auto step = [&](int q, int d) -> int {
    const bool slice = d == 1 || d == n;
    if (q == 0) return slice ? between(d == n ? 1 : 0, 0) : 0;
    if (q == 1) return slice ? -1 : 1;
    const int count = (q - 2) % (most + 1), opener = (q - 2) / (most + 1);
    if (slice) return (d == n) != (opener == 1) && sizes[count] != 0 ? 1 : -1;
    return count == most ? -1 : between(opener, count + 1);
  };
  std::vector<LayerStep> steps(static_cast<std::size_t>(n));
  std::vector<int> id(static_cast<std::size_t>(states), -1), next_id = id, layer = {0}, next_layer;
  id[0] = 0;
  for (int p = 0; p < n; ++p) {
    LayerStep& layer_step = steps[static_cast<std::size_t>(p)];
    for (int d = 1; d <= n; ++d) layer_step.options.push_back({{out.x(cells[p], d), 0}, 1});
    next_layer.clear();
    for (const int q : layer) {
      for (int d = 1; d <= n; ++d) {
        const int to = step(q, d);
        if (to < 0 || (p == n - 1 && to != 1)) continue;
        if (next_id[to] < 0) {
          next_id[to] = static_cast<int>(next_layer.size());
          next_layer.push_back(to);
        }
        layer_step.edges.push_back({id[q], d - 1, next_id[to]});
      }
    }
    layer_step.nodes = static_cast<int>(next_layer.size());
    for (const int q : layer) id[q] = -1;
    std::swap(id, next_id);
    std::swap(layer, next_layer);
  }
  encode_layered(steps, out.fresh, out.clause);
}

}  // namespace

int sandwich_chain(const ClauseWriter& out, const std::vector<int>& cells, int n) {
  const int t0 = out.fresh();
  for (int p = 1; p <= n - 2; ++p) out.fresh();
  auto t = [t0](int p) { return t0 + p; };
  auto add = [&out](std::initializer_list<int> literals) {
    std::vector<int> c(literals);
    out.clause(c);
  };
  const int one0 = out.x(cells[0], 1), top0 = out.x(cells[0], n);
  add({-t(0), one0, top0});
  add({t(0), -one0});
  add({t(0), -top0});
  for (int p = 1; p <= n - 2; ++p) {
    const int one = out.x(cells[p], 1), top = out.x(cells[p], n);
    add({-t(p - 1), one, top, t(p)});
    add({t(p - 1), one, top, -t(p)});
    add({-t(p - 1), -one, -t(p)});
    add({-t(p - 1), -top, -t(p)});
    add({t(p - 1), -one, t(p)});
    add({t(p - 1), -top, t(p)});
  }
  return t0;
}

bool sandwich_by_sets(const ClauseWriter& out, const std::vector<int>& cells, int n, int total) {
  std::vector<std::uint64_t> sets;
  if (total >= 0) sets_summing(n, total, 2, 0, sets);
  if (sets.size() > sat_tuning::kMaxSandwichSets) return false;
  std::vector<int> c;
  if (sets.empty()) {  // no digits between the bread reach the total
    c.clear();
    out.clause(c);
    return true;
  }
  const int t0 = sandwich_chain(out, cells, n);
  // w_d: digit d lies between the bread. A cell p in 1..N-2 holding d (not
  // bread) is between exactly when t_p; the end cells never are.
  std::vector<int> w(static_cast<std::size_t>(n) + 1, 0);
  for (int d = 2; d <= n - 1; ++d) {
    w[d] = out.fresh();
    for (const int p : {0, n - 1}) {
      c = {-out.x(cells[p], d), -w[d]};
      out.clause(c);
    }
    for (int p = 1; p <= n - 2; ++p) {
      c = {-out.x(cells[p], d), -(t0 + p), w[d]};
      out.clause(c);
      c = {-out.x(cells[p], d), t0 + p, -w[d]};
      out.clause(c);
    }
  }
  // One set of digits is the filling; each fixes which digits lie between.
  std::vector<int> at_least_one;
  std::vector<int> of_size(static_cast<std::size_t>(n), 0);  // l_m: the filling has m digits
  for (const std::uint64_t set : sets) {
    const int z = out.fresh();
    at_least_one.push_back(z);
    int m = 0;
    for (int d = 2; d <= n - 1; ++d) {
      const bool in = (set >> (d - 1) & 1U) != 0;
      m += in ? 1 : 0;
      c = {-z, in ? w[d] : -w[d]};
      out.clause(c);
    }
    if (of_size[m] == 0) of_size[m] = out.fresh();
    c = {-z, of_size[m]};
    out.clause(c);
  }
  out.clause(at_least_one);
  sandwich_by_placements(out, cells, n, of_size);
  // Which digits lie between says which sets remain, and a cell between the
  // slices holds a digit of the set: with these, unit propagation bounds the
  // filling cell by cell as the native engine does.
  for (int d = 2; d <= n - 1; ++d) {
    std::vector<int> with = {-w[d]}, without = {w[d]};
    for (std::size_t i = 0; i < sets.size(); ++i)
      ((sets[i] >> (d - 1) & 1U) ? with : without).push_back(at_least_one[i]);
    out.clause(with);
    out.clause(without);
  }
  for (std::size_t i = 0; i < sets.size(); ++i) {
    for (int p = 1; p <= n - 2; ++p) {
      c = {-at_least_one[i], -(t0 + p), out.x(cells[p], 1), out.x(cells[p], n)};
      for (int d = 2; d <= n - 1; ++d)
        if (sets[i] >> (d - 1) & 1U) c.push_back(out.x(cells[p], d));
      out.clause(c);
    }
  }
  // The size fixes where the other slice goes: m digits between means the 1
  // and the N are m + 1 cells apart.
  for (int m = 0; m < n; ++m) {
    if (of_size[m] == 0) continue;
    for (int p = 0; p < n; ++p) {
      for (const auto& [here, there] : {std::pair{1, n}, std::pair{n, 1}}) {
        c = {-of_size[m], -out.x(cells[p], here)};
        if (p + m + 1 < n) c.push_back(out.x(cells[p + m + 1], there));
        if (p - m - 1 >= 0) c.push_back(out.x(cells[p - m - 1], there));
        out.clause(c);
      }
    }
  }
  return true;
}

}  // namespace satdoku
