"""Killing workers of one room: how long its tables stop, and whether anything is lost.

Starts ``--workers`` worker processes (``rummyhall serve --db URL --bus URL``, each on its
own port of 127.0.0.1), ``--tables`` Liverpool tables of one person (played by this
program: a random legal move after ``--think`` seconds) and two bots each, then ``--kills``
times: SIGKILL a worker chosen at random, measure for every table the time until its
next move is stored (the person's program reconnects to another worker with its token, as
a page does; the bots' lease lapses and another worker takes them over), and start the
killed worker again.  At the end every position the programs were shown is checked
against the stored moves replayed by the engine (nothing accepted was lost), and every
reconnection got its seat back.

    .venv/bin/python bench/bench_failover.py --db postgresql://... --bus redis://127.0.0.1:6379/13 --kills 100
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import signal
import statistics
import subprocess
import sys
import time
from typing import Any

from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed, InvalidStatus

from rummyhall.games import make
from rummyhall.server.storage import Storage
from server_process import free_port, post


class Worker:
    def __init__(self, db: str, bus: str, bot_delay: float) -> None:
        self.port = free_port()
        self.command = [sys.executable, "-m", "rummyhall.cli", "serve", "--port", str(self.port), "--db", db]
        self.command += ["--bus", bus, "--bot-delay", str(bot_delay), "--create-limit", "0"]
        self.process: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    async def start(self) -> None:
        self.process = subprocess.Popen(self.command, stdout=subprocess.DEVNULL)
        for _ in range(300):
            try:
                _reader, writer = await asyncio.open_connection("127.0.0.1", self.port)
                writer.close()
                return
            except OSError:
                await asyncio.sleep(0.1)
        raise RuntimeError("a worker did not start")

    def kill(self, sig: int = signal.SIGKILL) -> None:
        if self.process is not None:
            self.process.send_signal(sig)
            self.process.wait(10)


class Person:
    """One table's person: plays, reconnects to another worker when its own goes away, and
    sits at a new table when a game ends (so that every kill meets live games)."""

    def __init__(self, workers: list[Worker], seed: int, think: float) -> None:
        self.workers = workers
        self.rng = random.Random(seed)
        self.think = think
        self.played: dict[str, list[tuple[int, Any]]] = {}
        """(seq, view) of every state it was sent, by table."""
        self.reconnects = 0
        self.not_seated = 0
        self.over = False
        self.table_id = ""
        self.token = ""
        self.seen: list[tuple[int, Any]] = []

    async def sit(self, number: int) -> None:
        """A new table: this person and two bots, started."""
        worker = self.workers[self.rng.randrange(len(self.workers))]
        body = {"game": "liverpool", "players": 3, "bots": [None, "random", "greedy"], "name": f"P{number}"}
        while True:
            try:
                _, made = await asyncio.to_thread(post, worker.url + "/api/tables", body)
                async with connect(worker.url.replace("http", "ws") + f"/ws/{made['id']}") as ws:
                    await ws.send(json.dumps({"type": "hello", "token": made["token"]}))
                    await ws.send(json.dumps({"type": "start"}))
                    await asyncio.sleep(0.1)
                break
            except (OSError, ConnectionClosed, InvalidStatus):  # (that worker was just killed)
                worker = self.workers[self.rng.randrange(len(self.workers))]
                await asyncio.sleep(0.2)
        self.table_id, self.token = made["id"], made["token"]
        self.seen = self.played.setdefault(self.table_id, [])

    async def run(self, stop: asyncio.Event, number: int) -> None:
        await self.sit(number)
        worker = self.rng.randrange(len(self.workers))
        while not stop.is_set():
            if self.over:
                self.over = False
                await self.sit(number)
            url = self.workers[worker % len(self.workers)].url.replace("http", "ws")
            try:
                async with connect(f"{url}/ws/{self.table_id}", open_timeout=5, max_size=1 << 22) as ws:
                    await ws.send(json.dumps({"type": "hello", "token": self.token}))
                    await self.play(ws, stop)
            except (ConnectionClosed, InvalidStatus, OSError, TimeoutError):
                pass
            if not stop.is_set():
                self.reconnects += 1
                worker += 1
                await asyncio.sleep(0.2)

    async def play(self, ws: Any, stop: asyncio.Event) -> None:
        greeted = False
        while not stop.is_set():
            try:
                message = json.loads(await asyncio.wait_for(ws.recv(), 0.5))
            except TimeoutError:
                continue
            if message["type"] == "error" and "seat is not known" in message["message"]:
                self.not_seated += 1
            if message["type"] != "state" or message["you"] != 0:
                continue
            greeted = True
            self.seen.append((message["seq"], message["view"]))
            if message["view"]["over"]:
                self.over = True
                return
            if greeted and message["legal"] and not message["view"]["over"]:
                await asyncio.sleep(self.think)
                action = self.rng.choice(message["legal"])
                await ws.send(json.dumps({"type": "act", "seq": message["seq"], "action": action}))


async def main_async(args: argparse.Namespace) -> dict[str, Any]:
    import redis

    redis.Redis.from_url(args.bus).flushdb()
    storage = Storage(args.db)
    workers = [Worker(args.db, args.bus, args.bot_delay) for _ in range(args.workers)]
    await asyncio.gather(*(w.start() for w in workers))
    people = [Person(workers, i, args.think) for i in range(args.tables)]
    stop = asyncio.Event()
    tasks = [asyncio.create_task(p.run(stop, i)) for i, p in enumerate(people)]
    await asyncio.sleep(3)
    rng = random.Random(args.seed)
    stalls: list[float] = []
    worst: list[float] = []
    for _ in range(args.kills):
        victim = rng.choice(workers)
        counts = {p.table_id: storage.move_count(p.table_id) for p in people if p.table_id}
        victim.kill()
        killed = time.monotonic()
        waiting = {t for t in counts if (table := storage.load(t)) is not None and table.status != "over"}
        went_on: dict[str, float] = {}
        while waiting and time.monotonic() - killed < 30:
            await asyncio.sleep(0.1)
            for table_id in list(waiting):
                table = await asyncio.to_thread(storage.load, table_id, counts[table_id])
                if table is None or table.moves or table.status == "over":  # (a move stored since: it went on)
                    went_on[table_id] = time.monotonic() - killed
                    waiting.discard(table_id)
        stalls += went_on.values()
        worst.append(float("inf") if waiting else max(went_on.values(), default=0.0))
        await victim.start()
        await asyncio.sleep(args.pause)
    stop.set()
    await asyncio.gather(*tasks, return_exceptions=True)
    for worker in workers:
        worker.kill(signal.SIGTERM)
    lost = 0
    for table_id, seen in ((t, seen) for person in people for t, seen in person.played.items()):
        stored = storage.load(table_id)
        assert stored is not None
        state = make(stored.game, stored.players, stored.options).new(stored.seed)
        views = [json.loads(json.dumps(state.view(0)))]
        for move in stored.moves:
            state.act(move.seat, move.action)
            views.append(json.loads(json.dumps(state.view(0))))
        lost += sum(1 for seq, view in seen if seq >= len(views) or views[seq] != view)
    stalls.sort()
    return {
        "workers": args.workers,
        "tables": args.tables,
        "kills": args.kills,
        "games": sum(len(p.played) for p in people),
        "positions_checked": sum(len(seen) for p in people for seen in p.played.values()),
        "positions_not_in_the_database": lost,
        "reconnects": sum(p.reconnects for p in people),
        "reconnects_not_seated": sum(p.not_seated for p in people),
        "tables_stopped_over_30_s": sum(1 for w in worst if w == float("inf")),
        "a_table_stopped_s": {
            "median": round(statistics.median(stalls), 2) if stalls else None,
            "p99": round(stalls[int(0.99 * (len(stalls) - 1))], 2) if stalls else None,
            "max": round(stalls[-1], 2) if stalls else None,
        },
        "worst_table_per_kill_s": {
            "median": round(statistics.median(worst), 2) if worst else None,
            "max": round(max(worst), 2) if worst else None,
        },
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--db", required=True, help="the room's PostgreSQL (postgresql://...)")
    parser.add_argument("--bus", default="redis://127.0.0.1:6379/13", help="the room's Redis (emptied first)")
    parser.add_argument("--workers", type=int, default=3)
    parser.add_argument("--tables", type=int, default=10)
    parser.add_argument("--kills", type=int, default=100)
    parser.add_argument("--think", type=float, default=0.2, help="seconds the person takes over a move")
    parser.add_argument("--bot-delay", type=float, default=0.2)
    parser.add_argument("--pause", type=float, default=1.0, help="seconds between a restart and the next kill")
    parser.add_argument("--seed", type=int, default=1)
    print(json.dumps(asyncio.run(main_async(parser.parse_args())), indent=1))


if __name__ == "__main__":
    main()
