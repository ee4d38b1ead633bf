"""The card table's layout and hand in Chromium, from a table's first moves (no whole deal):
the opponents sit around the oval in play order at a desktop's size (the next to act on your
left, then across the top from left to right, the last on your right); dragging a card
reorders the hand in Carousel and Rummoli (one implementation, common.js, as in Liverpool),
Shift+arrow moves a focused card (every card of the hand can have the focus), the sort buttons
still sort; a click is not lost when the table is drawn again between the press and the release,
nor when a card flying to its place passes over the button then.
A Rummoli round fits the screen (no page scroll at a desktop's size; on a phone the whole felt
above the hand's dock); the end of a deal's summary spans the felt, every card whole at a
desktop's size; in kk and ka on a phone no button or label is cut; a joker in the history is
never "Jkr"."""

from __future__ import annotations

import itertools
import math
from collections.abc import Iterator
from typing import Any

import pytest

from rummyhall.bots import make_bot
from rummyhall.games import make
from test_server_support import ServerProcess
from web_support import (
    ARTIFACTS,
    Person,
    assert_actionable,
    close_pages,
    module_browser,
    module_server,
    needs_chromium,
)

__all__ = ["close_pages", "module_browser", "module_server"]  # the fixtures

pytestmark = needs_chromium


@pytest.fixture(scope="module")
def server(module_server: ServerProcess) -> ServerProcess:
    return module_server  # (one server and one module_browser for these short tests: web_support's)


RANKS = "A23456789TJQK"
HAND = "[...document.querySelectorAll('#hand .card')].map((c) => c.dataset.card)"

# Each opponent's box and the centre's, measured at once (the table may be drawn again between calls).
BOXES = """() => {
  const box = (el) => {
    const r = el.getBoundingClientRect();
    return {left: r.left, right: r.right, top: r.top, bottom: r.bottom};
  };
  const seats = Object.fromEntries([...document.querySelectorAll('[data-zone="opponent"]')]
    .map((el) => [el.dataset.name, box(el)]));
  return {seats, centre: box(document.querySelector('#game > .centre')), felt: box(document.getElementById('game'))};
}"""


def seat_ann(
    module_browser: Any,
    server: ServerProcess,
    game: str,
    players: int,
    phone: bool = False,
    lang: str = "en",
    options: dict[str, Any] | None = None,
) -> Person:
    """Ann's page at a started table of `game` with greedy bots in the other seats (in the language `lang`)."""
    size = {"width": 390, "height": 844} if phone else {"width": 1280, "height": 800}
    context = module_browser.new_context(viewport=size, is_mobile=phone, locale=lang)
    ann = Person(context.new_page())
    ann.page.set_default_timeout(8000)
    ann.page.goto(server.url + "/")
    made = ann.page.evaluate(
        """([game, players, options]) => rummy.callJSON('/api/tables',
             { game, players, options, bots: [null, ...Array(players - 1).fill('greedy')], name: 'Ann' })""",
        [game, players, options or {}],
    )
    ann.page.evaluate("([id, token]) => localStorage.setItem(rummy.tokenKey(id), token)", [made["id"], made["token"]])
    ann.page.goto(server.url + made["invite"])
    ann.page.click('[data-action="start"]:not([disabled])')
    ann.wait_state()
    return ann


