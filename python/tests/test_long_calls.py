"""Long calls as Python users expect them: Ctrl-C raises KeyboardInterrupt
within a fraction of a second, timeout= raises TimeoutError, other threads
run meanwhile, and the engines answer right after either."""

import math
import os
import signal
import subprocess
import sys
import textwrap
import threading
import time

import pytest
import satdoku
from datasets import TEST_DATA

EMPTY_9 = "." * 81
# A 36x36 with half its cells blank: neither engine finds even one completion
# of it in 10 s (tests/data/README.md), so only a stop ends a call on it.
HALF_36 = (TEST_DATA / "half_blank_36x36.txt").read_text().strip()  # 1,296 numbers, spaced
PROBLEM_A = "103000509002109400000704000300502006060000050700803004000401000009205800804000107"
PROBLEM_A_ANSWER = (
    "143628579572139468986754231391542786468917352725863914"
    "237481695619275843854396127"
)

# Calls that run for minutes unless stopped (issue 24, row 13).
LONG_CALLS = {
    "count_sat": 'satdoku.count(EMPTY_9, limit=10**12)',
    "count_backtrack": 'satdoku.count(EMPTY_9, limit=10**12, engine="backtrack")',
    "solve_many_36x36": 'satdoku.solve_many([HALF_36] * 4, jobs=2)',
    "candidates_36x36": 'satdoku.candidates(HALF_36)',
}

# The child takes Ctrl-C as an interactive Python does, also when started
# from a background job, whose SIGINT is ignored (and then stays ignored,
# in Python and in these calls alike).
CHILD = textwrap.dedent("""
    import signal, sys, time
    signal.signal(signal.SIGINT, signal.default_int_handler)
    import satdoku
    EMPTY_9 = "." * 81
    HALF_36 = "{half_36}"
    print("started", flush=True)
    try:
        {call}
        print("finished", flush=True)
    except KeyboardInterrupt:
        print("KeyboardInterrupt", time.monotonic(), flush=True)
    # The engines still answer after the stop.
    assert satdoku.solve("{a}") == "{answer}"
    print("after", flush=True)
""")


@pytest.mark.parametrize("name", sorted(LONG_CALLS))
def test_ctrl_c_raises_keyboard_interrupt_at_once(name):
    code = CHILD.format(call=LONG_CALLS[name], a=PROBLEM_A, answer=PROBLEM_A_ANSWER,
                        half_36=HALF_36)
    child = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE, text=True,
                             env=os.environ)
    assert child.stdout.readline() == "started\n"
    time.sleep(0.5)  # well into the call
    sent = time.monotonic()
    child.send_signal(signal.SIGINT)
    # The rest is read in one go: a readline() here could take "after" into
    # its buffer with the line before it, where communicate() (which reads
    # the pipe itself) would never see it.
    lines = child.communicate(timeout=60)[0].splitlines()
    line = lines[0].split() if lines else [""]
    rest = lines[1:]
    assert line[0] == "KeyboardInterrupt", (name, lines)
    latency = float(line[1]) - sent
    print(f"{name}: KeyboardInterrupt {latency * 1000:.0f} ms after SIGINT")
    # The bound the issue asks is 0.5 s; twice that leaves room for a
    # loaded machine, and minutes would be the failure.
    assert latency < 1.0, (name, latency)
    assert rest == ["after"] and child.returncode == 0


@pytest.mark.parametrize("name", sorted(LONG_CALLS))
def test_timeout_raises_timeout_error(name):
    call = LONG_CALLS[name][:-1] + ", timeout=0.3)"
    start = time.monotonic()
    with pytest.raises(TimeoutError):
        eval(call, {"satdoku": satdoku, "EMPTY_9": EMPTY_9, "HALF_36": HALF_36})
    assert time.monotonic() - start < 3.0
    assert satdoku.solve(PROBLEM_A) == PROBLEM_A_ANSWER


def test_a_timeout_that_is_not_reached_changes_nothing():
    assert satdoku.solve(PROBLEM_A, timeout=60) == PROBLEM_A_ANSWER
    assert satdoku.count(PROBLEM_A, timeout=60.0) == 1
    assert satdoku.solve_many([PROBLEM_A] * 3, timeout=60) == [PROBLEM_A_ANSWER] * 3
    assert satdoku.candidates(PROBLEM_A, timeout=60)[1] == [4]


