"""Hostile input against a real server: more than ten thousand messages made by
hypothesis (deep nesting, lone surrogates, NUL, huge numbers, wrong types,
unknown fields, wrong ``seq``, other seats' actions, superscript digits, binary
frames) over real WebSockets to three started tables, and hostile HTTP requests.
Every message is answered, nothing is changed, and the server logs no traceback.

Each hostile message is followed on its connection by a marker (an unknown
``type`` whose refusal names it), so the answers to each message are exactly
those before its marker.  The tables have people in every seat (no bots), so
their positions move only if a message is accepted: none may be."""

from __future__ import annotations

import contextlib
import json
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from websockets.exceptions import InvalidStatus
from websockets.sync.client import connect

import test_server_integrity
from rummyhall.engine import RulesError
from rummyhall.games import make
from rummyhall.server.storage import Storage
from test_server_support import Player, ServerProcess, get, post

pg_url = test_server_integrity.pg_url  # (the fixture: a PostgreSQL schema of the test's own)

BATCH = 40
BATCHES = 80
"""Hostile payloads per hypothesis example, and examples; each payload goes to every
connection at its table (three or four): more than 10,000 messages in all."""
TABLES = [("liverpool", 3), ("carousel", 2), ("rummoli", 3)]
NAMES = ["Ann", "Bob", "Cy"]
SUPERSCRIPTS = "⁰¹²³⁴⁵⁶⁷⁸⁹"
JUNK = [" ²", " ³", " ¹⁰", " \x00", " \ud800", " 99999999999999999999999", " -1", " zz", " ☃", "\x00", "²"]
OTHER_GAMES = ["cut ²", "bet ³", "bet ¹⁰", "discard ²h", "draw ²", "cut 99999999999999999999", "bet 1e9", "bet -3"]


class QuietPlayer(Player):
    """A :class:`Player` whose connection sends no keep-alive pings: websockets draws
    their payload from the ``random`` module, which hypothesis forbids while it generates."""

    def __init__(self, server: ServerProcess, table_id: str, token: str | None = None) -> None:
        self.stack = contextlib.ExitStack()
        url = f"ws://127.0.0.1:{server.port}/ws/{table_id}"
        self.ws = self.stack.enter_context(connect(url, open_timeout=10, max_size=1 << 22, ping_interval=None))
        self.token = token or ""
        self.latest: dict[str, Any] | None = None
        self.received: list[dict[str, Any]] = []
        self.recv()
        if token is not None:
            self.send({"type": "hello", "token": token})
            self.until(lambda m: m["type"] == "error" or m.get("you") is not None)


FuzzServer = test_server_integrity.UnlimitedServer


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[FuzzServer]:
    path = tmp_path_factory.mktemp("fuzz") / "rummyhall.db"
    process = FuzzServer(f"sqlite:///{path}")
    process.log.write_text("")
    process.start()
    yield process
    process.kill()


@dataclass
class Connection:
    """One WebSocket at a table and what it was shown when the fuzzing began."""

    game: str
    table_id: str
    player: Player
    seat: int | None
    seq: int
    views: dict[int | None, Any]  # the table's view for each seat (and spectators)
    legal: list[str]  # this seat's legal actions
    others: list[str]  # the other seats' legal actions


def started_table(server: ServerProcess, game: str, players: int) -> list[Connection]:
    """A started table with a person in every seat, each connected, and a spectator."""
    status, made = post(server.url + "/api/tables", {"game": game, "players": players, "name": NAMES[0]})
    assert status == 200, made
    tokens = [made["token"]]
    for name in NAMES[1:players]:
        status, joined = post(server.url + f"/api/tables/{made['id']}/join", {"name": name})
        assert status == 200, joined
        tokens.append(joined["token"])
    seated = [QuietPlayer(server, made["id"], token) for token in tokens]
    seated[0].send({"type": "start"})
    watcher = QuietPlayer(server, made["id"])
    for p in [*seated, watcher]:
        if p.latest is None or p.latest["type"] != "state":
            p.until(lambda m: m["type"] == "state")
        p.drain(0.2)
    latest = {p: p.latest for p in [*seated, watcher]}
    assert all(m is not None and m["type"] == "state" and m["seq"] == 0 for m in latest.values())
    views = {m["you"]: m["view"] for m in latest.values() if m is not None}
    legal = {s: latest[p]["legal"] for s, p in enumerate(seated)}  # type: ignore[index]
    connections = []
    for seat, p in [*enumerate(seated), (None, watcher)]:
        mine = legal.get(seat, []) if seat is not None else []
        others = [a for s, acts in legal.items() if s != seat for a in acts]
        connections.append(Connection(game, made["id"], p, seat, 0, views, mine, others))
    return connections


