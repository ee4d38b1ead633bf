"""The pages' testing contract (issue 14): the data-* attributes that browser tests and
checks from outside rely on.  A table of each game is created from the lobby by those
attributes only (data-field, data-seat, data-action), started (data-action="start"),
and at a desktop's and a phone's size the page's attributes are checked against the
last state message: the hand's data-card values, data-game and data-turn on the root,
each opponent's zone named as its seat, and the game's piles, table, pots and run.  At every one of those
states, at both sizes, whatever the player can act on now (an enabled ``data-action``) is inside the viewport
and not covered, and every name is whole or has its whole text in a title (web_support.assert_actionable;
tests/test_web_whole_deal.py checks it at every position of a whole deal of each game, and
tests/test_web_newcomer.py with hands as big as a game allows)."""

from __future__ import annotations

from typing import Any

import pytest

from test_server_support import ServerProcess
from web_support import ARTIFACTS, Person, assert_actionable, browser, needs_chromium, server

__all__ = ["browser", "server"]  # the fixtures

pytestmark = needs_chromium

SIZES = [(1280, 800), (390, 844)]
# The zones each game's page must show while a deal is in play (beside the hand).
ZONES = {
    "liverpool": ["hand", "stock", "discard", "table", "opponent"],
    "carousel": ["hand", "stock", "table", "opponent"],
    "rummoli": ["hand", "pot", "run", "opponent"],
}

# One consistent look at the page: the last state message and what the page shows of it.
SNAPSHOT = """() => {
  const zone = (name) => [...document.querySelectorAll(`[data-zone="${name}"]`)];
  const zones = {};
  for (const el of document.querySelectorAll("[data-zone]")) zones[el.dataset.zone] = (zones[el.dataset.zone] || 0) + 1;
  return {
    latest: window.rummy.latest,
    game: document.body.dataset.game ?? null,
    turn: document.body.dataset.turn ?? null,
    hand: zone("hand").flatMap((el) => [...el.querySelectorAll("[data-card]")].map((c) => c.dataset.card)),
    opponents: zone("opponent").map((el) => el.dataset.name ?? null),
    zones,
    unnamedCards: [...document.querySelectorAll(".card:not([data-card])")].length,
  };
}"""


def create_table(person: Person, server: ServerProcess, game: str) -> None:
    """Ann makes a 3-seat table of `game` (greedy and random bots) by the contract's attributes alone: it starts."""
    page = person.page
    page.goto(server.url + "/")
    page.select_option('[data-field="game"]', game)
    page.fill('[data-field="players"]', "3")
    page.dispatch_event('[data-field="players"]', "input")
    page.fill('[data-field="name"]', "Ann")
    assert page.locator('select[data-seat="1"]').count() == 1  # the creator's seat
    for seat in (2, 3):
        values = page.eval_on_selector(f'select[data-seat="{seat}"]', "s => [...s.options].map((o) => o.value)")
        assert {"person", "random", "greedy"} <= set(values), values
    assert page.locator('select[data-seat="4"]').count() == 0
    page.select_option('[data-seat="2"]', "greedy")
    page.select_option('[data-seat="3"]', "random")
    page.click('[data-action="create"]')
    page.wait_for_url("**/t/*")
    # (every other seat a bot: the page starts the table as it arrives, no Start to press)
    person.wait_state()


def check_contract(snap: dict[str, Any], game: str) -> None:
    """The page's attributes say what the last state message says."""
    latest = snap["latest"]
    view = latest["view"]
    assert snap["game"] == game == view["game"]
    assert snap["turn"] == ("you" if latest["legal"] else "other"), (snap["turn"], latest["legal"])
    assert sorted(snap["hand"]) == sorted(view["hand"])
    names = [seat["name"] for seat in latest["table"]["seats"]]
    assert sorted(snap["opponents"]) == sorted(n for s, n in enumerate(names) if s != latest["you"])
    assert "Ann" not in snap["opponents"]
    if not view["over"]:
        missing = [z for z in ZONES[game] if not snap["zones"].get(z)]
        assert not missing, f"no {missing} zone in {snap['zones']}"
    assert snap["unnamedCards"] == 0


LANGS = ["en", "kk", "lt", "ka"]
MOVES = 7  # (each language seen at two positions)


@pytest.mark.parametrize("game", list(ZONES))
def test_the_contract_attributes(server: ServerProcess, browser: Any, game: str) -> None:
    """The contract at both sizes at each of Ann's first positions, the page read in each language in turn
    (the `lang` cookie, the page loaded again: her seat kept); screenshots
    ``artifacts/contract-<game>-<lang>-<width>-<move>.png``."""
    ARTIFACTS.mkdir(exist_ok=True)
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    ann = Person(context.new_page())
    create_table(ann, server, game)
    page = ann.page
    moves = 0
    for _ in range(24):
        lang = LANGS[moves % len(LANGS)]
        if page.evaluate("document.documentElement.lang") != lang:
            context.add_cookies([{"name": "lang", "value": lang, "url": server.url}])
            page.reload()
            ann.wait_state()
            page.wait_for_function("lang => document.documentElement.lang === lang", arg=lang)
        for width, height in SIZES:
            page.set_viewport_size({"width": width, "height": height})
            snap = page.evaluate(SNAPSHOT)
            check_contract(snap, game)
            assert page.locator('[data-zone="hand"]').first.is_visible()
            where = f"{game} in {lang} at {width}x{height}, move {moves}"
            assert_actionable(page, where, f"contract-{game}-{lang}-{width}-failure.png")
            page.screenshot(path=str(ARTIFACTS / f"contract-{game}-{lang}-{width}-{moves}.png"))
        latest = snap["latest"]
        if latest["view"]["over"] or moves == MOVES:
            break
        if latest["legal"]:
            page.evaluate("a => window.rummy.act(a)", latest["legal"][0])
            moves += 1
        ann.wait_moved(latest["seq"])
    assert moves, "Ann never had a move"
    assert not ann.errors
