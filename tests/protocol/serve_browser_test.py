#!/usr/bin/env python3
"""`satdoku serve` from a real browser: headless Chromium (Debian's chromium)
loads a small page (browser_page.html) from an allowed origin, which opens the
socket as the f-puzzles userscript does, sends a puzzle and gets the replies;
the same page from another origin is refused. The pages come from a small
HTTP server of this test on 127.0.0.1; they post what happened back to it.
Skipped (exit 77) when chromium is not installed."""
import http.server
import json
import os
import pathlib
import queue
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import urllib.parse

from serve_support import SKIP, Server, main, stored_messages

HERE = pathlib.Path(__file__).resolve().parent
CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
PUZZLE = "killer_9x9_u0"


class Pages:
    """An HTTP server for the test page; reports arrive on a queue."""

    def __init__(self):
        reports = self.reports = queue.Queue()
        page = (HERE / "browser_page.html").read_bytes()
        data = stored_messages()[PUZZLE][2].encode()

        class Handler(http.server.BaseHTTPRequestHandler):
            def do_GET(self):
                body = page if self.path.startswith("/page") else data if self.path == "/data" else None
                if body is None:
                    self.send_error(404)
                    return
                self.send_response(200)
                self.send_header("Content-Type", "text/html" if body is page else "text/plain")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

            def do_POST(self):
                length = int(self.headers.get("Content-Length", 0))
                reports.put(json.loads(self.rfile.read(length)))
                self.send_response(204)
                self.end_headers()

            def log_message(self, *args):
                pass

        self.httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.port = self.httpd.server_address[1]
        threading.Thread(target=self.httpd.serve_forever, daemon=True).start()

    def close(self):
        self.httpd.shutdown()


def visit(url, origins, pages, seconds=60):
    """Headless Chromium on url, until a page of each origin has reported;
    returns the reports by origin."""
    with tempfile.TemporaryDirectory(ignore_cleanup_errors=True) as profile:
        browser = subprocess.Popen(
            [CHROMIUM, "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic",
             "--no-first-run", "--disable-background-networking", "--disable-component-update",
             "--disable-sync", "--user-data-dir=" + profile, url],
            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
            start_new_session=True)  # its own process group: its helpers end with it
        try:
            reports = {}
            while len(reports) < len(origins):
                report = pages.reports.get(timeout=seconds)
                reports[report["origin"]] = report
            return reports
        finally:
            os.killpg(browser.pid, signal.SIGTERM)
            try:
                browser.wait(timeout=10)
            except subprocess.TimeoutExpired:
                os.killpg(browser.pid, signal.SIGKILL)
                browser.wait()


def test_a_page_from_an_allowed_origin_is_answered_and_another_is_refused():
    pages = Pages()
    allowed = "http://127.0.0.1:%d" % pages.port
    try:
        with Server("--allow-origin", allowed) as server:
            # The same page from http://localhost:PORT too: another origin.
            other = "http://localhost:%d" % pages.port
            framed = "%s/page?port=%d" % (other, server.port)
            reports = visit("%s/page?port=%d&frame=%s" % (allowed, server.port,
                                                          urllib.parse.quote(framed, safe="")),
                            [allowed, other], pages)
            got = reports[allowed]
            assert got["opened"] and len(got["replies"]) == 3, got
            check, candidates, solve = sorted(got["replies"], key=lambda r: r["nonce"])
            assert check == {"nonce": 1, "type": "count", "count": 1, "inProgress": False}, check
            solution = stored_messages()[PUZZLE][0]
            assert "".join(map(str, solve["solution"])) == solution, solve
            per = candidates["solutionsPerCandidate"]
            assert per == [1 if int(solution[i // 9]) == i % 9 + 1 else 0 for i in range(729)]
            got = reports[other]
            assert not got["opened"] and got["replies"] == [], got
            assert any("refused a page from " + other in line for line in server.lines), server.lines
    finally:
        pages.close()


if __name__ == "__main__":
    if not CHROMIUM:
        print("SKIP: chromium is not installed (Debian: chromium; tools/setup.sh installs it)")
        sys.exit(SKIP)
    main([test_a_page_from_an_allowed_origin_is_answered_and_another_is_refused])
