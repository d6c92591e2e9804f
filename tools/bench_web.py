#!/usr/bin/env python3
"""The WebAssembly engines against the native program, by CPU time: each
engine (sat, backtrack) solves the published puzzles of tests/data/real and
two classic sets (top1465 and serg_benchmark from --data-dir, by default
../shared/data; without it the samples norvig_top95 and forum_hardest_1106
of tests/data/sets) once natively
(`satdoku solve --engine E --jobs 1`, the whole process) and in the module
under node (web/bench/solve_files.mjs: the solving loop once the module's
code is optimised (warm), the first loop in a module just loaded, while V8
optimises it (cold), and the whole node process up to the end of that
first loop), in interleaved rounds on the same machine. The answers must
be the same; the table gives each median and its ratio to the program's. Run by hand after tools/setup.sh --web:

    tools/bench_web.py [--rounds 3] [--site build-web/site] [--program build/satdoku]
                       [--data-dir ../shared/data]
"""
import argparse
import hashlib
import json
import os
import pathlib
import resource
import statistics
import subprocess
import sys

REPO = pathlib.Path(__file__).resolve().parents[1]


def children_cpu():
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def native(program, engine, files):
    before = children_cpu()
    run = subprocess.run([program, "solve", "--engine", engine, "--jobs", "1", "--quiet",
                          "--format", "line", *files], capture_output=True, text=True, check=False)
    seconds = children_cpu() - before
    if run.returncode != 0:
        sys.exit("satdoku failed (%d): %s" % (run.returncode, run.stderr))
    digest = hashlib.sha256("".join(l + "\n" for l in run.stdout.split("\n") if l).encode())
    return seconds, digest.hexdigest()[:16]


def wasm(site, engine, files):
    run = subprocess.run(["node", "--no-experimental-fetch", str(REPO / "web/bench/solve_files.mjs"),
                          site, engine, *files], capture_output=True, text=True, check=False)
    if run.returncode != 0:
        sys.exit("the module failed (%d): %s" % (run.returncode, run.stderr))
    got = json.loads(run.stdout)
    return got["warm"], got["cold"], got["process"], got["digest"]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--site", default=str(REPO / "build-web/site"))
    parser.add_argument("--program", default=str(REPO / "build/satdoku"))
    parser.add_argument("--data-dir", default=str(REPO.parent / "shared/data"))
    args = parser.parse_args()
    sets = {"real (72 variant and classic)":
            sorted(str(p) for p in (REPO / "tests/data/real").glob("*.json"))}
    # Classic sets large enough that solving, not starting a process, is
    # what is timed: the full public sets when there, else the samples.
    data = pathlib.Path(args.data_dir)
    classic = ["top1465.txt", "serg_benchmark.txt"] if (data / "top1465.txt").exists() else []
    if not classic:
        data = REPO / "tests/data/sets"
        classic = ["norvig_top95.txt", "forum_hardest_1106.txt"]
    for name in classic:
        sets[name + " (classic)"] = [str(data / name)]
    times = {}
    for _ in range(args.rounds):
        for name, files in sets.items():
            for engine in ("sat", "backtrack"):
                n_seconds, n_digest = native(args.program, engine, files)
                *w_seconds, w_digest = wasm(args.site, engine, files)
                if n_digest != w_digest:
                    sys.exit("%s, %s: the answers differ" % (name, engine))
                times.setdefault((name, engine), []).append((n_seconds, *w_seconds))
    print("load: %s" % " ".join(open("/proc/loadavg").read().split()[:3]))
    print("%-32s %-9s %9s %9s %6s %9s %6s %12s %6s" % ("set", "engine", "native s", "warm s",
          "ratio", "cold s", "ratio", "cold+load s", "ratio"))
    for (name, engine), rows in times.items():
        n, warm, cold, whole = (statistics.median(r[i] for r in rows) for i in range(4))
        print("%-32s %-9s %9.3f %9.3f %6.2f %9.3f %6.2f %12.3f %6.2f" %
              (name, engine, n, warm, warm / n, cold, cold / n, whole, whole / n))


if __name__ == "__main__":
    main()
