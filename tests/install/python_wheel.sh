#!/usr/bin/env bash
# README's offline Python recipe from a clean copy of the source tree, as a
# newcomer runs it on a machine without the Python package index: a venv of
# Debian's python3 with its site packages (pybind11), then
# `pip wheel --no-build-isolation` through the project's own PEP 517 backend.
# The wheel must carry the licence in PEP 639's form, install, and solve
# problem A (Baekjoon 2239's sample) from outside the source tree; the
# backend must have handed CMake the build environment's pybind11. The
# source distribution must hold what the wheel is built from. CI runs this
# (.ci/run): it compiles the library once more, at -O0 to keep it short
# (two or three minutes of CPU), in WORK_DIR/cmake, which a second run
# reuses.
#
#   tests/install/python_wheel.sh [WORK_DIR]     (default: build/python-wheel)
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
work=${1:-$root/build/python-wheel}
python=${PYTHON:-/usr/bin/python3}
puzzle=103000509002109400000704000300502006060000050700803004000401000009205800804000107
expected="143628579572139468986754231391542786468917352725863914237481695619275843854396127 valid"

rm -rf "$work/src" "$work/venv" "$work/dist" "$work/sdist"
mkdir -p "$work/src" "$work/dist" "$work/sdist"
# The clean copy: what git tracks and what it would (new files not ignored),
# none of the build folders; times kept, so that a second run of the
# reused CMake folder rebuilds only what changed.
if git -C "$root" rev-parse --is-inside-work-tree > /dev/null 2>&1; then
  (cd "$root" && { git ls-files -z; git ls-files -z --others --exclude-standard; } |
     while IFS= read -r -d '' f; do [ -f "$f" ] && printf '%s\0' "$f"; done |
     tar --null -T - -cf -) | tar -xf - -C "$work/src"
else
  (cd "$root" && tar --exclude='./build*' --exclude=./venv -cf - .) | tar -xf - -C "$work/src"
fi

"$python" -m venv --system-site-packages "$work/venv"
log=$work/pip.log
if ! (cd "$work/src" && CMAKE_BUILD_PARALLEL_LEVEL=2 "$work/venv/bin/pip" wheel -v \
        --no-build-isolation --no-deps -w "$work/dist" --config-settings build-dir="$work/cmake" \
        --config-settings cmake.args=-DCMAKE_CXX_FLAGS_RELEASE=-O0 . > "$log" 2>&1); then
  tail -60 "$log"
  echo "python_wheel: pip could not build the wheel (above; all of it in $log)"
  exit 1
fi
wheel=$(ls "$work"/dist/satdoku-*.whl)
echo "python_wheel: built $(basename "$wheel")"
# No compiler warning either: CI builds this copy with GCC, the other
# compiler than its Release build's (where warnings are errors).
if grep -E ':[0-9]+:[0-9]+: warning:' "$log"; then
  echo "python_wheel: the compiler warned (above; all of it in $log)"
  exit 1
fi

# pybind11 from the build environment: Debian's python3-pybind11 here.
if "$work/venv/bin/python" -c "import pybind11" 2> /dev/null; then
  grep -q -- "-Dpybind11_DIR=$("$work/venv/bin/python" -c "import pybind11; print(pybind11.get_cmake_dir())")" "$log" ||
    { echo "python_wheel: the backend did not give CMake pybind11's own CMake files"; exit 1; }
fi

# The licence in PEP 639's form; no setuptools metadata of the old kind.
metadata=$(unzip -p "$wheel" 'satdoku-*.dist-info/METADATA')
for field in "Metadata-Version: 2.4" "License-Expression: MIT" "License-File: LICENSE"; do
  grep -qx "$field" <<< "$metadata" || { echo "python_wheel: METADATA lacks '$field':"; echo "$metadata"; exit 1; }
done
if grep -q "^Classifier: License ::" <<< "$metadata"; then
  echo "python_wheel: a License classifier beside License-Expression (PEP 639 forbids it)"
  exit 1
fi
files=$(unzip -Z1 "$wheel")
for want in 'satdoku/__init__.py' 'satdoku/__init__.pyi' 'satdoku/py.typed' 'satdoku/_core\..*so' \
            'satdoku-.*\.dist-info/licenses/LICENSE' 'satdoku-.*\.dist-info/RECORD'; do
  grep -qx "$want" <<< "$files" || { echo "python_wheel: the wheel holds no $want:"; echo "$files"; exit 1; }
done

"$work/venv/bin/pip" install --no-deps --no-index "$wheel" > "$work/install.log" 2>&1 ||
  { cat "$work/install.log"; exit 1; }
got=$(cd / && "$work/venv/bin/python" -c "import satdoku; a = satdoku.solve('$puzzle'); print(a, 'valid' if satdoku.check('$puzzle', a) else 'invalid')")
[ "$got" = "$expected" ] || { echo "python_wheel: the installed wheel printed $got"; exit 1; }
echo "python_wheel: installed, it solves problem A: $got"

# The source distribution (PEP 517's build_sdist): enough to build from.
sdist=$(cd "$work/src" && "$work/venv/bin/python" -c "
import sys; sys.path.insert(0, 'python/build_backend')
import satdoku_build; print(satdoku_build.build_sdist('$work/sdist'))")
listing=$(tar -tzf "$work/sdist/$sdist")
for want in PKG-INFO pyproject.toml CMakeLists.txt LICENSE python/build_backend/satdoku_build.py \
            python/satdoku/__init__.py include/satdoku/satdoku.hpp; do
  grep -qx "satdoku-[^/]*/$want" <<< "$listing" || { echo "python_wheel: $sdist holds no $want"; exit 1; }
done
if grep -qE "^satdoku-[^/]*/build" <<< "$listing"; then
  echo "python_wheel: $sdist holds a build folder"
  exit 1
fi
echo "python_wheel: $sdist holds the sources ($(wc -l <<< "$listing") files)"
