#include "long_call.hpp"

#include <pythread.h>
#include <signal.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <condition_variable>
#include <mutex>
#include <stdexcept>
#include <thread>
#include <unordered_map>

namespace satdoku::python {
namespace {

unsigned long g_main_thread = 0;

// The stop flag of the main thread's call in progress, and whether SIGINT
// came during it. Lock-free atomics: set from the signal handler.
std::atomic<std::atomic<bool>*> g_stop_target{nullptr};
std::atomic<bool> g_sigint_seen{false};
static_assert(std::atomic<std::atomic<bool>*>::is_always_lock_free);
static_assert(std::atomic<bool>::is_always_lock_free);

// Python's own SIGINT handler (its C half) only sets a flag that is read
// between bytecodes, and none run during a call: ours stops the call's
// engines instead, and hands every other SIGINT on to Python's. Installed
// at the first call and left in place (a system call per call would cost
// more than solving an easy puzzle); `g_python_handler` is what it hands on
// to, `g_installed_for` the Python-level handler it was installed under.
struct sigaction g_python_handler {};
pybind11::object* g_installed_for = nullptr;

extern "C" void on_sigint(int signal, siginfo_t* info, void* context) {
  if (std::atomic<bool>* stop = g_stop_target.load(std::memory_order_relaxed)) {
    g_sigint_seen.store(true, std::memory_order_relaxed);
    stop->store(true, std::memory_order_relaxed);
    return;
  }
  if (g_python_handler.sa_flags & SA_SIGINFO)
    g_python_handler.sa_sigaction(signal, info, context);
  else if (g_python_handler.sa_handler != SIG_DFL && g_python_handler.sa_handler != SIG_IGN)
    g_python_handler.sa_handler(signal);
}

// Whether ours is in place for a call on the main thread: (re)installed
// when the Python-level handler is not the one it was installed under
// (signal.signal() puts Python's C handler back); never over SIG_DFL or
// SIG_IGN, which keep their meaning.
bool sigint_watched() {
  namespace py = pybind11;
  // Looked up once and kept for the process (never destroyed after the
  // interpreter is): a call costs one getsignal() and an identity check.
  struct Signal {
    py::object getsignal, default_action, ignore;
  };
  static const Signal* const signal_module = [] {
    const py::module_ m = py::module_::import("signal");
    return new Signal{m.attr("getsignal"), m.attr("SIG_DFL"), m.attr("SIG_IGN")};
  }();
  const py::object current = signal_module->getsignal(SIGINT);
  if (g_installed_for && g_installed_for->is(current)) return true;
  if (current.is_none() || current.equal(signal_module->default_action) ||
      current.equal(signal_module->ignore))
    return false;
  struct sigaction previous {};
  if (sigaction(SIGINT, nullptr, &previous) != 0) return false;
  const bool ours_already = (previous.sa_flags & SA_SIGINFO) && previous.sa_sigaction == on_sigint;
  if (!ours_already) {
    struct sigaction ours {};
    ours.sa_sigaction = on_sigint;
    ours.sa_flags = SA_SIGINFO | SA_ONSTACK;
    sigemptyset(&ours.sa_mask);
    g_python_handler = previous;
    if (sigaction(SIGINT, &ours, nullptr) != 0) return false;
  }
  if (!g_installed_for) g_installed_for = new py::object();
  *g_installed_for = current;
  return true;
}

}  // namespace

// Every call's deadline, watched by one thread started at the first
// timeout= and kept for the process: a thread per call cost 0.19 ms, more
// than solving an easy puzzle (solve() in a loop went from 8 to 194 us).
// Reached with the GIL held, which serialises `instance` and add/cancel
// against each other (not against the watching thread: the mutex does).
class Deadlines {
 public:
  using Clock = std::chrono::steady_clock;

  // The process's watcher; a new one in a child after fork(), which has
  // none of the parent's threads (the old one is left, never used again).
  static Deadlines& instance() {
    static Deadlines* current = nullptr;
    static pid_t owner = 0;
    if (!current || owner != getpid()) {
      current = new Deadlines();
      owner = getpid();
      std::thread([watcher = current] { watcher->watch(); }).detach();
    }
    return *current;
  }

  // At `when`, sets *timed_out then *stop, unless cancel(id) came first.
  std::uint64_t add(Clock::time_point when, std::atomic<bool>* stop, std::atomic<bool>* timed_out) {
    std::lock_guard<std::mutex> lock(mutex_);
    const std::uint64_t id = ++last_id_;
    pending_.emplace(id, Pending{when, stop, timed_out});
    horizon_ = std::max(horizon_, when);
    // Woken only for a deadline before the one it sleeps until: calls in a
    // loop with the same timeout wake it once, not once a call.
    if (when < sleeping_until_) changed_.notify_one();
    return id;
  }

