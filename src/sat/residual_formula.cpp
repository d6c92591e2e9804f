#include "residual_formula.hpp"

#include <cstdint>
#include <span>
#include <vector>

#include "sat/sat_tuning.hpp"

namespace satdoku {
namespace {

// The encoder's clauses, kept until its map says what each variable means.
class Held final : public ClauseSink {
 public:
  void add_clause(std::span<const int> literals) override {
    literals_.insert(literals_.end(), literals.begin(), literals.end());
    ends_.push_back(literals_.size());
  }
  // Passes each clause on to `sink`, but those `drop` says go.
  template <class Drop>
  void write(ClauseSink& sink, Drop drop) const {
    std::size_t start = 0;
    for (const std::size_t end : ends_) {
      const std::span<const int> clause(literals_.data() + start, end - start);
      if (!drop(clause)) sink.add_clause(clause);
      start = end;
    }
  }

 private:
  std::vector<int> literals_;
  std::vector<std::size_t> ends_;
};

}  // namespace

Encoded encode_residual(const Grid& givens, const RootSingles& root, ClauseSink& sink) {
  Grid placed(givens.geometry());
  std::vector<std::uint64_t> candidates(static_cast<std::size_t>(givens.cells()), 0);
  for (int cell = 0; cell < givens.cells(); ++cell) {
    placed.set(cell, root.value(cell));
    for (int d = 1; d <= givens.side(); ++d)
      if (root.allows(cell, d))
        candidates[static_cast<std::size_t>(cell)] |= std::uint64_t{1} << (d - 1);
  }
  EncodeOptions options;
  options.encoding = Encoding::reduced;
  // Box pairs a row or column already forbids stay out: loading and freeing
  // each clause is CaDiCaL's dear part here.
  options.repeat_pairs = false;
  options.candidates = candidates;
  Held held;
  Encoded encoded = encode(placed, options, held);
  // A house's "each missing digit somewhere" is implied: its open cells are
  // as many as its missing digits, allow only those, and take one each, no
  // two the same. The long ones go (the short ones still pay in
  // propagation): a clause of positive literals over one digit.
  const VariableMap& map = encoded.map;
  held.write(sink, [&map](std::span<const int> clause) {
    return clause.size() >= sat_tuning::kResidualHouseAloBelow && clause[0] > 0 && clause[1] > 0 &&
           map.meaning(clause[0]).second == map.meaning(clause[1]).second;
  });
  return encoded;
}

}  // namespace satdoku
