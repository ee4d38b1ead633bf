"""The server keeps its word when the database does not: a move that cannot be
written leaves no trace (SQLite and PostgreSQL), a locked SQLite file never
freezes the other tables and a table's moves keep their order, and bots play
from their own secret seed, the same way after a restart.

The first tests drive a :class:`Room` in this process (to compare its state
with the database's); the locked-file tests run a real server over WebSockets."""

from __future__ import annotations

import asyncio
import json
import sqlite3
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

from rummyhall.games import make
from rummyhall.record import revealed
from rummyhall.server.connection import handle as _handle
from rummyhall.server.hub import Hub
from rummyhall.server.room import Client, Room
from rummyhall.server.seats import new_token
from rummyhall.server.storage import Seat, Storage, StoredTable
from test_server_support import Player, ServerProcess, get, post, postgres_schema

REFUSE_MOVES = "rh_refuse_moves"


class UnlimitedServer(ServerProcess):
    """``rummyhall serve`` with the flood limits off, for tests that send many
    messages a second on purpose (the limits have tests of their own)."""

    OPTIONS = ("--message-rate", "0", "--outbox-limit", "0", "--create-limit", "0")


@pytest.fixture
def pg_url() -> Iterator[str]:
    """A PostgreSQL URL with a schema of its own (dropped afterwards)."""
    yield from postgres_schema()


# -- making writes fail for real ------------------------------------------------------


class SqliteTrigger:
    """A trigger in the SQLite file that aborts every new move."""

    def __init__(self, path: Path) -> None:
        self.path = path

    def refuse(self) -> None:
        with sqlite3.connect(self.path) as db:
            db.execute(
                f"CREATE TRIGGER {REFUSE_MOVES} BEFORE INSERT ON rh_moves "
                "BEGIN SELECT RAISE(ABORT, 'the test refuses this move'); END"
            )

    def allow(self) -> None:
        with sqlite3.connect(self.path) as db:
            db.execute(f"DROP TRIGGER {REFUSE_MOVES}")


class SqliteLock:
    """Another connection holding the SQLite file's write lock (longer than the
    server's 5 s busy timeout, so its write gives up)."""

    def __init__(self, path: Path) -> None:
        self.db = sqlite3.connect(path, isolation_level=None)

    def refuse(self) -> None:
        self.db.execute("BEGIN IMMEDIATE")

    def allow(self) -> None:
        self.db.execute("ROLLBACK")


class PostgresTrigger:
    """A PostgreSQL trigger that raises on every new move."""

    def __init__(self, url: str) -> None:
        import psycopg

        self.db = psycopg.connect(url, autocommit=True)
        self.db.execute(
            f"CREATE FUNCTION {REFUSE_MOVES}() RETURNS trigger AS "
            "$$ BEGIN RAISE EXCEPTION 'the test refuses this move'; END $$ LANGUAGE plpgsql"
        )

    def refuse(self) -> None:
        self.db.execute(
            f"CREATE TRIGGER {REFUSE_MOVES} BEFORE INSERT ON rh_moves FOR EACH ROW EXECUTE FUNCTION {REFUSE_MOVES}()"
        )

    def allow(self) -> None:
        self.db.execute(f"DROP TRIGGER {REFUSE_MOVES} ON rh_moves")


class PostgresLock:
    """Another session holding rh_moves locked (longer than the server's 5 s lock timeout)."""

    def __init__(self, url: str) -> None:
        import psycopg

        self.db = psycopg.connect(url)

    def refuse(self) -> None:
        self.db.execute("LOCK TABLE rh_moves IN EXCLUSIVE MODE")

    def allow(self) -> None:
        self.db.rollback()


def rebuilt(storage: Storage, table_id: str) -> Room:
    """The table as the database holds it (what a restarted server would have)."""
    stored = storage.load(table_id)
    assert stored is not None
    return Room(stored, storage)


def outbox(client: Client) -> list[dict[str, Any]]:
    """Everything queued for ``client`` so far (and empty the queue)."""
    out = []
    while not client.outbox.empty():
        out.append(json.loads(client.outbox.get_nowait()))
    return out


