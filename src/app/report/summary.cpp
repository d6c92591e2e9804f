#include "report/summary.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>

#include "report/stats.hpp"

namespace satdoku {

std::string format_clock(double seconds) {
  const long long total = std::isfinite(seconds) && seconds > 0 ? std::llround(seconds) : 0;
  const long long h = total / 3600, m = total / 60 % 60, s = total % 60;
  char buffer[48];
  if (h > 0) {
    std::snprintf(buffer, sizeof buffer, "%lld:%02lld:%02lld", h, m, s);
  } else {
    std::snprintf(buffer, sizeof buffer, "%lld:%02lld", m, s);
  }
  return buffer;
}

std::string format_rate(double per_second) {
  char buffer[48];
  if (!std::isfinite(per_second) || per_second <= 0) return "0/s";
  // Whole numbers once the decimals stop meaning anything.
  const int decimals = per_second >= 100 ? 0 : per_second >= 10 ? 1 : 2;
  std::snprintf(buffer, sizeof buffer, "%.*f/s", decimals, per_second);
  return buffer;
}

std::string counted(std::uint64_t n, const char* one, const char* many) {
  return std::to_string(n) + " " + (n == 1 ? one : many);
}

std::string progress_line(const Progress& progress) {
  std::string line = "satdoku: " + counted(progress.done, "puzzle", "puzzles");
  // With nothing done yet there is no rate, and no rate to extrapolate.
  if (progress.seconds > 0 && progress.done > 0) {
    line += ", " + format_rate(static_cast<double>(progress.done) / progress.seconds);
  }
  // The remaining time extrapolates the rate so far from the share of the
  // input read; while one puzzle holds the run up, that share says nothing
  // (a file of one 36x36 is read whole at once), so then it is left out.
  if (progress.fraction && *progress.fraction > 0 && progress.seconds > 0 && progress.done > 0 &&
      !progress.waited) {
    const double f = std::min(*progress.fraction, 1.0);
    line += ", " + format_clock(progress.seconds * (1 - f) / f) + " left";
  }
  if (progress.waited) {
    line += "; puzzle " + std::to_string(progress.done + 1) + ": " +
            format_clock(*progress.waited) + " so far";
  }
  return line;
}

std::string progress_line(std::uint64_t done, double seconds, std::optional<std::uint64_t> total) {
  Progress progress{done, seconds, std::nullopt, std::nullopt};
  if (total && *total > 0) {
    progress.fraction = static_cast<double>(done) / static_cast<double>(*total);
  }
  return progress_line(progress);
}

double progress_delay() {
  static const double delay = [] {
    const char* text = std::getenv("SATDOKU_PROGRESS_DELAY");
    if (!text || !*text) return 1.0;
    char* end = nullptr;
    const double seconds = std::strtod(text, &end);
    return *end == '\0' && seconds >= 0 && std::isfinite(seconds) ? seconds : 1.0;
  }();
  return delay;
}

bool ProgressClock::due(double seconds) {
  if (seconds < delay_) return false;
  if (last_ >= 0 && seconds - last_ < interval_) return false;
  last_ = seconds;
  return true;
}

std::string format_summary(const Tally& tally, double seconds) {
  const std::uint64_t puzzles = tally.total();
  const std::uint64_t rejected = tally[Ruling::disagreement];
  std::string text = counted(puzzles, "puzzle", "puzzles") + ": " +
                     std::to_string(tally[Ruling::solved]) + " solved, " +
                     std::to_string(tally[Ruling::no_solution] + tally[Ruling::multiple]) +
                     " no solution, " + std::to_string(tally[Ruling::unknown]) + " unknown, " +
                     std::to_string(tally[Ruling::invalid]) + " invalid";
  if (rejected > 0) text += ", " + counted(rejected, "rejected answer", "rejected answers");
  const double rate = seconds > 0 ? static_cast<double>(puzzles) / seconds : 0;
  text += " in " + format_duration(seconds) + " (" + format_rate(rate) + ")";
  return text;
}

}  // namespace satdoku
