"""The pages in each language (docs/i18n.md), in Chromium with its ``locale`` set (so its
Accept-Language): the lobby and a rules page show no English word of the catalogs
other than names and notation, a refused table is refused in the language, a table
is created; the header's picker changes the language and the ``lang`` cookie keeps it;
i18n.js says plurals and engine sentences as the terminal's Translator does; the
no-table page is in the language.  (The table page in each language: test_web_table's
deals, and the replay and finished-games pages at the end of them.)
Screenshots: artifacts/lobby-<lang>.png, artifacts/rules-<lang>.png."""

from __future__ import annotations

import re
from typing import Any

import pytest

from rummyhall import i18n
from test_server_support import Player, ServerProcess, post
from web_support import (
    ARTIFACTS,
    VISIBLE_TEXT,
    Person,
    assert_in_language,
    english_left,
    module_browser,
    module_server,
    needs_chromium,
)

__all__ = ["module_browser", "module_server"]  # the fixtures
NAME = "Aigerim"
OTHERS = ("kk", "lt", "ka")


def open_lobby(page: Any, url: str) -> None:
    page.goto(url + "/")
    page.wait_for_selector("#seats select#seat-2")  # (the games are in, after the messages)
    page.wait_for_function("document.getElementById('open-status').textContent.indexOf('\u2026') < 0")


def test_the_check_finds_english() -> None:
    """The check itself: an English sentence of the lobby is caught, a Kazakh one is not."""
    assert {"open", "tables"} <= english_left("Open tables: Aigerim", "kk")
    assert english_left("Ашық үстелдер: Aigerim (ашкөз), 7h Td *", "kk") == set()
    assert english_left("Ойнау: rummyhall play carousel --players 3 -o target=100", "kk") == set()
    assert english_left("Ойнау: carousel players", "kk") == {"carousel", "players"}


@needs_chromium
@pytest.mark.parametrize("lang", OTHERS)
def test_the_lobby_and_rules_in_a_language(module_server: ServerProcess, module_browser: Any, lang: str) -> None:
    ARTIFACTS.mkdir(exist_ok=True)
    body = {"game": "liverpool", "players": 4, "bots": [None, None, "greedy", None], "name": "Dana", "listed": True}
    status, made = post(module_server.url + "/api/tables", {**body, "options": {"wild_twos": True}})
    assert status == 200, made
    dana = Player(module_server, made["id"], made["token"])  # (connected: her table is listed as waiting)
    context = module_browser.new_context(locale=lang, viewport={"width": 1280, "height": 900})
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    open_lobby(page, module_server.url)
    page.wait_for_selector(f'[data-table="{made["id"]}"]')
    assert page.evaluate("document.documentElement.lang") == lang
    page.fill("#name", NAME)
    page.fill("#players", "9")  # (refused: said in the language too)
    page.click("#create-button")
    page.wait_for_selector("#error:not(.hidden)")
    refusal = page.inner_text("#error")
    assert "9" in refusal and not english_left(refusal, lang), refusal
    seen = page.evaluate(VISIBLE_TEXT)
    left = english_left(seen, lang)
    assert not left, f"English left on the lobby in {lang}: {sorted(left)}"
    assert not re.search("[\u1c90-\u1cbf]", seen)  # (no Georgian capitals: the fonts lack them)
    page.screenshot(path=str(ARTIFACTS / f"lobby-{lang}.png"), full_page=True)

    rules = context.new_page()
    rules.goto(module_server.url + "/rules/carousel")
    rules.wait_for_selector(".language-picker")
    assert rules.evaluate("document.documentElement.lang") == lang
    left = english_left(rules.evaluate(VISIBLE_TEXT), lang)
    assert not left, f"English left on the rules page in {lang}: {sorted(left)}"
    if lang == "ka":
        rules.screenshot(path=str(ARTIFACTS / f"rules-{lang}.png"))

    page.fill("#players", "3")
    page.select_option("#seat-2", "greedy")
    page.select_option("#seat-3", "random")
    page.click("#create-button")
    page.wait_for_url(re.compile(r"/t/\w+"))
    assert not errors
    dana.close()
    context.close()


