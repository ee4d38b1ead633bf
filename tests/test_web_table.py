"""The card table (issue 14) in Chromium, for each game at a desktop's and a phone's size:
Ann and two greedy bots play a whole deal (Liverpool's first deal, cut short by the turn
cap; a Carousel round and a Rummoli round, each the whole game here) by clicks at the
desktop and by keys on the phone (Carousel's melds typed: test_web_carousel builds them
card by card in the draft).  While playing, the hand's zone is inside the viewport
without scrolling and axe-core finds nothing serious; at the end the summary shows every
player's cards and axe-core is clean there too; at the game's end "Play again" takes
Ann to a new table with the same seats, ready to start.  Screenshots:
artifacts/table-<game>-<desktop|phone>.png and table-<game>-<size>-summary.png.

Each deal is played in a language (LANGUAGES: Chromium's ``locale``, so its Accept-Language;
docs/i18n.md): in kk, lt and ka no English word of the catalogs is left on the page but
names and card notation, on the waiting table, in the Rules panel, at several points of
the deal and at the summary; at a game's end the replay and finished-games pages are
checked too.  Those screenshots are named with the language: table-<game>-<size>-<lang>.png."""

from __future__ import annotations

from typing import Any

import pytest

from axe_support import blocking_violations
from rummyhall.bots import make_bot
from rummyhall.games import make
from test_server_support import ServerProcess
from test_web import perform as liverpool_click
from test_web_carousel import perform as carousel_perform
from test_web_rummoli import act_and_wait as rummoli_act
from web_support import (
    ARTIFACTS,
    Person,
    assert_actionable_at_both_sizes,
    assert_in_language,
    browser,
    needs_chromium,
    put_summary_away,
    server,
)

__all__ = ["browser", "server"]  # the fixtures
pytestmark = needs_chromium

SIZES = {"desktop": (1280, 800), "phone": (390, 844)}
# Options that make one deal the whole test: Liverpool's turn cap; one Carousel round (1 point
# ends the game); one Rummoli round before the final poker.
OPTIONS = {"liverpool": {"turn_cap": 18}, "carousel": {"target": 1}, "rummoli": {"rounds": 1}}
# The language of each deal: every language at least once, kk, lt and ka each in a game's end.
LANGUAGES = {
    ("liverpool", "desktop"): "en",
    ("liverpool", "phone"): "kk",
    ("carousel", "desktop"): "lt",
    ("carousel", "phone"): "ka",
    ("rummoli", "desktop"): "ka",
    ("rummoli", "phone"): "lt",
}
CHECK_AT = (1, 6, 15)
"""After how many of Ann's moves the page is checked for English left."""

# The page's first load: the bytes of its html, scripts, styles and pictures (no fonts are loaded).
PAGE_BYTES = """async () => {
  const urls = [location.href, ...performance.getEntriesByType('resource').map((e) => e.name)]
    .filter((u) => !u.includes('/api/'));
  const sizes = await Promise.all(urls.map((u) => fetch(u).then((r) => r.arrayBuffer()).then((b) => b.byteLength)));
  return sizes.reduce((sum, n) => sum + n, 0);
}"""
PAGE_LIMIT = 200_000

IN_VIEW = """() => {
  const hand = document.querySelector('[data-zone="hand"]');
  const r = hand.getBoundingClientRect();  // (before Liverpool's cut there are no cards: the zone is flat)
  return r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight && r.right <= innerWidth
    && (r.height > 0 || !hand.querySelector('.card'));
}"""


# Counts the page's card movements (Element.animate calls).
COUNT_ANIMATIONS = """window.animations = 0;
const animate = Element.prototype.animate;
Element.prototype.animate = function (...args) { window.animations += 1; return animate.apply(this, args); };"""


