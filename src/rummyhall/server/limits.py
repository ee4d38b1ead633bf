"""What one client may ask of the server: the limits that keep a hostile or broken
client from taking memory, CPU or other people's seats (see ``docs/server.md``,
"Security").

:class:`Limits` holds the settings (``rummyhall serve`` options); :class:`MessageRate`
is one connection's token bucket; :class:`CreationLimit` counts the tables each
address has created lately; :func:`origin_allowed` decides whether a browser page
may open a table's WebSocket.
"""

from __future__ import annotations

import math
import time
from collections import deque
from collections.abc import Collection
from dataclasses import dataclass
from urllib.parse import urlsplit

from rummyhall.i18n import N_

TOO_MANY_MESSAGES = N_(
    "too many messages: a connection may send {rate} a second ({burst} at once); this one was ignored"
)
TOO_MANY_TABLES = N_(
    "too many new tables from your address: at most {limit} every {window} seconds; try again in {wait} s"
)


@dataclass(frozen=True)
class Limits:
    """The server's limits; 0 turns a limit off (for experiments, not for the Internet)."""

    message_rate: float = 20.0
    """Messages a second one connection may send (bursts of twice as many)."""
    outbox_limit: int = 256
    """Messages the server keeps for a client that is not reading; one more and it is disconnected."""
    create_limit: int = 20
    """Tables one client address may create per ``create_window`` seconds."""
    create_window: float = 60.0
    lobby_expiry: float = 3600.0
    """Seconds a table may wait in the lobby with nobody connected before it is deleted."""
    room_idle: float = 30.0
    """Seconds a table with nobody connected stays in memory (it is rebuilt from the database)."""
    idle_rooms: int = 1000
    """Most tables kept in memory with nobody connected; the longest unused go first (0: no limit)."""
    allowed_origins: tuple[str, ...] = ()
    """Page origins (``https://cards.example.org``) allowed besides the server's own host."""

    @property
    def sweep_every(self) -> float:
        """How often idle rooms and expired lobby tables are looked for."""
        periods = [p for p in (self.room_idle, self.lobby_expiry / 10) if p > 0]
        return max(1.0, min([10.0, *periods]))


class MessageRate:
    """A token bucket: ``rate`` messages a second, up to ``2 * rate`` at once."""

    def __init__(self, rate: float, now: float | None = None) -> None:
        self.rate = rate
        self.burst = max(1.0, 2 * rate)
        self.tokens = self.burst
        self.last = time.monotonic() if now is None else now

    def allow(self, now: float | None = None) -> bool:
        """Take one message's token; False: over the limit (the message is to be ignored)."""
        if self.rate <= 0:
            return True
        now = time.monotonic() if now is None else now
        self.tokens = min(self.burst, self.tokens + (now - self.last) * self.rate)
        self.last = now
        if self.tokens < 1:
            return False
        self.tokens -= 1
        return True

    def refusal_params(self) -> dict[str, str]:
        """The params of :data:`TOO_MANY_MESSAGES` (a sentence the pages translate)."""
        return {"rate": f"{self.rate:g}", "burst": f"{self.burst:g}"}

    def refusal(self) -> str:
        return TOO_MANY_MESSAGES.format(**self.refusal_params())


class CreationLimit:
    """How many tables each client address created in the last ``window`` seconds."""

    FORGET_AT = 10_000
    """Addresses remembered before the quiet ones are forgotten."""

    def __init__(self, limit: int, window: float) -> None:
        self.limit = limit
        self.window = window
        self.made: dict[str, deque[float]] = {}

    def wait(self, address: str, now: float | None = None) -> float:
        """Seconds until ``address`` may create a table (0: now)."""
        if self.limit <= 0:
            return 0.0
        now = time.monotonic() if now is None else now
        times = self.made.get(address)
        if times is None:
            return 0.0
        while times and times[0] <= now - self.window:
            times.popleft()
        if len(times) < self.limit:
            return 0.0
        return times[0] + self.window - now

    def record(self, address: str, now: float | None = None) -> None:
        """``address`` has just created a table."""
        if self.limit <= 0:
            return
        now = time.monotonic() if now is None else now
        if len(self.made) >= self.FORGET_AT:
            self.made = {a: t for a, t in self.made.items() if t and t[-1] > now - self.window}
        self.made.setdefault(address, deque()).append(now)

    def refusal_params(self, wait: float) -> dict[str, int | str]:
        """The params of :data:`TOO_MANY_TABLES` (a sentence the pages translate)."""
        return {"limit": self.limit, "window": f"{self.window:g}", "wait": math.ceil(wait)}

    def refusal(self, wait: float) -> str:
        return TOO_MANY_TABLES.format(**self.refusal_params(wait))


def creation_refusal_params(limits: Limits, wait: float) -> dict[str, int | str]:
    """The params of :data:`TOO_MANY_TABLES` for ``limits`` and a wait of ``wait`` seconds."""
    return CreationLimit(limits.create_limit, limits.create_window).refusal_params(wait)


def origin_allowed(origin: str | None, host: str | None, allowed: Collection[str] = ()) -> bool:
    """May a page from ``origin`` open this server's WebSocket?  Browsers always send
    ``Origin``; a connection without one is a program, not a page (nothing for another
    site to borrow).  A page's origin must be this server's own host (the ``Host`` it
    was asked for) or one of ``allowed`` (e.g. the address a proxy serves it under)."""
    if origin is None:
        return True
    origin = origin.strip().rstrip("/").lower()
    if origin in {a.strip().rstrip("/").lower() for a in allowed}:
        return True
    parts = urlsplit(origin)
    return parts.scheme in ("http", "https") and bool(host) and parts.netloc == (host or "").strip().lower()
