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
         share/doc/satdoku/copyright share/doc/libsatdoku-dev/rules.md.gz \
         share/doc/libsatdoku-dev/README.md.gz share/doc/libsatdoku-dev/changelog.gz; do
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

# pkg-config through PKG_CONFIG_PATH; the installed .pc knows its own prefix.
# The language standard is the user's: C++20 as README says, and a C++23
# build stays C++23 (a -std in the .pc would come after the user's and win).
pc_dir=$(dirname "$(find "$prefix/usr" -name satdoku.pc)")
flags=$(PKG_CONFIG_PATH=$pc_dir pkg-config --cflags --libs satdoku)
"$cxx" -std=c++20 -O1 "$here/consumer/consumer.cpp" -o "$prefix/consumer" $flags
check pkg-config "$prefix/consumer"
printf '#include <satdoku/satdoku.hpp>\nstatic_assert(__cplusplus > 202002L);\nint main() {}\n' > "$prefix/cxx23.cpp"
# Clang 14 spells C++23 by its draft's name.
cxx23=c++23
"$cxx" -std=$cxx23 -x c++ -fsyntax-only /dev/null 2> /dev/null || cxx23=c++2b
"$cxx" -std=$cxx23 -fsyntax-only "$prefix/cxx23.cpp" $(PKG_CONFIG_PATH=$pc_dir pkg-config --cflags satdoku) ||
  { echo "a C++23 build with satdoku.pc's flags is not C++23"; exit 1; }
# Below C++20 the headers say what they need, instead of failing somewhere inside.
if "$cxx" -std=c++17 -fsyntax-only "$prefix/cxx23.cpp" $(PKG_CONFIG_PATH=$pc_dir pkg-config --cflags satdoku) \
     > "$prefix/cxx17.log" 2>&1 || ! grep -q "satdoku's headers need C++20 or later" "$prefix/cxx17.log"; then
  echo "a C++17 build was not told that the headers need C++20:"; cat "$prefix/cxx17.log"; exit 1
fi

# The Python package, when built, imports from its installed place.
package=$(find "$prefix/usr" -name __init__.py -path '*python3*/satdoku/*')
if [ -n "$package" ]; then
  got=$(cd / && PYTHONPATH=$(dirname "$(dirname "$package")") "${PYTHON:-python3}" -c \
        "import satdoku; a = satdoku.solve('$puzzle'); print(a, 'valid' if satdoku.check('$puzzle', a) else 'invalid')")
  [ "$got" = "$expected" ] || { echo "python printed $got"; exit 1; }
  echo "python module: $got"
fi

# The three Debian packages are the three install components (cpack -G DEB,
# tools/package.sh): each holds its own part and nothing of another's, so
# that a user of the program does not pull in the library's dependencies.
# component NAME: the files it installs, relative to a prefix of its own.
component() {
  local dir=$prefix/component-$1
  cmake --install "$build" --prefix "$dir" --component "$1" > "$prefix/install-$1.log"
  (cd "$dir" && find . -type f | sed 's|^\./||' | sort)
}
# expect NAME WHAT PATTERN: the component holds a file matching PATTERN.
expect() {
  grep -qE "$3" <<< "${files[$1]}" || { printf '%s holds no %s; it holds:\n%s\n' "$1" "$2" "${files[$1]}"; exit 1; }
}
declare -A files
parts=(program dev)
[ -n "$package" ] && parts+=(python)
for part in "${parts[@]}"; do files[$part]=$(component "$part"); done
expect program "program" '^bin/satdoku$'
expect program "gzipped man page" '^share/man/man1/satdoku\.1\.gz$'
expect program "bash completion" '^share/bash-completion/completions/satdoku$'
expect program "zsh completion" '^share/zsh/vendor-completions/_satdoku$'
expect dev "header" '^include/satdoku/satdoku\.hpp$'
expect dev "static library" '^lib[^/]*/(.*/)?libsatdoku_core\.a$'
expect dev "CMake package" '/cmake/satdoku/satdokuConfig\.cmake$'
expect dev "pkg-config file" '/pkgconfig/satdoku\.pc$'
for part in "${parts[@]}"; do
  name=$part
  case $part in program) name=satdoku ;; dev) name=libsatdoku-dev ;; python) name=python3-satdoku ;; esac
  expect "$part" "copyright file" "^share/doc/$name/copyright\$"
  expect "$part" "changelog" "^share/doc/$name/changelog\.gz\$"
  # Documents over 4 KiB compressed, as Debian wants them.
  expect "$part" "compressed README" "^share/doc/$name/README\.md\.gz\$"
  expect "$part" "compressed rule contract" "^share/doc/$name/rules\.md\.gz\$"
done
if [ -n "$package" ]; then
  expect python "package" '/satdoku/__init__\.py$'
  expect python "compiled module" '/satdoku/_core\..*so$'
  expect python "type stubs" '/satdoku/__init__\.pyi$'
  expect python "py.typed marker" '/satdoku/py\.typed$'
fi
# Nothing twice: a file in two packages would make dpkg refuse the second.
doubled=$(for part in "${parts[@]}"; do echo "${files[$part]}"; done | sort | uniq -d)
[ -z "$doubled" ] || { printf 'in two components:\n%s\n' "$doubled"; exit 1; }
# The program's package holds no library part, the library's no program.
if grep -E '^(include|lib)/' <<< "${files[program]}" || grep -E '^bin/' <<< "${files[dev]}"; then
  echo "a component holds another's files (above)"
  exit 1
fi
echo "components: program $(wc -l <<< "${files[program]}") files, dev $(wc -l <<< "${files[dev]}")${package:+, python $(wc -l <<< "${files[python]}")}"
