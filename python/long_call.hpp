// A long library call from Python, as Python users expect one: it runs with
// the GIL released (other Python threads go on), Ctrl-C stops it within a
// fraction of a second with KeyboardInterrupt, and an optional timeout stops
// it with TimeoutError. Both work through the engines' stop flag
// (Limits::stop), which every engine and the batch runner poll.
//
//   m.def("solve", [](..., std::optional<double> timeout) {
//     const Grid answer = long_call(timeout, [&](const Limits& limits) { ... });
//     return ...;  // Python objects are made here, with the GIL held again
//   });
#pragma once

#include <pybind11/pybind11.h>

#include <atomic>
#include <cstdint>
#include <exception>
#include <optional>
#include <utility>

#include "satdoku/engine.hpp"

namespace satdoku::python {

// Remembers the module's main thread: only calls made there take Ctrl-C,
// as Python delivers KeyboardInterrupt to the main thread only. Called once
// from the module's init.
void note_main_thread();

// The one thread that watches every call's deadline (long_call.cpp).
class Deadlines;

// One call's stop flag, and what set it. Made and finished with the GIL held.
class CallGuard {
 public:
  // timeout: seconds (> 0; infinity is none) or none; ValueError otherwise. On the main
  // thread, while Python has a SIGINT handler (not SIG_IGN or SIG_DFL),
  // Ctrl-C sets the flag instead until finish(), which hands it back.
  explicit CallGuard(std::optional<double> timeout);
  ~CallGuard();
  CallGuard(const CallGuard&) = delete;
  CallGuard& operator=(const CallGuard&) = delete;

  // For the engines: no limit but the stop flag.
  const Limits& limits() const { return limits_; }
  const std::atomic<bool>& stop() const { return stop_; }

  // After the work: hands a Ctrl-C back to Python (its handler runs, so
  // KeyboardInterrupt is raised) or raises TimeoutError when the deadline
  // stopped the call. Returns when neither happened.
  void finish();

 private:
  std::atomic<bool> stop_{false};
  std::atomic<bool> timed_out_{false};
  Limits limits_;
  bool watching_sigint_ = false;
  // The deadline, when there is a timeout: kept by the one thread that
  // watches every call's deadline (long_call.cpp), under this id.
  Deadlines* deadlines_ = nullptr;
  std::uint64_t deadline_id_ = 0;
};

// work(limits) with the GIL released, under a CallGuard. Its result (a C++
// value) is returned with the GIL held again; its exception is rethrown
// unless Ctrl-C or the timeout stopped it, which raise instead.
template <class Work>
auto long_call(std::optional<double> timeout, Work&& work) {
  CallGuard guard(timeout);
  using Result = decltype(work(guard.limits()));
  std::optional<Result> result;
  std::exception_ptr error;
  {
    pybind11::gil_scoped_release release;
    try {
      result.emplace(work(guard.limits()));
    } catch (...) {
      error = std::current_exception();
    }
  }
  guard.finish();
  if (error) std::rethrow_exception(error);
  return std::move(*result);
}

}  // namespace satdoku::python
