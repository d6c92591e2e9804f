#include "budget.hpp"

#include <limits>

#include "core/deadline.hpp"

namespace satdoku::native {

Budget::Budget(const Limits& limits)
    : max_nodes_(limits.nodes > 0 ? static_cast<std::uint64_t>(limits.nodes)
                                  : std::numeric_limits<std::uint64_t>::max()),
      stop_(limits.stop),
      stop_too_(limits.stop_too) {
  if (limits.checkpoint_nodes > 0 && limits.at_checkpoint) {
    checkpoint_ = static_cast<std::uint64_t>(limits.checkpoint_nodes);
    at_checkpoint_ = limits.at_checkpoint;
  }
  if (const auto deadline = deadline_of(limits)) {
    has_deadline_ = true;
    deadline_ = *deadline;
  }
}

void Budget::check_clock() {
  if (std::chrono::steady_clock::now() >= deadline_) exhausted_ = true;
}

}  // namespace satdoku::native
