// Turbot fish, as Sukaku Explainer (Sudoku Explainer's successor) has them:
// two strong links of one digit (a house where it has two places left), A=B
// and C=D, whose ends B and C see each other. B and C are not both the
// digit, so A or D is: a cell that sees both loses it. Named by the strong
// links' houses: two rows or two columns a skyscraper (4.0), a row and a
// column a 2-string kite (4.1), otherwise a turbot fish (4.2). Sudoku
// Explainer 1.2.1 finds the same as forcing X-chains of six nodes (6.6).
// Three strong links joined so (eight nodes, SE 6.7) are its 3-skyscraper
// (5.4), 3-turbot fish (5.5) and 3-string kite (5.6), tried after the hidden
// quad. Of the steps found, the lowest rated that removes the most is taken.
#include <vector>

#include "logic/finders.hpp"

namespace satdoku::logic {
namespace {

// A strong link as the search walks it: from `a` (false) to `b` (true).
struct LinkEnd {
  int a, b, house;
};

// Sukaku Explainer's names: both a row and a column among the links' houses
// make a kite, lines of one kind a skyscraper, a box a turbot fish.
int link_shape(const LogicTopology& t, const std::vector<int>& houses) {
  using K = LogicHouse::Kind;
  bool rows = false, columns = false, other = false;
  for (const int h : houses) {
    rows = rows || t.houses[h].kind == K::row;
    columns = columns || t.houses[h].kind == K::column;
    other = other || (t.houses[h].kind != K::row && t.houses[h].kind != K::column);
  }
  if (rows && columns) return 1;  // kite
  return other ? 2 : 0;           // turbot fish : skyscraper
}

class LinkedFishSearch {
 public:
  LinkedFishSearch(const FindContext& c, int links) : c_(c), t_(c.topo), links_(links) {}

  std::optional<Step> run() {
    for (int digit = 1; digit <= t_.side; ++digit) {
      bit_ = bit_of(digit);
      digit_ = digit;
      ends_.clear();
      for (const int h : t_.search_order) {
        const std::vector<int> places = positions(c_, t_.houses[h], digit);
        if (places.size() != 2) continue;
        ends_.push_back({places[0], places[1], h});
        ends_.push_back({places[1], places[0], h});
      }
      for (const LinkEnd& first : ends_) {
        path_ = {first};
        extend();
      }
    }
    return std::move(best_);
  }

 private:
  bool used(int cell) const {
    for (const LinkEnd& e : path_)
      if (e.a == cell || e.b == cell) return true;
    return false;
  }

  void extend() {
    if (static_cast<int>(path_.size()) == links_) {
      record();
      return;
    }
    const int from = path_.back().b;
    for (const LinkEnd& next : ends_) {
      if (used(next.a) || used(next.b) || !t_.sees(from, next.a)) continue;
      path_.push_back(next);
      extend();
      path_.pop_back();
    }
  }

  void record() {
    std::vector<int> houses;
    for (const LinkEnd& e : path_) houses.push_back(e.house);
    static const char* const kTwo[] = {"skyscraper", "2-string kite", "turbot fish"};
    static const char* const kThree[] = {"3-skyscraper", "3-string kite", "3-turbot fish"};
    static constexpr double kTwoRating[] = {4.0, 4.1, 4.2};
    static constexpr double kThreeRating[] = {5.4, 5.6, 5.5};
    const int shape = link_shape(t_, houses);
    const char* name = links_ == 2 ? kTwo[shape] : kThree[shape];
    const double rating = links_ == 2 ? kTwoRating[shape] : kThreeRating[shape];
    if (!c_.enabled(name) || (best_ && best_->rating < rating)) return;
    // The chain's first cell is the digit or its last is.
    const int a = path_.front().a, d = path_.back().b;
    Step step;
    int removed = 0;
    for (const int other : t_.peers[a]) {
      if (used(other) || !c_.open(other) || !(c_.mask(other) & bit_) || !t_.sees(other, d))
        continue;
      add_elimination(step, other, bit_);
      ++removed;
    }
    if (!removed || (best_ && best_->rating == rating && removed <= removed_)) return;
    std::string text = std::string(name) + ": " + std::to_string(digit_);
    for (std::size_t i = 0; i < path_.size(); ++i)
      text += (i ? "; in " : " in ") + t_.houses[path_[i].house].name + " only at " +
              cell_text(t_, path_[i].a) + "," + cell_text(t_, path_[i].b);
    text += "; the links' ends see each other, so " + cell_text(t_, a) + " or " + cell_text(t_, d) +
            " is " + std::to_string(digit_);
    step.technique = name;
    step.rating = rating;
    for (const LinkEnd& e : path_) {
      step.reason.cells.push_back(e.a);
      step.reason.cells.push_back(e.b);
      step.reason.rules.push_back(t_.houses[e.house].name);
    }
    step.reason.text = std::move(text);
    removed_ = removed;
    best_ = std::move(finish_step(step));
  }

  const FindContext& c_;
  const LogicTopology& t_;
  const int links_;
  DigitMask bit_ = 0;
  int digit_ = 0;
  std::vector<LinkEnd> ends_;  // every strong link of the digit, both ways round
  std::vector<LinkEnd> path_;
  std::optional<Step> best_;
  int removed_ = 0;
};

}  // namespace

std::optional<Step> find_turbot_fish(const FindContext& c) {
  return LinkedFishSearch(c, 2).run();
}

std::optional<Step> find_three_link_fish(const FindContext& c) {
  return LinkedFishSearch(c, 3).run();
}

}  // namespace satdoku::logic
