// The engines layer: what answers a puzzle (its smallest completion, any
// completion, a count) and the CNF the SAT engine solves, for export to
// other solvers. Engines know nothing of text. One include for the layer:
//
// - engine.hpp: the engine interface (smallest, any, count), results and
//   limits.
// - backtrack.hpp: the native engine, a backtracker sharing no search code
//   with the SAT path; sat_engine.hpp: the SAT engine (CaDiCaL) and its
//   options.
// - registry.hpp: engines by name ("backtrack", "sat", "sat/minimal" ...).
// - clause_sink.hpp: where the encoder's clauses go; encoder.hpp: a puzzle
//   as CNF; dimacs.hpp: the CNF written as DIMACS; model.hpp: a SAT
//   solver's model read back into a grid.
//
// A header of this layer includes only headers of this layer and of the
// puzzle layer (puzzle.hpp).
#pragma once

#include "satdoku/backtrack.hpp"
#include "satdoku/clause_sink.hpp"
#include "satdoku/dimacs.hpp"
#include "satdoku/encoder.hpp"
#include "satdoku/engine.hpp"
#include "satdoku/model.hpp"
#include "satdoku/registry.hpp"
#include "satdoku/sat_engine.hpp"
