"""Names, not seat numbers, in what the server says: every bot seat has its own name,
and no message of the server's own numbers seats (the pages name them)."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator

import pytest

from rummyhall.server.hub import Hub
from rummyhall.server.refusals import Refused
from rummyhall.server.room import Room
from rummyhall.server.storage import Storage


@pytest.fixture
def storage() -> Iterator[Storage]:
    storage = Storage("sqlite://")
    yield storage
    storage.close()


def room_with(storage: Storage, bots: list[str | None], name: str = "Ann") -> Room:
    table_id, _, _ = asyncio.run(Hub(storage).create("liverpool", len(bots), {}, bots, name, seed=1))
    stored = storage.load(table_id)
    assert stored is not None
    return Room(stored, storage)


def test_every_bot_seat_has_its_own_name(storage: Storage) -> None:
    room = room_with(storage, [None, "greedy", "greedy", "random"], name="Ada")
    assert room.names() == ["Ada", "Ben (greedy)", "Cleo (greedy)", "Dev (random)"]
    assert [p["name"] for p in room.public()["seats"]] == room.names()


def test_an_empty_seat_is_named_empty_and_start_says_so_without_a_number(storage: Storage) -> None:
    room = room_with(storage, [None, None, "greedy"])
    assert room.names() == ["Ann", "(empty)", "Ada (greedy)"]
    with pytest.raises(Refused) as refused:
        asyncio.run(room.start(0))
    assert refused.value.message == "a seat is still empty: wait for a player or give it to a bot"
