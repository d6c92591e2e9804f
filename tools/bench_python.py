#!/usr/bin/env python3
"""The Python module's cost per call (run by hand, not in the suite):
solve() in a loop against solve_many(jobs=1) on the same puzzles, per engine,
interleaved rounds, minimum of the rounds; and how long Ctrl-C takes to stop
a long call (SIGINT to KeyboardInterrupt, in a child process).

    PYTHONPATH=build/python tools/bench_python.py [ROUNDS]
"""
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import satdoku

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "python" / "tests"))
from datasets import set_lines  # noqa: E402

ROUNDS = int(sys.argv[1]) if len(sys.argv) > 1 else 5
PUZZLES = set_lines("17clue.txt", 400)


def per_puzzle(run):
    start = time.perf_counter()
    run()
    return (time.perf_counter() - start) / len(PUZZLES) * 1e6


def calls():
    print(f"{len(PUZZLES)} 17-clue puzzles, {ROUNDS} interleaved rounds, minimum; µs per puzzle")
    print("engine     solve() loop   timeout=60   solve_many(jobs=1)   ratio   with timeout")
    for engine in ["sat", "backtrack"]:
        satdoku.solve(PUZZLES[0], engine=engine)  # this thread's engine made once
        loop, timed, many = [], [], []
        for _ in range(ROUNDS):
            loop.append(per_puzzle(lambda: [satdoku.solve(p, engine=engine) for p in PUZZLES]))
            timed.append(per_puzzle(
                lambda: [satdoku.solve(p, engine=engine, timeout=60) for p in PUZZLES]))
            many.append(per_puzzle(lambda: satdoku.solve_many(PUZZLES, engine=engine, jobs=1)))
        print(f"{engine:10} {min(loop):12.1f}   {min(timed):10.1f}   {min(many):18.1f}"
              f"   {min(loop) / min(many):5.2f}   {min(timed) / min(many):12.2f}")


CHILD = """
import signal, sys, time, satdoku
signal.signal(signal.SIGINT, signal.default_int_handler)  # also from a background job
print("started", flush=True)
try:
    {call}
except KeyboardInterrupt:
    print(time.monotonic(), flush=True)
"""


def ctrl_c():
    print("Ctrl-C: SIGINT sent 1 s into the call, until KeyboardInterrupt (ms)")
    for name, call in [
        ("count 9x9, limit 10^12, sat", 'satdoku.count("." * 81, limit=10**12)'),
        ("count 9x9, limit 10^12, backtrack", 'satdoku.count("." * 81, limit=10**12, engine="backtrack")'),
        ("solve_many 4 x empty 36x36", 'satdoku.solve_many(["." * 1296] * 4, jobs=2)'),
        ("candidates empty 36x36", 'satdoku.candidates("." * 1296)'),
        ("solve empty 36x36, backtrack", 'satdoku.solve("." * 1296, engine="backtrack")'),
    ]:
        child = subprocess.Popen([sys.executable, "-c", CHILD.format(call=call)],
                                 stdout=subprocess.PIPE, text=True, env=os.environ)
        child.stdout.readline()
        time.sleep(1)
        sent = time.monotonic()
        child.send_signal(signal.SIGINT)
        out = child.communicate(timeout=120)[0].strip()
        took = f"{(float(out) - sent) * 1000:.0f}" if out else "finished first"
        print(f"  {name:36} {took}")


if __name__ == "__main__":
    print("load:", open("/proc/loadavg").read().split()[:3])
    calls()
    ctrl_c()
