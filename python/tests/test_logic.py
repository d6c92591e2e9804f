"""satdoku.rate(), satdoku.explain() and satdoku.techniques(): the logical
solver from Python, as plain data."""
import math
import time

import pytest
import satdoku
from datasets import set_lines

# Wikipedia's example puzzle and its published solution.
WIKIPEDIA = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
SOLUTION = "534678912672195348198342567859761423426853791713924856961537284287419635345286179"
# sudoku_exchange_diabolical.txt line 1 (public domain; rated 7.2 by its publisher).
DIABOLICAL = ".83.2..9....8..1...293....8....987...7.....6...674....3....698...2..5....1..3.54."


def test_rate_gives_plain_data():
    r = satdoku.rate(WIKIPEDIA)
    assert r["solved_by_logic"] is True
    assert r["end"] == "solved"
    assert r["level"] == "simple"  # naked singles finish it
    assert r["steps"] == 81 - 30
    assert r["rating"] <= 2.3  # singles only
    assert abs(satdoku.rate(DIABOLICAL)["rating"] - 7.2) <= 0.2


def test_explain_path_places_the_published_solution():
    e = satdoku.explain(WIKIPEDIA)
    grid = list(WIKIPEDIA)
    for step in e["path"]:
        assert set(step) >= {"technique", "rating", "placements", "eliminations", "reason", "line"}
        for p in step["placements"]:
            row, col = (int(x) for x in p["cell"][1:].split("c"))
            grid[(row - 1) * 9 + col - 1] = str(p["digit"])
    assert "".join(grid) == SOLUTION
    assert e["cells_left"] == {}
    assert e["path"][0]["line"].startswith(e["path"][0]["placements"][0]["cell"])


def test_disabled_and_max_rating_stop_honestly():
    e = satdoku.explain(DIABOLICAL, disabled=["aic", "contradictions"])
    assert e["end"] == "stuck" and not e["solved_by_logic"]
    assert e["cells_left"]  # the cells left, each with its candidates
    assert all(len(v) >= 2 for v in e["cells_left"].values())
    r = satdoku.rate(DIABOLICAL, max_rating=4.0)
    assert r["end"] == "too_hard" and r["rating"] <= 4.0
    with pytest.raises(ValueError):
        satdoku.rate(DIABOLICAL, disabled=["no such technique"])


def test_no_solution_and_several():
    with pytest.raises(satdoku.NoSolution):
        satdoku.rate("55" + "." * 79)
    with pytest.raises(ValueError):
        satdoku.rate("." * 81)


def test_techniques_lists_families_as_sudokusolver_names_them():
    names = {t["family"] for t in satdoku.techniques()}
    assert {"tuples", "pointing", "fishes", "wings", "aic", "contradictions"} <= names
    ratings = [t["rating"] for t in satdoku.techniques()]
    assert ratings == sorted(ratings)


# The first 25x25 of 25x25_unique6 (tests/data/sets), with forcing chains
# the only techniques: more than half a minute of logic (it did not end in
# 28 s of CPU), every step a search over thousands of candidates.
ONLY_FORCING = ["singles", "pointing", "tuples", "fishes", "wings", "aic", "uniqueness",
                "exclusion"]


@pytest.mark.parametrize("call", [satdoku.rate, satdoku.explain])
def test_rate_and_explain_take_a_timeout(call):
    """Issue 37, item 15: explain() and rate() have timeout= as the other long
    calls do, and stop soon after it."""
    puzzle = set_lines("25x25_unique6.txt", 1)[0]
    start = time.monotonic()
    with pytest.raises(TimeoutError):
        call(puzzle, disabled=ONLY_FORCING, timeout=0.5)
    assert time.monotonic() - start < 30.0  # a hang guard: 0.5 s asked
    assert call(WIKIPEDIA, timeout=60)["solved_by_logic"] is True


@pytest.mark.parametrize("call", [satdoku.rate, satdoku.explain])
@pytest.mark.parametrize("bad", [math.nan, -1.0, -math.inf])
def test_a_max_rating_must_be_a_rating(call, bad):
    """Issue 37, item 15: max_rating=nan was taken (as no bound)."""
    with pytest.raises(ValueError, match="max_rating"):
        call(WIKIPEDIA, max_rating=bad)


@pytest.mark.parametrize("limit", [2**63, 2**64, 10**30, 0, -1])
def test_a_count_limit_out_of_range_is_a_value_error(limit):
    """Issue 37, item 15: count(limit=2**63) raised TypeError."""
    with pytest.raises(ValueError, match="limit"):
        satdoku.count(WIKIPEDIA, limit=limit)
    assert satdoku.count(WIKIPEDIA, limit=2**63 - 1) == 1
