#!/usr/bin/env bash
# The README's speed table, measured by hand (not part of the test suite):
#
#   tools/bench_table.sh [BUILD_DIR]
#
# For each public set in ../shared/data and each engine: the lex-min answer of
# every puzzle, timed one by one in process (bench_table): mean and median
# microseconds, puzzles per second, SAT calls, conflicts and search nodes per
# puzzle, peak memory. Then, on the 9x9 sets, qqwing (`qqwing --solve
# --one-line`, Debian package qqwing) against `satdoku solve --jobs 1` on the
# same file in the same run, both timed as whole processes (reading, solving,
# printing): the ratio is qqwing's time over satdoku's, so above 1 means
# satdoku is faster. qqwing prints a solution, not the smallest one; on the
# unique sets that is the same answer.
#
# Takes about five minutes on two cores. Output is a Markdown table.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
build=${1:-build}
table=$build/bench/bench_table
bin=$build/satdoku
data=../shared/data
command -v qqwing > /dev/null || { echo "qqwing is missing: apt-get install qqwing" >&2; exit 2; }
# The benchmarks are not in the default build: turn them on in BUILD_DIR.
if [ ! -x "$table" ] || [ ! -x "$bin" ]; then
  echo "bench_table: building $table (SATDOKU_BUILD_BENCHMARKS=ON)" >&2
  cmake -S . -B "$build" -DCMAKE_BUILD_TYPE=Release -DSATDOKU_BUILD_BENCHMARKS=ON > /dev/null
  cmake --build "$build" -j "$(nproc)" --target bench_table satdoku > /dev/null
fi

# file, puzzles to take (the large sets are cut to keep the run short),
# seconds per puzzle (0: none).
sets=(
  "17clue.txt 49158 0"
  "top1465.txt 1465 0"
  "forum_hardest_1106.txt 1106 0"
  "serg_benchmark.txt 10000 0"
  "16x16_goomii3000.txt 1000 0"
  "16x16_vu_kr100.txt 100 0"
  "16x16_tcgaryau13_multisol.txt 13 0"
  "25x25_unique6.txt 6 0"
  "25x25_multisol14.txt 14 10"
)

echo "Machine: $(nproc) cores, $(sed -n 's/^model name\s*: //p' /proc/cpuinfo | head -1)," \
  "$(awk '/MemTotal/ {printf "%.0f GiB", $2 / 1048576}' /proc/meminfo), load $(cut -d' ' -f1 /proc/loadavg)"
echo "satdoku $("$bin" --version | head -1); $(date -u +%Y-%m-%d)"
echo
echo "| set | engine | puzzles | answered | mean µs | median µs | puzzles/s | SAT calls | conflicts | nodes | peak RSS KB |"
echo "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|"
for entry in "${sets[@]}"; do
  read -r file count seconds <<< "$entry"
  [ -f "$data/$file" ] || continue
  for engine in backtrack sat; do
    "$table" "$engine" "$data/$file" "$count" "$seconds" |
      awk -F'\t' -v OFS=' | ' '{print "| " $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11 " |"}'
  done
done

# Whole-process seconds of a command reading FILE on stdin.
seconds_of() {
  local file=$1
  shift
  local start end
  start=$(date +%s.%N)
  "$@" < "$file" > /dev/null
  end=$(date +%s.%N)
  echo "$end - $start" | bc -l
}

echo
echo "| set | puzzles | qqwing µs | satdoku backtrack µs | ratio | satdoku sat µs | ratio |"
echo "|---|---:|---:|---:|---:|---:|---:|"
for file in 17clue.txt top1465.txt forum_hardest_1106.txt serg_benchmark.txt; do
  [ -f "$data/$file" ] || continue
  n=$(grep -c . "$data/$file")
  q=$(seconds_of "$data/$file" qqwing --solve --one-line)
  b=$(seconds_of "$data/$file" "$bin" solve --quiet --jobs 1 --no-cross-check --engine backtrack)
  s=$(seconds_of "$data/$file" "$bin" solve --quiet --jobs 1 --no-cross-check --engine sat)
  printf '| %s | %d | %.1f | %.1f | %.2f | %.1f | %.2f |\n' "$file" "$n" \
    "$(echo "1000000 * $q / $n" | bc -l)" "$(echo "1000000 * $b / $n" | bc -l)" "$(echo "$q / $b" | bc -l)" \
    "$(echo "1000000 * $s / $n" | bc -l)" "$(echo "$q / $s" | bc -l)"
done
