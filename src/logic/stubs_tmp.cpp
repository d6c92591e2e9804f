#include "logic/finders.hpp"
namespace satdoku::logic {
std::optional<Step> find_rule_restriction(const FindContext&) {
  return std::nullopt;
}
std::optional<Step> find_chains(const FindContext&) {
  return std::nullopt;
}
std::optional<Step> find_nishio(const FindContext&) {
  return std::nullopt;
}
std::optional<Step> find_multiple_forcing(const FindContext&) {
  return std::nullopt;
}
std::optional<Step> find_dynamic_forcing(const FindContext&) {
  return std::nullopt;
}
std::optional<Step> find_dynamic_forcing_plus(const FindContext&) {
  return std::nullopt;
}
}  // namespace satdoku::logic
