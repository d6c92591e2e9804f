// bench_logic: the logical solver's figures on a file of puzzles, for
// README and the closing notes (tools/bench_logic.sh runs it on every set).
//
//   bench_logic FILE [--limit N] [--stride K] [--list]
//
// FILE holds one puzzle per line, optionally followed by a published rating
// (a number: Sukaku Explainer's, as in sudoku_exchange's files) or a qqwing
// level (simple, easy, intermediate, expert). For each puzzle: the native
// engine's unique solution; the logical path, every placement and
// elimination of every step checked against it; the processor time of the
// rating (the path and qqwing's level, one thread). Prints the soundness counts, the share
// solved by logic, the time per puzzle (mean, median, max), the rating's
// agreement with the published one (Spearman's rank correlation, share
// within 0.2) and the level's agreement with qqwing's. --list adds a line per
// puzzle: the puzzle, our rating, the published one (or -), the hardest
// technique and the milliseconds.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <ctime>
#include <fstream>
#include <iostream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "satdoku/backtrack.hpp"
#include "satdoku/logic.hpp"

namespace {

using namespace satdoku;

std::vector<double> ranks(const std::vector<double>& v) {
  std::vector<std::size_t> order(v.size());
  for (std::size_t i = 0; i < v.size(); ++i) order[i] = i;
  std::sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return v[a] < v[b]; });
  std::vector<double> r(v.size());
  for (std::size_t i = 0; i < order.size();) {
    std::size_t j = i;
    while (j + 1 < order.size() && v[order[j + 1]] == v[order[i]]) ++j;
    for (std::size_t k = i; k <= j; ++k) r[order[k]] = (i + j) / 2.0;
    i = j + 1;
  }
  return r;
}

double spearman(const std::vector<double>& a, const std::vector<double>& b) {
  const std::vector<double> ra = ranks(a), rb = ranks(b);
  const double n = static_cast<double>(a.size());
  double ma = 0, mb = 0;
  for (std::size_t i = 0; i < a.size(); ++i) ma += ra[i] / n, mb += rb[i] / n;
  double cov = 0, va = 0, vb = 0;
  for (std::size_t i = 0; i < a.size(); ++i) {
    cov += (ra[i] - ma) * (rb[i] - mb);
    va += (ra[i] - ma) * (ra[i] - ma);
    vb += (rb[i] - mb) * (rb[i] - mb);
  }
  return cov / std::sqrt(va * vb);
}

