// DIMACS CNF export: clause sinks that count, collect or write the encoder's
// clauses, and the writer behind `satdoku cnf`.
//
// An exported file opens with `c` comment lines (tool and version, puzzle,
// geometry, encoding, what the variables mean), then `p cnf V C` and one
// clause per line ending in ` 0`. The output depends only on the puzzle and
// the options, so files can be compared byte for byte.
#pragma once

#include <cstddef>
#include <cstdint>
#include <ostream>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "satdoku/clause_sink.hpp"
#include "satdoku/encoder.hpp"
#include "satdoku/grid.hpp"
#include "satdoku/rules.hpp"

namespace satdoku {

// Counts clauses and literals and keeps nothing: the first pass of an export,
// and the cheap way to learn an encoding's size.
class ClauseCounter final : public ClauseSink {
 public:
  void add_clause(std::span<const int> literals) override;

  std::uint64_t clauses() const { return clauses_; }
  std::uint64_t literals() const { return literals_; }
  int max_variable() const { return max_variable_; }

 private:
  std::uint64_t clauses_ = 0;
  std::uint64_t literals_ = 0;
  int max_variable_ = 0;
};

// Keeps every clause in order, in one flat array (no allocation per clause).
class ClauseList final : public ClauseSink {
 public:
  void add_clause(std::span<const int> literals) override;

  std::size_t size() const { return starts_.size(); }
  std::span<const int> operator[](std::size_t i) const;
  int max_variable() const { return max_variable_; }

 private:
  std::vector<int> literals_;
  std::vector<std::size_t> starts_;  // where clause i begins in literals_
  int max_variable_ = 0;
};

// Formats DIMACS text into a large buffer with std::to_chars and hands it to
// the stream in blocks: 36x36 (3.3 million clauses) must not pay for
// per-number iostream formatting. Nothing checks that the `p` line matches
// what follows; write_dimacs() does that by construction.
class DimacsWriter final : public ClauseSink {
 public:
  explicit DimacsWriter(std::ostream& out);
  ~DimacsWriter() override;  // flushes
  DimacsWriter(const DimacsWriter&) = delete;
  DimacsWriter& operator=(const DimacsWriter&) = delete;

  // One `c` line per line of text ("c" alone for an empty line).
  void comment(std::string_view text) override;
  // The `p cnf VARIABLES CLAUSES` line.
  void problem(int variables, std::uint64_t clauses);
  // One clause: its literals separated by spaces, then ` 0`.
  void add_clause(std::span<const int> literals) override;
  // Hands the buffer to the stream (and flushes the stream).
  void flush();

  std::uint64_t clauses() const { return clauses_; }
  std::uint64_t bytes() const { return flushed_ + used_; }

 private:
  void reserve(std::size_t n);
  void append(std::string_view text);

  std::ostream& out_;
  std::vector<char> buffer_;
  std::size_t used_ = 0;
  std::uint64_t flushed_ = 0;
  std::uint64_t clauses_ = 0;
};

// The comment lines that open an export, without their "c " prefix. For the
// reduced encoding they include the variable map, one "var V = rRcC=D" line
// per variable, since no formula gives it.
// A puzzle with variant rules says how many, and lists its jigsaw regions;
// each rule's clauses are then preceded by a `c rule LABEL: ...` line.
std::vector<std::string> dimacs_comments(const Puzzle& puzzle, const EncodeOptions& options,
                                         const Encoded& encoded);

// Writes the puzzle's CNF as DIMACS text: comments, `p cnf V C`, clauses.
// The encoder runs twice, once into a ClauseCounter for the header and once
// into the writer, so memory stays flat whatever the size (the encoder is
// deterministic). Returns what encode() returned. Write errors are left in
// the stream's state for the caller to check.
Encoded write_dimacs(const Puzzle& puzzle, const EncodeOptions& options, std::ostream& out);

}  // namespace satdoku
