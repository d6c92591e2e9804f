// Two ways to one answer, raced: each runs on a thread of its own, the
// second only once the first has had a head start without answering, and
// the first to answer stops the other. The default engine
// (race_engine.hpp) is built on it, for its answers and its true candidates,
// so every command, the server and the Python module race the same way.
//
// Each way is always run on the same one of the two threads (an engine is
// not thread-safe, but one used by one thread at a time is fine), and both
// threads live as long as the Race: a race costs two wake-ups, not two
// thread starts. A Race is used by one thread at a time. A child made by
// fork() has none of its parent's threads: a Race used there first leaves
// the parent's lanes alone (never joined, never freed) and starts its own.
#pragma once

#include <array>
#include <chrono>
#include <condition_variable>
#include <functional>
#include <memory>
#include <mutex>
#include <thread>

#include "satdoku/engine.hpp"

namespace satdoku {

class Race {
 public:
  // One way: runs under the limits it is given (their stop flag is the
  // race's own) and says whether it answered (false: stopped or out of
  // budget, as Status::unknown). It keeps its answer itself.
  using Way = std::function<bool(const Limits&)>;

  Race();
  ~Race();
  Race(const Race&) = delete;
  Race& operator=(const Race&) = delete;

  // Runs ways[first] at once and the other after `head_start` (wall time)
  // unless the first has answered by then; the first to answer stops the
  // other, and run returns once both have returned: the index of the way
  // that answered first, or -1 when neither did. `limits` hold for the race
  // as a whole (its seconds become one deadline; its stop flag, polled
  // every few milliseconds, stops both ways).
  int run(const std::array<Way, 2>& ways, int first, std::chrono::microseconds head_start,
          const Limits& limits);

 private:
  struct Lane;  // one thread and the way it runs
  std::array<std::unique_ptr<Lane>, 2> lanes_;
  int owner_ = 0;  // the process that started the lanes (getpid())
};

}  // namespace satdoku
