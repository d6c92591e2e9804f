"""The Python module against known answers: the judge samples (Baekjoon
2239 and 2580), tdoku's lex-min answers of the serg set, the variant answers
of tests/data/variants/answers.tsv, the library's validity checker, and the
satdoku program's own output and messages."""

import os
import re
import subprocess
import threading
import time
from pathlib import Path

import pytest
import satdoku
from datasets import SOURCE, VARIANTS, set_lines, variant_answers

PROGRAM = os.environ.get("SATDOKU_BINARY") or str(SOURCE / "build" / "satdoku")

# Problem A (Baekjoon 2239), input and output.
PROBLEM_A = """103000509
002109400
000704000
300502006
060000050
700803004
000401000
009205800
804000107
"""
PROBLEM_A_ANSWER = (
    "143628579572139468986754231391542786468917352725863914"
    "237481695619275843854396127"
)
# Problem B (Baekjoon 2580), spaced.
PROBLEM_B = (SOURCE / "examples" / "problem_b.txt").read_text()
PROBLEM_B_ANSWER = (
    "135469278782135649469278135321546897874913526596827413"
    "917652384643781952258394761"
)
CLASH = "55..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"


def serg(n):
    """The first n serg puzzles and tdoku's lex-min answers and counts."""
    puzzles = set_lines("serg_benchmark.txt", n)
    known = [line.split() for line in set_lines("serg_benchmark_lexmin.txt", n)]
    return puzzles, [k[0] for k in known], [int(k[1]) for k in known]


def program(*args, stdin):
    """The satdoku program (SATDOKU_BINARY, else build/satdoku), as a user runs it."""
    if not Path(PROGRAM).exists():
        pytest.skip(f"needs the satdoku program at {PROGRAM} (set SATDOKU_BINARY)")
    return subprocess.run([PROGRAM, *args], input=stdin, capture_output=True, text=True)


@pytest.mark.parametrize("engine", ["sat", "backtrack", "sat/reduced"])
def test_problem_a_in_every_notation(engine):
    assert satdoku.solve(PROBLEM_A, engine=engine) == PROBLEM_A_ANSWER
    assert satdoku.solve(PROBLEM_A.replace("\n", ""), engine=engine) == PROBLEM_A_ANSWER
    assert satdoku.solve(PROBLEM_B, engine=engine) == PROBLEM_B_ANSWER


def test_empty_grid_gives_the_documented_smallest_completion():
    assert satdoku.solve("." * 81).startswith("123456789456789123789123456214365897")


def test_side_that_is_not_a_square_takes_a_box():
    puzzle = (SOURCE / "examples" / "6x6.txt").read_text()
    answer = satdoku.solve(puzzle, box="2x3")
    assert len(answer) == 36 and satdoku.check(puzzle, answer, box="2x3")
    assert answer == program("solve", "--box", "2x3", "--format", "line", stdin=puzzle).stdout.strip()


@pytest.mark.parametrize("engine", ["sat", "backtrack"])
def test_solve_many_matches_tdoku_lexmin_answers(engine):
    puzzles, answers, _ = serg(100)
    assert satdoku.solve_many(puzzles, engine=engine, jobs=2) == answers
    assert satdoku.solve_many(puzzles[:20], engine=engine, jobs=1) == answers[:20]


def test_solve_many_gives_none_for_no_solution_and_keeps_order():
    puzzles, answers, _ = serg(3)
    assert satdoku.solve_many([puzzles[0], CLASH, puzzles[2]]) == [answers[0], None, answers[2]]
    assert satdoku.solve_many([]) == []


def test_solve_many_takes_any_notation_in_each_item():
    miracle = (SOURCE / "examples" / "miracle.json").read_text()
    line = PROBLEM_A.replace("\n", "")
    got = satdoku.solve_many([PROBLEM_A, line, miracle, PROBLEM_B])
    assert got == [PROBLEM_A_ANSWER, PROBLEM_A_ANSWER, satdoku.solve(miracle), PROBLEM_B_ANSWER]
    with pytest.raises(ValueError, match=r"^puzzles\[2\]:1:81: "):
        satdoku.solve_many([line, PROBLEM_A, line[:80]])


def test_count_matches_tdoku_counts():
    puzzles, _, counts = serg(40)
    for puzzle, known in zip(puzzles, counts):
        assert satdoku.count(puzzle) == min(known, 2)
        assert satdoku.count(puzzle, limit=1000, engine="backtrack") == min(known, 1000)
    assert satdoku.count(CLASH) == 0


