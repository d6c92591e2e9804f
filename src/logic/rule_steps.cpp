#include "logic/finders.hpp"
namespace satdoku::logic {
std::optional<Step> find_rule_restriction(const FindContext&) {
  return std::nullopt;
}
}  // namespace satdoku::logic
