"""A newcomer plays a whole deal on a phone (issue 28): Ann, at 390x844, opens the lobby, presses Play now
for a game and plays to the end of its first deal (Liverpool) or round (Carousel, Rummoli) against the bots
of the default level (medium: the shrewd bots), by clicks only, as a person would: the piles, the buttons, a
card then Discard, a suggested lay-down, her playable cards (a move the page offers no button for is clicked in
"Your moves as text").  After every move, and at every position where she is to act, the testing contract
holds at 390x844 and at 1280x800
(web_support.assert_actionable: whatever she can act on is on screen and not covered; names whole), and the
deal ends with its summary in sight.  Screenshots: ``artifacts/deal-<game>-<phone|desktop>-<n>.png`` (the
first position, every 8th of her moves, the summary)."""

from __future__ import annotations

from typing import Any

import pytest

from test_server_support import ServerProcess
from web_support import ARTIFACTS, Person, assert_actionable, browser, needs_chromium, server

__all__ = ["browser", "server"]  # the fixtures

pytestmark = needs_chromium

PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 800}
VALUE = {"A": 15, "K": 10, "Q": 10, "J": 10, "T": 10, "*": 50}

# Ann's move is hers to make now (not a forced Rummoli card the page is about to play), or the deal is over.
SETTLED = """() => {
  const m = window.rummy.latest;
  if (!m || m.type !== 'state') return false;
  if (document.getElementById('summary-close') || m.view.over) return true;
  if (document.body.dataset.turn !== 'you') return false;
  const forced = m.view.game === 'rummoli' && m.legal.length === 1 && m.legal[0].startsWith('play ') && !m.may_pass;
  return !forced;
}"""


def resize(page: Any, size: dict[str, int]) -> None:
    page.set_viewport_size(size)
    page.evaluate("new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))")


def check_both_sizes(page: Any, where: str, game: str) -> None:
    """The contract at the phone's size and at a desktop's (the page laid out again), then back to the phone."""
    assert_actionable(page, f"{where} at 390x844", f"deal-{game}-phone-failure.png")
    resize(page, DESKTOP)
    assert_actionable(page, f"{where} at 1280x800", f"deal-{game}-desktop-failure.png")
    resize(page, PHONE)


def shoot(page: Any, game: str, label: str) -> None:
    page.screenshot(path=str(ARTIFACTS / f"deal-{game}-phone-{label}.png"))
    resize(page, DESKTOP)
    page.screenshot(path=str(ARTIFACTS / f"deal-{game}-desktop-{label}.png"))
    resize(page, PHONE)


def click_as_text(page: Any, move: str) -> None:
    """A move without a button of its own: "Your moves as text", then the move's button there."""
    if not page.evaluate("document.getElementById('moves-details').open"):
        page.click("#moves-details summary")
    page.locator("#legal button", has_text=move).first.click()
    print(f"(clicked as text: {move})")
    page.evaluate("window.scrollTo(0, 0)")  # (the list is below the table on a phone: back to the top)


def worth(card: str) -> int:
    return VALUE.get(card[0], 5)


def liverpool_move(page: Any, m: dict[str, Any]) -> None:
    legal, view = m["legal"], m["view"]
    if any(a.startswith("cut ") for a in legal):
        page.click('[data-action="cut"]')
    elif "pass" in legal:
        page.click('[data-action="pass"]')  # (not buying the discard)
    elif "draw stock" in legal:
        page.click('[data-action="draw stock"]')
    elif any(a.startswith("down ") for a in legal):
        page.click('[data-action="down"] >> nth=0')
    elif layoffs := [a for a in legal if a.startswith("layoff ") and len(a.split()) == 3]:
        _, card, meld = layoffs[0].split()
        page.click(f'#hand [data-card="{card}"] >> nth=0')
        check_both_sizes(page, f"{card} selected", "liverpool")
        # (the dock's button, in sight on any screen: the meld itself, further down the table on a phone, is
        # scrolled to by a click, and the page left scrolled hides the top bar from the next position's check)
        page.click(f'#layoff-row [data-action="layoff"][data-target="{meld[1:]}"]')
        choice = page.locator(".warning.confirm button >> nth=0")
        if choice.count():
            choice.click()
    elif discards := [a.split()[1] for a in legal if a.startswith("discard ")]:
        card = max(discards, key=worth)
        page.click(f'#hand [data-card="{card}"] >> nth=0')
        check_both_sizes(page, f"{card} selected", "liverpool")
        page.click('[data-action="discard"]')
    elif "rummy" in legal:
        page.click('[data-action="rummy"]')
    else:
        click_as_text(page, legal[0])
    assert view["game"] == "liverpool"


def carousel_move(page: Any, m: dict[str, Any]) -> None:
    legal = m["legal"]
    if "knock" in legal:
        page.click('[data-action="knock"]')
    elif "draw" in legal:
        page.click('[data-action="draw"]')
    elif "pass" in legal:
        page.click('[data-action="pass"]')
    else:
        click_as_text(page, legal[0])


def rummoli_move(page: Any, m: dict[str, Any]) -> None:
    legal = m["legal"]
    for move in ("keep", "claim", "check", "call"):
        if move in legal:
            page.click(f'[data-action="{move}"]')
            return
    if "pass" in legal and m["view"]["phase"] == "auction":
        page.click('[data-action="pass"]')
    elif any(a.startswith("play ") for a in legal):
        page.click('#hand [data-action="play"] >> nth=0')
    elif "pass" in legal:
        page.click('[data-action="pass"]')
    else:
        click_as_text(page, legal[0])


MOVES = {"liverpool": liverpool_move, "carousel": carousel_move, "rummoli": rummoli_move}


@pytest.mark.parametrize("game", list(MOVES))
def test_a_newcomer_plays_a_whole_deal_on_a_phone(server: ServerProcess, browser: Any, game: str) -> None:
    ARTIFACTS.mkdir(exist_ok=True)
    ann = Person(browser.new_context(viewport=PHONE, is_mobile=True, locale="en").new_page())
    page = ann.page
    page.set_default_timeout(15000)
    page.goto(server.url + "/")
    page.fill('[data-field="quick-name"]', "Ann")
    page.click(f'[data-action="play-now"][data-game="{game}"]')
    page.wait_for_url("**/t/*")
    moves = 0
    for _ in range(400):
        page.wait_for_function(SETTLED, timeout=30000)
        check_both_sizes(page, f"move {moves}", game)
        m = ann.latest()
        if not page.evaluate(SETTLED):
            continue  # (a bot's move came in meanwhile)
        if page.locator("#summary-close").count() or m["view"]["over"]:
            break  # (the deal's end; or the game's, a Carousel round may reach the target)
        if moves % 8 == 0:
            shoot(page, game, f"{moves:02d}")
        if not m["legal"]:
            continue
        MOVES[game](page, m)
        moves += 1
        ann.wait_moved(m["seq"])
        assert page.locator("#error.hidden").count(), page.inner_text("#error")
    else:
        pytest.fail(f"the deal did not end in {moves} moves")
    shoot(page, game, "summary")
    banner = page.inner_text("#turn")
    assert "Your move" not in banner, banner
    if ann.latest()["view"]["over"]:
        assert page.locator('[data-action="play-again"]').is_visible()
    else:
        page.click('[data-action="summary-close"]')
        check_both_sizes(page, "the next deal", game)
    assert moves >= 1, moves
    assert not ann.errors, ann.errors
