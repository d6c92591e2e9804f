// The 729-character pencil-mark line: written from candidates, read back as
// a puzzle whose completions are exactly those the candidates allow.
#include <gtest/gtest.h>

#include "satdoku/backtrack.hpp"
#include "satdoku/notation.hpp"
#include "satdoku/pencil_marks.hpp"
#include "satdoku/sat_engine.hpp"
#include "satdoku/true_candidates.hpp"

namespace satdoku {
namespace {

// 17 givens (the first puzzle of 17clue), many completions once two go.
constexpr const char* kPuzzle =
    "...........5....9...4....1.2....3.5....7.....438...2......9.....1.4...6..........";

TEST(PencilMarks, TheLineReadsBackAsAPuzzleWithTheSameCandidates) {
  const Grid puzzle = parse_puzzle(kPuzzle).puzzle.value().grid;
  const TrueCandidates t = true_candidates_sat(puzzle);
  ASSERT_EQ(t.status, Status::solved);
  const std::string line = pencil_line(puzzle.geometry(), t.masks);
  ASSERT_EQ(line.size(), kPencilLineLength + 1);
  const Entry back = parse_puzzle(line);
  ASSERT_TRUE(back.puzzle) << back.error->to_string();
  const TrueCandidates again = true_candidates_sat(*back.puzzle);
  EXPECT_EQ(compare_candidates(t, "first", again, "read back"), "");
  // The same completions: as many of them (up to a cap) both ways.
  auto sat = make_sat_engine();
  EXPECT_EQ(sat->count(*back.puzzle, 50, {}).count, sat->count(puzzle, 50, {}).count);
  EXPECT_EQ(make_backtrack_engine()->smallest(*back.puzzle, {}).solution,
            sat->smallest(puzzle, {}).solution);
}

// Every size candidates writes a line for reads back (issue 24, row 21):
// 4x4 alone, as 9x9, and the sides that need a box with it.
TEST(PencilMarks, EverySizeWrittenReadsBack) {
  for (const Geometry g :
       {Geometry{2, 2}, Geometry{2, 3}, Geometry{3, 2}, Geometry{2, 4}, Geometry{3, 3}}) {
    SCOPED_TRACE(g.name());
    // A few givens of a valid grid (the pattern of shifted rows), the rest blank.
    Grid puzzle(g);
    const int n = g.side();
    for (int r = 0; r < n; ++r)
      for (int c = 0; c < n; ++c)
        if ((r * n + c) % 5 == 0)
          puzzle.set(r, c, (g.box_cols * (r % g.box_rows) + r / g.box_rows + c) % n + 1);
    const TrueCandidates t = true_candidates_sat(puzzle);
    ASSERT_EQ(t.status, Status::solved);
    const std::string line = pencil_line(g, t.masks);
    ASSERT_EQ(line.size(), static_cast<std::size_t>(n * n * n) + 1);
    const bool square = g.box_rows == g.box_cols;
    ReaderOptions options;
    if (!square) options.box = g;
    const Entry back = parse_puzzle(line, options);
    ASSERT_TRUE(back.puzzle) << back.error->to_string();
    EXPECT_EQ(back.grid().geometry(), g);
    const TrueCandidates again = true_candidates_sat(*back.puzzle);
    EXPECT_EQ(compare_candidates(t, "first", again, "read back"), "");
  }
}

TEST(PencilMarks, SingleCandidatesAreGivensAndFullCellsBlank) {
  std::string line(kPencilLineLength, '.');
  for (int cell = 0; cell < 81; ++cell)
    for (int d = 1; d <= 9; ++d) line[static_cast<std::size_t>(cell * 9 + d - 1)] = '0' + d;
  line.replace(0, 9, "....5....");  // R1C1 = 5
  line.replace(9, 9, "1.3......");  // R1C2 in {1, 3}
  const Entry e = parse_puzzle(line + "  \r\n");
  ASSERT_TRUE(e.puzzle) << e.error->to_string();
  EXPECT_EQ(e.grid().at(0), 5);
  EXPECT_EQ(e.grid().givens(), 1);
  ASSERT_TRUE(e.rules());
  ASSERT_EQ(e.rules()->list.size(), 1u);
  EXPECT_EQ(e.rules()->list[0].kind, RuleKind::pencil_marks);
  EXPECT_EQ(e.rules()->list[0].cells, std::vector<int>{1});
  EXPECT_EQ(e.rules()->list[0].digits, (std::vector<int>{1, 3}));
  EXPECT_EQ(e.rules()->list[0].label, "pencil[R1C2]");
}

TEST(PencilMarks, ErrorsNameTheCellAndColumn) {
  std::string line(kPencilLineLength, '.');
  for (int cell = 0; cell < 81; ++cell) line[static_cast<std::size_t>(cell * 9)] = '1';
  line[9 * 3 + 4] = '7';  // R1C4, place of 5
  Entry e = parse_puzzle(line);
  ASSERT_TRUE(e.error);
  EXPECT_EQ(e.error->column, 32);
  EXPECT_EQ(e.error->message, "expected '5' or '.' for R1C4, found '7'");
  // A byte that is not printable is named by its value, never printed raw
  // (found by fuzz_fpuzzles).
  line[9 * 3 + 4] = '\x01';
  e = read_pencil_line(line, Geometry{3, 3}, "marks.txt", 1);
  ASSERT_TRUE(e.error);
  EXPECT_EQ(e.error->message, "expected '5' or '.' for R1C4, found byte 0x01");
  line[9 * 3 + 4] = '.';
  line[9 * 80] = '.';  // R9C9 has no candidate left
  e = parse_puzzle(line);
  ASSERT_TRUE(e.error);
  EXPECT_EQ(e.error->message, "R9C9 has no candidate");
}

TEST(PencilMarks, PrettyAndJsonShowTheCandidates) {
  Grid givens(Geometry{2, 2});
  givens.set(0, 3);
  std::vector<std::uint64_t> masks(16, 0b1111);
  masks[0] = digit_bit(3);
  masks[1] = digit_bit(1) | digit_bit(4);
  const std::string pretty = pencil_pretty(givens, masks);
  EXPECT_EQ(pretty.substr(0, pretty.find('\n', pretty.find('\n') + 1) + 1),
            "   1. | 12 12\n 3 .4 | 34 34\n");
}

}  // namespace
}  // namespace satdoku
