#!/usr/bin/env bash
# Builds and runs satdoku's libFuzzer targets (tests/fuzz/).
#
#   tools/fuzz.sh build                build-fuzz/ with clang++ and -DSATDOKU_FUZZ=ON: the
#                                      five fuzzers, instrumented with ASan + UBSan
#   tools/fuzz.sh seed                 (re)make the seed corpora in build-fuzz/corpus/NAME/
#   tools/fuzz.sh run NAME [SECONDS]   fuzz one target for SECONDS (default 600)
#   tools/fuzz.sh all [SECONDS]        build, seed, then each fuzzer in turn, SECONDS each
#   tools/fuzz.sh replay               run each fuzzer once over its corpus and the
#                                      regressions, without fuzzing (a quick check)
#
# NAME is one of:
#   notation   the puzzle reader (PuzzleReader) over arbitrary bytes, forced and detected
#              notations, --box, pipe-like reads; every grid read must print and read back
#   model      the SAT solver output reader and `decode` (read_solver_output, decode_model)
#              for fixed puzzles and encodings, against an independent decoder
#   roundtrip  4x4 and 9x9 puzzles: the SAT engine and both backtrackers must agree, pass
#              check_solution (and the slow reference on 4x4), and print/parse back equal
#   fpuzzles   f-puzzles JSON, JSON Lines and share links of f-puzzles and SudokuPad, read
#              and taken through what the commands do: both engines under a budget (never
#              contradicting each other, answers checked), the JSON written back with its
#              givens and read back equal, the SVG picture, the DIMACS export
#   serve      the connected solver's message handling (satdoku serve without its socket):
#              whole messages, or f-puzzles JSON sent as the userscript sends it with each
#              command; every message answered within the time limit, every reply one
#              JSON object of the protocol (solutions checked), LZString round trips
#
# Every input starts with 4 settings bytes (forced notation, box, puzzle, encoding, read
# piece size: see tests/fuzz/fuzz_support.hpp and each *_property.hpp); the seeds are
# real files with such a prefix: tests/malformed, tests/data, cnf_examples, samples of
# /work/shared/data, tests/fuzz/corpus, and solver outputs of cnf_examples/*.cnf from
# cadical, minisat and picosat when they are installed; for fpuzzles, the f-puzzles
# files of examples/, tests/malformed/fpuzzles, tests/data/share_links and
# /work/shared/data/variants; for serve, the messages of tests/data/serve and
# tests/fuzz/corpus/serve, and the f-puzzles files of examples/ and tests/data/variants
# sent with five of the commands.
#
# Crashes, leaks, timeouts and broken properties are written to build-fuzz/crashes/NAME/.
# Each one becomes a regression: copy it to tests/regressions/NAME-WHAT.bin (NAME picks
# the property that replays it; WHAT says what it found) and run hardening_tests, whose
# Regressions.* tests replay every file there through the same properties and, for
# notation inputs, through the program. One fuzzer at a time: each uses one core.
#
# Needs clang 14 with libFuzzer (Debian: clang-14, libclang-rt-14-dev).
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
root=$(pwd)
build=$root/build-fuzz
names=(notation model roundtrip fpuzzles serve)

usage() { sed -n '2,44p' "$0"; }

build() {
  if [[ ! -f $build/CMakeCache.txt ]]; then
    # One file per translation unit: clang rejects the native engine's explicit
    # instantiations once a unity build puts them in one file.
    CXX=${CXX:-clang++} cmake -S "$root" -B "$build" -DCMAKE_BUILD_TYPE=RelWithDebInfo \
      -DSATDOKU_FUZZ=ON -DSATDOKU_BUILD_BENCHMARKS=OFF -DSATDOKU_BUILD_TESTS=ON -DSATDOKU_UNITY=OFF
  fi
  cmake --build "$build" -j2 --target fuzz_notation fuzz_model fuzz_roundtrip fuzz_fpuzzles fuzz_serve
}

