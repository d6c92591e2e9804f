// Root-level simplification before loading; root_simplified.hpp says why.
#include "root_simplified.hpp"

#include <cstdlib>

namespace satdoku {

void RootSimplified::add_clause(std::span<const int> literals) {
  if (literals.empty()) empty_ = true;
  starts_.push_back(static_cast<std::uint32_t>(literals_.size()));
  for (const int l : literals) {
    literals_.push_back(l);
    if (std::abs(l) > variables_) variables_ = std::abs(l);
  }
}

std::uint64_t RootSimplified::finish(ClauseSink& to) {
  std::vector<int> c;
  if (empty_) {
    to.add_clause(c);
    return 1;
  }
  const std::size_t clauses = starts_.size();
  starts_.push_back(static_cast<std::uint32_t>(literals_.size()));
  // Counting propagation: each clause counts its false literals; the clauses
  // of each literal's negation are listed once (occurs, by literal slot).
  const std::size_t slots = 2 * static_cast<std::size_t>(variables_) + 2;
  const auto slot = [](int literal) {
    return 2 * static_cast<std::size_t>(std::abs(literal)) + (literal < 0 ? 1 : 0);
  };
  std::vector<std::uint32_t> first(slots + 1, 0), occurs(literals_.size());
  for (const int l : literals_) ++first[slot(-l) + 1];
  for (std::size_t i = 1; i <= slots; ++i) first[i] += first[i - 1];
  {
    std::vector<std::uint32_t> at(first.begin(), first.end() - 1);
    for (std::size_t i = 0; i < clauses; ++i)
      for (std::uint32_t j = starts_[i]; j < starts_[i + 1]; ++j)
        occurs[at[slot(-literals_[j])]++] = static_cast<std::uint32_t>(i);
  }
  std::vector<signed char> value(static_cast<std::size_t>(variables_) + 1, 0);
  const auto val = [&value](int literal) {
    const int v = value[static_cast<std::size_t>(std::abs(literal))];
    return literal > 0 ? v : -v;
  };
  std::vector<std::uint32_t> falses(clauses, 0);
  std::vector<int> trail;
  bool conflict = false;
  const auto assign = [&](int literal) {
    const int v = val(literal);
    if (v < 0) conflict = true;
    if (v != 0) return;
    value[static_cast<std::size_t>(std::abs(literal))] =
        static_cast<signed char>(literal > 0 ? 1 : -1);
    trail.push_back(literal);
  };
  // A clause with one literal not false: that literal holds (if it is not
  // true already); none: a conflict.
  const auto look = [&](std::size_t i) {
    int open = 0;
    for (std::uint32_t j = starts_[i]; j < starts_[i + 1]; ++j) {
      const int v = val(literals_[j]);
      if (v > 0) return;
      if (v == 0) open = literals_[j];
    }
    if (open == 0) {
      conflict = true;
      return;
    }
    assign(open);
  };
  for (std::size_t i = 0; i < clauses && !conflict; ++i)
    if (starts_[i + 1] - starts_[i] == 1) assign(literals_[starts_[i]]);
  for (std::size_t head = 0; head < trail.size() && !conflict; ++head) {
    const std::size_t s = slot(trail[head]);
    for (std::uint32_t k = first[s]; k < first[s + 1] && !conflict; ++k) {
      const std::uint32_t i = occurs[k];
      if (++falses[i] + 1 >= starts_[i + 1] - starts_[i]) look(i);
    }
  }
  if (conflict) {
    c.clear();
    to.add_clause(c);
    return 1;
  }
  std::uint64_t written = 0;
  for (int v = 1; v <= cell_variables_ && v <= variables_; ++v) {
    if (value[static_cast<std::size_t>(v)] == 0) continue;
    c = {value[static_cast<std::size_t>(v)] > 0 ? v : -v};
    to.add_clause(c);
    ++written;
  }
  for (std::size_t i = 0; i < clauses; ++i) {
    c.clear();
    bool satisfied = false;
    for (std::uint32_t j = starts_[i]; j < starts_[i + 1] && !satisfied; ++j) {
      const int v = val(literals_[j]);
      satisfied = v > 0;
      if (v == 0) c.push_back(literals_[j]);
    }
    if (satisfied || c.size() <= 1) continue;  // a unit is fixed: written above, or gone
    to.add_clause(c);
    ++written;
  }
  return written;
}

}  // namespace satdoku
