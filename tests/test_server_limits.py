"""The server's defences (docs/server.md, "Security"): the message rate and bounded
outboxes, no full state for a spectator's refused act, no broadcast for connections
that change no seat, the table creation limit, idle lobby tables expiring, idle rooms
forgotten and rebuilt from the database, the WebSocket ``Origin`` check and the
``Secure`` seat cookie.

Real uvicorn servers on loopback with real WebSocket clients: a ``rummyhall serve``
process for the flood, and the app served on a thread of this process where the
test must see inside the hub (which rooms are in memory) or move its clock."""

from __future__ import annotations

import asyncio
import contextlib
import json
import threading
import time
import urllib.request
from collections.abc import Coroutine, Iterator
from pathlib import Path
from typing import Any

import pytest
import uvicorn
from websockets.exceptions import ConnectionClosed, InvalidStatus
from websockets.sync.client import connect

from rummyhall.server.app import create_app
from rummyhall.server.limits import CreationLimit, Limits, MessageRate, origin_allowed
from rummyhall.server.room import NEWS_DELAY
from rummyhall.server.storage import Storage
from test_server_support import Player, ServerProcess, free_port, get, post

LIVERPOOL = {"game": "liverpool", "players": 3, "bots": [None, "greedy", "random"], "name": "Ann"}


class ThreadServer:
    """The app within ``Limits(**limits)`` served by uvicorn on a thread of this process."""

    def __init__(self, db: str, **limits: Any) -> None:
        self.storage = Storage(db)
        self.app = create_app(self.storage, 0.0, Limits(**limits))
        self.hub = self.app.state.hub
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.server = uvicorn.Server(uvicorn.Config(self.app, port=self.port, log_level="warning"))
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_until_complete, args=(self.server.serve(),))
        self.thread.start()
        deadline = time.monotonic() + 30
        while not self.server.started:
            assert time.monotonic() < deadline and self.thread.is_alive(), "the server did not start"
            time.sleep(0.02)

    def run(self, work: Coroutine[Any, Any, Any]) -> Any:
        """Run ``work`` on the server's event loop and return its result."""
        return asyncio.run_coroutine_threadsafe(work, self.loop).result(30)

    def table(self, table_id: str) -> tuple[int, Any]:
        try:
            return 200, get(f"{self.url}/api/tables/{table_id}")
        except urllib.error.HTTPError as error:
            return error.code, json.loads(error.read())

    def stop(self) -> None:
        self.server.should_exit = True
        self.thread.join(30)
        self.loop.close()


@contextlib.contextmanager
def serving(tmp_path: Path, **limits: Any) -> Iterator[ThreadServer]:
    server = ThreadServer(f"sqlite:///{tmp_path / 'limits.db'}", **limits)
    try:
        yield server
    finally:
        server.stop()


def new_table(server: Any, body: dict[str, Any] | None = None) -> dict[str, Any]:
    status, made = post(server.url + "/api/tables", body or LIVERPOOL)
    assert status == 200, made
    return dict(made)


def join(server: Any, table_id: str, name: str) -> str:
    status, joined = post(server.url + f"/api/tables/{table_id}/join", {"name": name})
    assert status == 200, joined
    return str(joined["token"])


def nothing_more(*players: Player) -> None:
    """Nothing more comes to these clients (news would have gone out by now)."""
    for player in players:
        with pytest.raises(TimeoutError):
            player.recv(timeout=3 * NEWS_DELAY)


# -- the message rate and the outbox ------------------------------------------------


def test_the_message_rate_is_a_token_bucket() -> None:
    rate = MessageRate(2, now=0.0)
    assert [rate.allow(0.0) for _ in range(5)] == [True] * 4 + [False]  # a burst of twice the rate
    assert rate.allow(0.5) and not rate.allow(0.5)  # then two a second
    assert "2 a second" in rate.refusal() and MessageRate(0).allow()


def test_messages_over_the_rate_are_refused_in_words(tmp_path: Path) -> None:
    with serving(tmp_path, message_rate=2) as server:
        watcher = Player(server, new_table(server)["id"])  # type: ignore[arg-type]
        for _ in range(10):
            watcher.send({"type": "ping"})
        answers = [watcher.recv() for _ in range(10)]
        watcher.close()
    refused = [a for a in answers if a["type"] == "error"]
    assert 4 <= answers.count({"type": "pong"}) <= 5 and len(refused) >= 5
    assert refused[0]["message"] == (
        "too many messages: a connection may send 2 a second (4 at once); this one was ignored"
    )


