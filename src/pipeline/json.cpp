#include "satdoku/json.hpp"

#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <ostream>

namespace satdoku {

namespace {

// Length of the valid UTF-8 sequence starting at text[i], or 0 when the
// bytes there are not one (overlong forms, surrogates and values above
// U+10FFFF included, as RFC 3629 requires).
std::size_t utf8_sequence_length(std::string_view text, std::size_t i) {
  const auto byte = [&](std::size_t k) { return static_cast<unsigned char>(text[k]); };
  const unsigned char lead = byte(i);
  std::size_t length = 0;
  unsigned char low = 0x80, high = 0xBF;  // allowed range of the second byte
  if (lead < 0x80) return 1;
  if (lead >= 0xC2 && lead <= 0xDF) {
    length = 2;
  } else if (lead >= 0xE0 && lead <= 0xEF) {
    length = 3;
    if (lead == 0xE0) low = 0xA0;   // overlong
    if (lead == 0xED) high = 0x9F;  // UTF-16 surrogates
  } else if (lead >= 0xF0 && lead <= 0xF4) {
    length = 4;
    if (lead == 0xF0) low = 0x90;   // overlong
    if (lead == 0xF4) high = 0x8F;  // above U+10FFFF
  } else {
    return 0;
  }
  if (i + length > text.size()) return 0;
  if (byte(i + 1) < low || byte(i + 1) > high) return 0;
  for (std::size_t k = 2; k < length; ++k)
    if (byte(i + k) < 0x80 || byte(i + k) > 0xBF) return 0;
  return length;
}

void append_escaped(std::string& out, std::string_view text) {
  static constexpr char kHex[] = "0123456789abcdef";
  out += '"';
  for (std::size_t i = 0; i < text.size();) {
    const unsigned char c = static_cast<unsigned char>(text[i]);
    if (c < 0x80) {
      switch (c) {
        case '"':
          out += "\\\"";
          break;
        case '\\':
          out += "\\\\";
          break;
        case '\b':
          out += "\\b";
          break;
        case '\f':
          out += "\\f";
          break;
        case '\n':
          out += "\\n";
          break;
        case '\r':
          out += "\\r";
          break;
        case '\t':
          out += "\\t";
          break;
        default:
          if (c < 0x20) {
            out += "\\u00";
            out += kHex[c >> 4];
            out += kHex[c & 0xF];
          } else {
            out += static_cast<char>(c);
          }
      }
      ++i;
      continue;
    }
    const std::size_t length = utf8_sequence_length(text, i);
    if (length == 0) {
      out += "\\ufffd";
      ++i;
    } else if (length == 3 && c == 0xE2 && static_cast<unsigned char>(text[i + 1]) == 0x80 &&
               (static_cast<unsigned char>(text[i + 2]) & 0xFE) == 0xA8) {
      // U+2028 LINE SEPARATOR and U+2029 PARAGRAPH SEPARATOR.
      out += (text[i + 2] & 1) ? "\\u2029" : "\\u2028";
      i += 3;
    } else {
      out.append(text.substr(i, length));
      i += length;
    }
  }
  out += '"';
}

}  // namespace

std::string json_string(std::string_view text) {
  std::string out;
  out.reserve(text.size() + 2);
  append_escaped(out, text);
  return out;
}

void write_json_string(std::ostream& out, std::string_view text) {
  out << json_string(text);
}

std::string json_number(double value) {
  if (!std::isfinite(value)) return "null";
  char buffer[64];
#if defined(_LIBCPP_VERSION) && _LIBCPP_VERSION < 14000
  // libc++ before 14 (emscripten's, in the web build) has no floating-point
  // to_chars: the shortest %g text that reads back as the same double.
  for (int digits = 1; digits <= 17; ++digits) {
    std::snprintf(buffer, sizeof buffer, "%.*g", digits, value);
    if (std::strtod(buffer, nullptr) == value) break;
  }
  return buffer;
#else
  const auto [end, error] = std::to_chars(buffer, buffer + sizeof buffer, value);
  if (error != std::errc()) return "null";
  return std::string(buffer, end);
#endif
}

double json_microseconds(double seconds) {
  return std::round(seconds * 1e7) / 10;
}

namespace {

void strings(std::ostream& out, const char* name, const std::vector<std::string>& list) {
  if (list.empty()) return;
  out << ",\"" << name << "\":[";
  for (std::size_t i = 0; i < list.size(); ++i) out << (i ? "," : "") << json_string(list[i]);
  out << ']';
}

}  // namespace

namespace {

// ,"name":[[1,3],[2],...], left out when empty.
template <typename Number>
void lists(std::ostream& out, const char* name, const std::vector<std::vector<Number>>& rows) {
  if (rows.empty()) return;
  out << ",\"" << name << "\":[";
  for (std::size_t i = 0; i < rows.size(); ++i) {
    out << (i ? ",[" : "[");
    for (std::size_t k = 0; k < rows[i].size(); ++k) out << (k ? "," : "") << rows[i][k];
    out << ']';
  }
  out << ']';
}

}  // namespace

void write_json(std::ostream& out, const PuzzleJson& r) {
  out << '{';
  // Where the puzzle came from; an engine's own result (in `engines`) has none.
  if (r.line > 0) {
    if (!r.source.empty()) out << "\"source\":" << json_string(r.source) << ',';
    out << "\"line\":" << r.line;
    if (r.index) out << ",\"index\":" << *r.index;
    out << ",\"input\":" << json_string(r.input) << ',';
  }
  out << "\"status\":" << json_string(r.status)
      << ",\"solution\":" << (r.solution ? json_string(*r.solution) : "null");
  if (!r.engine.empty()) out << ",\"engine\":" << json_string(r.engine);
  if (r.seconds) out << ",\"time_us\":" << json_number(json_microseconds(*r.seconds));
  if (r.stats)
    out << ",\"sat_calls\":" << r.stats->sat_calls << ",\"conflicts\":" << r.stats->conflicts
        << ",\"nodes\":" << r.stats->nodes;
  if (r.count) out << ",\"count\":" << *r.count;
  if (r.capped) out << ",\"capped\":true";
  lists(out, "candidates", r.candidates);
  lists(out, "counts", r.counts);
  if (r.limit) out << ",\"limit\":" << *r.limit;
  if (r.valid) out << ",\"valid\":" << (*r.valid ? "true" : "false");
  if (r.rating) out << ",\"rating\":" << json_number(*r.rating);
  if (!r.level.empty()) out << ",\"level\":" << json_string(r.level);
  if (!r.hardest.empty()) out << ",\"hardest\":" << json_string(r.hardest);
  if (r.steps) out << ",\"steps\":" << *r.steps;
  if (r.solved_by_logic) out << ",\"solved_by_logic\":" << (*r.solved_by_logic ? "true" : "false");
  if (!r.end.empty()) out << ",\"end\":" << json_string(r.end);
  strings(out, "core", r.core);
  strings(out, "core_rules", r.core_rules);
  if (!r.error.empty()) out << ",\"error\":" << json_string(r.error);
  if (!r.why.empty()) out << ",\"why\":" << json_string(r.why);
  if (!r.engines.empty()) {
    out << ",\"engines\":[";
    for (std::size_t i = 0; i < r.engines.size(); ++i) {
      if (i) out << ',';
      write_json(out, r.engines[i]);
    }
    out << ']';
  }
  out << '}';
}

}  // namespace satdoku
