// Names of notations, the symbol alphabet of compact and line notation, ASCII
// lower case, and the text form of a parse error.
#include <array>
#include <string>

#include "satdoku/notation.hpp"

namespace satdoku {

namespace {

// value_of for every byte, -1 for bytes that are no symbol. Spelled out rather
// than built on <cctype>, whose answers depend on the locale. value_of runs
// once per cell of every puzzle read, hence the table.
constexpr std::array<signed char, 256> kSymbolValues = [] {
  std::array<signed char, 256> values{};
  values.fill(-1);
  values[static_cast<unsigned char>('.')] = 0;
  for (int d = 0; d <= 9; ++d)
    values[static_cast<unsigned char>('0' + d)] = static_cast<signed char>(d);
  for (int l = 0; l < 26; ++l) {
    values[static_cast<unsigned char>('A' + l)] = static_cast<signed char>(10 + l);
    values[static_cast<unsigned char>('a' + l)] = static_cast<signed char>(10 + l);
  }
  return values;
}();

constexpr std::array<std::string_view, 7> kNames = {"compact", "spaced",   "line", "pretty",
                                                    "json",    "fpuzzles", "iss"};

}  // namespace

std::string_view to_string(Notation notation) {
  return kNames[static_cast<std::size_t>(notation)];
}

std::optional<Notation> notation_from_name(std::string_view name) {
  for (std::size_t i = 0; i < kNames.size(); ++i)
    if (kNames[i] == name) return static_cast<Notation>(i);
  return std::nullopt;
}

std::optional<char> symbol_of(int value) {
  if (value == 0) return '.';
  if (value >= 1 && value <= 9) return static_cast<char>('0' + value);
  if (value >= 10 && value <= 35) return static_cast<char>('A' + (value - 10));
  return std::nullopt;
}

std::optional<int> value_of(char symbol) {
  const int value = kSymbolValues[static_cast<unsigned char>(symbol)];
  if (value < 0) return std::nullopt;
  return value;
}

std::string ascii_lower(std::string text) {
  for (char& c : text)
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  return text;
}

std::string ParseError::to_string() const {
  // Appended piece by piece: g++ 12 gives a false -Wrestrict on chains of +.
  std::string text = source;
  text.append(":").append(std::to_string(line));
  if (column > 0) text.append(":").append(std::to_string(column));
  text.append(": ").append(message);
  return text;
}

}  // namespace satdoku