@pytest.fixture
def limited_server(tmp_path: Path) -> Iterator[ServerProcess]:
    """A real server with a low message rate and a short outbox."""
    server = ServerProcess(
        f"sqlite:///{tmp_path / 'flood.db'}", options=("--message-rate", "5", "--outbox-limit", "20")
    )
    yield server.start()
    server.kill()


def test_a_flooding_client_is_refused_then_dropped_and_keeps_its_seat(limited_server: ServerProcess) -> None:
    """Bob sends 5,000 refused acts and hardly reads: he is told he is too fast, then
    disconnected with code 1008 once 20 messages wait for him; Ann is served all along,
    nobody may take Bob's seat, and he comes back to it."""
    server = limited_server
    made = new_table(server, {**LIVERPOOL, "bots": [None, None, "random"]})
    bob_token = join(server, made["id"], "Bob")
    ann = Player(server, made["id"], made["token"])
    url = f"ws://127.0.0.1:{server.port}/ws/{made['id']}"
    with connect(url, additional_headers={"Cookie": f"rummyhall-seat={bob_token}"}, max_queue=4) as flood:
        with contextlib.suppress(ConnectionClosed):
            for _ in range(5000):
                flood.send('{"type":"act","seq":0,"action":"x"}')
        ann.send({"type": "ping"})
        ann.until(lambda m: m["type"] == "pong", timeout=5)
        seen: list[dict[str, Any]] = []
        with pytest.raises(ConnectionClosed) as closed:
            while True:
                seen.append(json.loads(flood.recv(timeout=10)))
    assert closed.value.rcvd is not None and closed.value.rcvd.code == 1008
    assert "too far behind" in closed.value.rcvd.reason
    refusals = [m["message"] for m in seen if m["type"] == "error"]
    assert sum("too many messages" in r for r in refusals) >= 10
    assert len(seen) < 500  # (of 5,000 answers: the outbox and what the sockets' buffers held)
    status, answer = post(server.url + f"/api/tables/{made['id']}/join", {"name": "Eve"})
    assert status == 400 and "every seat" in answer["error"]
    bob = Player(server, made["id"], bob_token)
    assert bob.latest is not None and bob.latest["you"] == 1
    bob_seat = bob.latest["table"]["seats"][1]
    assert (bob_seat["name"], bob_seat["person"], bob_seat["bot"]) == ("Bob", True, None)
    ann.send({"type": "start"})
    bob.until(lambda m: m["type"] == "state" and m["you"] == 1)
    for player in (ann, bob):
        player.close()


def test_a_spectators_refused_act_gets_only_the_error(tmp_path: Path) -> None:
    with serving(tmp_path) as server:
        watcher = Player(server, new_table(server)["id"])  # type: ignore[arg-type]
        watcher.send({"type": "act", "seq": 0, "action": "x"})
        assert "watching" in watcher.recv()["message"]
        watcher.send({"type": "ping"})
        assert watcher.recv() == {"type": "pong"}  # (no state in between)
        watcher.close()


# -- broadcasts ---------------------------------------------------------------------


