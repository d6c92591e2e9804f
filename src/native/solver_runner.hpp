// Runner on top of one solver type: a search for `any` and `count`, and the
// lex-min method for `smallest`; searches restart when the solver asks for it
// (see restarting()).
//
// Solvers that offer first_open() (the 9x9 one, and the generic one on grids
// with matching) first try a plain row-major search, whose first completion
// is the answer; only when it runs past a node cap (kRowMajorCap, or the
// solver's row_major_cap()) does the method below take over. With the
// generic solver, that method in turn gets a round of nodes, after which the
// two take turns (alternate()).
//
// A first search in the solver's own order (MRV, which is fast) looks for two
// completions. A puzzle with one completion (the common case) needs only
// this search: finding it and proving there is no other. Solvers with a lex
// bound (set_bound, below) prune that proof: once a completion is found,
// only what could give a smaller one is searched (bounded_pair).
//
// Puzzles with several completions start from the smaller of the two found.
// The row-major search again, below that bound, usually finds the answer
// within a few nodes (kBoundedRowMajorCap); where it does not, and for
// solvers without a bound, the lex-min loop by model as upper bound: a
// completion S is an upper bound on the answer. Cells are visited in
// row-major order under a growing prefix of fixed cells; for each digit d
// below S[cell] still possible there, an any-order search asks whether a
// completion with cell = d exists. If one does it is smaller than S, so it
// becomes S and d is fixed; otherwise d is ruled out for good. When no
// smaller digit is left the cell is fixed to S[cell]. Cells the prefix
// already forces cost nothing. Since the searches try small digits first in
// the lowest cells, the first bound is often close, and most later questions
// fail by propagation alone.
#pragma once

#include <bit>
#include <utility>
#include <vector>

#include "runner.hpp"
#include "search.hpp"

namespace satdoku::native {

template <NativeSolver Solver>
class SolverRunner final : public Runner {
 public:
  using State = typename Solver::State;

  // What the solver offers: a row-major branching (first_open) and a lex
  // bound (set_bound from a complete state, below).
  static constexpr bool kRowMajor = requires(const Solver& s, const State& state) {
    s.first_open(state);
  };
  static constexpr bool kBounded = requires(Solver & s, State& state) {
    s.set_bound(std::as_const(state));
    s.below(state);
  };
  // And a floor (set_floor, above): what a capped row-major try ruled out.
  static constexpr bool kFloored = requires(Solver & s, State& state) {
    s.set_floor(state, 0, 1);
    s.clear_floor();
    s.above(state);
  };

  // Whether smallest() alternates the row-major search with the method by
  // loop (see alternate()): on the solvers that set their own row-major cap,
  // when they set one.
  static constexpr bool kAlternates = requires(const Solver& s) { s.row_major_cap(); };

  // `first_round`: nodes a cell for alternate()'s first turn (tests make it
  // small to see the turns).
  explicit SolverRunner(Solver solver, std::uint64_t first_round = kFirstRound)
      : solver_(std::move(solver)),
        search_(solver_),
        row_search_(solver_),
        geometry_(solver_.geometry()),
        first_round_(first_round) {}

  const Geometry& geometry() const override { return geometry_; }

  Status smallest(const Grid& puzzle, Budget& budget, Values& best) override {
    if (!solver_.init(root_, puzzle)) return Status::no_solution;
    if constexpr (kFloored) solver_.clear_floor();
    std::uint64_t cap = 0;
    if constexpr (kRowMajor) {
      cap = kRowMajorCap;
      if constexpr (kAlternates) cap = solver_.row_major_cap();
      // The alternation's row-major turns go on from this try (resume_row_major).
      const SearchOutcome o = cap > 0 ? row_major(kAlternates ? row_search_ : search_, budget, best,
                                                  cap, /*bounded=*/false)
                                      : SearchOutcome::capped;
      if (o != SearchOutcome::capped) return status_of(o);
      // The try searched every completion below the branch it stopped at
      // and found none: the searches below keep out of that part (above()).
      if constexpr (kFloored) {
        if (cap > 0) {
          const Search<Solver>& tried = kAlternates ? row_search_ : search_;
          solver_.set_floor(tried.capped_state(), tried.capped_cell(), tried.capped_digit());
          if (!solver_.above(root_)) return Status::no_solution;
        }
      }
    }
    if constexpr (kAlternates) {
      if (cap > 0) return alternate(puzzle, budget, best);
    }
    return by_loop(budget, best);
  }