@pytest.mark.parametrize("bad", [0, -1.0, math.nan, -math.inf])
def test_a_timeout_must_be_positive_seconds(bad):
    with pytest.raises(ValueError, match="timeout must be a number of seconds above 0"):
        satdoku.solve(PROBLEM_A, timeout=bad)


def test_an_infinite_timeout_is_no_timeout():
    """Issue 37, item 15: the command line takes --timeout inf; so does Python."""
    assert satdoku.solve(PROBLEM_A, timeout=math.inf) == PROBLEM_A_ANSWER
    assert satdoku.count(PROBLEM_A, timeout=float("inf")) == 1
    assert satdoku.rate(PROBLEM_A, timeout=math.inf)["solved_by_logic"] in (True, False)


def test_timeout_works_off_the_main_thread_and_ctrl_c_is_left_to_it():
    caught = []

    def work():
        try:
            satdoku.count(EMPTY_9, limit=10**12, timeout=0.2)
        except TimeoutError as error:
            caught.append(error)

    worker = threading.Thread(target=work)
    worker.start()
    worker.join(10)
    assert not worker.is_alive() and len(caught) == 1
    # The main thread's SIGINT handler is Python's again after every call.
    assert signal.getsignal(signal.SIGINT) is signal.default_int_handler


def test_ctrl_c_keeps_a_python_handler_in_charge():
    """A handler the program installed runs once for the Ctrl-C, in place of
    KeyboardInterrupt; the call still ends without an answer."""
    code = textwrap.dedent("""
        import signal, satdoku
        seen = []
        signal.signal(signal.SIGINT, lambda *_: seen.append(1))
        print("started", flush=True)
        try:
            satdoku.count("." * 81, limit=10**12)
        except KeyboardInterrupt:
            print("interrupted", seen, flush=True)
    """)
    child = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE, text=True)
    assert child.stdout.readline() == "started\n"
    time.sleep(0.3)
    child.send_signal(signal.SIGINT)
    assert child.communicate(timeout=60)[0] == "interrupted [1]\n"


def test_each_call_keeps_its_own_deadline_among_concurrent_ones():
    """One thread watches every deadline: a short one added while a longer
    one is pending still fires first, a call that ends early is not stopped
    later, and the long one still fires."""
    results = {}

    def run(name, call):
        start = time.monotonic()
        try:
            results[name] = (call(), time.monotonic() - start)
        except TimeoutError:
            results[name] = ("TimeoutError", time.monotonic() - start)

    long_one = threading.Thread(target=run, args=(
        "long", lambda: satdoku.count(EMPTY_9, limit=10**12, engine="backtrack", timeout=2.5)))
    long_one.start()
    time.sleep(0.1)
    short_one = threading.Thread(target=run, args=(
        "short", lambda: satdoku.count(EMPTY_9, limit=10**12, engine="backtrack", timeout=0.2)))
    short_one.start()
    for _ in range(50):  # quick calls whose deadlines are cancelled when they end
        assert satdoku.solve(PROBLEM_A, engine="backtrack", timeout=0.05) == PROBLEM_A_ANSWER
    short_one.join(10)
    long_one.join(10)
    assert results["short"][0] == "TimeoutError" and results["short"][1] < 2.0, results
    assert results["long"][0] == "TimeoutError" and results["long"][1] >= 2.5, results


def test_timeout_works_in_a_forked_child():
    """A child made by fork() has none of the parent's threads, so the
    deadline watcher the parent started is not there: the child gets its own."""
    with pytest.raises(TimeoutError):
        satdoku.count(EMPTY_9, limit=10**12, timeout=0.1)  # the parent's watcher runs
    pid = os.fork()
    if pid == 0:
        code = 1
        try:
            satdoku.count(EMPTY_9, limit=10**12, timeout=0.2)
        except TimeoutError:
            code = 0
        finally:
            os._exit(code)
    deadline = time.monotonic() + 20
    while time.monotonic() < deadline:
        done, status = os.waitpid(pid, os.WNOHANG)
        if done:
            assert os.waitstatus_to_exitcode(status) == 0
            return
        time.sleep(0.05)
    os.kill(pid, signal.SIGKILL)
    os.waitpid(pid, 0)
    pytest.fail("the forked child's call never timed out")
