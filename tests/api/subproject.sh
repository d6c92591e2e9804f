#!/usr/bin/env bash
# Configures and builds tests/api/subproject, a project that adds satdoku
# with add_subdirectory, then runs its program on problem A (the judge's
# sample, Baekjoon 2239), which must print the known answer and "valid".
# Its build folder is kept under BUILD_DIR, so a second run only relinks.
#
#   tests/api/subproject.sh SOURCE_DIR BUILD_DIR [CXX_COMPILER] [LAUNCHER]
set -euo pipefail
source_dir=$1
build=$2/subproject-test
cxx=${3:-c++}
launcher=${4:-}
puzzle=103000509002109400000704000300502006060000050700803004000401000009205800804000107
expected="143628579572139468986754231391542786468917352725863914237481695619275843854396127 valid"

# No build type: the parent's choice (none) must survive satdoku's
# CMakeLists; -O0 keeps the build short.
cmake -S "$source_dir/tests/api/subproject" -B "$build" -DSATDOKU_SOURCE_DIR="$source_dir" \
      -DCMAKE_CXX_COMPILER="$cxx" ${launcher:+-DCMAKE_CXX_COMPILER_LAUNCHER="$launcher"} \
      -DCMAKE_CXX_FLAGS=-O0 > "$build.configure.log" 2>&1 || { cat "$build.configure.log"; exit 1; }
cmake --build "$build" --target parent -j2 > "$build.build.log" 2>&1 || { tail -50 "$build.build.log"; exit 1; }
got=$("$build/parent" "$puzzle")
[ "$got" = "$expected" ] || { printf 'the parent project printed\n  %s\nnot\n  %s\n' "$got" "$expected"; exit 1; }
echo "add_subdirectory parent: $got"
