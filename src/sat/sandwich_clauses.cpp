// Sandwich clauses; see rule_encoder.hpp for the encodings and their sizes.
#include "sandwich_clauses.hpp"

#include <cstdint>
#include <utility>

namespace satdoku {
namespace {

// More sets of digits than this (sides above 12 with middling totals) and
// the set encoding gives way to the layered sums.
constexpr std::size_t kMaxSets = 256;

// Every set of distinct digits from 2..n-1 summing to `total`, as bit masks
// (bit d-1 for digit d); stops early past kMaxSets.
void sets_summing(int n, int total, int from, std::uint64_t chosen,
                  std::vector<std::uint64_t>& out) {
  if (out.size() > kMaxSets) return;
  if (total == 0) {
    out.push_back(chosen);
    return;
  }
  for (int d = from; d <= n - 1 && d <= total; ++d)
    sets_summing(n, total - d, d + 1, chosen | std::uint64_t{1} << (d - 1), out);
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
  if (sets.size() > kMaxSets) return false;
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
