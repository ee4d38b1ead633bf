"""The bus: what passes between the workers of one room (``rummyhall serve --bus redis://``).

The database orders each table's moves and holds everything that must last; the bus
carries only what the workers tell each other meanwhile:

- **notices**: "table T changed" (a move, a seat, its status) or "T's connections changed";
  a worker holding T in memory reads what is new from the database (never from the bus)
  and tells its own clients;
- **presence**: how many connections each worker has at each seat, so that every worker
  shows the same "here" and "away" (a worker that stops beating its heart for
  :data:`WORKER_TTL` seconds is no longer counted);
- **bot leases**: the one worker playing a table's bots holds its lease, renewed every
  second; a killed worker's leases lapse after :data:`LEASE_TTL` seconds and any other
  worker takes the table's bots over (:meth:`Bus.orphans`);
- **limits** shared by the workers: the tables each address created lately, and when a
  waiting lobby table was last used (for its expiry).

:class:`Bus` is the bus of a single process (no ``--bus``): there is nobody to tell, every
lease is granted, the limits are counted in memory.  :class:`RedisBus` is the same over
Redis (``redis.asyncio``).  Notices carry table ids, seat numbers and counts only: never
a card, an action or a token.

>>> import asyncio
>>> bus = Bus()
>>> asyncio.run(bus.take_bots("T1", 0)), asyncio.run(bus.creation_wait("10.0.0.1", 1, 60.0))
(True, 0.0)
>>> asyncio.run(bus.creation_wait("10.0.0.1", 1, 60.0)) > 0
True
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import secrets
import time
from collections.abc import Awaitable, Callable, Collection
from typing import Any
from urllib.parse import urlsplit, urlunsplit

from rummyhall.server.limits import CreationLimit

log = logging.getLogger("rummyhall.server")

Queued = Callable[[Any], Awaitable[int]]
"""Adds its commands to a Redis pipeline and says how many it added (see ``RedisBus._send``)."""

Hear = Callable[[str, str], None]
"""Called with (table id, what) for every notice of another worker: ``"table"`` (a move, a
seat or the status changed: read the table again), ``"moves"`` (only new moves), ``"here"``
(connections changed),
``"gone"`` (the table was deleted)."""

LEASE_TTL = 3.0
"""Seconds a bot lease lasts unless its worker renews it (every :data:`BEAT` seconds)."""
WORKER_TTL = 5.0
"""Seconds after its last heartbeat a worker's connections stop counting."""
CONNECTIONS = 32
"""Most connections a worker opens to Redis (more requests wait for one)."""
BEAT = 1.0
"""Seconds between a worker's heartbeats (its lease renewals, its check of the others)."""
BATCH = 500
"""Most requests sent in one pipeline (a round trip stays short however many wait)."""
QUIET = 10.0
"""Seconds between two warnings of the same kind about the bus (see :func:`complain`)."""

_complained: dict[str, tuple[float, int]] = {}


def complain(kind: str, error: Exception, now: float | None = None) -> None:
    """Log that the bus failed at ``kind`` (e.g. "could not tell the other workers"), at most
    once every :data:`QUIET` seconds for each kind, with how many times it failed since: a
    lost bus under two thousand tables is one line every few seconds, not one a table."""
    now = time.monotonic() if now is None else now
    last, since = _complained.get(kind, (-QUIET, 0))
    if now - last < QUIET:
        _complained[kind] = (last, since + 1)
        return
    _complained[kind] = (now, 0)
    more = f"; {since} more times in the last {now - last:.0f} s" if since else ""
    log.warning("the bus: %s (%s)%s", kind, type(error).__name__, more)


