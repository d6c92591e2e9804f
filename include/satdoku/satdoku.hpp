// satdoku's whole API in one include. A program that reads puzzles, solves
// them and prints the answers needs no other header:
//
//   #include <satdoku/satdoku.hpp>
//   std::istringstream in("53..7....6..195....98....6.8...6...34..8.3..17...2...6"
//                         ".6....28....419..5....8..79\n");
//   satdoku::PuzzleReader reader(in, "<string>");
//   auto engine = satdoku::make_engine("sat");
//   while (auto entry = reader.next())
//     if (entry->grid) {
//       satdoku::Judgement j = satdoku::judge(entry->puzzle(), *engine);
//       if (j.solution) std::cout << satdoku::print(*j.solution, satdoku::Notation::line);
//     }
//
// What each header holds:
// - grid.hpp: geometry and values; rules.hpp: variant rules and Puzzle.
// - notation.hpp: reading puzzles from text, printing grids; fpuzzles.hpp:
//   f-puzzles JSON and share links.
// - engine.hpp: the engine interface (smallest, any, count) and its limits;
//   backtrack.hpp and sat_engine.hpp: the two engines; registry.hpp: engines
//   by name.
// - check.hpp: the validity checker; judge.hpp: an answer with every check.
// - attempt.hpp: one timed, checked engine call; batch.hpp: streams of
//   puzzles on worker threads, answered in input order.
// - encoder.hpp, clause_sink.hpp, dimacs.hpp: CNF export; model.hpp: a SAT
//   solver's model read back into a grid.
// - json.hpp: the JSON schema of results; version.hpp: the version.
// - logic.hpp: solving by logic, step by step, with Sudoku Explainer's
//   ratings and qqwing's levels; generate.hpp makes puzzles to a difficulty.
//
// Conventions throughout: cells are row-major indices (row * N + column,
// from 0), values 1..N with 0 for a blank; errors in input are values
// (ParseError, ModelError) carrying their position, never printed by the
// library; engines are not thread-safe (one per thread), and every function
// that takes an engine uses it on the calling thread.
#pragma once

#include "satdoku/attempt.hpp"
#include "satdoku/backtrack.hpp"
#include "satdoku/batch.hpp"
#include "satdoku/check.hpp"
#include "satdoku/clause_sink.hpp"
#include "satdoku/dimacs.hpp"
#include "satdoku/encoder.hpp"
#include "satdoku/engine.hpp"
#include "satdoku/fpuzzles.hpp"
#include "satdoku/fpuzzles_writer.hpp"
#include "satdoku/generate.hpp"
#include "satdoku/grid.hpp"
#include "satdoku/json.hpp"
#include "satdoku/judge.hpp"
#include "satdoku/logic.hpp"
#include "satdoku/minimize.hpp"
#include "satdoku/model.hpp"
#include "satdoku/notation.hpp"
#include "satdoku/pencil_marks.hpp"
#include "satdoku/registry.hpp"
#include "satdoku/rules.hpp"
#include "satdoku/sat_engine.hpp"
#include "satdoku/svg.hpp"
#include "satdoku/true_candidates.hpp"
#include "satdoku/version.hpp"
