// Reading SAT solver output: a small line-oriented state machine over a
// character scanner. Characters are pulled from the stream buffer one at a
// time rather than line by line because minisat writes the whole model on one
// line (about 400 KB for 36x36); memory stays bounded by the variable count.
#include <charconv>
#include <cstdint>
#include <string>
#include <utility>

#include "satdoku/model.hpp"

namespace satdoku {
namespace {

// Tokens longer than this are kept only in part: enough for a message.
constexpr std::size_t kMaxTokenKept = 24;

struct Token {
  std::string text;      // the first kMaxTokenKept characters
  bool clipped = false;  // the token was longer than text
  int line = 0;
  int column = 0;      // of the first character, 1-based
  int end_column = 0;  // just after the last character

  std::string shown() const { return clipped ? text + std::string("...") : text; }
};

// Builds a message from pieces. (Chains of "text" + std::string trip a
// false -Wrestrict warning in GCC 12 at -O2.)
template <class... Parts>
std::string concat(const Parts&... parts) {
  std::string text;
  (text.append(std::string_view(parts)), ...);
  return text;
}

std::string quoted(const Token& t) {
  return concat("'", t.shown(), "'");
}

bool is_blank(int c) {
  return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f';
}

class Scanner {
 public:
  explicit Scanner(std::istream& in) : buf_(in.rdbuf()) {}

  // The next token of the current line, or nullopt at the end of the line.
  std::optional<Token> token() {
    int c = peek();
    while (c != EOF && is_blank(c)) c = bump_and_peek();
    if (c == EOF || c == '\n') return std::nullopt;
    Token t;
    t.line = line_;
    t.column = column_ + 1;
    while (c != EOF && c != '\n' && !is_blank(c)) {
      if (t.text.size() < kMaxTokenKept) {
        t.text.push_back(static_cast<char>(c));
      } else {
        t.clipped = true;
      }
      c = bump_and_peek();
    }
    t.end_column = column_ + 1;
    return t;
  }

  // Skips what is left of the current line, newline included; false when the
  // input has ended.
  bool next_line() {
    for (int c = peek(); c != EOF; c = peek()) {
      bump();
      if (c == '\n') return true;
    }
    return false;
  }

 private:
  int peek() { return buf_ ? buf_->sgetc() : EOF; }
  void bump() {
    if (buf_->sbumpc() == '\n') {
      ++line_;
      column_ = 0;
    } else {
      ++column_;
    }
  }
  int bump_and_peek() {
    bump();
    return peek();
  }

  std::streambuf* buf_;
  int line_ = 1;
  int column_ = 0;  // characters already read on this line
};

class OutputParser {
 public:
  OutputParser(std::istream& in, const std::string& source, int variables)
      : scanner_(in), source_(source), variables_(variables) {
    values_.assign(static_cast<std::size_t>(std::max(variables, 0)) + 1, 0);
    where_.assign(values_.size(), {0, 0});
  }

  SolverOutputRead run() {
    while (!error_) {
      if (auto first = scanner_.token()) {
        saw_content_ = true;
        line(*first);
      }
      if (error_ || !scanner_.next_line()) break;
    }
    if (!error_) finish();
    SolverOutputRead result;
    if (error_) {
      result.error = std::move(error_);
    } else {
      SolverOutput out;
      out.answer = *answer_;
      out.style = *style_;
      if (out.answer == SolverAnswer::satisfiable) out.values = std::move(values_);
      result.output = std::move(out);
    }
    return result;
  }

 private:
  void fail(int line, int column, std::string message) {
    if (!error_) error_ = ModelError{source_, line, column, std::move(message)};
  }
  void fail(const Token& at, std::string message) { fail(at.line, at.column, std::move(message)); }

