// Placeholder: the native engine owner replaces this file.
#include "satdoku/backtrack.hpp"
