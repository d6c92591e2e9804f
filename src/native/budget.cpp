#include "budget.hpp"

#include <limits>

#include "core/deadline.hpp"

namespace satdoku::native {

Budget::Budget(const Limits& limits)
    : max_nodes_(limits.nodes > 0 ? static_cast<std::uint64_t>(limits.nodes)
                                  : std::numeric_limits<std::uint64_t>::max()),
      stop_(limits.stop) {
  if (const auto deadline = deadline_of(limits)) {
    has_deadline_ = true;
    deadline_ = *deadline;
  }
}

void Budget::check_clock() {
  if (std::chrono::steady_clock::now() >= deadline_) exhausted_ = true;
}

}  // namespace satdoku::native