def sit_down(
    browser: Any, server: ServerProcess, game: str, size: str, motion: str = "no-preference", lang: str = "en"
) -> Person:
    """A table of `game` for Ann and two greedy bots, made through the API and started, Ann's page
    on it, in the language `lang` (the waiting table checked for English left)."""
    width, height = SIZES[size]
    context = browser.new_context(
        viewport={"width": width, "height": height}, is_mobile=size == "phone", reduced_motion=motion, locale=lang
    )
    context.add_init_script(COUNT_ANIMATIONS)
    ann = Person(context.new_page())
    ann.page.set_default_timeout(8000)
    ann.page.goto(server.url + "/")
    made = ann.page.evaluate(
        """([game, options]) => rummy.callJSON('/api/tables',
             { game, players: 3, options, bots: [null, 'greedy', 'greedy'], name: 'Ann' })""",
        [game, OPTIONS[game]],
    )
    ann.page.evaluate("([id, token]) => localStorage.setItem(rummy.tokenKey(id), token)", [made["id"], made["token"]])
    ann.page.goto(server.url + made["invite"])
    ann.page.wait_for_selector('[data-action="start"]:not([disabled])')
    if lang != "en":
        assert_in_language(ann.page, lang, "on the waiting table")
    ann.page.click('[data-action="start"]')
    ann.wait_state()
    return ann


def check_rules_panel(person: Person, lang: str) -> None:
    """The Rules panel (the summary and the options) in the language."""
    page = person.page
    page.click("#rules-button")
    page.wait_for_function("document.querySelectorAll('#rules-options li').length > 0")
    assert_in_language(page, lang, "in the Rules panel", person.latest()["legal"])
    page.click("#rules-close")


def check_replay_pages(person: Person, lang: str) -> None:
    """A finished game's replay (a few moves on) and the finished games, in the language."""
    table_id = person.page.url.rstrip("/").split("/")[-1]
    page = person.page.context.new_page()
    page.goto(person.page.url.split("/t/")[0] + f"/replay/{table_id}")
    page.wait_for_function("document.querySelectorAll('#replay-events li, #hands li').length > 0")
    for _ in range(5):
        page.click("#next")
    page.wait_for_timeout(300)
    assert_in_language(page, lang, "on the replay page")  # (the move as typed is notation, in <code>)
    page.screenshot(path=str(ARTIFACTS / f"replay-{lang}.png"))
    page.goto(page.url.split("/replay/")[0] + "/games")
    page.wait_for_selector(f'#finished a[href="/replay/{table_id}"]')
    assert_in_language(page, lang, "on the finished games page")
    page.close()


def liverpool_keys(person: Person, text: str) -> None:
    """A Liverpool move by the keyboard: the piles' keys, Enter on a card and on a meld, x to discard."""
    page = person.page
    words = text.split()
    keys = {"draw stock": "s", "draw discard": "d", "buy": "b", "pass": "p", "rummy": "r"}
    if text in keys:
        page.keyboard.press("Escape")  # (out of the command box, where a typed move leaves the focus)
        page.keyboard.press(keys[text])
    elif words[0] == "discard":
        page.locator(f'#hand .card[data-card="{words[1]}"]').first.press("Enter")
        page.keyboard.press("x")
    elif words[0] == "layoff" and len(words) == 3:
        page.locator(f'#hand .card[data-card="{words[1]}"]').first.press("Enter")
        page.locator(f'[data-meld="{words[2][1:]}"]').press("Enter")
        chooser = page.locator(f'.confirm [data-action="{text}"]')
        if chooser.count():
            chooser.press("Enter")
    else:
        page.fill("#command", text)
        page.press("#command", "Enter")


def play_move(person: Person, game: str, choice: Any, keyboard: bool) -> None:
    m = person.latest()
    text = str(choice)
    if game == "rummoli":
        rummoli_act(person, m["seq"], text, keyboard)
        return
    if game == "liverpool":
        (liverpool_keys if keyboard else liverpool_click)(person, text)
    elif text in ("draw", "knock", "pass") and keyboard:
        person.page.keyboard.press("Escape")  # (out of the command box)
        person.page.keyboard.press(text[0])
    elif text in ("draw", "knock", "pass"):
        carousel_perform(person.page, choice, "click")
    else:  # a meld: typed (building it in the draft, card by card, is test_web_carousel's)
        person.page.fill("#command", text)
        person.page.press("#command", "Enter")
    person.wait_moved(m["seq"])


