"""The page in a real browser (Debian's Chromium driven by Playwright): two people
at one Liverpool table from two browser contexts, bots in the other seats, a
whole deal played through the page, one reload mid-game, and neither page ever
given the other's cards.  Screenshots go to ``artifacts/``."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest

from rummyhall.bots import make_bot
from rummyhall.games import make
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
pytestmark = pytest.mark.skipif(not os.path.exists(CHROMIUM), reason=f"{CHROMIUM} is not installed")


@pytest.fixture
def server(tmp_path: Path) -> Any:
    process = ServerProcess(f"sqlite:///{tmp_path / 'web.db'}").start()
    yield process
    process.kill()


@pytest.fixture
def browser() -> Any:
    with playwright_api.sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        yield browser
        browser.close()


class Person:
    """One browser page at the table, and every WebSocket frame it was sent."""

    def __init__(self, page: Any) -> None:
        self.page = page
        self.frames: list[dict[str, Any]] = []
        page.on("websocket", lambda ws: ws.on("framereceived", self._frame))
        page.on("pageerror", lambda error: self.errors.append(str(error)))
        self.errors: list[str] = []

    def _frame(self, payload: Any) -> None:
        text = payload if isinstance(payload, str) else payload.decode()
        self.frames.append(json.loads(text))

    def latest(self) -> dict[str, Any]:
        latest: dict[str, Any] = self.page.evaluate("window.rummy.latest")
        return latest

    def wait_moved(self, seq: int) -> None:
        self.page.wait_for_function(
            "seq => (window.rummy.latest && window.rummy.latest.seq > seq)"
            " || !document.getElementById('error').classList.contains('hidden')",
            arg=seq,
            timeout=15000,
        )


def perform(person: Person, text: str) -> None:
    """Do one move the way a person would: click the pile, the card, the meld; or type it."""
    page = person.page
    page.set_default_timeout(5000)
    words = text.split()
    if text == "draw stock":
        page.click("#stock")
    elif text == "draw discard":
        page.click("#discard")
    elif text in ("buy", "pass", "rummy"):
        page.click(f"#{text}")
    elif words[0] == "discard":
        page.locator(f'#hand .card[data-card="{words[1]}"]').first.click()
        page.click("#discard-selected")
    elif words[0] == "layoff" and len(words) == 3:
        page.locator(f'#hand .card[data-card="{words[1]}"]').first.click()
        page.click(f'[data-meld="{words[2][1:]}"]')
        chooser = page.locator(f'.confirm [data-action="{text}"]')  # when a joker could be taken instead
        if chooser.count():
            chooser.click()
    else:  # lay-downs, cuts, jokers at an end: typed, as the keyboard player does
        page.fill("#command", text)
        page.press("#command", "Enter")


def test_two_people_play_a_deal_of_liverpool(server: ServerProcess, browser: Any) -> None:
    ARTIFACTS.mkdir(exist_ok=True)
    ann = Person(browser.new_context(viewport={"width": 1200, "height": 900}).new_page())
    bob = Person(browser.new_context(viewport={"width": 390, "height": 844}, is_mobile=True).new_page())

    # Ann creates the table in the lobby: seat 2 a person, seats 3 and 4 bots.
    ann.page.goto(server.url + "/")
    ann.page.select_option("#game", "liverpool")
    ann.page.fill("#players", "4")
    ann.page.dispatch_event("#players", "input")
    ann.page.fill("#name", "Ann")
    ann.page.select_option('[data-seat="1"]', "")
    ann.page.select_option('[data-seat="2"]', "greedy")
    ann.page.select_option('[data-seat="3"]', "random")
    ann.page.click("#create-button")
    ann.page.wait_for_url("**/t/*")
    ann.page.wait_for_function("document.getElementById('invite').textContent.includes('/t/')")
    invite = ann.page.text_content("#invite")
    assert invite and "/t/" in invite

    # Bob opens the invite link on his phone and joins.
    bob.page.goto(invite)
    bob.page.fill("#join-name", "Bob")
    bob.page.click("#join button")
    ann.page.wait_for_selector("#start:not([disabled])")
    ann.page.screenshot(path=str(ARTIFACTS / "lobby.png"))
    ann.page.click("#start")

    game = make("liverpool", 4)
    bot = make_bot("liverpool", "greedy", 3)
    declined: set[tuple[int, int]] = set()
    reloaded = False
    actions = 0
    for _ in range(1500):
        progressed = False
        for person in (ann, bob):
            person.page.wait_for_function("window.rummy.latest && window.rummy.latest.type === 'state'")
            m = person.latest()
            if m["view"]["deal"] >= 2 or m["view"]["over"]:
                break
            if not m["legal"] or (m["seq"], m["you"]) in declined:
                continue
            choice = bot.choose(m["view"], [game.parse_action(a) for a in m["legal"]], m["may_pass"])
            if choice is None:
                declined.add((m["seq"], m["you"]))
                continue
            try:
                perform(person, str(choice))
                person.wait_moved(m["seq"])
            except playwright_api.TimeoutError:
                if person.latest()["seq"] != m["seq"]:
                    continue  # someone acted first and the page changed under the click: look again
                person.page.screenshot(path=str(ARTIFACTS / "failure.png"), full_page=True)
                raise
            except Exception:
                person.page.screenshot(path=str(ARTIFACTS / "failure.png"), full_page=True)
                print("FAILED AT", choice, m["seq"], m["legal"], person.errors, person.frames[-3:])
                raise
            actions += 1
            progressed = True
            if actions == 6:
                bob.page.screenshot(path=str(ARTIFACTS / "liverpool-phone.png"), full_page=True)
            if actions == 8 and not reloaded:  # Bob reloads mid-game: same seat, same hand
                hand = bob.latest()["view"]["hand"]
                bob.page.reload()
                bob.page.wait_for_function("window.rummy.latest && window.rummy.latest.you === 1")
                assert bob.latest()["view"]["hand"] == hand or bob.latest()["seq"] > m["seq"]
                reloaded = True
        else:
            if not progressed:
                ann.page.wait_for_timeout(50)
            continue
        break
    else:
        pytest.fail("the first deal did not end")
    ann.page.screenshot(path=str(ARTIFACTS / "liverpool-deal-2.png"), full_page=True)
    assert reloaded and actions > 10
    assert ann.latest()["view"]["deal"] == 2
    assert "deal 1 over" in json.dumps(ann.latest()["last"]) or ann.latest()["view"]["deal"] == 2

    # Neither page was ever sent anyone else's cards: every view is its own seat's.
    for person, seat in ((ann, 0), (bob, 1)):
        states = [f for f in person.frames if f.get("type") == "state"]
        assert states
        for frame in states:
            # (None: the spectator's view a page gets before it says which seat it holds)
            assert frame["you"] in (seat, None) and frame["view"]["seat"] == frame["you"]
            assert "hands" not in frame["view"] and ("hand" in frame["view"]) == (frame["you"] is not None)
            for event in frame["last"]:
                if event["hidden"]:
                    assert event["seat"] != frame["you"] and not event["cards"]
        # The page shows exactly its own hand.
        shown = person.page.locator("#hand .card").all_text_contents()
        assert len(shown) == len(person.latest()["view"]["hand"])
        assert not person.errors, person.errors
