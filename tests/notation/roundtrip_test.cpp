// parse(print(g, X), X) == g for every notation and every supported geometry,
// on random full grids, carved puzzles and the empty grid.
#include <gtest/gtest.h>

#include "notation_helpers.hpp"

namespace satdoku {
namespace {

bool has_36(const Grid& g) {
  for (auto v : g.values())
    if (v == 36) return true;
  return false;
}

std::vector<Grid> samples(Geometry g, std::mt19937_64& rng) {
  const Grid full = testing::random_full_grid(g, rng);
  // The generator is checked by the independent validity checker.
  EXPECT_TRUE(check_solution(Grid(g), full))
      << g.name() << ": " << check_solution(Grid(g), full).reason;
  return {full, testing::carve(full, 0.5, rng), testing::carve(full, 0.1, rng), Grid(g)};
}

TEST(RoundTrip, EveryNotationEveryGeometry) {
  std::mt19937_64 rng(2024);
  int checked = 0;
  for (const Geometry g : testing::all_geometries()) {
    // A square side is inferred; any other needs its box named.
    const std::optional<Geometry> box =
        Geometry::square(g.side()) == g ? std::nullopt : std::optional<Geometry>(g);
    for (const Grid& grid : samples(g, rng)) {
      for (Notation notation :
           {Notation::compact, Notation::spaced, Notation::line, Notation::pretty}) {
        const std::string text = print(grid, notation);
        SCOPED_TRACE(g.name() + " " + std::string(to_string(notation)) + "\n" +
                     text.substr(0, 300));
        // A grid holding 36 is printed spaced by compact (and by line as
        // numbers on one line, still line notation): read it as what it is.
        const bool fallback = has_36(grid) && notation == Notation::compact;
        const Notation written = fallback ? Notation::spaced : notation;
        const Entry forced = parse_puzzle(text, {written, box});
        ASSERT_TRUE(forced.puzzle) << forced.error->to_string();
        EXPECT_EQ(forced.grid(), grid);
        // Detection finds the same reading.
        Notation detected{};
        const auto entries = testing::read_all(text, {std::nullopt, box}, &detected);
        ASSERT_EQ(entries.size(), 1u);
        ASSERT_TRUE(entries[0].puzzle) << entries[0].error->to_string();
        EXPECT_EQ(entries[0].grid(), grid);
        EXPECT_EQ(detected, written);
        ++checked;
      }
    }
  }
  EXPECT_EQ(checked, static_cast<int>(testing::all_geometries().size()) * 4 * 4);
}

TEST(RoundTrip, EntryTextReadsBackAsTheSamePuzzle) {
  std::mt19937_64 rng(7);
  for (const Geometry g :
       {Geometry{2, 2}, Geometry{3, 3}, Geometry{4, 4}, Geometry{5, 5}, Geometry{2, 5}}) {
    const Grid puzzle = testing::carve(testing::random_full_grid(g, rng), 0.4, rng);
    const std::optional<Geometry> box =
        Geometry::square(g.side()) == g ? std::nullopt : std::optional<Geometry>(g);
    const Entry entry = parse_puzzle(print(puzzle, Notation::pretty), {std::nullopt, box});
    ASSERT_TRUE(entry.puzzle);
    const Entry again = parse_puzzle(entry.text, {Notation::line, box});
    ASSERT_TRUE(again.puzzle);
    EXPECT_EQ(again.grid(), puzzle);
  }
}

TEST(RoundTrip, ManyGridsInOneStreamPerNotation) {
  std::mt19937_64 rng(99);
  std::vector<Grid> grids;
  for (int i = 0; i < 20; ++i)
    grids.push_back(testing::carve(testing::random_full_grid(Geometry{3, 3}, rng), 0.3, rng));
  for (Notation notation :
       {Notation::compact, Notation::spaced, Notation::line, Notation::pretty}) {
    std::string text;
    for (const Grid& g : grids)
      text += print(g, notation) + (notation == Notation::line ? "" : "\n");
    Notation detected{};
    const auto entries = testing::read_all(text, {}, &detected);
    EXPECT_EQ(detected, notation);
    ASSERT_EQ(entries.size(), grids.size()) << to_string(notation);
    for (std::size_t i = 0; i < grids.size(); ++i) {
      ASSERT_TRUE(entries[i].puzzle);
      EXPECT_EQ(entries[i].grid(), grids[i]);
    }
  }
}

}  // namespace
}  // namespace satdoku
