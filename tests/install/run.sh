#!/usr/bin/env bash
# Installs the built tree into a temporary prefix, then builds and runs the
# consumer (tests/install/consumer) against it twice: with find_package and
# with pkg-config. Each must print problem A's answer (the judge's sample,
# Baekjoon 2239) and the checker's "valid".
#
#   tests/install/run.sh BUILD_DIR [CXX_COMPILER]
set -euo pipefail
build=$1
cxx=${2:-c++}
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
prefix=$(mktemp -d)
trap 'rm -rf "$prefix"' EXIT

puzzle=103000509002109400000704000300502006060000050700803004000401000009205800804000107
expected="143628579572139468986754231391542786468917352725863914237481695619275843854396127 valid"

cmake --install "$build" --prefix "$prefix/usr" > "$prefix/install.log"
for f in bin/satdoku include/satdoku/version.hpp share/man/man1/satdoku.1.gz \
         share/bash-completion/completions/satdoku share/zsh/vendor-completions/_satdoku \
         share/doc/satdoku/copyright share/doc/libsatdoku-dev/rules.md \
         share/doc/libsatdoku-dev/README.md share/doc/libsatdoku-dev/changelog.gz; do
  [ -f "$prefix/usr/$f" ] || { echo "not installed: $f"; exit 1; }
done
# The installed headers point at nothing outside what is installed: no
# source file, no folder beside the repository.
if grep -nE '(^|[^a-z_])(src|tests)/|\.\./shared|variants\.md' "$prefix"/usr/include/satdoku/*.hpp; then
  echo "installed headers point outside what is installed (above)"
  exit 1
fi

check() {
  local how=$1 got
  got=$("$2" "$puzzle")
  if [ "$got" != "$expected" ]; then
    printf '%s consumer printed\n  %s\nnot\n  %s\n' "$how" "$got" "$expected"
    exit 1
  fi
  echo "$how consumer: $got"
}

# find_package(satdoku CONFIG) through CMAKE_PREFIX_PATH.
cmake -S "$here/consumer" -B "$prefix/cmake-build" -DCMAKE_PREFIX_PATH="$prefix/usr" \
      -DCMAKE_CXX_COMPILER="$cxx" -DCMAKE_BUILD_TYPE=Release > "$prefix/configure.log"
cmake --build "$prefix/cmake-build" > "$prefix/build.log"
check find_package "$prefix/cmake-build/consumer"

# pkg-config through PKG_CONFIG_PATH; the installed .pc knows its own prefix,
# and its Cflags the language standard (no -std here).
pc_dir=$(dirname "$(find "$prefix/usr" -name satdoku.pc)")
flags=$(PKG_CONFIG_PATH=$pc_dir pkg-config --cflags --libs satdoku)
"$cxx" -O1 "$here/consumer/consumer.cpp" -o "$prefix/consumer" $flags
check pkg-config "$prefix/consumer"

# The Python package, when built, imports from its installed place.
package=$(find "$prefix/usr" -name __init__.py -path '*python3*/satdoku/*')
if [ -n "$package" ]; then
  got=$(cd / && PYTHONPATH=$(dirname "$(dirname "$package")") "${PYTHON:-python3}" -c \
        "import satdoku; a = satdoku.solve('$puzzle'); print(a, 'valid' if satdoku.check('$puzzle', a) else 'invalid')")
  [ "$got" = "$expected" ] || { echo "python printed $got"; exit 1; }
  echo "python module: $got"
fi