def test_check_is_the_validity_checker():
    assert satdoku.check(PROBLEM_A, PROBLEM_A_ANSWER)
    assert satdoku.check(PROBLEM_A, PROBLEM_A_ANSWER).reason == ""
    swapped = "413628579" + PROBLEM_A_ANSWER[9:]  # valid rows, but a given moved and columns broken
    verdict = satdoku.check(PROBLEM_A, swapped)
    assert not verdict and verdict.reason
    empty = satdoku.solve("." * 81)
    assert not satdoku.check(PROBLEM_A, empty)


def test_to_cnf_is_what_the_program_exports():
    for encoding in ["minimal", "efficient", "extended", "reduced"]:
        exported = program("cnf", "--encoding", encoding, stdin=PROBLEM_A)
        assert exported.returncode == 0
        assert satdoku.to_cnf(PROBLEM_A, encoding=encoding) == exported.stdout
    assert "\np cnf 729 " in satdoku.to_cnf(PROBLEM_A)


def test_every_shared_variant_through_its_json():
    # The two no-given nonconsecutive puzzles take a second between them;
    # variant_tests runs them through the engines.
    cases = [c for c in variant_answers() if not c[0].startswith("nonconsecutive")]
    texts = [(VARIANTS / (name + ".json")).read_text() for name, _, _ in cases]
    answers = satdoku.solve_many(texts, jobs=2)
    for (name, answer, count), text, got in zip(cases, texts, answers):
        if count == "0":
            assert got is None, name
            with pytest.raises(satdoku.NoSolutionError):
                satdoku.solve(text)
        else:
            assert got == answer, name
            assert satdoku.check(text, answer), name
        assert satdoku.count(text) == {"0": 0, "1": 1, "2+": 2}[count], name
    assert len(cases) >= 57


# Bad input: the message the program prints after "satdoku: error: ", with
# the program's "<stdin>" as the module's "<string>".
@pytest.mark.parametrize(
    "bad",
    [
        PROBLEM_A_ANSWER[:80] + "*",
        PROBLEM_A_ANSWER[:80],
        "12345678",
        '{"size": 9, "grid": [',
        '{"size":9,"grid":' + str([[{}] * 9] * 9).replace("'", '"') + ',"unknownrule":[{}]}',
    ],
)
def test_bad_input_raises_value_error_with_the_programs_message(bad):
    run = program("solve", stdin=bad)
    assert run.returncode == 2
    prefix = "satdoku: error: "
    assert run.stderr.startswith(prefix)
    expected = run.stderr[len(prefix):].strip().replace("<stdin>", "<string>")
    with pytest.raises(ValueError) as error:
        satdoku.solve(bad)
    assert str(error.value) == expected


@pytest.mark.parametrize("example", ["unsolvable.txt", "killer_unsolvable.json"])
def test_no_solution_raises_with_the_programs_reason(example):
    text = (SOURCE / "examples" / example).read_text()
    run = program("solve", stdin=text)
    assert run.returncode == 1
    # "satdoku: <stdin>:1: no solution: WHY"
    expected = run.stderr.strip().split(": ", 2)[2]
    assert expected.startswith("no solution: ")
    with pytest.raises(satdoku.NoSolutionError) as error:
        satdoku.solve(text)
    assert str(error.value) == expected


def test_usage_errors_are_value_errors():
    with pytest.raises(ValueError, match="unknown engine 'dpll'"):
        satdoku.solve(PROBLEM_A, engine="dpll")
    with pytest.raises(ValueError, match=r"'native' \(the native engine is named 'backtrack'\)"):
        satdoku.count(PROBLEM_A, engine="native")
    with pytest.raises(ValueError, match="encoding 'tiny' is not one of"):
        satdoku.to_cnf(PROBLEM_A, encoding="tiny")
    with pytest.raises(ValueError, match="limit must be at least 1"):
        satdoku.count(PROBLEM_A, limit=0)
    with pytest.raises(ValueError, match=r"^puzzles\[1\]:1:81: unexpected '\*'$"):
        satdoku.solve_many([PROBLEM_A_ANSWER, PROBLEM_A_ANSWER[:80] + "*"])
    with pytest.raises(ValueError, match="box '7'"):
        satdoku.solve(PROBLEM_A, box="7")


