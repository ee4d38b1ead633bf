"""GET /api/messages/<lang>: the pages' messages, the Fluent text of the same files as the
terminal's (docs/i18n.md); the vendored @fluent/bundle the pages read it with."""

from __future__ import annotations

import fnmatch
import html
import json
import re
import tomllib
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from fluent.runtime import FluentBundle, FluentResource

from i18n_support import entries
from rummyhall import i18n
from test_server_support import ServerProcess

RULES = Path(i18n.__file__).parent / "rules"
ROOT = Path(__file__).resolve().parent.parent
VENDORED = Path(i18n.__file__).parent / "web" / "vendor" / "fluent-bundle.js"


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServerProcess]:
    process = ServerProcess(f"sqlite:///{tmp_path_factory.mktemp('i18n') / 'rummyhall.db'}").start()
    yield process
    process.kill()


def fetch(url: str, **headers: str) -> tuple[int, dict[str, str], Any]:
    request = urllib.request.Request(url, headers=headers)
    try:
        with urllib.request.urlopen(request, timeout=10) as response:
            return response.status, dict(response.headers), json.loads(response.read())
    except urllib.error.HTTPError as error:
        return error.code, dict(error.headers), json.loads(error.read())


def bundle_of(lang: str, text: str) -> FluentBundle:
    bundle = FluentBundle([lang], use_isolating=False)
    bundle.add_resource(FluentResource(text))
    return bundle


def ids_of(text: str) -> set[str]:
    return set(re.findall(r"^([a-z][a-z0-9-]*) =", text, re.M))


@pytest.mark.parametrize("lang", ["kk", "lt", "ka"])
def test_a_language_s_messages(server: ServerProcess, lang: str) -> None:
    """The language's core and page messages (not the terminal's), English's beside them for any it
    lacks, the cases of its words and the faults' patterns: what i18n.js needs."""
    status, headers, data = fetch(f"{server.url}/api/messages/{lang}")
    assert status == 200 and headers["content-language"] == lang
    assert data["lang"] == lang and data["name"] == i18n.LANGUAGE_NAMES[lang]
    assert data["cases"] == list(i18n.CASES[lang]) and data["nouns"]["chip"] == "{count} chip"
    assert "Not a sequence: two cards of rank {rank}" in data["faults"]
    assert data["numbers"] == {"group": "\u00a0", "decimal": ","}  # (1 970, 0,25: Chromium's Intl lacks kk's, ka's)
    own = entries(lang)
    assert ids_of(data["resource"]) == {ident for ident, e in own.items() if e.part in i18n.PAGE_PARTS}
    english = entries("en")
    assert ids_of(data["fallback"]) == {ident for ident, e in english.items() if e.part in i18n.PAGE_PARTS}
    bundle = bundle_of(lang, data["resource"])  # (it reads: every message of it is Fluent)
    drew = bundle.get_message(i18n.message_id("drew from the stock"))
    said, errors = bundle.format_pattern(drew.value, {"who": "Ann"})
    assert not errors and "Ann" in said and said == i18n.translator(lang).fill("drew from the stock", {}, who="Ann")


def test_english_s_messages_have_no_fallback(server: ServerProcess) -> None:
    data = fetch(f"{server.url}/api/messages/en")[2]
    assert data["fallback"] == "" and data["cases"] == []
    assert i18n.message_id("Open tables") in ids_of(data["resource"])
    assert not ids_of(data["resource"]) & {ident for ident, e in entries("en").items() if e.part == "terminal"}


def test_the_vendored_fluent_bundle_is_the_pinned_version(server: ServerProcess) -> None:
    """web/vendor/fluent-bundle.js is @fluent/bundle at the version package.json and package-lock.json
    pin (``make vendor``), served at /static/vendor/, and package data (pip install needs no Node)."""
    package = json.loads((ROOT / "package.json").read_text(encoding="utf-8"))
    lock = json.loads((ROOT / "package-lock.json").read_text(encoding="utf-8"))
    version = package["dependencies"]["@fluent/bundle"]
    assert re.fullmatch(r"\d+\.\d+\.\d+", version), "pinned exactly"
    assert lock["packages"]["node_modules/@fluent/bundle"]["version"] == version == "0.19.1"
    text = VENDORED.read_text(encoding="utf-8")
    header = text.split("\n", 3)
    assert header[0].startswith(f"/* @fluent/bundle {version} ") and "Apache-2.0" in header[0]
    assert header[2] == f"/** @fluent/bundle@{version} */"  # (the build's own first line: its version)
    assert "factory(global.FluentBundle={})" in text and "exports.FluentResource=FluentResource;" in text
    assert (VENDORED.parent / "README.md").is_file()  # (where it came from, its license)
    with urllib.request.urlopen(f"{server.url}/static/vendor/fluent-bundle.js", timeout=10) as response:
        assert response.status == 200 and response.read().decode() == text
    data = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"]["package-data"]
    for path in ("web/vendor/fluent-bundle.js", "web/vendor/README.md"):
        assert any(fnmatch.fnmatch(path, pattern) for pattern in data["rummyhall"]), path
    for page in ("index.html", "table.html", "replay.html", "games.html", "no-table.html"):
        html_text = (VENDORED.parent.parent / page).read_text(encoding="utf-8")
        scripts = re.findall(r'<script\b[^>]*\bsrc="([^"]+)"', html_text)
        # (first: the page's modules, which import i18n.js, run after it)
        assert scripts[0] == "/static/vendor/fluent-bundle.js" and 'type="module"' in html_text, page