  Status any(const Grid& puzzle, Budget& budget, Values& values) override {
    if (!solver_.init(root_, puzzle)) return Status::no_solution;
    bool found = false;
    const SearchOutcome o = restarting(
        root_, budget, [] {},
        [&](const State& s) {
          solver_.write(s, values);
          found = true;
          return false;
        });
    if (found) return Status::solved;
    return o == SearchOutcome::out_of_budget ? Status::unknown : Status::no_solution;
  }

  // True candidates in two phases. First, one search over the completions,
  // as ISS's solveAllPossibilities does: every node where no cell still has
  // a digit that no completion found so far uses is dropped (nothing new can
  // come of it), and each branch tries such a digit first. A unique puzzle
  // costs what counting to two does. Past kCoverRound nodes a cell, once it
  // has found two completions, the search hands over to questions about the
  // root's digits that no completion uses yet, one at a time: a completion
  // with the cell holding the digit (found in the solver's own order, which
  // covers more digits on the way), or none, and the digit leaves the root
  // for good, which narrows every later question. Digits that no completion
  // uses but propagation cannot see (many on a setter's grid with few
  // givens) are then refuted once each, instead of again in every part of
  // the search that reaches them.
  Status cover(const Grid& puzzle, Budget& budget, std::vector<DigitSet>& masks) override {
    masks.assign(static_cast<std::size_t>(solver_.cells()), 0);
    if (!solver_.init(root_, puzzle)) return Status::no_solution;
    int last = 0;  // the cell that was fresh last time, usually still is
    const auto fresh = [&](State& s) {
      if (solver_.open_digits(s, last) & ~masks[last]) return true;
      for (int cell = 0; cell < solver_.cells(); ++cell) {
        if (solver_.open_digits(s, cell) & ~masks[cell]) {
          last = cell;
          return true;
        }
      }
      return false;
    };
    const auto steer = [&](const State& s) {
      Branch b = solver_.choose(s);
      if (b.cell < 0) return b;
      for (DigitSet m = b.digits; m != 0; m &= m - 1) {
        const int bit = std::countr_zero(m);
        if (!(masks[b.cell_of(bit)] >> (b.digit_of(bit) - 1) & 1)) {
          b.rotate = bit;
          break;
        }
      }
      return b;
    };
    int completions = 0;  // found so far, both phases
    const auto add = [&](const State& s) {
      solver_.write(s, other_);
      for (int cell = 0; cell < solver_.cells(); ++cell)
        masks[cell] |= DigitSet{1} << (other_[cell] - 1);
      ++completions;
    };
    const auto keep_going = [&](const State& s) {
      add(s);
      return true;
    };
    const std::uint64_t round = kCoverRound * static_cast<std::uint64_t>(solver_.cells());
    SearchOutcome o = search_.run(root_, budget, keep_going, round, steer, fresh);
    // With one completion or none so far the puzzle is likely unique: the
    // search is then the proof that no other completion exists, which the
    // questions below would make again digit by digit at many times the
    // cost. It goes on until a second completion shows.
    while (o == SearchOutcome::capped && completions < 2)
      o = search_.resume(budget, keep_going, round, steer, fresh);
    if (o == SearchOutcome::out_of_budget) return Status::unknown;
    if (o != SearchOutcome::capped) return completions > 0 ? Status::solved : Status::no_solution;
    const auto plain = [&](const State& s) { return solver_.choose(s); };
    for (int cell = 0; cell < solver_.cells(); ++cell) {
      for (;;) {
        const DigitSet open = solver_.open_digits(root_, cell) & ~masks[cell];
        if (open == 0) break;
        const int digit = std::countr_zero(open) + 1;
        trial_ = root_;
        bool used = false;
        if (solver_.assign(trial_, cell, digit)) {
          const SearchOutcome t = search_.run(
              trial_, budget,
              [&](const State& s) {
                add(s);
                return false;
              },
              ~std::uint64_t{0}, plain, [](State&) { return true; });
          if (t == SearchOutcome::out_of_budget) return Status::unknown;
          used = t == SearchOutcome::stopped;
        }
        // The root keeps every completion found, so it can only run dry
        // when none was: then there is none.
        if (!used && !solver_.eliminate(root_, cell, digit))
          return completions > 0 ? Status::unknown : Status::no_solution;
      }
    }
    return completions > 0 ? Status::solved : Status::no_solution;
  }
  // The first phase's nodes, a cell (cover()): past them the search is
  // mostly failing to refute digits that one question each settles.
  static constexpr std::uint64_t kCoverRound = 64;

