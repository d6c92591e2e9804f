// What fuzz_model checks: reading a SAT solver's output and decoding its
// model (`satdoku decode`) over arbitrary bytes, for a few fixed puzzles.
// hardening_tests replays tests/regressions/ and tests/fuzz/corpus/ here too.
//
// Settings (see fuzz_support.hpp): byte 0 picks the puzzle, byte 1 the
// encoding options the "export" used, byte 2 the piece size of a second,
// pipe-like read. Seeds are real cadical, minisat and picosat outputs.
//
// Properties, beyond "no crash, no leak, no undefined behaviour":
// - read_solver_output gives exactly one of output and error; errors carry
//   the source and a message; a satisfiable output has one value per
//   variable, each -1, 0 or +1; reading in small pieces gives the same;
// - decode_model agrees with read_solver_output followed by decode;
// - a solved decode passes check_solution, and for the unique puzzles is
//   their known answer;
// - for the plain encodings, an independent decoder (variable (r*N+c)*N+d,
//   exactly one true digit per cell, then check_solution) reaches the same
//   verdict.
#pragma once

#include <cstddef>
#include <cstdint>
#include <sstream>
#include <string>

#include "fuzz_support.hpp"
#include "satdoku/check.hpp"
#include "satdoku/dimacs.hpp"
#include "satdoku/encoder.hpp"
#include "satdoku/model.hpp"
#include "satdoku/notation.hpp"

