"""The lobby's server side: options in plain labels with their rule IDs apart, the rules
page they link to, refusals of a new table that say how to put it right, and the open
tables (listed, waiting, bounded, never a token)."""

from __future__ import annotations

import json
import re
import time
import urllib.error
import urllib.request
from pathlib import Path
from typing import Any

import pytest

from rummyhall.games import GAMES
from rummyhall.server.lobby import LABELS, OPEN_TABLES
from test_server_support import Player, ServerProcess, get, post


@pytest.fixture
def server(tmp_path: Path) -> Any:
    process = ServerProcess(f"sqlite:///{tmp_path / 'lobby.db'}", options=("--create-limit", "0")).start()
    yield process
    process.kill()


def text_of(url: str) -> tuple[int, str]:
    try:
        with urllib.request.urlopen(url, timeout=10) as response:
            return response.status, response.read().decode()
    except urllib.error.HTTPError as error:
        return error.code, error.read().decode()


def test_options_have_plain_labels_and_their_rule_ids_apart(server: ServerProcess) -> None:
    games = {g["name"]: g for g in get(server.url + "/api/games")["games"]}
    assert {g["title"] for g in games.values()} == {"Liverpool", "Carousel", "Rummoli"}
    for game in games.values():
        assert set(game["options"]) == set(LABELS[game["name"]]) == set(GAMES[game["name"]].OPTIONS)
        for name, option in game["options"].items():
            label = option["label"]
            assert label == LABELS[game["name"]][name] and not re.search(r"[A-Z]{3}-\d|_", label), (name, label)
            if name != "turn_cap":
                assert re.fullmatch(r"(LIV|CAR|RUM)-\d+", option["rule"]), (name, option["rule"])
                assert option["help"].startswith(option["rule"] + ": ")
            for choice, words in (option["choice_labels"] or {}).items():
                assert choice in option["choices"] and words[0].isupper() and "_" not in words
    assert games["liverpool"]["options"]["wild_twos"]["label"] == "Jokers and twos are wild"
    assert games["liverpool"]["options"]["wild_twos"]["rule"] == "LIV-3"
    assert games["rummoli"]["options"]["poker"]["choice_labels"] == {
        "betting": "A round of limit betting",
        "showdown": "Hands compared, no betting",
    }
    rules = get(server.url + "/api/rules/carousel")["options"]
    assert rules["target"]["rule"] == "CAR-13" and rules["target"]["label"].startswith("The game ends")

    status, page = text_of(server.url + "/rules/liverpool")
    assert status == 200 and 'id="wild_twos"' in page and "Jokers and twos are wild" in page
    assert "LIVERPOOL RUMMY" in page and "LIV-3" in page
    status, page = text_of(server.url + "/rules/chess")
    assert status == 404 and 'href="/"' in page


REFUSALS: list[tuple[dict[str, Any], str]] = [
    ({"players": 4}, "choose a game: Liverpool, Carousel, Rummoli"),
    ({"game": "chess", "players": 4}, "there is no game 'chess'; choose a game: Liverpool, Carousel, Rummoli"),
    ({"game": "liverpool"}, "say how many players, as a whole number: Liverpool is for 3 to 8"),
    ({"game": "liverpool", "players": "4"}, "say how many players, as a whole number: Liverpool is for 3 to 8"),
    (
        {"game": "liverpool", "players": 2},
        'Liverpool is for 3 to 8 players; for two, turn on the option "Allow a game of two" (two_players)',
    ),
    ({"game": "liverpool", "players": 9}, "Liverpool is for 3 to 8 players, not 9: choose fewer seats"),
    ({"game": "carousel", "players": 1}, "Carousel is for 2 to 5 players, not 1: choose more seats"),
    (
        {"game": "liverpool", "players": 4, "options": ["wild_twos"]},
        'the options must be an object of name: value, such as {"wild_twos": true}',
    ),
    (
        {"game": "carousel", "players": 2, "options": {"wild": True}},
        "Carousel has no option 'wild'; its options are"
        ' "The game ends when someone reaches this many points" (target);'
        ' "A first meld in a round needs a whole meld from your hand" (initial_meld_from_hand)',
    ),
    (
        {"game": "liverpool", "players": 4, "options": {"wild_twos": "yes"}},
        "\"Jokers and twos are wild\" (wild_twos) is on or off (true or false), not 'yes'",
    ),
    (
        {"game": "liverpool", "players": 4, "options": {"buy_limit": -1}},
        '"Most buys per player in a deal (empty: no limit)" (buy_limit) must be a whole number 0 or more'
        " (or none), not -1",
    ),
    (
        # (for people a number is grouped as the language writes it; the answer's "message" keeps the digits)
        {"game": "rummoli", "players": 4, "options": {"starting_chips": 10**7}},
        '"Chips each player starts with" (starting_chips) must be a whole number from 9 to 1,000,000, not 10000000',
    ),
    (
        {"game": "rummoli", "players": 4, "options": {"poker": "holdem"}},
        "\"The poker hand of each round\" (poker) must be one of betting, showdown, not 'holdem'",
    ),
    (
        {"game": "liverpool", "players": 3, "bots": "greedy"},
        "bots must be a list with one entry per seat: a level (easy or medium or hard),"
        " a bot (random or greedy or shrewd or search) or null for a person",
    ),
    (
        {"game": "liverpool", "players": 3, "bots": [None, "smart"]},
        "there is no bot 'smart' for seat 2: choose a level (easy or medium or hard),"
        " a bot (random or greedy or shrewd or search) or null for a person",
    ),
    ({"game": "liverpool", "players": 3, "name": " "}, "type your name first: it is how the others see you"),
    ({"game": "liverpool", "players": 3, "hints": "no"}, "hints must be true (allowed) or false (turned off)"),
    ({"game": "liverpool", "players": 3, "listed": 1}, "listed must be true (shown in the lobby's open tables)"),
]


