# cpack -G DEB: one Debian package per install component (install.cmake),
# as tools/package.sh builds them (prefix /usr, tests off, so that packaging
# builds only what it installs) and checks them with lintian.
set(CPACK_PACKAGE_NAME satdoku)
set(CPACK_PACKAGE_VENDOR "The satdoku developers")
# Debian's tools take the maintainer from DEBFULLNAME and DEBEMAIL; set them
# (or -DSATDOKU_MAINTAINER=...) when building packages to publish.
if(DEFINED ENV{DEBEMAIL})
  set(satdoku_maintainer_default "$ENV{DEBFULLNAME} <$ENV{DEBEMAIL}>")
else()
  set(satdoku_maintainer_default "The satdoku developers <satdoku@satdoku.invalid>")
endif()
set(SATDOKU_MAINTAINER "${satdoku_maintainer_default}" CACHE STRING
    "Maintainer field of the Debian packages (Name <address>)")
set(CPACK_PACKAGE_CONTACT "${SATDOKU_MAINTAINER}")
set(CPACK_DEBIAN_PACKAGE_MAINTAINER "${SATDOKU_MAINTAINER}")
# Each package's description below starts with its own summary line. CPack
# would put this one before each (lintian: description-synopsis-is-duplicated)
# unless it is CPack's default, which it therefore is.
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "${CMAKE_PROJECT_NAME} built using CMake")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
# Executables and the Python module stripped (install(TARGETS) strips
# RUNTIME and LIBRARY files; the static libraries carry no debug information
# in a Release build and keep their symbols).
set(CPACK_STRIP_FILES ON)
# Run-time libraries of the program and the module, as dpkg-shlibdeps finds
# them (libboost-program-options, libstdc++, libc ...).
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)

set(CPACK_DEB_COMPONENT_INSTALL ON)
set(CPACK_COMPONENTS_ALL program dev)
if(SATDOKU_PYTHON)
  list(APPEND CPACK_COMPONENTS_ALL python)
endif()

# Extended descriptions: lines of at most 80 columns, as lintian reads them.
set(satdoku_about
    "satdoku prints the lexicographically smallest completion of Sudoku puzzles\n(4x4 to 36x36, variant rules from f-puzzles JSON), found with the CaDiCaL\nSAT solver and proved by an independent backtracking engine.")

set(CPACK_DEBIAN_PROGRAM_PACKAGE_NAME satdoku)
# As Debian files SAT solvers (cadical, minisat, picosat); "games" is for
# programs in /usr/games.
set(CPACK_DEBIAN_PROGRAM_PACKAGE_SECTION math)
set(CPACK_COMPONENT_PROGRAM_DESCRIPTION
    "Sudoku by SAT, proved by a second engine\n${satdoku_about}\n.\nThis package holds the satdoku program: solving, counting, candidates,\nminimizing and generating puzzles, explaining and rating them step by step,\nDIMACS export and import (compressed too), and serve, the connected solver\nof f-puzzles.com; with its man page and bash and zsh completion.")
# bash-completion loads share/bash-completion/completions/satdoku.
set(CPACK_DEBIAN_PROGRAM_PACKAGE_RECOMMENDS "bash-completion")
set(CPACK_DEBIAN_PROGRAM_PACKAGE_SUGGESTS "cadical, minisat, picosat")

set(CPACK_DEBIAN_DEV_PACKAGE_NAME libsatdoku-dev)
set(CPACK_DEBIAN_DEV_PACKAGE_SECTION libdevel)
# The static libraries need CaDiCaL's static library at link time (no public
# header includes Boost or nlohmann-json).
set(CPACK_DEBIAN_DEV_PACKAGE_DEPENDS "libcadical-dev")
set(CPACK_DEBIAN_DEV_PACKAGE_SUGGESTS "pkg-config, cmake, g++")
set(CPACK_COMPONENT_DEV_DESCRIPTION
    "Sudoku by SAT, proved by a second engine (C++20 library)\n${satdoku_about}\n.\nThis package holds the C++20 library: headers, static libraries, a CMake\npackage (find_package(satdoku CONFIG)) and a pkg-config file.")

set(CPACK_DEBIAN_PYTHON_PACKAGE_NAME python3-satdoku)
set(CPACK_DEBIAN_PYTHON_PACKAGE_SECTION python)
set(CPACK_COMPONENT_PYTHON_DESCRIPTION
    "Sudoku by SAT, proved by a second engine (Python 3)\n${satdoku_about}\n.\nThis package holds the Python 3 module satdoku: solve, count, candidates,\ncheck, CNF export, logical explanations and ratings, and batches on every\ncore.")
if(SATDOKU_PYTHON)
  # Built for this Python's ABI (3.X only).
  math(EXPR python_next_minor "${Python3_VERSION_MINOR} + 1")
  set(CPACK_DEBIAN_PYTHON_PACKAGE_DEPENDS
      "python3 (>= ${SATDOKU_PYTHON_VERSION}~), python3 (<< ${Python3_VERSION_MAJOR}.${python_next_minor})")
  # Python writes __pycache__ beside the module when root imports it; the
  # package removes it again (packaging/python3-satdoku.prerm).
  configure_file(${CMAKE_CURRENT_LIST_DIR}/python3-satdoku.prerm ${PROJECT_BINARY_DIR}/packaging/prerm
                 @ONLY FILE_PERMISSIONS OWNER_READ OWNER_WRITE OWNER_EXECUTE GROUP_READ GROUP_EXECUTE
                                        WORLD_READ WORLD_EXECUTE)
  set(CPACK_DEBIAN_PYTHON_PACKAGE_CONTROL_EXTRA ${PROJECT_BINARY_DIR}/packaging/prerm)
endif()

include(CPack)
