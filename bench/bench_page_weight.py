"""How many bytes a game page's first load transfers, before fonts.

Starts a real ``rummyhall serve`` (a new SQLite file), opens a started table of each
game, and loads its page ``/t/<id>`` in Chromium (Debian's, under Playwright) as a
person would, with an empty cache: every HTTP response the page asks for (the HTML,
scripts, stylesheets, icons, images and its API calls; fonts and the WebSocket are
left out) is listed.  Each of those addresses is then fetched again twice, without
compression (``Accept-Encoding: identity``) and with gzip, and the bodies' bytes are
summed; the browser's own count of bytes received (headers and bodies, as sent)
is given too.  The lobby ``/`` is measured the same way.  The issue's goal: under
200 KB before fonts.  ``--lang ka`` reads the pages as a Georgian browser does
(Chromium's ``locale``, and ``Accept-Language`` on the fetches): the messages the pages
receive are the language's.

    .venv/bin/python bench/bench_page_weight.py [--lang ka]
"""

from __future__ import annotations

import argparse
import contextlib
import json
import time
import urllib.request
from typing import Any

from playwright.sync_api import sync_playwright

from server_process import post, served

CHROMIUM = "/usr/bin/chromium"
GAMES = {"liverpool": 4, "carousel": 3, "rummoli": 4}
SKIPPED = {"font", "websocket", "eventsource"}


def body_bytes(url: str, encoding: str, lang: str = "en") -> tuple[int, str]:
    """(bytes of the body as sent, the Content-Encoding it was sent with) for one GET."""
    request = urllib.request.Request(url, headers={"Accept-Encoding": encoding, "Accept-Language": lang})
    with urllib.request.urlopen(request, timeout=30) as response:
        return len(response.read()), response.headers.get("Content-Encoding", "")


def started_table(url: str, game: str, players: int) -> str:
    """A table of ``game``: a person (the benchmark) and bots, started."""
    from websockets.sync.client import connect

    body = {"game": game, "players": players, "name": "Ann", "bots": [None] + ["greedy"] * 9}
    made = post(url + "/api/tables", body)[1]
    with connect(url.replace("http", "ws") + f"/ws/{made['id']}") as ws:
        ws.send(json.dumps({"type": "hello", "token": made["token"]}))
        ws.send(json.dumps({"type": "start"}))
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            if json.loads(ws.recv(10)).get("type") == "state":
                break
    table_id: str = made["id"]
    return table_id


def first_load(browser: Any, url: str, lang: str) -> tuple[list[str], int]:
    """The addresses a page loads over HTTP (fonts left out) and the bytes the browser received for them."""
    context = browser.new_context(viewport={"width": 1280, "height": 800}, locale=lang)
    page = context.new_page()
    seen: list[Any] = []
    page.on("requestfinished", lambda request: seen.append(request))
    page.goto(url, wait_until="networkidle")
    page.wait_for_timeout(500)
    addresses, received = [], 0
    for request in seen:
        if request.resource_type in SKIPPED or not request.url.startswith("http"):
            continue
        sizes = request.sizes()
        received += sizes["responseBodySize"] + sizes["responseHeadersSize"]
        addresses.append(request.url)
    context.close()
    return addresses, received


def weigh(browser: Any, url: str, lang: str) -> dict[str, Any]:
    addresses, received = first_load(browser, url, lang)
    plain = sum(body_bytes(a, "identity", lang)[0] for a in addresses)
    zipped = [body_bytes(a, "gzip", lang) for a in addresses]
    return {
        "requests": len(addresses),
        "files": sorted({a.split("/", 3)[3].split("?")[0] for a in addresses}),
        "bytes_uncompressed": plain,
        "bytes_gzip": sum(size for size, _ in zipped),
        "gzip_used": any(encoding == "gzip" for _, encoding in zipped),
        "bytes_received_by_browser": received,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--url", default=None, help="measure a server already running here instead of starting one")
    parser.add_argument("--lang", default="en", help="the browser's language (en, kk, lt, ka)")
    args = parser.parse_args()
    with contextlib.ExitStack() as stack:
        url = args.url or stack.enter_context(served(["--bot-delay", "0.8"]))[0]
        results: dict[str, Any] = {}
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox", "--disable-gpu"])
            results["lobby"] = weigh(browser, url + "/", args.lang)
            for game, players in GAMES.items():
                results[game] = weigh(browser, url + f"/t/{started_table(url, game, players)}", args.lang)
            browser.close()
    print(json.dumps(results, indent=1))


if __name__ == "__main__":
    main()