# -- what hostile clients send ------------------------------------------------------------

hostile_text = st.one_of(
    st.text(max_size=12),
    st.text(alphabet=st.sampled_from(f"\x00\x01\x1f\x7f ab7hdcsKQ*|{SUPERSCRIPTS}١٢"), max_size=12),
    st.text(alphabet=st.characters(categories=["Cs"]), min_size=1, max_size=3),  # lone surrogates
    st.sampled_from(["", " ", "\x00", "a\x00b", "\ud800", "𝟙𝟚", "٣"]),
    st.integers(100, 400).map(lambda n: "x" * n),
)
huge_number = st.one_of(
    st.integers(),
    st.sampled_from([63, 100, 4000]).flatmap(lambda e: st.sampled_from([2**e, -(2**e), 10**e])),
    st.floats(),  # NaN and Infinity too: Python's json writes and reads them
)
json_leaf = st.one_of(st.none(), st.booleans(), huge_number, hostile_text)
json_value = st.recursive(
    json_leaf,
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(hostile_text, inner, max_size=3),
    max_leaves=8,
)


def nested(depth: int, kind: str) -> str:
    if kind == "list":
        return "[" * depth + "]" * depth
    if kind == "object":
        return '{"a":' * depth + "1" + "}" * depth
    return json.dumps({"type": "act", "seq": 0, "action": "X"}).replace('"X"', "[" * depth + "]" * depth)


def dumps(message: Any) -> str:
    """JSON text that can go in a WebSocket text frame (lone surrogates escaped)."""
    try:
        text = json.dumps(message, ensure_ascii=False)
        text.encode()
        return text
    except UnicodeEncodeError:
        return json.dumps(message)


def hostile_messages(table: list[Connection]) -> st.SearchStrategy[tuple[str | bytes, bool]]:
    """What hostile clients at this table might send, and whether it is for the
    spectator only (``hello``: a seat's connection would become a spectator's).
    Each is sent on every connection it is for; none is a move any of them may make."""
    game = make(table[0].game, len(table) - 1)
    seq = table[0].seq
    texts = [*(a for c in table for a in c.legal), *OTHER_GAMES]
    mutated = st.builds(lambda a, junk: a + junk, st.sampled_from(texts), st.sampled_from(JUNK))
    superscripted = st.sampled_from(texts).map(lambda a: a.translate(str.maketrans("0123456789", SUPERSCRIPTS)))
    actions = st.one_of(mutated, superscripted, st.sampled_from(texts), hostile_text, json_value)
    seqs = st.one_of(st.just(seq), st.sampled_from([seq - 1, seq + 1]), json_value)
    seats = st.one_of(st.integers(-2, 4), json_value)
    kinds = ["act", "check", "start", "bot", "ping", "hello", "dance", "", "ACT"]
    unknown = st.dictionaries(
        st.sampled_from(["x", "seat", "extra", "token", "\x00", "\ud800"]), json_value, max_size=2
    )
    structured = st.builds(
        lambda kind, seq, action, seat, bot, token, extra, fields: {
            **extra,
            **{
                k: v
                for k, v in {
                    "type": kind,
                    "seq": seq,
                    "action": action,
                    "seat": seat,
                    "bot": bot,
                    "token": token,
                }.items()
                if k in fields
            },
        },
        st.one_of(st.sampled_from(kinds), json_value),
        seqs,
        actions,
        seats,
        st.one_of(st.sampled_from(["greedy", "random", "GREEDY", "\x00"]), json_value),
        st.one_of(hostile_text, json_value),
        unknown,
        st.sets(st.sampled_from(["type", "seq", "action", "seat", "bot", "token"]), min_size=1),
    )

    def acceptable(message: dict[str, Any]) -> bool:
        """Would some seat rightly have this accepted as its move?  (Those are not sent.)"""
        if message.get("type") != "act" or message.get("seq") != seq or isinstance(message.get("seq"), bool):
            return False
        action = message.get("action")
        if not isinstance(action, str):
            return False
        try:
            parsed = str(game.parse_action(action))
        except RulesError:
            return False
        return any(parsed in c.legal and message.get("seat", c.seat) == c.seat for c in table)

    return st.one_of(
        structured.filter(lambda m: not acceptable(m)).map(lambda m: (dumps(m), m.get("type") == "hello")),
        json_value.map(lambda v: (dumps(v), isinstance(v, dict) and v.get("type") == "hello")),
        st.builds(nested, st.integers(1, 2040), st.sampled_from(["list", "object", "inside"])).map(
            lambda t: (t, False)
        ),
        st.sampled_from(["{not json", "", " ", "[", '{"type":', "NaN", '"\\ud800"']).map(lambda t: (t, False)),
        st.sampled_from(["1", "x"]).map(lambda c: (c * 4000 if c == "1" else c * 5000, False)),  # (long; too long)
        st.binary(max_size=20).map(lambda b: (b, False)),
    )