  // One line, given its first token.
  void line(const Token& first) {
    const char lead = first.text[0];
    if (lead == 'c') return;  // comment: "c ...", also solvers' "c---" rulers
    if (first.text == "s" && !first.clipped) return status_line(first);
    if (first.text == "v" && !first.clipped) return value_line(first);
    if (first.text == "SAT" || first.text == "UNSAT" || first.text == "INDET")
      return minisat_answer(first);
    if (lead == '-' || (lead >= '0' && lead <= '9')) return literal_line(first);
    fail(first, concat("unexpected ", quoted(first),
                       ": expected a 'c', 's' or 'v' line, SAT, UNSAT, INDET or literals"));
  }

  bool enter(OutputStyle style, const Token& at) {
    if (style_ && *style_ != style) {
      fail(at, concat(quoted(at), " does not belong in ", to_string(*style_), " output"));
      return false;
    }
    style_ = style;
    return true;
  }

  // Anything after the answer word of an `s` or minisat line is an error.
  void expect_line_end(const std::string& after) {
    if (auto extra = scanner_.token())
      fail(*extra, concat("unexpected ", quoted(*extra), " after '", after, "'"));
  }

  void status_line(const Token& s) {
    if (!enter(OutputStyle::competition, s)) return;
    if (answer_) {
      fail(s, concat("second 's' line (the first is on line ", std::to_string(answer_line_), ")"));
      return;
    }
    const auto word = scanner_.token();
    if (!word) {
      fail(s.line, s.end_column,
           "expected SATISFIABLE, UNSATISFIABLE, UNKNOWN or INDETERMINATE after 's'");
      return;
    }
    if (word->text == "SATISFIABLE") {
      answer_ = SolverAnswer::satisfiable;
    } else if (word->text == "UNSATISFIABLE") {
      answer_ = SolverAnswer::unsatisfiable;
    } else if (word->text == "UNKNOWN" || word->text == "INDETERMINATE") {
      answer_ = SolverAnswer::unknown;
    } else {
      fail(*word, concat("unknown answer ", quoted(*word),
                         ": expected SATISFIABLE, UNSATISFIABLE, UNKNOWN or INDETERMINATE"));
      return;
    }
    answer_line_ = s.line;
    answer_text_ = concat("s ", word->text);
    expect_line_end(answer_text_);
  }

  void value_line(const Token& v) {
    if (!enter(OutputStyle::competition, v)) return;
    if (!answer_) {
      fail(v, "'v' line before any 's' line: the 's SATISFIABLE' line is missing");
      return;
    }
    if (*answer_ != SolverAnswer::satisfiable) {
      fail(v,
           concat("'v' line after '", answer_text_, "' (line ", std::to_string(answer_line_), ")"));
      return;
    }
    model_seen_ = true;
    while (!error_) {
      const auto t = scanner_.token();
      if (!t) break;
      literal(*t);
    }
  }

  void minisat_answer(const Token& word) {
    if (!enter(OutputStyle::minisat, word)) return;
    if (answer_) {
      fail(word,
           concat("second answer line (the first is on line ", std::to_string(answer_line_), ")"));
      return;
    }
    answer_ = word.text == "SAT"     ? SolverAnswer::satisfiable
              : word.text == "UNSAT" ? SolverAnswer::unsatisfiable
                                     : SolverAnswer::unknown;
    answer_line_ = word.line;
    answer_text_ = word.text;
    expect_line_end(answer_text_);
  }

  void literal_line(const Token& first) {
    if (!style_) {
      style_ = OutputStyle::bare;
      answer_ = SolverAnswer::satisfiable;
    }
    if (*style_ == OutputStyle::competition) {
      fail(first, concat("literal ", quoted(first), " outside a 'v' line"));
      return;
    }
    if (*answer_ != SolverAnswer::satisfiable) {
      fail(first,
           concat("literals after '", answer_text_, "' (line ", std::to_string(answer_line_), ")"));
      return;
    }
    model_seen_ = true;
    literal(first);
    while (!error_) {
      const auto t = scanner_.token();
      if (!t) break;
      literal(*t);
    }
  }

