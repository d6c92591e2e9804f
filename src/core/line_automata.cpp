// The automata of the rules that read a line with memory (lowering_lines.hpp).
// Each is built by walking every state its rule can reach from the start: a
// state is the position along the line and what the rule remembers there
// (a between line's first end and the highest or lowest cell so far, an
// X-sum's count and sum ...). Moves that break the rule, or that leave no way
// to satisfy it, go nowhere, so the tables stay small.
#include <algorithm>
#include <array>
#include <cstdint>
#include <cstdlib>
#include <optional>
#include <unordered_map>

#include "lowering_lines.hpp"

namespace satdoku {
namespace {

// [0]: the position of the next cell to read; [1..3]: the rule's memory.
using State = std::array<int, 4>;

// The automaton whose moves are `step(state, digit)` (the memory after
// reading digit at state[0], or nothing) and whose accepting states, after
// the last cell, are those `accept` says yes to.
template <class Step, class Accept>
LineAutomaton build(const std::vector<int>& cells, int side, Step step, Accept accept) {
  LineAutomaton a;
  a.cells = cells;
  const int length = static_cast<int>(cells.size());
  std::vector<State> states{State{}};
  // States by a packed key (each part is small): a hash table, where a
  // sorted map cost an X-sum line's CNF more than its clauses did.
  const auto key = [](const State& s) {
    std::uint64_t k = 0;
    for (const int part : s) k = k << 16 | static_cast<std::uint16_t>(part + 0x4000);
    return k;
  };
  std::unordered_map<std::uint64_t, int> ids{{key(State{}), 0}};
  for (std::size_t q = 0; q < states.size(); ++q) {
    const State from = states[q];  // a copy: states grows below
    for (int d = 1; d <= side; ++d) {
      std::optional<State> to = from[0] < length ? step(from, d) : std::nullopt;
      if (!to) {
        a.next.push_back(-1);
        continue;
      }
      (*to)[0] = from[0] + 1;
      const auto [it, fresh] = ids.try_emplace(key(*to), static_cast<int>(states.size()));
      if (fresh) states.push_back(*to);
      a.next.push_back(it->second);
    }
  }
  a.states = static_cast<int>(states.size());
  for (const State& s : states) a.accepting.push_back(s[0] == length && accept(s) ? 1 : 0);
  return a;
}

}  // namespace

// Memory: [1] the first end's digit, [2] +1 when the cells between are above
// it, -1 below, 0 before the first of them, [3] the farthest of them from
// the first end.
LineAutomaton between_automaton(const std::vector<int>& line, int side) {
  const int last = static_cast<int>(line.size()) - 1;
  return build(
      line, side,
      [last](const State& s, int d) -> std::optional<State> {
        if (s[0] == 0) return State{0, d, 0, 0};
        const int end = s[1], direction = s[2], far = s[3];
        if (s[0] == last) {  // the second end: beyond every cell between
          const bool ok = direction > 0 ? d > far : direction < 0 && d < far;
          if (ok) return State{0, 0, 0, 0};
          return std::nullopt;
        }
        if (d == end || (direction > 0 && d < end) || (direction < 0 && d > end))
          return std::nullopt;
        const int side_of_end = d > end ? 1 : -1;
        const int farther = direction == 0    ? d
                            : side_of_end > 0 ? std::max(far, d)
                                              : std::min(far, d);
        return State{0, end, side_of_end, farther};
      },
      [](const State&) { return true; });
}

// Memory: [1] the first end's digit, [2] the highest cell between below it
// (0: none yet), [3] the lowest above it (side + 1: none yet).
LineAutomaton lockout_automaton(const std::vector<int>& line, int side, int gap) {
  const int last = static_cast<int>(line.size()) - 1;
  return build(
      line, side,
      [last, side, gap](const State& s, int d) -> std::optional<State> {
        if (s[0] == 0) return State{0, d, 0, side + 1};
        const int end = s[1], below = s[2], above = s[3];
        if (s[0] == last) {  // the second end: far enough, and no cell inside the range
          if (std::abs(d - end) < gap) return std::nullopt;
          const bool clear = d > end ? above > d : below < d;
          if (clear) return State{0, 0, 0, 0};
          return std::nullopt;
        }
        if (d == end) return std::nullopt;
        if (d < end) return State{0, end, std::max(below, d), above};
        return State{0, end, below, std::min(above, d)};
      },
      [](const State&) { return true; });
}

// Memory: [1] how many cells are still to be added, [2] the sum so far;
// once every counted cell is in, [1] is -1 and the rest of the line is read
// without looking.
LineAutomaton x_sum_automaton(const std::vector<int>& cells, int side, int total) {
  const int length = static_cast<int>(cells.size());
  return build(
      cells, side,
      [total, length, side](const State& s, int d) -> std::optional<State> {
        int left = s[1], sum = s[2];
        if (left < 0) return State{0, -1, total, 0};
        if (s[0] == 0) {
          left = d;  // the first cell says how many
          // The whole line (a row or column: its digits all differ) sums
          // to 1 + ... + N whatever its order.
          if (d == length && length == side) {
            if (total != side * (side + 1) / 2) return std::nullopt;
            return State{0, -1, total, 0};
          }
        }
        sum += d;
        --left;
        if (sum > total || left > length - s[0] - 1) return std::nullopt;
        // The cells still to add differ from each other (one row or column):
        // `left` different digits sum to between 1 + ... + left and
        // N + ... + (N - left + 1).
        const int rest = total - sum;
        if (rest < left * (left + 1) / 2 || rest > left * (2 * side - left + 1) / 2)
          return std::nullopt;
        if (left == 0) {
          if (sum != total) return std::nullopt;
          return State{0, -1, total, 0};
        }
        return State{0, left, sum, 0};
      },
      [](const State& s) { return s[1] < 0; });
}

// Memory: [1] the highest digit so far, [2] how many cells were seen.
LineAutomaton skyscraper_automaton(const std::vector<int>& cells, int side, int visible) {
  const int length = static_cast<int>(cells.size());
  return build(
      cells, side,
      [side, visible, length](const State& s, int d) -> std::optional<State> {
        if (d == s[1]) return std::nullopt;  // one row or column: the tallest so far is placed
        const int high = std::max(s[1], d), seen = s[2] + (d > s[1] ? 1 : 0);
        // Each later cell seen must be higher still: at most side - high more.
        const int still = std::min(length - s[0] - 1, side - high);
        if (seen > visible || seen + still < visible) return std::nullopt;
        return State{0, high, seen, 0};
      },
      [visible](const State& s) { return s[2] == visible; });
}

}  // namespace satdoku