@pytest.mark.parametrize("players", [4, 6])
def test_the_opponents_sit_around_the_table(server: ServerProcess, module_browser: Any, players: int) -> None:
    ann = seat_ann(module_browser, server, "liverpool", players)
    page = ann.page
    m = ann.wait_state()
    names = [page.evaluate("s => rummy.seatName(s)", seat) for seat in m["table"]["seats"]]
    order = [names[s] for s in range(1, players)]  # play order from Ann's seat (0): the next to act first
    boxes = page.evaluate(BOXES)
    seats, centre = boxes["seats"], boxes["centre"]
    assert sorted(seats) == sorted(order), seats
    sides = 2 if players - 1 >= 6 else 1
    left, top, right = order[:sides], order[sides : players - 1 - sides], order[players - 1 - sides :]
    assert top, "someone sits across the table"
    for name in left:
        assert seats[name]["right"] <= centre["left"], (name, seats[name], centre)
    for name in right:
        assert seats[name]["left"] >= centre["right"], (name, seats[name], centre)
    for name in top:
        assert seats[name]["bottom"] <= centre["top"], (name, seats[name], centre)
    # Clockwise from your left, seen from the middle of the felt: each next player's angle is larger.
    felt = boxes["felt"]
    cx, cy = (felt["left"] + felt["right"]) / 2, (felt["top"] + felt["bottom"]) / 2

    def angle(name: str) -> float:
        b = seats[name]
        degrees = math.degrees(math.atan2((b["top"] + b["bottom"]) / 2 - cy, (b["left"] + b["right"]) / 2 - cx))
        return (degrees - 90) % 360  # 0 at the bottom (you), growing clockwise on screen: left, top, right

    angles = [angle(name) for name in order]
    assert angles == sorted(angles) and len(set(angles)) == len(angles), list(zip(order, angles, strict=True))
    assert not ann.errors, ann.errors


def drag_first_to_end(page: Any) -> tuple[list[str], list[str]]:
    """Drag the hand's first card onto the right half of its last card; the hand before and after."""
    before = page.evaluate(HAND)
    cards = page.locator("#hand .card")
    last = cards.nth(len(before) - 1).bounding_box()
    cards.first.drag_to(cards.nth(len(before) - 1), target_position={"x": last["width"] - 6, "y": last["height"] / 2})
    page.wait_for_function(f"JSON.stringify({HAND}) !== JSON.stringify({before!r})")
    return before, page.evaluate(HAND)


def wait_my_turn(person: Person, move: str) -> dict[str, Any]:
    mine = "move => document.body.dataset.turn === 'you' && window.rummy.latest.legal.includes(move)"
    person.page.wait_for_function(mine, arg=move, timeout=20000)
    return person.latest()


# A card of the hand held over a point, as a card drawn from the draw pile flies to the hand (animateMoves):
# a running animation; true if the card is then what is under the pointer there.
FLY_OVER = """([x, y]) => {
  const card = document.querySelector('#hand .card');
  const r = card.getBoundingClientRect();
  const over = `translate(${x - (r.left + r.width / 2)}px, ${y - (r.top + r.height / 2)}px)`;
  card.animate([{ transform: over }, { transform: over }], { duration: 20000 });
  return document.elementFromPoint(x, y).closest('.card') === card;
}"""


def test_carousel_hand_drags_and_a_click_survives_a_redraw(server: ServerProcess, module_browser: Any) -> None:
    """In Carousel the hand is dragged into a new order, kept when the table is drawn again; a
    press on the draw pile, the table drawn again before the release, still draws; and so does a
    press on it with a card flying over it at the release (the release lands on the card, and
    Chromium's click goes to what both are inside: once on the loaded CI machine a draw, and a
    Liverpool Pass, were lost so, just after the bots' moves, their cards still flying)."""
    ann = seat_ann(module_browser, server, "carousel", 3)
    page = ann.page
    m = wait_my_turn(ann, "draw")
    before, after = drag_first_to_end(page)
    assert after == before[1:] + before[:1], (before, after)
    page.evaluate("rummy.renderState(rummy.latest)")
    assert page.evaluate(HAND) == after, "the order is kept when the table is drawn again"

    box = page.locator("#stock").bounding_box()
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    page.mouse.move(x, y)
    page.mouse.down()
    page.evaluate("rummy.renderState(rummy.latest)")  # (a new message arriving: #stock is replaced)
    page.mouse.up()
    ann.wait_moved(m["seq"])
    assert {"type": "act", "seq": m["seq"], "action": "draw"} in ann.sent

    m = wait_my_turn(ann, "draw")  # (a second draw of the turn: the table is the draft now)
    # (the card just drawn may still be flying from the pile: wait until it has landed)
    page.wait_for_function("() => document.getAnimations().every((a) => a.playState !== 'running')", timeout=5000)
    box = page.locator("#stock").bounding_box()
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    page.mouse.move(x, y)
    page.mouse.down()
    assert page.evaluate(FLY_OVER, [x, y]), "the release lands on the flying card"
    page.mouse.up()
    ann.wait_moved(m["seq"])
    assert {"type": "act", "seq": m["seq"], "action": "draw"} in ann.sent
    assert page.locator("#error").is_hidden()
    assert not ann.errors, ann.errors


