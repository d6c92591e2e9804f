// Turbot fish, as Sukaku Explainer (Sudoku Explainer's successor) has them:
// two strong links of one digit (a house where it has two places left), A=B
// and C=D, whose ends B and C see each other. B and C are not both the
// digit, so A or D is: a cell that sees both loses it. Named by the strong
// links' houses: two rows or two columns a skyscraper (4.0), a row and a
// column a 2-string kite (4.1), otherwise a turbot fish (4.2). Sudoku
// Explainer 1.2.1 finds the same as forcing X-chains of six nodes (6.6).
// Of the steps found, the lowest rated that removes the most is taken.
#include <vector>

#include "logic/finders.hpp"

namespace satdoku::logic {
namespace {

struct StrongLink {
  int a, b, house;
};

const char* turbot_name(const LogicHouse& one, const LogicHouse& two) {
  using K = LogicHouse::Kind;
  const bool lines = (one.kind == K::row || one.kind == K::column) &&
                     (two.kind == K::row || two.kind == K::column);
  if (!lines) return "turbot fish";
  return one.kind == two.kind ? "skyscraper" : "2-string kite";
}

double turbot_rating(const char* name) {
  const std::string_view n = name;
  return n == "skyscraper" ? 4.0 : n == "2-string kite" ? 4.1 : 4.2;
}

}  // namespace

std::optional<Step> find_turbot_fish(const FindContext& c) {
  const LogicTopology& t = c.topo;
  std::optional<Step> best;
  int best_removed = 0;
  for (int digit = 1; digit <= t.side; ++digit) {
    const DigitMask bit = bit_of(digit);
    std::vector<StrongLink> links;
    for (const int h : t.search_order) {
      const std::vector<int> places = positions(c, t.houses[h], digit);
      if (places.size() == 2) links.push_back({places[0], places[1], h});
    }
    for (std::size_t i = 0; i < links.size(); ++i) {
      for (std::size_t j = 0; j < links.size(); ++j) {
        if (i == j) continue;
        // Each link both ways round: A=B, then B sees C, then C=D.
        for (const bool flip_one : {false, true}) {
          for (const bool flip_two : {false, true}) {
            const int a = flip_one ? links[i].b : links[i].a;
            const int b = flip_one ? links[i].a : links[i].b;
            const int cc = flip_two ? links[j].b : links[j].a;
            const int d = flip_two ? links[j].a : links[j].b;
            if (a == cc || a == d || b == cc || b == d || !t.sees(b, cc)) continue;
            const char* name = turbot_name(t.houses[links[i].house], t.houses[links[j].house]);
            const double rating = turbot_rating(name);
            if (!c.enabled(name) || (best && best->rating < rating)) continue;
            Step step;
            int removed = 0;
            for (const int other : t.peers[a]) {
              if (other == d || !c.open(other) || !(c.mask(other) & bit) || !t.sees(other, d))
                continue;
              add_elimination(step, other, bit);
              ++removed;
            }
            if (!removed || (best && best->rating == rating && removed <= best_removed)) continue;
            step.technique = name;
            step.rating = rating;
            step.reason.cells = {a, b, cc, d};
            step.reason.rules = {t.houses[links[i].house].name, t.houses[links[j].house].name};
            step.reason.text = std::string(name) + ": " + std::to_string(digit) + " in " +
                               t.houses[links[i].house].name + " only at " + cell_text(t, a) + "," +
                               cell_text(t, b) + ", in " + t.houses[links[j].house].name +
                               " only at " + cell_text(t, cc) + "," + cell_text(t, d) + "; " +
                               cell_text(t, b) + " and " + cell_text(t, cc) +
                               " see each other, so " + cell_text(t, a) + " or " + cell_text(t, d) +
                               " is " + std::to_string(digit);
            best_removed = removed;
            best = std::move(finish_step(step));
          }
        }
      }
    }
  }
  return best;
}

}  // namespace satdoku::logic
