// Timing statistics for batches and `compare`: mean, median, 99th percentile
// and maximum of a sample, and durations written with a sensible unit.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

namespace satdoku {

// Every function below gives 0 for an empty sample.

double mean(const std::vector<double>& values);

// The middle value of the sorted sample; for an even count, the mean of the
// two middle values.
double median(std::vector<double> values);

// Nearest-rank percentile: the smallest value such that at least `percent`
// per cent of the sample is less than or equal to it, i.e. the value of rank
// ceil(percent/100 * n) in ascending order (rank 1 is the smallest). No
// interpolation: the answer is always one of the values. percent in 1..100.
// With fewer than 100 values, p99 is the maximum.
double percentile(std::vector<double> values, int percent);

double maximum(const std::vector<double>& values);

struct TimeStats {
  std::size_t count = 0;
  double total = 0;  // seconds
  double mean = 0;
  double median = 0;
  double p99 = 0;
  double max = 0;
};

// All of the above in one sort.
TimeStats summarize_times(std::vector<double> seconds);

// A duration with three significant digits and the unit that suits it:
// "812 ns", "12.3 µs", "4.56 ms", "1.23 s", "754 s". Micro is written with
// U+00B5 (two bytes in UTF-8; see display_width).
std::string format_duration(double seconds);

// Columns taken by UTF-8 text on a terminal: code points, not bytes (enough
// for the text this library writes, which has no wide or combining characters).
std::size_t display_width(const std::string& text);

}  // namespace satdoku