def test_rummoli_hand_drags_moves_by_keys_and_sorts(server: ServerProcess, module_browser: Any) -> None:
    ann = seat_ann(module_browser, server, "rummoli", 3)
    page = ann.page
    page.wait_for_function("document.body.dataset.turn === 'you'", timeout=20000)
    before, after = drag_first_to_end(page)
    assert after == before[1:] + before[:1], (before, after)
    assert page.locator("#hand .suit-gap").count() == 0, "no gaps between suits in an order of your own"
    page.click("#sort-rank")
    ranks = [RANKS.index(c[0]) for c in page.evaluate(HAND)]
    assert ranks == sorted(ranks) and page.get_attribute("#sort-rank", "aria-pressed") == "true"
    page.click("#sort-suit")
    suits = [c[-1] for c in page.evaluate(HAND)]
    assert all(suits.index(s) == i or suits[i - 1] == s for i, s in enumerate(suits))  # each suit together
    assert not ann.errors, ann.errors


def test_liverpool_hand_moves_a_card_by_keys(server: ServerProcess, module_browser: Any) -> None:
    """Shift+→ on a focused card of the hand moves it one place right (Shift+← back), as dragging does."""
    ann = seat_ann(module_browser, server, "liverpool", 3)
    page = ann.page
    dealt = "document.querySelectorAll('#hand button.card').length >= 3"
    page.wait_for_function(f"{dealt} || window.rummy.latest.legal.some((a) => a.startsWith('cut '))", timeout=20000)
    if not page.evaluate(dealt):  # (Ann cuts the pack first)
        page.evaluate("window.rummy.act(window.rummy.latest.legal[0])")
        page.wait_for_function(dealt, timeout=20000)
    before = page.evaluate(HAND)
    page.locator("#hand .card").first.focus()
    page.keyboard.press("Shift+ArrowRight")
    moved = page.evaluate(HAND)
    assert moved == [before[1], before[0], *before[2:]], (before, moved)
    assert page.evaluate("document.activeElement.dataset.card") == before[0], "the moved card keeps the focus"
    page.keyboard.press("Shift+ArrowLeft")
    assert page.evaluate(HAND) == before
    assert not ann.errors, ann.errors


def test_a_rummoli_summary_stays_where_its_reader_is(server: ServerProcess, module_browser: Any) -> None:
    """On a phone, a long round's summary up and Ann to act under it (the table waits, inert): the table
    drawn again (a bot's bid, her turn) does not scroll the page down to her main button, out of sight."""
    ann = seat_ann(module_browser, server, "rummoli", 6, phone=True)
    page = ann.page
    # (her first move with a main button: a bid, a check or a call)
    m = next((m for m in rummoli_round(ann, until_run=1) if page.locator("#rummoli-actions [data-main]").count()), None)
    assert m, "Ann had no main button before the run"
    page.evaluate("rummy.socket.onmessage = null")  # (the bots' later moves not drawn over it)
    cards = [r + s for s in "SHDC" for r in "23456789TJQKA"]
    hands = [cards[:8], [], cards[8:16], cards[16:24], cards[24:32], cards[32:40]]
    pots = ["poker", "As", "Kh", "Qc", "rummoli", "Ts", "Jd", "7-8-9", "Kd-Ad"]
    wins = [{"round": 1, "seat": i % 6, "pot": pot, "chips": 4} for i, pot in enumerate(pots)]
    m["view"]["last_round"] = {"round": 1, "why": "{out:seat} went out", "params": {"out": 1}, "out": 1,
                               "hands": hands, "chips": [60, 80, 70, 75, 64, 71], "wins": wins}  # fmt: skip
    for again in range(2):  # (the summary drawn, then drawn again as the next message comes)
        m["seq"] += 1000
        page.evaluate("m => window.rummy.receive(m)", m)
        page.locator("#summary-close").wait_for()
        if not again:
            main = page.locator("#rummoli-actions [data-main]").bounding_box()
            assert main["y"] > page.viewport_size["height"], main  # (the case: her button out of sight)
            page.evaluate("window.scrollTo(0, 0)")
    assert page.evaluate("window.scrollY") == 0
    assert not ann.errors, ann.errors


