// generate_puzzle(): unique and minimal by the SAT engine, the same per
// (seed, index), on classic grids of several shapes and on variant layouts.
#include <gtest/gtest.h>

#include "data_sets.hpp"
#include "satdoku/backtrack.hpp"
#include "satdoku/check.hpp"
#include "satdoku/fpuzzles.hpp"
#include "satdoku/fpuzzles_writer.hpp"
#include "satdoku/generate.hpp"
#include "satdoku/sat_engine.hpp"

#include <fstream>
#include <sstream>

namespace satdoku {
namespace {

void expect_unique_minimal(const Generated& g) {
  ASSERT_EQ(g.status, Status::solved);
  EXPECT_TRUE(check_solution(g.puzzle, g.solution));
  auto sat = make_sat_engine();
  EXPECT_TRUE(check_unique_minimal(g.puzzle, *sat, true).confirmed()) << one_line(g.puzzle.grid);
  EXPECT_EQ(sat->any(g.puzzle, {}).solution, g.solution);
}

TEST(Generate, ClassicPuzzlesOfSeveralShapesAreUniqueAndMinimal) {
  auto backtrack = make_backtrack_engine();
  for (const Geometry geometry : {Geometry{2, 2}, Geometry{2, 3}, Geometry{3, 3}, Geometry{3, 4}}) {
    SCOPED_TRACE(geometry.name());
    GenerateOptions options;
    options.layout = Puzzle(Grid(geometry));
    for (std::uint64_t index = 0; index < 3; ++index)
      expect_unique_minimal(generate_puzzle(options, index, *backtrack));
  }
}

TEST(Generate, APuzzleDependsOnlyOnSeedAndIndex) {
  GenerateOptions options;
  options.seed = 42;
  auto one = make_backtrack_engine();
  auto other = make_backtrack_engine();
  const Grid third = generate_puzzle(options, 2, *one).puzzle.grid;
  // Made after others on another engine object: the same puzzle.
  generate_puzzle(options, 0, *other);
  generate_puzzle(options, 1, *other);
  EXPECT_EQ(generate_puzzle(options, 2, *other).puzzle.grid, third);
  EXPECT_NE(generate_puzzle(options, 3, *other).puzzle.grid, third);
  options.seed = 43;
  EXPECT_NE(generate_puzzle(options, 2, *other).puzzle.grid, third);
}

TEST(Generate, AimsAtTheGivensAsked) {
  GenerateOptions options;
  options.givens = 23;
  auto backtrack = make_backtrack_engine();
  for (std::uint64_t index = 0; index < 3; ++index) {
    const Generated g = generate_puzzle(options, index, *backtrack);
    expect_unique_minimal(g);
    EXPECT_LE(g.puzzle.grid.givens(), 23);
  }
}

TEST(Generate, VariantLayoutsKeepTheirRules) {
  auto backtrack = make_backtrack_engine();
  for (const char* name : {"jigsaw_9x9_u0.json", "killer_6x6_u3.json", "antiknight_9x9_u0.json"}) {
    SCOPED_TRACE(name);
    const std::string text = testing::read_data(testing::kVariantsDir / name);
    const Entry e = read_fpuzzles_json(text, FpuzzlesOrigin{name, 1, false});
    ASSERT_TRUE(e.puzzle) << e.error->to_string();
    GenerateOptions options;
    options.layout = Puzzle(Grid(e.grid().geometry()), e.rules());
    const Generated g = generate_puzzle(options, 0, *backtrack);
    expect_unique_minimal(g);
    EXPECT_EQ(g.puzzle.rules, e.rules());
    // Written back as f-puzzles JSON, it reads as the same puzzle.
    const auto json = fpuzzles_with_givens(text, g.puzzle.grid);
    ASSERT_TRUE(json);
    const Entry back = read_fpuzzles_json(*json, FpuzzlesOrigin{"written", 1, false});
    ASSERT_TRUE(back.puzzle) << back.error->to_string();
    EXPECT_EQ(back.grid(), g.puzzle.grid);
    EXPECT_EQ(*back.rules(), *e.rules());
  }
}

}  // namespace
}  // namespace satdoku
