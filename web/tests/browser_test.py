#!/usr/bin/env python3
"""The page in a real browser: Debian's headless Chromium loads the built
site from a static HTTP server of this test (127.0.0.1) and is driven through
the DevTools protocol (python3-websockets), as a person would use the page:
it answers a classic puzzle (checked against its published solution), a
variant given as an f-puzzles link, explains a classic step by step, shows
true candidates, says why an unsolvable puzzle has no solution and what is
wrong with a malformed one (in satdoku's words), downloads the CNF, and
cancels a count no machine finishes, after which it answers again. Each
state is saved as a screenshot (PNG) for people to look at.

    /usr/bin/python3 web/tests/browser_test.py SITE SCREENSHOT_DIR

Prints how long the first answer took after the page loaded (a figure, not a
check). Skipped (exit 77) when chromium or python3-websockets is missing."""
import asyncio
import base64
import functools
import http.server
import json
import os
import pathlib
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
import urllib.parse
import urllib.request

SKIP = 77
REPO = pathlib.Path(__file__).resolve().parents[2]
CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
try:
    import websockets
except ImportError:
    websockets = None


def serve(site):
    """A static server for the site, as any would serve it."""
    class Quiet(http.server.SimpleHTTPRequestHandler):
        def log_message(self, *args):
            pass

    handler = functools.partial(Quiet, directory=str(site))
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    return httpd


class Browser:
    """Headless Chromium with a fresh profile, and one page driven over CDP."""

    def __init__(self, profile, downloads):
        self.process = subprocess.Popen(
            [CHROMIUM, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
             "--disable-background-networking", "--disable-component-update", "--disable-sync",
             "--remote-debugging-port=0", "--user-data-dir=" + profile, "about:blank"],
            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
            start_new_session=True)  # its own process group: its helpers end with it
        port_file = pathlib.Path(profile) / "DevToolsActivePort"
        deadline = time.monotonic() + 60
        while not port_file.exists() or not port_file.read_text().strip():
            if time.monotonic() > deadline or self.process.poll() is not None:
                raise RuntimeError("chromium did not open its DevTools port")
            time.sleep(0.1)
        port = int(port_file.read_text().split()[0])
        targets = json.load(urllib.request.urlopen("http://127.0.0.1:%d/json/list" % port))
        self.url = next(t for t in targets if t["type"] == "page")["webSocketDebuggerUrl"]
        self.downloads = downloads
        self.next_id = 0

    async def open(self):
        self.socket = await websockets.connect(self.url, max_size=None)
        await self.send("Page.enable")
        await self.send("Runtime.enable")
        await self.send("Emulation.setDeviceMetricsOverride", width=1280, height=1000,
                        deviceScaleFactor=1, mobile=False)
        await self.send("Browser.setDownloadBehavior", behavior="allow",
                        downloadPath=self.downloads)

    async def send(self, method, **params):
        self.next_id += 1
        mine = self.next_id
        await self.socket.send(json.dumps({"id": mine, "method": method, "params": params}))
        while True:
            message = json.loads(await self.socket.recv())
            if message.get("id") == mine:
                if "error" in message:
                    raise RuntimeError("%s: %s" % (method, message["error"]))
                return message["result"]

    async def js(self, expression):
        """The value of a JavaScript expression in the page (awaited)."""
        result = await self.send("Runtime.evaluate", expression=expression, awaitPromise=True,
                                 returnByValue=True)
        if "exceptionDetails" in result:
            raise RuntimeError("%s: %s" % (expression, result["exceptionDetails"]))
        return result["result"].get("value")

    async def until(self, expression, seconds=120):
        """Waits until the expression is true in the page; returns its value."""
        deadline = time.monotonic() + seconds
        while True:
            value = await self.js(expression)
            if value:
                return value
            if time.monotonic() > deadline:
                raise AssertionError("waited %d s for %s" % (seconds, expression))
            await asyncio.sleep(0.05)

    async def screenshot(self, path):
        shot = await self.send("Page.captureScreenshot", format="png", captureBeyondViewport=True)
        pathlib.Path(path).write_bytes(base64.b64decode(shot["data"]))

    def close(self):
        os.killpg(self.process.pid, signal.SIGTERM)
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            os.killpg(self.process.pid, signal.SIGKILL)
            self.process.wait()


