// PuzzleReader: pulls lines from a LineSource and turns them into entries,
// one puzzle or one error at a time, in the notation forced or detected.
#include <cstdlib>
#include <sstream>
#include <utility>

#include "fpuzzles_parts.hpp"
#include "line_source.hpp"
#include "notation_detect.hpp"
#include "notation_rows.hpp"
#include "satdoku/fpuzzles.hpp"
#include "satdoku/iss.hpp"
#include "satdoku/notation.hpp"
#include "satdoku/pencil_marks.hpp"

namespace satdoku {

using notation_internal::Line;
using notation_internal::LineSource;
using notation_internal::Problem;
using notation_internal::RowScan;

namespace {

// The nearest cell count of a square grid, to say what a line that fits no
// grid should have held.
int nearest_square_cells(int found) {
  int best = 0;
  for (int b = 2; b * b <= kMaxSide; ++b) {
    const int cells = b * b * b * b;
    if (best == 0 || std::abs(cells - found) < std::abs(best - found)) best = cells;
  }
  return best;
}

std::string too_long_message(const notation_internal::Line& line) {
  return "line longer than " + std::to_string(line.limit) + " bytes";
}

int integer_sqrt(int n) {
  int r = 0;
  while ((r + 1) * (r + 1) <= n) ++r;
  return r;
}

}  // namespace

struct PuzzleReader::Impl {
  Impl(std::istream& in, std::string source_name, ReaderOptions reader_options)
      : lines(in), source(std::move(source_name)), options(std::move(reader_options)) {
    if (options.notation) notation = *options.notation;
  }

  enum class Fetch { line, end, binary };

  LineSource lines;
  std::string source;
  ReaderOptions options;
  Notation notation = Notation::compact;
  bool started = false;
  bool done = false;
  bool whole_json = false;   // f-puzzles JSON: the whole input is one puzzle ...
  bool json_stream = false;  // ... or JSON Lines (as `generate --rules` writes them),
                             // one puzzle per line, read as the lines come ...
  // ... or, when a document fails but its lines read as JSON Lines, those
  // lines: (line number, text).
  std::vector<std::pair<int, std::string>> json_lines;
  std::size_t json_next = 0;
  bool json_read = false;
  bool nothing = false;  // the input held no puzzle
  int entries = 0;
  int comments = 0;
  int line_cells = 0;               // line notation: cells of the last good puzzle
  std::optional<ParseError> fatal;  // a NUL byte: reported once, then the end
  Line line;
  RowScan row;

  std::optional<Entry> next();
  std::optional<Entry> read_line_puzzle();
  std::optional<Entry> read_line_text(std::string_view written, int number);
  std::optional<Entry> read_plain_line(std::string_view written, int number);
  std::optional<Entry> read_scanned_line(std::string_view written, int number);
  std::optional<Entry> read_entry();
  Entry no_puzzle();
  std::optional<Entry> read_grid();
  std::optional<Entry> read_json();
  // Moves to the next row (not blank, not a comment): false at the end of
  // the input or on a fatal fault, with `stop` set to what to return then.
  bool next_row(std::optional<Entry>& stop);
  // The next row as one puzzle, read by `parse` (one-line notations).
  template <class Parse>
  std::optional<Entry> read_one_line(Parse parse);
  std::optional<Entry> read_json_line();
  std::optional<Entry> read_link();
  std::optional<Entry> read_iss_line();

