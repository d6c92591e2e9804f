#include "report/stats.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <numeric>

namespace satdoku {

namespace {

// Rank (1-based) of the nearest-rank percentile, in integers so that
// 99 * n / 100 does not pick up floating-point error (0.99 * 100 is
// 99.00000000000001, whose ceiling would be 100).
std::size_t nearest_rank(std::size_t n, int percent) {
  const std::size_t p = static_cast<std::size_t>(std::clamp(percent, 1, 100));
  return std::max<std::size_t>(1, (p * n + 99) / 100);
}

double median_of_sorted(const std::vector<double>& sorted) {
  const std::size_t n = sorted.size();
  if (n == 0) return 0;
  if (n % 2 == 1) return sorted[n / 2];
  return (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
}

}  // namespace

double mean(const std::vector<double>& values) {
  if (values.empty()) return 0;
  return std::accumulate(values.begin(), values.end(), 0.0) / static_cast<double>(values.size());
}

double median(std::vector<double> values) {
  std::sort(values.begin(), values.end());
  return median_of_sorted(values);
}

double percentile(std::vector<double> values, int percent) {
  if (values.empty()) return 0;
  const std::size_t rank = nearest_rank(values.size(), percent);
  std::nth_element(values.begin(), values.begin() + static_cast<std::ptrdiff_t>(rank - 1),
                   values.end());
  return values[rank - 1];
}

double maximum(const std::vector<double>& values) {
  if (values.empty()) return 0;
  return *std::max_element(values.begin(), values.end());
}

TimeStats summarize_times(std::vector<double> seconds) {
  TimeStats stats;
  if (seconds.empty()) return stats;
  std::sort(seconds.begin(), seconds.end());
  stats.count = seconds.size();
  stats.total = std::accumulate(seconds.begin(), seconds.end(), 0.0);
  stats.mean = stats.total / static_cast<double>(stats.count);
  stats.median = median_of_sorted(seconds);
  stats.p99 = seconds[nearest_rank(stats.count, 99) - 1];
  stats.max = seconds.back();
  return stats;
}

std::string format_duration(double seconds) {
  struct Unit {
    double scale;
    const char* name;
  };
  static constexpr Unit kUnits[] = {{1e-9, "ns"}, {1e-6, "µs"}, {1e-3, "ms"}, {1, "s"}};
  if (!std::isfinite(seconds)) return "-";
  if (seconds <= 0) return "0 s";
  // The largest unit in which the value is at least 1, after rounding to
  // three significant digits (so 999.7 µs reads "1.00 ms", not "1000 µs").
  const Unit* unit = &kUnits[0];
  for (const Unit& u : kUnits) {
    if (seconds / u.scale >= 0.9995) unit = &u;
  }
  const double value = seconds / unit->scale;
  char buffer[48];
  const int decimals = value >= 99.95 ? 0 : value >= 9.995 ? 1 : 2;
  // Whole nanoseconds: the clocks measure no finer.
  std::snprintf(buffer, sizeof buffer, "%.*f %s", unit->scale == 1e-9 ? 0 : decimals, value,
                unit->name);
  return buffer;
}

std::size_t display_width(const std::string& text) {
  std::size_t width = 0;
  for (const char c : text)
    if ((static_cast<unsigned char>(c) & 0xC0) != 0x80) ++width;
  return width;
}

}  // namespace satdoku
