// Forcing chains, as Sudoku Explainer's chaining rules above the plain chains:
// - Nishio (SE 7.5): one digit's candidate assumed true or false leads,
//   through that digit's links with the grid reduced as it goes, to a
//   contradiction.
// - Cell and unit forcing chains (SE's "multiple", 8.0): every digit of a
//   cell, or every place of a digit in a house, leads to the same
//   conclusion (static links).
// - Dynamic forcing chains (8.5): contradictions, both truth values of a
//   candidate leading to one conclusion, and cell and unit forcing, all
//   with the grid reduced along the way; "+" (9.0) also applies the basic
//   techniques (locked candidates, pairs, X-Wing) to the reduced grid.
// A step's rating adds SE's length adjustment for its complexity: the nodes
// its conclusion rests on, counted over every branch.
#include <memory>
#include <vector>

#include "propagation.hpp"

namespace satdoku::logic {
namespace {

enum class Kind { nishio, multiple, dynamic, dynamic_plus, nested_chains, nested_multiple };

struct Best {
  int rating10 = 1 << 30;
  int nodes = 1 << 30;
  std::optional<Step> step;
};

class ForcingSearch {
 public:
  ForcingSearch(const FindContext& c, Kind kind)
      : c_(c),
        t_(c.topo),
        links_(c),
        kind_(kind),
        n_(c.side()),
        propagator_(c, links_, propagation(kind)),
        on_(links_.count) {
    switch (kind) {
      case Kind::nishio:
        base10_ = 75;
        break;
      case Kind::multiple:
        base10_ = 80;
        break;
      case Kind::dynamic:
        base10_ = 85;
        break;
      case Kind::dynamic_plus:
        base10_ = 90;
        break;
      case Kind::nested_chains:
        base10_ = 95;
        break;
      case Kind::nested_multiple:
        base10_ = 100;
        break;
    }
  }

  std::optional<Step> run() {
    const bool dynamic = kind_ != Kind::multiple;
    for (int cell = 0; cell < t_.cells; ++cell) {
      if (!c_.open(cell)) continue;
      const int card = count_of(c_.mask(cell));
      if (!(card > 2 || (card > 1 && dynamic))) continue;
      for (DigitMask m = c_.mask(cell); m; m &= m - 1) {
        if (c_.stopped()) return std::nullopt;
        const int cand = cell * n_ + std::countr_zero(m);
        if (kind_ != Kind::multiple) binary(cand, card);
        if (kind_ != Kind::nishio) units(cell, cand);
      }
      if (kind_ != Kind::nishio && (card == 2 || card > 2)) cell_forcing(cell);
    }
    return std::move(best_.step);
  }

 private:
  static Propagation propagation(Kind kind) {
    switch (kind) {
      case Kind::nishio:
        return Propagation::nishio;
      case Kind::multiple:
        return Propagation::static_multiple;
      case Kind::dynamic:
        return Propagation::dynamic;
      case Kind::dynamic_plus:
        return Propagation::dynamic_plus;
      case Kind::nested_chains:
        return Propagation::nested_chains;
      case Kind::nested_multiple:
        return Propagation::nested_multiple;
    }
    return Propagation::dynamic;
  }

  std::string name(bool unit) const {
    switch (kind_) {
      case Kind::nishio:
        return "nishio forcing chain";
      case Kind::multiple:
        return unit ? "unit forcing chain" : "cell forcing chain";
      case Kind::dynamic:
        return "dynamic forcing chain";
      case Kind::dynamic_plus:
        return "dynamic forcing chain+";
      case Kind::nested_chains:
      case Kind::nested_multiple:
        return "nested forcing chain";
    }
    return "dynamic forcing chain";
  }

  const Outcome& on_outcome(int cand) {
    if (!on_[cand]) {
      on_[cand] = std::make_unique<Outcome>();
      propagator_.run(cand * 2 + 1, *on_[cand]);
    }
    return *on_[cand];
  }

  int ancestors(const Outcome& o, int index) {
    return o.ancestors(index, stamp_, generation_, todo_);
  }

  // The chain from the assumption to node `index`, along first causes.
  std::string trail(const Outcome& o, int index) const {
    std::vector<int> path;
    for (int i = index;; i = o.parents[o.parent_begin[i]]) {
      path.push_back(o.nodes[i]);
      if (o.parent_begin[i] == o.parent_begin[i + 1]) break;
    }
    std::string text;
    for (auto it = path.rbegin(); it != path.rend(); ++it) {
      if (!text.empty()) text += " -> ";
      text += node_text(t_, *it >> 1, *it & 1);
    }
    return text;
  }

  // Offers a conclusion (a node: candidate * 2 + on) resting on `nodes` nodes.
  void offer(int node, int nodes, const std::string& technique, const std::string& why,
             const std::vector<int>& cells) {
    const int rating10 = base10_ + length_tenths(nodes);
    if (rating10 > best_.rating10 || (rating10 == best_.rating10 && nodes >= best_.nodes)) return;
    if (!c_.enabled(technique)) return;
    const int cand = node >> 1, cell = cand / n_, digit = cand % n_ + 1;
    Step step;
    if (node & 1) {
      if (!c_.open(cell) || c_.mask(cell) == bit_of(digit)) return;
      step.placements.push_back({cell, digit});
    } else {
      if (!c_.open(cell) || !(c_.mask(cell) & bit_of(digit))) return;
      add_elimination(step, cell, bit_of(digit));
    }
    step.technique = technique;
    step.rating = rating10 / 10.0;
    step.reason.cells = cells;
    step.reason.cells.push_back(cell);
    step.reason.text = technique + ": " + why;
    best_ = {rating10, nodes, std::move(finish_step(step))};
  }

