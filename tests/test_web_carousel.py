"""The Carousel page in a real browser (Debian's Chromium driven by Playwright).

Two people at one table from two browser contexts (a desktop and a phone), bots in
the other seats, and a whole round played through the page as people play it: the
draw pile clicked, the greedy bot's chosen table built card by card (dragged, or
selected and put with clicks or the keyboard), jokers declared, the draft sent with
the Meld button, knocks; a change undone, one reload mid-game, and neither page ever
given the other's cards.  Then, on tables with a known deal, a joker declared and a
knock.  Screenshots go to ``artifacts/``."""

from __future__ import annotations

import itertools
from collections import Counter
from dataclasses import dataclass
from typing import Any

import pytest

from rummyhall.bots import make_bot
from rummyhall.cards import JOKER, format_card, format_cards
from rummyhall.games import make
from rummyhall.games.carousel import KNOCK, Meld
from rummyhall.record import Recorder
from rummyhall.server.seats import new_token
from rummyhall.server.storage import Seat, Storage
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
    put_summary_away,
    server,
)

__all__ = ["browser", "server"]  # the fixtures
pytestmark = needs_chromium

Table = list[list[str]]
DRAFT = """[...document.querySelectorAll('#melds .meld')]
  .map((m) => [...m.querySelectorAll('.card')].map((c) => c.dataset.card))"""
HAND = "[...document.querySelectorAll('#hand .card')].map((c) => c.dataset.card)"
ON_SCREEN = """(el) => {
  const r = el.getBoundingClientRect();
  const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
  return !!hit && el.contains(hit);
}"""


# Building a table card by card ------------------------------------------------------


@dataclass(frozen=True)
class Step:
    """Put ``card`` from meld ``source`` (-1: the hand) into meld ``target`` (or "new");
    or, with ``declare``, say which card the joker ``card`` in meld ``source`` stands for."""

    card: str
    source: int
    target: int | str = "new"
    declare: str = ""


def owners(draft: Table, target: Table) -> list[int | None]:
    """Which target meld each draft meld is to become: the most cards in common first."""
    pairs = sorted(
        ((sum((Counter(m) & Counter(t)).values()), i, j) for i, m in enumerate(draft) for j, t in enumerate(target)),
        reverse=True,
    )
    owner: list[int | None] = [None] * len(draft)
    for common, i, j in pairs:
        if common and owner[i] is None and j not in owner:
            owner[i] = j
    return owner


def next_step(draft: Table, hand: list[str], owner: list[int | None], target: Table) -> Step | None:
    """One step towards ``target``, or None when the draft is it."""
    have = Counter(c for m in draft for c in m)
    want = Counter(c for m in target for c in m)
    spare = [c for c in have if c.startswith("*") and have[c] > want[c]]
    wanted = [c for c in want if c.startswith("*") and want[c] > have[c]]
    if spare and wanted:  # a joker (from the hand, or freed on the table) to declare
        return Step(spare[0], next(i for i, m in enumerate(draft) if spare[0] in m), declare=wanted[0][1:])

    def extra(i: int) -> Counter[str]:
        t = owner[i]
        return Counter(draft[i]) - (Counter(target[t]) if t is not None else Counter())

    for t, meld in enumerate(target):
        where: int | str = owner.index(t) if t in owner else "new"
        need = Counter(meld) - (Counter(draft[where]) if isinstance(where, int) else Counter())
        for c in need:
            source = next((i for i in range(len(draft)) if extra(i)[c] > 0), None)
            if source is not None:
                return Step(c, source, where)
            return Step("*" if c.startswith("*") else c, -1, where)
    return None


