// Every JSON the program prints is in one schema (README "JSON output"):
// solve, decode and compare agree on the fields they share, for the same
// puzzle. The model decode reads is built here from problem A's published
// answer, not by any engine.
#include <gtest/gtest.h>

#include <string>

#include "problem_a.hpp"
#include "run_program.hpp"

namespace satdoku {
namespace json_output_test {

using testing::kData;
using testing::kProblemASolution;
using testing::run_satdoku;
using testing::shell_quote;

// The bare model of a solution: variable (r*9 + c)*9 + d true for its digits.
std::string model_of(const std::string& solution) {
  std::string model;
  for (int cell = 0; cell < 81; ++cell)
    model += std::to_string(cell * 9 + (solution[cell] - '0')) + (cell % 9 == 8 ? "\n" : " ");
  return model + "0\n";
}

// The text of one field, from its name up to the next field or the end.
std::string field(const std::string& json, const std::string& name) {
  const auto at = json.find("\"" + name + "\":");
  if (at == std::string::npos) return "(absent)";
  const auto from = at + name.size() + 3;
  const auto end = json.find_first_of(",}", json[from] == '"' ? json.find('"', from + 1) : from);
  return json.substr(from, end - from);
}

TEST(JsonOutput, SolveDecodeAndCompareShareTheSchema) {
  const std::string puzzle = kData + "problem_a.txt";
  const auto solve = run_satdoku("solve --format json " + shell_quote(puzzle));
  ASSERT_EQ(solve.exit_code, 0) << solve.err;
  const auto decode = run_satdoku("decode --format json --puzzle " + shell_quote(puzzle),
                                  model_of(kProblemASolution));
  ASSERT_EQ(decode.exit_code, 0) << decode.err;
  const auto compare = run_satdoku("compare --format json " + shell_quote(puzzle));
  ASSERT_EQ(compare.exit_code, 0) << compare.err;
  const std::string record = compare.out.substr(0, compare.out.find('\n'));

  const std::string answer = std::string("\"") + kProblemASolution + "\"";
  for (const std::string& json : {solve.out, decode.out, record}) {
    EXPECT_EQ(field(json, "line"), "1") << json;
    EXPECT_EQ(field(json, "status"), "\"solved\"") << json;
    EXPECT_EQ(field(json, "solution"), answer) << json;
    EXPECT_EQ(field(json, "input"), field(solve.out, "input")) << json;
  }
  EXPECT_EQ(field(solve.out, "source"), "\"" + puzzle + "\"");
  EXPECT_EQ(field(decode.out, "source"), field(solve.out, "source"));
  EXPECT_EQ(field(record, "source"), field(solve.out, "source"));
  // compare's per-engine results use solve's field names for the same facts.
  for (const char* name : {"engine", "time_us", "sat_calls", "conflicts", "nodes"}) {
    EXPECT_NE(field(solve.out, name), "(absent)") << name;
    EXPECT_NE(record.find(std::string("\"") + name + "\":"), std::string::npos) << name;
  }
}

}  // namespace json_output_test
}  // namespace satdoku
