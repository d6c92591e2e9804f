// The tools layer: what is built on the engines for people. One include for
// the layer:
//
// - judge.hpp: one puzzle's answer with every check the program applies,
//   by one engine or N; ruling.hpp: its status words, as JSON and people
//   say them; job.hpp: the answer pipeline (a stream of puzzles
//   judged, answers in input order, one tally of rulings); job_runner.hpp:
//   the same pipeline for a question of one's own; attempt.hpp: one
//   timed, checked engine call; batch.hpp: how a batch runs under it
//   (RunOptions: worker threads, streaming, the stop flag); json.hpp: the JSON schema of results.
// - true_candidates.hpp: each cell's digits that appear in some completion;
//   minimize.hpp: givens dropped while the answer stays unique;
//   generate.hpp: puzzles made to a difficulty.
// - logic.hpp: solving by logic, step by step, with Sudoku Explainer's
//   ratings and qqwing's levels; rule_steps.hpp: steps for any variant rule
//   found as a SAT solver's unsatisfiable cores.
// - svg.hpp: a picture of a puzzle, drawn as setters draw it.
// - connected_solver.hpp: the f-puzzles connected-solver protocol, answered
//   without sockets (`satdoku serve` adds them).
//
// A header of this layer may include any public header.
#pragma once

#include "satdoku/attempt.hpp"
#include "satdoku/batch.hpp"
#include "satdoku/candidate_finder.hpp"
#include "satdoku/connected_solver.hpp"
#include "satdoku/generate.hpp"
#include "satdoku/job.hpp"
#include "satdoku/job_runner.hpp"
#include "satdoku/json.hpp"
#include "satdoku/judge.hpp"
#include "satdoku/logic.hpp"
#include "satdoku/minimize.hpp"
#include "satdoku/rule_steps.hpp"
#include "satdoku/ruling.hpp"
#include "satdoku/svg.hpp"
#include "satdoku/true_candidates.hpp"
