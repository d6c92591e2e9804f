// Chains and cycles, as Sudoku Explainer's "Forcing Chains & Cycles": from
// each candidate, assumed true (and, for chains, also assumed false), follow
// the links breadth first.
// - A chain that comes back to the candidate's opposite proves it: "if
//   r1c2=5 then ... r1c2<>5" removes 5 from r1c2 (an X-chain when it uses one
//   digit's links only, SE 6.6; an AIC otherwise, 7.0; named skyscraper,
//   2-string kite, turbot fish, XY-chain or W-Wing by their shape).
// - A cycle that comes back to the candidate itself is a loop of
//   alternating links, which holds either way round; a cell that sees both
//   ends of one of its weak links loses that digit (X-cycle and XY-cycle
//   6.5, mixed 7.0).
// SE adds 0.1 for each length ceiling a chain passes (length_tenths); the
// step taken is the lowest rated, then the shortest.
#include <vector>

#include "links.hpp"

namespace satdoku::logic {
namespace {

enum class Mode { x, y, xy };

// The best step so far, or the bound a step must beat (rating in tenths, then nodes).
struct Found {
  int rating10 = 1 << 30;
  int nodes = 1 << 30;
  std::optional<Step> step;
};

class ChainSearch {
 public:
  ChainSearch(const FindContext& c, const Links& links)
      : c_(c),
        t_(c.topo),
        l_(links),
        parent_(2 * links.count),
        via_(2 * links.count),
        depth_(2 * links.count),
        stamp_(2 * links.count, 0),
        queue_(2 * links.count) {}

  // Breadth first from `source` (a node: candidate * 2 + on). Records any
  // chain or cycle better than `best`.
  void run(int source, Mode mode, Found& best) {
    ++generation_;
    const int base10 = mode == Mode::xy ? 70 : 65;
    const bool source_on = source & 1;
    const int source_cand = source >> 1;
    tail_ = 0;
    visit(source, -1, -1, 0);
    bool chain_found = false;
    for (int head = 0; head < tail_; ++head) {
      const int node = queue_[head];
      const int d = depth_[node];
      // Nothing found from here on can beat the best (a cycle closing at
      // depth d+1 has d+1 nodes; a chain at least d+2).
      if (!better(base10 + length_tenths(d + 1), d + 1, best)) return;
      const int cand = node >> 1;
      if (node & 1) {  // on: its weak links go off
        auto off = [&](int other) {
          const int next = other * 2;
          if (source_on && other == source_cand) {  // r1c2=5 ... r1c2<>5
            // SE looks for chains with X-links only or with both, never Y alone.
            if (!chain_found && mode != Mode::y) record_chain(source, node, next, mode, best);
            chain_found = true;
            return;
          }
          if (stamp_[next] != generation_) visit(next, node, -1, d + 1);
        };
        if (mode != Mode::x)
          for (int i = l_.same_cell_begin[cand]; i < l_.same_cell_begin[cand + 1]; ++i)
            off(l_.same_cell[i]);
        for (int i = l_.weak_begin[cand]; i < l_.weak_begin[cand + 1]; ++i)
          if (mode != Mode::x || l_.weak[i] % l_.side == cand % l_.side) off(l_.weak[i]);
      } else {  // off: its strong links go on
        auto on = [&](int other, int house) {
          const int next = other * 2 + 1;
          if (next == source && source_on) {  // back where it started: a cycle
            if (d >= 3) record_cycle(source, node, house, mode, best);
            return;
          }
          if (!source_on && other == source_cand) {  // r1c2<>5 ... r1c2=5
            if (!chain_found) {
              via_[next] = house;
              record_chain(source, node, next, mode, best);
            }
            chain_found = true;
            return;
          }
          if (stamp_[next] != generation_) visit(next, node, house, d + 1);
        };
        if (mode != Mode::x && l_.bivalue_partner[cand] >= 0) on(l_.bivalue_partner[cand], -1);
        if (mode != Mode::y)
          for (int i = l_.conjugate_begin[cand]; i < l_.conjugate_begin[cand + 1]; ++i)
            on(l_.conjugate[i], l_.conjugate_house[i]);
      }
    }
  }

 private:
  // Whether two candidates cannot both be true: one cell, or one digit in
  // cells that see each other, or a pair a rule's relation forbids.
  bool weak(int x, int y) const {
    const int cx = x / l_.side, cy = y / l_.side;
    if (cx == cy) return x != y;
    if (x % l_.side == y % l_.side && t_.sees(cx, cy)) return true;
    for (int i = l_.weak_begin[x]; i < l_.weak_begin[x + 1]; ++i)
      if (l_.weak[i] == y) return true;
    return false;
  }

  static bool better(int rating10, int nodes, const Found& best) {
    return rating10 < best.rating10 || (rating10 == best.rating10 && nodes < best.nodes);
  }

  void visit(int node, int parent, int via, int depth) {
    stamp_[node] = generation_;
    parent_[node] = parent;
    via_[node] = via;
    depth_[node] = depth;
    queue_[tail_++] = node;
  }

  // The nodes from the source to `node`, in order.
  std::vector<int> path_to(int node) const {
    std::vector<int> path;
    for (int n = node; n >= 0; n = parent_[n]) path.push_back(n);
    return {path.rbegin(), path.rend()};
  }

  std::string chain_text(const std::vector<int>& path) const {
    std::string text;
    for (const int node : path) {
      if (!text.empty()) text += " -> ";
      text += node_text(t_, node >> 1, node & 1);
    }
    return text;
  }

