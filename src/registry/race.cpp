#include "registry/race.hpp"

#include <algorithm>
#include <atomic>

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

int Race::run(const std::array<Way, 2>& ways, int first, std::chrono::microseconds head_start,
              const Limits& limits) {
  const auto outer_stopped = [&limits] {
    return limits.stop != nullptr && limits.stop->load(std::memory_order_relaxed);
  };
  if (owner_ != ::getpid()) {
    // The lanes' threads are the parent's: joining one would wait forever.
    for (auto& lane : lanes_) static_cast<void>(lane.release());
    owner_ = ::getpid();
  }
  for (auto& lane : lanes_)
    if (!lane) lane = std::make_unique<Lane>();
  std::atomic<bool> stop{false};
  Limits inner = for_whole_puzzle(limits);
  inner.stop = &stop;

  std::mutex mutex;
  std::condition_variable changed;
  std::array<bool, 2> started{}, done{};
  int winner = -1;
  const auto launch = [&](int i) {
    started[i] = true;
    lanes_[i]->post([&, i] {
      const bool answered = ways[i](inner);
      // Notified under the lock: once it is released, run may return and
      // its locals go.
      const std::lock_guard<std::mutex> lock(mutex);
      done[i] = true;
      if (answered && winner < 0) {
        winner = i;
        stop = true;
      }
      changed.notify_all();
    });
  };
  // Polled that often for the caller's stop flag (a Ctrl-C).
  constexpr std::chrono::milliseconds kPoll{5};
  std::unique_lock<std::mutex> lock(mutex);
  if (outer_stopped()) stop = true;  // each way still runs, and answers unknown at once
  launch(first);
  const auto start = std::chrono::steady_clock::now();
  for (;;) {
    const auto waited = std::chrono::steady_clock::now() - start;
    if (done[first] || stop || waited >= head_start) break;
    changed.wait_for(lock,
                     std::min<std::chrono::steady_clock::duration>(head_start - waited, kPoll));
    if (outer_stopped()) stop = true;
  }
  if (winner < 0 && !stop) launch(1 - first);
  while (!((!started[0] || done[0]) && (!started[1] || done[1]))) {
    changed.wait_for(lock, kPoll);
    if (outer_stopped()) stop = true;
  }
  return winner;
}

}  // namespace satdoku
