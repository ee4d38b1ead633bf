"""The pages in each language (docs/i18n.md), in Chromium with its ``locale`` set (so its
Accept-Language): the lobby and a rules page show no English word of the catalogs
other than names and notation, a refused table is refused in the language, a table
is created; the header's picker changes the language and the ``lang`` cookie keeps it;
i18n.js (over @fluent/bundle) says every message, plural, engine sentence, event, name and
number as the terminal's Translator does (fluent.runtime), and its ``messageId`` is
``i18n.message_id`` for every message of the sources; the no-table page is in the language.
(The table page in each language: test_web_table's deals, and the replay and finished-games
pages at the end of them.)  Screenshots: artifacts/lobby-<lang>.png, artifacts/rules-<lang>.png."""

from __future__ import annotations

import importlib.util
import re
from functools import cache
from pathlib import Path
from typing import Any

import pytest

import i18n_support
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
    page.wait_for_url(re.compile(r"/t/[\w-]+"))
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


WEB = Path(i18n.__file__).parent / "web"
SENTENCES = [
    (
        "final poker for {what:sentence} ({chips:chip}): {dealer:seat} deals",
        {"what": "the {pot} pot", "pot": "jack of diamonds", "chips": 21, "dealer": 1},
    ),
    (
        "final poker for {what:sentence} ({chips:chip}): {dealer:seat} deals",
        {"what": "the {pot} pot", "pot": "7-8-9", "chips": 1970, "dealer": 0},
    ),
    (
        "final poker for {what:sentence} ({chips:chip}): {dealer:seat} deals",
        {"what": "the whole board", "pot": "poker", "chips": 2, "dealer": 2},
    ),
    ("the widow is being auctioned (waiting for {actors:seats})", {"actors": [0, 1]}),
    ("the widow is being auctioned (waiting for {actors:seats})", {"actors": [1, 0, 2]}),
    (
        '"{option}" ({name}) {allowed:sentence}, not {value}',
        {"option": "Allow a game of two", "name": "x", "allowed": "is on or off (true or false)", "value": "none"},
    ),
    (
        "you cannot {what} now: {waiting:sentence}",
        {"what": "go down", "waiting": "{actor:seat} is to draw", "actor": 2},
    ),
    ("you cannot {what} now: nothing is offered to buyers", {"what": "buy"}),
]
"""Engine sentences (template, params) said by i18n.js's fill() and the Translator's, names Ann, Bob, Cy."""
EVENTS = [
    ("pays {paid:chip} for {cards:card} left", {"paid": 1, "cards": 1}),
    ("pays {paid:chip} for {cards:card} left", {"paid": 1234, "cards": 22}),
    ("drew from the stock", {}),
    ("wins the {pot} pot: {chips:chip}", {"pot": "jack of diamonds", "chips": 5}),
    ("wins the {pot} pot: {chips:chip}", {"pot": "king-ace of diamonds", "chips": 21}),
    ("does not claim the {pot} pot; its chips stay", {"pot": "Rummoli"}),
    ("must play their lowest {colour} card", {"colour": "red"}),
    ("shows {hand}", {"hand": "two pair"}),
]
"""Events with a player (a pot, a word with its cases, among them), said with $who."""


def lang_page(browser: Any, url: str, lang: str) -> Any:
    context = browser.new_context(locale=lang)
    page = context.new_page()
    open_lobby(page, url)
    assert page.evaluate("rummy.I18N.lang") == lang
    return page


@needs_chromium
@pytest.mark.parametrize("lang", OTHERS)
def test_i18n_js_says_plurals_and_sentences_as_the_terminal(
    module_server: ServerProcess, module_browser: Any, lang: str
) -> None:
    page = lang_page(module_browser, module_server.url, lang)
    tr, english = i18n.translator(lang), i18n.translator("en")
    table = ("{count} table is waiting for players.", "{count} tables are waiting for players.")
    for count in (1, 2, 10, 21, 1970):
        said = page.evaluate("([s, p, n]) => rummy.ngettext(s, p, n)", [*table, count])
        assert said == tr.ngettext(*table, count)
    names = ["Ann", "Bob", "Cy"]
    for sentence, params in SENTENCES:
        said = page.evaluate("([t, p, names]) => rummy.fill(t, p, names)", [sentence, params, names])
        assert said == tr.fill(sentence, params, names) != english.fill(sentence, params, names), said
    for template, params in EVENTS:
        event = {"seat": 1, "template": template, "params": params}
        said = page.evaluate("([e, names]) => rummy.I18N.event(e, names)", [event, names])
        assert said == tr.fill(template, params, names, who="Bob") != english.fill(template, params, names, who="Bob")
        assert "Bob" in said and not english_left(said, lang), said
        you = page.evaluate(
            "([e, names]) => rummy.I18N.event(e, names, rummy._('{name} (you)', {name: 'Bob'}))", [event, names]
        )
        assert you == tr.fill(template, params, names, who=tr.say("{name} (you)", name="Bob")), you
    for faults in (
        "meld 2 (5h 6h 8h): Not a sequence: the ranks are not consecutive",
        "you do not hold Qs; you do not hold a joker",
        "meld 1 (As): Not a group: a group has 3 or 4 cards, this has 1",  # (a count: its plural form)
        "you hold 1 joker, not 2",
    ):
        said = page.evaluate("(english) => rummy.I18N.text(english)", faults)
        assert said == tr.text(faults) and not english_left(said, lang), said
    for name in ("Ada (greedy)", "Ben (search 0.5s)", "Cleo (shrewd)", "random bot", "Ann"):
        assert page.evaluate("(name) => rummy.I18N.name(name)", name) == tr.name(name)
    for number in (0, 7, 1970, 1234567):
        assert page.evaluate("(n) => rummy.I18N.number(n)", number) == tr.number(number)
    assert page.evaluate("rummy.I18N.number(1970)") == "1\u00a0970"  # (grouped in every one of kk, lt and ka)
    assert page.evaluate("rummy.I18N.number(0.25, 2)") == tr.number(0.25, 2) == "0,25"
    assert page.evaluate("[rummy.I18N.percent(0.25), rummy.I18N.percent(0.125, 1)]") == [
        tr.percent(0.25),
        tr.percent(0.125, 1),
    ]
    assert page.evaluate("rummy._('{kind} bot', {kind: rummy.I18N.word('greedy')})") == tr.say(
        "{kind} bot", kind=i18n.Word("greedy")
    )
    page.context.close()


