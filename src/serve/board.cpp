// f-puzzles data into a Board (board.hpp): the library's f-puzzles reader
// for the puzzle, and a second look at the same JSON for what the reader
// leaves out on purpose (entered digits, centre marks, solver settings).
#include "board.hpp"

#include <charconv>
#include <nlohmann/json.hpp>

#include "notation/lzstring.hpp"
#include "satdoku/fpuzzles.hpp"
#include "satdoku/notation.hpp"
#include "satdoku/pencil_marks.hpp"

namespace satdoku::serve {

namespace {

using Json = nlohmann::json;

// A digit of the grid as f-puzzles writes it (a number, or a string of one);
// 0 for anything else, which the reader has judged already.
int digit_of(const Json& value, int side) {
  long d = 0;
  if (value.is_number_integer()) {
    d = value.get<long>();
  } else if (value.is_string()) {
    const std::string& s = value.get_ref<const std::string&>();
    if (std::from_chars(s.data(), s.data() + s.size(), d).ec != std::errc()) return 0;
  }
  return d >= 1 && d <= side ? static_cast<int>(d) : 0;
}

// The cells' entered digits and centre marks: the page's state.
void read_state(const Json& json, Board& board) {
  const int n = board.puzzle.side();
  board.entered = Grid(board.puzzle.grid.geometry());
  board.marks.assign(static_cast<std::size_t>(n * n), 0);
  const auto grid = json.find("grid");
  if (grid == json.end() || !grid->is_array()) return;
  for (int r = 0; r < n && r < static_cast<int>(grid->size()); ++r) {
    const Json& row = (*grid)[static_cast<std::size_t>(r)];
    if (!row.is_array()) continue;
    for (int c = 0; c < n && c < static_cast<int>(row.size()); ++c) {
      const Json& cell = row[static_cast<std::size_t>(c)];
      if (!cell.is_object()) continue;
      const int cell_index = r * n + c;
      if (const auto v = cell.find("value"); v != cell.end())
        board.entered.set(cell_index, digit_of(*v, n));
      const auto marks = cell.find("centerPencilMarks");
      if (marks == cell.end() || !marks->is_array()) continue;
      for (const Json& m : *marks)
        if (const int d = digit_of(m, n))
          board.marks[static_cast<std::size_t>(cell_index)] |= digit_bit(d);
    }
  }
}

void read_settings(const Json& json, Board& board, std::uint64_t& numbered_cap) {
  // The option as the page wrote it, for a message (printable, short).
  auto shown = [](const std::string& option) {
    std::string out;
    for (const char ch : option.substr(0, 60)) {
      const auto c = static_cast<unsigned char>(ch);
      out += c >= 0x20 && c < 0x7f ? ch : '?';
    }
    return out;
  };
  if (const auto options = json.find("truecandidatesoptions");
      options != json.end() && options->is_array()) {
    for (const Json& option : *options) {
      if (!option.is_string()) continue;
      const std::string o = ascii_lower(option.get<std::string>());
      static constexpr std::string_view kCap = "truecandidatesnumsolutions=";
      if (o == "colored") {
        board.solution_cap = std::max<std::uint64_t>(board.solution_cap, 8);
      } else if (o == "logical") {
        board.logical_candidates = true;
      } else if (o.starts_with(kCap)) {
        std::uint64_t k = 0;
        const char* first = o.data() + kCap.size();
        const char* last = o.data() + o.size();
        const auto [end, ec] = std::from_chars(first, last, k);
        if (ec == std::errc() && end == last && k > 0 && first != last && *first != '+') {
          numbered_cap = k;
        } else if (board.cap_error.empty()) {
          board.cap_error = "truecandidatesoptions: '" + shown(option.get<std::string>()) +
                            "' is not a solution cap (truecandidatesnumsolutions=K, K a whole "
                            "number from 1)";
        }
      }
    }
  }
  if (const auto disabled = json.find("disabledlogic");
      disabled != json.end() && disabled->is_array()) {
    for (const Json& name : *disabled)
      if (name.is_string()) board.disabled_logic.push_back(ascii_lower(name.get<std::string>()));
  }
}

}  // namespace

std::string Board::summary() const {
  const int n = puzzle.side();
  std::string out = std::to_string(n) + "x" + std::to_string(n);
  if (puzzle.rules && !puzzle.rules->regions.empty()) out += " jigsaw";
  const std::size_t rules = puzzle.rules ? puzzle.rules->list.size() : 0;
  out += ", " + std::to_string(puzzle.grid.givens()) + " givens";
  if (rules > 0) out += ", " + std::to_string(rules) + (rules == 1 ? " rule" : " rules");
  return out;
}

Board read_board(std::string_view data) {
  std::string base64(data);
  if (data.find("://") != std::string_view::npos || data.find("?load=") != std::string_view::npos) {
    std::optional<std::string> payload = fpuzzles_link_payload(data);
    if (!payload) throw BoardError("data is a link, but not one to an f-puzzles puzzle");
    base64 = std::move(*payload);
  }
  if (base64.empty()) throw BoardError("no puzzle data");
  if (!is_lz_base64(base64)) throw BoardError("data is not LZString base64 (an f-puzzles export)");
  LzDecoded decoded = lz_decompress_from_base64(base64, kMaxFpuzzlesBytes);
  if (!decoded.ok()) throw BoardError("cannot decompress the data: " + decoded.error);
  Entry entry = read_fpuzzles_json(decoded.text, FpuzzlesOrigin{"puzzle", 1, false});
  if (!entry.puzzle) {
    const ParseError& e = *entry.error;
    std::string where;
    if (e.line > 0 && e.column > 0)
      where =
          " (JSON line " + std::to_string(e.line) + ", column " + std::to_string(e.column) + ")";
    throw BoardError(e.message + where);
  }
  Board board;
  board.puzzle = std::move(*entry.puzzle);
  // The reader has accepted the text: it is JSON, and an object.
  const Json json = Json::parse(decoded.text, nullptr, /*allow_exceptions=*/false);
  std::uint64_t numbered_cap = 0;
  if (json.is_object()) {
    read_state(json, board);
    read_settings(json, board, numbered_cap);
  } else {
    board.entered = board.puzzle.grid;
    board.marks.assign(static_cast<std::size_t>(board.puzzle.grid.cells()), 0);
  }
  // The newer userscript's numbered cap replaces the older "colored" switch.
  if (numbered_cap > 0) board.solution_cap = numbered_cap;
  // Givens are entered digits too (a given without `value` is no given).
  for (int cell = 0; cell < board.puzzle.grid.cells(); ++cell)
    if (const int d = board.puzzle.grid.at(cell)) board.entered.set(cell, d);
  return board;
}

}  // namespace satdoku::serve
