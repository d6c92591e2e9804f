#include "suggest.hpp"

#include <algorithm>

namespace satdoku::cli {

std::size_t edits(const std::string& a, const std::string& b) {
  std::vector<std::vector<std::size_t>> d(a.size() + 1, std::vector<std::size_t>(b.size() + 1));
  for (std::size_t i = 0; i <= a.size(); ++i) d[i][0] = i;
  for (std::size_t j = 0; j <= b.size(); ++j) d[0][j] = j;
  for (std::size_t i = 1; i <= a.size(); ++i)
    for (std::size_t j = 1; j <= b.size(); ++j) {
      d[i][j] =
          std::min({d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] != b[j - 1])});
      if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1])
        d[i][j] = std::min(d[i][j], d[i - 2][j - 2] + 1);
    }
  return d[a.size()][b.size()];
}

std::string closest(const std::string& typed, const std::vector<std::string>& names) {
  std::string best;
  std::size_t best_edits = 3;
  for (const std::string& name : names) {
    const std::size_t e = edits(typed, name);
    if (e < best_edits && e < name.size()) {
      best_edits = e;
      best = name;
    }
  }
  return best;
}

std::string did_you_mean(const std::string& typed, const std::vector<std::string>& names) {
  const std::string best = closest(typed, names);
  return best.empty() ? "" : "; did you mean '" + best + "'?";
}

}  // namespace satdoku::cli