def test_a_busy_rummoli_table_fits_a_phone(server: ServerProcess, module_browser: Any) -> None:
    """Every opponent showing a poker hand and a long run played: the page is no wider than the
    phone (the run scrolls in one row, the shown cards fit their seat) and the hand is on screen."""
    ann = seat_ann(module_browser, server, "rummoli", 5, phone=True)
    page = ann.page
    m = ann.wait_state()
    cards = [r + s for s in "shdc" for r in "23456789TJQKA"]
    for p in m["view"]["players"]:
        p["shown"] = cards[:5]
    m["view"]["run"] = [[k % 5, card] for k, card in enumerate(cards[10:30])]
    m["seq"] += 1000  # (drawn as a new position)
    # (the bots play on: the server's next broadcasts would redraw the real table over this one)
    page.evaluate("rummy.socket.onmessage = null")
    page.evaluate("m => window.rummy.receive(m)", m)
    page.wait_for_selector("#run .played >> nth=19")
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    hand = page.locator('[data-zone="hand"]').bounding_box()
    assert hand and hand["y"] >= 0 and hand["y"] + hand["height"] <= 844 and hand["x"] + hand["width"] <= 390, hand
    assert page.evaluate("getComputedStyle(document.getElementById('run')).overflowX") == "auto"
    assert not ann.errors, ann.errors


# -- the Rummoli table fits the screen; the summary; long words; jokers in the history; every card moves by keys --

# The page's height and width, the felt's bottom and the dock's top, and the Rummoli zones a player needs
# (the pots, the run, the actions) that are not wholly on screen above the dock.
FIT = """() => {
  const dock = document.querySelector('#game .dock').getBoundingClientRect();
  const hand = document.querySelector('[data-zone="hand"]').getBoundingClientRect();
  const felt = document.getElementById('game').getBoundingClientRect();
  const zones = '[data-zone="pot"], [data-zone="run"], #rummoli-actions, #rummoli-board';
  const hidden = [...document.querySelectorAll(zones)]
    .filter((el) => { const r = el.getBoundingClientRect();
      return r.top < 0 || r.left < 0 || r.bottom > dock.top + 1 || r.right > innerWidth; })
    .map((el) => el.dataset.pot || el.id);
  const page = document.documentElement;
  return {height: page.scrollHeight, inner: innerHeight, width: page.scrollWidth,
    feltBottom: felt.bottom, dockTop: dock.top, hand: [hand.top, hand.bottom, hand.left, hand.right], hidden};
}"""


