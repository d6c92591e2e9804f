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

#include "finders.hpp"

namespace satdoku::logic {
namespace {

// A strong link as the search walks it: from `a` (false) to `b` (true).
struct LinkEnd {
  int a, b, house;
};

// Sukaku Explainer's names: both a row and a column among the links' houses
// make a kite, lines of one kind a skyscraper, a box a turbot fish.
int link_shape(const LogicTopology& t, const std::vector<LinkEnd>& path) {
  using K = LogicHouse::Kind;
  bool rows = false, columns = false, other = false;
  for (const LinkEnd& e : path) {
    const K kind = t.houses[e.house].kind;
    rows = rows || kind == K::row;
    columns = columns || kind == K::column;
    other = other || (kind != K::row && kind != K::column);
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
        int places[3], count = 0;
        for (const int cell : t_.houses[h].cells)
          if (c_.open(cell) && (c_.mask(cell) & bit_) && count < 3) places[count++] = cell;
        if (count != 2) continue;
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
    // The chain's first cell is the digit or its last is. Most chains remove
    // nothing: that is counted before anything is built.
    const int a = path_.front().a, d = path_.back().b;
    int removed = 0;
    for (const int other : t_.peers[a])
      if (c_.open(other) && (c_.mask(other) & bit_) && t_.sees(other, d) && !used(other)) ++removed;
    if (!removed) return;
    static const char* const kTwo[] = {"skyscraper", "2-string kite", "turbot fish"};
    static const char* const kThree[] = {"3-skyscraper", "3-string kite", "3-turbot fish"};
    static constexpr double kTwoRating[] = {4.0, 4.1, 4.2};
    static constexpr double kThreeRating[] = {5.4, 5.6, 5.5};
    const int shape = link_shape(t_, path_);
    const char* name = links_ == 2 ? kTwo[shape] : kThree[shape];
    const double rating = links_ == 2 ? kTwoRating[shape] : kThreeRating[shape];
    if (best_ && (best_->rating < rating || (best_->rating == rating && removed <= removed_)))
      return;
    if (!c_.enabled(name)) return;
    Step step;
    for (const int other : t_.peers[a])
      if (c_.open(other) && (c_.mask(other) & bit_) && t_.sees(other, d) && !used(other))
        add_elimination(step, other, bit_);
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
