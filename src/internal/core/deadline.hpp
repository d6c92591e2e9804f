// The wall-clock deadline of an engine call, computed in one place for both
// engines (the native Budget and the SAT engine's SatBudget), so that a
// --timeout means the same to each. Internal to the library.
#pragma once

#include <chrono>
#include <optional>

#include "satdoku/engine.hpp"

namespace satdoku {

// Longest time limit taken as one, in seconds (about 30 years): beyond it a
// deadline would overflow the clock's tick count (1e300 or inf would wrap
// into the past), so such a limit means none.
inline constexpr double kMaxLimitSeconds = 1e9;

// now + limits.seconds, or limits.deadline when that comes first; nullopt
// when the call has no time limit (no deadline, and seconds zero, negative,
// NaN, or kMaxLimitSeconds and above).
std::optional<std::chrono::steady_clock::time_point> deadline_of(const Limits& limits);

}  // namespace satdoku
