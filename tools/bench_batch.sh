#!/usr/bin/env bash
# Batch throughput and memory, measured by hand (not part of the test suite):
#
#   tools/bench_batch.sh [BUILD_DIR] [REPEAT]
#
# 1. 17clue.txt with --jobs 1 and --jobs 2, per engine: puzzles per second
#    (the --stats line) and the ratio, to show what a second core buys.
# 2. A large generated file (17clue.txt repeated REPEAT times, default 20:
#    about a million puzzles) streamed through `satdoku solve`: peak RSS
#    must stay flat (a few MB), whatever the input size.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
build=${1:-build}
repeat=${2:-20}
bin=$build/satdoku
data=../shared/data
[ -x "$bin" ] || { echo "build $bin first (tools/setup.sh)" >&2; exit 2; }

rate() {  # engine jobs file -> puzzles per second, from --stats
  "$bin" solve --quiet --stats --engine "$1" --jobs "$2" "$3" 2>&1 >/dev/null |
    sed -n 's/.*(\([0-9.]*\)\/s).*/\1/p'
}

echo "== throughput on 17clue.txt ($(wc -l < $data/17clue.txt) puzzles), $(nproc) cores"
for engine in backtrack sat; do
  one=$(rate "$engine" 1 "$data/17clue.txt")
  two=$(rate "$engine" 2 "$data/17clue.txt")
  echo "$engine: jobs 1 ${one}/s, jobs 2 ${two}/s, ratio $(echo "scale=2; $two / $one" | bc)"
done

big=$(mktemp /tmp/satdoku_big.XXXXXX)
trap 'rm -f "$big"' EXIT
for ((i = 0; i < repeat; i++)); do cat "$data/17clue.txt"; done > "$big"
echo "== memory: $(wc -l < "$big") puzzles, $(du -h "$big" | cut -f1) of input"
for jobs in 1 2; do
  /usr/bin/time -f "backtrack jobs $jobs: peak RSS %M KB, %e s" \
    "$bin" solve --quiet --engine backtrack --jobs "$jobs" "$big" > /dev/null
done