# seed_file DIR SETTINGS FILE: FILE with the settings bytes in front (octal
# escapes, e.g. '\000\000\000\000'), named after FILE and the settings.
seed_file() {
  local dir=$1 settings=$2 file=$3
  local name
  name=$(basename "$file")-${settings//\\/}
  # shellcheck disable=SC2059  # the settings are octal escapes for printf
  { printf "$settings"; cat "$file"; } > "$dir/$name"
}

seed() {
  local corpus=$build/corpus tmp
  tmp=$(mktemp -d)
  trap 'rm -rf "$tmp"' RETURN
  rm -rf "$corpus"
  mkdir -p "$corpus"/{notation,model,roundtrip,fpuzzles,serve}

  # Puzzle texts: every malformed case, the judges' samples, the CNF examples'
  # puzzles, and the first lines of each public set (a few puzzles each).
  local texts=("$root"/tests/malformed/*.txt "$root"/tests/data/*.txt "$root"/cnf_examples/*.txt
               "$root"/tests/fuzz/corpus/notation/*)
  for set in /work/shared/data/*.txt; do
    [[ -f $set ]] || continue
    head -c 4000 "$set" | head -n 3 > "$tmp/$(basename "$set")"
    texts+=("$tmp/$(basename "$set")")
  done
  for f in "${texts[@]}"; do
    [[ -f $f ]] || continue
    seed_file "$corpus/notation" '\000\000\000\000' "$f"   # detected, no box
    seed_file "$corpus/notation" '\000\000\007\000' "$f"   # in pieces of 8 bytes
    seed_file "$corpus/roundtrip" '\000\000\000\000' "$f"
  done
  # Forced notations and boxes on the samples whose notation is known.
  seed_file "$corpus/notation" '\001\001\000\000' "$root/tests/data/problem_a.txt"  # compact, 3x3
  seed_file "$corpus/notation" '\002\000\000\000' "$root/tests/data/problem_b.txt"  # spaced
  seed_file "$corpus/notation" '\003\002\000\000' "$root/tests/malformed/line_side_needs_box.txt"
  seed_file "$corpus/notation" '\003\000\000\364' "$root/tests/data/golden_9x9.txt"  # long
  seed_file "$corpus/roundtrip" '\003\000\000\000' "$root/tests/data/golden_9x9.txt"

  # Solver outputs for the model fixtures (see tests/fuzz/model_property.hpp):
  # fixture 0 = small_4x4, 1 = problem A, 3 = unsolvable 9x9; settings byte 1
  # 0 = extended, 3 = reduced.
  local cnfs=("small_4x4:\000\000" "problem_a:\001\000" "problem_a.reduced:\001\003"
              "unsolvable_9x9:\003\000")
  for spec in "${cnfs[@]}"; do
    local stem=${spec%%:*} settings=${spec#*:}
    local cnf=$root/cnf_examples/$stem.cnf
    [[ -f $cnf ]] || continue
    if command -v cadical > /dev/null; then cadical -q "$cnf" > "$tmp/$stem.cadical" || true; fi
    if command -v picosat > /dev/null; then picosat "$cnf" > "$tmp/$stem.picosat" || true; fi
    if command -v minisat > /dev/null; then
      minisat "$cnf" "$tmp/$stem.minisat" > /dev/null 2>&1 || true
    fi
    for out in "$tmp/$stem".*; do
      [[ -f $out ]] && seed_file "$corpus/model" "$settings\\000\\000" "$out"
    done
  done
  for f in "$root"/tests/fuzz/corpus/model/*; do
    [[ -f $f ]] && seed_file "$corpus/model" '\000\000\000\000' "$f"
  done
  # f-puzzles JSON and links, detected and forced (settings byte 0 odd).
  local variants=("$root"/examples/*.json "$root"/examples/*.link.txt
                  "$root"/tests/malformed/fpuzzles/* "$root"/tests/data/share_links/*
                  "$root"/tests/fuzz/corpus/fpuzzles/* /work/shared/data/variants/*.json)
  for f in "${variants[@]}"; do
    [[ -f $f ]] || continue
    seed_file "$corpus/fpuzzles" '\000\000\000\000' "$f"
    seed_file "$corpus/fpuzzles" '\001\000\000\000' "$f"
  done
  # Messages: the stored data with each command (settings byte 0 = 0: the
  # text is the message), and f-puzzles files as the puzzle of a message
  # (byte 0 odd; byte 1 the command: 0 truecandidates ... 6 step).
  local commands=(truecandidates solve check count estimate solvepath step)
  local k=0
  while IFS=$'\t' read -r name _ _ data; do
    local command=${commands[$((k % ${#commands[@]}))]}
    k=$((k + 1))
    printf '{"nonce":%d,"command":"%s","dataType":"fpuzzles","data":"%s"}' \
      "$k" "$command" "$data" > "$tmp/$name.$command.msg"
    seed_file "$corpus/serve" '\000\000\000\000' "$tmp/$name.$command.msg"
  done < "$root/tests/data/serve/messages.tsv"
  for f in "$root"/tests/fuzz/corpus/serve/*; do
    [[ -f $f ]] && seed_file "$corpus/serve" '\000\000\000\000' "$f"
  done
  local puzzles=("$root"/examples/*.json "$root"/tests/data/variants/*.json)
  for f in "${puzzles[@]}"; do
    [[ -f $f ]] || continue
    for c in 0 1 2 5 6; do
      seed_file "$corpus/serve" "\\001\\00$c\\007\\000" "$f"
    done
  done
  for n in "${names[@]}"; do
    echo "seeded $n: $(find "$corpus/$n" -type f | wc -l) inputs"
  done
}

run() {
  local name=$1 seconds=${2:-600} max_len=8192
  # f-puzzles files of real puzzles run to tens of KiB.
  [[ $name == fpuzzles || $name == serve ]] && max_len=65536
  [[ " ${names[*]} " == *" $name "* ]] || { echo "fuzz.sh: unknown fuzzer '$name'" >&2; exit 2; }
  [[ -d $build/corpus/$name ]] || seed
  mkdir -p "$build/crashes/$name" "$build/work/$name"
  # The corpus grows in work/NAME; the seeds stay as they are. -timeout must
  # exceed roundtrip's worst case (a few engine calls of one second each).
  (cd "$build/work/$name" &&
   "$build/tests/fuzz/fuzz_$name" "$build/work/$name" "$build/corpus/$name" \
     -max_total_time="$seconds" -timeout=30 -rss_limit_mb=2048 -max_len="$max_len" \
     -artifact_prefix="$build/crashes/$name/" -print_final_stats=1)
}

replay() {
  for n in "${names[@]}"; do
    [[ -d $build/corpus/$n ]] && "$build/tests/fuzz/fuzz_$n" -runs=0 "$build/corpus/$n"
    if compgen -G "$root/tests/regressions/$n-*" > /dev/null; then
      "$build/tests/fuzz/fuzz_$n" "$root"/tests/regressions/"$n"-*
    fi
  done
}

case "${1:-}" in
  build) build ;;
  seed) seed ;;
  run) [[ $# -ge 2 ]] || { usage; exit 2; }; run "$2" "${3:-600}" ;;
  all) build; seed; for n in "${names[@]}"; do run "$n" "${2:-600}"; done ;;
  replay) replay ;;
  -h|--help|"") usage ;;
  *) echo "fuzz.sh: unknown command '$1' (try --help)" >&2; exit 2 ;;
esac