  // Once this returns the watcher no longer touches the call's flags.
  void cancel(std::uint64_t id) {
    std::lock_guard<std::mutex> lock(mutex_);
    pending_.erase(id);
  }

 private:
  struct Pending {
    Clock::time_point when;
    std::atomic<bool>* stop;
    std::atomic<bool>* timed_out;
  };

  void watch() {
    std::unique_lock<std::mutex> lock(mutex_);
    for (;;) {
      // As many pending deadlines as threads in calls: a scan is enough.
      auto first = pending_.end();
      for (auto it = pending_.begin(); it != pending_.end(); ++it)
        if (first == pending_.end() || it->second.when < first->second.when) first = it;
      if (first == pending_.end()) {
        // Calls that end before their deadline leave nothing pending. Until
        // the latest deadline yet added, the watcher sleeps as if it were
        // pending, so that later calls with that timeout need not wake it;
        // past it, until woken.
        if (horizon_ > Clock::now()) {
          sleeping_until_ = horizon_;
          changed_.wait_until(lock, sleeping_until_);
        } else {
          sleeping_until_ = Clock::time_point::max();
          changed_.wait(lock);
        }
      } else if (Clock::now() >= first->second.when) {
        first->second.timed_out->store(true);
        first->second.stop->store(true);
        pending_.erase(first);
      } else {
        sleeping_until_ = first->second.when;
        changed_.wait_until(lock, sleeping_until_);
      }
    }
  }

  std::mutex mutex_;
  std::condition_variable changed_;
  std::unordered_map<std::uint64_t, Pending> pending_;
  std::uint64_t last_id_ = 0;
  // The latest deadline ever added.
  Clock::time_point horizon_ = Clock::time_point::min();
  // When the watcher wakes next unless notified (max: never). Until its
  // first scan, which sees every deadline added before it, none is due.
  Clock::time_point sleeping_until_ = Clock::time_point::min();
};

void note_main_thread() {
  // threading.main_thread(), which is not always the importing thread.
  g_main_thread = pybind11::module_::import("threading")
                      .attr("main_thread")()
                      .attr("ident")
                      .cast<unsigned long>();
}

CallGuard::CallGuard(std::optional<double> timeout) {
  // As the command line's --timeout inf: no limit.
  if (timeout && std::isinf(*timeout) && *timeout > 0) timeout.reset();
  if (timeout && !(*timeout > 0 && std::isfinite(*timeout)))
    throw pybind11::value_error("timeout must be a number of seconds above 0, or None");
  limits_.stop = &stop_;
  // Python delivers KeyboardInterrupt to the main thread only; calls on
  // other threads are stopped by their timeout alone.
  if (PyThread_get_thread_ident() == g_main_thread && sigint_watched()) {
    g_sigint_seen.store(false);
    g_stop_target.store(&stop_);
    watching_sigint_ = true;
  }
  if (timeout) {
    // Capped at a year: a larger duration would overflow the clock.
    const double seconds = std::min(*timeout, 365.0 * 24 * 3600);
    const auto deadline =
        Deadlines::Clock::now() + std::chrono::duration_cast<Deadlines::Clock::duration>(
                                      std::chrono::duration<double>(seconds));
    deadlines_ = &Deadlines::instance();
    deadline_id_ = deadlines_->add(deadline, &stop_, &timed_out_);
  }
}

CallGuard::~CallGuard() {
  if (deadlines_) deadlines_->cancel(deadline_id_);
  if (watching_sigint_) g_stop_target.store(nullptr);
}

void CallGuard::finish() {
  if (deadlines_) {
    deadlines_->cancel(deadline_id_);
    deadlines_ = nullptr;
  }
  if (watching_sigint_) {
    g_stop_target.store(nullptr);
    watching_sigint_ = false;
    if (g_sigint_seen.exchange(false)) {
      // As if the signal came now: Python's handler runs (the default one
      // raises KeyboardInterrupt). A handler that does not raise still
      // leaves this call without an answer.
      PyErr_SetInterrupt();
      if (PyErr_CheckSignals() != 0) throw pybind11::error_already_set();
      PyErr_SetNone(PyExc_KeyboardInterrupt);
      throw pybind11::error_already_set();
    }
  }
  if (timed_out_.load()) {
    PyErr_SetString(PyExc_TimeoutError, "the call ran out of its timeout");
    throw pybind11::error_already_set();
  }
}

}  // namespace satdoku::python