# -- the test ---------------------------------------------------------------------------------

ANSWERS = {"error", "state", "check", "pong"}


def marker(number: int) -> str:
    return json.dumps({"type": f"zz{number}"})


def answers_until_marker(connection: Connection, number: int) -> list[dict[str, Any]]:
    """The messages the server sent this connection before the refusal of marker ``number``."""
    out = []
    while True:
        message = connection.player.recv(timeout=30)
        if message["type"] == "error" and f'"zz{number}"' in message["message"]:
            return out
        out.append(message)


def check_answers(connection: Connection, sent: str | bytes, answers: list[dict[str, Any]]) -> None:
    shown = f"{connection.game} seat {connection.seat}: {sent[:200]!r} -> {answers}"
    assert answers, f"no answer: {shown}"
    for answer in answers:
        assert answer["type"] in ANSWERS, shown
        if answer["type"] == "error":
            assert isinstance(answer["message"], str) and answer["message"], shown
            assert "something went wrong" not in answer["message"], shown
        if answer["type"] == "state":  # (refusals of a move show the position: the same one)
            assert answer["seq"] == connection.seq, shown
            assert answer["view"] == connection.views[answer["you"]], shown
    if answers[0]["type"] != "error":  # only ping, check and a spectator's hello are answered otherwise
        assert answers[0]["type"] in ("pong", "check", "state"), shown


def test_ten_thousand_hostile_messages_change_nothing(server: FuzzServer) -> None:
    tables = [started_table(server, game, players) for game, players in TABLES]
    connections = [c for table in tables for c in table]
    batch = st.lists(
        st.one_of([st.tuples(st.just(i), hostile_messages(table)) for i, table in enumerate(tables)]),
        min_size=BATCH,
        max_size=BATCH,
    )
    counts = {"sent": 0, "binary": 0, "deep": 0}
    started = time.monotonic()

    @settings(
        max_examples=BATCHES,
        derandomize=True,
        database=None,
        deadline=None,
        suppress_health_check=list(HealthCheck),
    )
    @given(batch)
    def fuzz(messages: list[tuple[int, tuple[str | bytes, bool]]]) -> None:
        sent = []
        for index, (message, spectators_only) in messages:
            for connection in tables[index]:
                if spectators_only and connection.seat is not None:
                    continue
                counts["sent"] += 1
                counts["binary"] += isinstance(message, bytes)
                counts["deep"] += isinstance(message, str) and message.count("[") + message.count("{") > 100
                connection.player.ws.send(message)
                connection.player.ws.send(marker(counts["sent"]))
                sent.append((connection, message, counts["sent"]))
        for connection, message, number in sent:
            check_answers(connection, message, answers_until_marker(connection, number))
        for connection in connections:
            connection.player.received.clear()

    fuzz()
    elapsed = time.monotonic() - started
    assert counts["sent"] >= 10_000 and counts["binary"] > 100 and counts["deep"] > 100, counts
    # Nothing moved: the database holds no move, and a newcomer sees the start.
    storage = Storage(server.db)
    for table_id in {c.table_id for c in connections}:
        stored = storage.load(table_id)
        assert stored is not None and stored.moves == [] and stored.status == "playing"
    storage.close()
    for connection in connections:
        assert connection.player.latest is not None and connection.player.latest["seq"] == 0
        connection.player.close()
    log = server.log.read_text()
    assert "Traceback" not in log and "ERROR" not in log, log[-3000:]
    print(f"{counts['sent']} hostile messages in {elapsed:.1f} s")


