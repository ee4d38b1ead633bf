"""The server, for real: a ``rummyhall serve`` process on loopback, WebSocket
clients, a SQLite file.  Lobby, playing, views, bad input, simultaneous buys,
and resuming after ``kill -9``."""

from __future__ import annotations

import json
import threading
import time
import urllib.request
from pathlib import Path
from typing import Any

import pytest
from websockets.sync.client import connect

from rummyhall.bots import make_bot
from rummyhall.games import make
from rummyhall.server.storage import Storage
from test_server_support import Player, ServerProcess, post


@pytest.fixture
def db(tmp_path: Path) -> str:
    return f"sqlite:///{tmp_path / 'rummyhall.db'}"


@pytest.fixture
def server(db: str) -> Any:
    process = ServerProcess(db).start()
    yield process
    process.kill()


def new_table(server: ServerProcess, bots: list[str | None], options: dict[str, Any] | None = None) -> dict[str, Any]:
    status, made = post(
        server.url + "/api/tables",
        {"game": "liverpool", "players": len(bots), "options": options or {}, "bots": bots, "name": "Ann"},
    )
    assert status == 200, made
    return made


def seated_pair(server: ServerProcess, options: dict[str, Any] | None = None) -> tuple[str, Player, Player]:
    """A 4-seat Liverpool table: Ann (seat 0) and Bob (seat 1) in person, bots in seats 2 and 3; started."""
    made = new_table(server, [None, None, "greedy", "random"], options)
    status, joined = post(server.url + f"/api/tables/{made['id']}/join", {"name": "Bob"})
    assert status == 200 and joined["seat"] == 1
    ann = Player(server, made["id"], made["token"])
    bob = Player(server, made["id"], joined["token"])
    assert ann.latest is not None and ann.latest["you"] == 0
    ann.send({"type": "start"})
    ann.until(lambda m: m["type"] == "state")
    bob.until(lambda m: m["type"] == "state")
    ann.drain()
    bob.drain()
    return made["id"], ann, bob


class Driver:
    """Plays the people's seats with the greedy bot's choices, through the socket."""

    def __init__(self, players: list[Player]) -> None:
        self.players = players
        self.game = make("liverpool", 4)
        self.bot = make_bot("liverpool", "greedy", 1)
        self.declined: set[tuple[int, int]] = set()

    def step(self) -> bool:
        """Let every player act once if it wants to; False when the game is over."""
        for player in self.players:
            player.drain(0.05)
        for player in self.players:
            m = player.latest
            assert m is not None and m["type"] == "state"
            if m["view"]["over"]:
                return False
            if not m["legal"] or (m["seq"], m["you"]) in self.declined:
                continue
            legal = [self.game.parse_action(a) for a in m["legal"]]
            action = self.bot.choose(m["view"], legal, m["may_pass"])
            if action is None:
                self.declined.add((m["seq"], m["you"]))
                continue
            seq = m["seq"]
            player.send({"type": "act", "seq": seq, "action": str(action)})
            player.until(lambda x, seq=seq: x["type"] == "error" or (x["type"] == "state" and x["seq"] > seq))
        return True


def test_lobby_refuses_what_it_must(server: ServerProcess) -> None:
    status, answer = post(server.url + "/api/tables", {"game": "liverpool", "players": 9, "name": "Ann"})
    assert status == 400 and "3 to 8 players" in answer["error"]
    status, answer = post(server.url + "/api/tables", {"game": "chess", "players": 2, "name": "Ann"})
    assert status == 400 and "there is no game 'chess'" in answer["error"]
    made = new_table(server, [None, None, "greedy"])
    status, answer = post(server.url + f"/api/tables/{made['id']}/join", {"name": "  "})
    assert status == 400 and "name" in answer["error"]
    ann = Player(server, made["id"], made["token"])
    ann.send({"type": "start"})
    assert "still empty" in ann.error()["message"]
    ann.send({"type": "bot", "seat": 1, "bot": "random"})
    ann.until(lambda m: m["type"] == "lobby" and m["table"]["seats"][1]["bot"] == "random")
    status, answer = post(server.url + f"/api/tables/{made['id']}/join", {"name": "Late"})
    assert status == 400 and "every seat" in answer["error"]
    ann.send({"type": "start"})
    ann.until(lambda m: m["type"] == "state")
    ann.close()


