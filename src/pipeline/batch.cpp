// The ordered scheduler behind run_ordered. Items are numbered as they are
// read; workers take them in that order and mark their slot done; the
// caller's thread delivers item d only when item d is done, so the output
// order is the input order however long each item takes.
//
// Three counters describe the run: delivered <= taken <= read (an item is
// delivered only once taken and done) and read - delivered <= window. Only the
// caller's thread moves `read` and `delivered`; workers move `taken`. All
// three, the done flags and the shutdown and failure state are guarded by one
// mutex, taken once per item (a worker's "done, next please") and a few
// times per run of items read or delivered together; a sleeping thread is
// woken only when there is something for it to do.
#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <mutex>
#include <thread>

#include "ordered_run.hpp"

namespace satdoku {

int resolve_jobs(int jobs) {
  if (jobs > 0) return jobs;
  const unsigned hardware = std::thread::hardware_concurrency();
  return hardware > 0 ? static_cast<int>(hardware) : 1;
}

std::size_t resolve_window(std::size_t window, int jobs) {
  if (window > 0) return window;
  // Enough that a slow puzzle at the head of the window leaves the other
  // workers plenty to do while it finishes, small enough to ignore.
  return 64 * static_cast<std::size_t>(std::max(jobs, 1));
}

struct OrderedScheduler::State {
  std::mutex mutex;
  std::condition_variable work;     // workers: an item to take, or shutdown
  std::condition_variable done_cv;  // caller: results ready, or a failure
  std::uint64_t read = 0;
  std::uint64_t taken = 0;
  std::uint64_t delivered = 0;
  bool shutdown = false;
  std::exception_ptr failure;
  // Who is asleep, so that nobody is woken for nothing: with cheap items a
  // wake-up per item would cost more than the item itself.
  int idle_workers = 0;
  bool caller_waiting = false;
  std::uint64_t done = 0;  // items done and not yet delivered
};

std::optional<std::size_t> OrderedScheduler::take(std::optional<std::size_t> finished) {
  std::unique_lock lock(state_->mutex);
  if (finished) {
    done_[*finished] = 1;
    ++state_->done;
    if (state_->caller_waiting && caller_may_go_on()) {
      lock.unlock();
      state_->done_cv.notify_one();
      lock.lock();
    }
  }
  while (!state_->shutdown && state_->taken >= state_->read) {
    ++state_->idle_workers;
    state_->work.wait(lock);
    --state_->idle_workers;
  }
  if (state_->shutdown) return std::nullopt;
  return static_cast<std::size_t>(state_->taken++ % window_);
}

// The caller waits for the oldest item, and then for a batch: a quarter of
// the window done (or everything in flight), so that it wakes once per batch
// rather than once per item: with puzzles of microseconds a wake-up each
// would weigh on the work (docs/benchmark-notes.md, "Pipeline"); the
// workers meanwhile have the rest of the window to get on with.
bool OrderedScheduler::caller_may_go_on() const {
  if (state_->failure) return true;
  if (!done_[state_->delivered % window_]) return false;
  const std::uint64_t batch = std::max<std::size_t>(1, window_ / 4);
  return state_->done >= batch || state_->done == state_->read - state_->delivered;
}

void OrderedScheduler::fail(std::exception_ptr error) {
  {
    std::lock_guard lock(state_->mutex);
    if (!state_->failure) state_->failure = std::move(error);
  }
  state_->done_cv.notify_one();
}

RunReport OrderedScheduler::run(const Hooks& hooks) {
  State state;
  state_ = &state;
  RunReport report;
  report.jobs = jobs_;
  std::vector<std::thread> threads;
  // Every way out of run() goes through here: workers drop the items they
  // have not taken, finish the engine call they are in, and are joined, so
  // no thread outlives the slots it points into.
  const auto shut_down = [&] {
    {
      std::lock_guard lock(state.mutex);
      state.shutdown = true;
    }
    state.work.notify_all();
    for (std::thread& t : threads) t.join();
    threads.clear();
    state_ = nullptr;
  };
  // How often a caller blocked on a slow item looks at the stop flag, which
  // a signal handler can set but cannot signal through a condition variable.
  constexpr auto kStopPoll = std::chrono::milliseconds(20);

  try {
    for (int i = 0; i < jobs_; ++i) threads.emplace_back(hooks.work);
    bool input_done = false;
    bool unflushed = false;  // delivered since the last flush
    const auto flush = [&] {
      if (hooks.flush && unflushed) hooks.flush();
      unflushed = false;
    };
    while (!stop_requested()) {
      // 1. Deliver every result that is ready, in order: the run of done
      // items from the oldest on, found and then released under one lock
      // each, however long the run.
      while (!stop_requested()) {
        std::uint64_t ready = 0;
        {
          std::lock_guard lock(state.mutex);
          if (state.failure) std::rethrow_exception(state.failure);
          while (state.delivered + ready < state.read &&
                 done_[static_cast<std::size_t>((state.delivered + ready) % window_)])
            ++ready;
        }
        if (ready == 0) break;
        std::uint64_t delivered = 0;
        for (; delivered < ready && !stop_requested(); ++delivered) {
          hooks.deliver(static_cast<std::size_t>((state.delivered + delivered) % window_));
          ++report.delivered;
          unflushed = true;
        }
        std::lock_guard lock(state.mutex);
        for (std::uint64_t i = 0; i < delivered; ++i)
          done_[static_cast<std::size_t>(state.delivered++ % window_)] = 0;
        state.done -= delivered;
      }
      if (stop_requested()) break;
      // 2. Read while the window has room and the next item is ready, then
      // hand the run read to the workers under one lock. `read` and
      // `delivered` change only on this thread, so reading them here needs
      // no lock; a slot is free because it was delivered (or never used).
      // A read that would block waits until everything read so far is
      // delivered and flushed (the writer may be waiting for those answers),
      // and its item goes to the workers at once.
      std::uint64_t fresh = 0;  // read in this step, not yet handed on
      while (!input_done && state.read + fresh - state.delivered < window_) {
        const bool may_block = hooks.ready && !hooks.ready();
        if (may_block) {
          if (fresh > 0 || state.delivered != state.read) break;
          flush();
        }
        if (!hooks.read(static_cast<std::size_t>((state.read + fresh) % window_))) {
          input_done = true;
          break;
        }
        ++fresh;
        if (may_block || stop_requested()) break;
      }
      if (fresh > 0) {
        int idle = 0;
        {
          std::lock_guard lock(state.mutex);
          state.read += fresh;
          report.peak_in_flight = std::max(report.peak_in_flight,
                                           static_cast<std::size_t>(state.read - state.delivered));
          idle = state.idle_workers;
        }
        report.read += fresh;
        if (idle > 1 && fresh > 1) {
          state.work.notify_all();
        } else if (idle > 0) {
          state.work.notify_one();
        }
        continue;
      }
      if (input_done && state.delivered == state.read) break;
      // 3. The window is full, the input has ended or would block: wait for
      // the oldest item. When it is slow, what was delivered is written out
      // meanwhile (flushing on every wait would cost a write per few items).
      std::unique_lock lock(state.mutex);
      state.caller_waiting = true;
      const bool ready =
          state.done_cv.wait_for(lock, kStopPoll, [&] { return caller_may_go_on(); });
      state.caller_waiting = false;
      if (!ready) {
        lock.unlock();
        flush();
        if (hooks.waiting) hooks.waiting();
      }
    }
    report.stopped = stop_requested();
  } catch (...) {
    shut_down();
    throw;
  }
  shut_down();
  return report;
}

}  // namespace satdoku
