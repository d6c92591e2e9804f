#!/bin/sh
# Rewrites cnf_examples/*.cnf from their puzzles (cnf_examples/*.txt) with the
# current library, through the test that otherwise checks them byte for byte.
# Usage: tools/make_cnf_examples.sh [BUILD_DIR]   (default: build)
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-"$root/build"}
cmake --build "$build" --target sat_tests
SATDOKU_REGENERATE_CNF_EXAMPLES=1 "$build/tests/sat_tests" --gtest_filter='CnfExamples.FilesMatchTheCurrentExport'
"$build/tests/sat_tests" --gtest_filter='CnfExamples.*'