def test_bad_input_gets_words_and_changes_nothing(server: ServerProcess) -> None:
    table_id, ann, bob = seated_pair(server)
    watcher = Player(server, table_id)
    start = ann.latest
    assert start is not None
    seq = start["seq"]
    cases: list[tuple[Any, str]] = [
        ("{not json", "not JSON"),
        (json.dumps([1, 2]), "JSON object"),
        ({"type": "dance"}, "unknown message type"),
        ({"type": "act", "seq": seq, "action": "x" * 5000}, "too long"),
        ({"type": "act", "seq": seq, "action": "discard 7h", "seat": 2}, "your own seat"),
        ({"type": "act", "seq": seq - 1, "action": "draw stock"}, "moved on"),
        ({"type": "act", "seq": seq + 5, "action": "draw stock"}, "future"),
        ({"type": "act", "action": "draw stock"}, "seq"),
        ({"type": "act", "seq": seq, "action": "fly away"}, "not an action"),
        ({"type": "act", "seq": seq, "action": "discard Zz"}, "not a card"),
        ({"type": "hello", "token": "forged"}, "not known"),
    ]
    for message, words in cases:
        bob.send(message)
        assert words in bob.error()["message"]
    bob.ws.send(b"\x00\x01")
    assert "not binary" in bob.error()["message"]
    watcher.send({"type": "act", "seq": seq, "action": "draw stock"})
    assert "watching" in watcher.error()["message"]
    # Nothing changed, and every connection is still open.
    for player in (ann, bob, watcher):
        player.send({"type": "ping"})
        player.until(lambda m: m["type"] == "pong")
    info = json.loads(urllib.request.urlopen(server.url + f"/api/tables/{table_id}", timeout=5).read())
    assert info["moves"] == seq


def test_views_are_exactly_the_engines_and_a_game_finishes(server: ServerProcess, db: str) -> None:
    table_id, ann, bob = seated_pair(server, {"turn_cap": 16})
    driver = Driver([ann, bob])
    for _ in range(3000):
        if not driver.step():
            break
    else:
        pytest.fail("the game did not finish")
    storage = Storage(db)
    stored = storage.load(table_id)
    assert stored is not None and stored.status == "over"
    game = make("liverpool", 4, stored.options)
    # Replay the stored moves: every state a person was sent is exactly state.view(their seat).
    sent = {(p.latest["you"] if p.latest else -1): [m for m in p.received if m["type"] == "state"] for p in (ann, bob)}
    by_seq: dict[tuple[int, int], dict[str, Any]] = {}
    for seat, messages in sent.items():
        for m in messages:
            by_seq[(seat, m["seq"])] = m["view"]
    state = game.new(stored.seed)
    checked = 0
    for number in range(len(stored.moves) + 1):
        for seat in (0, 1):
            if (seat, number) in by_seq:
                assert by_seq[(seat, number)] == state.view(seat)
                checked += 1
        if number < len(stored.moves):
            state.act(stored.moves[number].seat, stored.moves[number].action)
    assert checked > 20
    # Nobody's private card was ever shown to another seat.
    for seat, messages in sent.items():
        for m in messages:
            for event in m["last"]:
                if event["hidden"]:
                    assert event["seat"] != seat and not event["cards"]
    finished = urllib.request.urlopen(server.url + "/api/finished", timeout=5).read()
    assert table_id in finished.decode()
    record = urllib.request.urlopen(server.url + f"/api/tables/{table_id}/record", timeout=5)
    from rummyhall.record import Record, replay

    replay(Record.loads(record.read().decode()))
    storage.close()