  Fetch fetch();
  ParseError error(int at_line, int column, std::string message) const {
    return ParseError{source, at_line, column, std::move(message)};
  }
  static Entry failed(int first_line, ParseError error) {
    return Entry{first_line, std::nullopt, std::move(error), {}, {}, {}};
  }
  Entry take_fatal() {
    done = true;
    Entry entry = failed(fatal->line, std::move(*fatal));
    fatal.reset();
    return entry;
  }
  // A line that holds a row (or what should be one): not blank, not a
  // comment, not a pretty rule.
  bool row_line(const Line& l) const {
    if (l.too_long) return true;
    return !notation_internal::is_blank(l.text) && !notation_internal::is_comment(l.text) &&
           !(notation == Notation::pretty && notation_internal::is_rule(l.text));
  }
  void scan_row(std::string_view text) {
    switch (notation) {
      case Notation::spaced:
        notation_internal::scan_numbers(text, row);
        break;
      case Notation::pretty:
        notation_internal::scan_pretty(text, row);
        break;
      default:
        notation_internal::scan_symbols(text, row);
        break;
    }
  }
  int skip_block();
  std::optional<Geometry> side_of_next_row();
};

// The side the grid's next row gives (comments skipped), when it is one the
// reader can take: a first row with a symbol missing or one too many would
// otherwise set a side of its own ("side 8 is not a square") where the
// row's own error ("expected 9 symbols, found 8") is what helps.
std::optional<Geometry> PuzzleReader::Impl::side_of_next_row() {
  for (std::size_t k = 0;; ++k) {
    const Line* next = lines.peek(k);
    if (next == nullptr || next->too_long || notation_internal::blank_line(*next)) return {};
    if (!row_line(*next)) continue;
    RowScan scan;
    const RowScan saved = std::exchange(row, RowScan{});
    scan_row(next->text);
    scan = std::exchange(row, saved);
    if (scan.fault) return {};
    return notation_internal::geometry_of_side(static_cast<int>(scan.cells.size())).geometry;
  }
}

PuzzleReader::Impl::Fetch PuzzleReader::Impl::fetch() {
  if (!lines.next(line)) return Fetch::end;
  // A NUL byte before any puzzle, or in a line too long to keep (LineSource
  // then stops reading), means binary data: reading on would only report
  // garbage. Later, a NUL is one more byte that is no symbol: its line (or
  // grid) is malformed at its column and the reading goes on.
  if (line.nul_column > 0 && (entries == 0 || line.too_long)) {
    fatal = error(line.number, line.nul_column,
                  "unexpected NUL byte: the input looks like binary data");
    return Fetch::binary;
  }
  if (notation_internal::is_comment(line.text)) ++comments;
  return Fetch::line;
}

// After a fault inside a grid: drops the rest of its block (up to a blank
// line) so that the next grid can be read. Returns the rows dropped.
int PuzzleReader::Impl::skip_block() {
  int rows = 0;
  while (fetch() == Fetch::line && !notation_internal::blank_line(line))
    if (row_line(line)) ++rows;
  return rows;
}

std::optional<Entry> PuzzleReader::Impl::next() {
  if (done) return std::nullopt;
  if (fatal) return take_fatal();
  if (!started) {
    started = true;
    if (options.box && !options.box->valid()) {
      done = true;
      return failed(1, error(1, 0, "box " + options.box->name() + " is not supported"));
    }
    // f-puzzles JSON is told by its first byte, which may sit on a line far
    // longer than any line-based notation allows: '{', or '[' and '"', which
    // no other notation starts with (JSON, but no object: the reader says
    // so). Links and base64 start with a letter. A first line that is a
    // whole object makes JSON Lines, read line by line; anything else is
    // one document.
    if (!options.notation || notation == Notation::fpuzzles) {
      constexpr std::size_t kBlankLimit = 1 << 20;
      const int first = lines.first_byte(kBlankLimit);
      whole_json = first == '{' || first == '[' || first == '"';
      if (whole_json) notation = Notation::fpuzzles;
      // Lines of JSON and links may be as long as an f-puzzles text: the
      // first line decides before any line is read.
      std::string text;
      const bool got = lines.first_line(text, kMaxFpuzzlesBytes);
      if (first == '{' && got && fpuzzles_internal::whole_object_line(text)) {
        whole_json = false;
        json_stream = true;
      }
      if (json_stream ||
          (!whole_json && got && (options.notation || looks_like_fpuzzles_line(text))))
        lines.set_max_length(kMaxFpuzzlesBytes);
    }
    if (!whole_json) {
      // Leading comments and blank lines say nothing of the notation: drop them
      // here, however many there are, so that detection starts at the first
      // puzzle line and the look-ahead stays small.
      for (const Line* ahead = lines.peek(0);
           ahead && !ahead->too_long && ahead->nul_column == 0 &&
           (notation_internal::is_blank(ahead->text) || notation_internal::is_comment(ahead->text));
           ahead = lines.peek(0))
        fetch();
      if (!options.notation) notation = notation_internal::detect_notation(lines, options.box);
    }
    if (notation == Notation::json) {
      done = true;
      return failed(1, error(1, 0, "json is an output notation and cannot be read"));
    }
  }
  return read_entry();
}

// The next entry in the notation read; at the end of an input that held no
// puzzle, the error that says so. One named result, built in place.
std::optional<Entry> PuzzleReader::Impl::read_entry() {
  std::optional<Entry> entry = whole_json                       ? read_json()
                               : json_stream                    ? read_json_line()
                               : notation == Notation::fpuzzles ? read_link()
                               : notation == Notation::iss      ? read_iss_line()
                               : notation == Notation::line     ? read_line_puzzle()
                                                                : read_grid();
  if (!entry) {
    done = true;
    if (entries == 0) entry = no_puzzle();
  }
  if (entry) ++entries;
  return entry;
}

Entry PuzzleReader::Impl::no_puzzle() {
  nothing = true;
  const int end = lines.end_line();
  return failed(
      end, error(end, 0,
                 end == 1       ? "no puzzle found: the input is empty"
                 : comments > 0 ? "no puzzle found: the input holds only comments and blank lines"
                                : "no puzzle found: the input holds only blank lines"));
}

std::optional<Entry> PuzzleReader::Impl::read_line_puzzle() {
  if (std::optional<Entry> stop; !next_row(stop)) return stop;
  const int number = line.number;
  if (line.too_long) return failed(number, error(number, 0, too_long_message(line)));

  // Numbers separated by blanks (a grid holding 36 is written so), or else
  // symbols, where a blank is a stray byte to report.
  const std::string_view written = line.text;
  // A pencil-mark line (satdoku/pencil_marks.hpp): its length, N*N*N, and
  // for 64 its symbols, tell it apart.
  if (const auto pencil = pencil_line_geometry(written, options.box))
    return read_pencil_line(written, *pencil, source, number);
  return read_line_text(written, number);
}

// One line's puzzle, read the plain way or else scanned, which explains any
// fault. One named result, so that the entry is built where the caller wants
// it (entries are moved often enough on their way to the engine).
std::optional<Entry> PuzzleReader::Impl::read_line_text(std::string_view written, int number) {
  std::optional<Entry> entry = read_plain_line(written, number);
  if (!entry) entry = read_scanned_line(written, number);
  return entry;
}

std::optional<Entry> PuzzleReader::Impl::read_scanned_line(std::string_view written, int number) {
  if (written.substr(notation_internal::leading_blanks(written)).find_first_of(" \t") !=
          std::string_view::npos &&
      notation_internal::short_fields(written)) {
    notation_internal::scan_numbers(written, row);
  } else {
    notation_internal::scan_symbols(written, row);
  }
  const int found = static_cast<int>(row.cells.size());
  std::optional<Geometry> geometry;
  std::string hint;
  int expected = 0;
  if (options.box) {
    geometry = options.box;
    expected = options.box->cells();
    hint = notation_internal::box_hint(*options.box);
  } else if (const int side = notation_internal::side_for_cells(static_cast<std::size_t>(found));
             side != 0 && Geometry::square(side)) {
    geometry = Geometry::square(side);
    expected = found;
  } else if (line_cells != 0) {
    expected = line_cells;  // the size of the puzzles before this one
  } else if (side != 0) {
    // A grid of a side that is no square (6x6 needs --box 2x3) or has no boxes.
    if (row.fault) return failed(number, error(number, row.fault->column, row.fault->message));
    return failed(number, error(number, 0, notation_internal::geometry_of_side(side).message));
  } else {
    expected = nearest_square_cells(found);
  }
  const int max_value = geometry ? geometry->side() : integer_sqrt(expected);
  if (auto problem = notation_internal::check_row(row, expected, max_value, hint))
    return failed(number, error(number, problem->column, std::move(problem->message)));

  Grid grid(*geometry);
  for (int i = 0; i < found; ++i) grid.set(i, row.cells[static_cast<std::size_t>(i)].value);
  line_cells = expected;
  std::string text = one_line(grid);
  return Entry{number, std::move(grid), std::nullopt, std::move(text), {}, {}};
}

// The line of nearly every puzzle file, read in one pass: N*N symbols of a
// grid whose side that number gives (or --box), each a value of it. Nothing
// for any other line, which read_line_puzzle reads, or explains, the long way.
std::optional<Entry> PuzzleReader::Impl::read_plain_line(std::string_view written, int number) {
  std::optional<Entry> entry;  // the one object returned, built in place
  std::optional<Geometry> geometry = options.box;
  if (!geometry) {
    const int side = notation_internal::side_for_cells(written.size());
    if (side == 0) return entry;
    geometry = Geometry::square(side);
  }
  if (!geometry || written.size() != static_cast<std::size_t>(geometry->cells())) return entry;
  std::vector<std::uint8_t> values(written.size());
  std::string text(written.size(), '.');
  if (!notation_internal::plain_cells(written, geometry->side(), values.data(), text.data()))
    return entry;
  line_cells = geometry->cells();
  Entry& read = entry.emplace();
  read.line = number;
  read.puzzle.emplace(Grid(*geometry, std::move(values)));
  read.text = std::move(text);
  return entry;
}

std::optional<Entry> PuzzleReader::Impl::read_json() {
  if (json_read) {  // JSON Lines of a failed document: the next line's puzzle
    const auto& [number, text] = json_lines[json_next++];
    if (json_next == json_lines.size()) done = true;
    return read_fpuzzles_json(text, FpuzzlesOrigin{source, number, false}, options.box);
  }
  json_read = true;
  done = true;  // one JSON object is the whole input
  std::string text;
  if (!lines.read_all(text, kMaxFpuzzlesBytes)) {
    return failed(1, error(1, 0,
                           "f-puzzles JSON input larger than " +
                               std::to_string(kMaxFpuzzlesBytes >> 20) + " MiB"));
  }
  text = fpuzzles_internal::without_leading_comments(std::move(text));
  Entry whole = read_fpuzzles_json(text, FpuzzlesOrigin{source, 1, false}, options.box);
  if (whole.error) {
    // A document that fails may be JSON Lines whose first line is the bad
    // one: then each line is answered on its own.
    json_lines = fpuzzles_internal::json_lines(text);
    if (!json_lines.empty()) {
      done = false;
      return read_json();
    }
  }
  return whole;
}

bool PuzzleReader::Impl::next_row(std::optional<Entry>& stop) {
  for (;;) {
    const Fetch got = fetch();
    if (got == Fetch::end) {
      stop = std::nullopt;
      return false;
    }
    if (got == Fetch::binary) {
      stop = take_fatal();
      return false;
    }
    if (row_line(line)) return true;
  }
}

template <class Parse>
std::optional<Entry> PuzzleReader::Impl::read_one_line(Parse parse) {
  if (std::optional<Entry> stop; !next_row(stop)) return stop;
  if (line.too_long) return failed(line.number, error(line.number, 0, too_long_message(line)));
  return parse();
}

// JSON Lines: the next line that is not blank nor a comment, one puzzle.
std::optional<Entry> PuzzleReader::Impl::read_json_line() {
  return read_one_line([&] {
    return read_fpuzzles_json(line.text, FpuzzlesOrigin{source, line.number, false}, options.box);
  });
}

// f-puzzles links or bare base64, one puzzle per line.
std::optional<Entry> PuzzleReader::Impl::read_link() {
  return read_one_line(
      [&] { return read_fpuzzles_link(line.text, source, line.number, options.box); });
}

// ISS notation or share links, one puzzle per line.
std::optional<Entry> PuzzleReader::Impl::read_iss_line() {
  return read_one_line([&] { return read_iss(line.text, source, line.number, options.box); });
}

std::optional<Entry> PuzzleReader::Impl::read_grid() {
  if (std::optional<Entry> stop; !next_row(stop)) return stop;
  const int first = line.number;
  // A fault spoils the whole grid: report it and move past the grid's block.
  auto fail = [&](int at_line, int column, std::string message) {
    Entry entry = failed(first, error(at_line, column, std::move(message)));
    skip_block();
    return entry;
  };
  if (line.too_long) return fail(first, 0, too_long_message(line));

  scan_row(line.text);
  Geometry geometry;
  std::optional<Problem> problem;
  if (options.box) {
    geometry = *options.box;
    problem = notation_internal::check_row(row, geometry.side(), geometry.side(),
                                           notation_internal::box_hint(geometry));
  } else {
    if (row.fault) return fail(first, row.fault->column, row.fault->message);
    auto side = notation_internal::geometry_of_side(static_cast<int>(row.cells.size()));
    if (!side.geometry) side.geometry = side_of_next_row();
    if (!side.geometry) return fail(first, 0, std::move(side.message));
    geometry = *side.geometry;
    problem = notation_internal::check_row(row, geometry.side(), geometry.side());
  }
  if (problem) return fail(first, problem->column, std::move(problem->message));

  const int side = geometry.side();
  Grid grid(geometry);
  auto store = [&](int r) {
    for (int c = 0; c < side; ++c) grid.set(r, c, row.cells[static_cast<std::size_t>(c)].value);
  };
  store(0);
  auto rows_message = [side](int rows) {
    return "expected " + std::to_string(side) + " rows, found " + std::to_string(rows);
  };
  for (int r = 1; r < side; ++r) {
    for (;;) {
      const Fetch got = fetch();
      // The grid ended early: there is no block left to skip.
      if (got == Fetch::end) return failed(first, error(lines.end_line(), 0, rows_message(r)));
      if (got == Fetch::binary) return take_fatal();
      if (notation_internal::blank_line(line))
        return failed(first, error(line.number, 0, rows_message(r)));
      if (row_line(line)) break;
    }
    if (line.too_long) return fail(line.number, 0, too_long_message(line));
    scan_row(line.text);
    if (auto fault = notation_internal::check_row(row, side, side))
      return fail(line.number, fault->column, std::move(fault->message));
    store(r);
  }
  // The grid must end here: at a blank line, the end of the input, or (for a
  // NUL byte) the error reported by the next call.
  while (fetch() == Fetch::line && !notation_internal::blank_line(line)) {
    if (!row_line(line)) continue;
    const int extra = line.number;
    if (line.nul_column > 0) {
      const int column = line.nul_column;
      skip_block();
      return failed(first, error(extra, column, "unexpected NUL byte"));
    }
    const int rows = side + 1 + skip_block();
    return failed(first, error(extra, 0, rows_message(rows)));
  }
  std::string text = one_line(grid);
  return Entry{first, std::move(grid), std::nullopt, std::move(text), {}, {}};
}

PuzzleReader::PuzzleReader(std::istream& in, std::string source, ReaderOptions options)
    : impl_(std::make_unique<Impl>(in, std::move(source), std::move(options))) {}

PuzzleReader::~PuzzleReader() = default;

std::optional<Entry> PuzzleReader::next() {
  return impl_->next();
}

Notation PuzzleReader::notation() const {
  return impl_->notation;
}

bool PuzzleReader::line_ready() const {
  return impl_->done || impl_->fatal || impl_->lines.line_buffered();
}

bool PuzzleReader::found_nothing() const {
  return impl_->nothing;
}

Entry parse_puzzle(std::string_view text, ReaderOptions options, std::string source) {
  std::istringstream in{std::string(text)};
  PuzzleReader reader(in, source, std::move(options));
  std::optional<Entry> entry = reader.next();  // never nullopt: no puzzle is an error
  if (!entry->error) {
    if (std::optional<Entry> more = reader.next()) {
      ParseError error{std::move(source), more->line, 0, "expected one puzzle, found more"};
      return Entry{entry->line, std::nullopt, std::move(error), {}, {}, {}};
    }
  }
  return std::move(*entry);
}

}  // namespace satdoku