def rummoli_round(ann: Person, until_run: int) -> Iterator[dict[str, Any]]:
    """Ann plays as the greedy bot would (her forced cards played by the page); yields each position
    where she is to act, and each of the run, until `until_run` cards of the round's run are played."""
    page = ann.page
    rules, bot = make("rummoli", len(ann.wait_state()["view"]["players"])), make_bot("rummoli", "greedy", 0)
    for _ in range(300):
        m = ann.wait_state()
        view = m["view"]
        assert view["round"] == 1 and not view["over"], "the round ended too soon"
        if view["phase"] == "rummoli" and len(view["run"]) >= until_run:
            yield m  # (the run may have grown this long between two looks: this position is checked too)
            return
        if not m["legal"] or view["phase"] == "rummoli":  # (the bots' moves, or a card: played below)
            if m["legal"] or view["phase"] == "rummoli":  # (every position of the run, Ann's turn or not:
                yield m  # a deal may give her no turn before the run is long)
            if m["legal"]:
                choice = bot.choose(view, [rules.parse_action(a) for a in m["legal"]], m["may_pass"])
                if len(m["legal"]) > 1:  # (a forced card is played by the page itself)
                    page.evaluate("a => window.rummy.act(a)", str(choice))
            page.wait_for_function("seq => window.rummy.latest.seq > seq", arg=m["seq"], timeout=15000)
            continue
        yield m
        choice = bot.choose(view, [rules.parse_action(a) for a in m["legal"]], m["may_pass"])
        page.evaluate("a => window.rummy.act(a)", "pass" if choice is None else str(choice))
        page.wait_for_function("seq => window.rummy.latest.seq > seq", arg=m["seq"], timeout=15000)
    pytest.fail("the run did not get long enough")


@pytest.mark.parametrize("phone", [False, True], ids=["desktop", "phone"])
def test_a_rummoli_round_fits_the_screen(server: ServerProcess, module_browser: Any, phone: bool) -> None:
    """At each of Ann's moves of a round (betting, then the run): the pots, the run and the actions are on
    screen above the hand's dock; at a desktop's size the page does not scroll at all; on a phone the whole
    felt ends above the dock (the history is below it) and the page is no wider than the phone."""
    ann = seat_ann(module_browser, server, "rummoli", 3, phone=phone)
    page = ann.page
    seen = set()
    for m in rummoli_round(ann, until_run=8):
        fit = page.evaluate(FIT)
        where = (m["view"]["phase"], len(m["view"]["run"]), fit)
        over = fit["feltBottom"] > fit["dockTop"] + 1 if phone else fit["height"] > fit["inner"]
        if fit["hidden"] or over:
            page.screenshot(path=str(ARTIFACTS / f"rummoli-fit-{'phone' if phone else 'desktop'}-failure.png"))
        assert not fit["hidden"], where
        top, bottom, left, right = fit["hand"]
        assert top >= 0 and bottom <= fit["inner"] and left >= 0 and right <= page.viewport_size["width"], where
        if phone:
            assert fit["feltBottom"] <= fit["dockTop"] + 1 and fit["width"] <= 390, where
        else:
            assert fit["height"] <= fit["inner"], where
        seen.add(m["view"]["phase"])
    assert "rummoli" in seen, seen
    fit = page.evaluate(FIT)  # (the run 8 cards long, the latest in sight)
    fits = fit["feltBottom"] <= fit["dockTop"] + 1 if phone else fit["height"] <= fit["inner"]
    assert not fit["hidden"] and fits, fit
    assert not ann.errors, ann.errors


def end_of_deal(ann: Person) -> dict[str, Any]:
    """A Liverpool table drawn as at the end of its first deal (a summary the server would send: the
    bots' later moves are not drawn over it); the message drawn."""
    page = ann.page
    m = ann.wait_state()
    page.evaluate("rummy.socket.onmessage = null")
    cards = [r + s for s in "shdc" for r in "23456789TJQKA"]
    hands = [cards[:13], [*cards[13:20], "*"], [], cards[26:37]][: len(m["view"]["players"])]
    points = [85, 60, 0, 70][: len(hands)]
    m["view"]["last_deal"] = {"deal": 1, "why": "", "params": {"out": 2}, "out": 2, "hands": hands, "points": points,
                              "adjust": [0] * len(hands), "totals": points}  # fmt: skip
    m["view"]["deal"] = 2
    m["seq"] += 1000
    page.evaluate("m => window.rummy.receive(m)", m)
    page.locator('[data-zone="summary"]').wait_for()
    return m