  // The candidate assumed true, then false: a contradiction either way
  // settles it; a conclusion of both holds.
  void binary(int cand, int card) {
    const int cell = cand / n_;
    const Outcome& on = on_outcome(cand);
    if (on.clash_on >= 0) {
      const int nodes = ancestors(on, on.clash_on) + ancestors(on, on.clash_off);
      offer(cand * 2, nodes, name(false),
            trail(on, on.clash_on) + " and " + trail(on, on.clash_off) + ", so " +
                node_text(t_, cand, false),
            {cell});
    }
    propagator_.run(cand * 2, off_);
    if (off_.clash_on >= 0) {
      const int nodes = ancestors(off_, off_.clash_on) + ancestors(off_, off_.clash_off);
      offer(cand * 2 + 1, nodes, name(false),
            trail(off_, off_.clash_on) + " and " + trail(off_, off_.clash_off) + ", so " +
                node_text(t_, cand, true),
            {cell});
    }
    // Both ways to the same conclusion (SE: cells of three or more digits).
    if (kind_ == Kind::nishio || card < 3 || on.clash_on >= 0 || off_.clash_on >= 0) return;
    for (std::size_t i = 1; i < on.nodes.size(); ++i) {
      const int node = on.nodes[i];
      const int j = off_.local[node];
      if (j < 0) continue;
      const int nodes = ancestors(on, static_cast<int>(i)) + ancestors(off_, j);
      offer(node, nodes, name(false),
            "both " + trail(on, static_cast<int>(i)) + " and " + trail(off_, j), {cell});
    }
  }

  // Every place of the candidate's digit in a house leads to one conclusion.
  void units(int cell, int cand) {
    const int d = cand % n_;
    for (const int h : t_.houses_of[cell]) {
      std::vector<int> places = positions(c_, t_.houses[h], d + 1);
      // SE: two places (any number for its "multiple" rules), each house once.
      if (places.size() < 2 || places.front() != cell) continue;
      std::vector<const Outcome*> branches;
      for (const int p : places) branches.push_back(&on_outcome(p * n_ + d));
      intersect(branches, true,
                "each place of " + std::to_string(d + 1) + " in " + t_.houses[h].name + " (" +
                    cells_text(t_, places) + ") leads to ",
                places);
    }
  }

  void cell_forcing(int cell) {
    std::vector<const Outcome*> branches;
    for (DigitMask m = c_.mask(cell); m; m &= m - 1)
      branches.push_back(&on_outcome(cell * n_ + std::countr_zero(m)));
    intersect(
        branches, false,
        "each digit of " + cell_text(t_, cell) + " (" + digit_list(c_.mask(cell)) + ") leads to ",
        {cell});
  }

  void intersect(const std::vector<const Outcome*>& branches, bool unit, const std::string& why,
                 const std::vector<int>& cells) {
    const Outcome& first = *branches[0];
    for (std::size_t i = 1; i < first.nodes.size(); ++i) {
      const int node = first.nodes[i];
      if (static_cast<int>(i) == first.clash_off || static_cast<int>(i) == first.clash_on) continue;
      int nodes = 0;
      bool everywhere = true;
      for (const Outcome* b : branches) {
        const int j = b->local[node];
        if (j < 0) {
          everywhere = false;
          break;
        }
        nodes += ancestors(*b, j);
      }
      if (!everywhere) continue;
      offer(node, nodes, name(unit), why + node_text(t_, node >> 1, node & 1), cells);
    }
  }

  const FindContext& c_;
  const LogicTopology& t_;
  Links links_;
  Kind kind_;
  int n_;
  int base10_ = 85;
  Propagator propagator_;
  std::vector<std::unique_ptr<Outcome>> on_;
  Outcome off_;
  std::vector<int> stamp_, todo_;
  int generation_ = 0;
  Best best_;
};

}  // namespace

std::optional<Step> find_nishio(const FindContext& c) {
  if (!c.enabled("nishio forcing chain")) return std::nullopt;
  return ForcingSearch(c, Kind::nishio).run();
}

std::optional<Step> find_multiple_forcing(const FindContext& c) {
  if (!c.enabled("cell forcing chain") && !c.enabled("unit forcing chain")) return std::nullopt;
  return ForcingSearch(c, Kind::multiple).run();
}

std::optional<Step> find_dynamic_forcing(const FindContext& c) {
  if (!c.enabled("dynamic forcing chain")) return std::nullopt;
  return ForcingSearch(c, Kind::dynamic).run();
}

std::optional<Step> find_dynamic_forcing_plus(const FindContext& c) {
  if (!c.enabled("dynamic forcing chain+")) return std::nullopt;
  return ForcingSearch(c, Kind::dynamic_plus).run();
}

std::optional<Step> find_nested_forcing(const FindContext& c) {
  if (!c.enabled("nested forcing chain")) return std::nullopt;
  if (auto step = ForcingSearch(c, Kind::nested_chains).run()) return step;
  return ForcingSearch(c, Kind::nested_multiple).run();
}

}  // namespace satdoku::logic