@needs_chromium
def test_the_picker_changes_the_language_and_the_cookie_keeps_it(
    module_server: ServerProcess, module_browser: Any
) -> None:
    context = module_browser.new_context(locale="en-GB")
    page = context.new_page()
    open_lobby(page, module_server.url)
    assert page.inner_text("#open-title") == "Open tables"
    page.screenshot(path=str(ARTIFACTS / "lobby-en.png"), full_page=True)
    assert page.evaluate("[...document.querySelectorAll('.language-picker option')].map(o => o.value)") == list(
        i18n.LANGUAGES
    )
    with page.expect_navigation():
        page.select_option(".language-picker", "ka")
    open_lobby(page, module_server.url)
    assert page.inner_text("#open-title") == i18n.translator("ka").gettext("Open tables")
    assert {c["name"]: c["value"] for c in context.cookies()}["lang"] == "ka"
    again = context.new_page()  # (a new page of the same browser: the cookie, not Accept-Language, decides)
    again.goto(module_server.url + "/rules/liverpool")
    assert again.evaluate("document.documentElement.lang") == "ka"
    assert i18n.translator("ka").gettext("Back to the lobby") in again.inner_text("main")
    context.close()


@needs_chromium
def test_i18n_js_says_plurals_and_sentences_as_the_terminal(module_server: ServerProcess, module_browser: Any) -> None:
    context = module_browser.new_context(locale="lt")
    page = context.new_page()
    open_lobby(page, module_server.url)
    tr = i18n.translator("lt")
    table = ("{count} table is waiting for players.", "{count} tables are waiting for players.")
    for count in (1, 2, 10, 21):
        said = page.evaluate("([s, p, n]) => ngettext(s, p, n)", [*table, count])
        assert said == tr.ngettext(*table, count).format(count=count)
    template = "final poker for {what:sentence} ({chips:chip}): {dealer:seat} deals"
    sentences = [
        (template, {"what": "pays {paid:chip} for {cards:card} left", "paid": 3, "cards": 1, "chips": 21, "dealer": 1}),
        (template, {"what": "pays {paid:chip} for {cards:card} left", "paid": 12, "cards": 5, "chips": 2, "dealer": 0}),
        ("the widow is being auctioned (waiting for {actors:seats})", {"actors": [0, 1]}),
        (
            '"{option}" ({name}) {allowed:sentence}, not {value}',
            {"option": "Allow a game of two", "name": "x", "allowed": "is on or off (true or false)", "value": "none"},
        ),
    ]
    for sentence, params in sentences:
        said = page.evaluate("([t, p]) => fill(t, p, ['Ann', 'Bob'])", [sentence, params])
        assert said == tr.fill(sentence, params, ["Ann", "Bob"]) and said != i18n.translator("en").fill(
            sentence, params, ["Ann", "Bob"]
        )
    for faults in (
        "meld 2 (5h 6h 8h): Not a sequence: the ranks are not consecutive",
        "you do not hold Qs; you do not hold a joker",
    ):
        said = page.evaluate("(english) => I18N.text(english)", faults)
        assert said == tr.text(faults) and not english_left(said, "lt"), said
    context.close()


@needs_chromium
def test_the_no_table_page_in_a_language(module_server: ServerProcess, module_browser: Any) -> None:
    context = module_browser.new_context(locale="ka")
    page = context.new_page()
    response = page.goto(module_server.url + "/t/nosuchtable")
    assert response.status == 404
    page.wait_for_selector(".language-picker")
    assert page.evaluate("document.documentElement.lang") == "ka"
    assert not english_left(page.evaluate(VISIBLE_TEXT), "ka")
    context.close()


@needs_chromium
@pytest.mark.parametrize("game", ["carousel", "rummoli"])
def test_a_table_in_kazakh(module_server: ServerProcess, module_browser: Any, game: str) -> None:
    """Carousel and Rummoli in Kazakh on their first move (test_web_table plays their whole
    deals in lt and ka, Liverpool's in kk): no English left.  Screenshot table-<game>-kk.png."""
    context = module_browser.new_context(locale="kk", viewport={"width": 1280, "height": 800})
    person = Person(context.new_page())
    page = person.page
    page.goto(module_server.url + "/")
    made = page.evaluate(
        "(game) => callJSON('/api/tables', { game, players: 3, bots: [null, 'greedy', 'greedy'], name: 'Aigerim' })",
        game,
    )
    page.evaluate("([id, token]) => localStorage.setItem(tokenKey(id), token)", [made["id"], made["token"]])
    page.goto(module_server.url + made["invite"])
    page.click('[data-action="start"]:not([disabled])')
    page.wait_for_function(
        "window.rummy.latest && window.rummy.latest.type === 'state' && window.rummy.latest.legal.length"
    )
    page.wait_for_timeout(400)  # (the cards' movement)
    assert_in_language(page, "kk", f"on the {game} table", person.latest()["legal"])
    page.screenshot(path=str(ARTIFACTS / f"table-{game}-kk.png"))
    assert not person.errors
    context.close()
