#include "satdoku/registry.hpp"

#include "race_engine.hpp"
#include "satdoku/backtrack.hpp"
#include "satdoku/sat_engine.hpp"

namespace satdoku {

std::unique_ptr<Engine> make_engine(std::string_view name) {
  if (name == "backtrack") return make_backtrack_engine();
  // "auto", "auto:order", "auto:assume": the two racing, the method the SAT one's.
  if (name.starts_with("auto")) {
    const std::string_view method = name.substr(4);
    if (!method.empty() && !(method.starts_with(':') && lexmin_method_from_name(method.substr(1))))
      return nullptr;
    return make_race_engine("sat" + std::string(method));
  }
  if (!name.starts_with("sat")) return nullptr;
  SatOptions options;
  // ":order" or ":assume" names the lex-min method (LexMinMethod).
  if (const auto colon = name.find(':'); colon != std::string_view::npos) {
    const auto method = lexmin_method_from_name(name.substr(colon + 1));
    if (!method) return nullptr;
    options.lexmin = *method;
    name = name.substr(0, colon);
  }
  if (name == "sat") return make_sat_engine(options);
  if (name.starts_with("sat/")) {
    // A named encoding is used as named, at every size (no adaptive switch).
    if (auto encoding = encoding_from_name(name.substr(4))) {
      options.encoding = *encoding;
      options.adaptive = false;
      return make_sat_engine(options);
    }
  }
  return nullptr;
}

std::string with_lexmin(std::string_view engine, std::string_view method) {
  const bool sat = engine.starts_with("sat") || engine == "auto";
  if (!sat || engine.find(':') != std::string_view::npos || method.empty())
    return std::string(engine);
  return std::string(engine) + ":" + std::string(method);
}

std::string unknown_engine_message(std::string_view name) {
  std::string message = "unknown engine '" + std::string(name) + "'";
  if (name == "native") return message + " (the native engine is named 'backtrack')";
  const char* separator = " (engines: ";
  for (const std::string& known : engine_names()) message += separator + known, separator = ", ";
  return message + ")";
}

std::pair<std::string, std::string> cross_checked(std::string_view engine) {
  if (engine.starts_with("auto")) return {"sat" + std::string(engine.substr(4)), "backtrack"};
  if (engine.starts_with("sat")) return {std::string(engine), "backtrack"};
  return {std::string(engine), "sat"};
}

std::vector<std::string> engine_names() {
  return {"auto",          "sat",          "backtrack",  "sat/minimal",
          "sat/efficient", "sat/extended", "sat/reduced"};
}

}  // namespace satdoku
