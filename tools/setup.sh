#!/usr/bin/env bash
# Installs what satdoku needs (Debian packages only), configures and builds.
#
#   tools/setup.sh             install what is missing, build build/satdoku (Release)
#   tools/setup.sh --test      ... and the tests, then run them (build/)
#   tools/setup.sh --sanitize  install, build the tests under AddressSanitizer
#                              + UBSan (build-asan/) and run them
#   tools/setup.sh --web       the WebAssembly module and its page
#                              (build-web/site/; tools/web_build.sh says more)
#
# One line per stage, its full output in BUILD_DIR/setup/ (printed when it
# fails). Clang compiles a new build folder (CXX=g++ picks GCC). Run as root
# on Debian (or with sudo). Nothing is downloaded but Debian packages.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

# The web build has a script of its own (emscripten, CaDiCaL's source).
for arg in "$@"; do
  if [ "$arg" = --web ]; then exec tools/web_build.sh "$@"; fi
done

mode=program
for arg in "$@"; do
  case "$arg" in
    --test) mode=test ;;
    --sanitize) mode=sanitize ;;
    -h|--help) sed -n '2,13p' "$0"; exit 0 ;;
    *) echo "setup.sh: unknown argument '$arg' (try --help)" >&2; exit 2 ;;
  esac
done

# What the program needs to build: the first command installs only these
# (libboost-iostreams-dev brings zlib, libbz2 and liblzma: compressed files).
# Clang compiles it (below); g++ stays for libstdc++ and for consumers.
packages=(cmake ninja-build make clang g++ libcadical-dev libboost-program-options-dev libboost-iostreams-dev
          libboost-dev nlohmann-json3-dev)
# For the tests: GoogleTest, the external SAT solvers the tests and README's
# examples hand exported CNF to, and what the hand-run benchmark scripts need;
# pybind11 and pytest for the Python module and its tests, pkg-config for the
# install test's consumer, dpkg-dev for `cpack -G DEB`'s dependency list,
# groff for the man page test (cli/docs_test.cpp), venv and unzip for README's
# `pip install --no-build-isolation .` (CI's tests/install/python_wheel.sh),
# xz and bzip2 to make the compressed inputs the tests read, strace to count
# the threads a command starts (cli/puzzle_arguments_test.cpp);
# for `satdoku serve`'s tests a WebSocket client, LZString and a browser
# (Chromium: the connected solver is tested from a real page, its Local
# Network Access permission granted and refused).
test_packages=(libgtest-dev picosat minisat cadical libbenchmark-dev qqwing bc strace
               python3-dev pybind11-dev python3-pybind11 python3-pytest pkg-config dpkg-dev groff-base
               python3-venv python3-websockets python3-lzstring chromium unzip xz-utils bzip2)
[ "$mode" = program ] || packages+=("${test_packages[@]}")
# The sanitizer build needs Clang's run-time libraries as well.
if [ "$mode" = sanitize ]; then packages+=(libclang-rt-dev); fi

if [ "$mode" = sanitize ]; then
  preset=asan dir=build-asan
else
  preset=release dir=build
fi
logs=$dir/setup
mkdir -p "$logs"