  // Links along the path: strong ones as 'Y' (in a cell) or 'X' (in a house).
  std::string strong_kinds(const std::vector<int>& path) const {
    std::string kinds;
    for (std::size_t i = 1; i < path.size(); ++i)
      if (path[i] & 1)
        kinds += (path[i] >> 1) / l_.side == (path[i - 1] >> 1) / l_.side ? 'Y' : 'X';
    return kinds;
  }

  std::string chain_name(const std::vector<int>& path, Mode mode) const {
    if (mode == Mode::x) {
      // From a true source, six nodes are two strong links joined by a weak
      // one: in parallel lines a skyscraper, a row and a column a 2-string
      // kite, otherwise a turbot fish. (From a false source the chain places
      // a digit: three strong links, an X-chain.)
      if (path.size() != 6 || !(path[0] & 1)) return "x-chain";
      const LogicHouse& a = t_.houses[via_[path[2]]];
      const LogicHouse& b = t_.houses[via_[path[4]]];
      using K = LogicHouse::Kind;
      const bool line_a = a.kind == K::row || a.kind == K::column;
      const bool line_b = b.kind == K::row || b.kind == K::column;
      if (line_a && line_b) return a.kind == b.kind ? "skyscraper" : "2-string kite";
      return "turbot fish";
    }
    const std::string kinds = strong_kinds(path);
    if (kinds.find('X') == std::string::npos) return "xy-chain";
    if (kinds == "YXY" && path.size() == 8 &&
        c_.mask((path[1] >> 1) / l_.side) == c_.mask((path[6] >> 1) / l_.side))
      return "w-wing";
    return "aic";
  }

  void record_chain(int source, int last, int target, Mode mode, Found& best) {
    std::vector<int> path = path_to(last);
    path.push_back(target);
    const int nodes = static_cast<int>(path.size());
    const int rating10 = (mode == Mode::xy ? 70 : 66) + length_tenths(nodes);
    if (!better(rating10, nodes, best)) return;
    const std::string name = chain_name(path, mode);
    if (!c_.enabled(name)) return;
    Step step;
    const int cand = source >> 1, cell = cand / l_.side, digit = cand % l_.side + 1;
    if (source & 1) {
      // Between its first false node A and its last true node B the chain
      // says "A or B": whatever both exclude goes, the source among them.
      const int a = path[1] >> 1, b = path[path.size() - 2] >> 1;
      for (const int other : l_.open_candidates)
        if (other != a && other != b && weak(other, a) && weak(other, b))
          add_elimination(step, other / l_.side, bit_of(other % l_.side + 1));
      add_elimination(step, cell, bit_of(digit));
    } else {
      step.placements.push_back({cell, digit});
    }
    for (const int node : path) step.reason.cells.push_back((node >> 1) / l_.side);
    step.technique = name;
    step.rating = rating10 / 10.0;
    step.reason.text = name + ": " + chain_text(path) + ", so " +
                       (source & 1 ? node_text(t_, path[1] >> 1, true) + " or " +
                                         node_text(t_, path[path.size() - 2] >> 1, true)
                                   : node_text(t_, cand, true));
    best = {rating10, nodes, std::move(finish_step(step))};
  }

  void record_cycle(int source, int last, int house, Mode mode, Found& best) {
    std::vector<int> loop = path_to(last);
    const int nodes = static_cast<int>(loop.size());
    const int rating10 = (mode == Mode::xy ? 70 : 65) + length_tenths(nodes);
    if (!better(rating10, nodes, best)) return;
    (void)house;
    const std::string name = mode == Mode::x   ? "x-cycle"
                             : mode == Mode::y ? "xy-cycle"
                                               : "aic loop";
    if (!c_.enabled(name)) return;
    // SE's rule: a candidate outside the loop's cells goes when it sees a
    // true node of its digit and a false node of its digit (the loop holds
    // either way round, so one of the two is true).
    std::vector<char> in_loop(t_.cells, 0);
    for (const int node : loop) in_loop[(node >> 1) / l_.side] = 1;
    Step step;
    for (const int cand : l_.open_candidates) {
      const int cell = cand / l_.side, digit = cand % l_.side;
      if (in_loop[cell]) continue;
      bool sees_on = false, sees_off = false;
      for (const int node : loop) {
        const int other = node >> 1;
        if (other % l_.side != digit || !t_.sees(cell, other / l_.side)) continue;
        (node & 1 ? sees_on : sees_off) = true;
      }
      if (sees_on && sees_off) add_elimination(step, cell, bit_of(digit + 1));
    }
    if (step.eliminations.empty()) return;
    for (const int node : loop) step.reason.cells.push_back((node >> 1) / l_.side);
    loop.push_back(source);
    step.technique = name;
    step.rating = rating10 / 10.0;
    step.reason.text = name + ": " + chain_text(loop);
    best = {rating10, nodes, std::move(finish_step(step))};
  }

  const FindContext& c_;
  const LogicTopology& t_;
  const Links& l_;
  std::vector<int> parent_, via_, depth_, stamp_;
  std::vector<int> queue_;  // breadth-first order; each node enters once
  int tail_ = 0;
  int generation_ = 0;
};

}  // namespace

std::optional<Step> find_chains(const FindContext& c) {
  const Links links(c);
  ChainSearch search(c, links);
  // Each search stops at the depth where it could no longer beat the best
  // step found so far; the cheap modes (one digit, bivalue cells) go first.
  Found best;
  for (const Mode mode : {Mode::x, Mode::y, Mode::xy}) {
    for (const int cand : links.open_candidates) {
      if (c.stopped()) return std::nullopt;
      // Y-cycles start from bivalue cells only.
      if (mode == Mode::y && links.bivalue_partner[cand] < 0) continue;
      search.run(cand * 2 + 1, mode, best);
      if (mode != Mode::y) search.run(cand * 2, mode, best);
    }
  }
  return std::move(best.step);
}

}  // namespace satdoku::logic
