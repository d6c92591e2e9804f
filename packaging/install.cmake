# What `cmake --install` puts under the prefix, in three components that
# `cpack -G DEB` makes into three Debian packages (tools/package.sh):
#
#   program -> satdoku          bin/satdoku, man page, bash and zsh completion
#   dev     -> libsatdoku-dev   include/satdoku/*.hpp, LIBDIR/libsatdoku_*.a,
#                               LIBDIR/cmake/satdoku/ (find_package), LIBDIR/pkgconfig/satdoku.pc
#   python  -> python3-satdoku  lib/python3/dist-packages/satdoku/ (python/CMakeLists.txt)
#
# Each package's documentation folder, share/doc/PACKAGE/, holds its copyright
# file and changelog as Debian wants them, and README.md.gz and rules.md.gz
# (the rule contract the headers point at), compressed as Debian wants
# documents over 4 KiB. With CMAKE_INSTALL_PREFIX=/usr,
# GNUInstallDirs makes LIBDIR the multiarch one (lib/x86_64-linux-gnu).
# Included from the top-level CMakeLists.txt.
include(CMakePackageConfigHelpers)

set(satdoku_components satdoku_puzzle satdoku_core satdoku_notation satdoku_native satdoku_sat satdoku_registry
                       satdoku_render satdoku_setter
                       satdoku_logic
                       satdoku_serve satdoku_pipeline)
foreach(component ${satdoku_components})
  string(REPLACE "satdoku_" "" short ${component})
  set_target_properties(${component} PROPERTIES EXPORT_NAME ${short})
endforeach()
set_target_properties(satdoku_lib PROPERTIES EXPORT_NAME satdoku)

install(TARGETS satdoku RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR} COMPONENT program)
install(TARGETS ${satdoku_components} satdoku_lib EXPORT satdokuTargets
        ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR} COMPONENT dev)
# The folder as a whole: whichever headers it holds are the public ones.
install(DIRECTORY ${PROJECT_SOURCE_DIR}/include/satdoku DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}
        COMPONENT dev FILES_MATCHING PATTERN "*.hpp")
install(FILES ${PROJECT_BINARY_DIR}/generated/satdoku/version.hpp
        DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/satdoku COMPONENT dev)

set(satdoku_cmake_dir ${CMAKE_INSTALL_LIBDIR}/cmake/satdoku)
install(EXPORT satdokuTargets NAMESPACE satdoku:: DESTINATION ${satdoku_cmake_dir} COMPONENT dev)
configure_package_config_file(${CMAKE_CURRENT_LIST_DIR}/satdokuConfig.cmake.in
                              ${PROJECT_BINARY_DIR}/packaging/satdokuConfig.cmake
                              INSTALL_DESTINATION ${satdoku_cmake_dir})
write_basic_package_version_file(${PROJECT_BINARY_DIR}/packaging/satdokuConfigVersion.cmake
                                 COMPATIBILITY SameMinorVersion)
install(FILES ${PROJECT_BINARY_DIR}/packaging/satdokuConfig.cmake
              ${PROJECT_BINARY_DIR}/packaging/satdokuConfigVersion.cmake
        DESTINATION ${satdoku_cmake_dir} COMPONENT dev)

# pkg-config: the prefix is the one installed into (/usr by the .deb, a
# temporary one by the install test), so it is written at install time.
set(pc_prefix_mark "@SATDOKU_PC_PREFIX@")  # left for the second pass
configure_file(${CMAKE_CURRENT_LIST_DIR}/satdoku.pc.in ${PROJECT_BINARY_DIR}/packaging/satdoku.pc.in
               @ONLY)
install(CODE "set(SATDOKU_PC_PREFIX \"\${CMAKE_INSTALL_PREFIX}\")
  configure_file(\"${PROJECT_BINARY_DIR}/packaging/satdoku.pc.in\"
                 \"${PROJECT_BINARY_DIR}/packaging/satdoku.pc\" @ONLY)" COMPONENT dev)
install(FILES ${PROJECT_BINARY_DIR}/packaging/satdoku.pc
        DESTINATION ${CMAKE_INSTALL_LIBDIR}/pkgconfig COMPONENT dev)

# Made by satdoku_docgen from the program's option tables (CMakeLists.txt),
# the man page compressed as Debian wants it.
install(FILES ${PROJECT_BINARY_DIR}/packaging/satdoku.1.gz DESTINATION ${CMAKE_INSTALL_MANDIR}/man1
        COMPONENT program)
install(FILES ${PROJECT_BINARY_DIR}/packaging/satdoku.bash
        DESTINATION ${CMAKE_INSTALL_DATADIR}/bash-completion/completions RENAME satdoku
        COMPONENT program)
install(FILES ${PROJECT_BINARY_DIR}/packaging/_satdoku
        DESTINATION ${CMAKE_INSTALL_DATADIR}/zsh/vendor-completions COMPONENT program)

# share/doc/PACKAGE/ for each package: copyright (the MIT licence, in Debian's
# machine-readable form), changelog.gz (packaging/changelog), README.md.gz and
# rules.md.gz, compressed at build time (CMakeLists.txt).
function(satdoku_package_docs component package)
  set(doc ${CMAKE_INSTALL_DATAROOTDIR}/doc/${package})
  install(FILES ${CMAKE_CURRENT_LIST_DIR}/copyright ${PROJECT_BINARY_DIR}/packaging/README.md.gz
                ${PROJECT_BINARY_DIR}/packaging/rules.md.gz ${PROJECT_BINARY_DIR}/packaging/changelog.gz
          DESTINATION ${doc} COMPONENT ${component})
endfunction()
satdoku_package_docs(program satdoku)
satdoku_package_docs(dev libsatdoku-dev)
if(SATDOKU_PYTHON)
  satdoku_package_docs(python python3-satdoku)
endif()

include(packaging/deb.cmake)
