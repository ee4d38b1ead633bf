"""The denial-of-service attacks of issue 12, against a real ``rummyhall serve``
process on 127.0.0.1 (a new SQLite file, default limits unless ``--serve-option``
says otherwise).  Every loop is bounded; the run stops by itself.

1. Flood: one client sends ``--frames`` frames ``{"type":"act","seq":0,"action":"x"}``
   as a spectator of a table and never reads (reconnecting whenever it is dropped,
   until all are sent or ``--flood-seconds`` pass), while a player at another table
   pings every 100 ms.  Reported: the server's memory (RSS) idle, at its highest
   during the flood and the difference; the other table's ping round trip p50, p99
   and max, before and during the flood.  Goal: under 100 MB above idle, p99 under
   100 ms.
2. Spectators: ``--spectators`` clients connect to one lobby table, each saying
   ``hello``, then leave.  Reported: messages sent per connection to the newcomer
   itself and to everyone else (goal: O(1), nothing to the others), and the ping
   round trip at another table meanwhile.
3. Tables: one address creates tables as fast as it can for ``--create-seconds``.
   Reported: tables created, requests refused (429) and the refusal's words.
   Goal: bounded by ``--create-limit`` per window.

    .venv/bin/python bench/bench_attack.py
    .venv/bin/python bench/bench_attack.py --frames 100000 --spectators 1500 --create-seconds 60

The issue's figures before these limits: 880 MB held and another table's ping
6-7 s under the flood; 1,024,846 messages (683 per spectator) and 7.8 s round
trips with 1,500 spectators; 20,000 tables from one client in 32 s.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import multiprocessing
import resource
import statistics
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidStatus

from server_process import post, served

FLOOD_FRAME = '{"type":"act","seq":0,"action":"x"}'
PING_EVERY = 0.1
STUCK = 1.0
"""Seconds a send may wait before the flooder takes its connection for dropped."""


def rss_mb(pid: int) -> tuple[float, float]:
    """The process's resident memory now and at its highest (VmRSS, VmHWM), in MB."""
    fields = {}
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        key, _, value = line.partition(":")
        if key in ("VmRSS", "VmHWM"):
            fields[key] = int(value.split()[0]) / 1024
    return fields["VmRSS"], fields["VmHWM"]


def percentiles(samples: list[float]) -> dict[str, float | int | None]:
    """p50, p99 and max in milliseconds."""
    if not samples:
        return {"count": 0, "p50_ms": None, "p99_ms": None, "max_ms": None}
    ordered = sorted(samples)
    return {
        "count": len(ordered),
        "p50_ms": round(1000 * statistics.median(ordered), 2),
        "p99_ms": round(1000 * ordered[int(0.99 * (len(ordered) - 1))], 2),
        "max_ms": round(1000 * ordered[-1], 2),
    }


class Pinger:
    """A seated player at another table, in its own process (so that the load this
    program makes cannot delay it), pinging every ``PING_EVERY`` seconds (within the
    default message rate) and timing the pongs."""

    def __init__(self, ws_url: str, token: str) -> None:
        spawn = multiprocessing.get_context("spawn")
        self.stop = spawn.Event()
        self.out: Any = spawn.Queue()
        self.process = spawn.Process(target=_ping_in_a_process, args=(ws_url, token, self.stop, self.out))

    def start(self) -> Pinger:
        self.process.start()
        return self

    def finish(self) -> tuple[list[tuple[float, float]], int]:
        """Every (``time.monotonic()`` a ping was sent, its round trip in seconds), and
        the pings not answered in 10 s."""
        self.stop.set()
        samples, lost = self.out.get(timeout=60)
        self.process.join(10)
        return samples, lost


def _ping_in_a_process(ws_url: str, token: str, stop: Any, out: Any) -> None:
    out.put(asyncio.run(_ping(ws_url, token, stop)))


async def _ping(ws_url: str, token: str, stop: Any) -> tuple[list[tuple[float, float]], int]:
    samples: list[tuple[float, float]] = []
    lost = 0
    async with connect(ws_url, ping_interval=None, max_size=1 << 22) as ws:
        await ws.send(json.dumps({"type": "hello", "token": token}))
        while not stop.is_set():
            sent = time.monotonic()
            await ws.send('{"type":"ping"}')
            try:
                await asyncio.wait_for(_pong(ws), 10)
                samples.append((sent, time.monotonic() - sent))
            except TimeoutError:
                lost += 1
            await asyncio.sleep(PING_EVERY)
    return samples, lost


async def _pong(ws: ClientConnection) -> None:
    while (answer := json.loads(await ws.recv()))["type"] != "pong":
        if answer["type"] == "error":
            raise RuntimeError(f"the pinger was refused: {answer['message']}")


