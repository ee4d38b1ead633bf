"""The bots' levels at the server (issue 30): ``GET /api/games`` offers them, ``POST /api/tables``
seats a level's bot in each seat given a level (its kind, and the search's thinking time for
hard), refuses anything else in words, and the database keeps each seat's level (SQLite and
PostgreSQL, across a restart; an older database without the column gets it)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from rummyhall.bots.levels import HARD_SECONDS, LEVEL_NAMES, LEVELS
from rummyhall.server.storage import Seat, Storage
from test_server_support import Player, ServerProcess, get, post, postgres_schema


@pytest.fixture(params=["sqlite", "postgresql"])
def db_url(request: Any, tmp_path: Path) -> Iterator[str]:
    if request.param == "sqlite":
        yield f"sqlite:///{tmp_path / 'levels.db'}"
        return
    yield from postgres_schema()


@pytest.fixture
def server(tmp_path: Path) -> Iterator[ServerProcess]:
    process = ServerProcess(f"sqlite:///{tmp_path / 'lobby.db'}", options=("--create-limit", "0")).start()
    yield process
    process.kill()


def test_the_levels_are_offered_with_a_description_and_a_default(server: ServerProcess) -> None:
    games = get(server.url + "/api/games")
    assert [level["name"] for level in games["levels"]] == list(LEVEL_NAMES)
    assert games["default_level"] == "medium"
    for level in games["levels"]:
        assert (
            level["title"]
            and level["about"].endswith(".")
            and level["bots"] == {game: LEVELS[game][level["name"]] for game in LEVELS}
        )
    hard = games["levels"][2]
    assert "{seconds}" in hard["about"] and hard["seconds"] == HARD_SECONDS


def test_a_level_seats_its_bot_and_is_kept_across_a_restart(db_url: str) -> None:
    server = ServerProcess(db_url).start()
    try:
        body = {"game": "liverpool", "players": 4, "bots": [None, "easy", "hard", "greedy"], "name": "Ann"}
        status, made = post(server.url + "/api/tables", body)
        assert status == 200, made
        seats = get(server.url + f"/api/tables/{made['id']}")["seats"]
        expected = [
            ("Ann", None, None),
            ("Ada (greedy)", "greedy", "easy"),
            ("Ben (search 1s)", "search", "hard"),
            ("Cleo (greedy)", "greedy", None),  # (a bot chosen by its kind, as before)
        ]
        assert [(s["name"], s["bot"], s["level"]) for s in seats] == expected
        server.kill()
        server.start()
        seats = get(server.url + f"/api/tables/{made['id']}")["seats"]
        assert [(s["name"], s["bot"], s["level"]) for s in seats] == expected
    finally:
        server.kill()


def test_rummoli_easy_is_the_random_bot_and_its_bots_play(server: ServerProcess) -> None:
    body = {"game": "rummoli", "players": 3, "bots": [None, "easy", "medium"], "name": "Ann"}
    status, made = post(server.url + "/api/tables", body)
    assert status == 200, made
    ann = Player(server, made["id"], made["token"])
    assert ann.latest is not None
    seats = ann.latest["table"]["seats"]
    assert [(s["name"], s["bot"], s["level"]) for s in seats] == [
        ("Ann", None, None),
        ("Ada (random)", "random", "easy"),
        ("Ben (shrewd)", "shrewd", "medium"),
    ]
    ann.send({"type": "start"})
    moved_by: set[int] = set()
    while not {1, 2} <= moved_by:  # (Ann plays her first legal action until both bots have moved)
        state = ann.until(lambda m: m["type"] == "state")
        moved_by |= {event["seat"] for event in state["last"] if event["seat"] is not None}
        if state["legal"]:
            ann.send({"type": "act", "seq": state["seq"], "action": state["legal"][0]})
    ann.close()


BAD_BOTS = [
    ([None, "expert"], "there is no bot 'expert' for seat 2: choose a level (easy or medium or hard), a bot"),
    ([None, "Hard"], "there is no bot 'Hard' for seat 2: choose a level (easy or medium or hard)"),
    ([None, {"level": "hard"}], "there is no bot {'level': 'hard'} for seat 2: choose a level"),
    ([None, 3], "there is no bot 3 for seat 2"),
    ([None, ["hard"]], "there is no bot ['hard'] for seat 2"),
    ("hard", "bots must be a list with one entry per seat: a level (easy or medium or hard), a bot (random or"),
    ({"2": "hard"}, "bots must be a list with one entry per seat"),
]


@pytest.mark.parametrize(("bots", "words"), BAD_BOTS)
def test_anything_but_a_level_or_a_bot_is_refused_in_words(server: ServerProcess, bots: Any, words: str) -> None:
    status, answer = post(server.url + "/api/tables", {"game": "carousel", "players": 3, "bots": bots, "name": "A"})
    assert status == 400 and answer["error"].startswith(words), answer


def test_a_bad_level_is_refused_in_the_readers_language(server: ServerProcess) -> None:
    import json
    import urllib.error
    import urllib.request

    body = json.dumps({"game": "carousel", "players": 3, "bots": [None, "expert"], "name": "A"}).encode()
    request = urllib.request.Request(
        server.url + "/api/tables",
        data=body,
        headers={"Content-Type": "application/json", "Accept-Language": "lt"},
        method="POST",
    )
    with pytest.raises(urllib.error.HTTPError) as refused:
        urllib.request.urlopen(request, timeout=10)
    said = json.loads(refused.value.read())["error"]
    assert "nėra boto 'expert'" in said and "easy arba medium arba hard" in said, said


def test_a_seat_given_to_a_bot_by_its_level(server: ServerProcess) -> None:
    body = {"game": "carousel", "players": 3, "bots": [None, None, "easy"], "name": "A"}
    status, made = post(server.url + "/api/tables", body)
    assert status == 200, made
    ann = Player(server, made["id"], made["token"])
    ann.send({"type": "bot", "seat": 1, "bot": "expert"})
    assert "choose a bot: easy, medium, hard, random" in ann.error()["message"]
    ann.send({"type": "bot", "seat": 1, "bot": "medium"})
    ann.until(lambda m: m["type"] in ("lobby", "state") and m["table"]["seats"][1]["bot"] == "shrewd")
    seats = get(server.url + f"/api/tables/{made['id']}")["seats"]
    assert [(s["bot"], s["level"]) for s in seats[1:]] == [("shrewd", "medium"), ("greedy", "easy")]
    ann.close()


def test_an_older_database_gets_the_level_column(db_url: str) -> None:
    from sqlalchemy import text

    store = Storage(db_url)
    table_id = store.create_table("liverpool", 2, {}, 7, [Seat("Ann", "hash", None), Seat(None, None, "greedy")])
    with store.engine.begin() as db:  # (the database as it was before the levels)
        db.execute(text("ALTER TABLE rh_seats DROP COLUMN level"))
    store.close()
    store = Storage(db_url)
    loaded = store.load(table_id)
    assert loaded is not None and loaded.seats == [Seat("Ann", "hash", None), Seat(None, None, "greedy", None)]
    again = store.create_table("carousel", 2, {}, 8, [Seat("Ann", "h", None), Seat(None, None, "search", "hard")])
    assert store.load(again).seats[1] == Seat(None, None, "search", "hard")  # type: ignore[union-attr]
    store.close()
