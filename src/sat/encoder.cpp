// The CNF encoder. Every encoding is written as "groups": a set of literals of
// which at least one and/or at most one is true. A cell is a group over its
// digits; a row, column or box with a digit is a group over its cells. The
// plain encodings differ only in which groups get which half; the reduced one
// drops the literals that the givens already decide (or that a caller's
// candidates rule out: count to 2's residual formula).
#include "satdoku/encoder.hpp"

#include <array>
#include <stdexcept>
#include <string>

#include "rule_encoder.hpp"

namespace satdoku {

namespace {

constexpr std::array<std::pair<Encoding, std::string_view>, 4> kEncodingNames{{
    {Encoding::minimal, "minimal"},
    {Encoding::efficient, "efficient"},
    {Encoding::extended, "extended"},
    {Encoding::reduced, "reduced"},
}};

// Writes clauses to the sink, counts them and hands out auxiliary variables.
class ClauseWriter {
 public:
  ClauseWriter(ClauseSink& sink, AtMostOne at_most_one, int first_aux)
      : sink_(sink), at_most_one_(at_most_one), next_var_(first_aux) {}

  void clause(std::span<const int> literals) {
    if (guard_ != 0) {
      guarded_.assign(literals.begin(), literals.end());
      guarded_.push_back(-guard_);
      literals = guarded_;
    }
    sink_.add_clause(literals);
    ++clauses_;
  }
  // Every clause until the next call also holds -selector (0: none).
  void guard_with(int selector) { guard_ = selector; }
  void unit(int literal) { clause(std::span<const int>(&literal, 1)); }

  void at_least_one(std::span<const int> literals) { clause(literals); }

  void at_most_one(std::span<const int> literals) {
    if (literals.size() < 2) return;
    if (use_sequential(literals.size())) {
      sequential(literals);
    } else {
      pairwise(literals);
    }
  }

  // A box's at-most-one without the pairs whose cells share a row or a
  // column: the row and column groups already hold those clauses. Only the
  // pairwise form has such repeats.
  void box_at_most_one(std::span<const int> literals, std::span<const int> cells, int side) {
    if (literals.size() < 2) return;
    if (use_sequential(literals.size())) return sequential(literals);
    for (std::size_t i = 0; i < literals.size(); ++i)
      for (std::size_t j = i + 1; j < literals.size(); ++j)
        if (cells[i] / side != cells[j] / side && cells[i] % side != cells[j] % side)
          binary(-literals[i], -literals[j]);
  }

  int variables() const { return next_var_ - 1; }
  std::uint64_t clauses() const { return clauses_; }

 private:
  bool use_sequential(std::size_t size) const {
    switch (at_most_one_) {
      case AtMostOne::pairwise:
        return false;
      case AtMostOne::sequential:
        return true;
      case AtMostOne::automatic:
        return false;  // see below
      case AtMostOne::mixed:
        return size >= kSequentialFrom;
    }
    return false;
  }

  void pairwise(std::span<const int> x) {
    for (std::size_t i = 0; i < x.size(); ++i)
      for (std::size_t j = i + 1; j < x.size(); ++j) binary(-x[i], -x[j]);
  }

  // Sinz's sequential counter: s_i means "one of x_1..x_i is true".
  // (-x1 | s1), then for 1 < i < k: (-xi | si), (-s(i-1) | si), (-xi | -s(i-1)),
  // and (-xk | -s(k-1)): 3k - 4 clauses and k - 1 fresh variables.
  void sequential(std::span<const int> x) {
    const std::size_t k = x.size();
    const int first = next_var_;
    next_var_ += static_cast<int>(k - 1);
    auto s = [first](std::size_t i) { return first + static_cast<int>(i); };  // i from 0
    binary(-x[0], s(0));
    for (std::size_t i = 1; i + 1 < k; ++i) {
      binary(-x[i], s(i));
      binary(-s(i - 1), s(i));
      binary(-x[i], -s(i - 1));
    }
    binary(-x[k - 1], -s(k - 2));
  }

  void binary(int a, int b) {
    const std::array<int, 2> c{a, b};
    clause(c);
  }

  // `automatic` is pairwise at every size: the sequential counter's chains of
  // auxiliary variables propagate more slowly than direct binary clauses, and
  // that outweighs the smaller formula.

