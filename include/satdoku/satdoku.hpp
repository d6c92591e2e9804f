// satdoku's whole API in one include. This program reads puzzles, prints
// each one's smallest completion and checks it (the umbrella_example test
// builds and runs it exactly as written here):
//
//   #include <iostream>
//   #include <sstream>
//
//   #include <satdoku/satdoku.hpp>
//
//   int main() {
//     std::istringstream in("53..7....6..195....98....6.8...6...34..8.3..17...2...6"
//                           ".6....28....419..5....8..79\n");
//     satdoku::PuzzleReader reader(in, "<string>");
//     auto engine = satdoku::make_engine("sat");
//     while (auto entry = reader.next()) {
//       if (!entry->puzzle) {
//         std::cerr << entry->error->to_string() << '\n';
//         continue;
//       }
//       const satdoku::Puzzle& puzzle = *entry->puzzle;
//       const satdoku::SolveResult answer = engine->smallest(puzzle, {});
//       if (answer.status != satdoku::Status::solved) continue;
//       const satdoku::Verdict verdict = satdoku::check_solution(puzzle, answer.solution);
//       std::cout << satdoku::one_line(answer.solution) << ' '
//                 << (verdict ? "valid" : verdict.reason) << '\n';
//     }
//   }
//
// The headers come in three layers, each with one front header; a layer's
// headers include only its own and lower layers':
//
// - puzzle.hpp, the puzzle layer: grid.hpp (geometry and values), rules.hpp
//   (variant rules and Puzzle), check.hpp (the validity checker),
//   notation.hpp (puzzles read from text, grids printed), fpuzzles.hpp
//   (f-puzzles JSON and share links read), fpuzzles_writer.hpp (written),
//   iss.hpp (ISS notation read and written), pencil_marks.hpp (every cell's
//   candidates as text).
// - engines.hpp, the engines layer: engine.hpp (the engine interface:
//   smallest, any, count; results and limits), backtrack.hpp (the native
//   engine), sat_engine.hpp (the SAT engine), registry.hpp (engines by
//   name; "auto", the default, races the two), clause_sink.hpp,
//   encoder.hpp and dimacs.hpp (CNF export),
//   model.hpp (a SAT solver's model read back into a grid).
// - tools.hpp, the tools layer: judge.hpp (an answer with every check),
//   ruling.hpp (the status words of every answer, as JSON and people say them),
//   job.hpp (the answer pipeline: puzzles judged with N engines, in order),
//   job_runner.hpp (the same pipeline for a question of one's own),
//   attempt.hpp (one timed, checked engine call), batch.hpp (how a
//   batch runs: worker threads, input order, streaming hooks), json.hpp (the JSON schema of
//   results), true_candidates.hpp, candidate_finder.hpp (true candidates by
//   engine name), minimize.hpp and generate.hpp (setter tools), logic.hpp
//   (solving by logic, with ratings), rule_steps.hpp
//   (steps for any variant rule, found by SAT), svg.hpp (pictures),
//   connected_solver.hpp (the f-puzzles connected-solver protocol).
// - version.hpp: the version.
//
// Conventions throughout: cells are row-major indices (row * N + column,
// from 0), values 1..N with 0 for a blank, and a set of digits is a mask
// with bit d-1 for digit d; errors in input are values (ParseError,
// ModelError) carrying their position, never printed by the library;
// engines are not thread-safe (one per thread), and every function that
// takes an engine uses it on the calling thread.
#pragma once

#include "satdoku/engines.hpp"
#include "satdoku/puzzle.hpp"
#include "satdoku/tools.hpp"
#include "satdoku/version.hpp"
