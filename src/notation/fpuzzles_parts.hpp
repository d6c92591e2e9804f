// Pieces of the f-puzzles reader shared by its files: the JSON type, the
// fault thrown inside the reader (and turned into a ParseError at its edge),
// and a Context that reads cell names, cell lists, lines and numbers while
// checking them against the grid. Internal to the notation component.
#pragma once

#include <functional>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "satdoku/grid.hpp"
#include "satdoku/rules.hpp"

namespace satdoku::fpuzzles_internal {

// Keys keep the order they were written in, so rules keep the setter's order.
using Json = nlohmann::ordered_json;

// A fault in the puzzle. `key` is the top-level key it belongs to (empty for
// the top level itself), used to point at the right place of the text.
struct Fault {
  std::string key;
  std::string message;
};

class Context {
 public:
  // Warnings (something read but not understood, and ignored) go to
  // `warnings` when it is given, each a Fault of the key being read.
  explicit Context(const Geometry& geometry, std::vector<Fault>* warnings = nullptr)
      : geometry_(geometry), n_(geometry.side()), warnings_(warnings) {}

  int side() const { return n_; }
  const Geometry& geometry() const { return geometry_; }

  // The top-level key being read, for faults.
  void set_key(std::string key) { key_ = std::move(key); }
  [[noreturn]] void fail(const std::string& label, const std::string& what) const;
  void warn(const std::string& label, const std::string& what) const;

  // "R3C4": a cell of the grid (index row * N + col).
  int cell(const Json& name, const std::string& label) const;
  // A cell name whose row and column may also be 0 or N+1 (outside clues);
  // not checked against the grid.
  Outside position(const Json& name, const std::string& label) const;
  // A non-empty list of distinct cells of the grid.
  std::vector<int> cell_set(const Json& list, const std::string& label) const;
  // A line: cells of the grid, each a king's move from the one before.
  std::vector<int> line(const Json& list, const std::string& label) const;
  // A whole number from 0 to 1,000,000 written as a JSON number or a string
  // of digits (one rule and one message for both); nullopt when missing,
  // null or "".
  std::optional<int> number(const Json& object, const char* field, const std::string& label) const;
  std::optional<int> number_value(const Json& value, const std::string& label,
                                  const std::string& what) const;
  // The same, for a value where 0 means nothing (a sum, a gap): 0 is an
  // error, so that it is never taken for "no value".
  std::optional<int> positive(const Json& object, const char* field,
                              const std::string& label) const;
  // A digit 1..N (number or string); `what` names it in messages.
  int digit(const Json& value, const std::string& label, const std::string& what) const;
  // A field of an object, null when missing.
  static const Json& field(const Json& object, const char* name);
  // An optional array field (an empty one when missing or null).
  const Json& array(const Json& object, const char* field, const std::string& label) const;
  // A field the rule needs: missing, null, "" and [] are faults that name it.
  const Json& required(const Json& object, const char* field, const std::string& label) const;
  // The same, and a list.
  const Json& required_list(const Json& object, const char* field, const std::string& label) const;
  // The object of a rule list's element.
  const Json& object(const Json& element, const std::string& label) const;

  // "R3C4" for a cell index.
  std::string name(int cell) const;
  // "9x9".
  std::string size_name() const;

 private:
  Geometry geometry_;
  int n_;
  std::string key_;
  std::vector<Fault>* warnings_;
};

// Why a text is no f-puzzles JSON value, at a byte offset of the text.
struct JsonFault {
  std::size_t offset = 0;
  std::string message;
  bool syntax = false;  // the text is not JSON at all (else: JSON we must refuse)
};
// The text as JSON, or its first fault: malformed syntax, a number beyond a
// double, a NUL byte, a key written twice in one object (fpuzzles_json.cpp).
std::variant<Json, JsonFault> parse_json(std::string_view text);

// A JSON value as a message shows it: 'text', 12, true, "a list".
std::string quoted(const Json& value);

// Whether two cells share an edge / touch (edge or corner).
bool edge_adjacent(int a, int b, int side);
bool king_adjacent(int a, int b, int side);

// Reads one top-level rule key into `rules`; false when the key is no rule
// this reader knows (the caller decides whether it only draws).
bool read_rule(Context& context, const std::string& key, const Json& value, Rules& rules);
// The same for the keys of lines, outside clues, clones and indexers that
// published setters' puzzles brought in (fpuzzles_line_rules.cpp).
bool read_line_rule(Context& context, const std::string& key, const Json& value, Rules& rules);

// Pieces of rule reading shared by the two files above.
using Each = std::function<void(const Json& element, const std::string& label)>;
using EachLine =
    std::function<void(const Json& element, std::vector<int> line, const std::string& label)>;
// Calls `each` for every element of a rule list (null: none), labelled
// "key[i]". A key of an element that the rule does not read (nor one of
// f-puzzles' drawing keys) is a warning naming it and its elements.
void for_each(const Context& cx, const std::string& key, const Json& value, const Each& each);
// Calls `each` for every line of every element ("lines": [[cells...], ...],
// required, and no line empty), labelled "key[i].lines[j]".
void for_each_line(const Context& cx, const std::string& key, const Json& value,
                   const EachLine& each);
Rule make(RuleKind kind, std::string label, std::vector<int> cells = {}, int value = 0);
// A clue outside the grid ("cell"): a position in row or column 0 or N+1,
// beside the grid (corners included).
Outside outside_clue(const Context& cx, const Json& element, const std::string& label);
// Whether an outside clue that reads a whole row or column (sandwich, X-sum,
// skyscraper) stands above or below a column (true) or beside a row
// (false); a corner, beside neither, fails.
bool beside_column(const Context& cx, const Outside& clue, const Json& element,
                   const std::string& label);

// JSON Lines of f-puzzles (what `generate --rules` prints), fpuzzles_json_lines.cpp.
// Whether a line holds one whole object: it opens with '{' and its brackets,
// outside strings, close at its last non-blank byte. The values inside are
// not checked (a bad number is the line's own error).
bool whole_object_line(std::string_view line);
// The lines of a text that failed to read as one document but is JSON Lines
// (two or more lines that are not blank nor '#' comments, one after the
// first a whole object at the start of its line, as no pretty-printed
// document has): those lines with their 1-based numbers; else nothing.
std::vector<std::pair<int, std::string>> json_lines(std::string_view text);
// The text with its leading '#' comment lines blanked, so that a document
// read whole keeps its line and column numbers.
std::string without_leading_comments(std::string text);

}  // namespace satdoku::fpuzzles_internal
