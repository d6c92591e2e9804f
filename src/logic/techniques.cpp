// The techniques in the order the solver tries them, with SE's ratings, and
// the finder that looks for each.
#include "techniques.hpp"

#include "links.hpp"

#include <algorithm>

#include "satdoku/rule_steps.hpp"

namespace satdoku {
namespace logic {
namespace {

// Each finder with the base rating that places it in the order and the
// technique names its steps carry. The order is SE's: Sudoku Explainer
// 1.2.1's hint producers, the "direct" ones first.
const FinderEntry kFinders[] = {
    {1.0, find_hidden_single, {"full house", "hidden single"}},
    {1.7, find_direct_intersection, {"direct pointing", "direct claiming"}},
    {2.0, find_direct_hidden_pair, {"direct hidden pair"}},
    {2.3, find_naked_single, {"naked single"}},
    {2.4, find_rule_restriction, {"rule"}},
    {2.5, find_direct_hidden_triple, {"direct hidden triple"}},
    {2.6, find_intersection, {"pointing", "claiming", "locked candidates"}},
    {3.0, find_naked_pair, {"naked pair"}},
    {3.2, find_x_wing, {"x-wing"}},
    {3.4, find_hidden_pair, {"hidden pair"}},
    {3.6, find_naked_triple, {"naked triple"}},
    {3.8, find_swordfish, {"swordfish"}},
    {4.0, find_hidden_triple, {"hidden triple"}},
    // Sukaku Explainer's; SE 1.2.1 finds them among the chains (6.6).
    {4.0, find_turbot_fish, {"skyscraper", "2-string kite", "turbot fish"}},
    {4.2, find_xy_wing, {"xy-wing"}},
    {4.4, find_xyz_wing, {"xyz-wing"}},
    {4.5, find_unique_rectangle, {"unique rectangle"}},
    {5.0, find_naked_quad, {"naked quad"}},
    {5.2, find_jellyfish, {"jellyfish"}},
    {5.4, find_hidden_quad, {"hidden quad"}},
    {5.4, find_three_link_fish, {"3-skyscraper", "3-turbot fish", "3-string kite"}},
    // Sukaku Explainer's (SE 1.2.1 has not these two); it tries them right
    // after the XYZ-Wing and the hidden quad, this table at their ratings.
    {5.5, find_wxyz_wing, {"wxyz-wing"}},
    {5.6, find_bug_plus_one, {"bug+1"}},
    {6.2, find_vwxyz_wing, {"vwxyz-wing"}},
    {6.2, find_aligned_pair_exclusion, {"aligned pair exclusion"}},
    {6.5, find_chains, {"x-cycle", "xy-cycle", "x-chain", "xy-chain", "w-wing", "aic", "aic loop"}},
    {7.5, find_nishio, {"nishio forcing chain"}},
    {8.0, find_multiple_forcing, {"cell forcing chain", "unit forcing chain"}},
    {8.5, find_dynamic_forcing, {"dynamic forcing chain"}},
    {9.0, find_dynamic_forcing_plus, {"dynamic forcing chain+"}},
    {9.5, find_nested_forcing, {"nested forcing chain"}},
};

// Families, named as SudokuSolver's logic switches where it has one.
std::string_view family_of(std::string_view name) {
  static const std::pair<std::string_view, std::string_view> table[] = {
      {"full house", "singles"},
      {"hidden single", "singles"},
      {"naked single", "singles"},
      {"direct pointing", "pointing"},
      {"direct claiming", "pointing"},
      {"pointing", "pointing"},
      {"claiming", "pointing"},
      {"locked candidates", "pointing"},
      {"direct hidden pair", "tuples"},
      {"direct hidden triple", "tuples"},
      {"naked pair", "tuples"},
      {"hidden pair", "tuples"},
      {"naked triple", "tuples"},
      {"hidden triple", "tuples"},
      {"naked quad", "tuples"},
      {"hidden quad", "tuples"},
      {"x-wing", "fishes"},
      {"swordfish", "fishes"},
      {"jellyfish", "fishes"},
      {"xy-wing", "wings"},
      {"xyz-wing", "wings"},
      {"wxyz-wing", "wings"},
      {"vwxyz-wing", "wings"},
      {"w-wing", "wings"},
      {"unique rectangle", "uniqueness"},
      {"bug+1", "uniqueness"},
      {"aligned pair exclusion", "exclusion"},
      {"rule", "rules"},
      {"nishio forcing chain", "contradictions"},
      {"cell forcing chain", "contradictions"},
      {"unit forcing chain", "contradictions"},
      {"dynamic forcing chain", "contradictions"},
      {"dynamic forcing chain+", "contradictions"},
      {"nested forcing chain", "contradictions"},
  };
  for (const auto& [technique, family] : table)
    if (technique == name) return family;
  return "aic";  // the chains and cycles
}

std::vector<TechniqueInfo> build_infos() {
  std::vector<TechniqueInfo> infos;
  for (const FinderEntry& f : kFinders)
    for (const std::string_view name : f.names) infos.push_back({name, family_of(name), f.rating});
  // The SAT-found rule steps (rule_steps.hpp): providers the solver plugs in
  // for variant rules, from their first tier's place on (the table stays in
  // order of difficulty).
  const TechniqueInfo rule_step{"rule step", "rules", rule_step_rating(1, 0)};
  infos.insert(std::upper_bound(infos.begin(), infos.end(), rule_step,
                                [](const TechniqueInfo& a, const TechniqueInfo& b) {
                                  return a.base_rating < b.base_rating;
                                }),
               rule_step);
  return infos;
}

}  // namespace

std::span<const FinderEntry> finders() {
  return kFinders;
}

}  // namespace logic

std::span<const TechniqueInfo> techniques() {
  static const std::vector<TechniqueInfo> infos = logic::build_infos();
  return infos;
}

const TechniqueInfo* find_technique(std::string_view name) {
  for (const TechniqueInfo& info : techniques())
    if (info.name == name) return &info;
  return nullptr;
}

double highest_rating(int side) {
  // The nested forcing chain's top rating (10.0) plus SE's length adjustment
  // for the most nodes a conclusion can rest on: each branch (at most N of
  // a cell or a house) holds each candidate once, true or false.
  const double n = side;
  const double most = 2 * n * n * n * n;
  const int nodes = most > 1e9 ? 1000000000 : static_cast<int>(most);
  return (100 + logic::length_tenths(nodes)) / 10.0;
}

}  // namespace satdoku
