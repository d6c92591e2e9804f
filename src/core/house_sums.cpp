// Sums that houses imply (lowering.hpp, add_house_sums): the killer
// setter's innies and outies.
//
// Every house holds each digit once, so its digits sum to T = N(N+1)/2, and
// k disjoint houses to kT. Sums of unit coefficients over cells that do not
// overlap (cages, little killers: "pieces") then fix the sum of what is
// left: in one house, the cells outside the pieces it holds whole; over a
// band of houses, the cells of the band outside its pieces less the cells of
// the pieces outside the band. A search that only sees each cage alone finds
// these by trial, thousands of nodes on a killer with few givens that a
// solver reading them needs a handful of (ISS's optimizer derives the same
// sums, the "hidden cages" and innie-outie sums of js/solver/optimizer.js).
//
// The new sums are implied, so answers do not change; they are sums like
// any other to the engine that takes them.
#include <algorithm>
#include <set>
#include <utility>
#include <vector>

#include "core/lowering.hpp"

namespace satdoku {
namespace {

// Sums over more cells than this, where every cell already has a sum of its
// own, add little (ISS's _MAX_SUM_SIZE).
constexpr std::size_t kMaxDerivedTerms = 6;

struct Piece {
  std::vector<int> cells;  // sorted
  int total = 0;
  int origin = 0;
};

class HouseSums {
 public:
  explicit HouseSums(Lowered& lowered)
      : low_(lowered), n_(lowered.side), house_total_(n_ * (n_ + 1) / 2) {
    const int cells = n_ * n_;
    piece_of_.assign(static_cast<std::size_t>(cells), -1);
    in_sum_.assign(static_cast<std::size_t>(cells), false);
    for (const LinearSum& s : low_.sums) {
      for (const auto& t : s.terms) in_sum_[static_cast<std::size_t>(t.cell)] = true;
      seen_.insert(key(s));
    }
    // Pieces: unit sums, each cell once, that overlap no earlier piece.
    for (const LinearSum& s : low_.sums) {
      Piece p{{}, s.total, s.origin};
      bool unit = !s.terms.empty();
      for (const auto& t : s.terms) {
        unit = unit && t.coef == 1;
        p.cells.push_back(t.cell);
      }
      std::sort(p.cells.begin(), p.cells.end());
      if (!unit || std::adjacent_find(p.cells.begin(), p.cells.end()) != p.cells.end()) continue;
      if (std::any_of(p.cells.begin(), p.cells.end(),
                      [&](int c) { return piece_of_[static_cast<std::size_t>(c)] >= 0; }))
        continue;
      for (const int c : p.cells)
        piece_of_[static_cast<std::size_t>(c)] = static_cast<int>(pieces_.size());
      pieces_.push_back(std::move(p));
    }
  }

  void run() {
    if (pieces_.empty()) return;
    std::vector<std::vector<int>> rows(n_), columns(n_), regions(n_);
    for (int cell = 0; cell < n_ * n_; ++cell) {
      rows[cell / n_].push_back(cell);
      columns[cell % n_].push_back(cell);
      regions[low_.regions[static_cast<std::size_t>(cell)]].push_back(cell);
    }
    for (const auto* houses : {&rows, &columns, &regions})
      for (const std::vector<int>& house : *houses) one_house(house);
    // Bands: the first k houses of each family, for every k, from either
    // side for rows and columns.
    std::vector<std::vector<int>> reversed_rows(rows.rbegin(), rows.rend());
    std::vector<std::vector<int>> reversed_columns(columns.rbegin(), columns.rend());
    for (const auto* houses : {&rows, &reversed_rows, &columns, &reversed_columns, &regions})
      bands(*houses);
  }

 private:
  using Key = std::pair<std::vector<std::pair<int, int>>, int>;

  static Key key(const LinearSum& s) {
    Key k{{}, s.total};
    for (const auto& t : s.terms) k.first.emplace_back(t.cell, t.coef);
    std::sort(k.first.begin(), k.first.end());
    return k;
  }

  // plus cells with coefficient 1, minus cells with -1, summing to total.
  void add(const std::vector<int>& plus, const std::vector<int>& minus, int total, int origin) {
    LinearSum s;
    for (const int c : plus) s.terms.push_back({c, 1});
    for (const int c : minus) s.terms.push_back({c, -1});
    s.total = total;
    s.origin = origin;
    if (s.terms.empty()) return;
    // Seen already, or as its negation (a - b = c is b - a = -c).
    LinearSum negated = s;
    for (auto& t : negated.terms) t.coef = -t.coef;
    negated.total = -s.total;
    if (seen_.count(key(negated)) != 0 || !seen_.insert(key(s)).second) return;
    low_.sums.push_back(std::move(s));
  }

