"""The public puzzle sets as tests/data/ holds them (tests/data/README.md):
small sets whole, large ones as the lines the tests pick. The C++ twin is
tests/support/data_sets.hpp; a line missing from tests/data fails the test."""

import os
from pathlib import Path

SOURCE = Path(os.environ.get("SATDOKU_SOURCE_DIR") or Path(__file__).resolve().parents[2])
TEST_DATA = SOURCE / "tests" / "data"
VARIANTS = TEST_DATA / "variants"
SETS = TEST_DATA / "sets"


def _sample(name):
    """(line count of the full set, {index from 0: line}) as shipped."""
    whole = SETS / name
    full = Path(os.environ.get("SATDOKU_DATA_DIR") or "/nonexistent") / name
    if os.environ.get("SATDOKU_RECORD_SETS") and full.exists():
        whole = full  # recording picks reads the full set (tools/sample_sets.py)
    if whole.exists():
        lines = whole.read_text().splitlines()
        return len(lines), dict(enumerate(lines))
    total, lines = 0, {}
    for line in (SETS / (name + ".sample")).read_text().splitlines():
        if line.startswith(f"# {name}: "):
            total = int(line.split()[2])
        elif line and not line.startswith("#"):
            number, text = line.split(" ", 1)
            lines[int(number) - 1] = text
    return total, lines


def set_lines(name, count, stride=1):
    """Lines 0, stride, 2 * stride ... (at most count) of a set."""
    total, lines = _sample(name)
    picked = []
    record = os.environ.get("SATDOKU_RECORD_SETS")
    for index in range(0, total, stride):
        if len(picked) == count:
            break
        if record:
            with open(record, "a") as picks:
                picks.write(f"{name} {index + 1}\n")
        if index not in lines:
            raise LookupError(f"line {index + 1} of {name} is not in tests/data/sets: "
                              "add it with tools/sample_sets.py")
        picked.append(lines[index])
    return picked


def variant_answers():
    """(name, lex-min answer or UNSAT, count 0/1/2+) of tests/data/variants."""
    rows = [line.split("\t") for line in (VARIANTS / "answers.tsv").read_text().splitlines() if line]
    assert rows, "tests/data/variants/answers.tsv holds no answer"
    return [(name, answer, count) for name, answer, count in rows]
