#include "residual_formula.hpp"

#include <cstdint>
#include <vector>

#include "sat/sat_tuning.hpp"

namespace satdoku {

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
  // A house's "each missing digit somewhere" is implied; the long ones go
  // (the short ones still pay in propagation).
  options.house_at_least_one_below = sat_tuning::kResidualHouseAloBelow;
  return encode(placed, options, sink);
}

}  // namespace satdoku
