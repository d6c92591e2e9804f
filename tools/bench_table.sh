#!/usr/bin/env bash
# The README's speed tables, measured by hand (not part of the test suite):
#
#   tools/bench_table.sh [BUILD_DIR]
#
# Environment:
#   ROUNDS=3    how many times every measurement is repeated; rounds are
#               interleaved (each round runs every set and program once), so
#               a burst of load on a shared machine hits one round, not one
#               column. Tables give the minimum over the rounds, the median,
#               and the spread (largest / smallest - 1) of each cell.
#   SETS=all    "9x9" keeps the four 9x9 sets only (a few minutes).
#   CLOCK=cpu   what the means are timed on: "cpu", the thread's CPU clock
#               (bench_table's timed passes; the peers' run_benchmark with
#               bench/thread_clock.cpp preloaded, which turns the
#               steady_clock it reads into that clock; whole processes as
#               user + system time), which other processes on a busy machine
#               do not advance; or "wall", the wall clock for all of them.
#   DATA=../shared/data   where the sets are.
#   RUN_BENCHMARK=/path/to/run_benchmark
#               optional: tdoku's benchmark program, built by hand outside
#               this repository with its MiniSat comparison (-DMINISAT=ON
#               against Debian's minisat package). When set, the four 9x9
#               sets are also timed with tdoku and MiniSat in process
#               ("minisat_complete": cells and units exactly-one, the
#               clauses of satdoku's extended encoding) in the same rounds,
#               on equal tasks: their first solution (-f, limit 1) beside
#               satdoku's lex-min answer (the harder task: the first
#               solution of a unique puzzle is its lex-min, but satdoku
#               must also know it is the smallest), and their limit 2
#               ("prove unique") beside satdoku's count to 2 (bench_table
#               ... count2), for both engines.
#
# Per set and engine (bench_table): the lex-min answer of every puzzle in
# process (the engine call only; after a warm-up pass, the set is run again
# on a new engine until the passes add up to BENCH_SECONDS, default 1 s, as
# tdoku's benchmark averages over its -t 3 s after -w 1): mean and median µs, SAT calls,
# conflicts and search nodes per puzzle, peak memory. On the 9x9 sets,
# qqwing (`qqwing --solve --one-line`, Debian package qqwing) and
# `satdoku solve --jobs 1` are also timed as whole processes on the same file
# (reading, solving, printing); "overhead" is satdoku's process time per
# puzzle minus its in-process engine time (program start, reading, text,
# printing). Output is Markdown.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
build=${1:-build}
rounds=${ROUNDS:-3}
table=$build/bench/bench_table
bin=$build/satdoku
data=${DATA:-../shared/data}
rb=${RUN_BENCHMARK:-}
clock=${CLOCK:-cpu}
case $clock in cpu | wall) ;; *) echo "CLOCK=$clock: cpu or wall" >&2; exit 2 ;; esac
shim=$build/bench/libthread_clock.so
command -v qqwing > /dev/null || { echo "qqwing is missing: apt-get install qqwing" >&2; exit 2; }
# The benchmarks are not in the default build: turn them on in BUILD_DIR.
if [ ! -x "$table" ] || [ ! -x "$bin" ] || [ ! -f "$shim" ]; then
  echo "bench_table: building $table (SATDOKU_BUILD_BENCHMARKS=ON)" >&2
  cmake -S . -B "$build" -DCMAKE_BUILD_TYPE=Release -DSATDOKU_BUILD_BENCHMARKS=ON > /dev/null
  cmake --build "$build" -j "$(nproc)" --target bench_table thread_clock satdoku > /dev/null
fi
if [ -n "$rb" ] && [ ! -x "$rb" ]; then
  echo "RUN_BENCHMARK=$rb is not an executable" >&2
  exit 2
fi
# The peer on the thread's CPU clock: its steady_clock must come from the
# shared libstdc++ for the preloaded one to take its place.
preload=
if [ -n "$rb" ] && [ "$clock" = cpu ]; then
  symbols=$(nm -D "$rb" 2> /dev/null || true)
  if ! grep -q ' U _ZNSt6chrono3_V212steady_clock3nowEv' <<< "$symbols"; then
    echo "RUN_BENCHMARK=$rb does not read steady_clock from libstdc++.so: use CLOCK=wall" >&2
    exit 2
  fi
  preload=$(realpath "$shim")