def after(draft: Table, owner: list[int | None], step: Step, target: Table) -> tuple[Table, list[int | None]]:
    """What the page's draft should be after ``step``: emptied melds dropped, new ones last."""
    draft = [list(m) for m in draft]
    owner = list(owner)
    if step.declare:
        meld = draft[step.source]
        meld[meld.index(step.card)] = "*" + step.declare
        return draft, owner
    if step.source >= 0:
        draft[step.source].remove(step.card)
    if step.target == "new":
        draft.append([step.card])
        owner.append(next(t for t in range(len(target)) if t not in owner))
    else:
        draft[int(step.target)].append(step.card)
    kept = [i for i, m in enumerate(draft) if m]
    return [draft[i] for i in kept], [owner[i] for i in kept]


def press(locator: Any, how: str) -> None:
    """A click, or Enter on the focused element (the keyboard player)."""
    if how == "keys":
        locator.press("Enter")
    else:
        locator.click()


def do_step(page: Any, step: Step, how: str) -> str:
    """Carry out one step on the page by drag and drop, clicks, or the keyboard; the way it was done.

    A drag needs both ends on screen at once; when they are not, the step is
    done with clicks, as a person would."""
    if step.source < 0:
        card = page.locator(f'#hand .card[data-card="{step.card}"]').first
    else:
        card = page.locator(f'#melds .meld[data-meld="{step.source}"] .card[data-card="{step.card}"]').first
    if step.declare:  # select the joker, then type its card
        how = "keys" if how == "keys" else "click"
        press(card, how)
        page.fill("#joker-card", step.declare)
        page.press("#joker-card", "Enter")
        return how
    if how == "drag":
        page.wait_for_selector("#draft-status:not(.muted)")  # the marks are in: nothing moves under the mouse
        target = page.locator("#new-meld" if step.target == "new" else f'#melds .meld[data-meld="{step.target}"]')
        target.evaluate("(el) => el.scrollIntoView({block: 'center'})")
        if card.evaluate(ON_SCREEN) and target.evaluate(ON_SCREEN):
            drag(page, card, target)
            return how
        how = "click"
    press(card, how)
    press(page.locator("#new-meld" if step.target == "new" else f'.put-here[data-meld="{step.target}"]'), how)
    return how


