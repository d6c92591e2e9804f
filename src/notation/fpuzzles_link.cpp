// f-puzzles share links and bare LZString base64: one puzzle per line,
// decompressed and then read as f-puzzles JSON.
#include <cctype>

#include "notation/lzstring.hpp"
#include "satdoku/fpuzzles.hpp"

namespace satdoku {

namespace {

// Base64 shorter than this is taken for something else (a compact row of
// digits is base64 too); the smallest f-puzzles JSON compresses to ~60.
constexpr std::size_t kMinBase64 = 24;

std::string_view trim(std::string_view text) {
  const std::size_t first = text.find_first_not_of(" \t\r");
  if (first == std::string_view::npos) return {};
  return text.substr(first, text.find_last_not_of(" \t\r") - first + 1);
}

bool starts_with_nocase(std::string_view text, std::string_view prefix) {
  if (text.size() < prefix.size()) return false;
  for (std::size_t i = 0; i < prefix.size(); ++i) {
    if (std::tolower(static_cast<unsigned char>(text[i])) != prefix[i]) return false;
  }
  return true;
}

int hex_value(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

// After "http(s)://": the rest when the host is f-puzzles.com.
std::optional<std::string_view> after_scheme(std::string_view link) {
  for (const std::string_view scheme : {"https://", "http://"}) {
    if (starts_with_nocase(link, scheme)) return link.substr(scheme.size());
  }
  return std::nullopt;
}

bool decodes_to_object(std::string_view base64) {
  const LzDecoded decoded = lz_decompress_from_base64(base64, kMaxFpuzzlesBytes);
  if (!decoded.ok()) return false;
  const std::size_t first = decoded.text.find_first_not_of(" \t\r\n");
  return first != std::string::npos && decoded.text[first] == '{';
}

Entry failure(const std::string& source, int line, int column, std::string message) {
  Entry entry;
  entry.line = line;
  entry.error = ParseError{source, line, column, std::move(message)};
  return entry;
}

}  // namespace

namespace {

// What follows the host of an http(s) link to f-puzzles.com ("/?load=..."),
// or nullopt for anything else.
std::optional<std::string_view> fpuzzles_url_rest(std::string_view line) {
  std::optional<std::string_view> rest = after_scheme(trim(line));
  if (!rest) return std::nullopt;
  std::string_view host = rest->substr(0, rest->find_first_of("/?#"));
  const std::size_t host_size = host.size();
  if (starts_with_nocase(host, "www.")) host.remove_prefix(4);
  if (host.size() != 13 || !starts_with_nocase(host, "f-puzzles.com")) return std::nullopt;
  return rest->substr(host_size);
}

}  // namespace

std::optional<std::string> fpuzzles_link_payload(std::string_view line) {
  const std::optional<std::string_view> rest = fpuzzles_url_rest(line);
  if (!rest) return std::nullopt;
  const std::size_t question = rest->find('?');
  if (question == std::string_view::npos) return std::nullopt;
  std::string_view query = rest->substr(question + 1);
  query = query.substr(0, query.find('#'));
  while (!query.empty()) {
    const std::size_t amp = query.find('&');
    const std::string_view param = query.substr(0, amp);
    query = amp == std::string_view::npos ? std::string_view{} : query.substr(amp + 1);
    if (param.substr(0, 5) != "load=") continue;
    std::string payload;
    for (std::size_t i = 5; i < param.size(); ++i) {
      if (param[i] == '%' && i + 2 < param.size() && hex_value(param[i + 1]) >= 0 &&
          hex_value(param[i + 2]) >= 0) {
        payload += static_cast<char>(hex_value(param[i + 1]) * 16 + hex_value(param[i + 2]));
        i += 2;
      } else {
        payload += param[i];
      }
    }
    return payload;
  }
  return std::nullopt;
}

bool looks_like_fpuzzles_line(std::string_view line) {
  const std::string_view text = trim(line);
  if (fpuzzles_url_rest(text)) return true;  // a link without load= is reported as such
  return text.size() >= kMinBase64 && is_lz_base64(text) && decodes_to_object(text);
}

Entry read_fpuzzles_link(std::string_view text, const std::string& source, int line,
                         const std::optional<Geometry>& box) {
  const std::size_t lead = text.find_first_not_of(" \t");
  const std::string_view token = trim(text);
  std::string base64;
  if (after_scheme(token)) {
    std::optional<std::string> payload = fpuzzles_link_payload(token);
    if (!fpuzzles_url_rest(token))
      return failure(source, line, static_cast<int>(lead + 1), "not a link to f-puzzles.com");
    if (!payload) {
      return failure(source, line, 0,
                     "the link has no load= parameter (https://f-puzzles.com/?load=...)");
    }
    base64 = std::move(*payload);
  } else {
    for (std::size_t i = 0; i < token.size(); ++i) {
      if (!is_lz_base64(token.substr(i, 1))) {
        const auto c = static_cast<unsigned char>(token[i]);
        static constexpr char kHex[] = "0123456789ABCDEF";
        std::string what = "'";
        if (c >= 0x20 && c < 0x7f)
          what.append(1, token[i]).append("'");
        else
          what = std::string("byte 0x") + kHex[c >> 4] + kHex[c & 15];
        return failure(source, line, static_cast<int>(lead + i + 1),
                       "unexpected " + what +
                           ": expected an f-puzzles link or LZString base64 (one per line)");
      }
    }
    base64 = token;
  }
  const LzDecoded decoded = lz_decompress_from_base64(base64, kMaxFpuzzlesBytes);
  if (!decoded.ok())
    return failure(source, line, 0, "cannot decode the f-puzzles data: " + decoded.error);
  return read_fpuzzles_json(decoded.text, FpuzzlesOrigin{source, line, true}, box);
}

}  // namespace satdoku
