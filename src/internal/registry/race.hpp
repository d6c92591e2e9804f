// Two ways to one answer, raced: the first runs on the caller's thread and,
// once it has had a head start without answering, starts the second on a
// thread of its own (a lane) after a delay it chooses; the first to answer
// stops the other. The default engine (race_engine.hpp) is built on it, for
// its answers and its true candidates, so every command, the server and the
// Python module race the same way.
//
// The first way is not interrupted to start the second: a native search
// that has used its head start goes on where it is (an earlier race began
// it again on a lane, and a puzzle needing just over the head start paid
// for it twice). A puzzle the first way answers within its head start wakes
// no thread at all.
//
// The lane lives as long as the Race: a race costs one wake-up, not a
// thread start. A Race is used by one thread at a time. A child made by
// fork() has none of its parent's threads: a Race used there first leaves
// the parent's lane alone (never joined, never freed) and starts its own.
#pragma once

#include <chrono>
#include <functional>
#include <memory>

#include "satdoku/engine.hpp"

namespace satdoku {

class Race {
 public:
  // Handed to the first way: called at most once, from the first way's own
  // thread, it starts the second way on the lane once `delay` has passed,
  // or at once when the first way returns without answering before that.
  using Launch = std::function<void(std::chrono::microseconds delay)>;
  // A way runs under the limits it is given (their stop_too flag is the
  // race's own: set once the other way has answered) and says whether it
  // answered (false: stopped or out of budget, as Status::unknown). It keeps
  // its answer itself.
  using First = std::function<bool(const Limits&, const Launch&)>;
  using Second = std::function<bool(const Limits&)>;

  Race();
  ~Race();
  Race(const Race&) = delete;
  Race& operator=(const Race&) = delete;

  // Runs `first` on the caller's thread, and `second` as launched (on the
  // lane), or, when the first returns unanswered without having launched
  // it, on the caller's thread after it unless `limits` have run out.
  // Returns once both have returned: 0 or 1, the way that answered first,
  // or -1 when neither did. `limits` hold for the race as a whole (its
  // seconds become one deadline, its stop flag stops both ways). An
  // exception from either way reaches the caller once both have returned
  // (the first's stopping the second), unless the first answered.
  int run(const First& first, const Second& second, const Limits& limits);

 private:
  struct Lane;  // one thread and the job it runs
  std::unique_ptr<Lane> lane_;
  int owner_ = 0;  // the process that started the lane (getpid())
};

}  // namespace satdoku