  CountOutcome count(const Grid& puzzle, std::uint64_t limit, Budget& budget) override {
    CountOutcome out;
    if (limit < 1) limit = 1;
    if (!solver_.init(root_, puzzle)) {
      out.status = Status::solved;  // exactly zero completions
      return out;
    }
    const SearchOutcome o = restarting(
        root_, budget, [&] { out.count = 0; }, [&](const State&) { return ++out.count < limit; });
    out.status = o == SearchOutcome::out_of_budget ? Status::unknown : Status::solved;
    // Reaching the limit means "at least limit", whether or not more exist:
    // the same rule as every engine (engine.hpp).
    out.capped = out.status == Status::solved && out.count >= limit;
    return out;
  }

 private:
  // The method above after the row-major search: a search for two completions
  // in the solver's own order, then (with several) the lex-min loop.
  Status by_loop(Budget& budget, Values& best) {
    int found = 0;
    SearchOutcome first;
    if constexpr (kBounded) {
      first = bounded_pair(budget, best, found);
    } else {
      first = restarting(
          root_, budget, [&] { found = 0; },
          [&](const State& s) {
            solver_.write(s, found == 0 ? best : other_);
            return ++found < 2;
          });
      if (found == 2 && other_ < best) best.swap(other_);
    }
    if (first == SearchOutcome::out_of_budget) return Status::unknown;
    if (found == 0) return Status::no_solution;
    if (found == 1) return Status::solved;
    if constexpr (kRowMajor && kBounded) {
      // Several completions: the row-major search again, now below the
      // smaller of the two, usually finds the answer at once.
      const SearchOutcome o =
          row_major(search_, budget, best, kBoundedRowMajorCap, /*bounded=*/true);
      if (o == SearchOutcome::out_of_budget) return Status::unknown;
      if (o != SearchOutcome::capped) return Status::solved;
    }

    prefix_ = root_;
    // Cells fixed to best[cell] are only assigned in prefix_ (which costs a
    // propagation each) once a later cell needs a trial: the prefix state
    // without them allows a superset of digits, so a cell with no smaller
    // digit there has none under the full prefix either. Easy puzzles end
    // with a run of such cells.
    pending_.clear();
    for (int cell = 0; cell < solver_.cells(); ++cell) {
      const DigitSet below = (DigitSet{1} << (best[cell] - 1)) - 1;
      if ((solver_.open_digits(prefix_, cell) & below) == 0) {
        pending_.push_back(cell);
        continue;
      }
      for (int c : pending_)
        if (!solver_.assign(prefix_, c, best[c])) return Status::unknown;  // cannot happen
      pending_.clear();
      bool moved = false;
      for (;;) {
        const DigitSet smaller = solver_.open_digits(prefix_, cell) & below;
        if (smaller == 0) break;
        const int digit = std::countr_zero(smaller) + 1;
        if (!budget.spend()) return Status::unknown;
        trial_ = prefix_;
        bool improved = false;
        if (solver_.assign(trial_, cell, digit)) {
          const SearchOutcome o = restarting(
              trial_, budget, [] {},
              [&](const State& s) {
                solver_.write(s, best);
                improved = true;
                return false;
              },
              &best);
          if (o == SearchOutcome::out_of_budget) return Status::unknown;
        }
        if (improved) {
          std::swap(prefix_, trial_);
          moved = true;
          break;
        }
        // No completion has cell = digit under this prefix: rule it out.
        // This cannot fail, since `best` is still a completion.
        if (!solver_.eliminate(prefix_, cell, digit)) return Status::unknown;
      }
      if (!moved) pending_.push_back(cell);
    }
    return Status::solved;
  }