def two_people_carousel(storage: Storage, seed: int) -> tuple[str, list[str]]:
    """A started two-person Carousel table; returns its id and the seats' tokens."""
    game = make("carousel", 2)
    tokens, seats = [], []
    for name in ("Ann", "Bob"):
        token, digest = new_token()
        tokens.append(token)
        seats.append(Seat(name, digest, None))
    table_id = storage.create_table(game.name, game.players, game.options, seed, seats)
    storage.set_status(table_id, "playing")
    return table_id, tokens


# -- a failed save leaves no trace --------------------------------------------------------


@pytest.mark.parametrize("how", ["sqlite trigger", "sqlite locked file", "postgresql trigger", "postgresql lock"])
def test_a_move_that_cannot_be_saved_leaves_no_trace(how: str, tmp_path: Path, request: Any) -> None:
    """A Carousel draw whose row the database refuses: the refusal and every later
    message show the position before it, memory equals the database, and the draw
    made once the database takes writes again reveals the card it would have."""
    if how.startswith("postgresql"):
        url = request.getfixturevalue("pg_url")
        storage = Storage(url)
        failure: Any = PostgresTrigger(url) if how == "postgresql trigger" else PostgresLock(url)
    else:
        path = tmp_path / "rummyhall.db"
        storage = Storage(f"sqlite:///{path}")
        failure = SqliteTrigger(path) if how == "sqlite trigger" else SqliteLock(path)
    table_id, tokens = two_people_carousel(storage, seed=11)

    async def scenario() -> None:
        room = rebuilt(storage, table_id)
        clients = {0: Client(0), 1: Client(1), None: Client(None)}
        for client in clients.values():
            room.attach(client)
        first = room.state.actors()[0]
        await _handle(room, clients[first], json.dumps({"type": "act", "seq": 0, "action": "draw"}))
        assert room.moves == 1
        for client in clients.values():
            outbox(client)

        seat = room.state.actors()[0]
        player = clients[seat]
        seq = room.moves
        views = {s: room.state.view(s) for s in clients}
        would_be = room.state.clone()
        drawn = revealed(would_be.act(seat, "draw"))
        assert drawn  # (the card the failed draw would have shown)

        failure.refuse()
        try:
            await _handle(room, player, json.dumps({"type": "act", "seq": seq, "action": "draw"}))
            error, shown = outbox(player)
            assert error["type"] == "error" and "could not save that move" in error["message"]
            assert "nothing changed" in error["message"]
            assert shown["type"] == "state" and shown["seq"] == seq and shown["view"] == views[seat]
            assert all(outbox(c) == [] for s, c in clients.items() if s != seat)  # nothing was broadcast
            # The memory is the database's, exactly: no move, no card, no event.
            assert room.moves == seq and room.status == "playing"
            from_db = rebuilt(storage, table_id)
            assert room.state.snapshot() == from_db.state.snapshot()
            assert room.recorder.record.moves == from_db.recorder.record.moves
            assert room.last_events(seat) == from_db.last_events(seat)
            # Later messages show the same position to everyone.
            for s, client in clients.items():
                await _handle(room, client, json.dumps({"type": "hello", "token": tokens[s] if s is not None else ""}))
                await _handle(room, client, json.dumps({"type": "ping"}))
            for s, client in clients.items():
                later = [m for m in outbox(client) if m["type"] == "state"]
                assert later and all(m["seq"] == seq and m["view"] == views[s] for m in later)
        finally:
            failure.allow()

        await _handle(room, player, json.dumps({"type": "act", "seq": seq, "action": "draw"}))
        assert room.moves == seq + 1
        assert room.recorder.record.moves[-1].revealed == drawn  # the card it would have been
        assert room.state.snapshot() == would_be.snapshot() == rebuilt(storage, table_id).state.snapshot()
        assert [m["seq"] for m in outbox(player) if m["type"] == "state"] == [seq + 1]

    try:
        asyncio.run(scenario())
    finally:
        storage.close()


class CommitThenFail(Storage):
    """A storage whose write of moves lands, then raises (a connection lost after the
    commit): the server cannot know whether the move was kept."""

    failing = False

    def append_moves(self, *args: Any, **kwargs: Any) -> None:
        super().append_moves(*args, **kwargs)
        if self.failing:
            raise ConnectionError("the connection was lost after the commit")


