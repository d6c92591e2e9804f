// Placeholder: the notation owner replaces this file.
#include "satdoku/notation.hpp"
