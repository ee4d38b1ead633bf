"""Load on the rummyhall server: many Liverpool tables, each with two people
(played by this program, choosing random legal moves), two bots and two
spectators - four connected WebSocket clients a table - on loopback.

Reports the actions per second the server settled (people's and bots') and the
time from a person's action to its broadcast reaching each of the table's
clients (median, 99th percentile).  The server is a real ``rummyhall serve``
process with a SQLite file; every action is committed before it is broadcast.

People take ``--think`` seconds on average over each move (uniformly between
half and one and a half times it) and bots wait ``--bot-delay`` seconds, as the
server does by default; ``--think 0 --bot-delay 0`` plays flat out instead, to
find the most actions per second the server can settle.

    .venv/bin/python bench/bench_server.py --tables 200 --seconds 30
    .venv/bin/python bench/bench_server.py --tables 20 --think 0 --bot-delay 0
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import random
import re
import resource
import statistics
import time
from typing import Any

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed

from server_process import post, served


class Table:
    """What the benchmark knows of one table: when each person's action was sent."""

    def __init__(self, table_id: str) -> None:
        self.id = table_id
        self.sent: dict[int, float] = {}  # seq the action was sent at -> time sent
        self.seq = 0


class Load:
    def __init__(self, url: str, seed: int, think: float) -> None:
        self.url = url
        self.rng = random.Random(seed)
        self.think = think
        self.latencies: list[float] = []
        self.people_actions = 0
        self.measuring = False
        self.errors = 0

    async def client(self, table: Table, token: str | None, stop: asyncio.Event) -> None:
        ws_url = self.url.replace("http", "ws") + f"/ws/{table.id}"
        async with connect(ws_url, max_size=1 << 22, open_timeout=60, ping_interval=None) as ws:
            if token is not None:
                await ws.send(json.dumps({"type": "hello", "token": token}))
            acted: set[int] = set()
            while not stop.is_set():
                try:
                    raw = await asyncio.wait_for(ws.recv(), 1.0)
                except TimeoutError:
                    continue
                now = time.perf_counter()
                found = SEQ.search(raw[:200])  # (spectators need only the move number)
                if found is None:
                    self.errors += '"type": "error"' in raw
                    continue
                seq = int(found.group(1))
                table.seq = max(table.seq, seq)
                sent = table.sent.get(seq - 1)
                if sent is not None and self.measuring:
                    self.latencies.append(now - sent)
                if token is not None and seq not in acted and '"legal": []' not in raw:
                    message = json.loads(raw)
                    if not message["view"]["over"]:
                        acted.add(seq)
                        asyncio.get_running_loop().create_task(self.act(ws, table, message))

    async def act(self, ws: ClientConnection, table: Table, message: dict[str, Any]) -> None:
        """Think, then make a random legal move, unless the table moved on meanwhile."""
        seq = message["seq"]
        choices: list[str | None] = list(message["legal"])
        downs = [a for a in choices if a.startswith("down ")]
        if downs:
            choices = downs[:1]  # people go down when they can; otherwise deals never end
        elif "pass" in choices:
            choices = ["pass"]  # and rarely buy (random buying makes 30-card hands nobody plays)
        if message["may_pass"]:
            choices.append(None)
        choice = self.rng.choice(choices)
        if self.think:
            await asyncio.sleep(self.think * self.rng.uniform(0.5, 1.5))
        if choice is None or table.seq != seq:
            return
        table.sent[seq] = time.perf_counter()
        if self.measuring:
            self.people_actions += 1
        with contextlib.suppress(ConnectionClosed):  # (the run ended while this person was thinking)
            await ws.send(json.dumps({"type": "act", "seq": seq, "action": choice}))


SEQ = re.compile(r'"seq": (\d+)')


async def run(url: str, tables: int, warmup: float, seconds: float, think: float) -> dict[str, Any]:
    load = Load(url, 1, think)
    made: list[tuple[Table, str, str]] = []
    for _ in range(tables):
        body = {"game": "liverpool", "players": 4, "name": "P0", "bots": [None, None, "greedy", "random"]}
        _status, created = await asyncio.to_thread(post, url + "/api/tables", body)
        _status, joined = await asyncio.to_thread(post, url + f"/api/tables/{created['id']}/join", {"name": "P1"})
        made.append((Table(created["id"]), created["token"], joined["token"]))
    stop = asyncio.Event()
    tasks = []
    for table, token0, token1 in made:
        for token in (token0, token1, None, None):
            tasks.append(asyncio.create_task(load.client(table, token, stop)))
    await asyncio.sleep(1.0)
    starters = []
    for table, token0, _ in made:
        starters.append(_start(url, table, token0))
    await asyncio.gather(*starters)
    await asyncio.sleep(warmup)
    first = sum(t.seq for t, _, _ in made)
    load.measuring = True
    started = time.perf_counter()
    await asyncio.sleep(seconds)
    load.measuring = False
    elapsed = time.perf_counter() - started
    last = sum(t.seq for t, _, _ in made)
    stop.set()
    await asyncio.gather(*tasks, return_exceptions=True)
    lat = sorted(load.latencies)
    return {
        "tables": tables,
        "clients": 4 * tables,
        "seconds": round(elapsed, 1),
        "actions_per_s": round((last - first) / elapsed, 1),
        "people_actions_per_s": round(load.people_actions / elapsed, 1),
        "broadcasts_measured": len(lat),
        "p50_ms": round(1000 * statistics.median(lat), 2) if lat else None,
        "p99_ms": round(1000 * lat[int(0.99 * (len(lat) - 1))], 2) if lat else None,
        "max_ms": round(1000 * lat[-1], 2) if lat else None,
        "refusals": load.errors,
    }


async def _start(url: str, table: Table, token: str) -> None:
    async with connect(url.replace("http", "ws") + f"/ws/{table.id}", open_timeout=60) as ws:
        await ws.send(json.dumps({"type": "hello", "token": token}))
        await ws.send(json.dumps({"type": "start"}))
        await asyncio.sleep(0.05)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--tables", type=int, default=200)
    parser.add_argument("--seconds", type=float, default=30.0)
    parser.add_argument("--warmup", type=float, default=5.0)
    parser.add_argument("--think", type=float, default=2.0, help="a person's mean seconds over a move")
    parser.add_argument("--bot-delay", type=float, default=0.8, help="seconds a bot waits (the server's default)")
    parser.add_argument("--db", default=None, help="database URL (default: a new SQLite file)")
    parser.add_argument("--url", default=None, help="use a server already running here instead of starting one")
    args = parser.parse_args()
    _soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
    if args.url:
        print(json.dumps(asyncio.run(run(args.url, args.tables, args.warmup, args.seconds, args.think)), indent=1))
        return
    # (every table comes from this one address and its clients act flat out if asked:
    # the load measured here is people's, not an attack, so the per-address limits are off)
    options = ["--bot-delay", str(args.bot_delay), "--create-limit", "0", "--message-rate", "0"]
    with served(options, db=args.db) as (url, _server):
        result = asyncio.run(run(url, args.tables, args.warmup, args.seconds, args.think))
    print(json.dumps(result, indent=1))


if __name__ == "__main__":
    main()
