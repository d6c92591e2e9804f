#!/usr/bin/env bash
# satdoku in the browser: builds the WebAssembly module and its page into
# build-web/site/, a folder of static files any web server can serve.
#
#   tools/setup.sh --web          (the same as tools/web_build.sh)
#   tools/web_build.sh --test     ... then runs the web tests: the module's
#                                 answers against build/satdoku (built when
#                                 missing) and the page in headless Chromium
#
# Everything comes from Debian: emscripten (its own clang and prebuilt C++
# runtime), and CaDiCaL's source package, fetched once with `apt-get source`
# for the version of libcadical-dev the native build links (a deb-src list
# of the same archives in build-web/apt/, the system's sources untouched)
# and compiled by the same toolchain. No emscripten port, nothing else
# downloaded. One line per stage, full output in build-web/setup/*.log.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

test=no
for arg in "$@"; do
  case "$arg" in
    --web) ;;
    --test) test=yes ;;
    -h | --help) sed -n '2,15p' "$0"; exit 0 ;;
    *) echo "web_build.sh: unknown argument '$arg' (try --help)" >&2; exit 2 ;;
  esac
done

dir=build-web
logs=$dir/setup
mkdir -p "$logs"

stage() {
  local what=$1 log=$2
  shift 2
  printf 'web: %s ... ' "$what"
  local start=$SECONDS
  if "$@" > "$log" 2>&1; then
    echo "$((SECONDS - start)) s"
  else
    echo "failed after $((SECONDS - start)) s; $log says:"
    cat "$log"
    exit 1
  fi
}

sudo=""
[ "$(id -u)" -eq 0 ] || sudo=sudo

# emscripten brings clang, lld, binaryen, node and node-acorn; dpkg-dev
# unpacks the source package; libcadical-dev names the version to build;
# nlohmann-json3-dev is the library's JSON reader. --test: the native
# program's packages and a browser with a DevTools client.
packages=(cmake make emscripten dpkg-dev libcadical-dev nlohmann-json3-dev)
[ "$test" = no ] || packages+=(g++ libboost-program-options-dev libboost-dev chromium python3-websockets)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2> /dev/null | grep -q "install ok installed" || missing+=("$p")
done
install() {
  export DEBIAN_FRONTEND=noninteractive
  $sudo apt-get update -q
  $sudo apt-get install -y -q --no-install-recommends "${missing[@]}"
}
if ((${#missing[@]})); then
  stage "installing ${missing[*]}" "$logs/install.log" install
fi

# CaDiCaL's source, the version the native build links.
version=$(dpkg-query -W -f='${Version}' libcadical-dev)
upstream=${version%-*}
cadical=$PWD/$dir/cadical/cadical-$upstream
fetch_cadical() {
  local apt=$PWD/$dir/apt
  mkdir -p "$apt/lists/partial" "$apt/cache/archives/partial" "$apt/parts" "$dir/cadical"
  # deb-src for every archive the system's binary packages come from.
  apt-get indextargets --format '$(REPO_URI) $(RELEASE) $(COMPONENT)' 'Identifier: Packages' |
    sort -u | sed 's/^/deb-src /' > "$apt/sources.list"
  local options=(-o "Dir::Etc::SourceList=$apt/sources.list" -o "Dir::Etc::SourceParts=$apt/parts"
                 -o "Dir::State::Lists=$apt/lists" -o "Dir::Cache=$apt/cache" -o APT::Sandbox::User=root)
  $sudo apt-get "${options[@]}" update -q
  (cd "$dir/cadical" && apt-get "${options[@]}" source --download-only "libcadical-dev=$version" &&
     rm -rf "cadical-$upstream" && dpkg-source -x cadical_"$version".dsc "cadical-$upstream")
  test -f "$cadical/src/cadical.hpp"
}
if [ ! -f "$cadical/src/cadical.hpp" ]; then
  stage "fetching CaDiCaL $version's Debian source" "$logs/fetch.log" fetch_cadical
fi

# emscripten's JavaScript optimizer loads acorn, which Debian keeps in
# /usr/share/nodejs: a node that is not Debian's own does not look there.
export NODE_PATH=/usr/share/nodejs${NODE_PATH:+:$NODE_PATH}
stage "configuring $dir/ (emscripten $(cat /usr/share/emscripten/emscripten-version.txt))" \
  "$logs/configure.log" \
  emcmake cmake -S . -B "$dir" -DCMAKE_BUILD_TYPE=Release -DSATDOKU_BUILD_PROGRAM=OFF \
  -DSATDOKU_BUILD_TESTS=OFF -DSATDOKU_INSTALL=OFF -DSATDOKU_PYTHON=OFF \
  -DSATDOKU_WERROR="${SATDOKU_WERROR:-OFF}" -DSATDOKU_CADICAL_SOURCE="$cadical"
jobs=$(nproc 2> /dev/null || echo 2)
stage "building the module and the page" "$logs/build.log" \
  cmake --build "$dir" -j "$jobs" --target satdoku_web

site=$dir/site
size() { stat -c %s "$1"; }
zipped() { gzip -9 -c "$1" | wc -c; }
kb() { echo "$(( ($1 + 512) / 1024 )) KB"; }
raw=$(($(size "$site/satdoku.wasm") + $(size "$site/satdoku.js")))
packed=$(($(zipped "$site/satdoku.wasm") + $(zipped "$site/satdoku.js")))
echo "web: $site/: satdoku.wasm + satdoku.js $(kb $raw), $(kb $packed) gzipped"
echo "web: open it with: python3 -m http.server -d $site 8000, then http://localhost:8000/"

if [ "$test" = yes ]; then
  if [ ! -x build/satdoku ]; then
    stage "building build/satdoku (the answers to compare with)" "$logs/native.log" \
      tools/setup.sh
  fi
  stage "comparing the module's answers with build/satdoku" "$logs/compare.log" \
    node --no-experimental-fetch web/tests/compare_cli.mjs "$site" build/satdoku
  stage "testing the page in headless Chromium" "$logs/browser.log" \
    /usr/bin/python3 web/tests/browser_test.py "$site" "$dir/screenshots"
  tail -n 3 "$logs/compare.log" | sed 's/^/web: /'
  echo "web: screenshots in $dir/screenshots/"
fi
