#!/usr/bin/env python3
"""Writes messages.tsv: f-puzzles data as the connected-solver userscript
sends it (LZString base64 of the puzzle's JSON, compressed here by Debian's
python3-lzstring, an implementation independent of satdoku's decoder), for
the C++ protocol tests in tests/serve/.

Run from the repository root with ../shared beside it:
    python3 tests/data/serve/make_messages.py > tests/data/serve/messages.tsv
Columns: name, lexmin completion (or UNSAT, or ? when not known), number of
completions (as answers.tsv writes it: 0, 1, 2+; or an exact figure; or ?),
data. See SOURCES.md for where each answer comes from.
"""
import json
import pathlib

import lzstring

SHARED = pathlib.Path(__file__).resolve().parents[3] / ".." / "shared" / "data" / "variants"
compress = lzstring.LZString().compressToBase64


def answers():
    out = {}
    for line in (SHARED / "answers.tsv").read_text().splitlines():
        name, lexmin, count = line.split("\t")
        out[name] = (lexmin, count)
    return out


def shared(name):
    return json.loads((SHARED / (name + ".json")).read_text())


def classic(givens, side=9):
    grid = []
    for r in range(side):
        row = []
        for c in range(side):
            v = givens[r * side + c]
            row.append({"value": int(v), "given": True} if v not in ".0" else {})
        grid.append(row)
    return {"size": side, "grid": grid}


def main():
    known = answers()
    rows = []

    def add(name, puzzle, lexmin, count):
        rows.append((name, lexmin, count, compress(json.dumps(puzzle, separators=(",", ":")))))

    for name in ["killer_9x9_u0", "x_9x9_m1", "killer_9x9_x2", "jigsaw_6x6_u3", "thermo_9x9_m1"]:
        add(name, shared(name), *known[name])
    # Problem A's sample (golden_9x9.txt's first line, hand-checked).
    add("classic_9x9",
        classic("103000509002109400000704000300502006060000050700803004000401000009205800804000107"),
        "143628579572139468986754231391542786468917352725863914237481695619275843854396127", "?")
    # The empty 4x4: 288 grids (a known figure); its lex-min grid checked by hand.
    add("empty_4x4", classic("." * 16, 4), "1234341221434321", "288")
    add("empty_9x9", classic("." * 81), "?", "?")
    # The userscript's additions to the JSON: solver settings, and the page's
    # state (entered digits without `given`, centre marks).
    p = shared("x_9x9_m1")
    p["truecandidatesoptions"] = ["colored"]
    add("x_9x9_m1_colored", p, *known["x_9x9_m1"])
    p = shared("x_9x9_m1")
    p["truecandidatesoptions"] = ["truecandidatesnumsolutions=3", "logical"]
    p["disabledlogic"] = ["Tuples", "aic"]
    add("x_9x9_m1_cap3", p, *known["x_9x9_m1"])
    p = shared("killer_9x9_u0")
    p["grid"][0][0] = {"value": 7}
    p["grid"][0][1] = {"centerPencilMarks": [9, 3]}
    add("killer_9x9_u0_entered", p, *known["killer_9x9_u0"])
    # Entered digits that clash: two 5s typed in row 1.
    p = shared("killer_9x9_u0")
    p["grid"][0][3] = {"value": 5}
    p["grid"][0][7] = {"value": 5}
    add("killer_9x9_u0_clash", p, *known["killer_9x9_u0"])
    # A key that would constrain but that no reader knows (made up here).
    p = shared("killer_9x9_u0")
    p["notarule"] = [{"cells": ["R1C1", "R1C2"]}]
    add("unknown_rule", p, "?", "?")
    # A setter typing: x_9x9_m1 with its lex-min completion's digits added as
    # givens one at a time along the first row.
    lexmin = known["x_9x9_m1"][0]
    p = shared("x_9x9_m1")
    step = 0
    for c in range(9):
        if p["grid"][0][c].get("given"):
            continue
        p["grid"][0][c] = {"value": int(lexmin[c]), "given": True}
        step += 1
        add("x_9x9_m1_edit%d" % step, p, lexmin, "?")
    # Work no time limit lets end (issue 37): empty grids of 10 to 16 (their
    # Solution Path and Estimate), one with the non-consecutive rule.
    for side in (10, 12, 16):
        add("empty_%dx%d" % (side, side), classic("." * side * side, side), "?", "?")
    p = classic("." * 256, 16)
    p["nonconsecutive"] = True
    add("empty_16x16_nonconsecutive", p, "?", "?")
    # The same with every digit marked in every cell, as the page shows it
    # after Step's "Initial candidates.": the next Step searches.
    p = classic("." * 256, 16)
    for row in p["grid"]:
        for cell in row:
            cell["centerPencilMarks"] = list(range(1, 17))
    add("empty_16x16_marked", p, "?", "?")
    # Solution caps the page does not send: above the server's largest, and
    # values that are no number of solutions.
    for suffix, option in [("cap5000", "truecandidatesnumsolutions=5000"),
                           ("cap0", "truecandidatesnumsolutions=0"),
                           ("capneg", "truecandidatesnumsolutions=-1"),
                           ("cap1e3", "truecandidatesnumsolutions=1e3")]:
        p = shared("x_9x9_m1")
        p["truecandidatesoptions"] = [option]
        add("x_9x9_m1_" + suffix, p, *known["x_9x9_m1"])
    for name, lexmin, count, data in rows:
        print("\t".join([name, lexmin, count, data]))


if __name__ == "__main__":
    main()
