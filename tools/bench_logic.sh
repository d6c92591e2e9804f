#!/usr/bin/env bash
# The logical solver's figures for README and issue 22's closing note, every
# target in one run (needs a build with -DSATDOKU_BUILD_BENCHMARKS=ON, for
# bench_logic and bench_rule_steps, and qqwing on the PATH):
#   - soundness and logic reach on 17clue, top1465, forum_hardest_1106 and
#     sudoku_exchange_diabolical (bench_logic: every placement and elimination
#     of every step checked against the unique solution), and on the variant
#     files with one solution (bench_rule_steps --verify: against the
#     published answers, and each rule step by the native engine);
#   - the rating against Sukaku Explainer's published ratings (Spearman, share
#     within 0.2) on bench/puzzles/logic/se_rated_diabolical.txt, or on the
#     whole rated set with SE_RATED=FILE;
#   - qqwing's level agreement on puzzles qqwing makes at each level;
#   - `rate` time per puzzle (processor time, one thread: bench_logic's mean);
#   - `generate --difficulty expert --count 100` and `--rating 7-8 --count
#     100`, wall and CPU time.
#
#   tools/bench_logic.sh [BUILD_DIR] [SHARED_DATA_DIR]
#
# Sample sizes (every K-th puzzle of a set, so the sample spreads over it):
# STRIDE_17=49 (about 1,000 of 49,158), STRIDE_TOP=1, STRIDE_HARD=1,
# STRIDE_DIAB=40 (about 1,000 of 39,719), QQWING_N=250 per level; set them to
# 1 for the whole sets. VARIANT_MAX_RATING=8.4 bounds the variant walks (the
# rule steps are slow past it on some 9x9s). PARTS picks the parts to run
# (default "sets qqwing variants generate").
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
build=${1:-build}
data=${2:-../shared/data}
bench="$build/bench/bench_logic"
[ -x "$bench" ] || bench="$build/bench_logic"
rules="$(dirname "$bench")/bench_rule_steps"
satdoku="$build/satdoku"
for exe in "$bench" "$rules" "$satdoku"; do
  [ -x "$exe" ] || {
    echo "$exe: not built (configure with -DSATDOKU_BUILD_BENCHMARKS=ON)" >&2
    exit 2
  }
done
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
status=0

echo "# bench_logic $(date -u +%FT%TZ), $(git rev-parse --short HEAD), load: $(cut -d' ' -f1-3 /proc/loadavg)"

# set NAME FILE STRIDE: one bench_logic run.
set_figures() {
  echo
  echo "== $1 (every ${3}th puzzle)"
  "$bench" "$2" --stride "$3" || status=1
}

parts=" ${PARTS:-sets qqwing variants generate} "
if [[ $parts == *" sets "* ]]; then
set_figures 17clue "$data/17clue.txt" "${STRIDE_17:-49}"
set_figures top1465 "$data/top1465.txt" "${STRIDE_TOP:-1}"
set_figures forum_hardest_1106 "$data/forum_hardest_1106.txt" "${STRIDE_HARD:-1}"
# The diabolical set with Sukaku Explainer's published rating beside each
# puzzle (the shared copy dropped them): soundness, reach, speed and the
# SE-scale agreement in one run.
set_figures "sudoku_exchange_diabolical, SE-rated" \
  "${SE_RATED:-bench/puzzles/logic/se_rated_diabolical.txt}" "${STRIDE_DIAB:-1}"
fi

if [[ $parts == *" qqwing "* ]]; then
echo
echo "== qqwing levels (${QQWING_N:-250} puzzles per level, qqwing $(qqwing --version 2>&1 | head -1))"
for level in simple easy intermediate expert; do
  qqwing --generate "${QQWING_N:-250}" --difficulty "$level" --one-line |
    sed "s/\$/ $level/" >> "$tmp/qqwing.txt"
done
"$bench" "$tmp/qqwing.txt" || status=1
fi

if [[ $parts == *" variants "* ]]; then
  echo
  echo "== variant files with one solution (rule steps on, to rating ${VARIANT_MAX_RATING:-8.4})"
  "$rules" "$data/variants" --verify --max-rating "${VARIANT_MAX_RATING:-8.4}" || status=1
fi

if [[ $parts == *" generate "* ]]; then
  echo
  echo "== generate (one job)"
  for args in "--difficulty expert" "--rating 7-8"; do
    # shellcheck disable=SC2086
    /usr/bin/time -o "$tmp/time" -f "%e %U %S" \
      "$satdoku" generate $args --count 100 --seed 1 --jobs 1 > "$tmp/out" 2> /dev/null || status=1
    read -r wall user sys < "$tmp/time"
    python3 -c 'import sys
w, u, s = map(float, sys.argv[2:5])
print("generate %-20s --count 100: %6.1f s wall, %6.1f s CPU, %d puzzles" % (sys.argv[1], w, u + s, int(sys.argv[5])))' \
      "$args" "$wall" "$user" "$sys" "$(grep -c . "$tmp/out")"
  done
fi
echo
echo "# done, load: $(cut -d' ' -f1-3 /proc/loadavg)"
exit $status
