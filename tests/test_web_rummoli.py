"""Rummoli in a real browser (Debian's Chromium driven by Playwright): two people
at one table, a desktop and a phone, greedy bots in the other seats, play a whole
deal through the page - the widow and its auction, the poker betting, the run of
cards - with one reload mid-game.  The page plays forced cards by itself, and
neither page is ever given the other's cards.  Screenshots go to ``artifacts/``."""

from __future__ import annotations

from collections import Counter
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
    put_summary_away,
    server,
)

__all__ = ["browser", "server"]  # the fixtures
pytestmark = needs_chromium

KEYS = {"keep": "k", "exchange": "e", "pass": "p", "check": "c", "call": "c", "fold": "f"}
"""The page's shortcut keys."""


def perform(person: Person, text: str, keyboard: bool) -> None:
    """Do one move the way a person would: click the button or the card, or use the keys."""
    page = person.page
    verb, *rest = text.split()
    if verb == "play":
        card = page.locator(f'#hand .card[data-card="{rest[0]}"]')
        if keyboard:
            card.focus()
            page.keyboard.press("Enter")
        else:
            card.click()
    elif verb in ("bid", "bet", "raise"):
        page.fill("#amount", rest[0])
        if keyboard:
            page.press("#amount", "Enter")
        else:
            page.click(f"#{verb}")
    elif keyboard:
        page.keyboard.press(KEYS[verb])
    else:
        page.click(f"#{verb}")


def act_and_wait(person: Person, seq: int, text: str, keyboard: bool) -> bool:
    """Make a move and wait for the table to move on; False when it was refused
    (someone else moved first: the auction is open to several at once)."""
    page = person.page
    page.evaluate("document.getElementById('error').classList.add('hidden')")  # only a new refusal counts
    try:
        perform(person, text, keyboard)
        page.wait_for_function(
            "seq => window.rummy.latest.seq > seq || !document.getElementById('error').classList.contains('hidden')",
            arg=seq,
            timeout=15000,
        )
    except playwright_api.TimeoutError:
        if person.latest()["seq"] != seq:
            return False  # the controls changed under the click: look again
        page.screenshot(path=str(ARTIFACTS / "rummoli-failure.png"), full_page=True)
        raise AssertionError(f"{text!r} was not made (page errors: {person.errors})") from None
    if page.is_visible("#error"):
        refusal = page.text_content("#error") or ""
        assert "moved on" in refusal or "chips (RUM-7)" in refusal or person.latest()["seq"] != seq, refusal
        return False
    return True


def forced_play(message: dict[str, Any]) -> bool:
    legal = message["legal"]
    return len(legal) == 1 and legal[0].startswith("play ") and not message["may_pass"]