def finished(game: str, m: dict[str, Any]) -> bool:
    view = m["view"]
    return bool(view["over"] or (game == "liverpool" and view["deal"] >= 2))


@pytest.mark.parametrize("size", list(SIZES))
@pytest.mark.parametrize("game", list(OPTIONS))
def test_a_deal_at_the_table(server: ServerProcess, browser: Any, game: str, size: str) -> None:
    ARTIFACTS.mkdir(exist_ok=True)
    lang = LANGUAGES[game, size]
    named = f"{game}-{size}" if lang == "en" else f"{game}-{size}-{lang}"
    ann = sit_down(browser, server, game, size, lang=lang)
    page = ann.page
    if lang != "en":
        check_rules_panel(ann, lang)
    keyboard = size == "phone"
    played = 0
    weight = page.evaluate(PAGE_BYTES)
    assert 20_000 < weight < PAGE_LIMIT, weight
    rules = make(game, 3, OPTIONS[game])
    bot = make_bot(game, "greedy", 0)
    checked = shot = False
    for _ in range(400):
        m = ann.wait_state()
        if finished(game, m):
            break
        if page.locator("#summary-close").count():
            if finished(game, ann.latest()):  # (the deal ended after m was read: its summary is the one to check)
                break
            put_summary_away(page)  # (a round's end: its summary read, the next round played)
            continue
        if not m["legal"] or (
            game == "rummoli" and m["legal"] == [m["legal"][0]] and m["legal"][0].startswith("play ")
        ):
            page.wait_for_timeout(40)  # (a forced Rummoli card is played by the page itself)
            continue
        assert page.evaluate(IN_VIEW), "the hand is not wholly on screen"
        # (at the test's size every position, at the other every third: the suite's time)
        assert_actionable_at_both_sizes(page, f"{named}, move {played}", f"table-{named}", other=played % 3 == 0)
        if not checked and m["view"]["phase"] not in ("cut",):
            assert blocking_violations(page) == []
            checked = True
        choice = bot.choose(m["view"], [rules.parse_action(a) for a in m["legal"]], m["may_pass"])
        if choice is None:
            page.evaluate("window.rummy.act('pass')")
            ann.wait_moved(m["seq"])
            continue
        if not shot and m["view"]["phase"] in ("play", "meld", "rummoli", "betting"):
            page.wait_for_timeout(350)  # (the cards' movement is over)
            page.screenshot(path=str(ARTIFACTS / f"table-{named}.png"))
            shot = True
        try:
            play_move(ann, game, choice, keyboard)
        except Exception:
            page.screenshot(path=str(ARTIFACTS / f"table-{named}-failure.png"))
            print("FAILED AT", choice, m["seq"], m["legal"][:12], ann.errors, page.text_content("#error"))
            raise
        played += 1
        if lang != "en" and played in CHECK_AT:
            assert_in_language(page, lang, f"after {played} moves", [*m["legal"], *ann.latest()["legal"]])
    else:
        pytest.fail("the deal did not end")
    assert checked and shot

    m = ann.wait_state()
    summary = page.locator('[data-zone="summary"]').first
    summary.wait_for()
    # Every player's cards, as the view says they were left, and every name.
    last = m["view"]["last_deal" if game == "liverpool" else "last_round"]
    for hand in last["hands"]:
        for card in hand:
            assert summary.locator(f'[data-card="{card}"]').count() >= 1, card
    names = [s["name"] for s in m["table"]["seats"]]
    text = summary.text_content() or ""
    assert all(name.split(" (")[0] in text for name in names), text  # (a bot's kind is in the language)
    assert lang == "en" or "(greedy)" not in text, text
    # The history keeps the whole game, numbered by move, in order.
    numbers = page.eval_on_selector_all("#events li", "items => items.map((li) => Number(li.value))")
    assert "{" not in (page.text_content("#events") or ""), "a sentence left unfilled"
    # (from the first move to the last, however short the deal: a round can end in six moves)
    assert numbers[0] <= 1 and numbers == sorted(numbers), numbers[:5]
    assert len(numbers) >= len(m["last"]) and numbers[-1] == m["last"][-1]["move"], (numbers[-5:], m["last"][-1])
    page.evaluate("window.scrollTo(0, 0)")
    page.wait_for_timeout(350)
    if lang != "en":
        assert_in_language(page, lang, "at the summary", m["legal"])
    page.screenshot(path=str(ARTIFACTS / f"table-{named}-summary.png"))
    assert blocking_violations(page) == []
    assert_actionable_at_both_sizes(page, f"{named}, the summary", f"table-{named}")
    if m["view"]["over"]:  # the game's end: play again with the same players, at a new table
        if game == "carousel":  # CAR-13: the score sheet ends with the bonuses and the final scores
            cells = "tds => tds.map((td) => td.textContent)"
            final = page.eval_on_selector_all("#score-sheet tbody tr:last-child td", cells)
            assert final == [str(score) for score in m["view"]["result"]["scores"]], final
        if lang != "en":
            check_replay_pages(ann, lang)
        old = page.url
        page.locator('[data-action="play-again"]').click()
        page.wait_for_url(lambda url: url != old and "/t/" in url)
        page.wait_for_selector('[data-action="start"]:not([disabled])')
        again = page.evaluate("window.rummy.latest")
        assert [s["name"] for s in again["table"]["seats"]] == names, again["table"]["seats"]
        assert {"type": "play_again"} in ann.sent
    assert not ann.errors, ann.errors