# -- HTTP -------------------------------------------------------------------------------------


def http(server: ServerProcess, path: str, body: bytes | None = None) -> tuple[int, bytes]:
    method = "POST" if body is not None else "GET"
    req = urllib.request.Request(server.url + path, data=body, method=method)
    try:
        with urllib.request.urlopen(req, timeout=10) as response:
            return response.status, response.read()
    except urllib.error.HTTPError as error:
        return error.code, error.read()


ODD_IDS = [
    "a%00bcd",
    "abcd%00",
    "%00%00%00%00",
    "abcd%0A",
    "%ED%A0%80abcd",
    "%F0%9F%83%8Fabcd",
    "%EF%BD%81%EF%BD%82%EF%BD%83%EF%BD%84",  # (full-width letters)
    "abc",
    "a" * 33,
    "x" * 3000,
    "..%2F..%2Fetc",
    "abcd%20",
    "%C0%80abcd",
    "abcd%E2%80%A8",
    "' OR 1=1 --",
    "abcd;DROP TABLE rh_moves",
]


def test_odd_table_ids_are_not_found(server: FuzzServer) -> None:
    for table_id in ODD_IDS:
        quoted = table_id.replace(" ", "%20").replace("'", "%27").replace(";", "%3B")
        for path in (f"/api/tables/{quoted}", f"/api/tables/{quoted}/record", f"/api/tables/{quoted}/replay"):
            status, body = http(server, path)
            assert status == 404 and body, (path, status, body)
        status, body = http(server, f"/api/tables/{quoted}/join", json.dumps({"name": "Eve"}).encode())
        assert status == 404 and body, (table_id, status, body)
        try:
            with connect(f"ws://127.0.0.1:{server.port}/ws/{quoted}", open_timeout=10) as ws:
                assert "no such table" in json.loads(ws.recv(timeout=10))["message"]
        except InvalidStatus as refused:  # (a path that is no table's route at all: "../..")
            assert refused.response.status_code in (403, 404), table_id
    assert "Traceback" not in server.log.read_text()


BAD_BODIES: list[tuple[bytes, str]] = [
    (b"[" * 2000 + b"]" * 2000, "nested too deeply"),
    (b'{"game": ' + b"[" * 1500 + b"]" * 1500 + b"}", "nested too deeply"),
    (b'{"a":' * 2000 + b"1" + b"}" * 2000, "nested too deeply"),
    (json.dumps({"game": "liverpool", "players": 3, "name": "\ud800"}).encode(), "not valid Unicode"),
    (json.dumps({"game": "\udfff", "players": 3, "name": "Ann"}).encode(), "not valid Unicode"),
    (json.dumps({"game": "liverpool", "players": 3, "options": {"\ud800": 1}, "name": "Ann"}).encode(), "Unicode"),
    (b'{"game": "liverpool", "players": 3, "name": "\xed\xa0\x80"}', "not valid Unicode"),  # (UTF-8 of a surrogate)
    (json.dumps({"game": "liverpool", "players": 3, "name": "A\x00nn"}).encode(), "name"),
    (json.dumps({"game": "liverpool", "players": 3, "name": "\x07"}).encode(), "name"),
    (json.dumps({"game": "liverpool", "players": 10**4000, "name": "Ann"}).encode(), "players"),
    (b'{"game": "liverpool", "players": 1' + b"0" * 5000 + b', "name": "Ann"}', "not JSON"),
    (b'{"game": "liverpool", "players": NaN, "name": "Ann"}', "players"),
    (b'{"game": "liverpool", "players": 3.0, "name": "Ann"}', "players"),
    (json.dumps({"game": "liverpool", "players": True, "name": "Ann"}).encode(), "players"),
    (json.dumps({"game": ["liverpool"], "players": 3, "name": "Ann"}).encode(), "choose a game"),
    (json.dumps({"game": "liverpool", "players": 3, "options": [], "name": "Ann"}).encode(), "options"),
    (json.dumps({"game": "liverpool", "players": 3, "options": {"cut_bonus": "²"}}).encode(), "cut_bonus"),
    (json.dumps({"game": "liverpool", "players": 3, "bots": [None, "\x00"], "name": "Ann"}).encode(), "bot"),
    (json.dumps({"game": "liverpool", "players": 3, "name": {"first": "Ann"}}).encode(), "name"),
    (b"\x00", "not JSON"),
    (b"\xff\xfe", "not JSON"),
    (b"null", "JSON object"),
    (b"x" * 20000, "too large"),
]