# The summary's box and the felt's, and each card of the summary's hands (by row).
SUMMARY = """() => {
  const box = (el) => {
    const r = el.getBoundingClientRect();
    return {left: r.left, right: r.right, top: r.top, width: r.width};
  };
  const summary = document.querySelector('[data-zone="summary"]');
  return {summary: box(summary), felt: box(document.getElementById('game')),
    scroll: summary.scrollWidth - summary.clientWidth,
    page: document.documentElement.scrollWidth,
    close: document.getElementById('summary-close')?.getBoundingClientRect().bottom,
    dock: document.querySelector('#game .dock')?.getBoundingClientRect().top,
    rows: [...summary.querySelectorAll('tbody tr')].map((tr) => [...tr.querySelectorAll('.card')]
      .map((card) => ({...box(card), face: card.querySelector('svg').getBoundingClientRect().width})))};
}"""


@pytest.mark.parametrize("phone", [False, True], ids=["desktop", "phone"])
def test_the_summary_shows_every_hand_readably(server: ServerProcess, module_browser: Any, phone: bool) -> None:
    """The end of a deal's summary spans the felt; at a desktop's size each card of every hand is whole
    (none hidden under the next) and large enough to read; on a phone it fits the width, each card's
    corner in sight; the button that puts it away is in sight above the hand."""
    ann = seat_ann(module_browser, server, "liverpool", 4, phone=phone)
    m = end_of_deal(ann)
    got = ann.page.evaluate(SUMMARY)
    summary, felt = got["summary"], got["felt"]
    hands = m["view"]["last_deal"]["hands"]
    assert [len(row) for row in got["rows"]] == [len(hand) for hand in hands], got["rows"]
    assert got["scroll"] <= 0 and got["page"] <= ann.page.viewport_size["width"], got
    assert got["close"] <= got["dock"], got  # ("On to deal 2" in sight above the hand, without scrolling)
    assert summary["width"] >= felt["width"] * (0.85 if not phone else 0.9), (summary, felt)
    for row in got["rows"]:
        for card, after in itertools.pairwise(row):
            if after["top"] != card["top"]:
                continue  # (a new line of cards)
            shown = after["left"] - card["left"]  # (how much of the card is not under the next)
            assert shown >= (card["face"] - 1 if not phone else 14), (card, after)
        for card in row:
            assert summary["left"] <= card["left"] and card["left"] + card["face"] <= summary["right"], (card, summary)
            assert card["face"] >= (40 if not phone else 28), card
    assert not ann.errors, ann.errors


# The controls and labels of the page cut short or off the screen: each as "what: text".
CLIPPED = """() => [...document.querySelectorAll(
    'button:not(.card):not(.pile), label:not(.sr-only), .dock-head h2, .pot-name, .pot .chips, .mark,'
    + ' .turn-banner, #game h2')]
  .filter((el) => el.offsetParent !== null)
  .filter((el) => { const r = el.getBoundingClientRect();
    return el.scrollWidth > el.clientWidth + 1 || r.left < -0.5 || r.right > innerWidth + 0.5; })
  .map((el) => `${el.id || el.className || el.tagName}: ${el.textContent.trim().slice(0, 40)}`)"""


@pytest.mark.parametrize("lang", ["kk", "ka"])
@pytest.mark.parametrize("game", ["liverpool", "carousel", "rummoli"])
def test_long_words_fit_a_phone(server: ServerProcess, module_browser: Any, game: str, lang: str) -> None:
    """In Kazakh and Georgian (long words, another script) on a phone, no button or label of the table is
    cut short or off the screen: the hand's title and buttons, the pots' names and chips, the marks."""
    ann = seat_ann(module_browser, server, game, 3, phone=True, lang=lang)
    page = ann.page
    dealt = "document.querySelectorAll('#hand .card').length > 0 || window.rummy.latest.view.phase === 'cut'"
    page.wait_for_function(dealt)
    assert page.evaluate("document.documentElement.lang") == lang
    assert page.evaluate(CLIPPED) == []
    if game == "liverpool":
        # (read in one step: the bots' moves redraw the dock, and a locator may find the button just replaced)
        edges = page.evaluate(
            "() => { const r = document.getElementById('discard-selected').getBoundingClientRect();"
            " return [r.left, r.right]; }"
        )
        assert edges[0] >= 0 and edges[1] <= 390, edges
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    assert not ann.errors, ann.errors


