// f-puzzles JSON Lines (generate --rules output) read back one puzzle per
// line, and the layout's JSON written back with new givens.
#include <gtest/gtest.h>

#include <sstream>

#include "satdoku/fpuzzles_writer.hpp"
#include "satdoku/notation.hpp"

namespace satdoku {
namespace {

constexpr const char* kLayout =
    R"({"size":4,"title":"t","grid":[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],)"
    R"([{},{},{},{"value":1,"given":true}]],"diagonal+":true,"solution":[1]})";

TEST(FpuzzlesLines, EachLineIsAPuzzleAndErrorsNameTheirLine) {
  Grid givens(Geometry{2, 2});
  givens.set(0, 2);
  givens.set(5, 3);
  const std::string first = fpuzzles_with_givens(kLayout, givens).value();
  EXPECT_EQ(first.find("solution"), std::string::npos);
  EXPECT_EQ(first.rfind(R"({"size":4,"title":"t","grid":[[{"value":2,"given":true},{})", 0), 0u)
      << first;
  EXPECT_NE(first.find(R"([{},{},{},{}]],"diagonal+":true})"), std::string::npos) << first;
  const std::string broken = R"({"size":4,"grid":[],"diagonal+":true})";
  std::istringstream in(first + "\n\n" + first + "\n" + broken + "\n");
  PuzzleReader reader(in, "lines");
  std::vector<Entry> entries;
  while (auto e = reader.next()) entries.push_back(*e);
  ASSERT_EQ(entries.size(), 3u);
  EXPECT_EQ(reader.notation(), Notation::fpuzzles);
  for (int i = 0; i < 2; ++i) {
    ASSERT_TRUE(entries[i].puzzle) << entries[i].error->to_string();
    EXPECT_EQ(entries[i].grid(), givens);
    ASSERT_TRUE(entries[i].rules());
    EXPECT_EQ(entries[i].rules()->list.size(), 1u);  // the diagonal
  }
  EXPECT_EQ(entries[1].line, 3);
  ASSERT_TRUE(entries[2].error);
  EXPECT_EQ(entries[2].error->line, 4) << entries[2].error->to_string();
}

TEST(FpuzzlesLines, APrettyPrintedDocumentIsStillOnePuzzle) {
  std::istringstream in(
      "{\n  \"size\": 4,\n  \"grid\": [[{},{},{},{}],[{},{},{},{}],\n"
      "[{},{},{},{}],[{},{},{},{}]]\n}\n");
  PuzzleReader reader(in, "pretty");
  const auto e = reader.next();
  ASSERT_TRUE(e && e->puzzle) << (e && e->error ? e->error->to_string() : "nothing");
  EXPECT_FALSE(reader.next());
}

TEST(FpuzzlesLines, TheWriterRefusesWhatIsNoLayout) {
  EXPECT_FALSE(fpuzzles_with_givens("[1,2]", Grid(Geometry{2, 2})));
  EXPECT_FALSE(fpuzzles_with_givens(kLayout, Grid(Geometry{3, 3})));
  EXPECT_FALSE(fpuzzles_with_givens("{\"grid\":", Grid(Geometry{2, 2})));
}

}  // namespace
}  // namespace satdoku