def test_hostile_table_requests_are_refused_in_words(server: FuzzServer) -> None:
    for body, words in BAD_BODIES:
        status, answer = http(server, "/api/tables", body)
        assert status == 400, (body[:80], status, answer)
        assert words in json.loads(answer)["error"], (body[:80], answer)
    # Joining: the same refusals, and the table keeps its empty seat.
    status, made = post(server.url + "/api/tables", {"game": "liverpool", "players": 3, "name": "Ann"})
    assert status == 200
    for name in ["\ud800", "A\x00nn", "\x1b[31mred", {"n": 1}, ["Ann"], 7, None]:
        status, answer = http(server, f"/api/tables/{made['id']}/join", json.dumps({"name": name}).encode())
        assert status == 400 and json.loads(answer)["error"], (name, answer)
    seats = get(server.url + f"/api/tables/{made['id']}")["seats"]
    assert [s["person"] for s in seats] == [True, False, False]
    assert "Traceback" not in server.log.read_text()


@settings(max_examples=300, derandomize=True, database=None, deadline=None, suppress_health_check=list(HealthCheck))
@given(
    st.dictionaries(
        st.sampled_from(["game", "players", "options", "bots", "name", "seed", "\x00"]),
        st.one_of(json_value, st.sampled_from(["liverpool", "carousel", "rummoli", "Ann"]), st.integers(0, 9)),
    )
)
def test_generated_table_requests_get_an_answer_in_words(server: FuzzServer, body: dict[str, Any]) -> None:
    status, answer = http(server, "/api/tables", json.dumps(body).encode())
    assert status in (200, 400), (body, status, answer)
    assert ("id" in json.loads(answer)) if status == 200 else json.loads(answer)["error"]


def test_postgres_refuses_nul_and_odd_ids_in_words(request: pytest.FixtureRequest) -> None:
    """PostgreSQL cannot store NUL: names with one are refused before they reach it,
    and table ids with one are never looked up."""
    server = FuzzServer(request.getfixturevalue("pg_url"))
    server.start()
    try:
        body = {"game": "liverpool", "players": 3, "name": "A\x00nn"}
        status, answer = http(server, "/api/tables", json.dumps(body).encode())
        assert status == 400 and "name" in json.loads(answer)["error"]
        status, made = post(server.url + "/api/tables", {"game": "liverpool", "players": 3, "name": "Ann"})
        assert status == 200
        status, answer = http(server, f"/api/tables/{made['id']}/join", json.dumps({"name": "\x00"}).encode())
        assert status == 400 and json.loads(answer)["error"]
        for table_id in ("a%00bcd", f"{made['id']}%00", "%00" * 12):
            for path in ("", "/record", "/replay"):
                status, answer = http(server, f"/api/tables/{table_id}{path}")
                assert status == 404 and answer, (table_id, path, status)
            status, answer = http(server, f"/api/tables/{table_id}/join", json.dumps({"name": "Eve"}).encode())
            assert status == 404
        assert [s["person"] for s in get(server.url + f"/api/tables/{made['id']}")["seats"]] == [True, False, False]
    finally:
        server.kill()
    assert "Traceback" not in server.log.read_text()
