// Shared by the fuzz targets: how a fuzz input is split into settings and
// text, a stream that hands its text over in small pieces, and the check that
// turns a broken property into a crash libFuzzer keeps.
//
// Every fuzz input starts with kSettingsBytes bytes of settings (which
// notation to force, which box, how to feed the stream); the rest is the text
// under test. Seed corpora are real files with a settings prefix put in front
// by tools/fuzz.sh.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <optional>
#include <streambuf>
#include <string>
#include <string_view>

#include "satdoku/grid.hpp"
#include "satdoku/notation.hpp"

namespace satdoku::fuzz {

inline constexpr std::size_t kSettingsBytes = 4;

// How a broken property ends: by default the message goes to stderr and the
// process aborts, so that libFuzzer saves the input as a crash. The replay of
// tests/regressions/ in tests/hardening installs a handler that throws
// instead, so one broken input is one failed test.
using FailureHandler = void (*)(const std::string& message);
inline FailureHandler& failure_handler() {
  static FailureHandler handler = nullptr;
  return handler;
}

[[noreturn]] inline void fail(const char* what, const std::string& detail) {
  const std::string message = std::string("fuzz property broken: ") + what + "\n" + detail;
  if (FailureHandler handler = failure_handler()) handler(message);
  std::fprintf(stderr, "%s\n", message.c_str());
  std::fflush(stderr);
  std::abort();
}

#define FUZZ_CHECK(condition, detail)                              \
  do {                                                             \
    if (!(condition)) ::satdoku::fuzz::fail(#condition, (detail)); \
  } while (0)

// The settings prefix and the text after it. Inputs shorter than the prefix
// are all text, with every setting at its default.
struct Input {
  std::uint8_t settings[kSettingsBytes] = {0, 0, 0, 0};
  std::string_view text;

  Input(const std::uint8_t* data, std::size_t size) {
    if (size >= kSettingsBytes) {
      for (std::size_t i = 0; i < kSettingsBytes; ++i) settings[i] = data[i];
      data += kSettingsBytes;
      size -= kSettingsBytes;
    }
    text = std::string_view(reinterpret_cast<const char*>(data), size);
  }
};

// Setting byte -> forced notation: mostly detection, json included on
// purpose (it cannot be read and must say so), fpuzzles for links and JSON.
inline std::optional<Notation> notation_setting(std::uint8_t byte) {
  switch (byte % 8) {
    case 1:
      return Notation::compact;
    case 2:
      return Notation::spaced;
    case 3:
      return Notation::line;
    case 4:
      return Notation::pretty;
    case 5:
      return Notation::json;
    case 6:
      return Notation::fpuzzles;
    default:
      return std::nullopt;
  }
}

// Setting byte -> --box: mostly none, then valid boxes of every shape class,
// then a few the reader must refuse.
inline std::optional<Geometry> box_setting(std::uint8_t byte) {
  static constexpr Geometry kBoxes[] = {{2, 2}, {3, 3}, {2, 3},  {3, 2},  {2, 4}, {4, 2},
                                        {3, 4}, {4, 4}, {5, 5},  {6, 6},  {2, 5}, {1, 4},
                                        {0, 0}, {7, 7}, {2, 18}, {-3, -3}};
  constexpr int kCount = static_cast<int>(sizeof(kBoxes) / sizeof(kBoxes[0]));
  const int pick = byte % (2 * kCount);
  if (pick >= kCount) return std::nullopt;
  return kBoxes[pick];
}

// A read-only stream buffer that hands out at most `piece` bytes per
// underflow and reports nothing in advance, like a pipe written to in small
// writes. The reader must give the same entries as from a string stream.
class PieceBuf : public std::streambuf {
 public:
  PieceBuf(std::string_view text, std::size_t piece)
      : text_(text), piece_(piece == 0 ? 1 : piece) {}

 protected:
  int_type underflow() override {
    if (gptr() < egptr()) return traits_type::to_int_type(*gptr());
    if (at_ == text_.size()) return traits_type::eof();
    const std::size_t n = std::min(piece_, text_.size() - at_);
    char* begin = const_cast<char*>(text_.data() + at_);
    setg(begin, begin, begin + n);
    at_ += n;
    return traits_type::to_int_type(*gptr());
  }
  std::streamsize showmanyc() override { return 0; }

 private:
  std::string_view text_;
  std::size_t piece_;
  std::size_t at_ = 0;
};

}  // namespace satdoku::fuzz
