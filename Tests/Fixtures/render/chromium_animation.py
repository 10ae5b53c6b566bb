#!/usr/bin/env python3
"""Opens an animated `ccc render --state a --state b` SVG in headless Chromium and prints, as
JSON, each view rectangle's animated x and width and the visible state name at the given
times (seconds into the loop), by pausing the SVG's timeline there (setCurrentTime).

    chromium_animation.py CHROMIUM PICTURE.svg T1 T2 ... > result.json
"""
import json
import os
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from chromium_check import Browser  # noqa: E402

PROBE = """(() => {
  const svg = document.documentElement;
  svg.pauseAnimations();
  svg.setCurrentTime(%s);
  const views = {};
  document.querySelectorAll('g.view').forEach(g => {
    const rect = g.querySelector('rect');
    const name = g.querySelector('title').textContent.split(' ')[0];
    views[name] = [rect.x.animVal.value, rect.width.animVal.value];
  });
  const names = [...document.querySelectorAll('text.state-name')]
    .filter(t => Number(getComputedStyle(t).opacity) > 0.5).map(t => t.textContent);
  return {views: views, states: names};
})()"""


def main():
    chromium, picture, times = sys.argv[1], os.path.abspath(sys.argv[2]), sys.argv[3:]
    with tempfile.TemporaryDirectory() as profile:
        browser = Browser(chromium, profile)
        try:
            target = browser.send("Target.createTarget", {"url": "file://" + picture}, session=False)["targetId"]
            browser.session = browser.send(
                "Target.attachToTarget", {"targetId": target, "flatten": True}, session=False)["sessionId"]
            deadline = time.time() + 30
            while browser.evaluate("location.protocol === 'file:' && document.readyState === 'complete'") is not True:
                if time.time() > deadline:
                    raise RuntimeError("the picture did not load")
                time.sleep(0.1)
            result = {}
            for moment in times:
                result[moment] = browser.evaluate(PROBE % float(moment))
            print(json.dumps(result, sort_keys=True))
        finally:
            browser.close()


if __name__ == "__main__":
    main()
