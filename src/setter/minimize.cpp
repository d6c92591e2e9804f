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

std::string_view to_string(Symmetry symmetry) {
  switch (symmetry) {
    case Symmetry::rotate90:
      return "rotate90";
    case Symmetry::rotate180:
      return "rotate180";
    case Symmetry::mirror:
      return "mirror";
    case Symmetry::flip:
      return "flip";
    case Symmetry::none:
      break;
  }
  return "none";
}

std::optional<Symmetry> symmetry_from_name(std::string_view name) {
  for (const Symmetry s :
       {Symmetry::none, Symmetry::rotate90, Symmetry::rotate180, Symmetry::mirror, Symmetry::flip})
    if (name == to_string(s)) return s;
  return std::nullopt;
}

std::vector<std::vector<int>> symmetry_orbits(int side, Symmetry symmetry) {
  const int n = side;
  // The images of (r, c) under the symmetry's group, itself first.
  auto images = [&](int r, int c) -> std::vector<std::pair<int, int>> {
    switch (symmetry) {
      case Symmetry::rotate90:
        return {{r, c}, {c, n - 1 - r}, {n - 1 - r, n - 1 - c}, {n - 1 - c, r}};
      case Symmetry::rotate180:
        return {{r, c}, {n - 1 - r, n - 1 - c}};
      case Symmetry::mirror:
        return {{r, c}, {r, n - 1 - c}};
      case Symmetry::flip:
        return {{r, c}, {n - 1 - r, c}};
      case Symmetry::none:
        break;
    }
    return {{r, c}};
  };
  std::vector<std::vector<int>> orbits;
  std::vector<char> placed(static_cast<std::size_t>(n * n), 0);
  for (int cell = 0; cell < n * n; ++cell) {
    if (placed[static_cast<std::size_t>(cell)]) continue;
    std::vector<int> orbit;
    for (const auto& [r, c] : images(cell / n, cell % n)) {
      const int image = r * n + c;
      if (placed[static_cast<std::size_t>(image)]) continue;
      placed[static_cast<std::size_t>(image)] = 1;
      orbit.push_back(image);
    }
    std::sort(orbit.begin(), orbit.end());
    orbits.push_back(std::move(orbit));
  }
  return orbits;
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
  // The givens that go together (one each without a symmetry), in a
  // shuffled order.
  std::vector<std::vector<int>> order;
  for (std::vector<int>& orbit : symmetry_orbits(current.side(), options.symmetry)) {
    const bool kept = std::any_of(orbit.begin(), orbit.end(), [&](int cell) {
      return std::find(options.keep.begin(), options.keep.end(), cell) != options.keep.end();
    });
    std::erase_if(orbit, [&](int cell) { return current.grid.at(cell) == 0; });
    if (!kept && !orbit.empty()) order.push_back(std::move(orbit));
  }
  SetterRandom random(options.seed);
  random.shuffle(order);
  const auto drop = [](Puzzle& p, const std::vector<int>& cells) {
    for (const int cell : cells) p.grid.set(cell, 0);
  };
  // A grid more than half full (a completion, in generate) nearly always
  // stays unique when the first of those givens go at once: one count then
  // replaces many. If not, they are tried one by one like the rest.
  std::size_t from = 0;
  const int batch = current.grid.givens() - current.grid.cells() / 2;
  if (batch > 1) {
    std::size_t groups = 0;
    int cells = 0;
    while (groups < order.size() && cells < batch)
      cells += static_cast<int>(order[groups++].size());
    if (cells >= batch) {
      Puzzle fewer = current;
      for (std::size_t i = 0; i < groups; ++i) drop(fewer, order[i]);
      const CountResult r = counter.count(fewer, 2, options.limits);
      add(result.stats, r.stats);
      if (r.status != Status::solved) return result;  // unknown
      if (r.count == 1) {
        current = std::move(fewer);
        result.removed = cells;
        from = groups;
      }
    }
  }
  std::vector<int> values;
  for (std::size_t i = from; i < order.size(); ++i) {
    values.clear();
    for (const int cell : order[i]) values.push_back(current.grid.at(cell));
    drop(current, order[i]);
    const CountResult r = counter.count(current, 2, options.limits);
    add(result.stats, r.stats);
    if (r.status != Status::solved) return result;  // unknown
    if (r.count == 1) {
      result.removed += static_cast<int>(order[i].size());
    } else {  // needed
      for (std::size_t k = 0; k < values.size(); ++k) current.grid.set(order[i][k], values[k]);
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
                                  const Limits& limits, Symmetry symmetry) {
  using Kind = Confirmation::Kind;
  const Confirmation stopped{Kind::unknown, "a limit stopped the count"};
  const CountResult whole = engine.count(puzzle, 2, limits);
  if (whole.status != Status::solved) return stopped;
  if (whole.count != 1) {
    return {Kind::refuted,
            whole.count == 0 ? "no completion" : std::to_string(whole.count) + "+ completions"};
  }
  if (!check_minimal) return {};
  for (std::vector<int>& orbit : symmetry_orbits(puzzle.side(), symmetry)) {
    std::erase_if(orbit, [&](int cell) { return puzzle.grid.at(cell) == 0; });
    if (orbit.empty()) continue;
    Puzzle less = puzzle;
    for (const int cell : orbit) less.grid.set(cell, 0);
    const CountResult r = engine.count(less, 2, limits);
    if (r.status != Status::solved) return stopped;
    if (r.count == 1) {
      std::string names;
      for (const int cell : orbit)
        names += (names.empty() ? "" : ", ") + given_name(puzzle.grid, cell);
      return {Kind::refuted, names + (orbit.size() == 1 ? " is" : " are") + " not needed"};
    }
  }
  return {};
}

}  // namespace satdoku