# stage NAME LOG COMMAND...: one line saying what runs and how long it took;
# the command's output goes to LOG, shown whole if it fails.
stage() {
  local what=$1 log=$2
  shift 2
  printf 'setup: %s ... ' "$what"
  local start=$SECONDS
  if "$@" > "$log" 2>&1; then
    echo "$((SECONDS - start)) s"
  else
    echo "failed after $((SECONDS - start)) s; $log says:"
    cat "$log"
    exit 1
  fi
}

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
install() {
  local sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  export DEBIAN_FRONTEND=noninteractive
  $sudo apt-get update -q
  $sudo apt-get install -y -q --no-install-recommends "${missing[@]}"
}
if ((${#missing[@]})); then
  stage "installing ${missing[*]}" "$logs/install.log" install
fi

# ccache, when present, makes rebuilds after small changes cheap.
launcher=()
command -v ccache > /dev/null && launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
jobs=$(nproc 2>/dev/null || echo 2)

# SATDOKU_WERROR=ON in the environment (CI sets it for the Release build)
# makes any compiler warning in our own targets fail the build.
# The program alone configures without the tests (GoogleTest may not be
# installed yet); the tests turn them, and the Python module, on.
if [ "$mode" = program ]; then
  parts=(-DSATDOKU_BUILD_TESTS=OFF)
else
  parts=(-DSATDOKU_BUILD_TESTS=ON)
  [ "$mode" = sanitize ] || parts+=(-DSATDOKU_PYTHON=ON)
fi
# Ninja starts a component's compiles as soon as what they include exists,
# where make waits for every target before. Clang compiles, unless CXX names
# another compiler: it builds in far less CPU time than GCC (the test
# programs in half) and the engines it makes are as fast; the figures are
# in docs/benchmark-notes.md, "Build". A folder configured before keeps its
# generator and its compiler.
generator=(-G Ninja)
compiler=()
[ -n "${CXX:-}" ] || compiler=(-DCMAKE_CXX_COMPILER=clang++)
if [ -f "$dir/CMakeCache.txt" ]; then generator=() compiler=(); fi
stage "configuring $dir/ (preset $preset)" "$logs/configure.log" \
  cmake --preset "$preset" "${generator[@]}" "${compiler[@]}" "${launcher[@]}" "${parts[@]}" \
        -DSATDOKU_WERROR="${SATDOKU_WERROR:-OFF}"

if [ "$mode" = program ]; then
  stage "building satdoku" "$logs/build.log" cmake --build "$dir" -j "$jobs" --target satdoku
  exit 0
fi

# The program and the test programs only (never the benchmarks), as one
# goal: two goals would be built one after the other.
stage "building satdoku and the tests" "$logs/build.log" \
  cmake --build "$dir" -j "$jobs" --target satdoku_tests

tests=$(ctest --test-dir "$dir" -N | sed -n 's/^Total Tests: //p')
junit=$PWD/$logs/tests.xml
run_tests() {
  ctest --test-dir "$dir" --output-on-failure -j "$jobs" --output-junit "$junit"
}
# Skipped tests, counted and grouped by the reason each printed (GoogleTest's
# GTEST_SKIP message; tests that need the full public sets say which).
skipped_summary() {
  python3 - "$junit" << 'PY'
import collections, re, sys, xml.etree.ElementTree as ET
reasons = collections.defaultdict(list)
for case in ET.parse(sys.argv[1]).getroot().iter("testcase"):
    if case.get("status") != "skipped" and case.find("skipped") is None:
        continue
    out = case.findtext("system-out") or ""
    # GoogleTest's "Skipped" line and message, or a script's "SKIP: why".
    found = re.search(r"Skipped\n(.+)", out) or re.search(r"^SKIP: (.+)$", out, re.M)
    reasons[found.group(1).strip() if found else "(no reason given)"].append(case.get("name"))
total = sum(len(names) for names in reasons.values())
if total == 0:
    print("setup: no test skipped")
for reason, names in sorted(reasons.items()):
    print(f"setup: {len(names)} skipped: {reason}")
    for name in sorted(names):
        print(f"setup:   {name}")
PY
}
if [ "$mode" = sanitize ]; then
  # Memory errors, leaks and undefined behaviour fail the run.
  export ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1
  what="running $tests tests under ASan+UBSan"
else
  what="running $tests tests"
fi
printf 'setup: %s ... ' "$what"
start=$SECONDS
if run_tests > "$logs/test.log" 2>&1; then
  echo "$((SECONDS - start)) s"
  grep -E '^[0-9]+% tests passed' "$logs/test.log" | sed 's/^/setup: /'
  if [ "$mode" = sanitize ]; then
    # Each test program runs there as a few shards, its skipped cases inside
    # them: the release run (--test) names them.
    echo "setup: (each test program ran in shards of its cases; --test lists the skipped ones)"
  else
    skipped_summary
  fi
else
  echo "failed after $((SECONDS - start)) s; from $logs/test.log:"
  # Everything but the lines of starting and passing tests: the failures,
  # their output and the summary.
  grep -vE '^ *(Start +[0-9]+:|[0-9]+/[0-9]+ Test +#[0-9]+: .* Passed)' "$logs/test.log"
  exit 1
fi