fi

# file, puzzles to take (the large sets are cut to keep the run short),
# seconds per puzzle (0: none).
nine=(
  "17clue.txt 49158 0"
  "top1465.txt 1465 0"
  "forum_hardest_1106.txt 1106 0"
  "serg_benchmark.txt 10000 0"
)
large=(
  "16x16_goomii3000.txt 1000 0"
  "16x16_vu_kr100.txt 100 0"
  "16x16_tcgaryau13_multisol.txt 13 0"
  "25x25_unique6.txt 6 0"
  "25x25_multisol14.txt 14 10"
)
sets=("${nine[@]}")
[ "${SETS:-all}" = 9x9 ] || sets+=("${large[@]}")

# One file of results, a line per measurement:
#   kind <tab> set <tab> column <tab> value
# kind "mean"/"median" are per-round values (min/median over rounds later),
# kind "info" are the same in every round (calls, conflicts, ...; last kept).
results=$(mktemp)
trap 'rm -f "$results"' EXIT

# The peers against satdoku on equal tasks, for one 9x9 set in one round:
# tdoku and MiniSat to their first solution (-f) and to two (limit 2), and
# both engines of satdoku counting to 2. (Their lex-min is the main loop's.)
equal_tasks_round() {
  local file=$1 n=$2 engine
  # -r 0: the puzzles as given, not permuted; -n: one copy of the file.
  # Field 3 of its CSV is the flags it was built with.
  LD_PRELOAD=$preload "$rb" -c 1 -r 0 -n "$n" -w 1 -t 3 -s tdoku,minisat_complete -f "$data/$file" |
    awk -F',' -v OFS='\t' -v f="$file" 'NF >= 7 {print "mean", f, $5 "_limit1", $7; fl = $3; gsub(/ +/, " ", fl); print "info", "peer", "flags", fl}' >> "$results"
  LD_PRELOAD=$preload "$rb" -c 1 -r 0 -n "$n" -w 1 -t 3 -s tdoku,minisat_complete "$data/$file" |
    awk -F',' -v OFS='\t' -v f="$file" 'NF >= 7 {print "mean", f, $5 "_limit2", $7}' >> "$results"
  for engine in backtrack sat; do
    "$table" "$engine" "$data/$file" "$n" 0 count2 | awk -F'\t' -v OFS='\t' -v e="$engine" -v m="$mean_field" '{
      print "mean", $1, e "_count2", $m }' >> "$results"
  done
}

# Which bench_table column is the mean: the CPU clock's, or the wall clock's.
mean_field=5
[ "$clock" = cpu ] || mean_field=12

# Whole-process seconds of a command reading FILE on stdin: user + system
# time (CLOCK=cpu), or wall time.
seconds_of() {
  local file=$1
  shift
  local TIMEFORMAT='%3U %3S %3R' t
  t=$( { time "$@" < "$file" > /dev/null 2> /dev/null; } 2>&1)
  read -r user sys real <<< "$t"
  if [ "$clock" = cpu ]; then echo "$user + $sys" | bc -l; else echo "$real"; fi
}

for ((round = 1; round <= rounds; ++round)); do
  echo "round $round of $rounds" >&2
  for entry in "${sets[@]}"; do
    read -r file count seconds <<< "$entry"
    [ -f "$data/$file" ] || continue
    for engine in backtrack sat; do
      "$table" "$engine" "$data/$file" "$count" "$seconds" | awk -F'\t' -v OFS='\t' -v e="$engine" -v m="$mean_field" '{
        print "mean", $1, e, $m; print "median", $1, e, $6
        print "info", $1, e "_puzzles", $3; print "info", $1, e "_answered", $4
        print "info", $1, e "_calls", $8; print "info", $1, e "_conflicts", $9
        print "info", $1, e "_nodes", $10; print "info", $1, e "_rss", int($11 / 1024 + 0.5)
      }' >> "$results"
    done
    case " ${nine[*]} " in *" $file "*) ;; *) continue ;; esac
    n=$(grep -c . "$data/$file")
    if [ -n "$rb" ]; then
      equal_tasks_round "$file" "$n"
    fi
    q=$(seconds_of "$data/$file" qqwing --solve --one-line)
    b=$(seconds_of "$data/$file" "$bin" solve --quiet --jobs 1 --no-cross-check --engine backtrack)
    s=$(seconds_of "$data/$file" "$bin" solve --quiet --jobs 1 --no-cross-check --engine sat)
    {
      printf 'mean\t%s\tqqwing\t%.3f\n' "$file" "$(echo "1000000 * $q / $n" | bc -l)"
      printf 'mean\t%s\tprocess_backtrack\t%.3f\n' "$file" "$(echo "1000000 * $b / $n" | bc -l)"
      printf 'mean\t%s\tprocess_sat\t%.3f\n' "$file" "$(echo "1000000 * $s / $n" | bc -l)"
    } >> "$results"
  done