RANKS = "A23456789TJQK"


def test_sorting_four_colours_and_the_next_table(server: ServerProcess, browser: Any) -> None:
    """The hand sorts by rank and by suit; the four-colour deck is remembered; the server's
    play_again answer keeps the new seat's token and takes the page to the new table."""
    ann = sit_down(browser, server, "liverpool", "desktop")
    page = ann.page
    hand = "[...document.querySelectorAll('#hand .card')].map((c) => c.dataset.card)"
    page.click("#sort-rank")
    ranks = [RANKS.index(c[0]) if c != "*" else 99 for c in page.evaluate(hand)]
    assert ranks == sorted(ranks) and page.get_attribute("#sort-rank", "aria-pressed") == "true"
    page.click("#sort-suit")
    suits = [c[-1] for c in page.evaluate(hand) if c != "*"]
    assert all(suits.index(s) == i or suits[i - 1] == s for i, s in enumerate(suits))  # each suit together
    assert sorted(page.evaluate(hand)) == sorted(ann.latest()["view"]["hand"])

    red = "getComputedStyle(document.querySelector('#hand .card.suit-d')).color"
    before = page.evaluate(red) if page.locator("#hand .card.suit-d").count() else None
    page.check("#four-colour")
    page.reload()
    ann.wait_state()
    assert page.is_checked("#four-colour")
    if before is not None:
        assert page.evaluate(red) != before  # diamonds are blue now
    page.uncheck("#four-colour")

    page.evaluate("window.rummy.receive({type: 'play_again', table: 'NEXT123', token: 'tok-1'})")
    page.wait_for_url("**/t/NEXT123")
    assert page.evaluate("localStorage.getItem('rummyhall:seat:NEXT123')") == "tok-1"
    assert not ann.errors, ann.errors


@pytest.mark.parametrize(("motion", "lang"), [("no-preference", "lt"), ("reduce", "ka")])
def test_cards_move_unless_motion_is_reduced(server: ServerProcess, browser: Any, motion: str, lang: str) -> None:
    """Drawn, discarded and played cards slide to their place (Web Animations), and never
    when the person asks for reduced motion.  (Liverpool in lt and ka here: no English left.)"""
    ann = sit_down(browser, server, "liverpool", "desktop", motion, lang)
    page = ann.page
    for _ in range(6):
        m = ann.wait_state()
        if m["legal"]:
            page.evaluate("a => window.rummy.act(a)", m["legal"][0])
        ann.wait_moved(m["seq"])
    page.wait_for_timeout(50)
    moved = page.evaluate("window.animations")
    assert (moved > 0) if motion == "no-preference" else (moved == 0), moved
    assert_in_language(page, lang, "after six moves", ann.latest()["legal"])
    page.screenshot(path=str(ARTIFACTS / f"table-liverpool-desktop-{lang}.png"))
    assert not ann.errors, ann.errors
