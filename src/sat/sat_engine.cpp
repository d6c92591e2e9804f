// Placeholder: the SAT engine owner replaces this file.
#include "satdoku/sat_engine.hpp"
