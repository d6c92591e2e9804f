#!/usr/bin/env python3
"""`satdoku serve` from a real browser, as a setter meets it: headless
Chromium (Debian's chromium) loads a small page (browser_page.html) that
opens the socket to ws://localhost as the f-puzzles userscript does. The
page's address is declared public (--ip-address-space-overrides), as
f-puzzles.com is, so Chromium's Local Network Access check applies: the
page reaches the server only with the site's permission to reach this
device ("loopback-network", the one Chromium asks a person about), given
here over the DevTools protocol as a person's "Allow" gives it.

- Granted: the page is answered, and a frame from another origin is
  refused by the server itself (its Origin check), not by the browser.
- Refused: the socket closes (1006) before it opens, the page says so in
  words, and the server's log shows no page connected: what README tells a
  setter to look for.

The pages come from a small HTTP server of this test on 127.0.0.1; they
post what happened back to it. Skipped (exit 77) when chromium is not
installed."""
import http.server
import json
import pathlib
import queue
import sys
import threading
import urllib.parse

from serve_support import SKIP, Server, main, stored_messages
from chromium_cdp import CHROMIUM, Chromium

HERE = pathlib.Path(__file__).resolve().parent
PUZZLE = "killer_9x9_u0"
# Chromium's name for a site's permission to reach this device (loopback
# addresses); "local-network" is the one for other machines of the network.
LOOPBACK_PERMISSION = "loopback-network"


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
        # The page's own address is public to the browser, as a web site's is.
        self.public = "--ip-address-space-overrides=127.0.0.1:%d=public" % self.port
        threading.Thread(target=self.httpd.serve_forever, daemon=True).start()

    def wait(self, origins, seconds=60):
        """The reports of a page of each origin, by origin."""
        reports = {}
        while len(reports) < len(origins):
            report = self.reports.get(timeout=seconds)
            reports[report["origin"]] = report
        return reports

    def close(self):
        self.httpd.shutdown()


def connections(server):
    return [line for line in server.lines if ": connected" in line]


def test_a_public_page_allowed_to_reach_this_device_is_answered_and_another_origin_refused():
    pages = Pages()
    allowed = "http://127.0.0.1:%d" % pages.port
    try:
        with Server("--allow-origin", allowed) as server, Chromium(pages.public) as browser:
            browser.set_permission(LOOPBACK_PERMISSION, "granted", allowed)
            # The same page from http://localhost:PORT too: another origin.
            other = "http://localhost:%d" % pages.port
            framed = "%s/page?port=%d" % (other, server.port)
            browser.open("%s/page?port=%d&frame=%s" % (allowed, server.port,
                                                       urllib.parse.quote(framed, safe="")))
            reports = pages.wait([allowed, other])
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
            # The server refused it: the browser let the frame through.
            assert any("refused a page from " + other in line for line in server.lines), server.lines
            assert any("connected from " + allowed in line for line in connections(server)), \
                server.lines
    finally:
        pages.close()


def test_a_public_page_refused_the_permission_fails_visibly_and_no_page_connects():
    pages = Pages()
    page = "http://127.0.0.1:%d" % pages.port
    try:
        with Server("--allow-origin", page) as server, Chromium(pages.public) as browser:
            browser.set_permission(LOOPBACK_PERMISSION, "denied", page)
            session = browser.open("%s/page?port=%d" % (page, server.port))
            got = pages.wait([page])[page]
            assert not got["opened"] and got["closed"] == 1006 and got["replies"] == [], got
            shown = browser.evaluate(session, "document.getElementById('log').textContent")
            assert shown.startswith("cannot connect to ws://localhost:%d" % server.port), shown
            assert "did not let this page reach this device" in shown, shown
            # Nothing reached the server: its log has no "connected from" line.
            assert connections(server) == [], server.lines
    finally:
        pages.close()


if __name__ == "__main__":
    if not CHROMIUM:
        print("SKIP: chromium is not installed (Debian: chromium; tools/setup.sh installs it)")
        sys.exit(SKIP)
    main([test_a_public_page_allowed_to_reach_this_device_is_answered_and_another_origin_refused,
          test_a_public_page_refused_the_permission_fails_visibly_and_no_page_connects])
