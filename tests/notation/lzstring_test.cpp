// The LZString decoder on strings compressed by npm's lz-string 1.5.0
// (compressToBase64), on the share links of tests/data/variants/links
// against the plain JSON they were made from, and on broken input.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <string>

#include "data_sets.hpp"
#include "notation/lzstring.hpp"
#include "satdoku/fpuzzles.hpp"

namespace satdoku {
namespace {

const std::string kLinkFiles = (testing::kVariantsDir / "links").string();
const std::string kVariantFiles = testing::kVariantsDir.string();

std::string first_line(const std::string& text) {
  return text.substr(0, text.find_first_of("\r\n"));
}

// JSON with the blanks outside strings removed: what JSON.stringify wrote
// before the links were compressed.
std::string compact_json(const std::string& json) {
  std::string out;
  bool in_string = false;
  for (std::size_t i = 0; i < json.size(); ++i) {
    const char c = json[i];
    if (in_string) {
      out += c;
      if (c == '\\') out += json[++i];
      if (c == '"') in_string = false;
    } else if (c != ' ' && c != '\n' && c != '\r' && c != '\t') {
      out += c;
      in_string = c == '"';
    }
  }
  return out;
}

TEST(LzString, KnownStrings) {
  // Pairs printed by node with lz-string 1.5.0.
  const std::pair<const char*, const char*> known[] = {
      {"", "Q==="},
      {"a", "IZA="},
      {"hello hello hello hello", "BYUwNmD2AEoTcq3FIA=="},
      {"{\"size\":4}", "N4IgzglgXgpiBcAWAvkA"},
      // 16-bit literals and a surrogate pair, returned as UTF-8.
      {"Miracle \u2713 \U0001F600 \u00fc", "LISwTghgxgNgpgAkMjkDC8G4AD2EB+g="},
  };
  for (const auto& [text, base64] : known) {
    SCOPED_TRACE(base64);
    const LzDecoded decoded = lz_decompress_from_base64(base64);
    ASSERT_TRUE(decoded.ok()) << decoded.error;
    EXPECT_EQ(decoded.text, text);
  }
}

TEST(LzString, LongRepeatsGrowTheCodeWidth) {
  // "ab" x 400 from lz-string: codes grow well past the starting 3 bits.
  std::string expected;
  for (int i = 0; i < 400; ++i) expected += "ab";
  const LzDecoded decoded =
      lz_decompress_from_base64("IYI17SOrZ+6IcpqXrZj2u5/vQg4o0k8syi6q2m+uxh5p1l9tzjgoA===");
  ASSERT_TRUE(decoded.ok()) << decoded.error;
  EXPECT_EQ(decoded.text, expected);
}

TEST(LzString, SharedLinksDecodeToTheirJson) {
  const std::pair<const char*, const char*> links[] = {
      {"killer_9x9_u0.b64.txt", "killer_9x9_u0.json"},
      {"miracle.link.txt", "miracle.json"},
      {"thermo_9x9_m1.link.txt", "thermo_9x9_m1.json"},
  };
  for (const auto& [link, json] : links) {
    SCOPED_TRACE(link);
    const std::string line = first_line(testing::read_data(kLinkFiles + "/" + link));
    const std::optional<std::string> payload = fpuzzles_link_payload(line);
    const std::string base64 = payload ? *payload : line;
    EXPECT_EQ(payload.has_value(), std::string(link).find(".link.") != std::string::npos);
    const LzDecoded decoded = lz_decompress_from_base64(base64);
    ASSERT_TRUE(decoded.ok()) << decoded.error;
    EXPECT_EQ(decoded.text, compact_json(testing::read_data(kVariantFiles + "/" + json)));
  }
}

TEST(LzString, RejectsBrokenInput) {
  const std::string good = "N4IgzglgXgpiBcAWAvkA";  // {"size":4}
  EXPECT_FALSE(lz_decompress_from_base64("").ok());
  const LzDecoded bad_char = lz_decompress_from_base64("N4Ig*glgXgpiBcAWAvkA");
  EXPECT_EQ(bad_char.error, "byte 5 is not a base64 character");
  EXPECT_FALSE(lz_decompress_from_base64("N4Ig glgXgpiBcAWAvkA").ok());
  // Every proper prefix stops before the end mark.
  for (std::size_t n = 1; n < good.size(); ++n) {
    const LzDecoded cut = lz_decompress_from_base64(good.substr(0, n));
    EXPECT_FALSE(cut.ok()) << n << ": " << cut.text;
  }
  // A code naming an entry beyond the dictionary ('/' is six 1 bits).
  const LzDecoded corrupt = lz_decompress_from_base64("AB//////");
  EXPECT_FALSE(corrupt.ok());
  EXPECT_NE(corrupt.error.find("no dictionary entry"), std::string::npos) << corrupt.error;
}

TEST(LzString, CapsTheDecompressedSize) {
  const LzDecoded small =
      lz_decompress_from_base64("IYI17SOrZ+6IcpqXrZj2u5/vQg4o0k8syi6q2m+uxh5p1l9tzjgoA===", 100);
  EXPECT_FALSE(small.ok());
  EXPECT_NE(small.error.find("larger than 100 bytes"), std::string::npos) << small.error;
}

TEST(LzString, Base64Alphabet) {
  EXPECT_TRUE(is_lz_base64("AZaz09+/="));
  EXPECT_FALSE(is_lz_base64("-"));
  EXPECT_FALSE(is_lz_base64("a b"));
}

}  // namespace
}  // namespace satdoku
