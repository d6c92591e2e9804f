// libFuzzer entry point for the connected solver's message handling
// (serve_property.hpp, where the settings bytes and the properties are
// described).
#include <cstddef>
#include <cstdint>

#include "serve_property.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  satdoku::fuzz::serve_property::check(data, size);
  return 0;
}
