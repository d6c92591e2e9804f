"""Headless Chromium (Debian's chromium) driven over the DevTools protocol
on a pipe (--remote-debugging-pipe: commands on its descriptor 3, replies
and events on 4, each message ending in a NUL byte), so that a test can do
what a person does in the browser: grant or refuse a site's permission,
open a page, read what the page shows. No port is opened and nothing but
the standard library is needed."""
import fcntl
import json
import os
import shutil
import signal
import subprocess
import tempfile
import threading

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")


class DevToolsError(RuntimeError):
    pass


class Chromium:
    """One headless browser with a fresh profile; close() ends it and its helpers."""

    def __init__(self, *flags):
        self.profile = tempfile.TemporaryDirectory(ignore_cleanup_errors=True)
        to_browser, self._write_end = os.pipe()
        self._read_end, from_browser = os.pipe()
        # Above 4, so that moving one end onto 3 or 4 cannot cover the other.
        to_browser, from_browser = (_moved_above_4(fd) for fd in (to_browser, from_browser))
        # The browser finds the pipe on its descriptors 3 and 4: bash (dash takes no descriptor above 9)
        # puts our ends there and closes the originals before it becomes the
        # browser (no preexec_fn: this test runs threads).
        command = [CHROMIUM, "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic",
                   "--no-first-run", "--disable-background-networking",
                   "--disable-component-update", "--disable-sync", "--remote-debugging-pipe",
                   "--user-data-dir=" + self.profile.name, *flags, "about:blank"]
        moves = "3<&%d 4>&%d %d<&- %d>&-" % (to_browser, from_browser, to_browser, from_browser)
        self.process = subprocess.Popen(
            ["/bin/bash", "-c", 'exec "$@" ' + moves, "bash", *command],
            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
            pass_fds=(to_browser, from_browser),
            start_new_session=True)  # its own process group: its helpers end with it
        os.close(to_browser)
        os.close(from_browser)
        self._next_id = 0
        self._replies = {}
        self._done = threading.Condition()
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()

    def _read(self):
        pending = b""
        with os.fdopen(self._read_end, "rb", buffering=0) as pipe:
            while True:
                chunk = pipe.read(65536)
                if not chunk:
                    break
                pending += chunk
                *messages, pending = pending.split(b"\0")
                for raw in messages:
                    message = json.loads(raw)
                    if "id" in message:
                        with self._done:
                            self._replies[message["id"]] = message
                            self._done.notify_all()
        with self._done:
            self._replies[None] = None  # the browser has gone
            self._done.notify_all()

    def call(self, method, session=None, timeout=60, **params):
        """A DevTools command's result; DevToolsError with its message if it failed."""
        self._next_id += 1
        number = self._next_id
        message = {"id": number, "method": method, "params": params}
        if session:
            message["sessionId"] = session
        data = json.dumps(message).encode() + b"\0"
        while data:
            data = data[os.write(self._write_end, data):]
        with self._done:
            if not self._done.wait_for(lambda: number in self._replies or None in self._replies,
                                       timeout=timeout):
                raise DevToolsError("%s: no reply within %d s" % (method, timeout))
            reply = self._replies.pop(number, None)
        if reply is None:
            raise DevToolsError("%s: the browser has ended" % method)
        if "error" in reply:
            raise DevToolsError("%s: %s" % (method, reply["error"].get("message")))
        return reply.get("result", {})

    def set_permission(self, name, setting, origin):
        """What a person's answer to the site's prompt does: "granted" or "denied"."""
        self.call("Browser.setPermission", permission={"name": name}, setting=setting,
                  origin=origin)

    def open(self, url):
        """A new tab on url; returns a session for evaluate()."""
        target = self.call("Target.createTarget", url=url)["targetId"]
        return self.call("Target.attachToTarget", targetId=target, flatten=True)["sessionId"]

    def evaluate(self, session, expression):
        result = self.call("Runtime.evaluate", session=session, expression=expression,
                           returnByValue=True)
        return result.get("result", {}).get("value")

    def close(self):
        try:
            os.close(self._write_end)
        except OSError:
            pass
        try:
            os.killpg(self.process.pid, signal.SIGTERM)
        except ProcessLookupError:
            pass
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            os.killpg(self.process.pid, signal.SIGKILL)
            self.process.wait()
        self.profile.cleanup()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()



def _moved_above_4(descriptor):
    moved = fcntl.fcntl(descriptor, fcntl.F_DUPFD_CLOEXEC, 5)
    os.close(descriptor)
    return moved
