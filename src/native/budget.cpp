#include "budget.hpp"

#include <limits>

namespace satdoku::native {

Budget::Budget(const Limits& limits)
    : max_nodes_(limits.nodes > 0 ? static_cast<std::uint64_t>(limits.nodes)
                                  : std::numeric_limits<std::uint64_t>::max()),
      stop_(limits.stop) {
  if (limits.seconds > 0) {
    // Clamped so that an absurd limit cannot overflow the clock's arithmetic.
    const double seconds = limits.seconds < 1e9 ? limits.seconds : 1e9;
    has_deadline_ = true;
    deadline_ = std::chrono::steady_clock::now() +
                std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                    std::chrono::duration<double>(seconds));
  }
}

void Budget::check_clock() {
  if (std::chrono::steady_clock::now() >= deadline_) exhausted_ = true;
}

}  // namespace satdoku::native
