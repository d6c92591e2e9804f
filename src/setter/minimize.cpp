// One shuffled pass over the givens, each dropped when the puzzle stays
// unique without it (satdoku/minimize.hpp).
#include "satdoku/minimize.hpp"

#include <algorithm>

namespace satdoku {

std::uint64_t SetterRandom::next() {
  std::uint64_t z = (state_ += 0x9E3779B97F4A7C15ULL);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

int SetterRandom::below(int bound) {
  // Multiply-shift: bias below 2^-32 for the small bounds used here.
  return static_cast<int>(((next() >> 32) * static_cast<std::uint64_t>(bound)) >> 32);
}

namespace {

void add(EngineStats& to, const EngineStats& s) {
  to.sat_calls += s.sat_calls;
  to.conflicts += s.conflicts;
  to.nodes += s.nodes;
}

std::string given_name(const Grid& grid, int cell) {
  // Appended piece by piece: GCC 12 warns falsely (-Wrestrict) on "R" + std::string.
  std::string name = "R";
  name += std::to_string(cell / grid.side() + 1);
  name += 'C';
  name += std::to_string(cell % grid.side() + 1);
  name += '=';
  name += std::to_string(grid.at(cell));
  return name;
}

}  // namespace

MinimizeResult minimize(const Puzzle& puzzle, Engine& counter, const MinimizeOptions& options) {
  MinimizeResult result;
  const CountResult start = counter.count(puzzle, 2, options.limits);
  add(result.stats, start.stats);
  if (start.status != Status::solved) return result;  // unknown
  if (start.count == 0) {
    result.kind = MinimizeResult::Kind::no_solution;
    return result;
  }
  if (start.count > 1) {
    result.kind = MinimizeResult::Kind::not_unique;
    return result;
  }
  Puzzle current = puzzle;
  std::vector<int> order;
  for (int cell = 0; cell < current.grid.cells(); ++cell)
    if (current.grid.at(cell) != 0 &&
        std::find(options.keep.begin(), options.keep.end(), cell) == options.keep.end())
      order.push_back(cell);
  SetterRandom random(options.seed);
  random.shuffle(order);
  // A grid more than half full (a completion, in generate) nearly always
  // stays unique when the first of those givens go at once: one count then
  // replaces many. If not, they are tried one by one like the rest.
  std::size_t from = 0;
  const int batch = current.grid.givens() - current.grid.cells() / 2;
  if (batch > 1 && static_cast<std::size_t>(batch) <= order.size()) {
    Puzzle fewer = current;
    for (int i = 0; i < batch; ++i) fewer.grid.set(order[static_cast<std::size_t>(i)], 0);
    const CountResult r = counter.count(fewer, 2, options.limits);
    add(result.stats, r.stats);
    if (r.status != Status::solved) return result;  // unknown
    if (r.count == 1) {
      current = std::move(fewer);
      result.removed = batch;
      from = static_cast<std::size_t>(batch);
    }
  }
  for (std::size_t i = from; i < order.size(); ++i) {
    const int cell = order[i];
    const int value = current.grid.at(cell);
    current.grid.set(cell, 0);
    const CountResult r = counter.count(current, 2, options.limits);
    add(result.stats, r.stats);
    if (r.status != Status::solved) return result;  // unknown
    if (r.count == 1) {
      ++result.removed;
    } else {
      current.grid.set(cell, value);  // needed
    }
  }
  const SolveResult solved = counter.any(current, options.limits);
  add(result.stats, solved.stats);
  if (solved.status != Status::solved) return result;
  result.kind = MinimizeResult::Kind::minimal;
  result.solution = solved.solution;
  result.puzzle = std::move(current);
  return result;
}

Confirmation check_unique_minimal(const Puzzle& puzzle, Engine& engine, bool check_minimal,
                                  const Limits& limits) {
  using Kind = Confirmation::Kind;
  const Confirmation stopped{Kind::unknown, "a limit stopped the count"};
  const CountResult whole = engine.count(puzzle, 2, limits);
  if (whole.status != Status::solved) return stopped;
  if (whole.count != 1) {
    return {Kind::refuted,
            whole.count == 0 ? "no completion" : std::to_string(whole.count) + "+ completions"};
  }
  if (!check_minimal) return {};
  Puzzle less = puzzle;
  for (int cell = 0; cell < puzzle.grid.cells(); ++cell) {
    const int value = puzzle.grid.at(cell);
    if (value == 0) continue;
    less.grid.set(cell, 0);
    const CountResult r = engine.count(less, 2, limits);
    if (r.status != Status::solved) return stopped;
    if (r.count == 1) return {Kind::refuted, given_name(puzzle.grid, cell) + " is not needed"};
    less.grid.set(cell, value);
  }
  return {};
}

}  // namespace satdoku
