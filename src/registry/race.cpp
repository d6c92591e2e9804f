#include "registry/race.hpp"

#include <atomic>
#include <condition_variable>
#include <exception>
#include <mutex>
#include <thread>

#include <unistd.h>

namespace satdoku {

// A thread that runs one job at a time, posted to it, until the lane ends.
struct Race::Lane {
  std::mutex mutex;
  std::condition_variable wake;
  std::function<void()> job;
  bool quit = false;
  std::thread thread;  // last: it starts once the rest is built

  Lane() : thread([this] { loop(); }) {}
  ~Lane() {
    {
      const std::lock_guard<std::mutex> lock(mutex);
      quit = true;
    }
    wake.notify_one();
    thread.join();
  }

  void post(std::function<void()> next) {
    {
      const std::lock_guard<std::mutex> lock(mutex);
      job = std::move(next);
    }
    wake.notify_one();
  }

  void loop() {
    for (;;) {
      std::function<void()> next;
      {
        std::unique_lock<std::mutex> lock(mutex);
        wake.wait(lock, [this] { return quit || job != nullptr; });
        if (job == nullptr) return;
        next = std::move(job);
        job = nullptr;
      }
      next();
    }
  }
};

Race::Race() = default;
Race::~Race() = default;

int Race::run(const First& first, const Second& second, const Limits& limits) {
  if (owner_ != ::getpid()) {
    // The lane's thread is the parent's: joining it would wait forever.
    static_cast<void>(lane_.release());
    owner_ = ::getpid();
  }
  std::atomic<bool> first_won{false}, second_won{false};
  const Limits whole = for_whole_puzzle(limits);
  Limits first_limits = whole, second_limits = whole;
  first_limits.stop_too = &second_won;
  second_limits.stop_too = &first_won;

  std::mutex mutex;
  std::condition_variable changed;
  bool launched = false, go = false, second_done = false, second_answered = false;
  std::exception_ptr second_error;
  std::chrono::steady_clock::time_point due;
  // Called on the caller's thread only (the first way's), which alone reads
  // `launched`: it is set once the job is posted, so that a lane that could
  // not be started (no thread to be had) leaves nothing to wait for.
  const Launch launch = [&](std::chrono::microseconds delay) {
    if (launched) return;
    {
      const std::lock_guard<std::mutex> lock(mutex);
      due = std::chrono::steady_clock::now() + delay;
    }
    if (!lane_) lane_ = std::make_unique<Lane>();
    lane_->post([&] {
      bool run_it = false;
      {
        std::unique_lock<std::mutex> lock(mutex);
        changed.wait_until(lock, due, [&] { return go || first_won.load(); });
        run_it = !first_won;
      }
      bool answered = false;
      try {
        answered = run_it && second(second_limits);
      } catch (...) {
        second_error = std::current_exception();  // rethrown by run, on its thread
      }
      if (answered) second_won = true;
      // Notified under the lock: once it is released, run may return and
      // its locals go.
      const std::lock_guard<std::mutex> lock(mutex);
      second_done = true;
      second_answered = answered;
      changed.notify_all();
    });
    launched = true;
  };

  bool first_answered = false;
  try {
    first_answered = first(first_limits, launch);
  } catch (...) {
    // The lane's job refers to this frame: stop it and wait for it first.
    std::unique_lock<std::mutex> lock(mutex);
    first_won = true;
    changed.notify_all();
    if (launched) changed.wait(lock, [&] { return second_done; });
    throw;
  }
  std::unique_lock<std::mutex> lock(mutex);
  if (first_answered) {
    first_won = true;
  } else if (!launched) {
    lock.unlock();
    if (whole.stop_requested() ||
        (whole.deadline && std::chrono::steady_clock::now() >= *whole.deadline))
      return -1;
    return second(second_limits) ? 1 : -1;
  }
  go = true;
  changed.notify_all();
  if (launched) changed.wait(lock, [&] { return second_done; });
  if (first_answered) return 0;
  if (second_error) std::rethrow_exception(second_error);
  return second_answered ? 1 : -1;
}

}  // namespace satdoku
