#!/usr/bin/env bash
# satdoku against ISS, sigh's Interactive Sudoku Solver, on the published
# variant puzzles: run by hand, never part of the test suite.
#
#   ISS_DIR=/path/to/checkout tools/bench_iss.sh [BUILD_DIR] > table.md
#
# ISS is public JavaScript (github.com/sigh/Interactive-Sudoku-Solver); it is
# never part of this repository. Clone it outside, at the pinned commit:
#   git clone https://github.com/sigh/Interactive-Sudoku-Solver /work/scratch-iss
#   git -C /work/scratch-iss checkout "$ISS_COMMIT"
# and run it with node (v20 or later): tools/iss_driver.mjs loads it headless.
#
# Environment:
#   ISS_DIR       the checkout (required)
#   ISS_COMMIT    the commit it must be at (default below; "any" skips the check)
#   SETS          folders of puzzles (default: tests/data/real tests/data/setters
#                 tests/data/iss bench/puzzles/iss);
#                 every *.json and *.txt in them but SOURCES/README, one puzzle each
#   ROUNDS=3      interleaved rounds: each runs every (tool, task) once, so a
#                 burst of load on a shared machine hits one round, not one column
#   REPS=3        answers per puzzle within a process (least CPU kept; warm)
#   BUDGET=10     seconds per answer; a puzzle past it is "unknown" (shown >BUDGET)
#   TASKS         default "count2 candidates solve"
#   ENGINES       satdoku's engines, default "sat backtrack auto" (auto: the
#                 default engine, racing both on threads; its CPU counts both)
#   PROCESS=1     also time one process per puzzle, as a new user meets them
#                 (satdoku's commands; node starting ISS's driver); 0 skips it
#   OUT           folder for the raw results (default: a temporary one, kept)
#   STATES        also the setter's states of each puzzle with givens, as both
#                 tools read them from its ISS line: "none" (the rules alone),
#                 "half" (every other given kept), or both ("none half"),
#                 named PUZZLE@none and PUZZLE@half; default: none of them
#
# Equal tasks: count to 2 on both sides; true candidates (satdoku's
# `candidates`, ISS's solveAllPossibilities); satdoku's lex-min completion
# beside ISS's first solution (the harder task: on a unique puzzle they are
# the same grid, but satdoku must also know it is the smallest). Both sides
# are timed in process, CPU time only (satdoku: the process, all threads,
# bench/puzzle_tasks.cpp; ISS: process.cpuUsage, tools/iss_driver.mjs), the
# puzzle read before the clock starts and its rules built after. satdoku reads
# each puzzle as stored; ISS reads the line `satdoku convert` writes for it
# (tests/data/iss holds ISS's own lines). Output: Markdown (tools/bench_iss_report.py).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
build=${1:-build}
iss=${ISS_DIR:?set ISS_DIR to a checkout of github.com/sigh/Interactive-Sudoku-Solver}
pinned=e373f9811c087246b097eb444d838ab492c55f35
want=${ISS_COMMIT:-$pinned}
rounds=${ROUNDS:-3}
reps=${REPS:-3}
budget=${BUDGET:-10}
tasks=${TASKS:-count2 candidates solve}
engines=${ENGINES:-sat backtrack auto}
sets=${SETS:-tests/data/real tests/data/setters tests/data/iss bench/puzzles/iss}
out=${OUT:-$(mktemp -d)}
command -v node > /dev/null || { echo "bench_iss: node is missing (apt-get install nodejs)" >&2; exit 2; }
if [ "$want" != any ]; then
  have=$(git -C "$iss" rev-parse HEAD 2> /dev/null || echo "not a git checkout")
  if [ "$have" != "$want" ]; then
    echo "bench_iss: $iss is at $have, not $want (ISS_COMMIT=any to run anyway)" >&2
    exit 2
  fi
fi
table=$build/bench/bench_puzzle_tasks
bin=$build/satdoku
if [ ! -x "$table" ] || [ ! -x "$bin" ]; then
  echo "bench_iss: building $table (SATDOKU_BUILD_BENCHMARKS=ON)" >&2
  cmake -S . -B "$build" -DCMAKE_BUILD_TYPE=Release -DSATDOKU_BUILD_BENCHMARKS=ON > /dev/null
  cmake --build "$build" -j "$(nproc)" --target bench_puzzle_tasks satdoku > /dev/null
