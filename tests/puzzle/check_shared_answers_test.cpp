// Every answer in tests/data/variants/answers.tsv (from an independent
// reference solver) must pass the checker. The JSON files are translated here
// by a small test-only reading of the f-puzzles keys used in that folder,
// written from docs/rules.md and independent of the project's reader: this
// tests the checker, not the reader. check_answers_test.cpp does the same
// for a few files translated by hand.
#if __has_include(<nlohmann/json.hpp>)
#include <nlohmann/json.hpp>
#define SATDOKU_HAVE_JSON 1
#endif

#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "data_sets.hpp"
#include "satdoku/check.hpp"
#include "variant_builders.hpp"

namespace satdoku {
namespace {

#ifdef SATDOKU_HAVE_JSON
using nlohmann::json;
using K = RuleKind;

// "R0C3" and "R10C1" included: the clue cells outside the grid.
std::pair<int, int> row_col(const std::string& name) {
  const std::size_t c = name.find('C');
  return {std::stoi(name.substr(1, c - 1)), std::stoi(name.substr(c + 1))};
}

int number(const json& value, int otherwise) {
  if (value.is_number()) return value.get<int>();
  if (value.is_string() && !value.get<std::string>().empty()) {
    const std::string text = value.get<std::string>();
    if (text == "X") return 10;
    if (text == "V") return 5;
    return std::stoi(text);
  }
  return otherwise;
}

class Translation {
 public:
  explicit Translation(const json& doc) : doc_(doc), n_(doc.at("size").get<int>()) {}

  Puzzle puzzle() {
    const Geometry g = n_ == 4 ? Geometry{2, 2} : n_ == 6 ? Geometry{2, 3} : Geometry{3, 3};
    Grid givens(g);
    std::vector<int> regions(static_cast<std::size_t>(n_) * n_);
    bool jigsaw = false;
    for (int r = 0; r < n_; ++r)
      for (int c = 0; c < n_; ++c) {
        const json& cell = doc_.at("grid").at(r).at(c);
        if (cell.value("given", false)) givens.set(r, c, number(cell.at("value"), 0));
        regions[r * n_ + c] = g.box_of(r, c);
        if (cell.contains("region")) {
          regions[r * n_ + c] = cell.at("region").get<int>();
          jigsaw = true;
        }
        if (cell.contains("givenPencilMarks")) {
          Rule rule = make(K::pencil_marks, "givenPencilMarks", {r * n_ + c});
          for (const json& d : cell.at("givenPencilMarks")) rule.digits.push_back(number(d, 0));
          list_.push_back(rule);
        }
      }
    globals();
    for (const auto& [key, kind] :
         std::vector<std::pair<std::string, K>>{{"killercage", K::killer_cage},
                                                {"cage", K::killer_cage},
                                                {"extraregion", K::extra_region},
                                                {"quadruple", K::quadruple},
                                                {"difference", K::difference},
                                                {"ratio", K::ratio},
                                                {"xv", K::xv},
                                                {"odd", K::odd},
                                                {"even", K::even},
                                                {"minimum", K::minimum},
                                                {"maximum", K::maximum}})
      each(key, [&, kind = kind](const json& item, const std::string& label) {
        cells_rule(item, label, kind);
      });
    for (const auto& [key, kind] :
         std::vector<std::pair<std::string, K>>{{"thermometer", K::thermometer},
                                                {"whispers", K::whispers},
                                                {"renban", K::renban},
                                                {"palindrome", K::palindrome}})
      each(key, [&, kind = kind](const json& item, const std::string& label) {
        lines(item, label, kind);
      });
    each("arrow", [&](const json& item, const std::string& label) { arrow(item, label); });
    each("littlekillersum",
         [&](const json& item, const std::string& label) { little_killer(item, label); });
    each("sandwichsum", [&](const json& item, const std::string& label) { sandwich(item, label); });
    return testing::with_rules(givens, list_, jigsaw ? regions : std::vector<int>{});
  }

 private:
  int cell(const std::string& name) const {
    const auto [r, c] = row_col(name);
    return (r - 1) * n_ + (c - 1);
  }
  std::vector<int> cells(const json& names) const {
    std::vector<int> out;
    for (const json& name : names) out.push_back(cell(name.get<std::string>()));
    return out;
  }
  static Rule make(K kind, std::string label, std::vector<int> cells, int value = 0) {
    return testing::make_rule(kind, std::move(label), std::move(cells), value);
  }

  template <class F>
  void each(const std::string& key, F f) {
    if (!doc_.contains(key)) return;
    for (std::size_t i = 0; i < doc_.at(key).size(); ++i)
      f(doc_.at(key).at(i), key + "[" + std::to_string(i) + "]");
  }