  // Half-blank 36x36 puzzles (the quasigroup-completion hard region) can
  // defeat either method alone: the loop's questions are each about as hard
  // as the puzzle, while the row-major search, which thrashes on most of
  // them, answers some outright when let run. So past a first round of
  // kFirstRound nodes a cell the two take turns, the row-major search with
  // twice the nodes of the loop's turn before it, each loop turn twice the
  // last one's. The loop starts each turn from scratch; the row-major search
  // goes on where its last turn (or smallest()'s first try) stopped, so it
  // reaches N nodes deep in about 1.5 N nodes in all, not up to 3 N. Puzzles
  // the loop answers within the first round take the same nodes as before
  // (figures: docs/benchmark-notes.md, "Native engine").
  Status alternate(const Grid& puzzle, Budget& budget, Values& best) {
    const std::uint64_t first = first_round_ * static_cast<std::uint64_t>(solver_.cells());
    for (std::uint64_t round = first;; round *= 2) {
      // Later turns start afresh (the branching weights too), so that each
      // repeats the last one's search before going further; the first goes
      // on from the weights of the row-major search before it, as the loop
      // alone did.
      if (round > first && !solver_.init(root_, puzzle)) return Status::no_solution;
      budget.start_round(round);
      const Status s = by_loop(budget, best);
      const bool over = budget.round_over();
      budget.end_round();
      if (s != Status::unknown || !over) return s;
      const SearchOutcome o = resume_row_major(budget, best, 2 * round);
      if (o != SearchOutcome::capped) return status_of(o);
    }
  }
  static constexpr std::uint64_t kFirstRound = 128;

  // What a row-major search's outcome says of the smallest completion.
  static Status status_of(SearchOutcome o) {
    if (o == SearchOutcome::stopped) return Status::solved;  // found first
    if (o == SearchOutcome::exhausted) return Status::no_solution;
    return Status::unknown;
  }

  // Depth-first search in row-major order, smallest digit first: its first
  // completion is the answer, with no proof of uniqueness or minimality
  // needed. It can wander far on hard puzzles (the first rows are chosen
  // before the constrained cells), so it gives up after `cap` nodes and
  // the caller falls back to the other searches. Stopped means `best` is the
  // answer. With `bounded`, only completions below the solver's bound (the
  // best one so far) are searched: exhausted then means that one is the
  // answer.
  SearchOutcome row_major(Search<Solver>& search, Budget& budget, Values& best, std::uint64_t cap,
                          bool bounded) {
    return search.run(
        root_, budget,
        [&](const State& s) {
          solver_.write(s, best);
          return false;
        },
        cap, [&](const State& s) { return solver_.first_open(s); },
        [&](State& s) {
          if constexpr (kBounded) return !bounded || (solver_.below(s) && above(s));
          return true;
        });
  }

  // The unbounded row-major search of smallest()'s first try, `cap` nodes
  // further from where it stopped (its stack is row_search_'s, which nothing
  // else uses): each turn of alternate() goes deeper instead of searching
  // again what the turns before it did.
  SearchOutcome resume_row_major(Budget& budget, Values& best, std::uint64_t cap) {
    return row_search_.resume(
        budget,
        [&](const State& s) {
          solver_.write(s, best);
          return false;
        },
        cap, [&](const State& s) { return solver_.first_open(s); }, [](State&) { return true; });
  }

