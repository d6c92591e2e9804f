// The fields of every f-puzzles rule kind (issue 37, items 7 and 14): a
// field a kind needs is required, missing, null or empty alike, so that a
// misspelt key never drops a constraint in silence; a key inside a rule that
// the kind does not read is a warning naming it (f-puzzles' own drawing keys
// excepted); and an XV mark's value is X or V or an error, whatever its type.
// Published puzzles read as before, without new warnings.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "notation/puzzle_zipper.hpp"
#include "satdoku/fpuzzles.hpp"

namespace satdoku::rule_fields {
namespace {

namespace fs = std::filesystem;

// An empty 6x6 grid with one rule key holding `items`.
std::string puzzle_with(const std::string& key, const std::string& items) {
  std::string grid = "[";
  for (int r = 0; r < 6; ++r) grid += std::string(r ? "," : "") + "[{},{},{},{},{},{}]";
  return R"({"size":6,"grid":)" + grid + "],\"" + key + "\":" + items + "}";
}

Entry read(const std::string& json) {
  return read_fpuzzles_json(json, FpuzzlesOrigin{"<test>", 1, false});
}

std::string all_warnings(const Entry& entry) {
  std::string text;
  for (const ParseError& w : entry.warnings) text += w.message + "\n";
  return text;
}

struct Kind {
  std::string key;
  std::string item;                   // one valid element, as f-puzzles writes it
  std::vector<std::string> required;  // its fields that say what the rule is
};

// Every rule kind the reader takes as a list of elements, with a valid
// element of each (6x6) and the fields it needs.
const std::vector<Kind>& kinds() {
  static const std::vector<Kind> all = {
      {"extraregion", R"({"cells":["R1C1","R2C2"]})", {"cells"}},
      {"killercage", R"({"cells":["R1C1","R1C2"],"value":"3"})", {"cells"}},
      {"littlekillersum",
       R"({"cell":"R0C1","direction":"DR","value":"7","cells":["R1C2","R2C3"]})",
       {"cell", "direction"}},
      {"sandwichsum", R"({"cell":"R0C2","value":"5"})", {"cell"}},
      {"thermometer", R"({"lines":[["R1C1","R1C2","R1C3"]]})", {"lines"}},
      {"arrow", R"({"cells":["R1C1"],"lines":[["R1C1","R2C2","R3C3"]]})", {"cells", "lines"}},
      {"difference", R"({"cells":["R1C1","R1C2"]})", {"cells"}},
      {"ratio", R"({"cells":["R1C1","R1C2"],"value":"3"})", {"cells"}},
      {"xv", R"({"cells":["R1C1","R1C2"],"value":"V"})", {"cells"}},
      {"odd", R"({"cell":"R1C1"})", {"cell"}},
      {"even", R"({"cell":"R1C1"})", {"cell"}},
      {"minimum", R"({"cell":"R1C1"})", {"cell"}},
      {"maximum", R"({"cell":"R1C1"})", {"cell"}},
      {"whispers", R"({"lines":[["R1C1","R1C2"]],"value":"2"})", {"lines"}},
      {"renban", R"({"lines":[["R1C1","R1C2"]]})", {"lines"}},
      {"palindrome", R"({"lines":[["R1C1","R2C2","R3C3"]]})", {"lines"}},
      {"quadruple",
       R"({"cells":["R1C1","R1C2","R2C1","R2C2"],"values":[1,2]})",
       {"cells", "values"}},
      {"slowthermometer", R"({"lines":[["R1C1","R1C2"]]})", {"lines"}},
      {"betweenline", R"({"lines":[["R1C1","R1C2","R1C3"]]})", {"lines"}},
      {"lockout", R"({"lines":[["R1C1","R1C2","R1C3"]]})", {"lines"}},
      {"entropicline", R"({"lines":[["R1C1","R1C2","R1C3"]]})", {"lines"}},
      {"modularline", R"({"lines":[["R1C1","R1C2","R1C3"]]})", {"lines"}},
      {"nabner", R"({"lines":[["R1C1","R1C2"]]})", {"lines"}},
      {"zipperline", R"({"lines":[["R1C1","R1C2","R1C3"]]})", {"lines"}},
      {"doublearrow", R"({"lines":[["R1C1","R1C2","R1C3"]]})", {"lines"}},
      {"regionsumline", R"({"lines":[["R1C1","R1C2"]]})", {"lines"}},
      {"xsum", R"({"cell":"R0C1","value":"6"})", {"cell"}},
      {"skyscraper", R"({"cell":"R0C1","value":"2"})", {"cell"}},
      {"clone", R"({"cells":["R1C1"],"cloneCells":["R4C4"]})", {"cells", "cloneCells"}},
      {"rowindexer", R"({"cells":["R1C1"]})", {"cells"}},
      {"columnindexer", R"({"cells":["R1C1"]})", {"cells"}},
      {"boxindexer", R"({"cells":["R1C1"]})", {"cells"}},
  };
  return all;
}

// `item` (a JSON object's text) with `field` set to `value` (its JSON text),
// or removed when `value` is empty.
std::string with_field(const std::string& item, const std::string& field,
                       const std::string& value) {
  const std::string quoted = "\"" + field + "\":";
  std::string out = item;
  const std::size_t at = out.find(quoted);
  if (at != std::string::npos) {
    // The value runs to the comma or brace that closes it at depth 0.
    std::size_t end = at + quoted.size();
    int depth = 0;
    bool in_string = false;
    for (; end < out.size(); ++end) {
      const char c = out[end];
      if (in_string) {
        in_string = c != '"';
      } else if (c == '"') {
        in_string = true;
      } else if (c == '[' || c == '{') {
        ++depth;
      } else if (c == ']' || c == '}') {
        if (depth == 0) break;
        --depth;
      } else if (c == ',' && depth == 0) {
        break;
      }
    }
    std::size_t start = at;
    if (out[end] == ',') {
      ++end;  // "field":v, -> removed with its comma
    } else if (start > 0 && out[start - 1] == ',') {
      --start;  // ,"field":v} -> removed with the comma before
    }
    out.erase(start, end - start);
  }
  if (value.empty()) return out;
  return "{" + quoted + value + (out.size() > 2 ? "," : "") + out.substr(1);
}

// Item 7: every required field of every kind, missing, null or empty, is an
// error naming the rule and the field; the valid element reads as a rule.
TEST(RuleFields, Item7EveryRequiredFieldIsRequired) {
  for (const Kind& kind : kinds()) {
    SCOPED_TRACE(kind.key);
    const Entry valid = read(puzzle_with(kind.key, "[" + kind.item + "]"));
    ASSERT_FALSE(valid.error) << valid.error->to_string();
    EXPECT_TRUE(valid.rules()) << "the valid element must be a rule";
    EXPECT_TRUE(valid.warnings.empty()) << all_warnings(valid);
    // The element with nothing in it.
    const Entry empty = read(puzzle_with(kind.key, "[{}]"));
    ASSERT_TRUE(empty.error) << kind.key << ": [{}] read as no rule";
    EXPECT_NE(empty.error->message.find(kind.key + "[0]"), std::string::npos)
        << empty.error->message;
    for (const std::string& field : kind.required) {
      for (const std::string value : {"", "null", "[]", "\"\""}) {
        SCOPED_TRACE(field + " = " + (value.empty() ? "(missing)" : value));
        const Entry e =
            read(puzzle_with(kind.key, "[" + with_field(kind.item, field, value) + "]"));
        ASSERT_TRUE(e.error) << "read as " << (e.rules() ? e.rules()->list.size() : 0) << " rules";
        EXPECT_NE(e.error->message.find(kind.key + "[0]"), std::string::npos) << e.error->message;
        EXPECT_NE(e.error->message.find(field), std::string::npos) << e.error->message;
      }
    }
  }
  // A misspelt field name is a missing field: the issue's examples.
  for (const auto& [key, items] : std::vector<std::pair<std::string, std::string>>{
           {"thermometer", R"([{"line":[["R1C1","R1C2"]]}])"},
           {"arrow", R"([{"cells":["R1C1"]}])"},
           {"renban", R"([{}])"},
           {"whispers", R"([{"lines":[]}])"},
           {"palindrome", R"([{"lines":null}])"},
           {"betweenline", R"([{}])"},
           {"quadruple", R"([{"cells":["R1C1","R1C2","R2C1","R2C2"]}])"},
           {"thermometer", R"([{"lines":[[]]}])"},
       }) {
    SCOPED_TRACE(key + ": " + items);
    const Entry e = read(puzzle_with(key, items));
    EXPECT_TRUE(e.error) << "read as " << (e.rules() ? e.rules()->list.size() : 0) << " rules";
  }
}

// Item 7: a key inside a rule element that its kind does not read is a
// warning naming the key and the elements holding it, zipped (SudokuPad's
// short names) or not; f-puzzles' own drawing keys raise nothing.
TEST(RuleFields, Item7UnknownKeysInARuleAreNamed) {
  for (const Kind& kind : kinds()) {
    SCOPED_TRACE(kind.key);
    const std::string odd = kind.item.substr(0, kind.item.size() - 1) + R"(,"vaule":7})";
    const Entry e = read(puzzle_with(kind.key, "[" + kind.item + "," + odd + "]"));
    ASSERT_FALSE(e.error) << e.error->to_string();
    ASSERT_EQ(e.warnings.size(), 1u) << all_warnings(e);
    const std::string& w = e.warnings[0].message;
    EXPECT_NE(w.find("'vaule'"), std::string::npos) << w;
    EXPECT_NE(w.find(kind.key + "[1]"), std::string::npos) << w;
    EXPECT_EQ(w.find(kind.key + "[0]"), std::string::npos) << w;
    EXPECT_GT(e.warnings[0].column, 0);  // at the rule's key
    // f-puzzles writes these on cosmetics; another tool may copy them onto rules.
    const std::string drawn = kind.item.substr(0, kind.item.size() - 1) +
                              R"(,"outlineC":"#000000","fontC":"#000000","baseC":"#FFFFFF",)"
                              R"("width":0.5,"height":0.5,"angle":45,"size":1})";
    const Entry d = read(puzzle_with(kind.key, "[" + drawn + "]"));
    ASSERT_FALSE(d.error) << d.error->to_string();
    EXPECT_TRUE(d.warnings.empty()) << all_warnings(d);
  }
  // Many elements with the same stray key: one warning, the first few named.
  std::string cages;
  for (int i = 0; i < 8; ++i)
    cages += std::string(i ? "," : "") + R"({"cells":["R)" + std::to_string(i % 6 + 1) +
             R"(C1"],"vaule":7})";
  const Entry many = read(puzzle_with("killercage", "[" + cages + "]"));
  ASSERT_FALSE(many.error) << many.error->to_string();
  ASSERT_EQ(many.warnings.size(), 1u) << all_warnings(many);
  EXPECT_NE(many.warnings[0].message.find("and 3 more"), std::string::npos)
      << many.warnings[0].message;
}