  void globals() {
    for (const auto& [key, kind] :
         std::vector<std::pair<std::string, K>>{{"antiknight", K::antiknight},
                                                {"antiking", K::antiking},
                                                {"nonconsecutive", K::nonconsecutive},
                                                {"disjointgroups", K::disjoint_groups}})
      if (doc_.value(key, false)) list_.push_back(make(kind, key, {}));
    std::vector<int> down, up;
    for (int k = 0; k < n_; ++k) {
      down.push_back(k * n_ + k);
      up.push_back((n_ - 1 - k) * n_ + k);
    }
    if (doc_.value("diagonal+", false)) list_.push_back(make(K::diagonal, "diagonal+", up));
    if (doc_.value("diagonal-", false)) list_.push_back(make(K::diagonal, "diagonal-", down));
    if (doc_.contains("negative"))
      for (const json& what : doc_.at("negative")) {
        const std::string w = what.get<std::string>();
        list_.push_back(make(w == "difference" ? K::negative_difference
                             : w == "ratio"    ? K::negative_ratio
                                               : K::negative_xv,
                             "negative", {}));
      }
  }

  void cells_rule(const json& item, const std::string& label, K kind) {
    const int otherwise = kind == K::difference ? 1 : kind == K::ratio ? 2 : 0;
    Rule rule = make(
        kind, label,
        item.contains("cells") ? cells(item.at("cells")) : std::vector<int>{cell(item.at("cell"))},
        item.contains("value") ? number(item.at("value"), otherwise) : otherwise);
    if (item.contains("values"))
      for (const json& d : item.at("values")) rule.digits.push_back(number(d, 0));
    list_.push_back(rule);
  }

  void lines(const json& item, const std::string& label, K kind) {
    const int value = kind == K::whispers ? number(item.value("value", json("")), 5) : 0;
    for (std::size_t i = 0; i < item.at("lines").size(); ++i)
      list_.push_back(make(kind, label + ".lines[" + std::to_string(i) + "]",
                           cells(item.at("lines").at(i)), value));
  }

  void arrow(const json& item, const std::string& label) {
    const std::vector<int> pill = cells(item.at("cells"));
    for (std::size_t i = 0; i < item.at("lines").size(); ++i) {
      Rule rule = make(K::arrow, label + ".lines[" + std::to_string(i) + "]", pill);
      for (const int c : cells(item.at("lines").at(i)))
        if (std::find(pill.begin(), pill.end(), c) == pill.end()) rule.line.push_back(c);
      list_.push_back(rule);
    }
  }

  void little_killer(const json& item, const std::string& label) {
    auto [r, c] = row_col(item.at("cell").get<std::string>());
    const std::string d = item.at("direction").get<std::string>();
    const int dr = d[0] == 'D' ? 1 : -1, dc = d[1] == 'R' ? 1 : -1;
    Rule rule = make(K::little_killer, label, {}, number(item.value("value", json("")), 0));
    for (r += dr, c += dc; r >= 1 && r <= n_ && c >= 1 && c <= n_; r += dr, c += dc)
      rule.cells.push_back((r - 1) * n_ + (c - 1));
    list_.push_back(rule);
  }

  void sandwich(const json& item, const std::string& label) {
    const auto [r, c] = row_col(item.at("cell").get<std::string>());
    Rule rule = make(K::sandwich, label, {}, number(item.at("value"), 0));
    const bool is_row = c == 0 || c == n_ + 1;
    for (int k = 0; k < n_; ++k) rule.cells.push_back(is_row ? (r - 1) * n_ + k : k * n_ + c - 1);
    list_.push_back(rule);
  }

  const json& doc_;
  int n_;
  std::vector<Rule> list_;
};

TEST(CheckSharedAnswers, EveryReferenceAnswerPasses) {
  const std::string folder = testing::kVariantsDir.string() + "/";
  int checked = 0;
  for (const std::string& line : testing::variant_answer_lines()) {
    std::istringstream fields(line);
    std::string name, answer, count;
    fields >> name >> answer >> count;
    if (answer == "UNSAT") continue;
    SCOPED_TRACE(name);
    std::ifstream file(folder + name + ".json");
    ASSERT_TRUE(file);
    const Puzzle puzzle = Translation(json::parse(file)).puzzle();
    const Grid solution = testing::digits_grid(answer, puzzle.grid.geometry());
    const Verdict verdict = check_solution(puzzle, solution);
    EXPECT_TRUE(verdict.ok) << verdict.reason;
    EXPECT_FALSE(puzzle.classic());  // every file there has rules
    ++checked;
    if (count != "1") continue;
    // The only completion: relabelling two digits no given uses gives a
    // valid Sudoku that keeps the givens, so it must break a rule.
    std::vector<bool> given(10, false);
    for (int i = 0; i < puzzle.grid.cells(); ++i) given[puzzle.grid.at(i)] = true;
    std::vector<int> free;
    for (int d = 1; d <= puzzle.side(); ++d)
      if (!given[d]) free.push_back(d);
    if (free.size() < 2) continue;
    EXPECT_FALSE(check_solution(puzzle, testing::swap_digits(solution, free[0], free[1])).ok);
  }
  EXPECT_GE(checked, 50);
}
#else
TEST(CheckSharedAnswers, EveryReferenceAnswerPasses) {
  GTEST_SKIP() << "nlohmann/json.hpp is not installed (Debian: nlohmann-json3-dev)";
}
#endif

}  // namespace
}  // namespace satdoku
