// LZString's compressToBase64, as the f-puzzles userscript sends a puzzle,
// written here for the serve fuzzer (the library only decompresses): a text
// of UTF-16 code units, LZW-coded with a dictionary that grows one code per
// step and whose codes widen a bit each time the dictionary doubles, the bits
// packed six to a character of the base64 alphabet. Test code only.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <string_view>

namespace satdoku::fuzz {

class LzWriter {
 public:
  // `units` are UTF-16 code units.
  std::string compress_to_base64(const std::u16string& units) {
    std::map<std::u16string, int> dictionary;
    std::map<std::u16string, bool> to_create;
    std::u16string w;
    for (const char16_t c : units) {
      const std::u16string one(1, c);
      if (!dictionary.count(one)) {
        dictionary[one] = size_++;
        to_create[one] = true;
      }
      std::u16string wc = w + c;
      if (dictionary.count(wc)) {
        w = std::move(wc);
        continue;
      }
      emit(w, dictionary, to_create);
      dictionary[wc] = size_++;
      w = one;
    }
    if (!w.empty()) emit(w, dictionary, to_create);
    bits(2, width_);  // the end of the stream
    // The last character, its bits shifted to the top.
    for (;;) {
      value_ <<= 1;
      if (position_ == 5) {
        out_ += kAlphabet[value_];
        break;
      }
      ++position_;
    }
    while (out_.size() % 4 != 0) out_ += '=';
    return out_;
  }

 private:
  static constexpr std::string_view kAlphabet =
      "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=";

  void bit(int b) {
    value_ = (value_ << 1) | (b & 1);
    if (position_ == 5) {
      position_ = 0;
      out_ += kAlphabet[value_];
      value_ = 0;
    } else {
      ++position_;
    }
  }
  // `count` bits of `value`, lowest first.
  void bits(std::uint32_t value, int count) {
    for (int i = 0; i < count; ++i, value >>= 1) bit(static_cast<int>(value & 1));
  }
  void step() {
    if (--enlarge_in_ == 0) {
      enlarge_in_ = 1 << width_;
      ++width_;
    }
  }
  void emit(const std::u16string& w, const std::map<std::u16string, int>& dictionary,
            std::map<std::u16string, bool>& to_create) {
    if (to_create.count(w)) {
      const char16_t c = w[0];
      if (c < 256) {
        bits(0, width_);
        bits(c, 8);
      } else {
        bits(1, width_);
        bits(c, 16);
      }
      step();
      to_create.erase(w);
    } else {
      bits(static_cast<std::uint32_t>(dictionary.at(w)), width_);
    }
    step();
  }

  int size_ = 3;
  int width_ = 2;
  int enlarge_in_ = 2;
  int value_ = 0;
  int position_ = 0;
  std::string out_;
};

// A byte string as UTF-16 code units, each byte one unit (Latin-1), and the
// UTF-8 text those units decode to.
inline std::u16string latin1_units(std::string_view bytes) {
  std::u16string units;
  for (const char b : bytes) units += static_cast<char16_t>(static_cast<unsigned char>(b));
  return units;
}
inline std::string latin1_to_utf8(std::string_view bytes) {
  std::string out;
  for (const char b : bytes) {
    const auto c = static_cast<unsigned char>(b);
    if (c < 0x80) {
      out += static_cast<char>(c);
    } else {
      out += static_cast<char>(0xC0 | (c >> 6));
      out += static_cast<char>(0x80 | (c & 0x3F));
    }
  }
  return out;
}

inline std::string lz_compress_to_base64(std::string_view bytes) {
  return LzWriter().compress_to_base64(latin1_units(bytes));
}

}  // namespace satdoku::fuzz