def test_a_move_the_database_may_hold_after_all_sends_the_table_to_be_rebuilt(tmp_path: Path) -> None:
    """When the database holds more than memory after a failed write, the player is
    asked to reload and the table is rebuilt from the database: the move is there."""
    storage = CommitThenFail(f"sqlite:///{tmp_path / 'rummyhall.db'}")
    table_id, _ = two_people_carousel(storage, seed=12)

    async def scenario() -> None:
        hub = Hub(storage)
        room = await hub.room(table_id)
        assert room is not None
        seat = room.state.actors()[0]
        player = Client(seat)
        room.attach(player)
        outbox(player)
        storage.failing = True
        await _handle(room, player, json.dumps({"type": "act", "seq": 0, "action": "draw"}))
        storage.failing = False
        error = outbox(player)[0]
        assert error["type"] == "error" and "reload the page" in error["message"]
        assert room.status == "broken" and room.moves == 0
        again = await hub.room(table_id)  # (what a reloaded page asks for)
        assert again is not None and again is not room and again.moves == 1
        assert again.state.snapshot() == rebuilt(storage, table_id).state.snapshot()

    try:
        asyncio.run(scenario())
    finally:
        storage.close()


# -- bots' own secret seed ----------------------------------------------------------------

BOT_TABLE = ("rummoli", 3, ["random", "greedy", "random"])


async def bots_play_out(storage: Storage, table_id: str) -> StoredTable:
    """Rebuild the table as a restarted server would, let its bots play to the end."""
    room = await Hub(storage).room(table_id)
    assert room is not None and room.bot_task is not None
    await asyncio.wait_for(room.bot_task, 60)
    stored = storage.load(table_id)
    assert stored is not None and stored.status == "over"
    return stored


def bot_table(storage: Storage, seed: int, bot_seed: int | None = None) -> str:
    game, players, bots = BOT_TABLE
    made = make(game, players)
    table_id = storage.create_table(
        made.name, players, made.options, seed, [Seat(None, None, b) for b in bots], bot_seed
    )
    storage.set_status(table_id, "playing")
    return table_id


def test_bots_have_their_own_seed_and_a_restarted_table_plays_on_the_same(tmp_path: Path) -> None:
    storage = Storage(f"sqlite:///{tmp_path / 'rummyhall.db'}")
    try:
        # Tables made by the server: a fresh bot seed each, whatever the deal's seed.
        made = [
            asyncio.run(Hub(storage).create("rummoli", 3, {}, ["greedy", "random"], "Ann", seed=5)) for _ in range(3)
        ]
        stored = [storage.load(table_id) for table_id, _, _ in made]
        assert all(s is not None and s.seed == 5 for s in stored)
        bot_seeds = {s.bot_seed for s in stored if s is not None}
        assert len(bot_seeds) == 3 and 5 not in bot_seeds

        first = bot_table(storage, seed=21)
        whole = asyncio.run(bots_play_out(storage, first)).moves
        assert len(whole) > 40
        original = storage.load(first)
        assert original is not None
        # The same deal and bot seed, the server "restarted" after 30 moves: the same game.
        again = bot_table(storage, seed=21, bot_seed=original.bot_seed)
        storage.append_moves(again, 0, whole[:30])
        assert asyncio.run(bots_play_out(storage, again)).moves == whole
        # The same deal with another bot seed: the bots choose otherwise.
        other = bot_table(storage, seed=21, bot_seed=original.bot_seed + 1)
        assert asyncio.run(bots_play_out(storage, other)).moves != whole
    finally:
        storage.close()


def test_a_bot_move_that_cannot_be_saved_is_tried_again_the_same(tmp_path: Path) -> None:
    """A bots' table whose first move the database refuses: nothing is kept or sent,
    the bot tries again each second, and once writes are taken the game is the one
    the same seeds give without the failure."""
    path = tmp_path / "rummyhall.db"
    storage = Storage(f"sqlite:///{path}")
    failure = SqliteTrigger(path)
    try:
        reference = bot_table(storage, seed=33)
        whole = asyncio.run(bots_play_out(storage, reference)).moves
        original = storage.load(reference)
        assert original is not None
        table_id = bot_table(storage, seed=33, bot_seed=original.bot_seed)

        async def scenario() -> list[dict[str, Any]]:
            failure.refuse()
            try:
                room = await Hub(storage).room(table_id)
                assert room is not None and room.bot_task is not None
                watcher = Client(None)
                room.attach(watcher)
                await asyncio.sleep(2.5)  # (a first try and two more, each refused)
                assert room.moves == 0 and not room.bot_task.done()
                assert storage.move_count(table_id) == 0
                seen = outbox(watcher)
            finally:
                failure.allow()
            await asyncio.wait_for(room.bot_task, 60)
            return seen

        seen = asyncio.run(scenario())
        assert all(m["seq"] == 0 for m in seen if m["type"] == "state")
        stored = storage.load(table_id)
        assert stored is not None and stored.moves == whole
    finally:
        storage.close()


