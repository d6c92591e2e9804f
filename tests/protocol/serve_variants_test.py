#!/usr/bin/env python3
"""Every public variant file (tests/data/variants, else ../shared/data/variants)
asked of `satdoku serve` as the f-puzzles userscript asks it, each reply
equal to the command line's answer on the same file:
  solve          -> `satdoku solve` (solved: the solution; no solution: invalid)
  check          -> `satdoku count --limit 2`
  count          -> `satdoku count --limit K` (the server started with --count-limit K)
  truecandidates -> `satdoku candidates` (1 for each candidate, 0 elsewhere)
  colored (cap 8) -> `satdoku candidates --limit 8` (on the 6x6 files; all with --full)
  estimate, solvepath, step, cancel: the reply types the userscript expects (a sample).
Skipped (exit 77) when no variant file is there. --full: K = 1000 and colored
on every file (a few minutes; by hand)."""
import asyncio
import os
import json
import sys

from serve_support import (SKIP, F_PUZZLES, Server, cli, cli_json_lines, file_data, final_reply,
                           main, message, run, variant_files)
import websockets  # after serve_support, which skips the test when they are missing

FULL = "--full" in sys.argv
ALL_FILES = variant_files()
SAMPLED = ("killer_9x9_u0.json", "whispers_9x9_m1.json", "xv_6x6_u3.json")
# Under the sanitizers (CMake sets SATDOKU_SANITIZED=1) every third file and the
# sample below: each answer costs ten times as much there, and what the
# sanitizers look for is in the code paths, which the release run covers on
# every file.
if os.environ.get("SATDOKU_SANITIZED") == "1" and not FULL:
    FILES = [f for i, f in enumerate(ALL_FILES) if i % 3 == 0 or f.name in SAMPLED]
else:
    FILES = ALL_FILES
COUNT_LIMIT = 1000 if FULL else 20
COLORED = FILES if FULL else [f for f in FILES if "_6x6_" in f.name]


def per_candidate(entry, side, cap):
    """solutionsPerCandidate from `satdoku candidates --format json`'s entry."""
    out = [0] * (side ** 3)
    for cell, digits in enumerate(entry["candidates"]):
        for k, d in enumerate(digits):
            out[cell * side + d - 1] = entry["counts"][cell][k] if cap > 1 else 1
    return out


async def ask_all(uri, requests, connections=2):
    """Replies to (command, data) requests, asked over a few connections at once."""
    replies = [None] * len(requests)

    async def worker(k):
        async with websockets.connect(uri, origin=F_PUZZLES, max_size=None) as ws:
            for i in range(k, len(requests), connections):
                command, data = requests[i]
                await ws.send(message(i + 1, command, data))
                replies[i] = await final_reply(ws, i + 1, timeout=120)

    await asyncio.gather(*(worker(k) for k in range(connections)))
    return replies


def test_every_file_every_command():
    names = [str(f) for f in FILES]
    solved = {e["source"]: e for e in cli_json_lines("solve", "--format", "json", *names)}
    checks = dict(zip(names, cli("count", "--limit", "2", *names).split()))
    counts = dict(zip(names, cli("count", "--limit", str(COUNT_LIMIT), *names).split()))
    candidates = {e["source"]: e for e in cli_json_lines("candidates", "--format", "json", *names)}
    colored = {e["source"]: e for e in cli_json_lines(
        "candidates", "--limit", "8", "--format", "json", *[str(f) for f in COLORED])}
    requests = []
    for f in FILES:
        data = file_data(f)
        requests += [("solve", data), ("check", data), ("count", data), ("truecandidates", data)]
        if f in COLORED:
            requests.append(("truecandidates", file_data(f, truecandidatesoptions=["colored"])))
    with Server("--count-limit", str(COUNT_LIMIT), "--quiet") as server:
        replies = iter(run(ask_all(server.uri, requests)))
    checked = 0
    for f in FILES:
        name = str(f)
        side = json.loads(f.read_text())["size"]
        solve, check, count, tc = next(replies), next(replies), next(replies), next(replies)
        where = f.name
        want = solved[name]
        if want["status"] == "solved":
            assert solve["type"] == "solved", (where, solve)
            assert "".join(map(str, solve["solution"])) == want["solution"], (where, solve)
        else:
            assert want["status"] == "no_solution", (where, want)
            assert solve["type"] == "invalid" and solve["message"].startswith("No solutions"), (where, solve)
        assert check["type"] == "count", (where, check)
        assert str(check["count"]) + ("+" if check["count"] == 2 else "") == (
            checks[name] if checks[name] != "2" else "2+"), (where, check, checks[name])
        if counts[name].endswith("+"):
            assert count["type"] == "invalid" and "at least %d" % COUNT_LIMIT in count["message"], (
                where, count)
        else:
            assert count["type"] == "count" and count["count"] == int(counts[name]), (
                where, count, counts[name])
        entry = candidates[name]
        if entry["status"] == "solved":
            assert tc["type"] == "truecandidates", (where, tc)
            assert tc["solutionsPerCandidate"] == per_candidate(entry, side, 1), where
        else:
            assert tc["type"] == "invalid", (where, tc)
        if f in COLORED:
            tc8 = next(replies)
            entry = colored[name]
            if entry["status"] == "solved":
                assert tc8["solutionsPerCandidate"] == per_candidate(entry, side, 8), where
            else:
                assert tc8["type"] == "invalid", (where, tc8)
        checked += 1
    assert checked == len(FILES)
    print("     %d of %d files; count --limit %d; colored on %d"
          % (checked, len(ALL_FILES), COUNT_LIMIT, len(COLORED)))


def test_the_other_commands_on_a_sample():
    sample = [f for f in FILES if f.name in SAMPLED]
    with Server("--progress", "0.05", "--quiet") as server:
        async def go(f):
            async with websockets.connect(server.uri, origin=F_PUZZLES) as ws:
                await ws.send(message(1, "estimate", file_data(f)))
                first = json.loads(await asyncio.wait_for(ws.recv(), 60))
                assert first["type"] == "estimate" and first["nonce"] == 1, first
                await ws.send(message(2, "cancel", ""))
                assert (await final_reply(ws, 1))["type"] == "canceled"
                assert (await final_reply(ws, 2))["type"] == "canceled"
                for nonce, command in [(3, "solvepath"), (4, "step")]:
                    await ws.send(message(nonce, command, file_data(f)))
                    r = await final_reply(ws, nonce)
                    assert r["type"] in ("logical", "invalid"), r
        for f in sample:
            run(go(f))


if __name__ == "__main__":
    if not FILES:
        print("SKIP: no public variant files (tests/data/variants or ../shared/data/variants)")
        sys.exit(SKIP)
    main([test_every_file_every_command, test_the_other_commands_on_a_sample])
