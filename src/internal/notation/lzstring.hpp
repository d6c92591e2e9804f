// LZString's decompressFromBase64, as f-puzzles uses it in share links
// (`https://f-puzzles.com/?load=...`): the puzzle's JSON, LZ-compressed
// into a stream of bits written six to a character of a base64 alphabet.
//
// No C++ LZString is packaged, and only decompression is needed, so this is
// a small decoder of our own. Input that is not base64, that stops before the
// end-of-stream code, or that refers to a dictionary entry that does not
// exist is rejected with a reason, never read as an empty or partial text.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace satdoku {

struct LzDecoded {
  // The decompressed text, UTF-8 (LZString works in UTF-16). On an error
  // after some text was decoded (a truncated link, an oversized text), its
  // first 256 characters: enough to tell what the data was meant to hold.
  std::string text;
  std::string error;  // why the input could not be decoded; empty on success
  bool ok() const { return error.empty(); }
};

// Decompresses LZString compressToBase64 output. The decompressed text is
// capped at `max_bytes` (a few bytes of input can otherwise expand to
// gigabytes): larger is an error.
LzDecoded lz_decompress_from_base64(std::string_view base64,
                                    std::size_t max_bytes = std::size_t{8} << 20);

// Whether every byte is of LZString's base64 alphabet (A-Z a-z 0-9 + / =).
bool is_lz_base64(std::string_view text);

}  // namespace satdoku
