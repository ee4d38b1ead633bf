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

Several workers of one room (``--workers N``: ``rummyhall serve --workers N --bus URL``
on one port, the system handing each connection to one of them, so a table's four
clients are spread over the workers, as behind a load balancer without sticky sessions):

    .venv/bin/python bench/bench_server.py --workers 2 --db postgresql://... --bus redis://127.0.0.1:6379/14 \
        --tables 40 --think 0 --bot-delay 0

With ``--balancer`` the workers are instead separate ``rummyhall serve --bus`` processes behind
Debian's HAProxy with ``deploy/haproxy.cfg`` (as compose.yaml runs them): a connection goes by
a hash of its path, so that a table's sockets meet on one worker, and the balancer's own CPU
is reported apart (``balancer_cpu_s``: on a room of several machines it has its own):

    .venv/bin/python bench/bench_server.py --workers 2 --balancer --db postgresql://... \
        --bus redis://127.0.0.1:6379/14 --tables 40 --think 0 --bot-delay 0

``--pin`` (with ``--balancer``) runs the workers on the last processor and everything this
program starts besides (the load generator, the balancer) on the others, so that what the
workers settle on one core is measured apart from the load on the rest: with two workers
on that core, any cost a worker pays for the others shows as fewer actions than one worker
settles there.

Besides actions per second it reports the CPU seconds the server's processes and this
load generator used (``server_cpu_s``, ``load_cpu_s``), and actions per CPU second of the
server (``actions_per_server_cpu_s``): on a machine whose cores the load generator shares,
that is what a worker settles with a core of its own.  ``--costs`` measures what one
action costs the bus and the database: a Redis notice (publish and presence, as a worker
sends them) and a PostgreSQL move commit, each timed a thousand times.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import random
import re
import resource
import signal
import statistics
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed

from server_process import balanced, post, served

REDIS = "redis://127.0.0.1:6379/14"
OPENING = 50
"""Connections the load generator opens at once."""


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
        self.opening = asyncio.Semaphore(OPENING)
        self.connected = 0

    async def client(self, table: Table, token: str | None, stop: asyncio.Event) -> None:
        ws_url = self.url.replace("http", "ws") + f"/ws/{table.id}"
        async with self.opening:  # (people arrive over time, not thousands in the same instant)
            ws = await connect(ws_url, max_size=1 << 22, open_timeout=60, ping_interval=None)
            self.connected += 1
        async with ws:
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


def _own_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime


def _cpu_of(pids: list[int]) -> list[float]:
    """CPU seconds of each process of ``pids`` with its children (the workers), from /proc."""
    totals = [0.0] * len(pids)
    tick = os.sysconf("SC_CLK_TCK")
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        for n, pid in enumerate(pids):
            if stat.parent.name == str(pid) or fields[1] == str(pid):  # (fields[1]: the parent's pid)
                totals[n] += (int(fields[11]) + int(fields[12])) / tick
    return totals


async def run(
    url: str,
    tables: int,
    warmup: float,
    seconds: float,
    think: float,
    server_pids: Sequence[int] = (),
    balancer_pid: int | None = None,
) -> dict[str, Any]:
    load = Load(url, 1, think)
    made: list[tuple[Table, str, str]] = []
    began = time.perf_counter()
    for _ in range(tables):
        body = {"game": "liverpool", "players": 4, "name": "P0", "bots": [None, None, "greedy", "random"]}
        _status, created = await asyncio.to_thread(post, url + "/api/tables", body)
        _status, joined = await asyncio.to_thread(post, url + f"/api/tables/{created['id']}/join", {"name": "P1"})
        made.append((Table(created["id"]), created["token"], joined["token"]))
    _say(f"{tables} tables made in {time.perf_counter() - began:.1f} s")
    stop = asyncio.Event()
    tasks = []
    for table, token0, token1 in made:
        for token in (token0, token1, None, None):
            tasks.append(asyncio.create_task(load.client(table, token, stop)))
    while load.connected < len(tasks):
        await asyncio.sleep(0.1)
    await asyncio.sleep(1.0)
    await asyncio.gather(*(_start(url, table, token0, load.opening) for table, token0, _ in made))
    _say(f"{4 * tables} clients connected and the tables started in {time.perf_counter() - began:.1f} s")
    await asyncio.sleep(warmup)
    first = sum(t.seq for t, _, _ in made)
    load.measuring = True
    started = time.perf_counter()
    pids = [*server_pids, *([balancer_pid] if balancer_pid else [])]
    load_cpu, cpu = _own_cpu(), _cpu_of(pids)
    await asyncio.sleep(seconds)
    load.measuring = False
    elapsed = time.perf_counter() - started
    load_cpu, cpu = _own_cpu() - load_cpu, [b - a for a, b in zip(cpu, _cpu_of(pids), strict=True)]
    workers_cpu = cpu[: len(server_pids)]
    server_cpu = sum(workers_cpu)
    last = sum(t.seq for t, _, _ in made)
    stop.set()
    await asyncio.gather(*tasks, return_exceptions=True)
    lat = sorted(load.latencies)
    return {
        "tables": tables,
        "clients": 4 * tables,
        "seconds": round(elapsed, 1),
        "actions_per_s": round((last - first) / elapsed, 1),
        "server_cpu_s": round(server_cpu, 1),
        **({"workers_cpu_s": [round(c, 1) for c in workers_cpu]} if len(workers_cpu) > 1 else {}),
        **({"balancer_cpu_s": round(cpu[-1], 1)} if balancer_pid else {}),
        "load_cpu_s": round(load_cpu, 1),
        "actions_per_server_cpu_s": round((last - first) / server_cpu, 1) if server_cpu else None,
        "people_actions_per_s": round(load.people_actions / elapsed, 1),
        "broadcasts_measured": len(lat),
        "p50_ms": round(1000 * statistics.median(lat), 2) if lat else None,
        "p99_ms": round(1000 * lat[int(0.99 * (len(lat) - 1))], 2) if lat else None,
        "max_ms": round(1000 * lat[-1], 2) if lat else None,
        "refusals": load.errors,
    }


