// The search budget: node and wall-clock limits shared by every search a
// single engine call makes (the lex-min loop runs many small searches, and the
// limits apply to their sum).
#pragma once

#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>

#include "satdoku/engine.hpp"

namespace satdoku::native {

class Budget {
 public:
  explicit Budget(const Limits& limits);

  // Whether the call may start: false when a limit has run out already (a
  // timeout of 1e-300 s, a stop request), so that even a puzzle solved by
  // propagation alone answers unknown, as the SAT engine does.
  bool may_start() {
    if (has_deadline_) check_clock();
    if (stopped()) exhausted_ = true;
    return !exhausted_;
  }

  // Accounts for one search node (a guess or a trial assignment). Returns
  // false once a limit has run out; from then on it keeps returning false.
  // Past the end of a round (below) it returns false too, without using the
  // limits up. Always inlined: it runs at every node of every search, and
  // GCC's choice at a call flipped with unrelated edits.
  [[gnu::always_inline]] bool spend() {
    ++nodes_;
    if (nodes_ > max_nodes_) exhausted_ = true;
    if (nodes_ > round_end_) return false;
    // Reading the clock costs far more than a node of a small puzzle, so it is
    // read at the first node (a limit that has already passed stops even an
    // easy puzzle) and then only every few thousand nodes. The stop flag is a
    // plain load: every node, so that a node of a big grid (up to
    // milliseconds) is the most a Ctrl-C waits for.
    if ((nodes_ & (kClockStride - 1)) == 1 && has_deadline_) check_clock();
    if (stopped()) exhausted_ = true;
    if (nodes_ == checkpoint_) (*at_checkpoint_)();
    return !exhausted_;
  }

  // A round: the next `nodes` nodes, after which spend() says no until
  // end_round(), so that a method can be stopped and another one tried while
  // the caller's limits still have room.
  void start_round(std::uint64_t nodes) { round_end_ = nodes_ + nodes; }
  void end_round() { round_end_ = kNoRound; }
  // Whether the round's nodes ran out (and the caller's limits did not).
  bool round_over() const { return !exhausted_ && nodes_ > round_end_; }

  bool exhausted() const { return exhausted_; }
  std::uint64_t nodes() const { return nodes_; }

 private:
  static constexpr std::uint64_t kClockStride = 2048;
  void check_clock();
  // Either stop flag (Limits::stop, Limits::stop_too) is set.
  bool stopped() const {
    return (stop_ && stop_->load(std::memory_order_relaxed)) ||
           (stop_too_ && stop_too_->load(std::memory_order_relaxed));
  }

  static constexpr std::uint64_t kNoRound = ~std::uint64_t{0};
  std::uint64_t nodes_ = 0;
  std::uint64_t max_nodes_;
  std::uint64_t round_end_ = kNoRound;
  bool has_deadline_ = false;
  const std::atomic<bool>* stop_ = nullptr;
  const std::atomic<bool>* stop_too_ = nullptr;
  // Limits::checkpoint_nodes (never reached when there is none).
  std::uint64_t checkpoint_ = kNoRound;
  const std::function<void()>* at_checkpoint_ = nullptr;
  bool exhausted_ = false;
  std::chrono::steady_clock::time_point deadline_;
};

}  // namespace satdoku::native