done

# The tables, from the results file: per (set, column), min, median and
# spread over rounds of the per-round means (and medians).
# The processor as lscpu names it (family and model tell generations apart
# where the name does not), and satdoku's build flags as CMake compiled it.
cpu_name=$(lscpu | sed -n 's/^Model name:\s*//p' | head -1)
cpu_family=$(lscpu | sed -n 's/^CPU family:\s*//p' | head -1)
cpu_model=$(lscpu | sed -n 's/^Model:\s*//p' | head -1)
simd=$(grep -m1 -o -w -E 'avx512f|avx2' /proc/cpuinfo | sort -u | tr '\n' ' ')
build_type=$(sed -n 's/^CMAKE_BUILD_TYPE:[A-Z]*=//p' "$build/CMakeCache.txt")
own_flags=$(sed -n "s/^CMAKE_CXX_FLAGS:[A-Z]*=//p; s/^CMAKE_CXX_FLAGS_${build_type^^}:[A-Z]*=//p" "$build/CMakeCache.txt" | tr '\n' ' ')
awk -F'\t' -v rounds="$rounds" -v machine="$(nproc) cores, $cpu_name (family $cpu_family model $cpu_model; ${simd% }), $(awk '/MemTotal/ {printf "%.0f GiB", $2 / 1048576}' /proc/meminfo), load $(cut -d' ' -f1 /proc/loadavg) at the end" \
  -v clock="$([ "$clock" = cpu ] && echo "the thread's CPU clock (whole processes: user + system)" || echo "the wall clock")" \
  -v flags="satdoku $build_type:${own_flags% }" \
  -v version="$("$bin" --version | head -1)" -v date="$(date -u +%Y-%m-%d)" '
