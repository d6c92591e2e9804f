// The logical solver's functions of the Python module (logic_bindings.cpp).
#pragma once

#include <pybind11/pybind11.h>

namespace satdoku::python {

// Adds rate(), explain() and techniques() to the module.
void add_logic(pybind11::module_& m);

}  // namespace satdoku::python
