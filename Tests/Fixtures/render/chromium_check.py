#!/usr/bin/env python3
"""Opens a `ccc render --format html` page in headless Chromium and reports, as JSON, what a
user would see: the page's table, the picture's pixel at a view's centre, and what hovering
that view and focusing it with the Tab key highlight and list.

    chromium_check.py CHROMIUM PAGE.html VIEW_NAME > result.json

Drives Chromium over --remote-debugging-pipe (the DevTools protocol on file descriptors 3
and 4, messages ending in NUL). Standard library only.
"""
import base64
import json
import os
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import png_pixels  # noqa: E402


class Browser:
    def __init__(self, chromium, profile):
        to_browser_read, self.to_browser = os.pipe()
        self.from_browser, from_browser_write = os.pipe()

        def wire():
            os.dup2(to_browser_read, 3)
            os.dup2(from_browser_write, 4)

        self.process = subprocess.Popen(
            [chromium, "--headless", "--no-sandbox", "--disable-gpu", "--remote-debugging-pipe",
             "--no-first-run", "--no-default-browser-check", "--hide-scrollbars", "--force-device-scale-factor=1",
             "--window-size=1400,2000", f"--user-data-dir={profile}", "about:blank"],
            pass_fds=(3, 4), preexec_fn=wire, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(to_browser_read)
        os.close(from_browser_write)
        self.buffer = b""
        self.next_id = 0
        self.session = None

    def send(self, method, params=None, session=True):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if session and self.session:
            message["sessionId"] = self.session
        os.write(self.to_browser, json.dumps(message).encode() + b"\0")
        while True:
            reply = self.receive()
            if reply.get("id") == self.next_id:
                if "error" in reply:
                    raise RuntimeError(f"{method}: {reply['error']}")
                return reply.get("result", {})

    def receive(self):
        while b"\0" not in self.buffer:
            chunk = os.read(self.from_browser, 65536)
            if not chunk:
                raise RuntimeError("chromium closed the pipe")
            self.buffer += chunk
        message, self.buffer = self.buffer.split(b"\0", 1)
        return json.loads(message)

    def evaluate(self, expression):
        result = self.send("Runtime.evaluate", {"expression": expression, "returnByValue": True})
        return result.get("result", {}).get("value")

    def close(self):
        try:
            self.send("Browser.close", session=False)
        except Exception:
            pass
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()


STATE = """(() => ({
  highlighted: [...document.querySelectorAll('.constraint.highlight')].map(e => Number(e.dataset.constraint)),
  selected: [...document.querySelectorAll('.view.selected')].map(e => Number(e.dataset.view)),
  heading: document.querySelector('.selected-name').textContent,
  listed: [...document.querySelectorAll('.constraint-list li')].map(e => e.textContent),
  active: document.activeElement && document.activeElement.dataset ? document.activeElement.dataset.view || null : null
}))()"""


def main():
    chromium, page, name = sys.argv[1], os.path.abspath(sys.argv[2]), sys.argv[3]
    with tempfile.TemporaryDirectory() as profile:
        browser = Browser(chromium, profile)
        try:
            target = browser.send("Target.createTarget", {"url": "file://" + page}, session=False)["targetId"]
            browser.session = browser.send(
                "Target.attachToTarget", {"targetId": target, "flatten": True}, session=False)["sessionId"]
            deadline = time.time() + 30
            # The new tab starts on about:blank, whose readyState is already complete.
            loaded = "location.protocol === 'file:' && document.readyState === 'complete'"
            while browser.evaluate(loaded) is not True:
                if time.time() > deadline:
                    raise RuntimeError("the page did not load")
                time.sleep(0.1)
            result = {"title": browser.evaluate("document.title")}
            result["table"] = browser.evaluate(
                "[...document.querySelectorAll('table.frames tbody tr')].map(r => [...r.children].map(c => c.textContent))")
            index = browser.evaluate(
                f"(() => {{ const v = JSON.parse(document.querySelector('script.ccc-data').textContent).views"
                f".find(v => v.name === {json.dumps(name)}); return v ? v.index : null; }})()")
            result["index"] = index
            box = browser.evaluate(
                f"(() => {{ const r = document.querySelector('.view[data-view=\"{index}\"] > rect').getBoundingClientRect();"
                f" return [r.left, r.top, r.width, r.height]; }})()")
            centre = (int(box[0] + box[2] / 2), int(box[1] + box[3] / 2))
            result["before"] = browser.evaluate(STATE)
            shot = browser.send("Page.captureScreenshot", {"format": "png"})
            with tempfile.NamedTemporaryFile(suffix=".png", delete=False) as file:
                file.write(base64.b64decode(shot["data"]))
            result["centreColour"] = png_pixels.pixel(png_pixels.read(file.name), *centre)
            os.unlink(file.name)
            browser.send("Input.dispatchMouseEvent", {"type": "mouseMoved", "x": centre[0], "y": centre[1]})
            result["hover"] = browser.evaluate(STATE)
            # Leave the picture, then reach the view with the keyboard alone.
            browser.send("Input.dispatchMouseEvent", {"type": "mouseMoved", "x": 1390, "y": 1990})
            result["afterLeaving"] = browser.evaluate(STATE)
            for _ in range(200):
                browser.send("Input.dispatchKeyEvent", {"type": "keyDown", "key": "Tab", "code": "Tab",
                                                        "windowsVirtualKeyCode": 9})
                browser.send("Input.dispatchKeyEvent", {"type": "keyUp", "key": "Tab", "code": "Tab",
                                                        "windowsVirtualKeyCode": 9})
                if browser.evaluate(STATE)["active"] == str(index):
                    break
            result["focus"] = browser.evaluate(STATE)
            browser.send("Input.dispatchKeyEvent", {"type": "keyDown", "key": "Escape", "code": "Escape",
                                                    "windowsVirtualKeyCode": 27})
            result["escape"] = browser.evaluate(STATE)
            print(json.dumps(result, sort_keys=True, indent=1))
        finally:
            browser.close()


if __name__ == "__main__":
    main()
