"""Help at the table: the rules endpoint (summary and options, this table's house rules
marked by the page) and the ``hint`` message (the greedy bot's advice, refused to
spectators, off the seat's move, and at a table with hints off)."""

from __future__ import annotations

import asyncio
import sqlite3
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from rummyhall.games import GAMES
from rummyhall.server.hub import Hub
from rummyhall.server.lobby import LABELS
from rummyhall.server.refusals import Refused
from rummyhall.server.room import Room
from rummyhall.server.storage import Seat, Storage
from test_server_support import Player, ServerProcess, get, post


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServerProcess]:
    process = ServerProcess(f"sqlite:///{tmp_path_factory.mktemp('help') / 'rummyhall.db'}").start()
    yield process
    process.kill()


@pytest.fixture
def storage() -> Iterator[Storage]:
    storage = Storage("sqlite://")
    yield storage
    storage.close()


def playing_room(storage: Storage, hints: bool = True) -> Room:
    """A started Liverpool table (Ann and two bots that are never woken), as a Room."""
    table_id, _, _ = asyncio.run(
        Hub(storage).create("liverpool", 3, {}, [None, "random", "random"], "Ann", seed=4, hints=hints)
    )
    storage.set_status(table_id, "playing")
    stored = storage.load(table_id)
    assert stored is not None
    return Room(stored, storage)


@pytest.mark.parametrize("game", list(GAMES))
def test_the_rules_endpoint_gives_each_games_summary_and_options(server: ServerProcess, game: str) -> None:
    rules = get(f"{server.url}/api/rules/{game}")
    text = (Path(__file__).parent.parent / "src" / "rummyhall" / "rules" / f"{game}.txt").read_text(encoding="utf-8")
    page = text[: text.index("rummyhall play")].rsplit("\n", 1)[0].rstrip() + "\n"  # (not the terminal's command)
    assert rules["game"] == game and rules["summary"] == page and "-o " not in page
    assert set(rules["options"]) == set(GAMES[game].OPTIONS)
    for key, option in GAMES[game].OPTIONS.items():
        assert rules["options"][key] == {
            "default": option.default,
            "help": option.help,
            "label": LABELS[game][key],
            "rule": None if key == "turn_cap" else option.help.split(":")[0],
        }


def test_an_unknown_game_has_no_rules(server: ServerProcess) -> None:
    with pytest.raises(Exception, match="404"):
        get(f"{server.url}/api/rules/chess")


def test_the_table_says_its_house_rules_and_hints(server: ServerProcess) -> None:
    status, made = post(
        server.url + "/api/tables",
        {
            "game": "rummoli",
            "players": 3,
            "options": {"bet_limit": 9},
            "bots": [None, "greedy", "greedy"],
            "name": "Ann",
            "hints": False,
        },
    )
    assert status == 200, made
    table = get(f"{server.url}/api/tables/{made['id']}")
    assert table["changed_options"] == {"bet_limit": 9}
    assert table["hints"] is False
    status, refused = post(
        server.url + "/api/tables", {"game": "rummoli", "players": 3, "bots": [None, "greedy", "greedy"], "hints": "no"}
    )
    assert status == 400 and "hints must be true" in refused["error"]


def test_a_hint_over_the_socket_is_a_legal_move_and_a_spectator_is_refused(server: ServerProcess) -> None:
    status, made = post(
        server.url + "/api/tables",
        {"game": "liverpool", "players": 3, "bots": [None, "greedy", "greedy"], "name": "Ann"},
    )
    assert status == 200, made
    ann = Player(server, made["id"], made["token"])
    watcher = Player(server, made["id"])
    try:
        ann.send({"type": "start"})
        mine = ann.until(lambda m: m["type"] == "state" and bool(m["legal"]), timeout=30)
        for _ in range(5):
            ann.send({"type": "hint"})
            hint = ann.until(lambda m: m["type"] in ("hint", "error"))
            if hint["type"] == "hint" or "not your move" not in hint["message"]:
                break  # (else the bots moved on before the question was read: ask at Ann's next move)
            seen = ann.latest
            has_move = seen is not None and seen is not mine and bool(seen["legal"])
            mine = seen if has_move else ann.until(lambda m: m["type"] == "state" and bool(m["legal"]), timeout=30)
        assert hint["type"] == "hint", hint
        if ann.latest is mine:  # (no bot moved meanwhile: the hint is for this position)
            assert hint["action"] in mine["legal"]
        assert hint["action"] and hint["action"] in hint["text"]
        watcher.send({"type": "hint"})
        refused = watcher.error()
        assert refused["about"] == "hint" and "watching" in refused["message"]
    finally:
        ann.close()
        watcher.close()


