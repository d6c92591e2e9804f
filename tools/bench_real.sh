#!/usr/bin/env bash
# Published and setter-style puzzles timed by rule kind: every f-puzzles file
# of the folders given (default tests/data/real and tests/data/setters) solved
# (lex-min) and counted (--limit 2) by each engine, one process per puzzle and
# task, interleaved, the minimum of ROUNDS rounds. The time is the process's
# CPU time (user + system, start-up included: about 5 ms), which a busy
# machine disturbs far less than wall time. Each answer is checked against the
# folder's answers.tsv. Prints a Markdown table, puzzles per rule kind and the
# slowest time per engine and task, then the slowest puzzles.
#
#   tools/bench_real.sh [BUILD_DIR] [ROUNDS] [DIR...]
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
build=${1:-build}
rounds=${2:-3}
shift $(($# > 2 ? 2 : $#))
dirs=("$@")
[ ${#dirs[@]} -gt 0 ] || dirs=(tests/data/real tests/data/setters)
python3 - "$build/satdoku" "$rounds" "${dirs[@]}" <<'EOF'
import collections, json, os, resource, subprocess, sys

binary, rounds, dirs = sys.argv[1], int(sys.argv[2]), sys.argv[3:]
# Keys that only draw or configure; every other top-level key is a rule kind.
drawing = {"size", "grid", "title", "author", "ruleset", "text", "line", "rectangle", "circle",
           "cage", "solution", "highlightConflicts", "disabledlogic", "truecandidatesoptions"}

def kinds(doc):
    found = {k for k, v in doc.items() if k not in drawing and v not in (None, False, [], "")}
    cells = [c for row in doc["grid"] for c in row]
    if any("region" in c for c in cells): found.add("jigsaw regions")
    if any(c.get("givenPencilMarks") for c in cells): found.add("givenPencilMarks")
    if any(c.get("given") for c in cells): found.add("givens")
    return found or {"classic"}

def cpu():
    r = resource.getrusage(resource.RUSAGE_CHILDREN)
    return r.ru_utime + r.ru_stime

def run(args):
    start = cpu()
    p = subprocess.run([binary] + args, capture_output=True, text=True)
    return cpu() - start, p.stdout.strip()

puzzles = []
for d in dirs:
    if not os.path.exists(os.path.join(d, "answers.tsv")): continue
    for line in open(os.path.join(d, "answers.tsv")):
        name, answer = line.rstrip("\n").split("\t")[:2]
        path = os.path.join(d, name + ".json")
        puzzles.append((name, path, answer, kinds(json.load(open(path)))))

tasks = [("sat", "solve"), ("backtrack", "solve"), ("sat", "count"), ("backtrack", "count")]
best = collections.defaultdict(lambda: float("inf"))
status = {}
for _ in range(rounds):
    for name, path, answer, _k in puzzles:
        for engine, task in tasks:
            args = ["solve", "-q", "--engine", engine, path] if task == "solve" else \
                   ["count", "--limit", "2", "--engine", engine, path]
            t, out = run(args)
            best[name, engine, task] = min(best[name, engine, task], t)
            want = answer if task == "solve" else "1"
            if out == want: status.setdefault((name, engine, task), "ok")
            elif "invalid" in out or out == "": status[name, engine, task] = "unread"
            else: status[name, engine, task] = "WRONG: " + out[:40]

def ms(t): return "%.0f" % (t * 1000)
read = [p for p in puzzles if status[p[0], "sat", "solve"] != "unread"]
print("%d puzzles, %d read (the rest need rule kinds not read yet); load %s" % (
    len(puzzles), len(read), open("/proc/loadavg").read().split()[0]))
print()
print("| rule kind | puzzles | SAT solve | native solve | SAT count | native count |")
print("|---|---|---|---|---|---|")
by_kind = collections.defaultdict(list)
for p in read:
    for k in p[3]: by_kind[k].append(p)
for k in sorted(by_kind, key=lambda k: (-len(by_kind[k]), k)):
    group = by_kind[k]
    cols = [ms(max(best[p[0], e, t] for p in group)) for e, t in tasks]
    print("| %s | %d | %s |" % (k, len(group), " | ".join(c + " ms" for c in cols)))
print()
print("Times: the slowest puzzle of the kind, ms of CPU time (minimum of %d rounds)." % rounds)
wrong = [(p[0], e, t, status[p[0], e, t]) for p in read for e, t in tasks
         if status[p[0], e, t] != "ok"]
for w in wrong: print("NOT OK:", *w)
print()
print("Slowest puzzles (max over engines and tasks):")
for p in sorted(read, key=lambda p: -max(best[p[0], e, t] for e, t in tasks))[:8]:
    print("  %-40s " % p[0] + "  ".join("%s %s %s ms" % (e, t, ms(best[p[0], e, t])) for e, t in tasks))
unread = sorted({p[0] for p in puzzles} - {p[0] for p in read})
if unread: print("\nNot read yet:", ", ".join(unread))
EOF
