# What the WebAssembly build (emscripten) does differently, included by the
# top-level CMakeLists.txt in place of finding CaDiCaL and nlohmann-json.
#
# The library's two dependencies come from Debian as the native build takes
# them, but compiled by the same toolchain:
# CaDiCaL from Debian's source package (tools/web_build.sh unpacks it; no
# emscripten "port", which would download), and nlohmann-json's headers
# alone (the header-only package; its CMake config would put all of
# /usr/include, the host's C library too, on the compiler's path).
set(SATDOKU_CADICAL_SOURCE "" CACHE PATH
    "CaDiCaL's unpacked Debian source package (apt-get source cadical), for the WebAssembly build")
if(NOT EXISTS "${SATDOKU_CADICAL_SOURCE}/src/cadical.hpp")
  message(FATAL_ERROR "SATDOKU_CADICAL_SOURCE='${SATDOKU_CADICAL_SOURCE}' holds no src/cadical.hpp: "
                      "tools/setup.sh --web unpacks Debian's source package there")
endif()
# The library's sources, as CaDiCaL's makefile takes them: every file but the
# two programs' (the solver's command line and the model-based tester).
file(GLOB cadical_sources ${SATDOKU_CADICAL_SOURCE}/src/*.cpp)
list(REMOVE_ITEM cadical_sources ${SATDOKU_CADICAL_SOURCE}/src/cadical.cpp
     ${SATDOKU_CADICAL_SOURCE}/src/mobical.cpp)
add_library(satdoku_cadical STATIC ${cadical_sources})
# As its configure script builds the library by default (-O3 -DNDEBUG), and
# as Debian's package does, without the build header (NBUILD). NUNLOCKED:
# configure's probe for getc_unlocked runs a program, which a cross build
# cannot. CaDiCaL throws no exception: built without the unwinding tables
# and trampolines that catching costs in emscripten.
target_compile_definitions(satdoku_cadical PRIVATE NDEBUG NBUILD NUNLOCKED)
target_compile_options(satdoku_cadical PRIVATE -O3 -fno-exceptions -w)
# C++11, as its sources are written (without a standard CMake asks for C++98).
target_compile_features(satdoku_cadical PRIVATE cxx_std_11)
target_include_directories(satdoku_cadical INTERFACE ${SATDOKU_CADICAL_SOURCE}/src)
add_library(satdoku::cadical ALIAS satdoku_cadical)

find_path(SATDOKU_NLOHMANN_JSON_DIR nlohmann/json.hpp PATHS /usr/include NO_DEFAULT_PATH
          NO_CMAKE_FIND_ROOT_PATH)
if(NOT SATDOKU_NLOHMANN_JSON_DIR)
  message(FATAL_ERROR "nlohmann/json.hpp not found (Debian: nlohmann-json3-dev)")
endif()
set(satdoku_json_include ${CMAKE_BINARY_DIR}/nlohmann-json)
file(MAKE_DIRECTORY ${satdoku_json_include})
file(CREATE_LINK ${SATDOKU_NLOHMANN_JSON_DIR}/nlohmann ${satdoku_json_include}/nlohmann SYMBOLIC)
add_library(nlohmann_json::nlohmann_json INTERFACE IMPORTED)
set_target_properties(nlohmann_json::nlohmann_json PROPERTIES INTERFACE_INCLUDE_DIRECTORIES
                                                              ${satdoku_json_include})

# The library reports bad input and unsupported rules by exceptions, which
# emscripten only catches when asked to (its default aborts on a throw).
# WebAssembly's own exception handling, whose C++ runtime Debian's
# emscripten ships prebuilt (its "-except" libraries): emscripten's older
# JavaScript-based handling sends every call that may throw past a
# destructor through a JavaScript function.
add_compile_options(-fwasm-exceptions)
add_link_options(-fwasm-exceptions)
# The 9x9 solver's kernel (its plain C++ path, written in vectors of sixteen
# lanes) in WebAssembly's 128-bit SIMD, which every current browser runs
# (Chrome and Firefox since 2021, Safari since 16.4) and node 16.4 on.
set_source_files_properties(${PROJECT_SOURCE_DIR}/src/native/band9_path.cpp PROPERTIES
                            COMPILE_OPTIONS -msimd128)
# The components ask for -fno-semantic-interposition, which only means
# something for ELF shared objects; clang says so for every file.
add_compile_options(-Wno-unused-command-line-argument)
