#!/usr/bin/env bash
# Installs what satdoku needs (Debian packages only), configures and builds.
#
#   tools/setup.sh            install what is missing, build build/satdoku (Release)
#   tools/setup.sh --test     ... then run the whole test suite: the Release build,
#                             then again under AddressSanitizer + UBSan (build-asan/)
#
# Run as root on Debian (or with sudo available). Nothing is downloaded but
# Debian packages.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

run_tests=0
for arg in "$@"; do
  case "$arg" in
    --test) run_tests=1 ;;
    -h|--help) sed -n '2,9p' "$0"; exit 0 ;;
    *) echo "setup.sh: unknown argument '$arg' (try --help)" >&2; exit 2 ;;
  esac
done

# Build tools and libraries, the external SAT solvers the tests hand our
# exported CNF to, and what the hand-run benchmark scripts call (qqwing, bc).
packages=(cmake make g++ libcadical-dev libboost-program-options-dev nlohmann-json3-dev libgtest-dev
          libbenchmark-dev picosat minisat cadical qqwing bc)

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]})); then
  echo "setup: installing ${missing[*]}" >&2
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  export DEBIAN_FRONTEND=noninteractive
  $sudo apt-get update -qq
  $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

jobs=$(nproc 2>/dev/null || echo 2)

build() {  # build DIR [cmake options...]
  local dir=$1; shift
  cmake -S . -B "$dir" "$@" >/dev/null
  cmake --build "$dir" -j "$jobs"
}

build build -DCMAKE_BUILD_TYPE=Release

if ((run_tests)); then
  ctest --test-dir build --output-on-failure -j "$jobs"
  # The same suite under the sanitizers: memory errors and undefined
  # behaviour fail the run. Benchmarks are left out of this build.
  build build-asan -DCMAKE_BUILD_TYPE=RelWithDebInfo -DSATDOKU_SANITIZE=ON \
    -DSATDOKU_BUILD_BENCHMARKS=OFF
  ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1 \
    ctest --test-dir build-asan --output-on-failure -j "$jobs"
fi
