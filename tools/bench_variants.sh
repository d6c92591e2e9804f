#!/usr/bin/env bash
# The variants row of README's speed table: every f-puzzles file of the shared
# variant set solved (lex-min) by each engine, one process per puzzle; the time
# is the engine call only, as `--format json` reports it (time_us).
#
#   tools/bench_variants.sh [BUILD_DIR] [VARIANTS_DIR]
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
build=${1:-build}
dir=${2:-tests/data/variants}
for engine in backtrack sat; do
  for f in "$dir"/*.json; do
    "$build/satdoku" solve --engine "$engine" --format json "$f" 2>/dev/null || true
  done | python3 -c '
import json, sys
rows = sorted((json.loads(l)["time_us"], json.loads(l)["source"].rsplit("/", 1)[-1]) for l in sys.stdin)
ts = [t for t, _ in rows]
print("%s: %d puzzles, mean %.0f us, median %.0f us, max %.0f us (%s)"
      % (sys.argv[1], len(ts), sum(ts) / len(ts), ts[len(ts) // 2], ts[-1], rows[-1][1]))
' "$engine"
done