def test_a_hint_is_the_greedy_bots_legal_choice_for_the_seat_to_move(storage: Storage) -> None:
    room = playing_room(storage)
    seat = room.state.actors()[0]
    hint = room.hint(seat)
    assert hint["type"] == "hint"
    assert hint["action"] in [str(a) for a in room.state.legal(seat)]
    assert hint["text"] == f"The greedy bot would play: {hint['action']}."
    assert room.hint(seat) == hint  # (the same position, the same advice)


def test_a_hint_is_refused_to_a_spectator_off_turn_and_with_hints_off(storage: Storage) -> None:
    room = playing_room(storage)
    waiting = next(s for s in range(3) if s not in room.state.actors())
    with pytest.raises(Refused, match="watching"):
        room.hint(None)
    with pytest.raises(Refused, match="not your move"):
        room.hint(waiting)
    off = playing_room(storage, hints=False)
    assert off.public()["hints"] is False
    with pytest.raises(Refused, match="hints are turned off"):
        off.hint(off.state.actors()[0])


def test_a_hint_is_refused_before_the_game_starts(storage: Storage) -> None:
    table_id, _, _ = asyncio.run(Hub(storage).create("liverpool", 3, {}, [None, "random", "random"], "Ann"))
    stored = storage.load(table_id)
    assert stored is not None
    with pytest.raises(Refused, match="not being played"):
        Room(stored, storage).hint(0)


def test_an_old_database_gets_the_hints_column_with_hints_allowed(tmp_path: Path) -> None:
    path = tmp_path / "old.db"
    with sqlite3.connect(path) as db:
        db.execute(
            "CREATE TABLE rh_tables (id VARCHAR(32) PRIMARY KEY, game VARCHAR(32) NOT NULL, players INTEGER NOT NULL,"
            " options TEXT NOT NULL, seed BIGINT NOT NULL, bot_seed BIGINT NOT NULL, status VARCHAR(16) NOT NULL,"
            " created FLOAT NOT NULL, finished FLOAT, result TEXT)"
        )
        db.execute("INSERT INTO rh_tables VALUES ('oldtable1', 'rummoli', 3, '{}', 9, 5, 'lobby', 0, NULL, NULL)")
    storage = Storage(f"sqlite:///{path}")
    try:
        stored = storage.load("oldtable1")
        assert stored is not None and stored.hints is True and stored.bot_seed == 5
        new = storage.create_table("rummoli", 3, {}, 1, [Seat(None, None, "greedy")] * 3, hints=False)
        loaded: Any = storage.load(new)
        assert loaded.hints is False
    finally:
        storage.close()
    with sqlite3.connect(path) as db:
        assert "hints" in [row[1] for row in db.execute("PRAGMA table_info(rh_tables)")]


@pytest.mark.parametrize("game", list(GAMES))
def test_each_games_hint_is_a_move_the_engine_accepts(storage: Storage, game: str) -> None:
    players = 3
    table_id, _, _ = asyncio.run(Hub(storage).create(game, players, {}, [None, "random", "random"], "Ann", seed=11))
    storage.set_status(table_id, "playing")
    stored = storage.load(table_id)
    assert stored is not None
    room = Room(stored, storage)
    seat = room.state.actors()[0]
    hint = room.hint(seat)
    assert hint["action"] is not None and hint["action"] in hint["text"]
    room.state.clone().act(seat, hint["action"])  # (an illegal one would raise)


def test_hints_count_against_the_message_rate(tmp_path: Path) -> None:
    from test_server_limits import new_table, serving

    with serving(tmp_path, message_rate=2) as limited:
        watcher = Player(limited, new_table(limited)["id"])  # type: ignore[arg-type]
        for _ in range(10):
            watcher.send({"type": "hint"})
        answers = [watcher.recv() for _ in range(10)]
        watcher.close()
    assert all(a["type"] == "error" for a in answers)
    too_fast = [a for a in answers if a["message"].startswith("too many messages")]
    answered = [a for a in answers if a not in too_fast]
    assert len(too_fast) >= 5 and len(answered) >= 4
    assert all("watching" in a["message"] and a["about"] == "hint" for a in answered)
