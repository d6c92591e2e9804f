// libFuzzer entry point for the model properties (model_property.hpp,
// where the settings bytes and the properties are described).
#include <cstddef>
#include <cstdint>

#include "model_property.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  satdoku::fuzz::model_property::check(data, size);
  return 0;
}
