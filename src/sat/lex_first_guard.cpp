#include "lex_first_guard.hpp"

#include <array>
#include <mutex>
#include <string_view>
#include <tuple>
#include <vector>

#include "sat/lexmin.hpp"
#include "sat_warnings.hpp"
#include "satdoku/sat_engine.hpp"

namespace satdoku {
namespace {

// The answers come from a plain row-major backtracker
// (tests/support/reference.hpp; the tests derive them again). Each puzzle
// has many completions; the 25-given 9x9, the 6x6 and the 8x8 were picked
// among random ones because a first model reached with bumping or lucky
// phases is not the smallest there.
constexpr std::array<GuardCase, 2> kSharedCases{{
    {Geometry{3, 3},
     ".................................................................................",
     "123456789456789123789123456214365897365897214897214365531642978642978531978531642"},
    {Geometry{3, 3},
     ".6......3........61.....4.224.6.......92.361........4..........32..9........8..24",
     "462157893538924176197368452241675938789243615653819247814732569325496781976581324"},
}};

constexpr std::array<GuardCase, 3> kOwnCases{{
    {Geometry{2, 2}, "................", "1234341221434321"},
    {Geometry{3, 2}, "....................................",
     "123456345612561234214365436521652143"},
    {Geometry{2, 4}, ".2.6..7...........4...35......27........3..5........8.........16",
     "1236457845782163214768355683142767145382382576417361825484523716"},
}};

Grid guard_grid(const Geometry& geometry, std::string_view digits) {
  Grid g(geometry);
  for (int cell = 0; cell < g.cells(); ++cell) {
    const char ch = digits[static_cast<std::size_t>(cell)];
    g.set(cell, ch == '.' ? 0 : ch - '0');
  }
  return g;
}

std::string guard_digits(const Grid& g) {
  std::string s;
  for (int cell = 0; cell < g.cells(); ++cell) s += static_cast<char>('0' + g.at(cell));
  return s;
}

LexFirstVerdict distrust(const GuardCase& c, const std::string& got) {
  LexFirstVerdict v;
  v.trusted = false;
  v.warning =
      "CaDiCaL " + cadical_version() +
      " does not decide in the order the one-call lex-min needs (self-test: " + c.geometry.name() +
      " puzzle " + std::string(c.puzzle) + ", first model " +
      (got.empty() ? std::string("none") : got) + ", smallest completion " +
      std::string(c.smallest) +
      "); smallest completions come from the assumption method instead (the same "
      "answers, slower)";
  return v;
}

}  // namespace

std::span<const GuardCase> lex_first_guard_cases(bool shared) {
  if (shared) return kSharedCases;
  return kOwnCases;
}

LexFirstVerdict check_shared_lex_first(SatBackend& solver, const VariableMap& map) {
  for (const GuardCase& c : kSharedCases) {
    const Grid puzzle = guard_grid(c.geometry, c.puzzle);
    for (int cell = 0; cell < puzzle.cells(); ++cell)
      if (const int d = puzzle.at(cell)) solver.assume(map.variable(cell, d));
    std::string got;
    if (solver.solve() == SatAnswer::sat) got = guard_digits(grid_from_model(solver, map, puzzle));
    if (got != c.smallest) return distrust(c, got);
  }
  return {};
}

LexFirstVerdict check_shared_lex_first(const SatSearch& search) {
  SatBackend solver(search);
  EncodeOptions o;
  o.givens_as_units = false;
  o.repeat_pairs = false;
  const Encoded e = encode(Grid(Geometry{3, 3}), o, solver);
  return check_shared_lex_first(solver, e.map);
}

LexFirstVerdict check_own_lex_first(const SatSearch& search) {
  for (const GuardCase& c : kOwnCases) {
    const Grid puzzle = guard_grid(c.geometry, c.puzzle);
    SatBackend solver(search);
    EncodeOptions o;
    o.encoding = Encoding::reduced;
    o.at_most_one = AtMostOne::sequential;
    o.repeat_pairs = false;
    const Encoded e = encode(puzzle, o, solver);
    std::string got;
    if (solver.solve() == SatAnswer::sat)
      got = guard_digits(grid_from_model(solver, e.map, *e.fixed));
    if (got != c.smallest) return distrust(c, got);
  }
  return {};
}

LexFirstVerdict lex_first_verdict(const SatSearch& search, bool shared,
                                  const std::function<LexFirstVerdict()>& check) {
  struct Known {
    SatSearch search;
    bool shared;
    LexFirstVerdict verdict;
  };
  auto same = [](const SatSearch& a, const SatSearch& b) {
    return std::tie(a.decide_in_order, a.target_phases, a.stable_only, a.lex_first,
                    a.shrink_learned, a.many_assumptions, a.overrides) ==
           std::tie(b.decide_in_order, b.target_phases, b.stable_only, b.lex_first,
                    b.shrink_learned, b.many_assumptions, b.overrides);
  };
  static std::mutex mutex;
  static std::vector<Known> known;
  const std::lock_guard lock(mutex);
  for (const Known& k : known)
    if (k.shared == shared && same(k.search, search)) return k.verdict;
  LexFirstVerdict v = check();
  if (!v.trusted) record_sat_warning(v.warning);
  known.push_back({search, shared, v});
  return v;
}

}  // namespace satdoku
