// True candidates by SAT (covering models on one incremental solver) and by
// any engine (its own cover() when it has one, else one `any` per uncovered
// pair); see satdoku/true_candidates.hpp.
#include "satdoku/true_candidates.hpp"

#include <bit>
#include <memory>
#include <span>

#include "sat/sat_session.hpp"
#include "satdoku/sat_engine.hpp"

namespace satdoku {

bool TrueCandidates::has(int cell, int digit) const {
  return (masks[static_cast<std::size_t>(cell)] >> (digit - 1)) & 1U;
}

std::vector<int> TrueCandidates::digits(int cell) const {
  std::vector<int> out;
  for (int d = 1; d <= side; ++d)
    if (has(cell, d)) out.push_back(d);
  return out;
}

std::uint64_t TrueCandidates::count(int cell, int digit) const {
  return counts[static_cast<std::size_t>(cell * side + digit - 1)];
}

namespace {

std::uint64_t bit(int digit) {
  return std::uint64_t{1} << (digit - 1);
}

// Every candidate's completions, capped at options.limit, by `engine` on the
// puzzle with the cell fixed. False when a limit stopped a count.
bool count_candidates(Engine& engine, const Puzzle& puzzle, const CandidateOptions& options,
                      TrueCandidates& out) {
  const int n = puzzle.side();
  out.limit = options.limit;
  out.counts.assign(out.masks.size() * static_cast<std::size_t>(n), 0);
  for (int cell = 0; cell < puzzle.grid.cells(); ++cell) {
    for (int d = 1; d <= n; ++d) {
      if (!out.has(cell, d)) continue;
      Puzzle fixed = puzzle;
      fixed.grid.set(cell, d);
      const CountResult r = engine.count(fixed, options.limit, options.limits);
      out.stats.sat_calls += r.stats.sat_calls;
      out.stats.nodes += r.stats.nodes;
      if (r.status != Status::solved) return false;
      out.counts[static_cast<std::size_t>(cell * n + d - 1)] = r.count;
    }
  }
  return true;
}

void cover(TrueCandidates& out, const Grid& completion) {
  for (int cell = 0; cell < completion.cells(); ++cell)
    out.masks[static_cast<std::size_t>(cell)] |= bit(completion.at(cell));
}

TrueCandidates empty_result(const Puzzle& puzzle) {
  TrueCandidates out;
  out.side = puzzle.side();
  out.masks.assign(static_cast<std::size_t>(puzzle.grid.cells()), 0);
  return out;
}

}  // namespace

SatCandidates::SatCandidates() : pool_(std::make_unique<SolverPool>(SatOptions{})) {}
SatCandidates::~SatCandidates() = default;

std::optional<bool> SatCandidates::is_only_completion(const Puzzle& puzzle, const Grid& solution,
                                                      const Limits& limits) {
  SatSession session(*pool_, puzzle, SatBudget::from(limits));
  return session.only(solution);
}

TrueCandidates SatCandidates::run(const Puzzle& puzzle, const CandidateOptions& options) {
  TrueCandidates out = empty_result(puzzle);
  SatSession session(*pool_, puzzle, SatBudget::from(options.limits));
  CoverResult covered = session.cover(options.witnesses, options.within);
  out.status = covered.status;
  out.masks = std::move(covered.masks);
  out.stats = covered.stats;
  out.completions = std::move(covered.completions);
  if (out.status != Status::solved || options.limit == 0) return out;
  if (!counter_) counter_ = make_sat_engine();
  if (!count_candidates(*counter_, puzzle, options, out)) {
    out.status = Status::unknown;
    out.masks.assign(out.masks.size(), 0);
  }
  return out;
}

TrueCandidates true_candidates_sat(const Puzzle& puzzle, const CandidateOptions& options) {
  SatCandidates finder;
  return finder.run(puzzle, options);
}

TrueCandidates true_candidates_with(Engine& engine, const Puzzle& puzzle,
                                    const CandidateOptions& options) {
  TrueCandidates out = empty_result(puzzle);
  const CoverHints hints{options.witnesses, options.within};
  if (std::optional<DigitCover> c = engine.cover(puzzle, options.limits, hints)) {
    out.stats = c->stats;
    out.status = c->status;
    out.completions = std::move(c->completions);
    if (c->status != Status::solved) return out;
    out.masks = std::move(c->masks);
    if (options.limit > 0 && !count_candidates(engine, puzzle, options, out)) {
      out.status = Status::unknown;
      out.masks.assign(out.masks.size(), 0);
    }
    return out;
  }
  auto add = [&out](const SolveResult& r) {
    out.stats.sat_calls += r.stats.sat_calls;
    out.stats.conflicts += r.stats.conflicts;
    out.stats.nodes += r.stats.nodes;
  };
  const SolveResult first = engine.any(puzzle, options.limits);
  add(first);
  if (first.status != Status::solved) {
    out.status = first.status;
    return out;
  }
  cover(out, first.solution);
  const int n = puzzle.side();
  for (int cell = 0; cell < puzzle.grid.cells(); ++cell) {
    if (puzzle.grid.at(cell) != 0) continue;
    for (int d = 1; d <= n; ++d) {
      if (out.has(cell, d)) continue;
      Puzzle fixed = puzzle;
      fixed.grid.set(cell, d);
      const SolveResult r = engine.any(fixed, options.limits);
      add(r);
      if (r.status == Status::unknown) {
        out.status = Status::unknown;
        out.masks.assign(out.masks.size(), 0);
        return out;
      }
      if (r.status == Status::solved) cover(out, r.solution);
    }
  }
  if (options.limit > 0 && !count_candidates(engine, puzzle, options, out)) {
    out.status = Status::unknown;
    return out;
  }
  out.status = Status::solved;
  return out;
}

std::string compare_candidates(const TrueCandidates& a, const std::string& a_name,
                               const TrueCandidates& b, const std::string& b_name) {
  if (a.status != b.status)
    return a_name + " says " + std::string(to_string(a.status)) + ", " + b_name + " says " +
           std::string(to_string(b.status));
  auto set = [](const TrueCandidates& t, int cell) {
    std::string s = "{";
    for (int d : t.digits(cell)) {
      if (s.size() > 1) s += ',';
      s += std::to_string(d);
    }
    return s + "}";
  };
  const int n = a.side;
  for (std::size_t i = 0; i < a.masks.size(); ++i) {
    const int cell = static_cast<int>(i);
    // Appended piece by piece: GCC 12 warns falsely (-Wrestrict) on "R" + std::string.
    std::string where = "R";
    where += std::to_string(cell / n + 1);
    where += 'C';
    where += std::to_string(cell % n + 1);
    where += ": ";
    if (a.masks[i] != b.masks[i])
      return where + a_name + " says " + set(a, cell) + ", " + b_name + " says " + set(b, cell);
    if (a.counts.empty() || b.counts.empty()) continue;
    for (int d = 1; d <= n; ++d) {
      if (!a.has(cell, d)) continue;
      if (a.count(cell, d) != b.count(cell, d))
        return where + "digit " + std::to_string(d) + ": " + a_name + " counts " +
               std::to_string(a.count(cell, d)) + ", " + b_name + " counts " +
               std::to_string(b.count(cell, d));
    }
  }
  return "";
}

}  // namespace satdoku
