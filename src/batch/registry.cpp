#include "satdoku/registry.hpp"

#include "satdoku/backtrack.hpp"
#include "satdoku/sat_engine.hpp"

namespace satdoku {

std::unique_ptr<Engine> make_engine(std::string_view name) {
  if (name == "backtrack" || name == "native") return make_backtrack_engine();
  if (name == "sat") return make_sat_engine();
  if (name.starts_with("sat/")) {
    // A named encoding is used as named, at every size (no adaptive switch).
    if (auto encoding = encoding_from_name(name.substr(4))) {
      SatOptions options;
      options.encoding = *encoding;
      options.adaptive = false;
      return make_sat_engine(options);
    }
  }
  return nullptr;
}

std::vector<std::string> engine_names() {
  return {"sat", "backtrack", "sat/minimal", "sat/efficient", "sat/extended", "sat/reduced"};
}

}  // namespace satdoku
