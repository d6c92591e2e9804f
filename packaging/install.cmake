# What `cmake --install` puts under the prefix, and the Debian package cpack
# makes of it. Included from the top-level CMakeLists.txt.
#
#   bin/satdoku                                  the program
#   include/satdoku/*.hpp                        public headers (+ generated version.hpp)
#   lib/libsatdoku_*.a                           the static libraries
#   lib/cmake/satdoku/                           find_package(satdoku CONFIG): satdoku::satdoku
#   lib/pkgconfig/satdoku.pc                     pkg-config --cflags --libs satdoku
#   share/man/man1/satdoku.1                     man satdoku
#   share/bash-completion/completions/satdoku    tab completion of commands and options
#   lib/python3/dist-packages/satdoku*.so        import satdoku (python/, SATDOKU_PYTHON)
include(CMakePackageConfigHelpers)

set(satdoku_components satdoku_core satdoku_notation satdoku_native satdoku_sat satdoku_render satdoku_setter
                       satdoku_batch)
foreach(component ${satdoku_components})
  string(REPLACE "satdoku_" "" short ${component})
  set_target_properties(${component} PROPERTIES EXPORT_NAME ${short})
endforeach()
set_target_properties(satdoku_lib PROPERTIES EXPORT_NAME satdoku)

install(TARGETS satdoku RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
install(TARGETS ${satdoku_components} satdoku_lib EXPORT satdokuTargets
        ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR})
# The folder as a whole: whichever headers it holds are the public ones.
install(DIRECTORY ${PROJECT_SOURCE_DIR}/include/satdoku DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}
        FILES_MATCHING PATTERN "*.hpp")
install(FILES ${PROJECT_BINARY_DIR}/generated/satdoku/version.hpp
        DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/satdoku)

set(satdoku_cmake_dir ${CMAKE_INSTALL_LIBDIR}/cmake/satdoku)
install(EXPORT satdokuTargets NAMESPACE satdoku:: DESTINATION ${satdoku_cmake_dir})
configure_package_config_file(${CMAKE_CURRENT_LIST_DIR}/satdokuConfig.cmake.in
                              ${PROJECT_BINARY_DIR}/packaging/satdokuConfig.cmake
                              INSTALL_DESTINATION ${satdoku_cmake_dir})
write_basic_package_version_file(${PROJECT_BINARY_DIR}/packaging/satdokuConfigVersion.cmake
                                 COMPATIBILITY SameMinorVersion)
install(FILES ${PROJECT_BINARY_DIR}/packaging/satdokuConfig.cmake
              ${PROJECT_BINARY_DIR}/packaging/satdokuConfigVersion.cmake
        DESTINATION ${satdoku_cmake_dir})

# pkg-config: the prefix is the one installed into (/usr by the .deb, a
# temporary one by the install test), so it is written at install time.
set(pc_prefix_mark "@SATDOKU_PC_PREFIX@")  # left for the second pass
configure_file(${CMAKE_CURRENT_LIST_DIR}/satdoku.pc.in ${PROJECT_BINARY_DIR}/packaging/satdoku.pc.in
               @ONLY)
install(CODE "set(SATDOKU_PC_PREFIX \"\${CMAKE_INSTALL_PREFIX}\")
  configure_file(\"${PROJECT_BINARY_DIR}/packaging/satdoku.pc.in\"
                 \"${PROJECT_BINARY_DIR}/packaging/satdoku.pc\" @ONLY)")
install(FILES ${PROJECT_BINARY_DIR}/packaging/satdoku.pc
        DESTINATION ${CMAKE_INSTALL_LIBDIR}/pkgconfig)

# Made by satdoku_docgen from the program's option tables (CMakeLists.txt).
install(FILES ${PROJECT_BINARY_DIR}/packaging/satdoku.1 DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)
install(FILES ${PROJECT_BINARY_DIR}/packaging/satdoku.bash
        DESTINATION ${CMAKE_INSTALL_DATADIR}/bash-completion/completions RENAME satdoku)
install(FILES ${PROJECT_BINARY_DIR}/packaging/_satdoku
        DESTINATION ${CMAKE_INSTALL_DATADIR}/zsh/vendor-completions)

# cpack -G DEB: satdoku_VERSION_amd64.deb, installing under /usr.
set(CPACK_PACKAGE_NAME satdoku)
set(CPACK_PACKAGE_VENDOR "satdoku")
set(CPACK_PACKAGE_CONTACT "satdoku maintainers <satdoku@localhost>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "${PROJECT_DESCRIPTION}")
set(CPACK_PACKAGE_DESCRIPTION
    "satdoku solves Sudoku (4x4 to 36x36, variant rules from f-puzzles JSON) with the\nCaDiCaL SAT solver and proves each answer with an independent backtracker.\nThis package holds the program, the C++ library (static, with a CMake package\nand a pkg-config file) and the Python module.")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION science)
# Run-time libraries of the program and the Python module, as dpkg-shlibdeps
# finds them (libboost-program-options, libstdc++, libc ...).
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# What users of the static libraries link besides them: CaDiCaL's static
# library (libcadical-dev; no public header includes nlohmann-json or Boost).
# The Python module is built for this Python's ABI (3.X only).
set(satdoku_deb_depends "libcadical-dev")
if(SATDOKU_PYTHON)
  math(EXPR python_next_minor "${Python3_VERSION_MINOR} + 1")
  string(APPEND satdoku_deb_depends ", python3 (>= ${SATDOKU_PYTHON_VERSION}~)"
         ", python3 (<< ${Python3_VERSION_MAJOR}.${python_next_minor})")
endif()
set(CPACK_DEBIAN_PACKAGE_DEPENDS "${satdoku_deb_depends}")
set(CPACK_DEBIAN_PACKAGE_SUGGESTS "cadical, minisat, picosat, pkg-config, cmake, g++")
include(CPack)
