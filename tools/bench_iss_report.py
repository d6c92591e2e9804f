#!/usr/bin/env python3
"""The tables of tools/bench_iss.sh, from its raw results (run by hand).

  bench_iss_report.py report OUT BUDGET ROUNDS REPS ISS_COMMIT [--full]
  bench_iss_report.py process OUT SATDOKU ISS_DIR BUDGET

`report` reads OUT/puzzles.tsv and OUT/results.tsv (and OUT/process.tsv when
there) and prints Markdown: the summary per task and engine, the table by
rule kind, the worst ten puzzles per task, the whole-process times, and with
--full every puzzle. Times are the least over the rounds; a ratio is
satdoku's CPU time over ISS's on the same puzzle and task.

`process` times one process per puzzle, as a new user meets them: satdoku's
commands (solve, count --limit 2, candidates; their defaults) and node
starting tools/iss_driver.mjs on the puzzle's ISS line (one answer, cold),
each the CPU time (user + system) of the child from exec to exit.
"""
import datetime
import os
import resource
import statistics
import subprocess
import sys
from collections import defaultdict

TASKS = ["count2", "candidates", "solve"]
TASK_NAMES = {
    "count2": "count to 2",
    "candidates": "true candidates",
    "solve": "solve (satdoku lex-min; ISS first solution)",
}
ENGINES = ["sat", "backtrack", "auto"]
# "best" is the faster of the two engines on each puzzle; "auto" the default
# engine, which runs the native one alone briefly, then races both.
BEST_OF = ["sat", "backtrack"]
ENGINE_NAMES = {"sat": "SAT", "backtrack": "native", "auto": "default (auto)",
                "best": "better engine"}


def read_puzzles(out):
    """name -> (satdoku file, ISS line file)."""
    puzzles = {}
    with open(os.path.join(out, "puzzles.tsv")) as f:
        for line in f:
            name, path, iss = line.rstrip("\n").split("\t")
            puzzles[name] = (path, iss)
    return puzzles


def read_results(out, puzzles):
    """(tool, task, name) -> {"cpu": least seconds or None, "status", "answer"}; kinds."""
    by_file = {}
    for name, (path, iss) in puzzles.items():
        by_file[path] = name
        by_file[iss] = name
    runs = defaultdict(list)
    kinds = {}
    with open(os.path.join(out, "results.tsv")) as f:
        for line in f:
            fields = line.rstrip("\n").split("\t")
            tool, task, _round, path = fields[:4]
            name = by_file.get(path)
            if name is None:
                continue
            status, cpu = fields[5], int(fields[6]) / 1e6
            if tool == "iss":
                answer = fields[8] if len(fields) > 8 else ""
            else:
                answer = fields[10]
                kinds[name] = fields[11].split(",") if len(fields) > 11 else []
            runs[(tool, task, name)].append((status, cpu, answer))
    results = {}
    for key, seen in runs.items():
        answered = [r for r in seen if r[0] != "unknown"]
        if answered:
            best = min(answered, key=lambda r: r[1])
            results[key] = {"cpu": best[1], "status": best[0], "answer": best[2]}
        else:
            results[key] = {"cpu": None, "status": "unknown", "answer": ""}
    return results, kinds


def ms(seconds, budget):
    if seconds is None:
        return f">{budget:g} s"
    if seconds >= 1:
        return f"{seconds:.2f} s"
    return f"{seconds * 1e3:.2f} ms" if seconds >= 0.001 else f"{seconds * 1e6:.0f} µs"


def ratio_text(r):
    if r is None:
        return "-"
    return f"{r:.2f}×" if r < 10 else f"{r:.0f}×"


def agrees(task, mine, theirs):
    """Whether satdoku's answer and ISS's say the same (unique puzzles: the
    lex-min completion is the first solution)."""
    if task == "solve":
        return mine["status"] != "solved" or theirs["status"] != "solved" or \
            mine["answer"] == theirs["answer"]
    return mine["answer"] == theirs["answer"]


def pairs(results, names, task, engine):
    """[(name, satdoku seconds, ISS seconds)] where both answered; engine
    "best" is the faster of the two per puzzle."""
    rows = []
    for name in names:
        iss = results.get(("iss", task, name))
        if not iss or iss["cpu"] is None:
            continue
        engines = BEST_OF if engine == "best" else [engine]
        mine = [results.get((e, task, name)) for e in engines]
        mine = [m["cpu"] for m in mine if m and m["cpu"] is not None]
        if not mine:
            continue
        rows.append((name, min(mine), iss["cpu"]))
    return rows