def flood_in_a_process(ws_url: str, token: str | None, frames: int, seconds: float) -> tuple[int, int, float, float]:
    """Send ``frames`` flood frames, never reading, and hold the connection open until
    ``seconds`` have passed; a connection dropped before all are sent is replaced.
    Returns (frames sent, connections used, and the ``time.monotonic()`` the flood
    began and ended: one clock for every process)."""
    began = time.monotonic()
    sent, connections = asyncio.run(_flood(ws_url, token, frames, time.perf_counter() + seconds))
    return sent, connections, began, time.monotonic()


async def _flood(ws_url: str, token: str | None, frames: int, deadline: float) -> tuple[int, int]:
    sent = connections = 0
    while sent < frames and time.perf_counter() < deadline:
        connections += 1
        ws = await connect(ws_url, ping_interval=None, max_queue=1, max_size=1 << 22)
        try:
            if token is not None:  # (seated: each refused act within the rate is answered with the state)
                await ws.send(json.dumps({"type": "hello", "token": token}))
            while sent < frames and time.perf_counter() < deadline:
                await asyncio.wait_for(ws.send(FLOOD_FRAME), STUCK)
                sent += 1
            await asyncio.sleep(deadline - time.perf_counter())  # (all sent: held open, unread, to the end)
        except (TimeoutError, ConnectionClosed):
            pass  # dropped by the server (or its buffers full): connect again, as an attacker would
        finally:
            if ws.transport is not None:
                ws.transport.abort()
    return sent, connections


async def flood(url: str, table_id: str, token: str | None, frames: int, seconds: float, pid: int) -> dict[str, Any]:
    """Attack 1 (``token``: flood from that seat, not as a spectator); returns the figures."""
    ws_url = url.replace("http", "ws") + f"/ws/{table_id}"
    other = post(
        url + "/api/tables", {"game": "liverpool", "players": 3, "name": "Pia", "bots": [None, "greedy", "random"]}
    )[1]
    pinger = Pinger(url.replace("http", "ws") + f"/ws/{other['id']}", other["token"]).start()
    stop = asyncio.Event()
    await asyncio.sleep(4.0)  # the baseline: pings with no flood
    idle_rss = rss_mb(pid)[0]
    highest = idle_rss

    async def sample_memory() -> None:
        nonlocal highest
        while not stop.is_set():
            highest = max(highest, rss_mb(pid)[0])
            await asyncio.sleep(0.05)

    memory_task = asyncio.create_task(sample_memory())
    # The flooder runs in its own process: in this one it would keep the pinger from running.
    with ProcessPoolExecutor(1, mp_context=multiprocessing.get_context("spawn")) as pool:
        sent, connections, began, ended = await asyncio.get_running_loop().run_in_executor(
            pool, flood_in_a_process, ws_url, token, frames, seconds
        )
    await asyncio.sleep(1.0)  # the server settles what it had read
    stop.set()
    await memory_task
    samples, lost = pinger.finish()
    return {
        "flooder": "spectator" if token is None else "seated player",
        "frames_sent": sent,
        "connections_used": connections,
        "flood_seconds": round(ended - began, 1),
        "rss_idle_mb": round(idle_rss, 1),
        "rss_highest_mb": round(highest, 1),
        "rss_above_idle_mb": round(highest - idle_rss, 1),
        "ping_before": percentiles([rtt for at, rtt in samples[10:] if at < began]),
        "ping_during": percentiles([rtt for at, rtt in samples if began <= at <= ended]),
        "pings_unanswered_10s": lost,
    }


