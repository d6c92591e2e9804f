// LZString decompression (the format of pieroxy's lz-string, written from its
// description): the stream is a sequence of codes of growing width. Code 0 and
// 1 bring a new 8- or 16-bit character into the dictionary, 2 ends the
// stream, and any other code names a dictionary entry; each entry read adds
// "previous entry + first character of this one" to the dictionary. Bits are
// read least significant first from a code's point of view, but each base64
// character gives its six bits most significant first.
#include "notation/lzstring.hpp"

#include <array>
#include <vector>

namespace satdoku {

namespace {

constexpr std::string_view kAlphabet =
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=";

constexpr std::array<signed char, 256> kBase64Values = [] {
  std::array<signed char, 256> values{};
  values.fill(-1);
  for (std::size_t i = 0; i < kAlphabet.size(); ++i)
    values[static_cast<unsigned char>(kAlphabet[i])] = static_cast<signed char>(i);
  return values;
}();

// Bits of the base64 text, six per character, in LZString's order.
class BitReader {
 public:
  explicit BitReader(std::string_view text) : text_(text) {}

  // The next `count` bits as a number, first bit lowest; false when the text
  // ends first.
  bool read(int count, unsigned& out) {
    out = 0;
    for (int i = 0; i < count; ++i) {
      if (index_ >= text_.size()) return false;
      const unsigned value =
          static_cast<unsigned>(kBase64Values[static_cast<unsigned char>(text_[index_])]);
      if (value & mask_) out |= 1u << i;
      mask_ >>= 1;
      if (mask_ == 0) {
        mask_ = 32;
        ++index_;
      }
    }
    return true;
  }

 private:
  std::string_view text_;
  std::size_t index_ = 0;
  unsigned mask_ = 32;  // the bit of the current character read next
};

void append_utf8(std::string& out, char32_t c) {
  if (c < 0x80) {
    out += static_cast<char>(c);
  } else if (c < 0x800) {
    out += static_cast<char>(0xC0 | (c >> 6));
    out += static_cast<char>(0x80 | (c & 0x3F));
  } else if (c < 0x10000) {
    out += static_cast<char>(0xE0 | (c >> 12));
    out += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (c & 0x3F));
  } else {
    out += static_cast<char>(0xF0 | (c >> 18));
    out += static_cast<char>(0x80 | ((c >> 12) & 0x3F));
    out += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (c & 0x3F));
  }
}

// UTF-16 code units to UTF-8; a lone surrogate becomes U+FFFD.
std::string to_utf8(const std::u16string& units) {
  std::string out;
  out.reserve(units.size());
  for (std::size_t i = 0; i < units.size(); ++i) {
    const char32_t u = units[i];
    if (u >= 0xD800 && u < 0xDC00 && i + 1 < units.size() && units[i + 1] >= 0xDC00 &&
        units[i + 1] < 0xE000) {
      append_utf8(out, 0x10000 + ((u - 0xD800) << 10) + (units[++i] - 0xDC00));
    } else if (u >= 0xD800 && u < 0xE000) {
      append_utf8(out, 0xFFFD);
    } else {
      append_utf8(out, u);
    }
  }
  return out;
}

LzDecoded failure(std::string why) {
  return {{}, std::move(why)};
}

// A failure after some text was decoded: its first bytes stay, so that a
// truncated or oversized link can still be recognised for what it holds.
LzDecoded failure(std::string why, const std::u16string& so_far) {
  constexpr std::size_t kKept = 256;
  return {to_utf8(so_far.substr(0, kKept)), std::move(why)};
}

}  // namespace

bool is_lz_base64(std::string_view text) {
  for (const char c : text)
    if (kBase64Values[static_cast<unsigned char>(c)] < 0) return false;
  return true;
}

LzDecoded lz_decompress_from_base64(std::string_view base64, std::size_t max_bytes) {
  if (base64.empty()) return failure("no data");
  for (std::size_t i = 0; i < base64.size(); ++i) {
    if (kBase64Values[static_cast<unsigned char>(base64[i])] < 0)
      return failure("byte " + std::to_string(i + 1) + " is not a base64 character");
  }
  const std::string truncated = "the data ends before its end mark (truncated?)";
  BitReader bits(base64);
  // Entries 0..2 stand for the three control codes and are never read.
  std::vector<std::u16string> dictionary(3);
  int width = 2;         // bits in the next code
  std::size_t grow = 4;  // codes left before the width grows by one
  auto count_code = [&] {
    if (--grow == 0) {
      grow = std::size_t{1} << width;
      ++width;
    }
  };
  auto literal = [&](unsigned code, std::u16string& out) {
    unsigned c = 0;
    if (!bits.read(code == 0 ? 8 : 16, c)) return false;
    out.assign(1, static_cast<char16_t>(c));
    return true;
  };

  unsigned code = 0;
  if (!bits.read(width, code)) return failure(truncated);
  if (code == 2) return {};  // the empty text
  std::u16string previous;
  if (code > 2 || !literal(code, previous)) return failure(truncated);
  dictionary.push_back(previous);
  width = 3;
  std::u16string result = previous;
  for (;;) {
    if (!bits.read(width, code)) return failure(truncated, result);
    if (code == 2) break;
    if (code < 2) {
      std::u16string c;
      if (!literal(code, c)) return failure(truncated, result);
      dictionary.push_back(std::move(c));
      code = static_cast<unsigned>(dictionary.size() - 1);
      count_code();
    }
    std::u16string entry;
    if (code < dictionary.size()) {
      entry = dictionary[code];
    } else if (code == dictionary.size()) {
      entry = previous + previous.front();  // the entry being defined right now
    } else {
      return failure("code " + std::to_string(code) + " names no dictionary entry (corrupt data)",
                     result);
    }
    result += entry;
    // A UTF-16 unit becomes at most three UTF-8 bytes.
    if (result.size() > max_bytes) {
      return failure("the decompressed text is larger than " + std::to_string(max_bytes) + " bytes",
                     result);
    }
    dictionary.push_back(previous + entry.front());
    count_code();
    previous = std::move(entry);
  }
  std::string text = to_utf8(result);
  if (text.size() > max_bytes)
    return failure("the decompressed text is larger than " + std::to_string(max_bytes) + " bytes");
  return {std::move(text), {}};
}

}  // namespace satdoku