def test_spectators_coming_and_going_tell_nobody(tmp_path: Path) -> None:
    """In the lobby and in a game, a spectator's connection, hello and departure send
    nothing to anyone else; a seat arriving or leaving is told to all, coalesced."""
    with serving(tmp_path) as server:
        made = new_table(server, {**LIVERPOOL, "bots": [None, None, None]})
        tokens = [made["token"], join(server, made["id"], "Bob"), join(server, made["id"], "Cid")]
        ann = Player(server, made["id"], tokens[0])  # type: ignore[arg-type]
        watcher = Player(server, made["id"])  # type: ignore[arg-type]
        ann.drain(3 * NEWS_DELAY)  # (the news of Ann's arrival)
        watcher.drain(3 * NEWS_DELAY)
        for _ in range(3):
            Player(server, made["id"]).close()  # type: ignore[arg-type]
            spectator = Player(server, made["id"])  # type: ignore[arg-type]
            spectator.send({"type": "hello"})
            assert spectator.recv()["you"] is None
            spectator.close()
        nothing_more(ann, watcher)
        bob = Player(server, made["id"], tokens[1])  # type: ignore[arg-type]
        cid = Player(server, made["id"], tokens[2])  # type: ignore[arg-type]
        news = ann.recv()  # one message tells of both arrivals
        assert [s["connected"] for s in news["table"]["seats"]] == [True, True, True]
        assert watcher.recv() == news | {"you": None}
        nothing_more(ann, watcher)
        Player(server, made["id"], tokens[1]).close()  # type: ignore[arg-type]  # Bob's seat was here already
        nothing_more(ann, watcher)
        cid.close()
        left = ann.recv()
        assert [s["connected"] for s in left["table"]["seats"]] == [True, True, False]
        ann.send({"type": "bot", "seat": 2, "bot": "random"})
        ann.send({"type": "start"})
        ann.until(lambda m: m["type"] == "state")
        for player in (ann, bob, watcher):
            player.drain()
        Player(server, made["id"]).close()  # type: ignore[arg-type]  # watching a game
        nothing_more(ann, bob, watcher)
        for player in (ann, bob, watcher):
            player.close()


# -- tables -------------------------------------------------------------------------


def test_table_creation_is_limited_per_address(tmp_path: Path) -> None:
    with serving(tmp_path, create_limit=3, create_window=60) as server:
        for _ in range(3):
            new_table(server)
        request = urllib.request.Request(server.url + "/api/tables", data=json.dumps(LIVERPOOL).encode(), method="POST")
        with pytest.raises(urllib.error.HTTPError) as refused:
            urllib.request.urlopen(request, timeout=10)
        assert refused.value.code == 429
        message = json.loads(refused.value.read())["error"]
        assert message.startswith("too many new tables from your address: at most 3 every 60 seconds; try again in")
        assert 59 <= int(refused.value.headers["Retry-After"]) <= 60


def test_the_creation_limit_is_a_sliding_window_per_address() -> None:
    limit = CreationLimit(2, 60)
    for now in (0.0, 10.0):
        assert limit.wait("a", now) == 0
        limit.record("a", now)
    assert limit.wait("a", 30.0) == 30.0 and limit.wait("b", 30.0) == 0
    assert limit.wait("a", 60.0) == 0  # the first has left the window
    assert CreationLimit(0, 60).wait("a") == 0


def test_idle_lobby_tables_expire(tmp_path: Path) -> None:
    """``lobby_expiry`` seconds on, a lobby table nobody is at is deleted; one with a
    player connected, and a started game, are not."""
    with serving(tmp_path, lobby_expiry=100) as server:
        idle, attended, started = new_table(server), new_table(server), new_table(server)
        assert server.table(idle["id"])[0] == 200
        player = Player(server, started["id"], started["token"])  # type: ignore[arg-type]
        player.send({"type": "start"})
        player.until(lambda m: m["type"] == "state")
        player.close()
        ann = Player(server, attended["id"], attended["token"])  # type: ignore[arg-type]
        server.run(server.hub.sweep(time.time() + 99))
        assert server.table(idle["id"])[0] == 200  # not yet
        server.run(server.hub.sweep(time.time() + 101))
        status, answer = server.table(idle["id"])
        assert status == 404 and answer["error"] == "there is no such table"
        assert server.storage.load(idle["id"]) is None
        assert server.table(attended["id"])[1]["status"] == "lobby"
        assert server.table(started["id"])[1]["status"] == "playing"
        ann.close()


def test_unused_rooms_are_forgotten_and_rebuilt_identically(tmp_path: Path) -> None:
    """A game with bots, Ann's moves played through the socket; once nobody is at the
    table its room leaves memory, and Ann comes back to exactly what she was shown.
    (Ann plays as fast as the bots: faster than the default message rate.)"""
    with serving(tmp_path, room_idle=0, message_rate=0) as server:
        made = new_table(server)
        ann = Player(server, made["id"], made["token"])  # type: ignore[arg-type]
        ann.send({"type": "start"})
        for _ in range(40):
            latest = ann.until(lambda m: m["type"] == "state" and (bool(m["legal"]) or m["view"]["over"]))
            if latest["view"]["over"]:
                break
            ann.send({"type": "act", "seq": latest["seq"], "action": latest["legal"][0]})
        latest = ann.until(lambda m: m["type"] == "state" and (bool(m["legal"]) or m["view"]["over"]))
        ann.drain()
        assert ann.latest is not None and ann.latest["seq"] > 40
        room = server.hub.rooms[made["id"]]
        ann.close()
        for _ in range(100):  # (the last connection's departure is seen at once; a bot may be finishing)
            server.run(server.hub.sweep())
            if made["id"] not in server.hub.rooms:
                break
            time.sleep(0.05)
        assert made["id"] not in server.hub.rooms
        again = Player(server, made["id"], made["token"])  # type: ignore[arg-type]
        assert server.hub.rooms[made["id"]] is not room
        assert again.latest == ann.latest
        again.close()


