// run_ordered: items streamed from a source through N worker threads,
// results handed to a sink in input order, in bounded memory (at most
// `window` items held at once): the machinery under run_jobs (job_runner.hpp),
// private to the batch component (its tests and benchmarks reach it too).
//
// Threads: the caller's thread pulls items from the source and calls the
// sink; workers only run engines. So neither the source (a PuzzleReader) nor
// the sink (an ostream) needs to be thread-safe. With jobs == 1 the batch is
// a plain loop on the caller's thread and starts no thread at all.
//
// With jobs > 1 a result is delivered as soon as it and every earlier one are
// ready, between reads of the source. Reading happens on the caller's thread
// too, so while the source blocks (an interactive stdin) nothing is
// delivered: for input typed by a person, jobs = 1 answers each puzzle as
// soon as it is entered.
#pragma once

#include <atomic>
#include <cstddef>
#include <exception>
#include <functional>
#include <optional>
#include <type_traits>
#include <utility>
#include <vector>

#include "satdoku/batch.hpp"

namespace satdoku {

// The thread and ordering machinery of run_ordered, free of the item types.
// Items live in `window` slots owned by the caller; slot k of the ring holds
// item number k mod window. Used through run_ordered, not directly.
class OrderedScheduler {
 public:
  struct Hooks {
    std::function<bool(std::size_t slot)> read;     // fill the slot; false at the end of input
    std::function<void()> work;                     // body of each worker thread
    std::function<void(std::size_t slot)> deliver;  // hand the slot's result on, then empty it
    std::function<bool()> ready;                    // optional: a read would not block
    std::function<void()> flush;                    // optional: write out what was delivered
    std::function<void()> waiting;                  // optional: called while the caller waits
  };

  OrderedScheduler(int jobs, std::size_t window, const std::atomic<bool>* stop)
      : jobs_(jobs), window_(window), stop_(stop), done_(window, 0) {}

  // Runs the whole batch on the caller's thread plus jobs worker threads.
  // An exception from read, deliver or a worker ends the run and is rethrown
  // here once every thread has been joined.
  RunReport run(const Hooks& hooks);

  // For worker threads: the notice that the slot `finished` holds its result
  // (none on the first call), and the next slot to process (nullopt: quit),
  // in one locked step.
  std::optional<std::size_t> take(std::optional<std::size_t> finished = std::nullopt);
  // A worker that cannot go on (its engine could not be built) ends the run.
  void fail(std::exception_ptr error);

 private:
  struct State;
  bool caller_may_go_on() const;  // with the mutex held
  bool stop_requested() const { return stop_ && stop_->load(std::memory_order_relaxed); }

  const int jobs_;
  const std::size_t window_;
  const std::atomic<bool>* const stop_;
  std::vector<char> done_;  // per slot, guarded by the mutex in run()
  State* state_ = nullptr;  // valid during run()
};

// Runs `make_worker()` once on each worker thread to get that thread's worker
// (a callable Out(In&), which may own an engine), and feeds it the items of
// `source` (a callable std::optional<In>()); `sink(Out&&)` receives the
// results in input order. An exception thrown by a worker reaches the
// caller when its item's turn to be delivered comes.
template <class In, class Source, class MakeWorker, class Sink>
RunReport run_ordered(Source&& source, MakeWorker&& make_worker, Sink&& sink,
                      const RunOptions& options) {
  using Worker = decltype(make_worker());
  using Out = std::invoke_result_t<Worker&, In&>;
  const int jobs = resolve_jobs(options.jobs);
  const auto stopped = [&] {
    return options.stop && options.stop->load(std::memory_order_relaxed);
  };
  RunReport report;
  // One job runs on the caller's thread, unless answers must be flushed or
  // progress shown while a slow puzzle is being solved: that takes a worker
  // thread.
  if (jobs == 1 && !options.flush && !options.waiting) {
    Worker worker = make_worker();
    while (!stopped()) {
      std::optional<In> item = source();
      if (!item) return report;
      ++report.read;
      report.peak_in_flight = 1;
      Out out = worker(*item);
      if (stopped()) break;  // the engine call may have been long
      sink(std::move(out));
      ++report.delivered;
    }
    report.stopped = true;
    return report;
  }

  struct Slot {
    std::optional<In> in;
    std::optional<Out> out;
    std::exception_ptr error;
  };
  const std::size_t window = resolve_window(options.window, jobs);
  std::vector<Slot> slots(window);
  OrderedScheduler scheduler(jobs, window, options.stop);
  OrderedScheduler::Hooks hooks;
  hooks.read = [&](std::size_t k) {
    slots[k].in = source();
    return slots[k].in.has_value();
  };
  hooks.work = [&] {
    try {
      Worker worker = make_worker();
      for (std::optional<std::size_t> k = scheduler.take(); k; k = scheduler.take(k)) {
        Slot& slot = slots[*k];
        try {
          slot.out.emplace(worker(*slot.in));
        } catch (...) {
          slot.error = std::current_exception();
        }
      }
    } catch (...) {
      scheduler.fail(std::current_exception());
    }
  };
  hooks.ready = options.ready;
  hooks.flush = options.flush;
  hooks.waiting = options.waiting;
  hooks.deliver = [&](std::size_t k) {
    Slot& slot = slots[k];
    if (slot.error) std::rethrow_exception(slot.error);
    slot.in.reset();  // the item's input is done with; its result goes to the sink in place
    sink(std::move(*slot.out));
    slot.out.reset();
  };
  return scheduler.run(hooks);
}

}  // namespace satdoku
