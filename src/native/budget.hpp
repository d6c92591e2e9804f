// The search budget: node and wall-clock limits shared by every search a
// single engine call makes (the lex-min loop runs many small searches, and the
// limits apply to their sum).
#pragma once

#include <chrono>
#include <cstdint>

#include "satdoku/engine.hpp"

namespace satdoku::native {

class Budget {
 public:
  explicit Budget(const Limits& limits);

  // Accounts for one search node (a guess or a trial assignment). Returns
  // false once a limit has run out; from then on it keeps returning false.
  bool spend() {
    ++nodes_;
    if (nodes_ > max_nodes_) exhausted_ = true;
    // Reading the clock costs far more than a node of a small puzzle, so it is
    // read only every few thousand nodes.
    if ((nodes_ & (kClockStride - 1)) == 0 && has_deadline_) check_clock();
    return !exhausted_;
  }

  bool exhausted() const { return exhausted_; }
  std::uint64_t nodes() const { return nodes_; }

 private:
  static constexpr std::uint64_t kClockStride = 2048;
  void check_clock();

  std::uint64_t nodes_ = 0;
  std::uint64_t max_nodes_;
  bool has_deadline_ = false;
  bool exhausted_ = false;
  std::chrono::steady_clock::time_point deadline_;
};

}  // namespace satdoku::native