@needs_chromium
@pytest.mark.parametrize("lang", ["en", *OTHERS])
def test_i18n_js_says_every_message_as_fluent_runtime(
    module_server: ServerProcess, module_browser: Any, lang: str
) -> None:
    """Every message a page receives, said by @fluent/bundle in Chromium and by fluent.runtime with the
    same variables (each count of i18n_support.COUNTS: every plural category; names; each case), is
    the same text: the same plural forms, the same numbers (1 234, grouped)."""
    page = lang_page(module_browser, module_server.url, lang)
    own = i18n_support.entries_of(lang)
    wanted = []
    for ident, entry in own.items():
        if entry.part not in i18n.PAGE_PARTS or ident not in i18n_support.entries_of("en"):
            continue
        counts = i18n_support.COUNTS if i18n_support.numbers_of(ident, lang) else (i18n_support.COUNTS[1],)
        for count, (_count, text, errors) in zip(counts, i18n_support.said(ident, lang), strict=True):
            if not errors:
                wanted.append((ident, i18n_support.sample_args(ident, lang, count), text))
    assert len(wanted) > 500
    said = page.evaluate(
        "(wanted) => wanted.map(([ident, args]) => rummy.I18N.message(ident, args))", [[i, a] for i, a, _ in wanted]
    )
    wrong = [(ident, args, text, js) for (ident, args, text), js in zip(wanted, said, strict=True) if js != text]
    assert not wrong, f"{len(wrong)} differ, e.g. {wrong[:3]}"
    page.context.close()


@cache
def source_messages() -> list[str]:
    """Every message of the sources, in English, as ``make catalogs`` extracts it (tools/catalogs.py)."""
    spec = importlib.util.spec_from_file_location("catalogs", Path(i18n.__file__).parents[2] / "tools" / "catalogs.py")
    assert spec and spec.loader
    catalogs = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(catalogs)
    return [singular for singular, _plural, _files in catalogs.extract()]


@needs_chromium
def test_message_id_in_javascript_is_python_s(module_server: ServerProcess, module_browser: Any) -> None:
    """I18N.messageId (i18n.js) is i18n.message_id for every message of the sources (the English the
    ids of en/*.ftl are made from, fields and specs as written), and for texts beyond them."""
    page = lang_page(module_browser, module_server.url, "en")
    texts = source_messages()
    assert len(texts) > 1000
    texts += ["", "7", "7-8-9 {x}", "{a:seat}{b}", "Ünïcödé {name} — ქართული, Қазақша", "a\nb {{c}}", "…and {count}"]
    ids = page.evaluate("(texts) => texts.map(rummy.I18N.messageId)", texts)
    wrong = [
        (text, js, i18n.message_id(text)) for text, js in zip(texts, ids, strict=True) if js != i18n.message_id(text)
    ]
    assert not wrong, wrong[:5]
    page.context.close()


def code(path: Path) -> str:
    """A script without its comments (whose examples, ``_("Open tables")``, are not extracted)."""
    text = re.sub(r"/\*.*?\*/", " ", path.read_text(encoding="utf-8"), flags=re.S)
    return re.sub(r"(^|\s)//.*$", " ", text, flags=re.M)


LITERAL = re.compile(r"""\b(?:_|N_|ngettext)\(\s*("(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*')""")


@needs_chromium
def test_every_message_of_the_pages_scripts_is_found(module_server: ServerProcess, module_browser: Any) -> None:
    """Each literal of _(), N_() and ngettext() in the pages' scripts, read as JavaScript reads it,
    is a message of English's core.ftl or pages.ftl by I18N.messageId (what a page looks up is there)."""
    page = lang_page(module_browser, module_server.url, "en")
    literals = sorted({m[1] for path in WEB.glob("*.js") for m in LITERAL.finditer(code(path))})
    assert len(literals) > 300
    read = page.evaluate("(literals) => literals.map((l) => [eval(l), rummy.I18N.messageId(eval(l))])", literals)
    english = {ident: e for ident, e in i18n_support.entries_of("en").items() if e.part in i18n.PAGE_PARTS}
    missing = [text for text, ident in read if ident not in english]
    assert not missing, f"not in en/core.ftl or pages.ftl (make catalogs): {missing[:10]}"
    # (a page's message is not an event's, whose English has a player, $who, the page does not give)
    fields = {text: set(re.findall(r"\{(\w+)", text)) for text, _ in read}
    wider = [text for text, ident in read if i18n_support.variables(english[ident].message) - fields[text] - {"count"}]
    assert not wider, f"the English message has variables the page does not give: {wider[:10]}"
    page.context.close()


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
        "(game) => rummy.callJSON('/api/tables',"
        " { game, players: 3, bots: [null, 'greedy', 'greedy'], name: 'Aigerim' })",
        game,
    )
    page.evaluate("([id, token]) => localStorage.setItem(rummy.tokenKey(id), token)", [made["id"], made["token"]])
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