def test_a_database_from_before_bot_seeds_is_given_them(tmp_path: Path) -> None:
    path = tmp_path / "old.db"
    with sqlite3.connect(path) as db:
        db.execute(
            "CREATE TABLE rh_tables (id VARCHAR(32) PRIMARY KEY, game VARCHAR(32) NOT NULL, players INTEGER NOT NULL,"
            " options TEXT NOT NULL, seed BIGINT NOT NULL, status VARCHAR(16) NOT NULL, created FLOAT NOT NULL,"
            " finished FLOAT, result TEXT)"
        )
        db.execute("INSERT INTO rh_tables VALUES ('oldtable1', 'rummoli', 3, '{}', 9, 'lobby', 0, NULL, NULL)")
    storage = Storage(f"sqlite:///{path}")
    try:
        stored = storage.load("oldtable1")
        assert stored is not None and stored.seed == 9 and stored.bot_seed not in (0, 9)
        assert Storage(f"sqlite:///{path}").load("oldtable1") == stored  # (given once, kept)
    finally:
        storage.close()


def test_the_bot_seed_is_never_sent(tmp_path: Path) -> None:
    """A whole game with bots through a real server: neither seed is in any message."""
    db = f"sqlite:///{tmp_path / 'rummyhall.db'}"
    server = UnlimitedServer(db).start()
    try:
        status, made = post(
            server.url + "/api/tables",
            {"game": "rummoli", "players": 3, "bots": [None, "greedy", "random"], "name": "Ann"},
        )
        assert status == 200
        ann = Player(server, made["id"], made["token"])
        watcher = Player(server, made["id"])
        ann.send({"type": "start"})
        acted = -1
        for _ in range(2000):
            message = ann.until(lambda m: m["type"] == "state" and (bool(m["legal"]) or m["view"]["over"]))
            if message["view"]["over"]:
                break
            if message["seq"] > acted:  # (once per position)
                acted = message["seq"]
                ann.send({"type": "act", "seq": acted, "action": message["legal"][0]})
        assert ann.latest is not None and ann.latest["view"]["over"]
        watcher.drain()
        stored = Storage(db).load(made["id"])
        assert stored is not None and stored.status == "over"
        sent = [json.dumps(m) for m in ann.received + watcher.received]
        sent.append(json.dumps(get(server.url + f"/api/tables/{made['id']}")))
        sent.append(json.dumps(get(server.url + f"/api/tables/{made['id']}/replay?move=1")))
        for secret in (str(stored.bot_seed), str(stored.seed)):
            assert not any(secret in text for text in sent)
        ann.close()
        watcher.close()
    finally:
        server.kill()


# -- a locked SQLite file, over real WebSockets -----------------------------------------------


@contextmanager
def write_lock(path: Path) -> Iterator[None]:
    """Hold the SQLite file's write lock from another connection (readers go on: WAL)."""
    db = sqlite3.connect(path, isolation_level=None)
    db.execute("BEGIN IMMEDIATE")
    try:
        yield
    finally:
        db.execute("ROLLBACK")
        db.close()


def ping_time(player: Player) -> float:
    start = time.monotonic()
    player.send({"type": "ping"})
    player.until(lambda m: m["type"] == "pong", timeout=5)
    return time.monotonic() - start