def four_people_at_a_buy_window(
    server: ServerProcess, options: dict[str, Any]
) -> tuple[str, list[Player], dict[str, Any]]:
    """A Liverpool table of four people, started, where the first player has drawn from the
    stock: the upcard is offered to the other three (LIV-14).  The table's id, the players, and
    the window's state."""
    made = new_table(server, [None, None, None, None], options)
    players = [Player(server, made["id"], made["token"])]
    for name in ("Bob", "Cy", "Di"):
        status, joined = post(server.url + f"/api/tables/{made['id']}/join", {"name": name})
        assert status == 200
        players.append(Player(server, made["id"], joined["token"]))
    players[0].send({"type": "start"})
    for p in players:
        p.until(lambda m: m["type"] == "state")
    first = players[0].latest
    assert first is not None
    turn = first["view"]["turn"]
    players[turn].send({"type": "act", "seq": first["seq"], "action": "draw stock"})
    for p in players:
        p.until(lambda m: m["type"] == "state" and m["view"]["phase"] == "buy")
    window = players[turn].latest
    assert window is not None
    return made["id"], players, window


def test_answers_to_the_same_offer_do_not_race(server: ServerProcess) -> None:
    """LIV-14 over the wire: three people answer the same offer of the discard, each quoting the
    position they decided on.  Another's pass in between changes nothing they decided on, so no
    answer is refused as out of date.  A move decided before one had a move to make still is."""
    _, players, window = four_people_at_a_buy_window(server, {"cut_bonus": False})
    seq, turn = window["seq"], window["view"]["turn"]
    askers = [players[s] for s in window["view"]["buy_order"]]
    for answered, asker in enumerate(askers):
        if (asker.latest or {}).get("seq") != seq + answered:
            asker.until(lambda m, n=answered: m["type"] == "state" and m["seq"] == seq + n)
        asker.send({"type": "act", "seq": seq, "action": "pass"})  # (decided before the others passed)
        answer = asker.until(lambda m, n=answered: m["type"] == "error" or m.get("seq") == seq + n + 1)
        assert answer["type"] == "state", answer
    drew = players[turn].until(lambda m: m["type"] == "state" and m["seq"] == seq + 3)
    assert drew["view"]["phase"] == "play" and drew["legal"]
    discard = next(a for a in drew["legal"] if a.startswith("discard "))
    players[turn].send({"type": "act", "seq": seq, "action": discard})  # (quoted from the window: no move then)
    assert "moved on" in players[turn].error()["message"]


def test_an_answer_after_a_buy_is_out_of_date(server: ServerProcess) -> None:
    """LIV-14: the nearest player buys the discard; the next one's pass, quoting the offer, is
    refused as out of date (a buy is not a pass: it changed the table)."""
    _, players, window = four_people_at_a_buy_window(server, {"cut_bonus": False})
    seq = window["seq"]
    nearest, other = (players[s] for s in window["view"]["buy_order"][:2])
    nearest.send({"type": "act", "seq": seq, "action": "buy"})
    other.until(lambda m: m["type"] == "state" and m["seq"] > seq)
    other.send({"type": "act", "seq": seq, "action": "pass"})
    assert "moved on" in other.error()["message"]


def test_simultaneous_may_i_is_settled_once(server: ServerProcess, db: str) -> None:
    """LIV-22 over the wire: two people ask "May I" for the same discard at the same moment; one
    gets it and the other is told the table moved on.  The position is built, not waited for: at
    a table of four people the first player to draw from the stock offers the upcard to the other
    three, and two of them answer at once."""
    table_id, players, window = four_people_at_a_buy_window(server, {"may_i": True, "cut_bonus": False})
    turn = window["view"]["turn"]
    seq = window["seq"]
    askers = [players[s] for s in window["view"]["buy_order"][:2]]
    assert len(askers) == 2 and all("buy" in (a.latest or {}).get("legal", []) for a in askers)
    barrier = threading.Barrier(2)

    def ask(player: Player) -> None:
        barrier.wait()
        player.send({"type": "act", "seq": seq, "action": "buy"})

    threads = [threading.Thread(target=ask, args=(p,)) for p in askers]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    seen = {p: len(p.received) for p in askers}

    def refusals() -> list[dict[str, Any]]:
        return [m for p in askers for m in p.received[seen[p] :] if m["type"] == "error"]

    deadline = time.monotonic() + 20  # (a loaded machine may take a while to answer)
    while not refusals() and time.monotonic() < deadline:
        for p in askers:
            p.drain(0.1)
    for p in askers:
        p.drain(0.5)
    refused = refusals()
    assert len(refused) == 1 and "moved on" in refused[0]["message"]
    stored = Storage(db).load(table_id)
    assert stored is not None
    buys = [m for m in stored.moves[seq:] if m.action == "buy"]
    assert len(buys) == 1 and stored.moves[seq].action == "buy"
    assert stored.moves[seq].seat in window["view"]["buy_order"][:2]
    # The window closed with that one buy: the player who drew goes on with their turn.
    assert stored.moves[seq + 1 :] == [] or stored.moves[seq + 1].seat == turn