// SudokuPad's zipped JSON (keys without quotes, its short names) goes
// through the same reader: `alue` is no key of a cage.
TEST(RuleFields, Item7ZippedKeysAreCheckedToo) {
  const std::string zipped =
      "{size:4,grid:[[,,,],[,,,],[,,,],[,,,]],killercage:[{ce:['R1C1','R1C2'],alue:3}]}";
  std::string error;
  const std::optional<std::string> json = notation_internal::sudokupad_unzip(zipped, error);
  ASSERT_TRUE(json) << error;
  const Entry e = read(*json);
  ASSERT_FALSE(e.error) << e.error->to_string();
  ASSERT_EQ(e.warnings.size(), 1u) << all_warnings(e);
  EXPECT_NE(e.warnings[0].message.find("'alue'"), std::string::npos) << e.warnings[0].message;
}

// Item 14: an XV mark's value is X or V (either case), or the mark is an
// error, whatever the value's type; only a mark without a value is skipped
// with a warning, as SudokuSolver skips it.
TEST(RuleFields, Item14AnXvValueIsXOrVWhateverItsType) {
  for (const std::string value :
       {"5", "10", "null", "[]", "\"\"", "\"1e1\"", "\"XV\"", "{}", "true", "[\"X\"]"}) {
    SCOPED_TRACE(value);
    const Entry e = read(puzzle_with("xv", R"([{"cells":["R1C1","R1C2"],"value":)" + value + "}]"));
    ASSERT_TRUE(e.error) << "read with " << e.warnings.size() << " warnings";
    EXPECT_NE(e.error->message.find("xv[0]"), std::string::npos) << e.error->message;
    EXPECT_NE(e.error->message.find("X or V"), std::string::npos) << e.error->message;
  }
  for (const std::string value : {"\"X\"", "\"x\"", "\"V\"", "\"v\""}) {
    const Entry e = read(puzzle_with("xv", R"([{"cells":["R1C1","R1C2"],"value":)" + value + "}]"));
    ASSERT_FALSE(e.error) << value << ": " << e.error->to_string();
    EXPECT_TRUE(e.warnings.empty());
  }
  const Entry bare = read(puzzle_with("xv", R"([{"cells":["R1C1","R1C2"]}])"));
  ASSERT_FALSE(bare.error) << bare.error->to_string();
  ASSERT_EQ(bare.warnings.size(), 1u);
  EXPECT_FALSE(bare.rules());
}

// Published puzzles (tests/data/real, variants, setters) read as before:
// no new error, and no warning but Orbit's cell key.
TEST(RuleFields, PublishedPuzzlesReadWithoutNewWarnings) {
  int files = 0;
  for (const char* dir : {"real", "variants", "setters"}) {
    for (const auto& entry :
         fs::directory_iterator(std::string(SATDOKU_TEST_DATA) + "/data/" + dir)) {
      if (entry.path().extension() != ".json") continue;
      SCOPED_TRACE(entry.path().string());
      std::ifstream in(entry.path(), std::ios::binary);
      std::stringstream text;
      text << in.rdbuf();
      const Entry e = read(text.str());
      ASSERT_FALSE(e.error) << e.error->to_string();
      const std::size_t expected = entry.path().stem() == "orbit" ? 1u : 0u;
      EXPECT_EQ(e.warnings.size(), expected) << all_warnings(e);
      ++files;
    }
  }
  EXPECT_GT(files, 140);
}

}  // namespace
}  // namespace satdoku::rule_fields