  // The first search of the lex-min method by branch and bound: the
  // solver's own order, smallest digit first, and once a completion is found
  // it is the bound: every later node is narrowed to what could still give a
  // smaller one (Solver::below). Exhausted with one completion found, that
  // one is the answer; a second one (smaller) means the puzzle has several,
  // and the lex-min loop takes over from it. Against a search for two
  // completions, the bound prunes the proof of uniqueness by about half
  // (forum_hardest: 281 nodes a puzzle to 157). Puzzles with very many
  // completions are left to the loop because there a search that keeps
  // improving the bound goes on for long: each completion found is only a
  // little smaller than the last (up to 800,000 nodes on a 9x9 with 60
  // blanks that the loop answers in 100).
  SearchOutcome bounded_pair(Budget& budget, Values& best, int& found) {
    const SearchOutcome o = restarting(
        root_, budget, [] {},
        [&](const State& s) {
          solver_.write(s, best);
          solver_.set_bound(s);
          return ++found < 2;
        },
        choice(nullptr), [&](State& s) { return (found == 0 || solver_.below(s)) && above(s); });
    return o;
  }

  // Whether a state has completions not below the floor (narrowed to them).
  bool above(State& s) const {
    if constexpr (kFloored) return solver_.above(s);
    return true;
  }

  // The row-major try is capped: the easy puzzles that miss the cap pay for
  // it in full, and since the searches after a capped try keep out of what
  // it searched (the floor), a shorter try loses less (the caps measured:
  // docs/benchmark-notes.md, "Native engine").
  static constexpr std::uint64_t kRowMajorCap = 16;
  // The row-major search below the bound after two completions: its tail is
  // long where the lex-min loop's is short, so after 64 nodes the loop takes
  // over.
  static constexpr std::uint64_t kBoundedRowMajorCap = 64;

  // A search that restarts (when the solver wants it): runs capped at a
  // node count that doubles each time, each with another branching
  // tie-break, until one ends within its cap, which makes it complete. Work
  // stays within about twice that of the last run, while a run that went
  // wrong near the root (the heavy tail of depth-first search on Latin
  // squares) is abandoned early. on_start() runs before each attempt.
  template <class OnStart, class OnSolution, class Choose, class Prune>
  SearchOutcome restarting(const State& root, Budget& budget, OnStart&& on_start,
                           OnSolution&& on_solution, Choose&& choose, Prune&& prune) {
    if constexpr (!Solver::kRestarts) {
      on_start();
      return search_.run(root, budget, on_solution, ~std::uint64_t{0}, choose, prune);
    } else {
      std::uint64_t cap = static_cast<std::uint64_t>(solver_.cells());
      for (std::uint64_t attempt = 0;; ++attempt, cap *= 2) {
        solver_.diversify(attempt);
        on_start();
        const SearchOutcome o = search_.run(root, budget, on_solution, cap, choose, prune);
        if (o != SearchOutcome::capped) {
          solver_.diversify(0);
          return o;
        }
      }
    }
  }

  template <class OnStart, class OnSolution>
  SearchOutcome restarting(const State& root, Budget& budget, OnStart&& on_start,
                           OnSolution&& on_solution, const Values* guide = nullptr) {
    return restarting(root, budget, on_start, on_solution, choice(guide),
                      [](State&) { return true; });
  }

  // The solver's branching; with a `guide` (a known completion) and a solver
  // that asks for it, each branch tries the guide's digit first: the
  // completion sought usually differs from the known one in a few cells only
  // (phase saving, in SAT terms).
  auto choice(const Values* guide) {
    if constexpr (requires(const Solver& s) { s.guided(); }) {
      if (!solver_.guided()) guide = nullptr;
    } else {
      guide = nullptr;
    }
    return [this, guide](const State& s) {
      Branch b = solver_.choose(s);
      if (guide != nullptr && b.cell >= 0 && b.digit == 0) b.rotate = (*guide)[b.cell] - 1;
      return b;
    };
  }

  Solver solver_;
  Search<Solver> search_;
  Search<Solver> row_search_;  // the row-major search alternate() resumes
  State root_, prefix_, trial_;
  Values other_;
  std::vector<int> pending_;  // cells fixed to best[cell], not yet assigned in prefix_
  Geometry geometry_;
  std::uint64_t first_round_;
};

}  // namespace satdoku::native
