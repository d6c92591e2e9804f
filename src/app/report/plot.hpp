// `compare --plot FILE.svg`: per puzzle, engine A's time (y) against engine
// B's (x) on log-log axes with the diagonal y = x, written directly as SVG
// text. Points above the diagonal are puzzles on which B was faster.
#pragma once

#include <cstddef>
#include <iosfwd>
#include <string>
#include <vector>

#include "report/compare.hpp"

namespace satdoku {

struct PlotPoint {
  double x = 0;                  // seconds, engine B
  double y = 0;                  // seconds, engine A
  Ruling kind = Ruling::solved;  // the colour: solved, no solution, unknown, disagreement
};

struct PlotData {
  std::string dataset;   // named in the title, e.g. "top1465"
  std::string x_engine;  // B
  std::string y_engine;  // A
  std::vector<PlotPoint> points;
};

// The points of two engines of a tally (indices into tally.engines(); out of
// range throws std::out_of_range): y_engine's time against x_engine's,
// one per readable puzzle, in input order.
PlotData plot_data(const CompareTally& tally, std::size_t y_engine, std::size_t x_engine,
                   std::string dataset);

struct PlotOptions {
  // Beyond this many points an even sample is drawn (every k-th point; every
  // disagreement is kept) and the subtitle says so: a million circles make a
  // 60 MB file that no viewer renders, and no more information.
  std::size_t max_points = 50000;
};

// The plot as a standalone SVG document (820 x 880 user units). Times at or
// below zero are drawn at 1 ns, the clock's resolution. Both axes span the
// same whole decades, so the diagonal runs corner to corner.
void write_svg_plot(std::ostream& out, const PlotData& data, const PlotOptions& options = {});

// "1 ns", "10 µs", "100 ms", "1 s", "1000 s": the label of the decade 10^exponent seconds.
std::string decade_label(int exponent);

}  // namespace satdoku