  void literal(const Token& t) {
    if (terminated_) {
      fail(t,
           concat(quoted(t), " after the terminating 0 (line ", std::to_string(zero_line_), ")"));
      return;
    }
    const std::string& s = t.text;
    const bool negative = s[0] == '-';
    const std::size_t digits_from = negative ? 1 : 0;
    const bool shaped = s.size() > digits_from &&
                        s.find_first_not_of("0123456789", digits_from) == std::string::npos;
    if (!shaped) {
      fail(t, concat("expected a literal (a non-zero integer or the final 0), found ", quoted(t)));
      return;
    }
    std::int64_t magnitude = 0;
    const char* begin = s.data() + digits_from;
    const auto [end, ec] = std::from_chars(begin, s.data() + s.size(), magnitude);
    if (t.clipped || ec != std::errc() || end != s.data() + s.size() || magnitude > variables_) {
      fail(t, concat("literal ", t.shown(), " is out of range: the formula has ",
                     std::to_string(variables_), " variables"));
      return;
    }
    if (negative && magnitude == 0) {
      fail(t, concat("expected a literal (a non-zero integer or the final 0), found ", quoted(t)));
      return;
    }
    last_line_ = t.line;
    last_end_ = t.end_column;
    if (magnitude == 0) {
      terminated_ = true;
      zero_line_ = t.line;
      return;
    }
    const auto var = static_cast<std::size_t>(magnitude);
    const std::int8_t value = negative ? -1 : 1;
    if (values_[var] == -value) {
      const auto [line, column] = where_[var];
      fail(t,
           concat("literal ", s, " contradicts literal ", negative ? s.substr(1) : concat("-", s),
                  " at line ", std::to_string(line), ", column ", std::to_string(column)));
      return;
    }
    if (values_[var] == 0) {
      values_[var] = value;
      where_[var] = {t.line, t.column};
    }
  }

  void finish() {
    if (!saw_content_) return fail(0, 0, "empty input");
    if (!style_) return fail(0, 0, "only comments: no 's' line, SAT/UNSAT line or literals");
    if (*answer_ != SolverAnswer::satisfiable || *style_ == OutputStyle::bare) return;
    if (!model_seen_) {
      const std::string what =
          *style_ == OutputStyle::competition ? "no 'v' lines" : "no model line";
      return fail(answer_line_, 0,
                  concat("'", answer_text_, "' but ", what, " follow: the output looks truncated"));
    }
    if (!terminated_) {
      fail(last_line_, last_end_, "the model does not end with 0: the output looks truncated");
    }
  }

  Scanner scanner_;
  const std::string& source_;
  const int variables_;
  std::vector<std::int8_t> values_;
  std::vector<std::pair<int, int>> where_;  // line and column each variable was first set
  std::optional<ModelError> error_;
  std::optional<OutputStyle> style_;
  std::optional<SolverAnswer> answer_;
  int answer_line_ = 0;
  std::string answer_text_;  // "s SATISFIABLE", "UNSAT", ...: for messages
  bool saw_content_ = false;
  bool model_seen_ = false;  // a 'v' line or a literal line was read
  bool terminated_ = false;  // the final 0 was read
  int zero_line_ = 0;
  int last_line_ = 0;  // where the last literal ended, for "truncated"
  int last_end_ = 0;
};

}  // namespace

std::string_view to_string(SolverAnswer answer) {
  switch (answer) {
    case SolverAnswer::satisfiable:
      return "satisfiable";
    case SolverAnswer::unsatisfiable:
      return "unsatisfiable";
    case SolverAnswer::unknown:
      return "unknown";
  }
  return "unknown";
}

std::string_view to_string(OutputStyle style) {
  switch (style) {
    case OutputStyle::competition:
      return "competition";
    case OutputStyle::minisat:
      return "minisat";
    case OutputStyle::bare:
      return "bare";
  }
  return "bare";
}

std::string ModelError::to_string() const {
  std::string text = source;
  if (line > 0) {
    text += concat(":", std::to_string(line));
    if (column > 0) text += concat(":", std::to_string(column));
  }
  return concat(text, ": ", message);
}

SolverOutputRead read_solver_output(std::istream& in, const std::string& source, int variables) {
  return OutputParser(in, source, variables).run();
}

}  // namespace satdoku