class Bus:
    """The bus of one process: nobody else to tell (see the module's docstring)."""

    shared = False
    """True when other workers may hold the same tables (a real bus)."""

    def __init__(self) -> None:
        self.worker = secrets.token_hex(4)
        """This worker's name on the bus (in its notices, leases and presence)."""
        self.creations: CreationLimit | None = None
        self.last_seen: dict[str, float] = {}

    async def start(self, hear: Hear) -> None:
        """Begin hearing the other workers' notices (``hear`` is called for each)."""

    async def close(self) -> None:
        """Stop: this worker's leases are given up at once, its connections stop counting."""

    async def tell(self, table_id: str, what: str) -> None:
        """Tell the other workers ``what`` changed at the table (see :data:`Hear`)."""

    async def here(self, table_id: str, counts: dict[int, int]) -> None:
        """This worker's connections at the table: how many at each seat."""

    async def elsewhere(self, table_ids: Collection[str]) -> dict[str, dict[int, int]]:
        """The other live workers' connections at each of these tables, by seat."""
        return {}

    async def take_bots(self, table_id: str, moves: int) -> bool:
        """May this worker play the table's bots now (at ``moves`` moves)?  True: it holds
        the lease until :meth:`drop_bots`; False: another worker does (and is told the bots
        have work from move ``moves`` on, should it be about to give them up)."""
        return True

    def holds(self, table_id: str) -> bool:
        """Does this worker still hold the table's bot lease?"""
        return True

    async def drop_bots(self, table_id: str, moves: int) -> None:
        """The bots have nothing to do at ``moves`` moves: the lease is given up."""

    async def orphans(self) -> list[str]:
        """Tables whose bots have work that no live worker's lease covers."""
        return []

    async def creation_wait(self, address: str, limit: int, window: float) -> float:
        """Seconds until ``address`` may create a table (0: it may, and this one counts)."""
        if self.creations is None:
            self.creations = CreationLimit(limit, window)
        wait = self.creations.wait(address)
        if wait <= 0:
            self.creations.record(address)
        return wait

    async def seen(self, table_id: str, when: float) -> None:
        """Someone used the waiting lobby table at ``when`` (``time.time()``)."""
        self.last_seen[table_id] = max(when, self.last_seen.get(table_id, 0.0))

    async def used_since(self, table_id: str, since: float) -> bool:
        """Was the lobby table used (on any worker) after ``since``, or is anyone there now?"""
        return self.last_seen.get(table_id, 0.0) > since


# -- Redis --------------------------------------------------------------------------

CHANNEL = "rh:notice"
WORKERS = "rh:workers"
DUE = "rh:bots-due"


def _lease(table_id: str) -> str:
    return f"rh:bots:{table_id}"


def _presence(table_id: str) -> str:
    return f"rh:here:{table_id}"


TAKE = """
local holder = redis.call('GET', KEYS[1])
if holder == false or holder == ARGV[1] then
  redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
  redis.call('ZADD', KEYS[2], ARGV[3], ARGV[4])
  return 1
end
redis.call('ZADD', KEYS[2], 'GT', ARGV[3], ARGV[4])
return 0
"""
"""Take a table's bot lease (KEYS: lease, due; ARGV: worker, ttl ms, moves, table): granted
if free or already ours; either way the table is due for its bots from ``moves`` on."""

RENEW = """
if redis.call('GET', KEYS[1]) == ARGV[1] then
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  return 1
end
return 0
"""

DROP = """
if redis.call('GET', KEYS[1]) == ARGV[1] then redis.call('DEL', KEYS[1]) end
local due = redis.call('ZSCORE', KEYS[2], ARGV[3])
if due and tonumber(due) <= tonumber(ARGV[2]) then redis.call('ZREM', KEYS[2], ARGV[3]) end
return 1
"""
"""Give a lease up (ARGV: worker, moves, table); the table stops being due unless another
worker has said since that its bots have work at a later move."""

CREATE = """
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1] - ARGV[2])
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[3]) then
  local oldest = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
  return tostring(oldest[2] + ARGV[2] - ARGV[1])
end
redis.call('ZADD', KEYS[1], ARGV[1], ARGV[1] .. ':' .. ARGV[4])
redis.call('PEXPIRE', KEYS[1], math.ceil(ARGV[2] * 1000))
return '0'
"""
"""A sliding window of an address's new tables (ARGV: now, window, limit, a unique tag):
the seconds to wait, or 0 and the request counted."""


