// The true-candidates cache (candidate_cache.hpp).
#include "candidate_cache.hpp"

#include <algorithm>
#include <tuple>
#include <vector>

namespace satdoku::serve {

namespace {

// Witnesses offered at most: checking one costs a few microseconds.
constexpr std::size_t kMaxWitnesses = 256;

// A rule's content without its label (labels number rules by position,
// which moves when a setter adds one before another).
auto content(const Rule& r) {
  return std::tie(r.kind, r.cells, r.line, r.value, r.digits, r.clue.row, r.clue.col);
}

bool less_content(const Rule* a, const Rule* b) {
  return content(*a) < content(*b);
}

std::vector<const Rule*> sorted_rules(const Puzzle& p) {
  std::vector<const Rule*> out;
  if (p.rules)
    for (const Rule& r : p.rules->list) out.push_back(&r);
  std::sort(out.begin(), out.end(), less_content);
  return out;
}

// Rules that constrain only more when more rules are added. Kinds not
// listed (the negatives, whose reach shrinks when a dot is added, and any
// kind added later) are not trusted.
bool stands_alone(RuleKind kind) {
  switch (kind) {
    case RuleKind::antiknight:
    case RuleKind::antiking:
    case RuleKind::disjoint_groups:
    case RuleKind::diagonal:
    case RuleKind::extra_region:
    case RuleKind::killer_cage:
    case RuleKind::renban:
    case RuleKind::quadruple:
    case RuleKind::thermometer:
    case RuleKind::whispers:
    case RuleKind::palindrome:
    case RuleKind::little_killer:
    case RuleKind::sandwich:
    case RuleKind::arrow:
    case RuleKind::difference:
    case RuleKind::ratio:
    case RuleKind::xv:
    case RuleKind::odd:
    case RuleKind::even:
    case RuleKind::minimum:
    case RuleKind::maximum:
    case RuleKind::pencil_marks:
      return true;
    default:
      return false;
  }
}

// The dot kinds whose addition changes a rule's reach.
std::vector<RuleKind> exempting(RuleKind kind) {
  switch (kind) {
    case RuleKind::nonconsecutive:
    case RuleKind::negative_difference:
    case RuleKind::negative_ratio:
      return {RuleKind::difference, RuleKind::ratio};
    case RuleKind::negative_xv:
      return {RuleKind::xv};
    default:
      return {};
  }
}

std::size_t count_kind(const std::vector<const Rule*>& rules, RuleKind kind) {
  return static_cast<std::size_t>(
      std::count_if(rules.begin(), rules.end(), [kind](const Rule* r) { return r->kind == kind; }));
}

}  // namespace

bool refines(const Puzzle& newer, const Puzzle& older) {
  const Grid& a = newer.grid;
  const Grid& b = older.grid;
  if (!(a.geometry() == b.geometry())) return false;
  static const std::vector<int> kNoRegions;
  const auto& ra = newer.rules ? newer.rules->regions : kNoRegions;
  const auto& rb = older.rules ? older.rules->regions : kNoRegions;
  if (ra != rb) return false;
  for (int cell = 0; cell < b.cells(); ++cell)
    if (b.at(cell) != 0 && a.at(cell) != b.at(cell)) return false;
  const std::vector<const Rule*> mine = sorted_rules(newer);
  const std::vector<const Rule*> theirs = sorted_rules(older);
  // Every older rule is a newer one: a multiset inclusion of sorted lists.
  if (!std::includes(mine.begin(), mine.end(), theirs.begin(), theirs.end(), less_content))
    return false;
  for (const Rule* r : theirs) {
    if (stands_alone(r->kind)) continue;
    const std::vector<RuleKind> dots = exempting(r->kind);
    if (dots.empty()) return false;  // a kind this function does not know
    for (RuleKind dot : dots)
      if (count_kind(mine, dot) != count_kind(theirs, dot)) return false;
  }
  return true;
}

std::optional<TrueCandidates> CandidateCache::find(const Puzzle& puzzle, std::uint64_t cap) const {
  std::lock_guard lock(mutex_);
  for (const auto& e : entries_) {
    if (e->cap != cap || !(e->puzzle.grid == puzzle.grid)) continue;
    const bool same_rules = (!e->puzzle.rules && !puzzle.rules) ||
                            (e->puzzle.rules && puzzle.rules && *e->puzzle.rules == *puzzle.rules);
    if (same_rules) return e->answer;
  }
  return std::nullopt;
}

CandidateCache::Known CandidateCache::known(const Puzzle& puzzle) const {
  std::vector<std::shared_ptr<const Entry>> entries;
  {
    std::lock_guard lock(mutex_);
    entries.assign(entries_.begin(), entries_.end());
  }
  Known known;
  std::vector<std::uint64_t>& within = known.options.within;
  std::vector<Grid>& witnesses = known.options.witnesses;
  for (const auto& e : entries) {
    if (!(e->puzzle.grid.geometry() == puzzle.grid.geometry())) continue;
    if (refines(puzzle, e->puzzle)) {
      ++known.refined;
      if (e->answer.status == Status::no_solution) {
        known.unsolvable = true;
        return known;
      }
      if (within.empty()) {
        within = e->answer.masks;
      } else {
        for (std::size_t i = 0; i < within.size(); ++i) within[i] &= e->answer.masks[i];
      }
    }
    for (const Grid& g : e->answer.completions) {
      if (witnesses.size() >= kMaxWitnesses) break;
      // Only grids that keep this puzzle's givens are worth a full check.
      bool keeps = true;
      for (int cell = 0; cell < g.cells() && keeps; ++cell)
        keeps = puzzle.grid.at(cell) == 0 || puzzle.grid.at(cell) == g.at(cell);
      if (keeps && std::find(witnesses.begin(), witnesses.end(), g) == witnesses.end())
        witnesses.push_back(g);
    }
  }
  return known;
}

void CandidateCache::add(const Puzzle& puzzle, std::uint64_t cap, const TrueCandidates& answer) {
  if (capacity_ == 0 || answer.status == Status::unknown) return;
  auto entry = std::make_shared<Entry>(Entry{puzzle, cap, answer});
  std::lock_guard lock(mutex_);
  entries_.push_front(std::move(entry));
  while (entries_.size() > capacity_) entries_.pop_back();
}

}  // namespace satdoku::serve
