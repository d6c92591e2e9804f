// What may reach a terminal in a diagnostic: printable ASCII and newlines.
// Input bytes that are not (control characters, NUL, UTF-8 fragments) must be
// named by the program ("byte 0xEF"), never echoed raw.
#pragma once

#include <cstdio>
#include <string>

#include <gtest/gtest.h>

namespace satdoku::testing {

// Passes when `text` holds only printable ASCII and newlines; otherwise names
// the first raw byte and its offset.
inline ::testing::AssertionResult printable(const std::string& text) {
  for (std::size_t i = 0; i < text.size(); ++i) {
    const unsigned char c = static_cast<unsigned char>(text[i]);
    if (c == '\n' || (c >= 0x20 && c < 0x7F)) continue;
    char code[8];
    std::snprintf(code, sizeof code, "0x%02X", c);
    return ::testing::AssertionFailure() << "raw byte " << code << " at offset " << i;
  }
  return ::testing::AssertionSuccess();
}

}  // namespace satdoku::testing
