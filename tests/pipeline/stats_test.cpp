// Statistics on small samples whose answers were worked out by hand.
#include <gtest/gtest.h>

#include <algorithm>
#include <numeric>

#include "report/stats.hpp"

namespace satdoku {
namespace {

std::vector<double> one_to(int n) {
  std::vector<double> v(static_cast<std::size_t>(n));
  std::iota(v.begin(), v.end(), 1.0);
  return v;
}

TEST(Stats, EmptySampleGivesZeros) {
  EXPECT_EQ(mean({}), 0);
  EXPECT_EQ(median({}), 0);
  EXPECT_EQ(percentile({}, 99), 0);
  EXPECT_EQ(maximum({}), 0);
  const TimeStats t = summarize_times({});
  EXPECT_EQ(t.count, 0u);
  EXPECT_EQ(t.total, 0);
  EXPECT_EQ(t.p99, 0);
}

TEST(Stats, OneValue) {
  EXPECT_EQ(mean({5}), 5);
  EXPECT_EQ(median({5}), 5);
  EXPECT_EQ(percentile({5}, 99), 5);
  EXPECT_EQ(percentile({5}, 1), 5);
  EXPECT_EQ(maximum({5}), 5);
}

TEST(Stats, OddAndEvenMedians) {
  EXPECT_EQ(median({3, 1, 2}), 2);
  EXPECT_EQ(median({4, 1, 3, 2}), 2.5);  // (2 + 3) / 2
  EXPECT_EQ(median({10, 0}), 5);
  EXPECT_EQ(mean({3, 1, 2}), 2);
  EXPECT_EQ(mean({1, 2, 3, 10}), 4);
}

TEST(Stats, NearestRankPercentile) {
  // Three values: rank ceil(0.99 * 3) = 3, the largest.
  EXPECT_EQ(percentile({3, 1, 2}, 99), 3);
  // Ten values: rank ceil(9.9) = 10.
  EXPECT_EQ(percentile(one_to(10), 99), 10);
  // 100 values: rank exactly 99 (a floating-point 0.99 * 100 would give 100).
  EXPECT_EQ(percentile(one_to(100), 99), 99);
  EXPECT_EQ(percentile(one_to(100), 50), 50);  // rank 50: no averaging
  EXPECT_EQ(percentile(one_to(100), 1), 1);
  EXPECT_EQ(percentile(one_to(100), 100), 100);
  // 200 values: rank 198. 101 values: rank ceil(99.99) = 100.
  EXPECT_EQ(percentile(one_to(200), 99), 198);
  EXPECT_EQ(percentile(one_to(101), 99), 100);
  // Order of the input does not matter.
  std::vector<double> reversed = one_to(1000);
  std::reverse(reversed.begin(), reversed.end());
  EXPECT_EQ(percentile(reversed, 99), 990);
  // Twenty values, one outlier: p99 = rank 20 = the outlier; p95 = rank 19.
  std::vector<double> outlier(19, 1.0);
  outlier.push_back(1000);
  EXPECT_EQ(percentile(outlier, 99), 1000);
  EXPECT_EQ(percentile(outlier, 95), 1);
}

TEST(Stats, MaximumOfUnsorted) {
  EXPECT_EQ(maximum({2, 9, -1, 4}), 9);
}

TEST(Stats, SummaryAgreesWithHandValues) {
  // 0.001 .. 0.200 s shuffled: total 20.1, mean 0.1005, median (0.100 +
  // 0.101) / 2, p99 rank 198 = 0.198, max 0.200.
  std::vector<double> v;
  for (int i = 200; i >= 1; --i) v.push_back(i / 1000.0);
  std::rotate(v.begin(), v.begin() + 77, v.end());
  const TimeStats t = summarize_times(v);
  EXPECT_EQ(t.count, 200u);
  EXPECT_NEAR(t.total, 20.1, 1e-9);
  EXPECT_NEAR(t.mean, 0.1005, 1e-12);
  EXPECT_NEAR(t.median, 0.1005, 1e-12);
  EXPECT_EQ(t.p99, 0.198);
  EXPECT_EQ(t.max, 0.2);
}

TEST(FormatDuration, PicksTheUnitAndThreeDigits) {
  EXPECT_EQ(format_duration(812e-9), "812 ns");
  EXPECT_EQ(format_duration(3e-9), "3 ns");
  EXPECT_EQ(format_duration(1e-6), "1.00 µs");
  EXPECT_EQ(format_duration(12.34e-6), "12.3 µs");
  EXPECT_EQ(format_duration(4.56e-3), "4.56 ms");
  EXPECT_EQ(format_duration(0.1234), "123 ms");
  EXPECT_EQ(format_duration(1.23), "1.23 s");
  EXPECT_EQ(format_duration(754), "754 s");
  EXPECT_EQ(format_duration(0), "0 s");
  // Rounding up into the next unit shows that unit, not "1000 µs".
  EXPECT_EQ(format_duration(0.0009997), "1.00 ms");
  EXPECT_EQ(format_duration(999.4e-9), "999 ns");
}

TEST(DisplayWidth, CountsCodePoints) {
  EXPECT_EQ(display_width("12.3 µs"), 7u);
  EXPECT_EQ(display_width("ms"), 2u);
  EXPECT_EQ(display_width(""), 0u);
}

}  // namespace
}  // namespace satdoku
