// A puzzle written in ISS notation (satdoku/iss.hpp): the shape, the givens
// (with every cell's allowed digits: pencil marks, odd, even), the regions,
// then each rule as the ISS constraint that states it (iss_write_rules.cpp).
#include <algorithm>
#include <cctype>
#include <optional>

#include "iss_parts.hpp"
#include "iss_writing.hpp"
#include "satdoku/iss.hpp"

namespace satdoku {

namespace iss_internal {

void Writer::item(std::string_view kind, const std::vector<std::string>& args) {
  text.append(".").append(kind);
  for (const std::string& arg : args) text.append("~").append(arg);
}

std::vector<std::string> Writer::ids(const std::vector<int>& cells) const {
  std::vector<std::string> out;
  for (const int c : cells) out.push_back(cell_id(c, n));
  return out;
}

void Writer::cells_item(std::string_view kind, const std::vector<int>& cells,
                        std::vector<std::string> head) {
  for (std::string& id : ids(cells)) head.push_back(std::move(id));
  item(kind, head);
}

void Writer::pairs(bool all_pairs, const Relation& relation, std::string_view name,
                   const std::vector<std::vector<int>>& groups) {
  std::vector<std::string> args = {relation.key(), "_" + std::string(name)};
  for (std::size_t g = 0; g < groups.size(); ++g) {
    if (g > 0) args.emplace_back();  // an empty item ends a group
    for (std::string& id : ids(groups[g])) args.push_back(std::move(id));
  }
  item(all_pairs ? "PairX" : "Pair", args);
}

bool Writer::once(std::string_view key) {
  if (std::find(done.begin(), done.end(), key) != done.end()) return false;
  done.emplace_back(key);
  return true;
}

}  // namespace iss_internal

namespace {

using iss_internal::Writer;

// Each cell's allowed digits, when something restricts it: its given, its
// pencil marks, odd and even rules, intersected (possibly to none).
std::vector<std::optional<std::uint64_t>> allowed_digits(const Puzzle& puzzle) {
  const int n = puzzle.side();
  std::vector<std::optional<std::uint64_t>> allowed(static_cast<std::size_t>(n * n));
  auto restrict = [&](int cell, std::uint64_t digits) {
    auto& a = allowed[static_cast<std::size_t>(cell)];
    a = a.value_or(~std::uint64_t{0}) & digits;
  };
  for (int cell = 0; cell < n * n; ++cell)
    if (const int v = puzzle.grid.at(cell)) restrict(cell, std::uint64_t{1} << (v - 1));
  if (!puzzle.rules) return allowed;
  for (const Rule& rule : puzzle.rules->list) {
    std::uint64_t digits = 0;
    if (rule.kind == RuleKind::pencil_marks) {
      for (const int d : rule.digits) digits |= std::uint64_t{1} << (d - 1);
    } else if (rule.kind == RuleKind::odd || rule.kind == RuleKind::even) {
      for (int d = rule.kind == RuleKind::odd ? 1 : 2; d <= n; d += 2)
        digits |= std::uint64_t{1} << (d - 1);
    } else {
      continue;
    }
    for (const int cell : rule.cells) restrict(cell, digits);
  }
  return allowed;
}

void write_givens(Writer& w, const Puzzle& puzzle) {
  std::vector<std::string> args;
  const auto allowed = allowed_digits(puzzle);
  for (int cell = 0; cell < w.n * w.n; ++cell) {
    const auto& digits = allowed[static_cast<std::size_t>(cell)];
    if (!digits) continue;
    // A cell no digit fits is written with none: ISS then finds no solution too.
    std::string arg = iss_internal::cell_id(cell, w.n);
    for (int d = 1; d <= w.n; ++d)
      if ((*digits >> (d - 1)) & 1) arg += "_" + std::to_string(d);
    args.push_back(std::move(arg));
  }
  if (!args.empty()) w.item("", args);
}

// The regions as ISS must see them: jigsaw regions, or boxes other than the
// ones ISS gives the size, as a Jigsaw layout without boxes. A size with no
// boxes (the primes: satdoku's regions are then the rows) needs its rows
// written only for the rules that read regions.
void write_regions(Writer& w, const Puzzle& puzzle) {
  const int n = w.n;
  const bool jigsaw = puzzle.rules && !puzzle.rules->regions.empty();
  const auto box = iss_internal::iss_box(n);
  bool reads_regions = false;
  if (puzzle.rules)
    for (const Rule& rule : puzzle.rules->list)
      reads_regions = reads_regions || rule.kind == RuleKind::region_sum_line;
  if (!jigsaw && (box ? *box == puzzle.grid.geometry() : !reads_regions)) return;
  std::vector<int> names;  // region -> layout index, by first appearance
  std::string layout;
  for (int cell = 0; cell < n * n; ++cell) {
    const int region = puzzle.region_of(cell);
    auto it = std::find(names.begin(), names.end(), region);
    if (it == names.end()) it = names.insert(names.end(), region);
    const int k = static_cast<int>(it - names.begin());
    layout += static_cast<char>(k < 10 ? '0' + k : 'a' + (k - 10));
  }
  w.item("Jigsaw", {layout});
  w.item("NoBoxes", {});
}

}  // namespace

IssText write_iss(const Puzzle& puzzle) {
  const int n = puzzle.side();
  if (n > iss_internal::kMaxIssSide)
    return {"",
            "ISS grids go up to 16x16; this one is " + std::to_string(n) + "x" + std::to_string(n)};
  Writer w(puzzle);
  if (n != 9) w.item("Shape", {std::to_string(n) + "x" + std::to_string(n)});
  write_givens(w, puzzle);
  write_regions(w, puzzle);
  if (puzzle.rules) {
    for (const Rule& rule : puzzle.rules->list) {
      std::string error = iss_internal::write_rule(w, rule);
      if (!error.empty()) return {"", rule.label + ": " + error};
    }
  }
  // A puzzle with nothing given is still a puzzle: ISS reads "." as the empty grid.
  if (w.text.empty()) w.text = ".";
  return {std::move(w.text), ""};
}

std::string iss_link(std::string_view text) {
  std::string out = "https://sigh.github.io/Interactive-Sudoku-Solver/?q=";
  static constexpr char kHex[] = "0123456789ABCDEF";
  for (const char ch : text) {
    const auto c = static_cast<unsigned char>(ch);
    if (std::isalnum(c) || c == '.' || c == '-' || c == '_' || c == '*') {
      out += ch;
    } else {
      out.append("%").append(1, kHex[c >> 4]).append(1, kHex[c & 15]);
    }
  }
  return out;
}

}  // namespace satdoku
