// One rule for every number of an f-puzzles file (issue 24, row 15): a whole
// number from 0 to 1,000,000 whether it is written as a JSON number or a
// string of digits, the same message past either end, and 0 refused where
// it would otherwise read as "no value" (a cage sum, a whispers gap) as dots
// already refused it. A little killer of 0 is no clue, as SudokuSolver reads
// it (SolverFactory.cs takes only value > 0; issue 19, item 1).
#include <gtest/gtest.h>

#include <string>

#include "satdoku/notation.hpp"

namespace satdoku {
namespace {

std::string empty_grid_json(int n) {
  std::string grid = "[";
  for (int r = 0; r < n; ++r) {
    grid += r ? ",[" : "[";
    for (int c = 0; c < n; ++c) grid += c ? ",{}" : "{}";
    grid += "]";
  }
  return grid + "]";
}

std::string message_of(const std::string& keys) {
  const Entry e = parse_puzzle("{\"size\":4,\"grid\":" + empty_grid_json(4) + "," + keys + "}");
  return e.error ? e.error->message : "";
}

TEST(FpuzzlesNumbers, ZeroIsNoSumAndNeverTakenForNone) {
  const std::string zero = "'value' must be at least 1";
  for (const std::string value : {"0", "\"0\"", "0.0"}) {
    SCOPED_TRACE(value);
    EXPECT_EQ(message_of("\"killercage\":[{\"cells\":[\"R1C1\",\"R1C2\"],\"value\":" + value + "}]")
                  .rfind("killercage[0]: " + zero, 0),
              0u);
    EXPECT_EQ(message_of("\"littlekillersum\":[{\"cell\":\"R0C1\",\"direction\":\"DR\","
                         "\"value\":" +
                         value + "}]"),
              "");
    EXPECT_EQ(message_of("\"whispers\":[{\"lines\":[[\"R1C1\",\"R1C2\"]],\"value\":" + value + "}]")
                  .rfind("whispers[0].lines[0]: a gap of 0; 1 to 3 expected", 0),
              0u);
    EXPECT_EQ(message_of("\"difference\":[{\"cells\":[\"R1C1\",\"R1C2\"],\"value\":" + value + "}]")
                  .rfind("difference[0]: " + zero, 0),
              0u);
  }
  // No value at all is still a cage without a sum.
  EXPECT_EQ(message_of("\"killercage\":[{\"cells\":[\"R1C1\"],\"value\":\"\"},"
                       "{\"cells\":[\"R2C1\"]}]"),
            "");
}

TEST(FpuzzlesNumbers, OneRangeForNumbersAndStrings) {
  const std::string cage = "\"killercage\":[{\"cells\":[\"R1C1\",\"R1C2\"],\"value\":";
  const struct {
    std::string value;
    std::string shown;
  } cases[] = {
      {"1000001", "1000001"},
      {"\"1000001\"", "'1000001'"},
      {"\"9999999\"", "'9999999'"},
      {"\"99999999999999999999999\"", "'99999999999999999999999'"},
      {"99999999999999999999999", "9.999999999999999e+22"},
      {"-5", "-5"},
      {"\"-5\"", "'-5'"},
      {"1e300", "1e+300"},
  };
  for (const auto& c : cases) {
    SCOPED_TRACE(c.value);
    EXPECT_EQ(message_of(cage + c.value + "}]"),
              "killercage[0]: 'value' is out of range: " + c.shown + " (0 to 1000000)");
  }
  EXPECT_EQ(message_of(cage + "\"12x\"}]"), "killercage[0]: 'value' is not a whole number: '12x'");
  EXPECT_EQ(message_of(cage + "4.5}]"), "killercage[0]: 'value' is not a whole number: 4.5");
  // The largest number is read, as a number or as a string (a cage no
  // digits can fill: the engines say so, not the reader).
  EXPECT_EQ(message_of(cage + "1000000}]"), "");
  EXPECT_EQ(message_of(cage + "\"1000000\"}]"), "");
}

}  // namespace
}  // namespace satdoku
