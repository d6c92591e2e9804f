// Recent true-candidates answers, shared by every client of a connected
// solver, so that the request the page sends on every keystroke costs
// little:
// - the same puzzle again (an undo, a settings click, another tab): the
//   answer itself;
// - a puzzle that only adds constraints to a recent one (one more given,
//   one more cage or dot): that answer's masks bound the new candidates
//   (adding constraints only removes completions), and a recent unsolvable
//   puzzle makes it unsolvable too;
// - any puzzle of the same size: recent completions that complete it as well
//   (the true-candidates code checks each) are witnesses found for free.
// Thread-safe.
#pragma once

#include <cstddef>
#include <cstdint>
#include <deque>
#include <memory>
#include <mutex>
#include <optional>

#include "satdoku/true_candidates.hpp"

namespace satdoku::serve {

// Whether every completion of `newer` is a completion of `older`: the same
// grid and regions, older's givens kept, older's rules all there (labels
// aside). A rule whose reach depends on other rules (the negative
// constraints, nonconsecutive: pairs without a dot) holds only when newer
// adds no dot of that family. False whenever it is not sure.
bool refines(const Puzzle& newer, const Puzzle& older);

class CandidateCache {
 public:
  explicit CandidateCache(std::size_t entries) : capacity_(entries) {}

  // The answer to this very puzzle with this cap, if recent.
  std::optional<TrueCandidates> find(const Puzzle& puzzle, std::uint64_t cap) const;

  // What recent answers tell about a new puzzle.
  struct Known {
    CandidateOptions options;  // witnesses and within: the SAT cover's hints
    bool unsolvable = false;   // it refines a puzzle with no completion
    std::size_t refined = 0;   // answers whose masks bound it
  };
  Known known(const Puzzle& puzzle) const;

  // Keeps a finished answer (solved or no_solution), dropping the oldest.
  void add(const Puzzle& puzzle, std::uint64_t cap, const TrueCandidates& answer);

 private:
  struct Entry {
    Puzzle puzzle;
    std::uint64_t cap = 1;
    TrueCandidates answer;
  };
  std::size_t capacity_;
  mutable std::mutex mutex_;
  std::deque<std::shared_ptr<const Entry>> entries_;  // newest first
};

}  // namespace satdoku::serve
