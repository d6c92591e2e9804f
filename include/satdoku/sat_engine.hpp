// The SAT engine: the encoder's CNF solved by CaDiCaL, lex-min by assumptions
// on one incremental solver.
#pragma once

#include <memory>
#include <string>

#include "satdoku/encoder.hpp"
#include "satdoku/engine.hpp"

namespace satdoku {

struct SatOptions {
  Encoding encoding = Encoding::extended;
};

std::unique_ptr<Engine> make_sat_engine(SatOptions options = {});

// CaDiCaL's own version string ("sc2021" for Debian's 1.5.3).
std::string cadical_version();

}  // namespace satdoku