def carousel_table(server: ServerProcess) -> tuple[str, Player, Player, Player]:
    """A started two-person Carousel table: the player to act, the other, a spectator."""
    status, made = post(
        server.url + "/api/tables", {"game": "carousel", "players": 2, "bots": [None, None], "name": "Ann"}
    )
    assert status == 200
    status, joined = post(server.url + f"/api/tables/{made['id']}/join", {"name": "Bob"})
    assert status == 200
    ann = Player(server, made["id"], made["token"])
    bob = Player(server, made["id"], joined["token"])
    ann.send({"type": "start"})
    watcher = Player(server, made["id"])
    for p in (ann, bob, watcher):
        p.drain()
    actor = ann if ann.latest and ann.latest["legal"] else bob
    return made["id"], actor, bob if actor is ann else ann, watcher


def in_background(work: Callable[[], Any]) -> threading.Thread:
    thread = threading.Thread(target=work)
    thread.start()
    return thread


def test_a_locked_sqlite_file_freezes_no_other_table_and_moves_keep_their_order(tmp_path: Path) -> None:
    path = tmp_path / "rummyhall.db"
    server = ServerProcess(f"sqlite:///{path}").start()
    try:
        table_id, actor, _, watcher = carousel_table(server)
        _, other, _, _ = carousel_table(server)
        assert actor.latest is not None
        seq = actor.latest["seq"]
        token = actor.token
        second = Player(server, table_id, token)  # the same seat on a second connection
        with write_lock(path):
            locked = time.monotonic()
            actor.send({"type": "act", "seq": seq, "action": "draw"})
            time.sleep(0.3)  # (the draw now waits for the database, under the table's lock)
            second.send({"type": "act", "seq": seq + 1, "action": "draw"})
            # Meanwhile a spectator of the same table and another table answer at once (a
            # frozen event loop would answer only when the lock goes, 2.5 s after it was taken).
            times = [ping_time(watcher), ping_time(other), ping_time(watcher), ping_time(other)]
            assert max(times) < 1.0, times
            time.sleep(max(0.0, locked + 2.5 - time.monotonic()))
            assert not [m for m in watcher.received if m["type"] == "state" and m["seq"] > seq]  # not yet settled
        # Released: the first draw is written, then the second, which waited its turn.
        watcher.until(lambda m: m["type"] == "state" and m["seq"] == seq + 2)
        states = [m["seq"] for m in watcher.received if m["type"] == "state" and m["seq"] > seq]
        assert states == [seq + 1, seq + 2]
        assert not [m for m in actor.received + second.received if m["type"] == "error"]
        stored = Storage(f"sqlite:///{path}").load(table_id)
        assert stored is not None and [m.action for m in stored.moves[seq:]] == ["draw", "draw"]
        for p in (actor, second, watcher, other):
            p.close()
    finally:
        server.kill()
    assert "Traceback" not in server.log.read_text()


def test_a_locked_sqlite_file_refuses_the_draw_and_shows_no_card(tmp_path: Path) -> None:
    """The issue's case: the file locked past the busy timeout, a Carousel draw is
    refused with the old position, and the draw after the lock reveals what the
    database's game says it must."""
    path = tmp_path / "rummyhall.db"
    server = ServerProcess(f"sqlite:///{path}").start()
    try:
        table_id, actor, other, watcher = carousel_table(server)
        assert actor.latest is not None and other.latest is not None
        seq, hand = actor.latest["seq"], actor.latest["view"]["hand"]
        before = {p: p.latest for p in (other, watcher)}
        storage = Storage(f"sqlite:///{path}")
        room = rebuilt(storage, table_id)
        drawn = revealed(room.state.clone().act(actor.latest["you"], "draw"))
        with write_lock(path):
            actor.send({"type": "act", "seq": seq, "action": "draw"})
            error = actor.error(timeout=15)
            assert "could not save that move" in error["message"]
            shown = actor.until(lambda m: m["type"] == "state")
            assert shown["seq"] == seq and shown["view"]["hand"] == hand
        for p in (other, watcher):
            p.drain()
            assert p.latest == before[p]
        actor.send({"type": "act", "seq": seq, "action": "draw"})
        after = actor.until(lambda m: m["type"] == "state" and m["seq"] == seq + 1)
        stored = storage.load(table_id)
        assert stored is not None and stored.moves[-1].revealed == drawn
        assert len(after["view"]["hand"]) == len(hand) + 1
        storage.close()
        for p in (actor, other, watcher):
            p.close()
    finally:
        server.kill()
    log = server.log.read_text()
    assert "could not store move" in log  # (logged as the server's trouble, not the player's)
