// The clauses of a line automaton; automaton_clauses.hpp describes them.
#include "automaton_clauses.hpp"

#include <cstdint>

namespace satdoku {

int encode_automaton(const LineAutomaton& a, int side, const std::function<int(int, int)>& x,
                     int next_free, const std::function<void(std::vector<int>&)>& clause) {
  const auto k = a.cells.size();
  const auto states = static_cast<std::size_t>(a.states);
  // live[i][q]: state q can be reached after i cells and can still reach an
  // accepting state after the last.
  std::vector<std::vector<std::uint8_t>> live(k + 1, std::vector<std::uint8_t>(states));
  live[0][0] = 1;
  for (std::size_t i = 1; i <= k; ++i)
    for (std::size_t q = 0; q < states; ++q)
      if (live[i - 1][q])
        for (int d = 1; d <= side; ++d)
          if (const int to = a.step(static_cast<int>(q), d, side); to >= 0) live[i][to] = 1;
  for (std::size_t q = 0; q < states; ++q) live[k][q] = live[k][q] && a.accepting[q];
  for (std::size_t i = k; i-- > 0;) {
    for (std::size_t q = 0; q < states; ++q) {
      bool onward = false;
      for (int d = 1; d <= side && live[i][q] && !onward; ++d) {
        const int to = a.step(static_cast<int>(q), d, side);
        onward = to >= 0 && live[i + 1][to];
      }
      live[i][q] = onward ? 1 : 0;
    }
  }
  std::vector<int> c;
  if (!live[0][0]) {  // no digits make the line pass
    clause(c);
    return next_free;
  }
  // The variable of (position, state) for inner positions; positions 0 and
  // k are constants (the start; some accepting state).
  std::vector<std::vector<int>> var(k + 1, std::vector<int>(states, 0));
  for (std::size_t i = 1; i < k; ++i)
    for (std::size_t q = 0; q < states; ++q)
      if (live[i][q]) var[i][q] = next_free++;
  const auto inner = [k](std::size_t i) { return i > 0 && i < k; };

  for (std::size_t i = 1; i <= k; ++i) {
    const int cell = a.cells[i - 1];
    for (int d = 1; d <= side; ++d) {
      const int digit = x(cell, d);
      // Forward, and the support of the digit among the states before it
      // (at the start the forward clauses say it all).
      std::vector<int> support = {-digit};
      for (std::size_t q = 0; q < states; ++q) {
        if (!live[i - 1][q]) continue;
        const int to = a.step(static_cast<int>(q), d, side);
        const bool onward = to >= 0 && live[i][to];
        if (onward && inner(i - 1)) support.push_back(var[i - 1][q]);
        if (onward && !inner(i)) continue;  // lands on the accepting constant
        c.clear();
        if (inner(i - 1)) c.push_back(-var[i - 1][q]);
        c.push_back(-digit);
        if (onward) c.push_back(var[i][to]);
        clause(c);
      }
      if (inner(i - 1)) clause(support);
      // Backward: a state after this cell came from one before it.
      if (!inner(i)) continue;
      for (std::size_t q = 0; q < states; ++q) {
        if (!live[i][q]) continue;
        c = {-var[i][q], -digit};
        bool start = false;
        for (std::size_t p = 0; p < states; ++p) {
          if (!live[i - 1][p] || a.step(static_cast<int>(p), d, side) != static_cast<int>(q))
            continue;
          if (inner(i - 1)) c.push_back(var[i - 1][p]);
          start = start || !inner(i - 1);
        }
        if (!start) clause(c);
      }
    }
  }
  // One state holds at each inner position.
  for (std::size_t i = 1; i < k; ++i) {
    c.clear();
    for (std::size_t q = 0; q < states; ++q)
      if (live[i][q]) c.push_back(var[i][q]);
    clause(c);
  }
  return next_free;
}

}  // namespace satdoku
