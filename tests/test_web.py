"""The page in a real browser (Debian's Chromium driven by Playwright): two people
at one Liverpool table from two browser contexts, bots in the other seats, a
whole deal played through the page, one reload mid-game, and neither page ever
given the other's cards.  Screenshots go to ``artifacts/``."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest

from rummyhall.bots import make_bot
from rummyhall.games import make
from test_server_support import ServerProcess
from web_support import (
    ARTIFACTS,
    Person,
    assert_actionable_at_both_sizes,
    assert_views_private,
    browser,
    desk_and_phone,
    needs_chromium,
    open_table,
    playwright_api,
    server,
)

__all__ = ["browser", "server"]  # the fixtures
pytestmark = needs_chromium


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
    ann, bob = desk_and_phone(browser)
    open_table(server, ann, bob, "liverpool", ["greedy", "random"], shot="lobby.png")

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
            who = "Ann" if person is ann else "Bob"
            assert_actionable_at_both_sizes(
                person.page, f"liverpool, {who}'s move {actions}", "liverpool-two", other=actions % 3 == 0
            )
            try:
                perform(person, str(choice))
                person.wait_moved(m["seq"])
            except playwright_api.TimeoutError:
                if person.latest()["seq"] != m["seq"]:
                    continue  # someone acted first and the page changed under the click: look again
                person.page.screenshot(path=str(ARTIFACTS / "failure.png"), full_page=True)
                print("UNANSWERED", choice, m["seq"], person.sent[-3:], person.frames[-3:])
                raise
            except Exception:
                person.page.screenshot(path=str(ARTIFACTS / "failure.png"), full_page=True)
                print("FAILED AT", choice, m["seq"], m["legal"], person.errors, person.sent[-3:], person.frames[-3:])
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

    # The engine's "seat 2" reads as the player's name on the page.
    events = ann.page.text_content("#events") or ""
    assert events and not re.search(r"\bseat \d", events)

    # Neither page was ever sent anyone else's cards: every view is its own seat's.
    for person, seat in ((ann, 0), (bob, 1)):
        assert_views_private(person, seat)
        # The page shows exactly its own hand.
        shown = person.page.locator("#hand .card").all_text_contents()
        assert len(shown) == len(person.latest()["view"]["hand"])
        assert not person.errors, person.errors

    # The scripts are ES modules: none of their names is the page's but window.rummy (the automation
    # surface, docs/server.md), and a Liverpool table loads the module of Liverpool's table only.
    names = [
        "latest",
        "act",
        "renderState",
        "h",
        "callJSON",
        "tokenKey",
        "I18N",
        "_",
        "fill",
        "RENDERERS",
        "ui",
        "render",
    ]
    assert ann.page.evaluate("(names) => names.filter((n) => n in window)", names) == []
    assert ann.page.evaluate("typeof rummy.act === 'function' && typeof rummy.I18N.say === 'function'")
    loaded = ann.page.evaluate("performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname)")
    assert "/static/liverpool.js" in loaded and "/static/table-core.js" in loaded
    assert not {"/static/carousel.js", "/static/rummoli.js"} & set(loaded), loaded
