# Types of the satdoku package (its functions are in the compiled satdoku._core).
from typing import Any, Dict, List, Optional, Sequence

__version__: str
#: Every engine name the calls take: "sat", "backtrack", "sat/ENCODING" ...
engines: List[str]

class NoSolutionError(Exception):
    """The puzzle has no completion; str() says why."""

NoSolution = NoSolutionError

class Verdict:
    """The validity checker's verdict; true when the answer is valid."""

    @property
    def ok(self) -> bool: ...
    @property
    def reason(self) -> str:
        """The first rule broken; empty when ok."""
    def __bool__(self) -> bool: ...

def solve(
    puzzle: str, engine: str = "sat", box: str = "", *, timeout: Optional[float] = None
) -> str:
    """The lexicographically smallest completion, as one line of symbols."""

def count(
    puzzle: str,
    limit: int = 2,
    engine: str = "sat",
    box: str = "",
    *,
    timeout: Optional[float] = None,
) -> int:
    """The number of completions, counting stopped at limit."""

def candidates(
    puzzle: str, engine: str = "sat", box: str = "", *, timeout: Optional[float] = None
) -> List[List[int]]:
    """For each cell (row-major), the digits some completion puts there."""

def check(puzzle: str, answer: str, box: str = "") -> Verdict:
    """Whether answer is a valid completion of puzzle."""

def to_cnf(puzzle: str, encoding: str = "extended", box: str = "") -> str:
    """The puzzle as DIMACS CNF text."""

def solve_many(
    puzzles: Sequence[str],
    engine: str = "sat",
    jobs: int = 0,
    box: str = "",
    *,
    timeout: Optional[float] = None,
) -> List[Optional[str]]:
    """solve() on every puzzle, on jobs threads; None where there is no solution."""

def rate(
    puzzle: str,
    box: str = "",
    disabled: Sequence[str] = ...,
    max_rating: float = 0.0,
    *,
    timeout: Optional[float] = None,
) -> Dict[str, Any]:
    """How hard the puzzle is for a person: rating, level, hardest, steps, end."""

def explain(
    puzzle: str,
    box: str = "",
    disabled: Sequence[str] = ...,
    max_rating: float = 0.0,
    *,
    timeout: Optional[float] = None,
) -> Dict[str, Any]:
    """rate()'s dict with the solution path ('path') and the cells left."""

def techniques() -> List[Dict[str, Any]]:
    """The logical techniques in the order the solver tries them."""
