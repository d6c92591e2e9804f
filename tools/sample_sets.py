#!/usr/bin/env python3
"""Cuts tests/data/sets/<set>.sample from the full public sets: the lines the
tests pick, each after its line number in the full set.

The tests read every line they use from tests/data/ (tests/support/data_sets.hpp,
python/tests/datasets.py). After a test starts picking other lines of a large set,
record what the suite picks, with the full sets there, and cut the samples again:

    SATDOKU_RECORD_SETS=/tmp/picks.txt ctest --test-dir build
    tools/sample_sets.py /tmp/picks.txt [DATA_DIR]

DATA_DIR is the folder of full sets (default ../shared/data). Lines already in a
sample stay. Sets shipped whole (tests/data/sets/<set>) are left alone.
"""
import sys
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SETS = ROOT / "tests" / "data" / "sets"


def existing(sample):
    """Line numbers already in a sample file."""
    if not sample.exists():
        return set()
    return {int(line.split(" ", 1)[0]) for line in sample.read_text().splitlines()
            if line and not line.startswith("#")}


def main():
    if len(sys.argv) not in (2, 3):
        sys.exit(__doc__)
    data = Path(sys.argv[2]) if len(sys.argv) == 3 else ROOT.parent / "shared" / "data"
    picks = defaultdict(set)
    for line in Path(sys.argv[1]).read_text().splitlines():
        name, number = line.rsplit(" ", 1)
        picks[name].add(int(number))
    for name, numbers in sorted(picks.items()):
        if (SETS / name).exists():
            continue  # shipped whole
        sample = SETS / (name + ".sample")
        numbers |= existing(sample)
        lines = (data / name).read_text().splitlines()
        out = [f"# {name}: {len(lines)} lines",
               f"# The {len(numbers)} lines of {name} the tests pick (tests/data/README.md names",
               "# its source), each after its line number in the full set. Made by",
               "# tools/sample_sets.py; read by tests/support/data_sets.hpp."]
        out += [f"{n} {lines[n - 1]}" for n in sorted(numbers)]
        sample.write_text("\n".join(out) + "\n")
        print(f"{sample.relative_to(ROOT)}: {len(numbers)} of {len(lines)} lines")


if __name__ == "__main__":
    main()