def summary(results, names, budget):
    print("| task | engine | puzzles | median satdoku/ISS | over 2× | over 10× | "
          "total satdoku | total ISS | total ratio | satdoku past budget | ISS past budget |")
    print("|---|---|---|---|---|---|---|---|---|---|---|")
    for task in TASKS:
        iss_unknown = sum(1 for n in names
                          if results.get(("iss", task, n), {}).get("cpu", 0) is None)
        for engine in ENGINES + ["best"]:
            rows = pairs(results, names, task, engine)
            if not rows:
                continue
            ratios = [a / b for _, a, b in rows]
            mine_total = sum(a for _, a, _ in rows)
            iss_total = sum(b for _, _, b in rows)
            if engine == "best":
                unknown = sum(1 for n in names if all(
                    results.get((e, task, n), {}).get("cpu", 0) is None for e in BEST_OF))
            else:
                unknown = sum(1 for n in names
                              if results.get((engine, task, n), {}).get("cpu", 0) is None)
            print(f"| {TASK_NAMES[task]} | {ENGINE_NAMES[engine]} | {len(rows)} | "
                  f"{statistics.median(ratios):.2f}× | {sum(r > 2 for r in ratios)} | "
                  f"{sum(r > 10 for r in ratios)} | {ms(mine_total, budget)} | "
                  f"{ms(iss_total, budget)} | {mine_total / iss_total:.2f}× | {unknown} | "
                  f"{iss_unknown} |")
    print()


def by_kind(results, names, kinds):
    groups = defaultdict(list)
    for name in names:
        for kind in kinds.get(name, []):
            groups[kind].append(name)
    columns = [(t, e) for t in TASKS for e in ENGINES]
    print("| rule kind | puzzles | ISS median count to 2 | " +
          " | ".join(f"{ENGINE_NAMES[e]} {t}" for t, e in columns) + " |")
    print("|---|---|---|" + "---|" * len(columns))
    for kind, members in sorted(groups.items(), key=lambda kv: (-len(kv[1]), kv[0])):
        iss = [results[("iss", "count2", n)]["cpu"] for n in members
               if results.get(("iss", "count2", n), {}).get("cpu") is not None]
        cells = []
        for task, engine in columns:
            rows = pairs(results, members, task, engine)
            cells.append(ratio_text(statistics.median([a / b for _, a, b in rows]) if rows else None))
        iss_text = f"{statistics.median(iss) * 1e3:.2f} ms" if iss else "-"
        print(f"| {kind} | {len(members)} | {iss_text} | " + " | ".join(cells) + " |")
    print()
    print("Median ratio satdoku / ISS over the puzzles that have the kind (a puzzle counts "
          "under each of its kinds).")
    print()


def worst(results, names, budget):
    for task in TASKS:
        rows = []
        for name in names:
            iss = results.get(("iss", task, name))
            if not iss:
                continue
            times = {e: results.get((e, task, name), {}).get("cpu") for e in ENGINES}
            # Ranked by the default engine when it ran, else by the better one.
            ranked = [times["auto"]] if ("auto", task, name) in results else \
                [times[e] for e in BEST_OF if times[e] is not None]
            ranked = [t for t in ranked if t is not None]
            best = min(ranked) if ranked else None
            # Past the budget counts as the budget: a lower bound of the ratio.
            if iss["cpu"] is None:
                key, bound = (0 if best is not None else -1), False
            else:
                key, bound = (best if best is not None else budget) / iss["cpu"], best is None
            rows.append((key, name, iss["cpu"], times, bound))
        rows.sort(key=lambda r: -r[0])
        print(f"Worst ten, {TASK_NAMES[task]} (by the default engine's ratio, or the better "
              "engine's where it did not run):")
        print()
        print("| puzzle | ISS | SAT | native | default | ranked / ISS |")
        print("|---|---|---|---|---|---|")
        for key, name, iss, times, bound in rows[:10]:
            ratio = "-" if key in (0, -1) else (">" if bound else "") + ratio_text(key)
            print(f"| {name} | {ms(iss, budget)} | {ms(times['sat'], budget)} | "
                  f"{ms(times['backtrack'], budget)} | {ms(times['auto'], budget)} | {ratio} |")
        print()


def full(results, names, kinds, budget):
    print("| puzzle | kinds | " + " | ".join(
        f"{t} ISS | {t} SAT | {t} native | {t} default" for t in TASKS) + " |")
    print("|---|---|" + "---|" * ((1 + len(ENGINES)) * len(TASKS)))
    for name in names:
        cells = []
        for task in TASKS:
            for tool in ["iss"] + ENGINES:
                r = results.get((tool, task, name))
                cells.append(ms(r["cpu"], budget) if r else "-")
        print(f"| {name} | {' '.join(kinds.get(name, []))} | " + " | ".join(cells) + " |")
    print()


def disagreements(results, names):
    found = []
    for name in names:
        for task in TASKS:
            iss = results.get(("iss", task, name))
            for engine in ENGINES:
                mine = results.get((engine, task, name))
                if iss and mine and iss["cpu"] is not None and mine["cpu"] is not None and \
                        not agrees(task, mine, iss):
                    found.append(f"{name} {task} {engine}: satdoku {mine['answer'][:90]}, "
                                 f"ISS {iss['answer'][:90]}")
    return found