def test_every_refusal_of_a_new_table_says_what_to_change(server: ServerProcess) -> None:
    for body, words in REFUSALS:
        status, answer = post(server.url + "/api/tables", {"name": "Ann", **body})
        assert status == 400 and answer["error"].startswith(words), (body, answer)
    two = {"game": "liverpool", "players": 2, "name": "Ann", "options": {"two_players": True}}
    assert post(server.url + "/api/tables", two)[0] == 200


def open_now(server: ServerProcess, predicate: Any) -> list[dict[str, Any]]:
    """The open tables, asked again (the answer is reused for a second) until ``predicate`` holds."""
    deadline = time.monotonic() + 5
    while True:
        tables: list[dict[str, Any]] = get(server.url + "/api/tables")["tables"]
        if predicate(tables) or time.monotonic() > deadline:
            return tables
        time.sleep(0.2)


def new_table(server: ServerProcess, listed: bool, bots: list[str | None], game: str = "liverpool") -> dict[str, Any]:
    body = {"game": game, "players": len(bots), "bots": bots, "name": "Ann", "listed": listed}
    if game == "liverpool":
        body["options"] = {"wild_twos": True}
    status, made = post(server.url + "/api/tables", body)
    assert status == 200, made
    return made


def test_open_tables_are_the_listed_ones_waiting_with_someone_there(server: ServerProcess) -> None:
    listed = new_table(server, True, [None, None, "greedy"])
    unlisted = new_table(server, False, [None, None, "greedy"])
    nobody_there = new_table(server, True, [None, None, "random"])
    assert open_now(server, lambda t: False) == []  # (nobody is at any table yet)
    ann = Player(server, listed["id"], listed["token"])
    others = [Player(server, made["id"], made["token"]) for made in (unlisted,)]
    tables = open_now(server, lambda t: len(t) == 1)
    assert tables == [
        {
            "id": listed["id"],
            "game": "liverpool",
            "title": "Liverpool",
            "players": 3,
            "taken": 2,
            "waiting": ["Ann"],
            "bots": ["Ada (greedy)"],
            "house_rules": ["Jokers and twos are wild"],
            "join": f"/t/{listed['id']}",
        }
    ]
    raw = urllib.request.urlopen(server.url + "/api/tables", timeout=10).read().decode()
    assert listed["token"] not in raw and "token" not in raw and nobody_there["id"] not in raw
    status, _ = post(server.url + f"/api/tables/{listed['id']}/join", {"name": "Bob"})
    assert status == 200
    assert open_now(server, lambda t: t == []) == []  # (a full table is not open)
    for player in (ann, *others):
        player.close()


def test_the_open_tables_list_is_bounded_newest_first(server: ServerProcess) -> None:
    made = [new_table(server, True, [None, None], game="carousel") for _ in range(OPEN_TABLES + 2)]
    players = [Player(server, m["id"], m["token"]) for m in made]
    tables = open_now(server, lambda t: len(t) == OPEN_TABLES)
    assert [t["id"] for t in tables] == [m["id"] for m in reversed(made)][:OPEN_TABLES]
    assert len(json.dumps(tables)) < 20_000
    for player in players:
        player.close()
