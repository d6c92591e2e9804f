#include "long_call.hpp"

#include <pythread.h>
#include <signal.h>

#include <chrono>
#include <cmath>
#include <stdexcept>

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

void note_main_thread() {
  // threading.main_thread(), which is not always the importing thread.
  g_main_thread = pybind11::module_::import("threading")
                      .attr("main_thread")()
                      .attr("ident")
                      .cast<unsigned long>();
}

CallGuard::CallGuard(std::optional<double> timeout) {
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
    const auto deadline = std::chrono::steady_clock::now() +
                          std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                              std::chrono::duration<double>(*timeout));
    timer_ = std::thread([this, deadline] {
      std::unique_lock<std::mutex> lock(mutex_);
      if (!done_signal_.wait_until(lock, deadline, [this] { return done_; })) {
        timed_out_.store(true);
        stop_.store(true);
      }
    });
  }
}

CallGuard::~CallGuard() {
  if (timer_.joinable()) {
    {
      std::lock_guard<std::mutex> lock(mutex_);
      done_ = true;
    }
    done_signal_.notify_one();
    timer_.join();
  }
  if (watching_sigint_) g_stop_target.store(nullptr);
}

void CallGuard::finish() {
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