def process_table(out, names, budget):
    path = os.path.join(out, "process.tsv")
    if not os.path.exists(path):
        return
    times = defaultdict(dict)
    with open(path) as f:
        for line in f:
            name, command, status, cpu = line.rstrip("\n").split("\t")
            times[command][name] = None if status == "unknown" else float(cpu)
    print("One process per puzzle, as a new user meets them (CPU time of the child, exec to "
          "exit; satdoku's commands with their defaults, ISS's driver started by node):")
    print()
    print("| command | puzzles | median | total | ISS median | ISS total | median ratio |")
    print("|---|---|---|---|---|---|---|")
    iss_of = {"solve": "iss first", "count": "iss count2", "candidates": "iss candidates"}
    for command in ["solve", "count", "candidates"]:
        mine, iss = times.get(command, {}), times.get(iss_of[command], {})
        both = [n for n in names if mine.get(n) is not None and iss.get(n) is not None]
        if not both:
            continue
        a = [mine[n] for n in both]
        b = [iss[n] for n in both]
        print(f"| satdoku {command} | {len(both)} | {ms(statistics.median(a), budget)} | "
              f"{ms(sum(a), budget)} | {ms(statistics.median(b), budget)} | "
              f"{ms(sum(b), budget)} | "
              f"{statistics.median([x / y for x, y in zip(a, b)]):.2f}× |")
    print()


def report(out, budget, rounds, reps, commit, show_full):
    puzzles = read_puzzles(out)
    names = sorted(puzzles)
    results, kinds = read_results(out, puzzles)
    load = open("/proc/loadavg").read().split()[:3]
    print(f"satdoku against ISS ({commit[:12]}): {len(names)} puzzles, {rounds} rounds, "
          f"least of {reps} answers per round, budget {budget:g} s; "
          f"{datetime.datetime.now():%Y-%m-%d %H:%M}, load at the end {' '.join(load)}, "
          f"{os.cpu_count()} cores. CPU time in process; ratio = satdoku / ISS.")
    print()
    summary(results, names, budget)
    by_kind(results, names, kinds)
    worst(results, names, budget)
    process_table(out, names, budget)
    wrong = disagreements(results, names)
    print(f"Answers that differ: {len(wrong) or 'none'}")
    for w in wrong:
        print(f"- {w}")
    print()
    skipped = open(os.path.join(out, "skipped.tsv")).read().splitlines()
    if skipped:
        print(f"Not compared ({len(skipped)}: satdoku cannot write them for ISS):")
        for s in skipped:
            print(f"- {s}")
        print()
    if show_full:
        full(results, names, kinds, budget)


def child_seconds(argv, budget):
    """CPU seconds (user + system) of one child process, or None past the budget."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    try:
        subprocess.run(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                       timeout=budget * 3, check=False)
    except subprocess.TimeoutExpired:
        return None
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def process(out, satdoku, iss_dir, budget):
    puzzles = read_puzzles(out)
    env = dict(os.environ, ISS_DIR=iss_dir)
    os.environ["ISS_DIR"] = iss_dir
    driver = os.path.join(os.path.dirname(os.path.abspath(__file__)), "iss_driver.mjs")
    limit = ["--timeout", str(budget)]
    with open(os.path.join(out, "process.tsv"), "w") as f:
        for name, (path, iss) in sorted(puzzles.items()):
            commands = {
                "solve": [satdoku, "solve", *limit, path],
                "iss first": ["node", driver, "first", "--reps", "1", "--budget", str(budget), iss],
                "count": [satdoku, "count", "--limit", "2", *limit, path],
                "iss count2": ["node", driver, "count2", "--reps", "1", "--budget", str(budget),
                               iss],
                "candidates": [satdoku, "candidates", *limit, path],
                "iss candidates": ["node", driver, "candidates", "--reps", "1", "--budget",
                                   str(budget), iss],
            }
            for command, argv in commands.items():
                seconds = child_seconds(argv, budget)
                status = "unknown" if seconds is None or seconds > budget else "done"
                f.write(f"{name}\t{command}\t{status}\t{seconds or 0}\n")
                f.flush()
    del env


def main():
    if len(sys.argv) >= 7 and sys.argv[1] == "report":
        report(sys.argv[2], float(sys.argv[3]), sys.argv[4], sys.argv[5], sys.argv[6],
               "--full" in sys.argv[7:])
    elif len(sys.argv) == 6 and sys.argv[1] == "process":
        process(sys.argv[2], sys.argv[3], sys.argv[4], float(sys.argv[5]))
    else:
        print(__doc__, file=sys.stderr)
        sys.exit(2)


if __name__ == "__main__":
    main()
