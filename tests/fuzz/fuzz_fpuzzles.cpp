// libFuzzer entry point for the f-puzzles properties (fpuzzles_property.hpp,
// where the settings bytes and the properties are described).
#include <cstddef>
#include <cstdint>

#include "fpuzzles_property.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  satdoku::fuzz::fpuzzles_property::check(data, size);
  return 0;
}
