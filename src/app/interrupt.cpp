#include "interrupt.hpp"

#include <csignal>

namespace satdoku::cli {
namespace {

std::atomic<bool> g_interrupted{false};
static_assert(std::atomic<bool>::is_always_lock_free, "set from a signal handler");

extern "C" void on_interrupt(int) {
  g_interrupted.store(true, std::memory_order_relaxed);
  std::signal(SIGINT, SIG_DFL);  // a second Ctrl-C is not ignored
}

}  // namespace

const std::atomic<bool>& interrupt_flag() {
  return g_interrupted;
}

void install_interrupt_handler() {
  std::signal(SIGINT, on_interrupt);
}

bool interrupted() {
  return g_interrupted.load(std::memory_order_relaxed);
}

}  // namespace satdoku::cli