def test_solve_many_lets_other_python_threads_run():
    """While solve_many works on one thread, the main thread keeps running
    Python code: it would be blocked the whole call if the GIL were held."""
    puzzles = serg(100)[0] * 12
    state = {"started": False, "finished": False}

    def work():
        state["started"] = True
        satdoku.solve_many(puzzles, engine="sat", jobs=1)
        state["finished"] = True

    worker = threading.Thread(target=work)
    worker.start()
    while not state["started"]:
        time.sleep(0.0005)
    turns = 0
    while not state["finished"]:
        turns += 1
        time.sleep(0.0005)
    worker.join()
    assert turns > 20


def _completions_4x4(line):
    """Every completion of a 4x4 line-form puzzle, by plain brute force."""
    cells = [0 if ch == "." else int(ch) for ch in line]

    def fits(i, d):
        r, c = divmod(i, 4)
        for j in range(16):
            if j != i and cells[j] == d:
                rj, cj = divmod(j, 4)
                if rj == r or cj == c or (rj // 2, cj // 2) == (r // 2, c // 2):
                    return False
        return True

    def walk(i):
        if i == 16:
            yield list(cells)
            return
        if cells[i]:
            yield from walk(i + 1)
            return
        for d in range(1, 5):
            if fits(i, d):
                cells[i] = d
                yield from walk(i + 1)
                cells[i] = 0

    return list(walk(0))


@pytest.mark.parametrize("engine", ["sat", "backtrack"])
def test_candidates_are_the_digits_of_every_completion(engine):
    line = "1..." "...." "..2." "...."
    completions = _completions_4x4(line)
    assert len(completions) > 1
    expected = [sorted({grid[i] for grid in completions}) for i in range(16)]
    assert satdoku.candidates(line, engine=engine) == expected
    # A unique puzzle: its answer's digits, one per cell.
    answer = satdoku.solve(PROBLEM_A)
    assert satdoku.candidates(PROBLEM_A, engine=engine) == [[int(ch)] for ch in answer]
    with pytest.raises(satdoku.NoSolution):
        satdoku.candidates(CLASH, engine=engine)


def test_no_solution_error_keeps_its_old_name():
    assert satdoku.NoSolution is satdoku.NoSolutionError
    assert issubclass(satdoku.NoSolutionError, Exception)
    with pytest.raises(satdoku.NoSolution, match="^no solution: givens clash"):
        satdoku.solve(CLASH)


def test_the_type_stubs_name_everything_the_package_exports():
    """__init__.pyi (with py.typed) types each public name, and each
    function's parameters are the module's own."""
    import ast
    import inspect

    package = Path(satdoku.__file__).parent
    assert (package / "py.typed").exists()
    stubs = ast.parse((package / "__init__.pyi").read_text())
    typed = {}
    for node in stubs.body:
        if isinstance(node, (ast.FunctionDef, ast.ClassDef)):
            typed[node.name] = node
        elif isinstance(node, ast.AnnAssign):
            typed[node.target.id] = node
        elif isinstance(node, ast.Assign):
            typed[node.targets[0].id] = node
    assert set(satdoku.__all__) | {"__version__"} == set(typed)
    for name in satdoku.__all__:
        if not isinstance(typed[name], ast.FunctionDef):
            continue
        stub = typed[name].args
        names = [a.arg for a in stub.args] + [a.arg for a in stub.kwonlyargs]
        # pybind11 writes the signature on the docstring's first line:
        # "solve(puzzle: str, engine: str = 'sat', ..., *, timeout: ...) -> str".
        signature = getattr(satdoku, name).__doc__.splitlines()[0]
        inside = signature[signature.index("(") + 1:signature.rindex(")")]
        assert re.findall(r"(\w+):", inside) == names, (name, signature)


def test_the_package_metadata_says_the_programs_version_and_licence():
    project = (SOURCE / "pyproject.toml").read_text()
    assert re.search(r'^version = "([^"]+)"$', project, re.M).group(1) == satdoku.__version__
    # PEP 639: an SPDX expression and the files it refers to.
    assert re.search(r'^license = "MIT"$', project, re.M), project
    assert re.search(r'^license-files = \["LICENSE"\]$', project, re.M), project
    assert (SOURCE / "LICENSE").read_text().startswith("MIT License")
    cmake = (SOURCE / "CMakeLists.txt").read_text()
    assert f"project(satdoku VERSION {satdoku.__version__} " in cmake