  ClauseSink& sink_;
  AtMostOne at_most_one_;
  int next_var_;
  std::uint64_t clauses_ = 0;
  int guard_ = 0;
  std::vector<int> guarded_;
};

}  // namespace

std::string_view to_string(Encoding encoding) {
  for (const auto& [e, name] : kEncodingNames)
    if (e == encoding) return name;
  return "extended";
}

std::optional<Encoding> encoding_from_name(std::string_view name) {
  for (const auto& [e, n] : kEncodingNames)
    if (n == name) return e;
  return std::nullopt;
}

int VariableMap::variable(int cell, int digit) const {
  if (digit < 1 || digit > side_ || cell < 0 || cell >= side_ * side_) return 0;
  return variable_[static_cast<std::size_t>(cell) * side_ + digit - 1];
}

VariableMap VariableMap::plain(int side) {
  VariableMap map;
  map.side_ = side;
  const std::size_t n3 = static_cast<std::size_t>(side) * side * side;
  map.variable_.resize(n3);
  map.meaning_.resize(n3);
  for (int cell = 0; cell < side * side; ++cell)
    for (int d = 1; d <= side; ++d) {
      const int v = plain_variable(cell / side, cell % side, d, side);
      map.variable_[static_cast<std::size_t>(v - 1)] = v;
      map.meaning_[static_cast<std::size_t>(v - 1)] = {cell, d};
    }
  return map;
}

// Builds the variable maps and walks the groups in a fixed order:
// cells (at-least-one, at-most-one), then rows, columns and boxes, each with
// digits 1..N (at-least-one, at-most-one), then the givens.
class Encoder {
 public:
  // `variant`: the puzzle with its rules, when it has any.
  Encoder(const Grid& puzzle, const EncodeOptions& options, const Puzzle* variant = nullptr)
      : puzzle_(puzzle),
        options_(options),
        n_(puzzle.side()),
        variant_(variant),
        rules_(variant ? variant->rules.get() : nullptr) {
    // Each house's cells in row-major order: rows, columns, then boxes (or
    // jigsaw regions). A table rather than arithmetic in the walk: the
    // residual formula of count to 2 is encoded once a puzzle.
    jigsaw_ = rules_ && !rules_->regions.empty();
    const Geometry& g = puzzle.geometry();
    house_cells_.resize(static_cast<std::size_t>(3 * n_ * n_));
    std::vector<int> filled(static_cast<std::size_t>(3 * n_), 0);
    if (jigsaw_ && rules_->regions.size() != static_cast<std::size_t>(n_ * n_)) bad_regions();
    for (int cell = 0; cell < n_ * n_; ++cell) {
      const int r = cell / n_, c = cell % n_;
      const int box = jigsaw_ ? rules_->regions[static_cast<std::size_t>(cell)] : g.box_of(r, c);
      if (box < 0 || box >= n_ || filled[static_cast<std::size_t>(2 * n_ + box)] == n_)
        bad_regions();
      for (const int house : {r, n_ + c, 2 * n_ + box}) {
        int& i = filled[static_cast<std::size_t>(house)];
        house_cells_[static_cast<std::size_t>(house * n_ + i++)] = cell;
      }
    }
  }

  Encoded run(ClauseSink& sink) {
    Encoded out;
    const bool reduced = options_.encoding == Encoding::reduced;
    if (reduced) {
      out.fixed = eliminate();
      out.map = reduced_map(*out.fixed);
    } else {
      out.map = VariableMap::plain(n_);
    }
    // House selectors (guard_houses) come right after the problem variables.
    const int houses = options_.guard_houses ? 3 * n_ : 0;
    for (int h = 0; h < houses; ++h) out.house_selectors.push_back(out.map.variables() + 1 + h);
    ClauseWriter writer(sink, options_.at_most_one, out.map.variables() + 1 + houses);
    const bool cell_amo = options_.encoding != Encoding::minimal;
    const bool unit_alo =
        options_.encoding != Encoding::minimal && options_.encoding != Encoding::efficient;
    std::vector<int> group, cells;
    group.reserve(static_cast<std::size_t>(n_));
    cells.reserve(static_cast<std::size_t>(n_));

    // The variable of (cell, digit), 0 for none, without map.variable()'s
    // range checks.
    const std::vector<int>& variable = out.map.variable_;
    auto var = [&](int cell, int d) {
      return variable[static_cast<std::size_t>(cell * n_ + d - 1)];
    };
    // Cells.
    for (int cell = 0; cell < n_ * n_; ++cell) {
      if (reduced && out.fixed->at(cell) != 0) continue;  // satisfied
      group.clear();
      for (int d = 1; d <= n_; ++d)
        if (const int v = var(cell, d)) group.push_back(v);
      writer.at_least_one(group);
      if (cell_amo) writer.at_most_one(group);
    }
    // Rows, columns, boxes: unit u of kind k.
    for (int kind = 0; kind < 3; ++kind) {
      if (kind == 2 && jigsaw_) sink.comment("jigsaw regions in place of the boxes");
      for (int u = 0; u < n_; ++u) {
        const int* unit = &house_cells_[static_cast<std::size_t>((kind * n_ + u) * n_)];
        if (houses != 0)
          writer.guard_with(out.house_selectors[static_cast<std::size_t>(kind * n_ + u)]);
        for (int d = 1; d <= n_; ++d) {
          group.clear();
          cells.clear();
          bool placed = false;
          for (int i = 0; i < n_; ++i) {
            const int cell = unit[i];
            if (reduced && out.fixed->at(cell) == d) placed = true;
            if (const int v = var(cell, d)) {
              group.push_back(v);
              cells.push_back(cell);
            }
          }
          if (placed) continue;  // every clause of the group is satisfied
          if (unit_alo && group.size() < options_.house_at_least_one_below)
            writer.at_least_one(group);
          if (kind == 2 && !options_.repeat_pairs) {
            writer.box_at_most_one(group, cells, n_);
          } else {
            writer.at_most_one(group);
          }
        }
      }
    }
    writer.guard_with(0);
    // Givens (the reduced encoding has already applied them, and says so with
    // an empty clause when two of them clash).
    if (reduced && clash_) writer.clause({});
    if (!reduced && options_.givens_as_units)
      for (int cell = 0; cell < n_ * n_; ++cell)
        if (const int d = puzzle_.at(cell)) writer.unit(out.map.variable(cell, d));

    out.variables = writer.variables();
    out.clauses = writer.clauses();
    if (rules_ && !rules_->list.empty()) {
      const RuleClauses added =
          encode_rules(*variant_, out.map, out.variables + 1, options_.guard_rules, sink);
      out.variables = added.variables;
      out.clauses += added.clauses;
      out.rule_selectors = added.selectors;
    }
    return out;
  }