def fact(name):
    """The text of one of the page's answers, '' while it is not there."""
    return ("(document.querySelector('dt[data-name=\"%s\"]')?.nextElementSibling?.textContent"
            " || '')" % name)


IDLE = "!document.getElementById('solve').disabled && document.getElementById('busy').hidden"
MESSAGES = "document.getElementById('messages').textContent"
PICTURE = "document.querySelector('#picture img')?.complete"


async def type_and_solve(page, text):
    await page.until(IDLE)
    await page.js("document.getElementById('puzzle').value = %s;"
                  "document.getElementById('puzzle').dispatchEvent(new Event('input'));"
                  "document.getElementById('solve').click()" % json.dumps(text))
    await page.until("!document.getElementById('busy').hidden || " + fact("Answer") +
                     " || " + fact("Smallest completion") + " || " + MESSAGES)
    await page.until(IDLE)


def published(name):
    for line in (REPO / "tests/data/real/answers.tsv").read_text().splitlines():
        key, solution = line.split("\t")
        if key == name:
            return solution
    raise KeyError(name)


async def run(site_url, shots):
    checks = []
    profile = tempfile.mkdtemp(prefix="satdoku-chromium-")
    downloads = tempfile.mkdtemp(prefix="satdoku-downloads-")
    page = Browser(profile, downloads)
    try:
        await page.open()
        classic = (REPO / "examples/problem_a.txt").read_text()
        expected = "".join((REPO / "tests/data/problem_a.expected").read_text().split())

        # 1. A classic puzzle in the address: answered as soon as the page has loaded.
        line = "".join(classic.split())
        await page.send("Page.navigate", url=site_url + "#p=" + urllib.parse.quote(line))
        answer = await page.until(fact("Smallest completion"))
        first = await page.js("performance.now()")
        loaded = await page.js("performance.getEntriesByType('navigation')[0].loadEventEnd")
        ready = float(await page.js("document.body.dataset.readyAt"))
        assert answer == expected, answer
        await page.until(fact("Completions"))
        assert (await page.js(fact("Completions"))).startswith("1 (unique)")
        assert "cross-checked by backtrack" in await page.js(fact("Solved by"))
        await page.until(PICTURE)
        await page.screenshot(shots / "1-classic.png")
        checks.append("classic: the published solution, unique, cross-checked")

        # 2. A variant as an f-puzzles link (README's miracle), solved by both
        # engines, then a published variant with its published solution.
        link = (REPO / "examples/miracle.link.txt").read_text()
        await type_and_solve(page, link)
        miracle = await page.js(fact("Smallest completion"))
        assert miracle == "483726159726159483159483726837261594261594837594837261372615948615948372948372615", miracle
        await page.until(PICTURE)
        await page.screenshot(shots / "2-variant-link.png")
        thermo = (REPO / "tests/data/real/kropki-killer.json")
        if not thermo.exists():
            thermo = sorted((REPO / "tests/data/real").glob("*.json"))[0]
        await type_and_solve(page, thermo.read_text())
        assert await page.js(fact("Smallest completion")) == published(thermo.stem)
        checks.append("variants: a link, and %s as published" % thermo.name)

        # 3. True candidates of the variant, drawn.
        await page.js("document.getElementById('candidates').click()")
        await page.until(fact("True candidates"))
        await page.until(IDLE)
        said = await page.js(fact("True candidates"))
        assert "sat, cross-checked by backtrack" in said, said
        await page.until(PICTURE)
        await page.screenshot(shots / "3-candidates.png")
        checks.append("true candidates shown")

        # 4. The explained path of a classic, rated as its publisher rates it (7.2).
        diabolical = (REPO / "examples/diabolical.txt").read_text().splitlines()[0]
        await type_and_solve(page, diabolical)
        await page.js("document.getElementById('explain').click()")
        end = await page.until("document.getElementById('path-end').textContent")
        assert end.startswith("solved by logic: ") and "rating 7.2" in end, end
        steps = await page.js("document.querySelectorAll('#steps li').length")
        await page.until(IDLE)
        await page.js("document.querySelectorAll('#steps button')[3].click()")
        await page.until("document.getElementById('step-at').textContent === 'step 4 of %d'" % steps)
        await page.until(IDLE + " && " + PICTURE)
        await page.screenshot(shots / "4-explain.png")
        checks.append("explained: %s" % end)

        # 5. No solution, and why; a malformed line, in satdoku's words.
        unsolvable = (REPO / "examples/killer_unsolvable.json").read_text()
        await type_and_solve(page, unsolvable)
        said = await page.js(fact("Answer"))
        assert said.startswith("no solution: "), said
        assert "satdoku: <stdin>:1: no solution: " in await page.js(MESSAGES)
        await page.until(PICTURE)
        await page.screenshot(shots / "5-unsolvable.png")
        await type_and_solve(page, "12345*789" + "." * 72)
        said = await page.js(MESSAGES)
        assert said == "satdoku: error: <stdin>:1:6: unexpected '*'", said
        checks.append("unsolvable and malformed puzzles: %s" % said)

        # 6. CNF download.
        await type_and_solve(page, line)
        await page.js("document.getElementById('cnf').click()")
        cnf = pathlib.Path(downloads) / "puzzle.cnf"
        deadline = time.monotonic() + 60
        while not cnf.exists() and time.monotonic() < deadline:
            await asyncio.sleep(0.1)
        text = cnf.read_text()
        assert text.startswith("c ") and "\np cnf 729 " in text, text[:200]
        checks.append("CNF downloaded: %d bytes" % len(text))

        # 7. A count no machine finishes (an empty grid has 6.67e21
        # completions), cancelled; then the page answers again.
        await page.until(IDLE)
        await page.js("document.getElementById('puzzle').value = '.'.repeat(81);"
                      "document.getElementById('limit').value = '1000000000000000';"
                      "document.getElementById('count').click()")
        await page.until("!document.getElementById('busy').hidden")
        await asyncio.sleep(1.5)
        busy = await page.js("document.getElementById('busy-text').textContent")
        assert busy.startswith("counting up to 1000000000000000"), busy
        await page.screenshot(shots / "6-counting.png")
        await page.js("document.getElementById('cancel').click()")
        await page.until(IDLE, seconds=30)
        assert "cancelled" in await page.js(MESSAGES)
        await type_and_solve(page, classic)
        assert await page.js(fact("Smallest completion")) == expected
        checks.append("a long count cancelled, then answered again")
        return checks, first, loaded, ready
    finally:
        page.close()
        shutil.rmtree(profile, ignore_errors=True)
        shutil.rmtree(downloads, ignore_errors=True)


def main():
    if len(sys.argv) != 3:
        print("usage: browser_test.py SITE SCREENSHOT_DIR", file=sys.stderr)
        return 2
    if not CHROMIUM or websockets is None:
        print("SKIP: needs chromium and python3-websockets (Debian packages)")
        return SKIP
    site = pathlib.Path(sys.argv[1])
    if not (site / "satdoku.wasm").exists():
        print("SKIP: %s holds no satdoku.wasm: build it with tools/setup.sh --web" % site)
        return SKIP
    shots = pathlib.Path(sys.argv[2])
    shots.mkdir(parents=True, exist_ok=True)
    httpd = serve(site)
    try:
        url = "http://127.0.0.1:%d/" % httpd.server_address[1]
        checks, first, loaded, ready = asyncio.run(run(url, shots))
    finally:
        httpd.shutdown()
    for check in checks:
        print("ok: " + check)
    print("first answer %.0f ms after navigation began (page loaded at %.0f ms, module ready "
          "at %.0f ms): %.0f ms after the page loaded" % (first, loaded, ready, first - loaded))
    return 0


if __name__ == "__main__":
    sys.exit(main())
