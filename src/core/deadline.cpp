#include "core/deadline.hpp"

namespace satdoku {

std::optional<std::chrono::steady_clock::time_point> deadline_of(const Limits& limits) {
  if (!(limits.seconds > 0 && limits.seconds < kMaxLimitSeconds)) return std::nullopt;
  return std::chrono::steady_clock::now() +
         std::chrono::duration_cast<std::chrono::steady_clock::duration>(
             std::chrono::duration<double>(limits.seconds));
}

}  // namespace satdoku