function sorted_insert(key, v,    i, n) {
  n = ++count[key]
  for (i = n; i > 1 && vals[key, i - 1] > v; --i) vals[key, i] = vals[key, i - 1]
  vals[key, i] = v
}
function lo(key) { return vals[key, 1] }
function mid(key,    n) { n = count[key]; return n % 2 ? vals[key, (n + 1) / 2] : (vals[key, n / 2] + vals[key, n / 2 + 1]) / 2 }
function spread(key) { return lo(key) > 0 ? 100 * (vals[key, count[key]] / lo(key) - 1) : 0 }
function fmt(x,    s) {
  if (x < 100) return sprintf("%.1f", x)
  s = sprintf("%.0f", x)
  while (s ~ /[0-9][0-9][0-9][0-9]/) sub(/[0-9][0-9][0-9]($|,)/, ",&", s)
  return s
}
# "min / median (spread%)" of a cell, "-" when absent.
function cell(kind, set, col,    key) {
  key = kind SUBSEP set SUBSEP col
  if (!(key in count)) return "-"
  return fmt(lo(key)) " / " fmt(mid(key)) " (" sprintf("%.0f", spread(key)) "%)"
}
# "min (spread%)" of a cell, "-" when absent.
function short(kind, set, col,    key) {
  key = kind SUBSEP set SUBSEP col
  if (!(key in count)) return "-"
  return fmt(lo(key)) " (" sprintf("%.0f", spread(key)) "%)"
}
function has(kind, set, col) { return (kind SUBSEP set SUBSEP col) in count }
function ratio(a, b) { return b > 0 ? sprintf("%.2f", a / b) : "-" }
$1 == "info" { info[$2, $3] = $4; next }
{
  if (!($2 in seen)) { seen[$2] = 1; order[++nsets] = $2 }
  sorted_insert($1 SUBSEP $2 SUBSEP $3, $4 + 0)
}
END {
  printf "%s; %s; %s; %d rounds; times on %s; built with %s%s. Cells: minimum / median over rounds (spread: largest / smallest - 1).\n\n", version, date, machine, rounds, clock, flags, (("peer", "flags") in info) ? "; tdoku and MiniSat (run_benchmark) with" info["peer", "flags"] : ""
  print "| set | puzzles | backtrack mean µs | backtrack median µs | nodes | SAT mean µs | SAT median µs | SAT calls | conflicts | peak RSS MB (bt / sat) |"
  print "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|"
  for (i = 1; i <= nsets; ++i) {
    s = order[i]
    if (!has("mean", s, "sat")) continue
    answered = info[s, "backtrack_answered"] < info[s, "backtrack_puzzles"] ? " (" info[s, "backtrack_answered"] " answered)" : ""
    printf "| %s | %s%s | %s | %s | %s | %s | %s | %s | %s | %s / %s |\n", s, info[s, "sat_puzzles"], answered,
      cell("mean", s, "backtrack"), cell("median", s, "backtrack"), info[s, "backtrack_nodes"],
      cell("mean", s, "sat"), cell("median", s, "sat"), info[s, "sat_calls"], info[s, "sat_conflicts"],
      info[s, "backtrack_rss"], info[s, "sat_rss"]
  }
  side = 0
  for (i = 1; i <= nsets; ++i) if (has("mean", order[i], "tdoku_limit1")) side = 1
  if (side) {
    print ""
    print "Equal tasks side by side, mean µs per puzzle in process, minimum over rounds (spread); ratio = satdoku / the other, from the minima (below 1: satdoku faster). Limit 1 is the first solution of the peer, set beside the lex-min of satdoku (the harder task); limit 2 (find a solution and prove it unique) beside the count to 2 of satdoku:"
    print ""
    print "| set | tdoku limit 1 | native lex-min | ratio | tdoku limit 2 | native count 2 | ratio | MiniSat limit 1 | SAT lex-min | ratio | MiniSat limit 2 | SAT count 2 | ratio |"
    print "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|"
    for (i = 1; i <= nsets; ++i) {
      s = order[i]
      if (!has("mean", s, "tdoku_limit1")) continue
      printf "| %s", s
      split("tdoku_limit1 backtrack tdoku_limit2 backtrack_count2 minisat_complete_limit1 sat minisat_complete_limit2 sat_count2", cols, " ")
      for (j = 1; j <= 8; j += 2) {
        p = cols[j]; e = cols[j + 1]
        printf " | %s | %s | %s", short("mean", s, p), short("mean", s, e),
          has("mean", s, p) && has("mean", s, e) ? ratio(lo("mean" SUBSEP s SUBSEP e), lo("mean" SUBSEP s SUBSEP p)) : "-"
      }
      print " |"
    }
  }
  print ""
  print "Whole processes on the same files (reading, solving, printing; satdoku solve --jobs 1), µs per puzzle; ratio = qqwing / satdoku; overhead = process minus in-process engine mean (minima):"
  print ""
  print "| set | qqwing | satdoku backtrack | ratio | overhead | satdoku sat | ratio | overhead |"
  print "|---|---:|---:|---:|---:|---:|---:|---:|"
  for (i = 1; i <= nsets; ++i) {
    s = order[i]
    if (!has("mean", s, "qqwing")) continue
    q = lo("mean" SUBSEP s SUBSEP "qqwing")
    pb = lo("mean" SUBSEP s SUBSEP "process_backtrack"); ps = lo("mean" SUBSEP s SUBSEP "process_sat")
    b = lo("mean" SUBSEP s SUBSEP "backtrack"); a = lo("mean" SUBSEP s SUBSEP "sat")
    printf "| %s | %s | %s | %s | %.1f | %s | %s | %.1f |\n", s, cell("mean", s, "qqwing"),
      cell("mean", s, "process_backtrack"), ratio(q, pb), pb - b,
      cell("mean", s, "process_sat"), ratio(q, ps), ps - a
  }
}' "$results"
