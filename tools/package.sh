#!/usr/bin/env bash
# Builds the Debian packages satdoku, libsatdoku-dev and python3-satdoku and
# checks them with lintian (not part of the test suite: a package build is a
# fresh Release build of its own).
#
#   tools/package.sh [--install]
#
# The build goes to build-package/ with prefix /usr (multiarch library
# paths) and no tests, so that it builds only what the packages hold; the
# .debs are left there. lintian must report no error and no warning (the
# informational tags it prints are listed, not fatal). --install (as root)
# then installs the three with dpkg, runs the program, the Python module and
# a consumer of the library from them, removes them again and checks that
# nothing they installed is left behind.
#
# Set DEBFULLNAME and DEBEMAIL (as for Debian's own tools) to name the
# maintainer of packages meant for publishing.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

install=no
for arg in "$@"; do
  case "$arg" in
    --install) install=yes ;;
    -h | --help) sed -n '2,19p' "$0"; exit 0 ;;
    *) echo "package.sh: unknown argument '$arg' (try --help)" >&2; exit 2 ;;
  esac
done
# What packaging needs beyond tools/setup.sh's list, installed when missing
# (Debian packages, as root or through sudo): lintian, dpkg-shlibdeps and
# dpkg-buildflags (dpkg-dev), fakeroot, and man for --install's check.
missing=()
for p in cmake make g++ libcadical-dev libboost-program-options-dev libboost-iostreams-dev nlohmann-json3-dev \
         python3-dev pybind11-dev pkg-config dpkg-dev fakeroot lintian man-db; do
  dpkg-query -W -f='${Status}' "$p" 2> /dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]})); then
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo=sudo
  echo "package.sh: installing ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  $sudo apt-get update -q > /dev/null
  $sudo apt-get install -y -q --no-install-recommends "${missing[@]}" > /dev/null
fi

dir=build-package
launcher=()
command -v ccache > /dev/null && launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
# Debian's hardening flags, as its own packages are built with (fortified
# functions, stack protector, read-only relocations bound at load), less its
# -O2 and -g: the Release build's -O3 stays.
export DEB_BUILD_MAINT_OPTIONS=hardening=+all
cxxflags=$(dpkg-buildflags --get CPPFLAGS)" "$(dpkg-buildflags --get CXXFLAGS | sed 's/ *-O2//; s/ *-g\b//')
# No compiler version stamp (.comment) in our objects, and the installed
# program and module stripped of the ones linked in, as dh_strip does
# (lintian: binary-has-unneeded-section, static-library-has-unneeded-sections).
cxxflags+=" -fno-ident"
mkdir -p "$dir"
cat > "$dir/strip.sh" << 'STRIP'
#!/bin/sh
exec strip --remove-section=.comment --remove-section=.note "$@"
STRIP
chmod +x "$dir/strip.sh"
ldflags=$(dpkg-buildflags --get LDFLAGS)
cmake -S . -B "$dir" -DCMAKE_BUILD_TYPE=Release -DCMAKE_INSTALL_PREFIX=/usr \
      -DCMAKE_CXX_FLAGS="$cxxflags" -DCMAKE_STRIP="$PWD/$dir/strip.sh" -DCMAKE_EXE_LINKER_FLAGS="$ldflags" \
      -DCMAKE_SHARED_LINKER_FLAGS="$ldflags" -DCMAKE_MODULE_LINKER_FLAGS="$ldflags" \
      -DSATDOKU_BUILD_TESTS=OFF -DSATDOKU_BUILD_BENCHMARKS=OFF -DSATDOKU_PYTHON=ON "${launcher[@]}" > /dev/null
cmake --build "$dir" -j "$(nproc 2> /dev/null || echo 2)"
rm -f "$dir"/*.deb
(cd "$dir" && cpack -G DEB > cpack.log) || { cat "$dir/cpack.log"; exit 1; }
mapfile -t debs < <(ls "$dir"/*.deb)
echo "package.sh: built ${debs[*]}"

status=0
for deb in "${debs[@]}"; do
  report=$(lintian --info --display-info "$deb" 2>&1 || true)
  echo "lintian $(basename "$deb"):"
  if [ -n "$report" ]; then
    echo "$report" | sed 's/^/  /'
  else
    echo "  (nothing to report)"
  fi
  if echo "$report" | grep -qE '^[EW]: '; then status=1; fi
done
if [ "$status" -ne 0 ]; then
  echo "package.sh: lintian reports errors or warnings" >&2
  exit 1
fi

[ "$install" = yes ] || exit 0

# Install, use, remove: what the three packages installed must be gone
# afterwards, bytecode included.
names=(satdoku libsatdoku-dev python3-satdoku)
dpkg -i "${debs[@]}"
dpkg -L "${names[@]}" | sort -u > "$dir/installed.txt"
trap 'dpkg -P "${names[@]}" > /dev/null 2>&1 || true' EXIT
puzzle=103000509002109400000704000300502006060000050700803004000401000009205800804000107
answer=143628579572139468986754231391542786468917352725863914237481695619275843854396127
[ "$(/usr/bin/satdoku solve --format line <<< "$puzzle")" = "$answer" ]
[ "$(cd / && /usr/bin/python3 -c "import satdoku; print(satdoku.solve('$puzzle'))")" = "$answer" ]
man -w satdoku > /dev/null
consumer=$(mktemp -d)
g++ -std=c++20 tests/install/consumer/consumer.cpp -o "$consumer/consumer" $(pkg-config --cflags --libs satdoku)
[ "$("$consumer/consumer" "$puzzle")" = "$answer valid" ]
rm -rf "$consumer"
echo "package.sh: installed packages solve problem A (program, module, pkg-config consumer)"
dpkg -P "${names[@]}"
trap - EXIT
left=()
while read -r path; do
  # Folders other packages share (/usr/lib/python3/dist-packages, /usr/share/doc ...)
  # stay; anything of ours must not.
  [ -e "$path" ] || continue
  [ -d "$path" ] && [ -n "$(dpkg -S "$path" 2> /dev/null)" ] && continue
  left+=("$path")
done < "$dir/installed.txt"
for extra in /usr/lib/python3/dist-packages/satdoku; do
  [ -e "$extra" ] && left+=("$extra")
done
if ((${#left[@]})); then
  printf 'package.sh: left behind after dpkg -P: %s\n' "${left[@]}" >&2
  exit 1
fi
echo "package.sh: dpkg -P left nothing behind"