fi

# The puzzles: satdoku's file, and the ISS line of it.
mkdir -p "$out/iss"
: > "$out/puzzles.tsv"
: > "$out/skipped.tsv"
files=()
iss_files=()
for set in $sets; do
  for f in "$set"/*.json "$set"/*.txt; do
    [ -e "$f" ] || continue
    case $(basename "$f") in SOURCES* | README* | answers*) continue ;; esac
    prefix=$(basename "$set")
    case $set in bench/*) prefix=bench-$prefix ;; esac
    name=$prefix/$(basename "${f%.*}")
    line=$out/iss/${name//\//__}.txt
    if ! "$bin" convert "$f" > "$line" 2> "$out/convert.err"; then
      printf '%s\t%s\n' "$name" "$(tr '\n' ' ' < "$out/convert.err")" >> "$out/skipped.tsv"
      continue
    fi
    printf '%s\t%s\t%s\n' "$name" "$f" "$line" >> "$out/puzzles.tsv"
    files+=("$f")
    iss_files+=("$line")
    for state in ${STATES:-}; do
      case $state in none | half) ;; *) echo "bench_iss: STATES: none or half, not $state" >&2; exit 2 ;; esac
      # Givens are the "~R1C2_3" items of the line; a segment left empty goes.
      variant=${line%.txt}@$state.txt
      python3 - "$state" "$line" "$variant" << 'PY' || continue
import re, sys
state, source, target = sys.argv[1:]
text = open(source).read().strip()
givens = re.findall(r"~R\d+C\d+_\d+", text)
if not givens:
    sys.exit(1)
kept = [] if state == "none" else givens[::2]
out = []
for segment in text.split("."):
    if segment and re.fullmatch(r"(~R\d+C\d+_\d+)+", segment):
        segment = "".join(g for g in re.findall(r"~R\d+C\d+_\d+", segment) if g in kept)
        if not segment:
            continue
    out.append(segment)
open(target, "w").write(".".join(out) + "\n")
PY
      # satdoku reads the state from the same line: not every ISS pair it
      # writes (box indexers, negative dots) reads back.
      if ! "$bin" convert "$variant" > /dev/null 2> "$out/convert.err"; then
        printf '%s\t%s\n' "$name@$state" "$(tr '\n' ' ' < "$out/convert.err")" >> "$out/skipped.tsv"
        continue
      fi
      printf '%s\t%s\t%s\n' "$name@$state" "$variant" "$variant" >> "$out/puzzles.tsv"
      files+=("$variant")
      iss_files+=("$variant")
    done
  done
done
echo "bench_iss: ${#files[@]} puzzles, $rounds rounds, results in $out" >&2

: > "$out/results.tsv"
# tool <tab> task <tab> round <tab> the program's own line
record() {
  local tool=$1 task=$2 round=$3
  shift 3
  "$@" | while IFS= read -r l; do printf '%s\t%s\t%s\t%s\n' "$tool" "$task" "$round" "$l"; done \
    >> "$out/results.tsv"
}
for ((round = 1; round <= rounds; round++)); do
  echo "bench_iss: round $round, load $(cut -d' ' -f1-3 /proc/loadavg)" >&2
  for task in $tasks; do
    iss_task=$task
    [ "$task" = solve ] && iss_task=first
    sat_task=$task
    [ "$task" = solve ] && sat_task=smallest
    # Alternate who goes first from one round to the next.
    runs=("iss" $engines)
    ((round % 2 == 0)) && runs=($(printf '%s\n' "${runs[@]}" | tac))
    for tool in "${runs[@]}"; do
      if [ "$tool" = iss ]; then
        record iss "$task" "$round" env ISS_DIR="$iss" node tools/iss_driver.mjs "$iss_task" \
          --reps "$reps" --budget "$budget" "${iss_files[@]}"
      else
        record "$tool" "$task" "$round" "$table" "$tool" "$sat_task" --reps "$reps" \
          --budget "$budget" "${files[@]}"
      fi
    done
  done
done

if [ "${PROCESS:-1}" != 0 ]; then
  echo "bench_iss: one process per puzzle" >&2
  python3 tools/bench_iss_report.py process "$out" "$bin" "$iss" "$budget"
fi
python3 tools/bench_iss_report.py report "$out" "$budget" "$rounds" "$reps" "$want"
