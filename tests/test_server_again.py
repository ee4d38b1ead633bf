"""'Play again with the same players', over real WebSockets: a finished table makes one
new table with the same game, options, hints setting and seats; each person is sent a
new token of their own (at once, or when they come back to the finished table, even
after a restart); refusals before the end, to spectators and over the creation limit."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from rummyhall.bots import make_bot
from rummyhall.games import make
from test_server_support import Player, ServerProcess, get, post

OPTIONS = {"turn_cap": 1, "wild_twos": True}
"""A short Liverpool game (each deal ends after one turn) with a house rule to carry over."""


@pytest.fixture
def db(tmp_path: Path) -> str:
    return f"sqlite:///{tmp_path / 'again.db'}"


@pytest.fixture
def server(db: str) -> Any:
    process = ServerProcess(db).start()
    yield process
    process.kill()


def started_table(server: ServerProcess) -> tuple[str, Player, Player, str]:
    """Ann and Bob in person and a greedy bot, hints off, started; returns (id, Ann, Bob, Bob's token)."""
    status, made = post(
        server.url + "/api/tables",
        {
            "game": "liverpool",
            "players": 3,
            "options": OPTIONS,
            "bots": [None, None, "greedy"],
            "name": "Ann",
            "hints": False,
        },
    )
    assert status == 200, made
    status, joined = post(server.url + f"/api/tables/{made['id']}/join", {"name": "Bob"})
    assert status == 200, joined
    ann = Player(server, made["id"], made["token"])
    bob = Player(server, made["id"], joined["token"])
    ann.send({"type": "start"})
    ann.until(lambda m: m["type"] == "state")
    bob.until(lambda m: m["type"] == "state")
    return made["id"], ann, bob, joined["token"]


def play_to_the_end(players: list[Player], seats: int = 3) -> None:
    """Each person plays the greedy bot's choice for their seat until the game is over."""
    game = make("liverpool", seats, OPTIONS)
    bot = make_bot("liverpool", "greedy", 1)
    declined: set[tuple[int, int]] = set()
    for _ in range(500):
        for player in players:
            player.drain(0.05)
        latest = [p.latest for p in players]
        if any(m is not None and m["view"]["over"] for m in latest):
            return
        for player, m in zip(players, latest, strict=True):
            assert m is not None and m["type"] == "state"
            if not m["legal"] or (m["seq"], m["you"]) in declined:
                continue
            action = bot.choose(m["view"], [game.parse_action(a) for a in m["legal"]], m["may_pass"])
            if action is None:
                declined.add((m["seq"], m["you"]))
                continue
            seq = m["seq"]
            player.send({"type": "act", "seq": seq, "action": str(action)})
            player.until(lambda x, seq=seq: x["type"] == "error" or (x["type"] == "state" and x["seq"] > seq))
    raise AssertionError("the game did not end in 500 rounds of moves")


def invitation(player: Player) -> dict[str, Any]:
    return player.until(lambda m: m["type"] == "play_again")


def test_play_again_makes_one_table_with_the_same_seats_and_options(server: ServerProcess) -> None:
    table_id, ann, bob, _ = started_table(server)
    watcher = Player(server, table_id)
    ann.send({"type": "play_again"})
    assert "not over yet" in ann.error()["message"]
    play_to_the_end([ann, bob])
    assert ann.latest is not None and ann.latest["next_table"] is None
    watcher.send({"type": "play_again"})
    assert "watching" in watcher.error()["message"]

    ann.send({"type": "play_again"})
    to_ann, to_bob = invitation(ann), invitation(bob)
    new_id = to_ann["table"]
    assert to_bob["table"] == new_id != table_id
    assert to_ann["token"] != to_bob["token"] and ann.token not in (to_ann["token"], to_bob["token"])
    assert not any(m["type"] == "play_again" for m in watcher.received)  # (the tokens are private)
    watcher.until(lambda m: m["type"] == "state" and m["next_table"] == new_id)
    ann.until(lambda m: m["type"] == "state" and m["next_table"] == new_id)
    bob.send({"type": "play_again"})  # (a second request reuses the table, and the same token)
    assert invitation(bob) == to_bob

    old, new = get(server.url + f"/api/tables/{table_id}"), get(server.url + f"/api/tables/{new_id}")
    assert (new["game"], new["players"], new["options"], new["hints"]) == ("liverpool", 3, old["options"], False)
    assert new["changed_options"] == OPTIONS and new["status"] == "lobby" and new["moves"] == 0
    assert [s["name"] for s in new["seats"]] == [s["name"] for s in old["seats"]] == ["Ann", "Bob", "Ada (greedy)"]
    assert [(s["bot"], s["person"]) for s in new["seats"]] == [(None, True), (None, True), ("greedy", False)]
    assert "token" not in json.dumps(new)

    status, answer = post(server.url + f"/api/tables/{new_id}/join", {"name": "Stranger"})
    assert status == 400 and "every seat" in answer["error"]  # (the people's seats are kept for them)
    again_ann = Player(server, new_id, to_ann["token"])
    assert again_ann.latest is not None and again_ann.latest["you"] == 0
    stale = Player(server, new_id, ann.token)
    assert stale.received[-1]["type"] == "error"  # (the old token is no seat at the new table)
    again_bob = Player(server, new_id, to_bob["token"])
    assert again_bob.latest is not None and again_bob.latest["you"] == 1
    again_bob.send({"type": "start"})
    started = again_ann.until(lambda m: m["type"] == "state")
    assert started["table"]["status"] == "playing" and started["you"] == 0
    for player in (ann, bob, watcher, again_ann, again_bob, stale):
        player.close()


def test_play_again_keeps_each_bot_s_level(server: ServerProcess) -> None:
    """A bot seated by its level plays again at that level; a bot chosen by its kind stays one of its
    kind, with no level (though medium's bot is of the same kind, shrewd)."""
    body = {
        "game": "liverpool",
        "players": 4,
        "options": OPTIONS,
        "bots": [None, "easy", "medium", "shrewd"],
        "name": "Ann",
    }
    status, made = post(server.url + "/api/tables", body)
    assert status == 200, made
    ann = Player(server, made["id"], made["token"])
    ann.send({"type": "start"})
    ann.until(lambda m: m["type"] == "state")
    play_to_the_end([ann], seats=4)
    ann.send({"type": "play_again"})
    new_id = invitation(ann)["table"]
    seats = [(s["name"], s["bot"], s["level"]) for s in get(server.url + f"/api/tables/{new_id}")["seats"]]
    old = [(s["name"], s["bot"], s["level"]) for s in get(server.url + f"/api/tables/{made['id']}")["seats"]]
    assert (
        seats
        == old
        == [
            ("Ann", None, None),
            ("Ada (greedy)", "greedy", "easy"),
            ("Ben (shrewd)", "shrewd", "medium"),
            ("Cleo (shrewd)", "shrewd", None),
        ]
    )
    ann.close()


def test_a_person_who_comes_back_later_is_invited_even_after_a_restart(server: ServerProcess) -> None:
    come_back_after_a_restart(server)


def come_back_after_a_restart(server: ServerProcess) -> None:
    """Ann plays again while Bob is away; the server is killed and started again; Bob comes
    back to the finished table and is invited to the same new table, where his token seats him."""
    table_id, ann, bob, bob_token = started_table(server)
    play_to_the_end([ann, bob])
    bob.close()
    ann.send({"type": "play_again"})
    to_ann = invitation(ann)
    new_id = to_ann["table"]
    with_ann = Player(server, new_id, to_ann["token"])
    ann.close()
    with_ann.send({"type": "start"})
    assert "Bob has not come back" in with_ann.error()["message"]
    with_ann.close()

    server.kill()
    server.start()
    assert get(server.url + f"/api/tables/{new_id}")["seats"][1]["returning"] is True
    bob = Player(server, table_id, bob_token)
    assert bob.latest is not None and bob.latest["next_table"] == new_id
    to_bob = invitation(bob)
    assert to_bob["table"] == new_id
    bob.close()
    again_bob = Player(server, new_id, to_bob["token"])
    assert again_bob.latest is not None and again_bob.latest["you"] == 1
    assert get(server.url + f"/api/tables/{new_id}")["seats"][1]["returning"] is False
    again_bob.send({"type": "start"})
    again_bob.until(lambda m: m["type"] == "state")
    again_bob.close()


def test_play_again_counts_against_the_creation_limit(db: str) -> None:
    server = ServerProcess(db, options=("--create-limit", "1", "--create-window", "600")).start()
    try:
        _, ann, bob, _ = started_table(server)
        play_to_the_end([ann, bob])
        ann.send({"type": "play_again"})
        assert "too many new tables" in ann.error()["message"]
        assert ann.latest is not None and ann.latest["next_table"] is None
        ann.close()
        bob.close()
    finally:
        server.kill()