def redacted(url: str) -> str:
    """A URL as it may be logged: without its password.

    >>> redacted("redis://:s3cret@cache:6379/0"), redacted("postgresql://ann:pw@db/rooms")
    ('redis://***@cache:6379/0', 'postgresql://ann:***@db/rooms')
    """
    parts = urlsplit(url)
    if parts.password is None:
        return url
    user = f"{parts.username}:***" if parts.username else "***"
    return urlunsplit(parts._replace(netloc=f"{user}@{parts.hostname}" + (f":{parts.port}" if parts.port else "")))


class RedisBus(Bus):
    """The bus over Redis: every worker started with the same ``--bus`` hears the others."""

    shared = True

    def __init__(self, url: str) -> None:
        super().__init__()
        import redis.asyncio as redis  # (the server extra: pyproject.toml; check_bus said it is there)

        self.url = url
        # (a bounded pool that waits for a free connection: many tables ask at once)
        # (no CLIENT SETINFO on connecting: Redis before 7.2 refuses it, and a reconnection's
        # health check then fails on that refusal)
        pool = redis.BlockingConnectionPool.from_url(
            url,
            max_connections=CONNECTIONS,
            timeout=5,
            decode_responses=True,
            health_check_interval=10,
            driver_info=None,
        )
        self.redis = redis.Redis(connection_pool=pool)
        self.queue: list[tuple[Queued, asyncio.Future[list[Any]] | None]] = []
        """What waits to be sent to Redis, in order, by :meth:`_send` (with its answer's future)."""
        self.ready = asyncio.Event()
        self.leases: set[str] = set()
        """The tables whose bot lease this worker holds (renewed every :data:`BEAT`)."""
        self.alive: set[str] = {self.worker}
        """The workers whose heartbeat is recent (this one always)."""
        self.tasks: list[asyncio.Task[None]] = []
        self.take = self.redis.register_script(TAKE)
        self.renew = self.redis.register_script(RENEW)
        self.drop = self.redis.register_script(DROP)
        self.create = self.redis.register_script(CREATE)
        self.hear: Hear = lambda table_id, what: None

    async def start(self, hear: Hear) -> None:
        self.hear = hear
        await self.redis.ping()  # (a wrong address or password stops the worker at once, in words)
        await self._beat()
        loop = asyncio.get_running_loop()
        self.tasks = [loop.create_task(t) for t in (self._listen(), self._heartbeat(), self._send())]
        log.info("worker %s on the bus %s", self.worker, redacted(self.url))

    async def close(self) -> None:
        for task in self.tasks:
            task.cancel()
        self.tasks = []
        for _queued, answer in self.queue:
            if answer is not None:
                answer.cancel()  # (nothing will send them now)
        self.queue.clear()
        with contextlib.suppress(Exception):
            async with self.redis.pipeline(transaction=False) as pipe:
                for table_id in self.leases:
                    await self.drop(keys=[_lease(table_id), DUE], args=[self.worker, -1, table_id], client=pipe)
                pipe.zrem(WORKERS, self.worker)
                await pipe.execute()
            await self.redis.publish(CHANNEL, json.dumps([self.worker, "*", "here"]))
        self.leases.clear()
        with contextlib.suppress(Exception):
            await self.redis.aclose()

    async def _listen(self) -> None:
        """Hear every notice but this worker's own; after a lost connection, every table in
        memory is read again (notices may have been missed meanwhile)."""
        while True:
            try:
                async with self.redis.pubsub(ignore_subscribe_messages=True) as pubsub:
                    await pubsub.subscribe(CHANNEL)
                    self.hear("*", "table")  # (subscribed anew: whatever was missed is read again)
                    async for message in pubsub.listen():
                        worker, table_id, what = json.loads(message["data"])
                        if worker != self.worker:
                            self.alive.add(worker)  # (its notice says it is alive)
                            self.hear(table_id, what)
            except asyncio.CancelledError:
                raise
            except Exception as error:
                complain("unreachable; trying again every second", error)
                await asyncio.sleep(BEAT)

    async def _heartbeat(self) -> None:
        while True:
            await asyncio.sleep(BEAT)
            try:
                await self._beat()
            except asyncio.CancelledError:
                raise
            except Exception as error:
                complain("unreachable: heartbeat missed", error)

    async def _beat(self) -> None:
        """Say this worker is alive, renew its leases, and learn which workers are."""
        now = time.time()
        held = sorted(self.leases)
        async with self.redis.pipeline(transaction=False) as pipe:
            pipe.zadd(WORKERS, {self.worker: now})
            pipe.zremrangebyscore(WORKERS, "-inf", now - 10 * WORKER_TTL)
            pipe.zrangebyscore(WORKERS, now - WORKER_TTL, "+inf")
            for table_id in held:
                await self.renew(keys=[_lease(table_id)], args=[self.worker, int(LEASE_TTL * 1000)], client=pipe)
            answers = await pipe.execute()
        for table_id, kept in zip(held, answers[3:], strict=True):
            if not kept:
                self.leases.discard(table_id)  # (lapsed while this worker was stalled: another has them)
        alive = {*answers[2], self.worker}
        if alive != self.alive:
            gone, new = self.alive - alive, alive - self.alive
            self.alive = alive
            if gone:
                log.info("workers %s stopped: their connections no longer count", ", ".join(sorted(gone)))
            if gone or new:
                self.hear("*", "here")

    # -- one pipeline a round trip ------------------------------------------------------

    def _queue(self, queued: Queued, answer: asyncio.Future[list[Any]] | None = None) -> None:
        self.queue.append((queued, answer))
        self.ready.set()

    async def _ask(self, queued: Queued) -> list[Any]:
        """The answers to the commands ``queued`` adds to a pipeline, sent with whatever else
        is waiting."""
        if not self.tasks:
            raise ConnectionError("the bus is not started, or closed")
        answer: asyncio.Future[list[Any]] = asyncio.get_running_loop().create_future()
        self._queue(queued, answer)
        return await answer

    async def _send(self) -> None:
        """Send everything waiting in one pipeline, one round trip, then the next: however many
        tables change or ask at once (a worker coming or going makes thousands ask), a worker
        uses one connection for them, and waits at most one round trip to start its own."""
        while True:
            await self.ready.wait()
            self.ready.clear()
            batch, self.queue = self.queue[:BATCH], self.queue[BATCH:]
            if self.queue:
                self.ready.set()  # (the rest in the next round trip)
            try:
                async with self.redis.pipeline(transaction=False) as pipe:
                    counts = [await queued(pipe) for queued, _answer in batch]
                    results = await pipe.execute(raise_on_error=False)
            except asyncio.CancelledError:
                for _queued, answer in batch:
                    if answer is not None:
                        answer.cancel()
                raise
            except Exception as error:
                complain("could not reach Redis", error)
                for _queued, answer in batch:
                    if answer is not None and not answer.done():
                        answer.set_exception(error)
                continue
            at = 0
            for (_queued, answer), count in zip(batch, counts, strict=True):
                mine, at = results[at : at + count], at + count
                failed = next((r for r in mine if isinstance(r, Exception)), None)
                if answer is None:
                    if failed is not None:
                        complain("refused a command", failed)
                elif answer.done():
                    continue  # (its asker was cancelled meanwhile)
                elif failed is not None:
                    answer.set_exception(failed)
                else:
                    answer.set_result(mine)

    # -- what the workers tell each other ---------------------------------------------------

    async def tell(self, table_id: str, what: str) -> None:
        async def queued(pipe: Any) -> int:
            pipe.publish(CHANNEL, json.dumps([self.worker, table_id, what]))
            return 1

        self._queue(queued)

    async def here(self, table_id: str, counts: dict[int, int]) -> None:
        present = {str(seat): n for seat, n in counts.items() if n > 0}

        async def queued(pipe: Any) -> int:
            if present:
                pipe.hset(_presence(table_id), self.worker, json.dumps(present))
                pipe.expire(_presence(table_id), 86400)
            else:
                pipe.hdel(_presence(table_id), self.worker)
            pipe.publish(CHANNEL, json.dumps([self.worker, table_id, "here"]))
            return 3 if present else 2

        self._queue(queued)

    async def elsewhere(self, table_ids: Collection[str]) -> dict[str, dict[int, int]]:
        ids = list(table_ids)

        async def queued(pipe: Any) -> int:
            for table_id in ids:
                pipe.hgetall(_presence(table_id))
            return len(ids)

        found = await self._ask(queued)
        return {table_id: self._counts(workers) for table_id, workers in zip(ids, found, strict=True)}

    def _counts(self, workers: dict[str, str]) -> dict[int, int]:
        """A table's presence hash as connections by seat, of the other live workers only."""
        counts: dict[int, int] = {}
        for worker, text in workers.items():
            if worker != self.worker and worker in self.alive:
                for seat, n in json.loads(text).items():
                    counts[int(seat)] = counts.get(int(seat), 0) + int(n)
        return counts

    async def take_bots(self, table_id: str, moves: int) -> bool:
        async def queued(pipe: Any) -> int:
            args: list[str | int | float] = [self.worker, int(LEASE_TTL * 1000), moves, table_id]
            await self.take(keys=[_lease(table_id), DUE], args=args, client=pipe)
            return 1

        [taken] = await self._ask(queued)
        if taken:
            self.leases.add(table_id)
        return bool(taken)

    def holds(self, table_id: str) -> bool:
        return table_id in self.leases

    async def drop_bots(self, table_id: str, moves: int) -> None:
        self.leases.discard(table_id)

        async def queued(pipe: Any) -> int:
            await self.drop(keys=[_lease(table_id), DUE], args=[self.worker, moves, table_id], client=pipe)
            return 1

        await self._ask(queued)

    async def orphans(self) -> list[str]:
        due = [str(table_id) for table_id in await self.redis.zrange(DUE, 0, -1)]
        if not due:
            return []
        holders = await self.redis.mget([_lease(table_id) for table_id in due])
        return [table_id for table_id, holder in zip(due, holders, strict=True) if holder is None]

    async def creation_wait(self, address: str, limit: int, window: float) -> float:
        if limit <= 0:
            return 0.0

        async def queued(pipe: Any) -> int:
            args: list[str | int | float] = [time.time(), window, limit, secrets.token_hex(4)]
            await self.create(keys=[f"rh:created:{address}"], args=args, client=pipe)
            return 1

        [wait] = await self._ask(queued)
        return max(0.0, float(wait))

    async def seen(self, table_id: str, when: float) -> None:
        async def queued(pipe: Any) -> int:
            pipe.zadd("rh:seen", {table_id: when}, gt=True)
            return 1

        self._queue(queued)

    async def used_since(self, table_id: str, since: float) -> bool:
        async def queued(pipe: Any) -> int:
            pipe.zscore("rh:seen", table_id)
            return 1

        [last] = await self._ask(queued)
        if last is not None and float(last) > since:
            return True
        return bool((await self.elsewhere([table_id]))[table_id])


class BusError(Exception):
    """The bus named by ``--bus`` cannot be used (said in words, never with its password)."""


def check_bus(url: str) -> None:
    """Can the workers meet on this bus?  :class:`BusError` saying why not."""
    if urlsplit(url).scheme not in ("redis", "rediss", "unix"):
        raise BusError(f"--bus must be a Redis URL (redis://HOST:PORT/N), not {redacted(url)!r}")
    try:
        import redis
    except ImportError:
        raise BusError("--bus needs the redis package: pip install 'rummyhall[server]'") from None
    try:
        client = redis.Redis.from_url(url, socket_connect_timeout=5, socket_timeout=5)
        client.ping()
        client.close()
    except (redis.RedisError, ValueError) as error:
        raise BusError(f"cannot use the bus {redacted(url)}: {type(error).__name__}: {error}") from None


def make_bus(url: str | None) -> Bus:
    """The bus named by ``--bus`` (``redis://``, ``rediss://``, ``unix://``; :func:`check_bus`
    has said it can be used, once before any worker starts), or the single process's own (None)."""
    return Bus() if url is None else RedisBus(url)
