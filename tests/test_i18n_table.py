"""The table page in each language (docs/i18n.md): a table of each game with two greedy
bots, made through the API, is started and played a few moves in Chromium with its
``locale`` set (Rummoli: an English browser with the ``lang`` cookie, which wins); no
English word of the catalogs is left on the visible page but names and card notation.
Screenshots: artifacts/table-<game>-<lang>.png."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from test_i18n_pages import VISIBLE_TEXT, english_left
from test_server_support import ServerProcess
from web_support import ARGS, ARTIFACTS, CHROMIUM, Person, needs_chromium, playwright_api

OPTIONS = {"liverpool": {"turn_cap": 18}, "carousel": {"target": 1}, "rummoli": {"rounds": 1}}
MOVES = 3
"""Moves Aigerim plays (the bots play theirs between)."""


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServerProcess]:
    process = ServerProcess(f"sqlite:///{Path(tmp_path_factory.mktemp('table')) / 'web.db'}").start()
    yield process
    process.kill()


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    with playwright_api.sync_playwright() as p:
        launched = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        yield launched
        launched.close()


def sit_down(browser: Any, server: ServerProcess, game: str, lang: str) -> Person:
    """Aigerim's page on a started table of `game` with two greedy bots, in `lang`."""
    by_cookie = game == "rummoli"
    context = browser.new_context(locale="en-US" if by_cookie else lang, viewport={"width": 1280, "height": 900})
    if by_cookie:
        context.add_cookies([{"name": "lang", "value": lang, "url": server.url}])
    person = Person(context.new_page())
    person.page.set_default_timeout(8000)
    person.page.goto(server.url + "/")
    made = person.page.evaluate(
        """([game, options]) => callJSON('/api/tables',
             { game, players: 3, options, bots: [null, 'greedy', 'greedy'], name: 'Aigerim' })""",
        [game, OPTIONS[game]],
    )
    person.page.evaluate("([id, token]) => localStorage.setItem(tokenKey(id), token)", [made["id"], made["token"]])
    person.page.goto(server.url + made["invite"])
    person.page.wait_for_selector('[data-action="start"]:not([disabled])')
    assert not english_left(person.page.evaluate(VISIBLE_TEXT), lang)  # (the waiting table too)
    person.page.click('[data-action="start"]')
    person.wait_state()
    return person


def play_a_few(person: Person) -> None:
    """Aigerim's first legal moves (up to MOVES), each when it is her turn."""
    page = person.page
    for _ in range(MOVES):
        try:
            page.wait_for_function(
                "window.rummy.latest.view.over || window.rummy.latest.legal.length > 0", timeout=10000
            )
        except playwright_api.TimeoutError:
            return
        latest = person.latest()
        if latest["view"]["over"]:
            return
        page.evaluate("(move) => window.rummy.act(move)", latest["legal"][0])
        person.wait_moved(latest["seq"])


@needs_chromium
@pytest.mark.parametrize("game", list(OPTIONS))
@pytest.mark.parametrize("lang", ["kk", "lt", "ka"])
def test_the_table_in_a_language(server: ServerProcess, browser: Any, game: str, lang: str) -> None:
    ARTIFACTS.mkdir(exist_ok=True)
    person = sit_down(browser, server, game, lang)
    page = person.page
    assert page.evaluate("document.documentElement.lang") == lang
    assert page.evaluate("I18N.lang") == lang
    play_a_few(person)
    page.click("#rules-button")  # (the Rules panel: the summary and the options, in the language)
    page.wait_for_function("document.querySelectorAll('#rules-options li').length > 0")
    page.click("#rules-close")  # (its words stay in the page's text, checked below)
    page.wait_for_timeout(300)  # (the last animation and announcements)
    # (the rules summary is rules/GAME.<lang>.txt, checked by the rules page's test: it names
    # command-line options as notation, e.g. "reshuffles, none = ..."); the moves as text
    # ("down 7c 7d * | Qs Qh Qd") are notation too
    moves = person.latest()["legal"]
    seen = page.evaluate(VISIBLE_TEXT).replace(page.inner_text("#rules-summary"), "")
    for move in sorted({*moves, *person.latest()["legal"]}, key=len, reverse=True):
        seen = seen.replace(move, " ")
    left = english_left(seen, lang)
    assert not left, f"English left on the {game} table in {lang}: {sorted(left)}"
    assert not re.search("[\u1c90-\u1cbf]", seen)  # (no Georgian capitals: the fonts lack them)
    labels = page.evaluate(
        "[...document.querySelectorAll('[aria-label], [title]')]"
        ".map((el) => (el.getAttribute('aria-label') || '') + ' ' + (el.getAttribute('title') || '')).join('\\n')"
    )
    left = english_left(labels, lang)
    assert not left, f"English left in the {game} table's labels in {lang}: {sorted(left)}"
    page.screenshot(path=str(ARTIFACTS / f"table-{game}-{lang}.png"))
    assert not person.errors
    page.context.close()


@needs_chromium
def test_the_no_table_page_in_a_language(server: ServerProcess, browser: Any) -> None:
    context = browser.new_context(locale="ka")
    page = context.new_page()
    response = page.goto(server.url + "/t/nosuchtable")
    assert response.status == 404
    page.wait_for_selector(".language-picker")
    assert page.evaluate("document.documentElement.lang") == "ka"
    assert not english_left(page.evaluate(VISIBLE_TEXT), "ka")
    context.close()