def test_beyond_the_idle_rooms_limit_the_longest_unused_are_forgotten(tmp_path: Path) -> None:
    """Looking tables up cannot fill the memory: past ``idle_rooms`` rooms nobody is at,
    loading one forgets the longest unused (never one with a player there)."""
    with serving(tmp_path, idle_rooms=2, create_limit=0) as server:
        attended, first, second, third = (new_table(server)["id"] for _ in range(4))
        ann = Player(server, attended)  # type: ignore[arg-type]
        for table_id in (first, second):
            assert server.table(table_id)[0] == 200
        assert set(server.hub.rooms) == {attended, first, second}  # (all used within the last second)
        time.sleep(1.1)
        assert server.table(third)[0] == 200
        assert set(server.hub.rooms) == {attended, third}
        assert server.table(first)[1]["id"] == first  # rebuilt when asked for again
        ann.close()


# -- Origin and the cookie ----------------------------------------------------------


def test_origins() -> None:
    assert origin_allowed(None, "example.org")  # a program, not a page
    assert origin_allowed("https://example.org", "example.org")
    assert origin_allowed("http://localhost:8000", "localhost:8000")
    assert not origin_allowed("http://localhost:8001", "localhost:8000")
    assert not origin_allowed("https://evil.example", "example.org")
    assert not origin_allowed("null", "example.org")
    assert not origin_allowed("https://example.org.evil.example", "example.org")
    assert origin_allowed("https://Cards.Example.org/", "127.0.0.1:8000", ["https://cards.example.org"])


def test_a_foreign_origin_is_refused_even_with_the_seat_cookie(tmp_path: Path) -> None:
    with serving(tmp_path, allowed_origins=("https://cards.example.org",)) as server:
        made = new_table(server)
        url = f"ws://127.0.0.1:{server.port}/ws/{made['id']}"
        cookie = {"Cookie": f"rummyhall-seat={made['token']}"}
        with pytest.raises(InvalidStatus) as refused:
            connect(url, origin="https://evil.example", additional_headers=cookie)  # type: ignore[arg-type]
        assert refused.value.response.status_code == 403
        for origin in (f"http://127.0.0.1:{server.port}", "https://cards.example.org", None):
            with connect(url, origin=origin, additional_headers=cookie) as ws:  # type: ignore[arg-type]
                assert json.loads(ws.recv(timeout=10))["you"] == 0  # seated by the cookie


def test_the_seat_cookie_is_secure_over_https(tmp_path: Path) -> None:
    """Behind a TLS proxy on this machine (``X-Forwarded-Proto: https``) the seat
    cookie is ``Secure``; served over plain HTTP it cannot be."""

    def set_cookie(path: str, body: dict[str, Any], https: bool) -> str:
        headers = {"Content-Type": "application/json", **({"X-Forwarded-Proto": "https"} if https else {})}
        request = urllib.request.Request(server.url + path, json.dumps(body).encode(), headers, method="POST")
        with urllib.request.urlopen(request, timeout=10) as response:
            return str(response.headers["Set-Cookie"])

    with serving(tmp_path) as server:
        plain = set_cookie("/api/tables", {**LIVERPOOL, "bots": [None, None, None]}, https=False)
        assert "rummyhall-seat=" in plain and "secure" not in plain.lower()
        assert "; secure" in set_cookie("/api/tables", LIVERPOOL, https=True).lower()
        table_id = new_table(server, {**LIVERPOOL, "bots": [None, None, None]})["id"]
        assert "; secure" in set_cookie(f"/api/tables/{table_id}/join", {"name": "Bob"}, https=True).lower()