def drag(page: Any, card: Any, target: Any) -> None:
    """Drag `card` onto `target` with the mouse, aiming at where the target is at the release: the
    answer to the last step's check may still be drawing the melds' marks, and move it meanwhile."""
    card.hover()
    page.mouse.down()
    aim = None
    for _ in range(5):
        box = target.bounding_box()
        centre = (box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
        if aim and abs(centre[0] - aim[0]) < 1 and abs(centre[1] - aim[1]) < 1:
            break  # (the target stayed where the mouse is)
        aim = centre
        page.mouse.move(*aim, steps=4)
        page.wait_for_timeout(30)
    page.mouse.up()


def alike(one: Table, other: Table) -> bool:
    return [sorted(m) for m in one] == [sorted(m) for m in other]


def shown_draft(page: Any, expected: Table) -> Table:
    """The page's draft once it shows ``expected`` (it may draw a step a moment later), or after 5 s."""
    shown: Table = page.evaluate(DRAFT)
    for _ in range(50):
        if alike(shown, expected):
            break
        page.wait_for_timeout(100)
        shown = page.evaluate(DRAFT)
    return shown


def build(page: Any, target: Table, how: str) -> Counter[str]:
    """Turn the page's draft into ``target``, checking the page after every step; the ways steps were done."""
    draft: Table = page.evaluate(DRAFT)
    hand: list[str] = page.evaluate(HAND)
    owner = owners(draft, target)
    ways: Counter[str] = Counter()
    while (step := next_step(draft, hand, owner, target)) is not None:
        was = draft
        way = do_step(page, step, how)
        ways[way] += 1
        draft, owner = after(draft, owner, step, target)
        if step.source < 0:
            hand.remove(step.card)
        shown = shown_draft(page, draft)
        if way == "drag" and alike(shown, was):
            # The drop did not land at all (on a loaded machine the page may still move under the
            # mouse): a person drags again, once.
            do_step(page, step, how)
            shown = shown_draft(page, draft)
        assert alike(shown, draft), (step, shown, draft)
        assert sorted(page.evaluate(HAND)) == sorted(hand)
        draft = shown
        assert ways.total() < 200, "the table was not built"
    return ways


# Playing ----------------------------------------------------------------------------


def perform(page: Any, choice: Any, how: str) -> Counter[str]:
    """Do one move the way a person would; how the cards were moved."""
    text = str(choice)
    if text in ("draw", "knock", "pass"):
        page.click({"draw": "#stock", "knock": "#knock", "pass": "#pass"}[text])
        return Counter()
    assert isinstance(choice, Meld)
    ways = build(page, [format_cards(m).split() for m in choice.melds], how)
    page.wait_for_selector("#draft-status.good")  # the server's check agrees: every meld valid
    assert page.locator("#melds .meld.invalid").count() == 0
    press(page.locator("#meld-commit"), "keys" if how == "keys" else "click")
    return ways


def undo_a_change(person: Person, shot: str) -> None:
    """Put a hand card alone in a new meld (marked not valid, in words), then undo it."""
    page = person.page
    table, hand = page.evaluate(DRAFT), page.evaluate(HAND)
    page.locator("#hand .card").first.press("Enter")
    page.locator("#new-meld").press("Enter")
    page.wait_for_selector("#melds .meld.invalid .meld-status:has-text('not valid: Not a group')")
    assert "Not ready to meld" in page.text_content("#draft-status")
    page.screenshot(path=str(ARTIFACTS / shot), full_page=True)
    page.click("#undo")
    assert page.evaluate(DRAFT) == table and page.evaluate(HAND) == hand
    assert page.locator("#undo[disabled]").count() == 1


def test_two_people_play_a_round_of_carousel(server: ServerProcess, browser: Any) -> None:
    ann, bob = desk_and_phone(browser)
    open_table(server, ann, bob, "carousel", ["greedy", "random"])

    game = make("carousel", 4)
    bot = make_bot("carousel", "greedy", 3)
    # How each person builds melds, in turn: Ann drags on a desktop; Bob's phone has no drag and drop.
    ways = {0: itertools.cycle(["drag", "click"]), 1: itertools.cycle(["keys", "click"])}
    used: Counter[str] = Counter()
    undone = reloaded = phone_shot = False
    actions = summaries_read = 0
    for _ in range(600):
        view = ann.wait_state()["view"]
        # One whole round (the game may end with it); a second while a way of moving cards is still untried.
        if view["over"] or (view["round"] >= 2 and used["drag"] and used["keys"] and used["click"]):
            break
        moved = False
        for person in (ann, bob):
            m = person.wait_state()
            if not m["legal"]:
                continue
            page = person.page
            page.set_default_timeout(5000)
            choice = bot.choose(m["view"], [game.parse_action(a) for a in m["legal"]], m["may_pass"])
            assert choice is not None
            if not undone and m["view"]["phase"] == "meld":
                undo_a_change(person, "carousel-invalid-meld.png")
                undone = True
            if person is bob and not phone_shot and m["view"]["phase"] == "meld":
                page.wait_for_selector("#draft-status:not(.muted)")  # each meld marked
                page.screenshot(path=str(ARTIFACTS / "carousel-phone.png"), full_page=True)
                phone_shot = True
            who = "Ann" if person is ann else "Bob"
            assert_actionable_at_both_sizes(
                page, f"carousel, {who}'s move {actions}", "carousel-two", other=actions % 3 == 0
            )
            if m["view"]["round"] >= 2 and page.locator("#summary-close").count():
                # (a second round, for a way of moving cards still untried: the first's summary read, put away)
                last = m["view"]["last_round"]["round"]
                assert f"Round {last} is over" in (page.text_content("#last-round") or "")
                summaries_read += 1
                put_summary_away(page)
            how = next(ways[m["you"]]) if isinstance(choice, Meld) else "click"
            try:
                used += perform(page, choice, how)
                person.wait_moved(m["seq"])
            except Exception:
                page.screenshot(path=str(ARTIFACTS / "failure.png"), full_page=True)
                print("FAILED AT", choice, how, m["seq"], m["view"], person.errors, person.sent[-4:])
                raise
            assert person.latest()["seq"] > m["seq"], page.text_content("#error")
            actions += 1
            moved = True
            if actions == 4 and not reloaded:  # Bob reloads mid-game: same seat, same hand
                hand = bob.latest()["view"]["hand"]
                bob.page.reload()
                bob.page.wait_for_function("window.rummy.latest && window.rummy.latest.you === 1")
                assert bob.latest()["view"]["hand"] == hand
                reloaded = True
        if not moved:
            ann.page.wait_for_timeout(50)
    else:
        pytest.fail(f"the first round did not end ({actions} moves by the people, cards moved {dict(used)})")

    if not summaries_read:  # (else each person read it before playing the second round)
        ann.page.wait_for_selector("#last-round")
        assert f"Round {view['last_round']['round']} is over" in ann.page.text_content("#last-round")
    ann.page.screenshot(path=str(ARTIFACTS / "carousel-desktop.png"), full_page=True)
    assert undone and reloaded and phone_shot
    assert used["drag"] and used["keys"] + used["click"], used
    for person, seat in ((ann, 0), (bob, 1)):
        assert_views_private(person, seat)
        shown = person.page.locator("#hand .card").all_text_contents()
        assert len(shown) == len(person.latest()["view"]["hand"])
        assert not person.errors, person.errors


# Tables with a known deal ----------------------------------------------------------


def stored_table(server: ServerProcess, seed: int, moves: list[tuple[int, str]]) -> tuple[str, str]:
    """A started two-seat table (Ann in seat 0, a greedy bot in seat 1) dealt with
    ``seed``, after ``moves``, written where the server finds it; its id and Ann's token."""
    game = make("carousel", 2)
    recorder = Recorder(game, seed, ["Ann", "greedy bot"])
    for seat, text in moves:
        recorder.act(seat, text)
    storage = Storage(server.db)
    token, digest = new_token()
    table_id = storage.create_table(
        "carousel", 2, game.options, seed, [Seat("Ann", digest, None), Seat(None, None, "greedy")]
    )
    storage.set_status(table_id, "playing")
    if moves:
        storage.append_moves(table_id, 0, recorder.record.moves)
    storage.close()
    return table_id, token


def ann_at(browser: Any, server: ServerProcess, table: tuple[str, str]) -> Person:
    """Ann's desktop page at a stored table, her seat's token already in the browser."""
    table_id, token = table
    context = browser.new_context(viewport={"width": 1200, "height": 900})
    context.add_init_script(f"localStorage.setItem('rummyhall:seat:{table_id}', '{token}')")
    ann = Person(context.new_page())
    ann.page.set_default_timeout(5000)
    ann.page.goto(f"{server.url}/t/{table_id}")
    ann.wait_state()
    return ann


def joker_deal() -> tuple[int, list[str]]:
    """A seed where seat 0 of two plays first and, after one draw, can meld three
    cards with the joker standing for one; and that meld."""
    game = make("carousel", 2)
    for seed in itertools.count():
        state = game.new(seed)
        if state.turn != 0 or JOKER not in state.hands[0]:
            continue
        state.act(0, "draw")
        for action in state.legal(0):
            if isinstance(action, Meld) and len(action.melds) == 1 and "*" in str(action):
                return seed, [format_card(c) for c in action.melds[0]]
    raise AssertionError("unreachable")


def knock_deal() -> tuple[int, list[tuple[int, str]]]:
    """A seed, and the greedy bots' moves after which seat 0 of two may knock."""
    game = make("carousel", 2)
    bots = [make_bot("carousel", "greedy", seat) for seat in range(2)]
    for seed in itertools.count():
        state = game.new(seed)
        moves: list[tuple[int, str]] = []
        while state.round == 1:
            seat = state.actors()[0]
            legal = state.legal(seat)
            if seat == 0 and KNOCK in legal:
                return seed, moves
            moves.append((seat, str(bots[seat].choose(state.view(seat), legal, state.may_pass(seat)))))
            state.act(*moves[-1])
    raise AssertionError("unreachable")


def test_a_joker_is_declared_checked_and_undone(server: ServerProcess, browser: Any) -> None:
    """With the keyboard only: three cards (one a joker) into a new meld, marked not valid
    until the joker is declared; a wrong declaration undone; then melded."""
    seed, meld = joker_deal()
    ann = ann_at(browser, server, stored_table(server, seed, []))
    page = ann.page
    seq = ann.latest()["seq"]
    page.keyboard.press("d")  # draw
    ann.wait_moved(seq)
    page.wait_for_selector("#draft-status:has-text('Not ready to meld: put cards from your hand on the table first')")

    joker = next(c for c in meld if c.startswith("*"))
    first, *others = [c for c in meld if c != joker]
    page.locator(f'#hand .card[data-card="{first}"]').press("Enter")
    page.locator("#new-meld").press("Enter")
    for card in [*others, "*"]:
        page.locator(f'#hand .card[data-card="{card}"]').press("Enter")
        page.locator('.put-here[data-meld="0"]').press("Enter")
    status = page.locator('#melds .meld[data-meld="0"] .meld-status')
    status.filter(has_text="not valid: A joker on the table must say which card it stands for").wait_for()
    page.screenshot(path=str(ARTIFACTS / "carousel-joker.png"), full_page=True)

    page.locator('#melds .card[data-card="*"]').press("Enter")
    page.fill("#joker-card", "1x")
    page.press("#joker-card", "Enter")
    assert "is not a card" in page.text_content("#error")
    wrong = "Kd" if joker[1] != "K" else "2d"
    page.fill("#joker-card", wrong)
    page.press("#joker-card", "Enter")
    status.filter(has_text="✗ not valid").wait_for()
    page.keyboard.press("u")  # undo the declaration: the joker is bare again
    assert sorted(page.evaluate(DRAFT)[0]) == sorted([first, *others, "*"])
    page.locator('#melds .card[data-card="*"]').press("Enter")
    page.fill("#joker-card", joker[1:].upper())
    page.press("#joker-card", "Enter")
    status.filter(has_text="✓ valid").wait_for()
    page.wait_for_selector("#draft-status.good")
    seq = ann.latest()["seq"]
    page.keyboard.press("m")
    # (not wait_moved: the refusal of "1x" above may still be on show, and that would end its wait)
    page.wait_for_function("seq => window.rummy.latest.seq > seq", arg=seq)
    assert sorted(ann.latest()["view"]["table"][0]) == sorted(meld)
    assert not ann.errors, ann.errors


def test_knocking_ends_the_round(server: ServerProcess, browser: Any) -> None:
    """The Knock button shows only when the hand may knock (CAR-8), and ends the round."""
    seed, moves = knock_deal()
    ann = ann_at(browser, server, stored_table(server, seed, moves))
    page = ann.page
    value = ann.latest()["view"]["hand_value"]
    assert page.text_content("#knock") == f"Knock (your hand is worth {value})"
    assert "low enough to knock" in page.text_content("#hand-panel h2")
    page.click("#knock")
    ann.wait_moved(len(moves))
    page.wait_for_selector("#last-round")
    assert "Round 1 is over: you knocked. Won by" in page.text_content("#last-round")  # (seat numbers read as names)
    assert ann.latest()["view"]["round"] == 2 and page.locator("#knock").count() == 0
    assert not ann.errors, ann.errors
