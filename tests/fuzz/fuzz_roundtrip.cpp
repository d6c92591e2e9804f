// libFuzzer entry point for the roundtrip properties (roundtrip_property.hpp,
// where the settings bytes and the properties are described).
#include <cstddef>
#include <cstdint>

#include "roundtrip_property.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  satdoku::fuzz::roundtrip_property::check(data, size);
  return 0;
}