def play_kill_9_and_resume(db: str, steps: int) -> int:
    """Play ``steps`` moves on a real server, SIGKILL it, start it again and check
    that each player gets back exactly the seq, view and legal moves it had.
    Returns the seq the game had reached."""
    server = ServerProcess(db).start()
    try:
        table_id, ann, bob = seated_pair(server)
        driver = Driver([ann, bob])
        for _ in range(steps):
            driver.step()
        ann.drain()
        bob.drain()
        before = {p.latest["you"]: (p.token, p.latest) for p in (ann, bob) if p.latest}
        server.kill()  # SIGKILL: no shutdown code runs
        server.start()
        for token, old in before.values():
            player = Player(server, table_id, token)
            player.drain()
            now = player.latest
            assert now is not None
            assert (now["seq"], now["view"], now["legal"]) == (old["seq"], old["view"], old["legal"])
            player.close()
        return int(before[0][1]["seq"])
    finally:
        server.kill()


def test_kill_9_resumes_every_game_where_it_was(db: str) -> None:
    play_kill_9_and_resume(db, steps=25)


def test_give_an_abandoned_seat_to_a_bot_and_take_it_back(server: ServerProcess) -> None:
    table_id, ann, bob = seated_pair(server)
    bob_token = bob.token
    bob.close()
    ann.send({"type": "bot", "seat": 1, "bot": "greedy"})
    ann.until(lambda m: m["type"] == "state" and m["table"]["seats"][1]["bot"] == "greedy")
    ann.send({"type": "bot", "seat": 0, "bot": "greedy"})
    assert "your own seat" in ann.error()["message"]
    back = Player(server, table_id, bob_token)
    assert back.latest is not None and back.latest["you"] == 1
    back.drain()
    assert back.latest["table"]["seats"][1]["bot"] is None


def post_for_cookie(url: str, body: dict[str, Any]) -> tuple[dict[str, Any], str]:
    """POST and return the answer with its Set-Cookie header."""
    request = urllib.request.Request(
        url, data=json.dumps(body).encode(), headers={"Content-Type": "application/json"}, method="POST"
    )
    with urllib.request.urlopen(request, timeout=10) as response:
        return json.loads(response.read()), response.headers["Set-Cookie"]


def test_a_reloaded_page_is_greeted_in_its_seat_by_the_seat_cookie(server: ServerProcess) -> None:
    """Creating or joining sets a cookie that only the table's socket is sent; with it
    the very first message is the seat's own, never a spectator's."""
    body = {"game": "liverpool", "players": 3, "bots": [None, None, "random"], "name": "Ann"}
    made, ann_cookie = post_for_cookie(server.url + "/api/tables", body)
    joined, bob_cookie = post_for_cookie(server.url + f"/api/tables/{made['id']}/join", {"name": "Bob"})
    for seat, token, cookie in ((0, made["token"], ann_cookie), (1, joined["token"], bob_cookie)):
        assert f"rummyhall-seat={token}" in cookie and "HttpOnly" in cookie
        assert f"Path=/ws/{made['id']}" in cookie and "SameSite=strict" in cookie
        with connect(
            f"ws://127.0.0.1:{server.port}/ws/{made['id']}", additional_headers={"Cookie": f"rummyhall-seat={token}"}
        ) as ws:
            assert json.loads(ws.recv(timeout=10))["you"] == seat
    with connect(
        f"ws://127.0.0.1:{server.port}/ws/{made['id']}", additional_headers={"Cookie": "rummyhall-seat=not-a-seat"}
    ) as ws:
        assert json.loads(ws.recv(timeout=10))["you"] is None  # an unknown cookie: a spectator
