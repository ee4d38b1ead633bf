"""What the browser tests share: Debian's Chromium under Playwright, a server
process, a page that keeps every WebSocket frame it was sent, and the lobby
steps that open a table for two people with bots in the other seats."""

from __future__ import annotations

import json
import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from test_server_support import ServerProcess

CHROMIUM = "/usr/bin/chromium"
ARTIFACTS = Path(__file__).resolve().parent.parent / "artifacts"
ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
]

playwright_api = pytest.importorskip("playwright.sync_api")
if not os.path.exists(CHROMIUM) and os.environ.get("CI"):
    raise RuntimeError(f"{CHROMIUM} is missing: `make test` installs Debian's chromium package")
needs_chromium = pytest.mark.skipif(not os.path.exists(CHROMIUM), reason=f"{CHROMIUM} is not installed")


@pytest.fixture
def server(tmp_path: Path) -> Iterator[ServerProcess]:
    process = ServerProcess(f"sqlite:///{tmp_path / 'web.db'}").start()
    yield process
    process.kill()


@pytest.fixture
def browser() -> Iterator[Any]:
    with playwright_api.sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        yield browser
        browser.close()


class Person:
    """One browser page at the table, and every WebSocket frame it was sent."""

    def __init__(self, page: Any) -> None:
        self.page = page
        self.frames: list[dict[str, Any]] = []
        self.sent: list[dict[str, Any]] = []
        self.errors: list[str] = []
        page.on("websocket", self._socket)
        page.on("pageerror", lambda error: self.errors.append(str(error)))

    def _socket(self, ws: Any) -> None:
        ws.on("framereceived", self._frame)
        ws.on(
            "framesent",
            lambda payload: self.sent.append(json.loads(payload if isinstance(payload, str) else payload.decode())),
        )

    def _frame(self, payload: Any) -> None:
        text = payload if isinstance(payload, str) else payload.decode()
        self.frames.append(json.loads(text))

    def latest(self) -> dict[str, Any]:
        latest: dict[str, Any] = self.page.evaluate("window.rummy.latest")
        return latest

    def wait_state(self) -> dict[str, Any]:
        self.page.wait_for_function("window.rummy.latest && window.rummy.latest.type === 'state'")
        return self.latest()

    def wait_moved(self, seq: int) -> None:
        self.page.wait_for_function(
            "seq => (window.rummy.latest && window.rummy.latest.seq > seq)"
            " || !document.getElementById('error').classList.contains('hidden')",
            arg=seq,
            timeout=15000,
        )


def desk_and_phone(browser: Any) -> tuple[Person, Person]:
    """Ann at a desktop, Bob on a phone."""
    ann = Person(browser.new_context(viewport={"width": 1200, "height": 900}).new_page())
    bob = Person(browser.new_context(viewport={"width": 390, "height": 844}, is_mobile=True).new_page())
    return ann, bob


def open_table(server: ServerProcess, ann: Person, bob: Person, game: str, bots: list[str], shot: str = "") -> None:
    """Ann creates a table (seat 2 a person, the others `bots`), Bob joins by the invite link, Ann starts."""
    ARTIFACTS.mkdir(exist_ok=True)
    ann.page.goto(server.url + "/")
    ann.page.select_option("#game", game)
    ann.page.fill("#players", str(2 + len(bots)))
    ann.page.dispatch_event("#players", "input")
    ann.page.fill("#name", "Ann")
    ann.page.select_option('[data-seat="2"]', "person")
    for seat, bot in enumerate(bots, start=3):
        ann.page.select_option(f'[data-seat="{seat}"]', bot)
    ann.page.click("#create-button")
    ann.page.wait_for_url("**/t/*")
    ann.page.wait_for_function("document.getElementById('invite').textContent.includes('/t/')")
    invite = ann.page.text_content("#invite")
    assert invite and "/t/" in invite

    bob.page.goto(invite)
    bob.page.fill("#join-name", "Bob")
    bob.page.click("#join button")
    # (Bob's page takes its seat by saying hello once the join is answered; a start before
    # that would greet it as a spectator, which is not what these tests look at)
    bob.page.wait_for_function("window.rummy.latest && window.rummy.latest.you === 1")
    ann.page.wait_for_selector("#start:not([disabled])")
    if shot:
        ann.page.screenshot(path=str(ARTIFACTS / shot))
    ann.page.click("#start")


def assert_views_private(person: Person, seat: int) -> None:
    """Every state frame the page was sent is its own seat's view, and hidden events carry no cards."""
    states = [f for f in person.frames if f.get("type") == "state"]
    assert states
    for number, frame in enumerate(states):
        # A seated page is greeted in its seat, even straight after a reload (the seat cookie).
        seen = (frame["you"], frame["view"]["seat"], frame.get("seq"), number, len(states))
        assert frame["you"] == seat and frame["view"]["seat"] == seat, f"(you, view seat, seq, frame, of) = {seen}"
        assert "hands" not in frame["view"] and "hand" in frame["view"]
        for event in frame["last"]:
            if event["hidden"]:
                assert event["seat"] != frame["you"] and not event["cards"]
