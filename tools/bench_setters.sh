#!/usr/bin/env bash
# The setter tools' figures in README (Speed): CPU seconds (user + sys) of
# whole processes, one job, measured in the same run.
#   - generate: 1,000 classic 9x9 puzzles beside qqwing's 1,000
#     (`qqwing --generate 1000 --one-line`), with and without --cross-check;
#     16x16 and variant layouts (f-puzzles files of ../shared/data/variants,
#     their givens dropped);
#   - candidates: per puzzle on top1465 and on the 64 shared variant files
#     (read as JSON Lines, one process), SAT and native.
#
#   tools/bench_setters.sh [BUILD_DIR] [SHARED_DATA_DIR]
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
build=${1:-build}
data=${2:-../shared/data}
satdoku="$build/satdoku"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# cpu LABEL COUNT COMMAND...: CPU seconds of the command, and per item.
cpu() {
  local label=$1 count=$2
  shift 2
  /usr/bin/time -o "$tmp/time" -f "%U %S" "$@" > "$tmp/out" 2> /dev/null || true
  read -r user sys < <(tail -1 "$tmp/time")
  python3 -c 'import sys
u, s, n = float(sys.argv[2]), float(sys.argv[3]), int(sys.argv[4])
print("%-46s %8.2f s CPU  %10.1f us each" % (sys.argv[1], u + s, (u + s) * 1e6 / n))' \
    "$label" "$user" "$sys" "$count"
}

echo "== generate"
if command -v qqwing > /dev/null; then
  cpu "qqwing --generate 1000 --one-line" 1000 qqwing --generate 1000 --one-line
fi
cpu "satdoku generate --count 1000" 1000 "$satdoku" generate --jobs 1 --count 1000 --seed 1
cpu "satdoku generate --count 1000 --cross-check" 1000 \
  "$satdoku" generate --jobs 1 --count 1000 --seed 1 --cross-check
cpu "satdoku generate --count 1000 --givens 22" 1000 \
  "$satdoku" generate --jobs 1 --count 1000 --seed 1 --givens 22
cpu "satdoku generate --count 20 --size 16" 20 "$satdoku" generate --jobs 1 --count 20 --size 16 --seed 1
for layout in jigsaw_9x9_u0 antiknight_9x9_u0 thermo_9x9_m1 killer_9x9_m1 miracle; do
  cpu "satdoku generate --count 100 --rules $layout" 100 \
    "$satdoku" generate --jobs 1 --count 100 --seed 1 --rules "$data/variants/$layout.json"
done

echo "== candidates"
top=$(grep -c . "$data/top1465.txt")
cpu "candidates top1465 (sat)" "$top" "$satdoku" candidates --format line "$data/top1465.txt"
cpu "candidates top1465 (backtrack)" "$top" \
  "$satdoku" candidates --engine backtrack --format line "$data/top1465.txt"
for f in "$data"/variants/*.json; do python3 -c 'import json, sys
print(json.dumps(json.load(open(sys.argv[1])), separators=(",", ":")))' "$f"; done > "$tmp/variants.jsonl"
n=$(grep -c . "$tmp/variants.jsonl")
cpu "candidates $n variant files (sat)" "$n" "$satdoku" candidates --format json "$tmp/variants.jsonl"
cpu "candidates $n variant files (backtrack)" "$n" \
  "$satdoku" candidates --engine backtrack --format json "$tmp/variants.jsonl"
