// The solver's table of finders, in the order it tries them.
#pragma once

#include <span>
#include <string_view>
#include <vector>

#include "finders.hpp"

namespace satdoku::logic {

struct FinderEntry {
  double rating;  // the lowest rating its steps may have: its place in the order
  Finder finder;
  std::vector<std::string_view> names;  // the techniques its steps carry
};

std::span<const FinderEntry> finders();

}  // namespace satdoku::logic