def test_jokers_in_the_history_look_like_jokers(server: ServerProcess, module_browser: Any) -> None:
    """A joker in the events list is a star and the word (as on its face), a joker standing for a card a
    star and that card: never "Jkr"."""
    ann = seat_ann(module_browser, server, "liverpool", 3)
    page = ann.page
    m = ann.wait_state()
    page.evaluate("rummy.socket.onmessage = null")
    event = {"seat": 1, "move": 500, "template": "plays", "params": {}, "cards": ["*", "*9h", "7h"], "hidden": False}
    m["last"] = [*m["last"], event]
    m["seq"] += 1000
    page.evaluate("m => window.rummy.receive(m)", m)
    item = page.locator('#events li[data-move="500"]')
    assert item.locator('[data-card="*"]').text_content() == "★ joker"
    assert item.locator('[data-card="*9h"]').text_content() == "★9♥"
    assert "Jkr" not in (page.text_content("#events") or "")
    assert not ann.errors, ann.errors


def test_every_card_of_the_hand_moves_by_keys(server: ServerProcess, module_browser: Any) -> None:
    """Before the run (no card to play: the cards are not buttons), Tab reaches the hand, every card
    can have the focus, ← → go along it and Shift+→ moves the focused card."""
    ann = seat_ann(module_browser, server, "rummoli", 3)
    page = ann.page
    page.wait_for_function("document.querySelectorAll('#hand .card').length > 0")
    page.evaluate("rummy.socket.onmessage = null")  # (the bots play on: the hand is not drawn again meanwhile)
    assert page.locator("#hand button.card").count() == 0 or ann.latest()["view"]["phase"] == "rummoli"
    assert page.evaluate("[...document.querySelectorAll('#hand .card')].every((c) => c.tabIndex >= 0 && !c.disabled)")
    page.focus("#sort-suit")
    page.keyboard.press("Tab")
    before = page.evaluate(HAND)
    assert page.evaluate("document.activeElement.closest('#hand') && document.activeElement.dataset.card") == before[0]
    page.keyboard.press("ArrowRight")
    assert page.evaluate("document.activeElement.dataset.card") == before[1]
    page.keyboard.press("Shift+ArrowRight")
    after = page.evaluate(HAND)
    assert after == [before[0], before[2], before[1], *before[3:]], (before, after)
    assert page.evaluate("document.activeElement.dataset.card") == before[1], "the moved card keeps the focus"
    assert not ann.errors, ann.errors