def test_auto_follows_accept_language(server: ServerProcess) -> None:
    _, _, data = fetch(f"{server.url}/api/messages/auto", **{"Accept-Language": "de, ka;q=0.7, lt;q=0.5"})
    assert data["lang"] == "ka"
    assert fetch(f"{server.url}/api/messages/auto")[2]["lang"] == "en"


def test_an_unknown_language(server: ServerProcess) -> None:
    status, _, data = fetch(f"{server.url}/api/messages/fr")
    assert status == 404 and "languages: en, kk, lt, ka" in data["error"]


def text_of(url: str, **headers: str) -> tuple[dict[str, str], str]:
    with urllib.request.urlopen(urllib.request.Request(url, headers=headers), timeout=10) as response:
        return dict(response.headers), response.read().decode()


def test_the_cookie_comes_before_accept_language(server: ServerProcess) -> None:
    both = {"Cookie": "lang=lt", "Accept-Language": "ka"}
    assert fetch(f"{server.url}/api/messages/auto", **both)[2]["lang"] == "lt"
    assert fetch(f"{server.url}/api/messages/auto", Cookie="lang=xx", **{"Accept-Language": "ka"})[2]["lang"] == "ka"
    headers, page = text_of(f"{server.url}/", **both)
    assert '<html lang="lt">' in page and headers["content-language"] == "lt"
    assert '<html lang="en">' in text_of(f"{server.url}/")[1]


def test_a_language_s_messages_name_every_language(server: ServerProcess) -> None:
    assert fetch(f"{server.url}/api/messages/ka")[2]["languages"] == i18n.LANGUAGE_NAMES


@pytest.mark.parametrize("lang", ["kk", "lt", "ka"])
def test_the_rules_in_the_reader_s_language(server: ServerProcess, lang: str) -> None:
    tr = i18n.translator(lang)
    _, _, rules = fetch(f"{server.url}/api/rules/rummoli", **{"Accept-Language": lang})
    assert rules["lang"] == lang
    whole = (RULES / f"rummoli.{lang}.txt").read_text(encoding="utf-8")  # (a page leaves out the terminal's command)
    assert whole.startswith(rules["summary"].rstrip()) and "rummyhall play" not in rules["summary"]
    assert (
        rules["options"]["bet_limit"]["label"]
        == tr.gettext("Most chips in one bet or raise")
        != ("Most chips in one bet or raise")
    )
    _, page = text_of(f"{server.url}/rules/liverpool", Cookie=f"lang={lang}")
    assert f'<html lang="{lang}">' in page and tr.gettext("Back to the lobby") in page
    assert html.escape(tr.gettext("Jokers and twos are wild")) in page


@pytest.mark.parametrize("lang", ["en", "kk", "lt", "ka"])
def test_a_refused_table_is_refused_in_the_reader_s_language(server: ServerProcess, lang: str) -> None:
    tr = i18n.translator(lang)
    body = json.dumps({"game": "liverpool", "players": 2, "name": "Ann"}).encode()
    request = urllib.request.Request(
        f"{server.url}/api/tables", data=body, headers={"Content-Type": "application/json", "Cookie": f"lang={lang}"}
    )
    with pytest.raises(urllib.error.HTTPError) as refused:
        urllib.request.urlopen(request, timeout=10)
    said = json.loads(refused.value.read())["error"]
    template = '{game} is for {low} to {high} players; for {count}, turn on the option "{option}" ({name})'
    params = {"game": "Liverpool", "low": 3, "high": 8, "count": "two", "option": "Allow a game of two"}
    assert said == tr.fill(template, {**params, "name": "two_players"})
    assert (
        said == 'Liverpool is for 3 to 8 players; for two, turn on the option "Allow a game of two" (two_players)'
    ) == (lang == "en")


BAD_TABLES = [
    (None, 4, {}, None),
    ("chess", 4, {}, None),
    ("liverpool", "four", {}, None),
    ("liverpool", 9, {}, None),
    ("carousel", 1, {}, None),
    ("liverpool", 2, {}, None),
    ("liverpool", 4, [], None),
    ("carousel", 3, {"wild": True}, None),
    ("liverpool", 4, {"wild_twos": "yes"}, None),
    ("liverpool", 4, {"buy_limit": -1}, None),
    ("rummoli", 4, {"poker": "holdem"}, None),
    ("rummoli", 4, {"starting_chips": 10**7}, None),
    ("liverpool", 4, {}, "greedy"),
    ("liverpool", 4, {}, [None, "smart"]),
    ("liverpool", 4, {}, [None, "expert"]),
]


@pytest.mark.parametrize("lang", ["kk", "lt", "ka"])
def test_every_lobby_refusal_is_said_in_each_language(lang: str) -> None:
    from rummyhall.server.lobby import LobbyRefusal, check_new_table

    for game, players, options, bots in BAD_TABLES:
        with pytest.raises(LobbyRefusal) as refused:
            check_new_table(game, players, options, bots)
        said = refused.value.said(lang)
        assert said != refused.value.message and "{" not in said.replace('{"wild_twos"', ""), said
        assert refused.value.said("en") == refused.value.message
        for notation in ("(poker)", "betting, showdown", "'holdem'", "(two_players)", "greedy"):
            assert (notation in said) == (notation in refused.value.message), (notation, said)
