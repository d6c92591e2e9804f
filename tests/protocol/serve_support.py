"""Helpers for the protocol tests of `satdoku serve`: start the server on a
free port, talk to it as the f-puzzles userscript does (python3-websockets,
python3-lzstring: Debian packages, independent of satdoku), and ask the
command line for the answers the replies must equal."""
import asyncio
import json
import os
import pathlib
import re
import subprocess
import sys
import threading
import time

SKIP = 77  # ctest's SKIP_RETURN_CODE for these tests
try:
    import lzstring
    import websockets
except ImportError as missing:
    print("SKIP: %s (Debian: python3-websockets python3-lzstring; tools/setup.sh installs them)"
          % missing)
    sys.exit(SKIP)

ROOT = pathlib.Path(__file__).resolve().parents[2]
F_PUZZLES = "https://www.f-puzzles.com"
compress = lzstring.LZString().compressToBase64


def satdoku_binary():
    return os.environ.get("SATDOKU", str(ROOT / "build" / "satdoku"))


def variant_files():
    """The public variant set: the suite's copy, else ../shared beside the repository."""
    for folder in [ROOT / "tests" / "data" / "variants", ROOT.parent / "shared" / "data" / "variants"]:
        files = sorted(folder.glob("*.json"))
        if files:
            return files
    return []


def stored_messages():
    """tests/data/serve/messages.tsv: name -> (lexmin, count, data)."""
    out = {}
    for line in (ROOT / "tests" / "data" / "serve" / "messages.tsv").read_text().splitlines():
        name, lexmin, count, data = line.split("\t")
        out[name] = (lexmin, count, data)
    return out


class Server:
    """`satdoku serve --port 0 ARGS`, its port read from its first line."""

    def __init__(self, *args):
        self.process = subprocess.Popen(
            [satdoku_binary(), "serve", "--port", "0", *args],
            stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        self.lines = []
        deadline = time.monotonic() + 30
        while True:
            line = self.process.stderr.readline()
            if not line:
                raise RuntimeError("satdoku serve ended: " + "".join(self.lines) +
                                   self.process.stderr.read())
            self.lines.append(line)
            m = re.search(r"listening on ws://127\.0\.0\.1:(\d+)", line)
            if m:
                self.port = int(m.group(1))
                break
            if time.monotonic() > deadline:
                raise RuntimeError("satdoku serve did not start")
        # Keep reading the log, so the server never blocks on a full pipe.
        self.reader = threading.Thread(target=self._read, daemon=True)
        self.reader.start()

    def _read(self):
        for line in self.process.stderr:
            self.lines.append(line)

    @property
    def uri(self):
        return "ws://127.0.0.1:%d" % self.port

    def rss_kib(self):
        for line in pathlib.Path("/proc/%d/status" % self.process.pid).read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
        return 0

    def stop(self):
        """SIGTERM; returns the exit code (the server must end by itself, promptly)."""
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=20)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
                raise AssertionError("satdoku serve did not stop within 20 s of SIGTERM")
        self.reader.join(timeout=5)
        return self.process.returncode

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.stop()


def message(nonce, command, data):
    return json.dumps({"nonce": nonce, "command": command, "dataType": "fpuzzles", "data": data})


def file_data(path, **extra):
    """A file's puzzle as the userscript sends it: the JSON (with the
    userscript's additions) compressed."""
    puzzle = json.loads(pathlib.Path(path).read_text())
    puzzle.update(extra)
    return compress(json.dumps(puzzle))


async def final_reply(ws, nonce, progress=None, timeout=60):
    """The first reply to `nonce` that is not a progress one; others to it go to `progress`."""
    while True:
        reply = json.loads(await asyncio.wait_for(ws.recv(), timeout))
        if reply.get("nonce") != nonce:
            continue
        if (reply.get("type") == "count" and reply.get("inProgress")) or reply.get("type") == "estimate":
            if progress is not None:
                progress.append(reply)
            continue
        return reply


async def ask(uri, command, data, nonce=1, origin=F_PUZZLES, progress=None, timeout=60):
    async with websockets.connect(uri, origin=origin, max_size=None) as ws:
        await ws.send(message(nonce, command, data))
        return await final_reply(ws, nonce, progress, timeout)


def cli(*args, timeout=300):
    """The command line's stdout (any exit status: 1 means no solution)."""
    done = subprocess.run([satdoku_binary(), *args], capture_output=True, text=True, timeout=timeout)
    return done.stdout


def cli_on_data(*args, data):
    """The command line's answer for message data: its JSON in a file."""
    import tempfile
    with tempfile.NamedTemporaryFile("w", suffix=".json") as f:
        f.write(lzstring.LZString().decompressFromBase64(data))
        f.flush()
        return cli(*args, f.name)


def cli_json_lines(*args):
    return [json.loads(line) for line in cli(*args).splitlines() if line.strip()]


def run(coroutine):
    return asyncio.run(coroutine)


def main(tests):
    """Runs test functions in order, printing one line each and a closing
    'N passed, N failed' line; exit 1 on any failure."""
    passed = failed = 0
    for test in tests:
        start = time.monotonic()
        try:
            test()
        except Exception as e:  # noqa: BLE001 (a failed test, reported)
            failed += 1
            print("FAIL %s (%.2f s): %r" % (test.__name__, time.monotonic() - start, e), flush=True)
            import traceback
            traceback.print_exc()
        else:
            passed += 1
            print("ok   %s (%.2f s)" % (test.__name__, time.monotonic() - start), flush=True)
    print("%d passed, %d failed" % (passed, failed))
    sys.exit(1 if failed else 0)