# The dock's top, the hand's and the draw pile's boxes, the draft's status line and the page's width.
@pytest.mark.parametrize("lang", ["kk", "lt"])
def test_a_carousel_summary_on_a_phone_is_above_the_dock(server: ServerProcess, module_browser: Any, lang: str) -> None:
    """At 390x844, a round's summary of four hands (16, 14, 18 and 12 cards) is wholly above the docked hand:
    the hand, inert under it, rests (small cards, its sort buttons put away), so the dock is its title and one
    row of cards; the table is back, and the dock with it, once the summary is put away."""
    ann = seat_ann(module_browser, server, "carousel", 4, phone=True, lang=lang)
    page = ann.page
    m = ann.wait_state()
    page.evaluate("rummy.socket.onmessage = null")  # (the bots' later moves not drawn over it)
    cards = [r + s for s in "shdc" for r in "23456789TJQKA"] * 2
    hands = [cards[:16], cards[16:30], cards[30:48], cards[48:60]]
    m["view"]["last_round"] = {"round": 1, "why": "the draw pile ran out and everyone had a last turn",
                               "knocker": None, "went_out": None, "hands": hands, "values": [50, 30, 90, 70],
                               "points": [0, 60, 0, 0], "winners": [1]}  # fmt: skip
    m["view"]["round"], m["seq"] = 2, m["seq"] + 1000
    page.evaluate("m => window.rummy.receive(m)", m)
    page.locator("#summary-close").wait_for()
    summary = page.locator("#last-round").bounding_box()
    dock = page.locator("#game .dock").bounding_box()
    assert summary and dock and summary["y"] + summary["height"] <= dock["y"], (summary, dock)
    assert page.locator("#game .dock.resting.waiting").count() == 1 and not page.locator("#sort-rank").is_visible()
    assert_actionable(page, f"a Carousel summary in {lang} at 390x844")
    page.click("#summary-close")
    page.wait_for_selector("#sort-rank")
    assert page.locator("#game .dock.waiting").count() == 0
    assert not ann.errors, ann.errors


DOCK = """() => {
  const box = (el) => { const r = el.getBoundingClientRect(); return [r.top, r.bottom, r.left, r.right]; };
  const status = document.getElementById('draft-status');
  return {dockTop: document.querySelector('.dock').getBoundingClientRect().top, inner: innerHeight,
    hand: box(document.querySelector('[data-zone="hand"]')), stock: box(document.getElementById('stock')),
    melds: box(document.getElementById('melds')),
    status: status.getBoundingClientRect().height, said: status.textContent,
    line: parseFloat(getComputedStyle(status).lineHeight),
    width: document.documentElement.scrollWidth};
}"""


@pytest.mark.parametrize("lang", ["en", "kk", "lt", "ka"])
def test_carousel_draft_dock_leaves_the_table_in_sight(server: ServerProcess, module_browser: Any, lang: str) -> None:
    """At 390x844, Ann composing a meld (a card of her hand put on New meld: the status says why the draft is
    not ready, a long line): the dock takes at most a quarter of the screen (211 px; it took 239 px in Georgian
    before it was made compact), so the draw pile and the melds' first rows stay in sight above it; the hand is
    wholly on screen; the status is shown whole (two lines at most), the draft's box is at least 72 px tall and
    in sight above the dock, and the contract holds."""
    ann = seat_ann(module_browser, server, "carousel", 3, phone=True, lang=lang)
    page = ann.page
    m = wait_my_turn(ann, "draw")
    page.evaluate("window.rummy.act('draw')")
    ann.wait_moved(m["seq"])
    page.click("#hand .card >> nth=0")
    page.click("#new-meld")
    page.wait_for_selector("#draft-status.bad")
    page.evaluate("window.scrollTo(0, 0)")  # (as the turn began: the top of the page)
    got = page.evaluate(DOCK)
    if got["dockTop"] < got["inner"] * 0.75:
        page.screenshot(path=str(ARTIFACTS / f"carousel-dock-{lang}-failure.png"))
    assert got["dockTop"] >= got["inner"] * 0.75, got
    top, bottom, left, right = got["hand"]
    assert top >= got["dockTop"] and bottom <= got["inner"] and left >= 0 and right <= 390, got
    assert got["stock"][1] <= got["dockTop"], got
    top, bottom = got["melds"][:2]
    assert bottom - top >= 72 and top >= 0 and top + 72 <= got["dockTop"], got
    # (shown whole, never cut with an ellipsis: in two lines at most, in small type)
    assert got["status"] <= got["line"] * 2.5 and got["width"] <= 390, got
    assert page.evaluate(
        "(s => s.scrollWidth <= s.clientWidth + 1 && getComputedStyle(s).textOverflow !== 'ellipsis')"
        "(document.getElementById('draft-status'))"
    )
    assert_actionable(page, f"composing a meld in {lang} at 390x844")
    assert not ann.errors, ann.errors
