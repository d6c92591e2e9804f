#!/usr/bin/env python3
"""satdoku serve's latency, measured by hand (not part of the test suite):

    python3 tools/bench_serve.py [BUILD_DIR]        (ROUNDS=3 in the environment)

1. Files: every public variant file (../shared/data/variants), asked once
   each of a server started with --cache 0 (no answer comes from earlier
   ones): the time from sending a truecandidates message to its reply, and
   `satdoku candidates FILE`'s whole-process time on the same file (start,
   read, solve, print). Medians over the files: all, and the 9x9 files the
   command line answers in under 10 ms.
2. Editing: for each 9x9 file with one completion, a setter adding its
   solution's digits as givens one at a time (in a shuffled order, 12 edits),
   each edit asked of one running server as the page asks it (one message per
   keystroke): the reply times with the cache, and without (--cache 0).
Times are the minimum over ROUNDS rounds, interleaved; the load is printed.
Needs python3-websockets and python3-lzstring."""
import asyncio
import json
import os
import pathlib
import random
import statistics
import subprocess
import sys
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1] / "tests" / "protocol"))
BUILD = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else "build").resolve()
os.environ.setdefault("SATDOKU", str(BUILD / "satdoku"))

import websockets  # noqa: E402

from serve_support import Server, compress, final_reply, message, variant_files  # noqa: E402

ROUNDS = int(os.environ.get("ROUNDS", "3"))


async def timed_requests(uri, datas):
    """Seconds from each message to its reply, asked one after the other."""
    out = []
    async with websockets.connect(uri, max_size=None) as ws:
        for i, data in enumerate(datas):
            start = time.perf_counter()
            await ws.send(message(i + 1, "truecandidates", data))
            reply = await final_reply(ws, i + 1, timeout=600)
            out.append(time.perf_counter() - start)
            assert reply["type"] in ("truecandidates", "invalid"), reply
    return out


def ask_in_turn(datas, *args):
    """The datas asked one after the other of a new server started with args,
    after a first request that warms its engines up (not timed)."""
    with Server("--quiet", *args) as server:
        asyncio.run(timed_requests(server.uri, [compress(json.dumps({"size": 4, "grid": [[{}] * 4] * 4}))]))
        return asyncio.run(timed_requests(server.uri, datas))


def cli_seconds(path):
    start = time.perf_counter()
    subprocess.run([os.environ["SATDOKU"], "candidates", str(path)], capture_output=True)
    return time.perf_counter() - start


def edits(path, rng):
    puzzle = json.loads(path.read_text())
    solution = subprocess.run([os.environ["SATDOKU"], "solve", "--format", "line", str(path)],
                              capture_output=True, text=True).stdout.strip()
    n = puzzle["size"]
    blanks = [i for i in range(n * n) if not puzzle["grid"][i // n][i % n].get("given")]
    rng.shuffle(blanks)
    out = []
    for cell in blanks[:12]:
        puzzle["grid"][cell // n][cell % n] = {"value": int(solution[cell]), "given": True}
        out.append(compress(json.dumps(puzzle)))
    return out


def ms(x):
    return "%.1f ms" % (x * 1000)


def main():
    files = variant_files()
    if not files:
        sys.exit("no variant files (../shared/data/variants)")
    datas = [compress(f.read_text()) for f in files]
    rng = random.Random(1)
    unique_9x9 = [f for f in files if "_9x9_u" in f.name]
    edit_sets = [edits(f, rng) for f in unique_9x9]
    server_best = [float("inf")] * len(files)
    cli_best = [float("inf")] * len(files)
    cached = [[float("inf")] * len(e) for e in edit_sets]
    uncached = [[float("inf")] * len(e) for e in edit_sets]
    for _ in range(ROUNDS):
        times = ask_in_turn(datas, "--cache", "0")
        server_best = [min(a, b) for a, b in zip(server_best, times)]
        cli_best = [min(a, cli_seconds(f)) for a, f in zip(cli_best, files)]
        for k, e in enumerate(edit_sets):
            cached[k] = [min(a, b) for a, b in zip(cached[k], ask_in_turn(e))]
            uncached[k] = [min(a, b) for a, b in zip(uncached[k], ask_in_turn(e, "--cache", "0"))]
    load = os.getloadavg()[0]
    print("load average (1 min) at the end: %.2f on %d cores; %d rounds, minimum of each" %
          (load, os.cpu_count(), ROUNDS))
    print("files: %d; median message -> truecandidates reply %s (command line, whole process: %s)" %
          (len(files), ms(statistics.median(server_best)), ms(statistics.median(cli_best))))
    quick = [s for s, c, f in zip(server_best, cli_best, files) if "_9x9_" in f.name and c < 0.010]
    if quick:
        print("9x9 files the command line answers in < 10 ms: %d; median reply %s, slowest %s" %
              (len(quick), ms(statistics.median(quick)), ms(max(quick))))
    slow = sorted(zip(server_best, cli_best, files), key=lambda t: -t[0])[:5]
    print("slowest: " + ", ".join("%s %s (cli %s)" % (f.name, ms(s), ms(c)) for s, c, f in slow))
    flat_cached = [t for e in cached for t in e]
    flat_uncached = [t for e in uncached for t in e]
    print("editing: %d files x 12 edits; median reply %s with the cache, %s without "
          "(slowest %s and %s)" % (len(edit_sets), ms(statistics.median(flat_cached)),
                                  ms(statistics.median(flat_uncached)), ms(max(flat_cached)),
                                  ms(max(flat_uncached))))


if __name__ == "__main__":
    main()
