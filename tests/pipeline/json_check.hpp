// A small strict JSON reader for tests: it checks that text this library
// writes is JSON by the RFC 8259 grammar and gives back values to look into.
// Independent of the writer under test; not for production use.
#pragma once

#include <cctype>
#include <cstdlib>
#include <map>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace satdoku::testing {

// A plain struct rather than a std::variant: g++ 12 at -O2 with sanitizers
// warns (falsely) about variants holding strings.
struct Json {
  using Array = std::vector<Json>;
  using Object = std::map<std::string, Json>;
  enum class Kind { null, boolean, number, string, array, object };
  Kind kind = Kind::null;
  bool b = false;
  double n = 0;
  std::string s;
  std::shared_ptr<Array> a;
  std::shared_ptr<Object> o;

  static Json of(bool v) {
    Json j;
    j.kind = Kind::boolean;
    j.b = v;
    return j;
  }
  static Json of(double v) {
    Json j;
    j.kind = Kind::number;
    j.n = v;
    return j;
  }
  static Json of(std::string v) {
    Json j;
    j.kind = Kind::string;
    j.s = std::move(v);
    return j;
  }
  static Json of(std::shared_ptr<Array> v) {
    Json j;
    j.kind = Kind::array;
    j.a = std::move(v);
    return j;
  }
  static Json of(std::shared_ptr<Object> v) {
    Json j;
    j.kind = Kind::object;
    j.o = std::move(v);
    return j;
  }

  bool is_null() const { return kind == Kind::null; }
  double number() const {
    expect(Kind::number);
    return n;
  }
  const std::string& string() const {
    expect(Kind::string);
    return s;
  }
  bool boolean() const {
    expect(Kind::boolean);
    return b;
  }
  const Array& array() const {
    expect(Kind::array);
    return *a;
  }
  const Object& object() const {
    expect(Kind::object);
    return *o;
  }
  const Json& operator[](const std::string& key) const { return object().at(key); }
  const Json& operator[](std::size_t i) const { return array().at(i); }
  bool has(const std::string& key) const { return object().count(key) > 0; }

 private:
  void expect(Kind k) const {
    if (kind != k) throw std::logic_error("JSON value of another kind");
  }
};

class JsonReader {
 public:
  // The value of a whole text, or nullopt when it is not exactly one JSON value.
  static std::optional<Json> parse(std::string_view text) {
    JsonReader r(text);
    std::optional<Json> v = r.value();
    r.space();
    if (!v || r.i_ != text.size()) return std::nullopt;
    return v;
  }

 private:
  explicit JsonReader(std::string_view text) : s_(text) {}

  void space() {
    while (i_ < s_.size() && (s_[i_] == ' ' || s_[i_] == '\t' || s_[i_] == '\n' || s_[i_] == '\r'))
      ++i_;
  }
  bool eat(char c) {
    space();
    if (i_ < s_.size() && s_[i_] == c) {
      ++i_;
      return true;
    }
    return false;
  }
  bool word(std::string_view w) {
    if (s_.substr(i_, w.size()) != w) return false;
    i_ += w.size();
    return true;
  }

  std::optional<Json> value() {
    space();
    if (i_ >= s_.size()) return std::nullopt;
    const char c = s_[i_];
    if (c == '{') return object();
    if (c == '[') return array();
    if (c == '"') {
      auto s = string();
      if (!s) return std::nullopt;
      return Json::of(std::move(*s));
    }
    if (word("null")) return Json{};
    if (word("true")) return Json::of(true);
    if (word("false")) return Json::of(false);
    return number();
  }