 private:
  // Plain elimination (Kwon and Jain): a given is true, every other digit of
  // its cell and its digit in every peer cell are false. Nothing is iterated:
  // what search or further reasoning would find stays in the formula. Two
  // givens that clash make the formula false outright: one empty clause.
  Grid eliminate() {
    candidates_.assign(static_cast<std::size_t>(n_) * n_ * n_, 1);
    const Geometry& g = puzzle_.geometry();
    Grid fixed(g);
    auto drop = [&](int cell, int d) {
      candidates_[static_cast<std::size_t>(cell) * n_ + d - 1] = 0;
    };
    for (int cell = 0; cell < n_ * n_; ++cell) {
      const int d = puzzle_.at(cell);
      if (d == 0) continue;
      // Only a peer holding the same digit can have knocked this pair out.
      if (!candidates_[static_cast<std::size_t>(cell) * n_ + d - 1]) clash_ = true;
      const int r = cell / n_, c = cell % n_;
      for (int e = 1; e <= n_; ++e) drop(cell, e);
      for (int k = 0; k < n_; ++k) {
        drop(r * n_ + k, d);
        drop(k * n_ + c, d);
      }
      const int r0 = r / g.box_rows * g.box_rows, c0 = c / g.box_cols * g.box_cols;
      for (int dr = 0; dr < g.box_rows; ++dr)
        for (int dc = 0; dc < g.box_cols; ++dc) drop((r0 + dr) * n_ + c0 + dc, d);
    }
    for (int cell = 0; cell < n_ * n_; ++cell) fixed.set(cell, puzzle_.at(cell));
    narrow_to_callers();
    return fixed;
  }

  // The caller's candidates (EncodeOptions::candidates) drop what its own
  // reasoning removed from the open cells.
  void narrow_to_callers() {
    const std::span<const std::uint64_t> masks = options_.candidates;
    if (masks.empty()) return;
    for (int cell = 0; cell < n_ * n_; ++cell) {
      if (puzzle_.at(cell) != 0) continue;
      const std::uint64_t mask = masks[static_cast<std::size_t>(cell)];
      for (int d = 1; d <= n_; ++d)
        if (!(mask >> (d - 1) & 1)) candidates_[static_cast<std::size_t>(cell) * n_ + d - 1] = 0;
    }
  }

  // The readers check jigsaw regions (check.hpp); a Puzzle built by hand
  // might not hold N regions of N cells, and the house table has no room
  // for more.
  [[noreturn]] static void bad_regions() {
    throw std::invalid_argument("jigsaw regions: not N regions of N cells");
  }

  VariableMap reduced_map(const Grid& fixed) {
    VariableMap map;
    map.side_ = n_;
    map.variable_.assign(candidates_.size(), 0);
    for (int cell = 0; cell < n_ * n_; ++cell) {
      if (fixed.at(cell) != 0) continue;
      for (int d = 1; d <= n_; ++d) {
        const std::size_t i = static_cast<std::size_t>(cell) * n_ + d - 1;
        if (!candidates_[i]) continue;
        map.meaning_.emplace_back(cell, d);
        map.variable_[i] = static_cast<int>(map.meaning_.size());
      }
    }
    return map;
  }

  const Grid& puzzle_;
  EncodeOptions options_;
  int n_;
  std::vector<std::uint8_t> candidates_;  // cell*N + d-1 -> still possible
  bool clash_ = false;
  const Puzzle* variant_;
  const Rules* rules_;
  bool jigsaw_ = false;
  std::vector<int> house_cells_;  // house*N + i -> its i-th cell
};

Encoded encode(const Grid& puzzle, const EncodeOptions& options, ClauseSink& sink) {
  if (!options.candidates.empty() &&
      options.candidates.size() != static_cast<std::size_t>(puzzle.cells()))
    throw std::invalid_argument("candidates: one mask a cell expected");
  return Encoder(puzzle, options).run(sink);
}

Encoded encode(const Puzzle& puzzle, const EncodeOptions& options, ClauseSink& sink) {
  if (puzzle.classic()) return encode(puzzle.grid, options, sink);
  if (options.encoding == Encoding::reduced)
    throw std::invalid_argument(
        "the reduced encoding does not take variant rules; use extended, efficient or minimal");
  return Encoder(puzzle.grid, options, &puzzle).run(sink);
}

}  // namespace satdoku
