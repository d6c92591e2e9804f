// Cells, numbers, labels and faults of the ISS item being read
// (iss_reading.hpp).
#include "iss_reading.hpp"

#include <algorithm>

#include "iss_parts.hpp"

namespace satdoku::iss_internal {

void Reading::begin(const Item& item) {
  column_ = item.column;
  const std::string kind = item.kind.empty() ? "Given" : item.kind;
  label_ = kind + "[" + std::to_string(seen_[kind]++) + "]";
}

void Reading::fail(const std::string& what) const {
  throw ItemFault{column_, label_ + ": " + what};
}

void Reading::warn(const std::string& what) {
  warnings.push_back({column_, label_ + ": " + what});
}

int Reading::cell(const std::string& id) const {
  const std::optional<int> cell = parse_cell_id(id, n_);
  if (!cell) {
    const bool named = id.size() == 4 && (id[0] == 'R' || id[0] == 'r');
    fail("'" + id + "' is " + (named ? "outside the " : "no cell of the ") + std::to_string(n_) +
         "x" + std::to_string(n_) + " grid" +
         (named ? "" : " (R1C1 ... rows and columns 1-9, a-g)"));
  }
  return *cell;
}

std::vector<int> Reading::cells(const std::vector<std::string>& args, std::size_t from,
                                std::size_t min) const {
  std::vector<int> out;
  for (std::size_t i = from; i < args.size(); ++i) out.push_back(cell(args[i]));
  if (out.size() < min)
    fail("expected at least " + std::to_string(min) + " cell" + (min == 1 ? "" : "s") + ", found " +
         std::to_string(out.size()));
  return out;
}

int Reading::number(const std::string& text, const std::string& what) const {
  const std::size_t start = !text.empty() && text[0] == '-' ? 1 : 0;
  if (text.size() == start || text.size() - start > 7 ||
      !std::all_of(text.begin() + static_cast<std::ptrdiff_t>(start), text.end(),
                   [](char c) { return c >= '0' && c <= '9'; }))
    fail("the " + what + " '" + text + "' is not a whole number");
  return std::stoi(text);
}

std::string Reading::name(int cell) const {
  return "R" + std::to_string(cell / n_ + 1) + "C" + std::to_string(cell % n_ + 1);
}

Rule& Reading::add(RuleKind kind, std::vector<int> cells, int value) {
  Rule rule;
  rule.kind = kind;
  rule.label = label_;
  rule.cells = std::move(cells);
  rule.value = value;
  rules.list.push_back(std::move(rule));
  return rules.list.back();
}

void Reading::allow(int cell, std::uint64_t digits) {
  const auto [it, fresh] = allowed.emplace(cell, digits);
  if (!fresh) it->second &= digits;
}

}  // namespace satdoku::iss_internal
