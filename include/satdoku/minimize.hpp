// Minimizing a puzzle: drop givens while the completion stays unique, until
// every given left is needed (removing any one of them gives a second
// completion). Works on classic and variant puzzles; only givens go, every
// rule stays.
//
// One pass suffices: a given kept because dropping it allowed a second
// completion stays needed after later givens go, since fewer givens only
// allow more completions. The order of the pass is a shuffle drawn from
// `seed`, so the same seed gives the same puzzle. On a grid more than half
// full, the first givens of that order past half go in one step when the
// puzzle stays unique without all of them (one count instead of dozens).
#pragma once

#include <atomic>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "satdoku/engine.hpp"
#include "satdoku/rules.hpp"

namespace satdoku {

// A symmetry of the pattern of givens, as qqwing's --symmetry: a given goes
// only together with its images under it (its orbit), so the givens left
// keep the symmetry, and "minimal" means that no orbit can go. rotate90: a
// quarter turn (orbits of 4 cells, the centre of an odd side alone);
// rotate180: a half turn; mirror: left to right (columns c and N-1-c);
// flip: top to bottom (rows r and N-1-r). Only the pattern is symmetric,
// not the digits.
enum class Symmetry { none, rotate90, rotate180, mirror, flip };
std::string_view to_string(Symmetry symmetry);
std::optional<Symmetry> symmetry_from_name(std::string_view name);
// The orbits of the cells of a side x side grid, each in row-major order,
// ordered by their first cell (none: one cell each, 0, 1, 2 ...).
std::vector<std::vector<int>> symmetry_orbits(int side, Symmetry symmetry);

struct MinimizeOptions {
  std::uint64_t seed = 0;
  Symmetry symmetry = Symmetry::none;  // givens go by orbits (a kept cell keeps its orbit)
  std::vector<int> keep;               // cells (row-major) whose givens never go
  Limits limits;                       // per uniqueness question (a deadline bounds them all)
  // When set, counts the uniqueness questions asked, for a progress line.
  std::atomic<std::uint64_t>* progress = nullptr;
};

struct MinimizeResult {
  enum class Kind {
    minimal,      // `puzzle` is unique and minimal
    no_solution,  // the input has no completion
    not_unique,   // the input has several completions
    unknown,      // a limit stopped a uniqueness question
  };
  Kind kind = Kind::unknown;
  Puzzle puzzle;    // minimal: the givens left, with the input's rules
  Grid solution;    // minimal: the one completion
  int removed = 0;  // givens dropped
  EngineStats stats;
};

// Minimizes with `counter` (the native engine is fast at counting to 2).
MinimizeResult minimize(const Puzzle& puzzle, Engine& counter, const MinimizeOptions& options = {});

// The same for a puzzle whose one completion is known (`solution`; generate
// starts from it), asked of one incremental SAT solver: the layout's
// formula and a clause "the grid differs from the solution". Givens leave
// the puzzle unique exactly when assuming them makes that unsatisfiable, and
// then every given the refutation did not use goes at once, so it takes
// about as many solver calls as the result keeps givens. For large grids,
// where counting to 2 by search is slow (a 25x25 in seconds, not minutes).
// `quick`, when given, is first asked for a second completion with a small
// node budget (cheap when there is one); the solver answers the rest.
// not_unique when `solution` is not the puzzle's only completion (or not a
// completion at all).
MinimizeResult minimize_unique_with_sat(const Puzzle& puzzle, const Grid& solution,
                                        const MinimizeOptions& options = {},
                                        Engine* quick = nullptr);

// A second opinion on minimize's work: confirmed, refuted (and why: "no
// completion", "2+ completions", "R3C4=7 is not needed"), or unknown when a
// limit stopped a count before it could tell, which is no disagreement.
struct Confirmation {
  enum class Kind { confirmed, refuted, unknown };
  Kind kind = Kind::confirmed;
  std::string why;
  bool confirmed() const { return kind == Kind::confirmed; }
};

// Whether `puzzle` has exactly one completion and (check_minimal) every
// given is needed, asked of `engine`; with a symmetry, every orbit of givens.
Confirmation check_unique_minimal(const Puzzle& puzzle, Engine& engine, bool check_minimal,
                                  const Limits& limits = {}, Symmetry symmetry = Symmetry::none);

// The deterministic random numbers the setter tools use (splitmix64): the
// same on every platform, unlike the standard distributions.
class SetterRandom {
 public:
  explicit SetterRandom(std::uint64_t seed) : state_(seed) {}
  std::uint64_t next();
  int below(int bound);  // uniform in 0..bound-1
  template <class T>
  void shuffle(std::vector<T>& items) {
    for (int i = static_cast<int>(items.size()) - 1; i > 0; --i) {
      const int j = below(i + 1);
      std::swap(items[static_cast<std::size_t>(i)], items[static_cast<std::size_t>(j)]);
    }
  }

 private:
  std::uint64_t state_;
};

}  // namespace satdoku