namespace satdoku::fuzz {
namespace model_property {

inline constexpr const char* kSource = "model.txt";

struct Fixture {
  const char* puzzle;
  Geometry box;
  const char* answer;  // the unique completion, or nullptr
};

// Problem A and small_4x4 are the cnf_examples puzzles (unique; problem A's
// answer is the hand-checked sample of docs/problem.md, small_4x4's is
// cadical's model of cnf_examples/small_4x4.cnf, checked by hand).
inline constexpr Fixture kFixtures[] = {
    {"..3..4.221......", {2, 2}, "1234341221434321"},
    {"1.3...5.9..21.94.....7.4...3..5.2..6.6.....5.7..8.3..4...4.1.....92.58..8.4...1.7",
     {3, 3},
     "143628579572139468986754231391542786468917352725863914237481695619275843854396127"},
    {"................", {2, 2}, nullptr},
    {"12345678....................................9....................................",
     {3, 3},
     nullptr},
    {"....................................", {2, 3}, nullptr},
};

inline Grid fixture_grid(const Fixture& f) {
  ReaderOptions options;
  options.notation = Notation::line;
  options.box = f.box;
  Entry entry = parse_puzzle(f.puzzle, options);
  if (!entry.puzzle) fail("fixture does not parse", f.puzzle);
  return entry.grid();
}

inline EncodeOptions encode_setting(std::uint8_t byte) {
  static constexpr Encoding kEncodings[] = {Encoding::extended, Encoding::minimal,
                                            Encoding::efficient, Encoding::reduced};
  EncodeOptions options;
  options.encoding = kEncodings[byte % 4];
  options.at_most_one = (byte / 4) % 2 ? AtMostOne::sequential : AtMostOne::pairwise;
  options.repeat_pairs = (byte / 8) % 2 == 0;
  options.givens_as_units = (byte / 16) % 2 == 0;
  return options;
}

inline std::string describe(const SolverOutputRead& r) {
  if (r.error) return "error " + r.error->to_string();
  if (!r.output) return "nothing";
  return std::string(to_string(r.output->answer)) + " " + std::string(to_string(r.output->style)) +
         " with " + std::to_string(r.output->variables()) + " variables";
}

inline bool same(const SolverOutputRead& a, const SolverOutputRead& b) {
  if (a.error.has_value() != b.error.has_value() || a.output.has_value() != b.output.has_value())
    return false;
  if (a.error) return a.error->to_string() == b.error->to_string();
  return a.output->answer == b.output->answer && a.output->style == b.output->style &&
         a.output->values == b.output->values;
}

inline void check_read(const SolverOutputRead& r, int variables) {
  FUZZ_CHECK(r.output.has_value() != r.error.has_value(), describe(r));
  if (r.error) {
    FUZZ_CHECK(r.error->source == kSource, describe(r));
    FUZZ_CHECK(!r.error->message.empty(), describe(r));
    // Messages may quote input bytes raw: the program escapes them when it
    // prints (hardening_tests checks that through the program).
    FUZZ_CHECK(r.error->line >= 0 && r.error->column >= 0, describe(r));
    FUZZ_CHECK(r.error->line > 0 || r.error->column == 0, describe(r));
    FUZZ_CHECK(r.error->to_string().rfind(kSource, 0) == 0, describe(r));
    return;
  }
  const SolverOutput& out = *r.output;
  if (out.answer != SolverAnswer::satisfiable) return;
  FUZZ_CHECK(out.variables() == variables, describe(r));
  for (std::size_t v = 1; v < out.values.size(); ++v)
    FUZZ_CHECK(out.values[v] >= -1 && out.values[v] <= 1, describe(r));
}

// The plain encodings' meaning of a model, written from the documented
// numbering alone: nullopt when some cell has no digit or several.
inline std::optional<Grid> plain_grid(const Grid& puzzle, const SolverOutput& out) {
  const int n = puzzle.side();
  Grid grid(puzzle.geometry());
  for (int r = 0; r < n; ++r) {
    for (int c = 0; c < n; ++c) {
      int digit = 0, count = 0;
      for (int d = 1; d <= n; ++d) {
        const int var = (r * n + c) * n + d;
        if (var <= out.variables() && out.values[static_cast<std::size_t>(var)] > 0) {
          digit = d;
          ++count;
        }
      }
      if (count != 1) return std::nullopt;
      grid.set(r, c, digit);
    }
  }
  return grid;
}

inline void check_decode(const Fixture& fixture, const Grid& puzzle, const EncodeOptions& options,
                         const SolverOutputRead& read, const DecodeResult& result) {
  const std::string detail = describe(read) + " -> " + std::string(to_string(result.status)) +
                             (result.error ? " " + result.error->to_string() : "");
  if (read.error) {
    FUZZ_CHECK(result.status == DecodeStatus::unreadable, detail);
    FUZZ_CHECK(result.error && result.error->to_string() == read.error->to_string(), detail);
    return;
  }
  const SolverOutput& out = *read.output;
  switch (out.answer) {
    case SolverAnswer::unsatisfiable:
      FUZZ_CHECK(result.status == DecodeStatus::no_solution, detail);
      return;
    case SolverAnswer::unknown:
      FUZZ_CHECK(result.status == DecodeStatus::unknown, detail);
      return;
    case SolverAnswer::satisfiable:
      break;
  }
  FUZZ_CHECK(result.status == DecodeStatus::solved || result.status == DecodeStatus::invalid,
             detail);
  if (result.status == DecodeStatus::solved) {
    const Verdict verdict = check_solution(puzzle, result.solution);
    FUZZ_CHECK(verdict.ok, detail + ": " + verdict.reason);
    if (fixture.answer) FUZZ_CHECK(one_line(result.solution) == fixture.answer, detail);
  } else {
    FUZZ_CHECK(result.error && !result.error->message.empty(), detail);
  }
  if (options.encoding != Encoding::reduced) {
    const std::optional<Grid> mine = plain_grid(puzzle, out);
    const bool valid = mine && check_solution(puzzle, *mine).ok;
    FUZZ_CHECK(valid == (result.status == DecodeStatus::solved), detail);
    if (valid) FUZZ_CHECK(*mine == result.solution, detail);
  }
}

// Checks every property on one fuzz input; a broken one fails (see
// fuzz_support.hpp).
inline void check(const std::uint8_t* data, std::size_t size) {
  constexpr std::size_t kCount = sizeof(kFixtures) / sizeof(kFixtures[0]);
  static const std::vector<Grid> puzzles = [] {
    std::vector<Grid> grids;
    for (const Fixture& f : kFixtures) grids.push_back(fixture_grid(f));
    return grids;
  }();

  const Input input(data, size);
  const std::size_t pick = input.settings[0] % kCount;
  const Fixture& fixture = kFixtures[pick];
  const Grid& puzzle = puzzles[pick];
  const EncodeOptions options = encode_setting(input.settings[1]);
  const std::size_t piece = static_cast<std::size_t>(input.settings[2]) + 1;
  const std::string text(input.text);

  ClauseCounter counter;
  const Encoded encoded = encode(puzzle, options, counter);

  std::istringstream whole(text);
  const SolverOutputRead read = read_solver_output(whole, kSource, encoded.variables);
  check_read(read, encoded.variables);

  PieceBuf pieces_buf(text, piece);
  std::istream pieces(&pieces_buf);
  const SolverOutputRead again = read_solver_output(pieces, kSource, encoded.variables);
  FUZZ_CHECK(same(read, again), describe(read) + "\nin pieces: " + describe(again));

  std::istringstream once_more(text);
  const DecodeResult result = decode_model(puzzle, options, once_more, kSource);
  if (read.output) {
    const DecodeResult direct = decode(puzzle, encoded, *read.output, kSource);
    FUZZ_CHECK(direct.status == result.status && direct.solution == result.solution,
               "decode_model and decode disagree");
  }
  check_decode(fixture, puzzle, options, read, result);
}

}  // namespace model_property
}  // namespace satdoku::fuzz
