"""The card table's layout and hand in Chromium, from a table's first moves (no whole deal):
the opponents sit around the oval in play order at a desktop's size (the next to act on your
left, then across the top from left to right, the last on your right); dragging a card
reorders the hand in Carousel and Rummoli (one implementation, common.js, as in Liverpool),
Shift+arrow moves a focused card, the sort buttons still sort; and a click is not lost when
the table is drawn again between the press and the release."""

from __future__ import annotations

import math
from collections.abc import Iterator
from typing import Any

import pytest

from test_server_support import ServerProcess
from web_support import Person, module_browser, module_server, needs_chromium

__all__ = ["module_browser", "module_server"]  # the fixtures

pytestmark = needs_chromium


@pytest.fixture(scope="module")
def server(module_server: ServerProcess) -> ServerProcess:
    return module_server  # (one server and one browser for these short tests: web_support's)


@pytest.fixture(scope="module")
def browser(module_browser: Any) -> Any:
    return module_browser


@pytest.fixture(autouse=True)
def close_pages(browser: Any) -> Iterator[None]:
    """Each test's pages closed after it (their tables' bots would keep them drawing)."""
    yield
    for context in browser.contexts:
        context.close()


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


def seat_ann(browser: Any, server: ServerProcess, game: str, players: int, phone: bool = False) -> Person:
    """Ann's page at a started table of `game` with greedy bots in the other seats."""
    size = {"width": 390, "height": 844} if phone else {"width": 1280, "height": 800}
    context = browser.new_context(viewport=size, is_mobile=phone)
    ann = Person(context.new_page())
    ann.page.set_default_timeout(8000)
    ann.page.goto(server.url + "/")
    made = ann.page.evaluate(
        """([game, players]) => callJSON('/api/tables',
             { game, players, bots: [null, ...Array(players - 1).fill('greedy')], name: 'Ann' })""",
        [game, players],
    )
    ann.page.evaluate("([id, token]) => localStorage.setItem(tokenKey(id), token)", [made["id"], made["token"]])
    ann.page.goto(server.url + made["invite"])
    ann.page.click('[data-action="start"]:not([disabled])')
    ann.wait_state()
    return ann


@pytest.mark.parametrize("players", [4, 6])
def test_the_opponents_sit_around_the_table(server: ServerProcess, browser: Any, players: int) -> None:
    ann = seat_ann(browser, server, "liverpool", players)
    page = ann.page
    m = ann.wait_state()
    names = [page.evaluate("s => seatName(s)", seat) for seat in m["table"]["seats"]]
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


def test_carousel_hand_drags_and_a_click_survives_a_redraw(server: ServerProcess, browser: Any) -> None:
    """In Carousel the hand is dragged into a new order, kept when the table is drawn again; a
    press on the draw pile, the table drawn again before the release, still draws."""
    ann = seat_ann(browser, server, "carousel", 3)
    page = ann.page
    m = wait_my_turn(ann, "draw")
    before, after = drag_first_to_end(page)
    assert after == before[1:] + before[:1], (before, after)
    page.evaluate("renderState(window.rummy.latest)")
    assert page.evaluate(HAND) == after, "the order is kept when the table is drawn again"

    box = page.locator("#stock").bounding_box()
    page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    page.mouse.down()
    page.evaluate("renderState(window.rummy.latest)")  # (a new message arriving: #stock is replaced)
    page.mouse.up()
    ann.wait_moved(m["seq"])
    assert {"type": "act", "seq": m["seq"], "action": "draw"} in ann.sent
    assert page.locator("#error").is_hidden()
    assert not ann.errors, ann.errors


def test_rummoli_hand_drags_moves_by_keys_and_sorts(server: ServerProcess, browser: Any) -> None:
    ann = seat_ann(browser, server, "rummoli", 3)
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


def test_liverpool_hand_moves_a_card_by_keys(server: ServerProcess, browser: Any) -> None:
    """Shift+→ on a focused card of the hand moves it one place right (Shift+← back), as dragging does."""
    ann = seat_ann(browser, server, "liverpool", 3)
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


def test_a_busy_rummoli_table_fits_a_phone(server: ServerProcess, browser: Any) -> None:
    """Every opponent showing a poker hand and a long run played: the page is no wider than the
    phone (the run scrolls in one row, the shown cards fit their seat) and the hand is on screen."""
    ann = seat_ann(browser, server, "rummoli", 5, phone=True)
    page = ann.page
    m = ann.wait_state()
    cards = [r + s for s in "shdc" for r in "23456789TJQKA"]
    for p in m["view"]["players"]:
        p["shown"] = cards[:5]
    m["view"]["run"] = [[k % 5, card] for k, card in enumerate(cards[10:30])]
    m["seq"] += 1000  # (drawn as a new position)
    # (the bots play on: the server's next broadcasts would redraw the real table over this one)
    page.evaluate("socket.onmessage = null")
    page.evaluate("m => window.rummy.receive(m)", m)
    page.wait_for_selector("#run .played >> nth=19")
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    hand = page.locator('[data-zone="hand"]').bounding_box()
    assert hand and hand["y"] >= 0 and hand["y"] + hand["height"] <= 844 and hand["x"] + hand["width"] <= 390, hand
    assert page.evaluate("getComputedStyle(document.getElementById('run')).overflowX") == "auto"
    assert not ann.errors, ann.errors