std::optional<Grid> parse(const std::string& text) {
  const int n = static_cast<int>(std::lround(std::sqrt(static_cast<double>(text.size()))));
  const auto g = Geometry::square(n);
  if (!g || n > 9) return std::nullopt;
  std::vector<std::uint8_t> v(text.size(), 0);
  for (std::size_t i = 0; i < text.size(); ++i)
    if (text[i] >= '1' && text[i] <= '9') v[i] = static_cast<std::uint8_t>(text[i] - '0');
  return Grid(*g, v);
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) {
    std::cerr << "usage: bench_logic FILE [--limit N] [--stride K] [--list]\n";
    return 2;
  }
  long limit = -1, stride = 1;
  bool list = false;
  for (int i = 2; i < argc; ++i) {
    if (!std::strcmp(argv[i], "--list")) list = true;
    if (!std::strcmp(argv[i], "--limit") && i + 1 < argc) limit = std::atol(argv[++i]);
    if (!std::strcmp(argv[i], "--stride") && i + 1 < argc) stride = std::atol(argv[++i]);
  }
  std::ifstream in(argv[1]);
  if (!in) {
    std::cerr << argv[1] << ": cannot read\n";
    return 2;
  }
  auto engine = make_backtrack_engine();
  long puzzles = 0, steps = 0, checked = 0, wrong = 0, solved = 0, line_no = 0;
  std::vector<double> times, ours, theirs;
  long level_total = 0, level_same = 0;
  std::map<std::string, long> level_confusion, hardest;
  std::string line;
  while (std::getline(in, line) && (limit < 0 || puzzles < limit)) {
    if (line_no++ % stride) continue;
    std::istringstream fields(line);
    std::string text, extra;
    fields >> text >> extra;
    const auto grid = parse(text);
    if (!grid) continue;
    const Puzzle puzzle(*grid);
    const SolveResult s = engine->any(puzzle, {});
    const CountResult count = engine->count(puzzle, 2, {});
    if (s.status != Status::solved || count.count != 1) {
      std::cerr << "line " << line_no << ": not unique, skipped\n";
      continue;
    }
    ++puzzles;
    LogicOptions options;
    options.assume_unique = true;
    // The rating, timed (processor time, not wall time: the figure holds on a
    // machine others share), its path walked step by step and every step
    // checked (the checks cost next to nothing beside the search).
    const std::clock_t start = std::clock();
    LogicSolver solver(puzzle, options);
    LogicRating r;
    while (auto step = solver.step()) {
      ++steps;
      ++r.steps;
      if (step->rating > r.rating) {
        r.rating = step->rating;
        r.hardest = step->technique;
      }
      for (const Placement& p : step->placements) {
        ++checked;
        if (s.solution.at(p.cell) != p.digit) {
          ++wrong;
          std::cout << "UNSOUND line " << line_no << ": " << step_line(*step, 9) << '\n';
        }
      }
      for (const Elimination& e : step->eliminations) {
        for (int d = 1; d <= 9; ++d) {
          if (!(e.digits >> (d - 1) & 1)) continue;
          ++checked;
          if (s.solution.at(e.cell) == d) {
            ++wrong;
            std::cout << "UNSOUND line " << line_no << ": " << step_line(*step, 9) << '\n';
          }
        }
      }
    }
    r.end = solver.end();
    r.solved_by_logic = r.end == LogicEnd::solved;
    r.level = qqwing_level(puzzle);
    times.push_back(static_cast<double>(std::clock() - start) / CLOCKS_PER_SEC);
    if (list)
      std::printf("%s %.1f %s %s %.3f\n", text.c_str(), r.rating,
                  extra.empty() ? "-" : extra.c_str(), r.hardest.empty() ? "-" : r.hardest.c_str(),
                  1000 * times.back());
    solved += r.solved_by_logic;
    ++hardest[r.hardest];
    if (!extra.empty() && (std::isdigit(static_cast<unsigned char>(extra[0])))) {
      ours.push_back(r.rating);
      theirs.push_back(std::atof(extra.c_str()));
    } else if (parse_level(extra)) {
      ++level_total;
      level_same += to_string(r.level) == extra;
      ++level_confusion[extra + " -> " + std::string(to_string(r.level))];
      if (extra != "expert" && !r.solved_by_logic)
        std::cout << "NOT SOLVED (qqwing solves it without guessing) line " << line_no << '\n';
    }
  }
  if (!puzzles) return 1;
  std::vector<double> sorted = times;
  std::sort(sorted.begin(), sorted.end());
  double total = 0;
  for (const double t : times) total += t;
  std::printf("%s: %ld puzzles, %ld steps, %ld placements and eliminations checked, %ld wrong\n",
              argv[1], puzzles, steps, checked, wrong);
  std::printf("solved by logic: %ld (%.2f%%)\n", solved, 100.0 * solved / puzzles);
  std::printf("rate: mean %.3f ms, median %.3f ms, max %.1f ms (processor time, one thread)\n",
              1000 * total / puzzles, 1000 * sorted[sorted.size() / 2], 1000 * sorted.back());
  if (!ours.empty()) {
    long within = 0;
    for (std::size_t i = 0; i < ours.size(); ++i) within += std::fabs(ours[i] - theirs[i]) < 0.2001;
    std::printf("published ratings: %zu; Spearman %.3f; within 0.2: %.1f%%\n", ours.size(),
                spearman(ours, theirs), 100.0 * within / static_cast<double>(ours.size()));
    // From 7.0 the publisher's ratings come from the chains SE 1.2.1 has too;
    // below, often from techniques it has not (WXYZ-Wings, strong-link fish).
    for (const bool high : {false, true}) {
      std::vector<double> a, b;
      long near = 0, above = 0;
      for (std::size_t i = 0; i < ours.size(); ++i) {
        if ((theirs[i] >= 7.0) != high) continue;
        a.push_back(ours[i]);
        b.push_back(theirs[i]);
        near += std::fabs(ours[i] - theirs[i]) < 0.2001;
        above += ours[i] >= theirs[i] - 0.0001;
      }
      if (a.empty()) continue;
      const double n = static_cast<double>(a.size());
      std::printf(
          "  published %s 7.0: %zu; Spearman %.3f; within 0.2: %.1f%%; ours >= theirs: %.1f%%\n",
          high ? ">=" : "<", a.size(), spearman(a, b), 100.0 * near / n, 100.0 * above / n);
    }
  }
  if (level_total) {
    std::printf("qqwing levels: %ld; same level: %.1f%%\n", level_total,
                100.0 * level_same / level_total);
    for (const auto& [pair, n] : level_confusion) std::printf("  %s: %ld\n", pair.c_str(), n);
  }
  std::printf("hardest techniques:");
  for (const auto& [name, n] : hardest) std::printf(" %s %ld;", name.c_str(), n);
  std::printf("\n");
  return wrong ? 1 : 0;
}