  std::optional<Json> number() {
    const std::size_t start = i_;
    if (i_ < s_.size() && s_[i_] == '-') ++i_;
    if (i_ >= s_.size() || !std::isdigit(static_cast<unsigned char>(s_[i_]))) return std::nullopt;
    if (s_[i_] == '0') {
      ++i_;
    } else {
      while (i_ < s_.size() && std::isdigit(static_cast<unsigned char>(s_[i_]))) ++i_;
    }
    if (i_ < s_.size() && s_[i_] == '.') {
      ++i_;
      if (i_ >= s_.size() || !std::isdigit(static_cast<unsigned char>(s_[i_]))) return std::nullopt;
      while (i_ < s_.size() && std::isdigit(static_cast<unsigned char>(s_[i_]))) ++i_;
    }
    if (i_ < s_.size() && (s_[i_] == 'e' || s_[i_] == 'E')) {
      ++i_;
      if (i_ < s_.size() && (s_[i_] == '+' || s_[i_] == '-')) ++i_;
      if (i_ >= s_.size() || !std::isdigit(static_cast<unsigned char>(s_[i_]))) return std::nullopt;
      while (i_ < s_.size() && std::isdigit(static_cast<unsigned char>(s_[i_]))) ++i_;
    }
    return Json::of(std::strtod(std::string(s_.substr(start, i_ - start)).c_str(), nullptr));
  }

  static void put_utf8(std::string& out, unsigned cp) {
    if (cp < 0x80) {
      out += static_cast<char>(cp);
    } else if (cp < 0x800) {
      out += static_cast<char>(0xC0 | (cp >> 6));
      out += static_cast<char>(0x80 | (cp & 0x3F));
    } else if (cp < 0x10000) {
      out += static_cast<char>(0xE0 | (cp >> 12));
      out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
      out += static_cast<char>(0x80 | (cp & 0x3F));
    } else {
      out += static_cast<char>(0xF0 | (cp >> 18));
      out += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
      out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
      out += static_cast<char>(0x80 | (cp & 0x3F));
    }
  }

  std::optional<std::string> string() {
    if (!eat('"')) return std::nullopt;
    std::string out;
    while (i_ < s_.size()) {
      const unsigned char c = static_cast<unsigned char>(s_[i_++]);
      if (c == '"') return out;
      if (c < 0x20) return std::nullopt;  // raw control characters are not allowed
      if (c != '\\') {
        out += static_cast<char>(c);
        continue;
      }
      if (i_ >= s_.size()) return std::nullopt;
      const char e = s_[i_++];
      switch (e) {
        case '"':
          out += '"';
          break;
        case '\\':
          out += '\\';
          break;
        case '/':
          out += '/';
          break;
        case 'b':
          out += '\b';
          break;
        case 'f':
          out += '\f';
          break;
        case 'n':
          out += '\n';
          break;
        case 'r':
          out += '\r';
          break;
        case 't':
          out += '\t';
          break;
        case 'u': {
          if (i_ + 4 > s_.size()) return std::nullopt;
          unsigned cp = 0;
          for (int k = 0; k < 4; ++k) {
            const char h = s_[i_++];
            if (!std::isxdigit(static_cast<unsigned char>(h))) return std::nullopt;
            cp = cp * 16 + static_cast<unsigned>(std::isdigit(static_cast<unsigned char>(h))
                                                     ? h - '0'
                                                     : std::tolower(h) - 'a' + 10);
          }
          put_utf8(out, cp);
          break;
        }
        default:
          return std::nullopt;
      }
    }
    return std::nullopt;
  }

  std::optional<Json> array() {
    eat('[');
    auto items = std::make_shared<Json::Array>();
    if (eat(']')) return Json::of(items);
    do {
      auto v = value();
      if (!v) return std::nullopt;
      items->push_back(*v);
    } while (eat(','));
    if (!eat(']')) return std::nullopt;
    return Json::of(items);
  }

  std::optional<Json> object() {
    eat('{');
    auto members = std::make_shared<Json::Object>();
    if (eat('}')) return Json::of(members);
    do {
      space();
      auto key = string();
      if (!key || !eat(':')) return std::nullopt;
      auto v = value();
      if (!v) return std::nullopt;
      (*members)[*key] = *v;
    } while (eat(','));
    if (!eat('}')) return std::nullopt;
    return Json::of(members);
  }

  std::string_view s_;
  std::size_t i_ = 0;
};

}  // namespace satdoku::testing