def _say(progress: str) -> None:
    print(progress, file=sys.stderr, flush=True)


async def _start(url: str, table: Table, token: str, opening: asyncio.Semaphore) -> None:
    async with opening, connect(url.replace("http", "ws") + f"/ws/{table.id}", open_timeout=60) as ws:
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
    parser.add_argument("--workers", type=int, default=1, help="worker processes of one room (needs --bus)")
    parser.add_argument("--bus", default=None, help=f"the room's Redis (with --workers > 1; e.g. {REDIS})")
    parser.add_argument(
        "--balancer", action="store_true", help="workers on ports of their own behind HAProxy (deploy/haproxy.cfg)"
    )
    parser.add_argument(
        "--pin", action="store_true", help="with --balancer: the workers on the last processor, the rest on the others"
    )
    parser.add_argument("--costs", action="store_true", help="time a Redis notice and a PostgreSQL commit instead")
    args = parser.parse_args()
    if args.costs:
        print(json.dumps(costs(args.db, args.bus or REDIS), indent=1))
        return
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(1))  # (stopped: its servers are stopped too)
    _soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
    if args.url:
        print(json.dumps(asyncio.run(run(args.url, args.tables, args.warmup, args.seconds, args.think)), indent=1))
        return
    # (every table comes from this one address and its clients act flat out if asked:
    # the load measured here is people's, not an attack, so the per-address limits are off)
    options = ["--bot-delay", str(args.bot_delay), "--create-limit", "0", "--message-rate", "0"]
    bus = args.bus or REDIS
    if args.balancer:
        if not args.db or not args.db.startswith("postgres"):
            parser.error("--balancer needs --db postgresql://... (the workers share it)")
        _flush(bus)
        cpus = None
        if args.pin:
            *others, last = sorted(os.sched_getaffinity(0))
            if not others:
                parser.error("--pin needs two processors or more")
            os.sched_setaffinity(0, others)  # (this program, and the balancer it starts)
            cpus = {last}
        with balanced(args.workers, args.db, bus, options, cpus) as (url, workers, balancer):
            pids = [w.pid for w in workers]
            result = asyncio.run(run(url, args.tables, args.warmup, args.seconds, args.think, pids, balancer.pid))
        print(json.dumps({"workers": args.workers, "balancer": "haproxy", "pinned": args.pin, **result}, indent=1))
        return
    if args.workers > 1 or args.bus:
        options += ["--workers", str(args.workers), "--bus", bus]
        _flush(bus)
    with served(options, db=args.db) as (url, server):
        result = asyncio.run(run(url, args.tables, args.warmup, args.seconds, args.think, [server.pid]))
    print(json.dumps({"workers": args.workers, **result}, indent=1))


def _flush(bus: str) -> None:
    """The benchmark's Redis database emptied (notices and leases of an earlier run)."""
    import redis

    redis.Redis.from_url(bus).flushdb()


def costs(db: str | None, bus: str, count: int = 1000) -> dict[str, Any]:
    """What one action costs the bus and the database, each timed ``count`` times: a
    worker's notice (one PUBLISH) with a presence write (HSET, EXPIRE, PUBLISH in one
    pipeline), and a move committed to the database (one INSERT in its own transaction)."""
    import redis

    from rummyhall.record import Move
    from rummyhall.server.storage import Seat, Storage

    client = redis.Redis.from_url(bus)
    started = time.perf_counter()
    for _ in range(count):
        client.publish("rh:bench", json.dumps(["bench", "T", "table"]))
    notice = (time.perf_counter() - started) / count
    started = time.perf_counter()
    for i in range(count):
        pipe = client.pipeline(transaction=False)
        pipe.hset("rh:here:bench", "w", json.dumps({"0": i % 2 + 1}))
        pipe.expire("rh:here:bench", 60)
        pipe.publish("rh:bench", "here")
        pipe.execute()
    presence = (time.perf_counter() - started) / count
    client.delete("rh:here:bench")
    with tempfile.TemporaryDirectory() as folder:
        storage = Storage(db or f"sqlite:///{Path(folder) / 'costs.db'}")
        table_id = storage.create_table("liverpool", 3, {}, 1, [Seat("Ann", "x", None), Seat(None, None, "greedy")] * 1)
        started = time.perf_counter()
        for i in range(count):
            storage.append_moves(table_id, i, [Move(0, "draw stock", (i % 52,), "")])
        commit = (time.perf_counter() - started) / count
        storage.close()
    return {
        "redis_notice_ms": round(1000 * notice, 3),
        "redis_presence_ms": round(1000 * presence, 3),
        "database_commit_ms": round(1000 * commit, 3),
        "database": "postgresql" if db and db.startswith("postgres") else "sqlite",
    }


if __name__ == "__main__":
    main()