async def spectators(url: str, count: int, pid: int) -> dict[str, Any]:
    """Attack 2; returns the figures."""
    made = post(url + "/api/tables", {"game": "liverpool", "players": 4, "name": "Sam", "bots": [None, "greedy"]})[1]
    ws_url = url.replace("http", "ws") + f"/ws/{made['id']}"
    received = [0] * count
    player_received = 0
    stop = asyncio.Event()
    connected = asyncio.Semaphore(0)

    async def player() -> None:
        nonlocal player_received
        async with connect(ws_url, ping_interval=None, max_size=1 << 22) as ws:
            await ws.send(json.dumps({"type": "hello", "token": made["token"]}))
            await ws.recv()
            await ws.recv()  # (its first message and the answer to its hello)
            await asyncio.sleep(1.0)  # (and the news of its own arrival, if any)
            with contextlib.suppress(TimeoutError):
                while True:
                    await asyncio.wait_for(ws.recv(), 0.01)
            connected.release()
            while not stop.is_set():
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(ws.recv(), 0.2)
                    player_received += 1

    async def spectator(number: int, leave: asyncio.Event) -> None:
        async with connect(ws_url, ping_interval=None, open_timeout=60, max_size=1 << 22) as ws:
            await ws.send('{"type":"hello"}')
            connected.release()
            while not leave.is_set():
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(ws.recv(), 0.2)
                    received[number] += 1

    rss_before = rss_mb(pid)[0]
    player_task = asyncio.create_task(player())
    await connected.acquire()
    other = post(url + "/api/tables", {"game": "liverpool", "players": 3, "name": "Pia", "bots": [None, "greedy"]})[1]
    pinger = Pinger(url.replace("http", "ws") + f"/ws/{other['id']}", other["token"]).start()
    await asyncio.sleep(3.0)
    leave = asyncio.Event()
    started = time.perf_counter()
    began = time.monotonic()
    tasks = []
    for number in range(count):
        tasks.append(asyncio.create_task(spectator(number, leave)))
        if number % 50 == 49:
            for _ in range(50):
                await connected.acquire()
    for _ in range(count % 50):
        await connected.acquire()
    await asyncio.sleep(2.0)  # anything the connections set off arrives
    rss_connected = rss_mb(pid)[0]
    connect_seconds = time.perf_counter() - started
    ended = time.monotonic()
    to_player_on_connect = player_received
    to_themselves = sum(received)
    leave.set()
    await asyncio.gather(*tasks)
    await asyncio.sleep(2.0)
    stop.set()
    await player_task
    samples, _ = pinger.finish()
    return {
        "spectators": count,
        "connect_seconds": round(connect_seconds, 1),
        "messages_to_the_newcomers": to_themselves,
        "per_connect_to_the_newcomer": round(to_themselves / count, 3),
        "messages_to_the_others_on_connects": to_player_on_connect,
        "messages_to_the_others_on_departures": player_received - to_player_on_connect,
        "per_connect_to_the_others": round(player_received / count, 3),
        "ping_at_another_table_before": percentiles([rtt for at, rtt in samples[10:] if at < began]),
        "ping_at_another_table_during": percentiles([rtt for at, rtt in samples if began <= at <= ended]),
        "rss_before_mb": round(rss_before, 1),
        "rss_all_connected_mb": round(rss_connected, 1),
        "rss_after_mb": round(rss_mb(pid)[0], 1),
    }


def create(url: str, seconds: float, pid: int) -> dict[str, Any]:
    """Attack 3; returns the figures."""
    body = {"game": "liverpool", "players": 3, "name": "Cy", "bots": [None, "random", "random"]}
    created = refused = 0
    first_refused_at: float | None = None
    words = ""
    rss_before = rss_mb(pid)[0]
    started = time.perf_counter()
    while time.perf_counter() - started < seconds:
        status, answer = post(url + "/api/tables", body)
        if status == 200:
            created += 1
        elif status == 429:
            refused += 1
            if first_refused_at is None:
                first_refused_at = time.perf_counter() - started
                words = answer["error"]
        else:
            raise RuntimeError(f"unexpected answer {status}: {answer}")
    elapsed = time.perf_counter() - started
    return {
        "seconds": round(elapsed, 1),
        "rss_before_mb": round(rss_before, 1),
        "rss_after_mb": round(rss_mb(pid)[0], 1),
        "tables_created": created,
        "requests_refused_429": refused,
        "first_refusal_after_s": None if first_refused_at is None else round(first_refused_at, 2),
        "refusal": words,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--frames", type=int, default=100_000)
    parser.add_argument("--flood-seconds", type=float, default=30.0)
    parser.add_argument("--spectators", type=int, default=1500)
    parser.add_argument("--create-seconds", type=float, default=60.0)
    parser.add_argument(
        "--serve-option", action="append", default=[], metavar="OPTION", help="passed to rummyhall serve (repeatable)"
    )
    args = parser.parse_args()
    _soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))  # (the server inherits it)
    result: dict[str, Any] = {"server_options": args.serve_option}
    with served(args.serve_option) as (url, server):
        try:
            body = {"game": "liverpool", "players": 3, "name": "Flo", "bots": [None, "greedy", "random"]}
            target = post(url + "/api/tables", body)[1]
            for token, key in ((None, "flood"), (target["token"], "flood_seated")):
                result[key] = asyncio.run(flood(url, target["id"], token, args.frames, args.flood_seconds, server.pid))
                print(json.dumps({key: result[key]}), flush=True)
            result["spectators"] = asyncio.run(spectators(url, args.spectators, server.pid))
            print(json.dumps({"spectators": result["spectators"]}), flush=True)
            result["create"] = create(url, args.create_seconds, server.pid)
            result["rss_end_mb"] = round(rss_mb(server.pid)[0], 1)
            result["rss_highest_mb"] = round(rss_mb(server.pid)[1], 1)
        except InvalidStatus as error:
            raise SystemExit(f"the server refused a connection: {error}") from None
    print(json.dumps(result, indent=1))


if __name__ == "__main__":
    main()
