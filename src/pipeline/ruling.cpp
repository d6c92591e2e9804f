#include "satdoku/ruling.hpp"

#include "satdoku/grid.hpp"

namespace satdoku {
namespace {

// The one table of status words: JSON's and people's, by Ruling.
struct RulingWords {
  std::string_view json;
  std::string_view text;
};
constexpr RulingWords kWords[kRulings] = {
    {"solved", "solved"},   {"no_solution", "no solution"}, {"multiple", "multiple solutions"},
    {"unknown", "unknown"}, {"invalid", "invalid"},         {"disagreement", "disagreement"},
};

const RulingWords& words(Ruling ruling) {
  const auto i = static_cast<std::size_t>(ruling);
  return kWords[i < std::size(kWords) ? i : static_cast<std::size_t>(Ruling::invalid)];
}

}  // namespace

std::string_view to_string(Ruling ruling) {
  return words(ruling).json;
}
std::string_view to_text(Ruling ruling) {
  return words(ruling).text;
}

std::string describe_givens(const std::vector<Given>& givens, int side) {
  std::string text;
  for (const Given& g : givens) {
    if (!text.empty()) text += ' ';
    text += cell_name(g.cell / side, g.cell % side) + "=" + std::to_string(g.value);
  }
  return text;
}

std::vector<std::string> given_names(const std::vector<Given>& givens, int side) {
  std::vector<std::string> names;
  names.reserve(givens.size());
  for (const Given& g : givens) names.push_back(describe_givens({g}, side));
  return names;
}

}  // namespace satdoku
