// Basic fish: k columns (or rows) in which a digit's places all lie in the
// same k rows (columns): those rows (columns) lose the digit outside them.
// X-Wing (k = 2, SE 3.2), Swordfish (3, 3.8), Jellyfish (4, 5.2).
#include <array>
#include <vector>

#include "finders.hpp"

namespace satdoku::logic {
namespace {

const char* const kName[] = {"", "", "x-wing", "swordfish", "jellyfish"};
constexpr double kRating[] = {0, 0, 3.2, 3.8, 5.2};

std::optional<Step> find_fish(const FindContext& c, int k) {
  const LogicTopology& t = c.topo;
  if (!c.enabled(kName[k])) return std::nullopt;
  const int n = t.side;
  // SE looks with columns as the base first, then rows.
  for (const bool base_columns : {true, false}) {
    for (int digit = 1; digit <= n; ++digit) {
      const DigitMask bit = bit_of(digit);
      // For each base line, the cover lines (as bits) holding the digit.
      std::vector<int> lines;
      std::vector<std::uint64_t> cover_of;
      for (int line = 0; line < n; ++line) {
        std::uint64_t cover = 0;
        for (int i = 0; i < n; ++i) {
          const int cell = base_columns ? i * n + line : line * n + i;
          if (c.open(cell) && (c.mask(cell) & bit)) cover |= std::uint64_t{1} << i;
        }
        const int count = count_of(cover);
        if (count >= 2 && count <= k) {
          lines.push_back(line);
          cover_of.push_back(cover);
        }
      }
      const int m = static_cast<int>(lines.size());
      if (m < k) continue;
      std::array<int, 4> idx{};
      for (int i = 0; i < k; ++i) idx[i] = i;
      while (true) {
        std::uint64_t cover = 0;
        std::uint64_t base = 0;
        for (int i = 0; i < k; ++i) {
          cover |= cover_of[idx[i]];
          base |= std::uint64_t{1} << lines[idx[i]];
        }
        if (count_of(cover) == k) {
          Step step;
          std::vector<int> corners;
          for (std::uint64_t cv = cover; cv; cv &= cv - 1) {
            const int other = std::countr_zero(cv);
            for (int i = 0; i < n; ++i) {
              const int cell = base_columns ? other * n + i : i * n + other;
              if (!c.open(cell) || !(c.mask(cell) & bit)) continue;
              if (base >> i & 1)
                corners.push_back(cell);
              else
                add_elimination(step, cell, bit);
            }
          }
          if (!step.eliminations.empty()) {
            const char* base_kind = base_columns ? "column" : "row";
            const char* cover_kind = base_columns ? "row" : "column";
            std::string bases, covers;
            for (std::uint64_t b = base; b; b &= b - 1)
              bases += (bases.empty() ? "" : ",") + std::to_string(std::countr_zero(b) + 1);
            for (std::uint64_t cv = cover; cv; cv &= cv - 1)
              covers += (covers.empty() ? "" : ",") + std::to_string(std::countr_zero(cv) + 1);
            step.technique = kName[k];
            step.rating = kRating[k];
            step.reason.cells = corners;
            step.reason.rules = {std::string(base_kind) + "s " + bases,
                                 std::string(cover_kind) + "s " + covers};
            step.reason.text = std::string(kName[k]) + ": digit " + std::to_string(digit) + " in " +
                               base_kind + "s " + bases + " only in " + cover_kind + "s " + covers;
            return std::move(finish_step(step));
          }
        }
        int i = k - 1;
        while (i >= 0 && idx[i] == m - k + i) --i;
        if (i < 0) break;
        ++idx[i];
        for (int j = i + 1; j < k; ++j) idx[j] = idx[j - 1] + 1;
      }
    }
  }
  return std::nullopt;
}

}  // namespace

std::optional<Step> find_x_wing(const FindContext& c) {
  return find_fish(c, 2);
}
std::optional<Step> find_swordfish(const FindContext& c) {
  return find_fish(c, 3);
}
std::optional<Step> find_jellyfish(const FindContext& c) {
  return find_fish(c, 4);
}

}  // namespace satdoku::logic