def test_two_people_play_a_deal_of_rummoli(server: ServerProcess, browser: Any) -> None:
    ann, bob = desk_and_phone(browser)
    open_table(server, ann, bob, "rummoli", ["greedy", "greedy"])
    for person in (ann, bob):
        person.page.set_default_timeout(5000)
        person.wait_state()
    bob.page.uncheck("#auto-play")  # Bob plays every card himself; Ann's forced cards are played for her

    game = make("rummoli", 4)
    bot = make_bot("rummoli", "greedy", 3)
    made: Counter[str] = Counter()  # the moves made through the page, by verb
    checked = 0
    forced = races = 0
    shots: set[str] = set()
    reloaded = dealt = overbid = False
    summaries: dict[int, str] = {}
    """The first round's summary as each page showed it."""
    for _ in range(600):
        progressed = False
        for person, shot in ((ann, "rummoli-desktop.png"), (bob, "rummoli-phone.png")):
            m = person.wait_state()
            view = m["view"]
            # Done when the first deal is scored, a forced play was made and one of them dealt
            # (the deal passes left, so one of them deals within three rounds).
            if view["round"] >= 2 and forced and dealt:
                break
            said = put_summary_away(person.page)  # (a round's summary read: the next round is played on)
            if said:  # (kept: drawn after `m`, it is read and put away all the same)
                summaries.setdefault(m["you"], said)
            assert view["round"] <= 3 and not view["over"], (forced, dealt)
            if person is bob and not reloaded and view["phase"] == "rummoli" and len(view["run"]) >= 3:
                bob.page.reload()  # mid-game: the same seat, the same hand
                bob.page.wait_for_function("window.rummy.latest && window.rummy.latest.you === 1")
                assert bob.latest()["view"]["hand"] == view["hand"] or bob.latest()["seq"] > m["seq"]
                assert not bob.page.is_checked("#auto-play")  # his choice is remembered
                reloaded = True
                continue
            if view["phase"] == "rummoli" and len(view["run"]) >= 6 and shot not in shots:
                person.page.screenshot(path=str(ARTIFACTS / shot), full_page=True)
                shots.add(shot)
            if not m["legal"]:
                continue
            if person is ann and forced_play(m):  # the page plays it by itself, saying so
                person.page.wait_for_function("seq => window.rummy.latest.seq > seq", arg=m["seq"], timeout=15000)
                assert "for you" in (person.page.text_content("#auto-note") or "")
                forced += 1
                progressed = True
                continue
            if view["phase"] == "betting":  # the first betting turn, or better one with something to call
                to_call = view["betting"]["to_call"]
                assert (person.page.text_content("#to-call") or "").startswith(
                    f"To call: {to_call}" if to_call else "Nothing to call"
                )
                if "betting" not in shots or (to_call and "to call" not in shots):
                    person.page.screenshot(path=str(ARTIFACTS / "rummoli-betting.png"), full_page=True)
                    shots.update(["betting", "to call"] if to_call else ["betting"])
            checked += 1  # (the other size every third position: each resize lays the page out twice)
            where = f"rummoli, {shot} round {view['round']}"
            assert_actionable_at_both_sizes(person.page, where, "rummoli-two", other=checked % 3 == 1)
            verb = m["legal"][-1].split()[0]
            if verb in ("bet", "raise") and not overbid:  # over the limit: refused, in words
                limit = view["betting"]["limit"]
                assert not act_and_wait(person, m["seq"], f"{verb} {limit + 1}", keyboard=False)
                assert f"1 to {limit} chips" in (person.page.text_content("#error") or "")
                overbid = True
                continue
            choice = bot.choose(view, [game.parse_action(a) for a in m["legal"]], m["may_pass"])
            assert choice is not None
            if not act_and_wait(person, m["seq"], str(choice), keyboard=made.total() % 3 == 0):
                races += 1
                continue
            made[str(choice).split()[0]] += 1
            progressed = True
            dealt = dealt or view["phase"] == "widow"
        else:
            if not progressed:
                ann.page.wait_for_timeout(50)
            continue
        break
    else:
        pytest.fail("the game did not get far enough")

    assert reloaded and overbid and made["play"] and made["check"] + made["call"] + made["fold"]
    assert {"rummoli-desktop.png", "rummoli-phone.png", "betting"} <= shots

    # The first deal was scored: the next round is dealt, and its wins are shown.
    page = ann.page
    page.wait_for_function("window.rummy.latest.view.round >= 2")
    assert page.locator("#pots .pot").count() == 9
    shown = page.locator("#round-summary")
    said = (shown.first.text_content() or "") if shown.count() else summaries.get(0, "")
    assert "Poker +" in said, said  # the showdown always pays out
    assert "check or call" in (page.text_content(".keys") or "")

    for person, seat in ((ann, 0), (bob, 1)):
        assert_views_private(person, seat)
        shown = person.page.locator("#hand .card").all_text_contents()
        assert len(shown) == len(person.latest()["view"]["hand"])
        assert not person.errors, person.errors
    # Besides the bet over the limit, the only refusals were the auction's races:
    # the pages never sent a wrong move (nor a forced one twice).
    refusals = [f["message"] for p in (ann, bob) for f in p.frames if f.get("type") == "error"]
    assert len(refusals) <= races + 1, refusals