  // One house: the cells outside the pieces it holds whole, and for each
  // piece that leaves it by one cell, that cell against the rest.
  void one_house(const std::vector<int>& house) {
    std::vector<char> inside(static_cast<std::size_t>(n_ * n_), 0);
    for (const int c : house) inside[static_cast<std::size_t>(c)] = 1;
    std::vector<int> overlap(pieces_.size(), 0);
    std::vector<int> touched;
    for (const int c : house) {
      const int p = piece_of_[static_cast<std::size_t>(c)];
      if (p < 0) continue;
      if (overlap[static_cast<std::size_t>(p)]++ == 0) touched.push_back(p);
    }
    std::vector<int> held, rest;
    int held_total = 0, origin = -1;
    for (const int p : touched) {
      const Piece& piece = pieces_[static_cast<std::size_t>(p)];
      if (overlap[static_cast<std::size_t>(p)] == static_cast<int>(piece.cells.size())) {
        held.insert(held.end(), piece.cells.begin(), piece.cells.end());
        held_total += piece.total;
        if (origin < 0) origin = piece.origin;
      }
    }
    std::sort(held.begin(), held.end());
    for (const int c : house)
      if (!std::binary_search(held.begin(), held.end(), c)) rest.push_back(c);
    const int rest_total = house_total_ - held_total;
    for (const int p : touched) {
      const Piece& piece = pieces_[static_cast<std::size_t>(p)];
      const int outside =
          static_cast<int>(piece.cells.size()) - overlap[static_cast<std::size_t>(p)];
      if (outside != 1) continue;
      std::vector<int> others, out;
      for (const int c : rest)
        if (!std::binary_search(piece.cells.begin(), piece.cells.end(), c)) others.push_back(c);
      for (const int c : piece.cells)
        if (!inside[static_cast<std::size_t>(c)]) out.push_back(c);
      if (others.size() + 1 > kMaxDerivedTerms) continue;
      add(others, out, rest_total - piece.total, piece.origin);
    }
    if (held.size() >= 2 && !rest.empty()) add(rest, {}, rest_total, origin);
  }

  // Houses 1..k of one family for k = 2 .. N-1, with every piece mostly
  // inside them: the cells of the houses outside those pieces, less the
  // pieces' cells outside the houses, sum to what the pieces hold beyond
  // the houses' kT.
  void bands(const std::vector<std::vector<int>>& houses) {
    const std::size_t cells = static_cast<std::size_t>(n_ * n_);
    std::vector<char> in_band(cells, 0), in_pieces(cells, 0), used(pieces_.size(), 0);
    int band_cells = 0, pieces_total = 0, origin = -1;
    for (int k = 0; k + 1 < n_; ++k) {
      for (const int c : houses[static_cast<std::size_t>(k)])
        in_band[static_cast<std::size_t>(c)] = 1;
      band_cells += static_cast<int>(houses[static_cast<std::size_t>(k)].size());
      for (std::size_t p = 0; p < pieces_.size(); ++p) {
        if (used[p]) continue;
        const Piece& piece = pieces_[p];
        const auto inside = std::count_if(piece.cells.begin(), piece.cells.end(), [&](int c) {
          return in_band[static_cast<std::size_t>(c)];
        });
        if (2 * inside <= static_cast<long>(piece.cells.size())) continue;
        used[p] = 1;
        for (const int c : piece.cells) in_pieces[static_cast<std::size_t>(c)] = 1;
        pieces_total += piece.total;
        if (origin < 0) origin = piece.origin;
      }
      if (k == 0) continue;  // one house: one_house() saw it
      std::vector<int> band_only, pieces_only;
      bool all_in_sums = true;
      for (std::size_t c = 0; c < cells; ++c) {
        if (in_band[c] == in_pieces[c]) continue;
        (in_band[c] ? band_only : pieces_only).push_back(static_cast<int>(c));
        all_in_sums = all_in_sums && in_sum_[c];
      }
      const std::size_t a = band_only.size(), b = pieces_only.size();
      if (a + b == 0 || a + b > static_cast<std::size_t>(n_)) continue;
      if (a > 2 && b > 2) continue;
      if (all_in_sums && a + b > kMaxDerivedTerms) continue;
      // sum(band) = band_cells / N * T; sum(pieces) = pieces_total.
      const int delta = pieces_total - band_cells / n_ * house_total_;
      // sum(pieces_only) - sum(band_only) = delta
      add(pieces_only, band_only, delta, origin);
    }
  }

  Lowered& low_;
  int n_, house_total_;
  std::vector<Piece> pieces_;
  std::vector<int> piece_of_;  // the piece each cell is in, or -1
  std::vector<bool> in_sum_;   // whether a sum names the cell
  std::set<Key> seen_;         // sums there already
};

}  // namespace

void add_house_sums(Lowered& lowered) {
  if (lowered.sums.empty()) return;
  HouseSums(lowered).run();
}

}  // namespace satdoku
