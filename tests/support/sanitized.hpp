// Whether this test program is built under AddressSanitizer (CI's second
// pass, tools/setup.sh --sanitize). There every process start costs a tenth
// of a second and the engines run several times slower, while what the
// sanitizers look for lies in the code paths, which a sample reaches: sweeps
// over many puzzles take every k-th one there and all of them in the release
// pass, which checks the answers.
#pragma once

#include <cstddef>
#include <utility>
#include <vector>

namespace satdoku::testing {

#if defined(__SANITIZE_ADDRESS__)
inline constexpr bool kSanitized = true;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
inline constexpr bool kSanitized = true;
#else
inline constexpr bool kSanitized = false;
#endif
#else
inline constexpr bool kSanitized = false;
#endif

// All of `items` in the release pass; the first and every `stride`-th after
// it under the sanitizers.
template <class T>
std::vector<T> sanitizer_sample(std::vector<T> items, std::size_t stride) {
  if (!kSanitized) return items;
  std::vector<T> kept;
  for (std::size_t i = 0; i < items.size(); i += stride) kept.push_back(std::move(items[i]));
  return kept;
}

}  // namespace satdoku::testing
