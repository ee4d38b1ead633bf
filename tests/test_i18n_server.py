"""GET /api/messages/<lang>: the pages' strings from the same catalogs (docs/i18n.md)."""

from __future__ import annotations

import html
import json
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from rummyhall import i18n
from test_server_support import ServerProcess

RULES = Path(i18n.__file__).parent / "rules"


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


def test_a_language_s_messages(server: ServerProcess) -> None:
    status, headers, data = fetch(f"{server.url}/api/messages/kk")
    assert status == 200 and headers["content-language"] == "kk"
    assert data["lang"] == "kk" and data["plurals"] == ["one", "other"]
    assert data["messages"]["drew from the stock"] == "қоймадан тартты"


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
    assert rules["summary"] == (RULES / f"rummoli.{lang}.txt").read_text(encoding="utf-8")
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
