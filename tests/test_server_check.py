"""The ``check`` message: a Carousel draft table is answered with each meld's own
fault and the reason the whole table would be refused; a Liverpool lay-down still
with its fault and penalty.  First on a :class:`Room` holding a known position, then
through a real server's WebSocket."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from pathlib import Path

import pytest

from rummyhall.cards import parse_cards
from rummyhall.games.carousel import CarouselState
from rummyhall.server.hub import Hub
from rummyhall.server.refusals import Refused
from rummyhall.server.room import Room
from rummyhall.server.storage import Storage
from test_server_support import Player, ServerProcess, post

NOT_A_GROUP_OF_ONE = "Not a group: a group has 3 or 4 cards, this has 1"


@pytest.fixture
def storage() -> Iterator[Storage]:
    storage = Storage("sqlite://")
    yield storage
    storage.close()


def room_for(storage: Storage, game: str, players: int) -> Room:
    """A table of ``game`` in the lobby (checking needs no started game)."""
    table_id, _, _ = asyncio.run(Hub(storage).create(game, players, {}, [], "Ann", seed=1))
    stored = storage.load(table_id)
    assert stored is not None
    return Room(stored, storage)


@pytest.fixture
def carousel(storage: Storage) -> Room:
    """Seat 0 holds Kh * 2c 9c and has drawn 8h; the table is 5h 6h 7h | Qc Qd Qs | 8d 9d Td *Jd."""
    room = room_for(storage, "carousel", 3)
    table = "5h 6h 7h | Qc Qd Qs | 8d 9d Td *Jd"
    state = CarouselState.from_position(room.game, ["Kh * 2c 9c", "3s 4s", "Ac"], "8h 5c", table)
    state.act(0, "draw")
    room.recorder.state = state
    return room


def faults(answer: dict[str, object]) -> list[object]:
    melds = answer["melds"]
    assert isinstance(melds, list)
    return [m["fault"] for m in melds]


def test_a_good_table_has_no_fault(carousel: Room) -> None:
    answer = carousel.check(0, "meld 5h 6h 7h 8h | Qc Qd Qs | 8d 9d Td *Jd")
    assert answer == {
        "type": "check",
        "action": "meld 5h 6h 7h 8h | Qc Qd Qs | 8d 9d Td *Jd",
        "fault": None,
        "penalty": 0,
        "melds": [{"fault": None}, {"fault": None}, {"fault": None}],
    }


def test_each_meld_is_marked_with_its_own_fault(carousel: Room) -> None:
    answer = carousel.check(0, "meld 5h 6h 7h | Qc Qd Qs 8h | 8d 9d Td *Jd | Kh")
    assert faults(answer) == [None, "Not a sequence: the cards are not all of one suit", None, NOT_A_GROUP_OF_ONE]
    assert answer["fault"] == "meld 2 (Qc Qd Qs 8h): Not a sequence: the cards are not all of one suit"


def test_a_joker_must_be_declared(carousel: Room) -> None:
    answer = carousel.check(0, "meld 5h 6h 7h 8h * | Qc Qd Qs | 8d 9d Td *Jd")
    assert faults(answer) == ["A joker on the table must say which card it stands for, like *9h", None, None]
    declared = carousel.check(0, "meld 5h 6h 7h 8h *9h | Qc Qd Qs | 8d 9d Td *Jd")
    assert declared["fault"] is None and faults(declared) == [None, None, None]


def test_faults_of_the_whole_table_leave_the_melds_valid(carousel: Room) -> None:
    """A missing table card, no card from the hand, a joker moved off its card (CAR-5)."""
    cases = [
        ("meld 5h 6h 7h 8h | Qc Qd Qs", "8d was on the table and is missing", [None, None]),
        (
            "meld 5h 6h 7h | Qc Qd Qs | 8d 9d Td *Jd",
            "a meld must add at least one card from your hand (CAR-7)",
            [None] * 3,
        ),
        ("meld 5h 6h 7h 8h | Qc Qd Qs | 8d 9d Td *Jd | 2d 3d 4d", "you do not hold 2d", [None] * 4),
        (
            "meld 5h 6h 7h 8h *9h | Qc Qd Qs | 8d 9d Td",
            "the joker *Jd can only change if the real Jd takes its place (CAR-5)",
            [None] * 3,
        ),
    ]
    for text, fault, melds in cases:
        answer = carousel.check(0, text)
        assert (answer["fault"], faults(answer)) == (fault, melds), text


def test_not_your_turn_still_marks_each_meld(carousel: Room) -> None:
    answer = carousel.check(1, "meld 5h 6h 7h | Qc Qd Qs | 8d 9d Td *Jd | 3s 4s")
    assert answer["fault"] == "it is not your turn: seat 0 is playing"
    assert faults(answer) == [None, None, None, "Not a sequence: a sequence needs at least 3 cards, this has 2"]


def test_text_that_is_not_a_meld_gets_words_and_no_melds(carousel: Room) -> None:
    answer = carousel.check(0, "meld 5h 6h 7x")
    assert "'7x' is not a card" in answer["fault"] and "melds" not in answer
    assert carousel.check(0, "draw") == {"type": "check", "action": "draw", "fault": None, "penalty": 0}
    with pytest.raises(Refused, match="say which action"):
        carousel.check(0, None)


def test_a_liverpool_lay_down_keeps_its_answer(storage: Storage) -> None:
    """A lay-down is checked through the game's own check (the engine protocol): one that would
    be refused says why at no cost, one that fails the contract costs the LIV-12 penalty."""
    room = room_for(storage, "liverpool", 3)
    early = room.check(0, "down 7c 7d 7h | 8s 8d 8h")
    assert "not your turn" in early["fault"] and early["penalty"] == 0
    state = room.state
    state.hands[0] = parse_cards("7c 7d 7h 8s 8d 8h Kc")
    state.phase, state.turn = "play", 0  # (seat 0 has drawn and may go down)
    good = room.check(0, "down 7c 7d 7h | 8s 8d 8h")
    assert good == {
        "type": "check",
        "action": "down 7c 7d 7h | 8s 8d 8h",
        "fault": None,
        "penalty": 0,
        "melds": [{"fault": None}, {"fault": None}],
    }
    failed = room.check(0, "down 7c 7d 7h")
    assert "2 melds, not 1" in failed["fault"] and failed["penalty"] == 50


@pytest.fixture
def server(tmp_path: Path) -> Iterator[ServerProcess]:
    process = ServerProcess(f"sqlite:///{tmp_path / 'check.db'}").start()
    yield process
    process.kill()


def test_check_through_the_socket(server: ServerProcess) -> None:
    """Two people at a Carousel table: the one to play checks a lone hand card as a meld."""
    status, made = post(server.url + "/api/tables", {"game": "carousel", "players": 2, "bots": [], "name": "Ann"})
    assert status == 200, made
    status, joined = post(server.url + f"/api/tables/{made['id']}/join", {"name": "Bob"})
    assert status == 200, joined
    people = [Player(server, made["id"], made["token"]), Player(server, made["id"], joined["token"])]
    watcher = Player(server, made["id"])
    people[0].send({"type": "start"})
    for person in people:
        person.until(lambda m: m["type"] == "state")
    state = people[0].latest
    assert state is not None
    turn = state["view"]["turn"]
    player, other = people[turn], people[1 - turn]
    assert player.latest is not None and other.latest is not None
    lone = f"meld {player.latest['view']['hand'][0]}"

    player.send({"type": "check", "action": lone})
    answer = player.until(lambda m: m["type"] == "check")
    assert answer["fault"] == "draw first (CAR-6)" and answer["melds"] == [{"fault": NOT_A_GROUP_OF_ONE}]

    other.send({"type": "check", "action": f"meld {other.latest['view']['hand'][0]}"})
    answer = other.until(lambda m: m["type"] == "check")
    assert answer["fault"].startswith("it is not your turn") and answer["melds"] == [{"fault": NOT_A_GROUP_OF_ONE}]

    player.send({"type": "act", "seq": state["seq"], "action": "draw"})
    player.until(lambda m: m["type"] == "state" and m["seq"] > state["seq"])
    player.send({"type": "check", "action": lone})
    answer = player.until(lambda m: m["type"] == "check")
    assert answer["fault"] == f"meld 1 ({lone[5:]}): {NOT_A_GROUP_OF_ONE}"

    watcher.send({"type": "check", "action": lone})
    assert watcher.error()["message"] == "you are watching this table"
    for p in (*people, watcher):
        p.close()
