#include "core/deadline.hpp"

namespace satdoku {

namespace {

std::optional<std::chrono::steady_clock::time_point> from_now(double seconds) {
  if (!(seconds > 0 && seconds < kMaxLimitSeconds)) return std::nullopt;
  return std::chrono::steady_clock::now() +
         std::chrono::duration_cast<std::chrono::steady_clock::duration>(
             std::chrono::duration<double>(seconds));
}

}  // namespace

std::optional<std::chrono::steady_clock::time_point> deadline_of(const Limits& limits) {
  std::optional<std::chrono::steady_clock::time_point> deadline = from_now(limits.seconds);
  if (limits.deadline && (!deadline || *limits.deadline < *deadline)) deadline = limits.deadline;
  return deadline;
}

Limits for_whole_puzzle(Limits limits) {
  if (const auto deadline = from_now(limits.seconds)) {
    if (!limits.deadline || *deadline < *limits.deadline) limits.deadline = deadline;
  }
  return limits;
}

}  // namespace satdoku
