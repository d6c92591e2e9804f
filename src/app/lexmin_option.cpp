#include "lexmin_option.hpp"

#include "choices.hpp"

#include "satdoku/registry.hpp"
#include "satdoku/sat_engine.hpp"

namespace satdoku::cli {

void add_lexmin_option(po::options_description& options, std::string& method) {
  options.add_options()(
      "lexmin", one_of(&method, {"order", "assume"})->value_name("METHOD"),
      "how SAT engines find the smallest completion: order (one solver call whose search "
      "decides cells and digits in order; the default) or assume (each blank in turn fixed "
      "to its smallest possible digit, asked with assumptions; the default of sat/minimal "
      "and sat/efficient). Same answers; an engine name can also end in :order or :assume");
}

std::string engine_with_lexmin(const std::string& engine, const std::string& method) {
  if (!method.empty() && !lexmin_method_from_name(method))
    throw UsageError("--lexmin '" + method + "' is not one of order, assume");
  return with_lexmin(engine, method);
}

}  // namespace satdoku::cli
