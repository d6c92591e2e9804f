"""Sudoku by SAT (CaDiCaL), proved by a second engine.

Puzzles are strings in any notation the satdoku program reads: one line of
N*N symbols ('.' or '0' for a blank), a grid of N lines, f-puzzles JSON of a
variant puzzle (detected by its leading '{') or an f-puzzles share link.

    >>> import satdoku
    >>> satdoku.solve("." * 81)[:9]
    '123456789'

Bad input raises ValueError with the program's message; a puzzle without a
solution raises NoSolutionError saying why. The long calls (solve, count,
candidates, solve_many) release the GIL, stop on Ctrl-C with
KeyboardInterrupt, and take timeout= (seconds; TimeoutError).
"""

from ._core import (
    NoSolutionError,
    Verdict,
    __version__,
    candidates,
    check,
    count,
    engines,
    explain,
    rate,
    solve,
    solve_many,
    techniques,
    to_cnf,
)

#: The old name of NoSolutionError (PEP 8 names exceptions ...Error), kept
#: so that code written for it still runs.
NoSolution = NoSolutionError

__all__ = [
    "NoSolution",
    "NoSolutionError",
    "Verdict",
    "candidates",
    "check",
    "count",
    "engines",
    "explain",
    "rate",
    "solve",
    "solve_many",
    "techniques",
    "to_cnf",
]
