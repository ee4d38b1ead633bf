"""A room: one live table, its game (rebuilt from its moves), seats, clients and bots.

A :class:`Room` settles actions one at a time under its lock: an action is checked
against the number of moves the sender has seen (``seq``), applied by the engine to a
copy of the game (which refuses illegal ones and changes nothing), written to the
database (on the storage's worker thread, awaited under the lock, so a table's moves keep
their order while the event loop goes on), and only then put in place of the game and
broadcast: a move that cannot be written leaves no trace.  Each client is sent exactly
what its seat may see: ``state.view(seat)``, its own legal actions, and the last events
as ``Event.seen_by(seat)`` shows them.

Several workers may hold the same table (``--bus``): the database orders its moves (the
move's number is its key, so of two workers writing move 12 only the first succeeds; the
other catches up from the database and decides the request again, :class:`Overtaken`),
and a seat or the status is changed only if it is still what this worker read.  After
each change the worker tells the others on the bus; they read what is new from the
database and tell their own clients (:meth:`Room.refresh`).  Bots play server-side, on
the one worker holding the table's bot lease, with their own secret seed (never the
deal's), reseeded for each decision from that seed, the seat and the move number, so a
table taken over by another worker or restarted plays on the same way.
"""

from __future__ import annotations

import asyncio
import contextlib
import hmac
import json
import logging
import time
from collections import deque
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any, TypeVar

from rummyhall.bots import BOTS, Bot, make_bot
from rummyhall.bots.levels import LEVEL_NAMES, level_bot, make_seat_bot
from rummyhall.cards import format_cards
from rummyhall.engine import Event, IllegalAction, RulesError, State, fill
from rummyhall.games import make
from rummyhall.i18n import N_
from rummyhall.record import Move, Recorder, revealed, table_note
from rummyhall.server.background import spawn
from rummyhall.server.bus import Bus, complain
from rummyhall.server.refusals import NotSaved, Overtaken, Refused
from rummyhall.server.seats import clean_name, new_token, seat_names, token_hash
from rummyhall.server.storage import Conflict, Seat, Storage, StoredTable

log = logging.getLogger("rummyhall.server")

T = TypeVar("T")

RECENT = 12
"""How many recent events each client is shown."""
NEWS_DELAY = 0.25
"""Seconds connections' comings and goings are gathered before one broadcast tells them."""
WRITE_RETRY = 1.0
"""Seconds a bot waits before trying again after its move could not be written."""
ATTEMPTS = 3
"""How many times a request overtaken by another worker is decided again before it is refused."""


def hint_sentence(action: Any) -> tuple[str, dict[str, str]]:
    """The greedy bot's choice said in a sentence to fill, and its params (None: it would
    let the chance go)."""
    if action is None:
        return N_("The greedy bot would let this chance go (pass)."), {}
    return N_("The greedy bot would play: {action}."), {"action": str(action)}


@dataclass(eq=False)
class Client:
    """One connected browser (or program): its seat (None: a spectator) and its outbox.
    A client that leaves more than ``limit`` messages unread is ``dropped`` (its
    connection is closed; its seat stays its own, to come back to)."""

    seat: int | None
    limit: int = 0
    """Most messages kept for it unread (0: no limit)."""
    token: str | None = None
    """The seat's secret as this connection gave it (kept in memory only: "Play again" derives
    the seat's token at the next table from it)."""
    outbox: asyncio.Queue[str] = field(default_factory=asyncio.Queue)
    dropped: asyncio.Event = field(default_factory=asyncio.Event)

    def send(self, message: dict[str, Any] | str) -> None:
        if self.dropped.is_set():
            return
        if self.limit and self.outbox.qsize() >= self.limit:
            self.dropped.set()  # (too far behind: nothing more is kept for it)
            return
        self.outbox.put_nowait(message if isinstance(message, str) else json.dumps(message))


class Room:
    """One table: the game (rebuilt from its moves), seats, clients and bots."""

    def __init__(self, stored: StoredTable, storage: Storage, bot_delay: float = 0.0, bus: Bus | None = None) -> None:
        self.id = stored.id
        self.storage = storage
        self.bus = bus or Bus()
        self.bot_delay = bot_delay
        self.game = make(stored.game, stored.players, stored.options)
        self.seed = stored.seed
        self.bot_seed = stored.bot_seed
        self.hints = stored.hints
        self.listed = stored.listed
        self.created = stored.created
        self.next_table = stored.next_table
        self.status = stored.status
        self.seats = stored.seats
        self.recorder = Recorder(self.game, self.seed, self.names())
        self.recent: deque[tuple[int, Event]] = deque(maxlen=RECENT)
        self._replay(stored.moves)
        self.acting_since: dict[int, int] = {seat: self.moves for seat in self.state.actors()}
        """Each seat with a move to make, and the move number since which it has had one."""
        self.lock = asyncio.Lock()
        self.clients: set[Client] = set()
        self.present: dict[int, int] = {}
        """How many connections each seat has on this worker (kept by attach, detach and reseat)."""
        self.elsewhere: dict[int, int] = {}
        """How many connections each seat has on the other workers (:meth:`hear_presence`)."""
        self.stale = False
        """Another worker changed the table since this one last read it (:meth:`refresh`)."""
        self.seats_stale = False
        """... and not only its moves: its seats or status too."""
        self.refreshing: asyncio.Task[None] | None = None
        self.here_dirty = False
        self.here_task: asyncio.Task[None] | None = None
        self.bots: dict[int, Bot] = {}
        self.declined: set[tuple[int, int]] = set()
        self.bot_task: asyncio.Task[None] | None = None
        self.last_active = time.time()
        """When someone last connected, left, joined or looked the table up (``time.time()``)."""
        self.news: asyncio.TimerHandle | None = None

    # -- what is known -------------------------------------------------------

    @property
    def state(self) -> State:
        return self.recorder.state

    @property
    def moves(self) -> int:
        """How many moves have been accepted (the ``seq`` a client must quote)."""
        return len(self.recorder.record.moves)

    def names(self) -> list[str]:
        """Each seat's name as people read it (:func:`seat_names`)."""
        return seat_names(self.seats)

    def connected(self, seat: int) -> bool:
        """Has the seat a connection, on this worker or another?"""
        return self.present.get(seat, 0) + self.elsewhere.get(seat, 0) > 0

    # -- the database and the other workers ------------------------------------

    def _replay(self, moves: list[Move]) -> None:
        """Play stored moves on (each must replay exactly as stored)."""
        for move in moves:
            number = self.moves + 1
            events = self.recorder.act(move.seat, move.action)
            if self.recorder.record.moves[-1] != move:
                raise RulesError(f"table {self.id}: move {number} does not replay as stored")
            self.recent.extend((number, e) for e in events)

    async def catch_up(self) -> None:
        """Read what other workers wrote since this one last did: seats, status, moves.
        (Under the lock.)  A table that no longer replays is marked broken; one that was
        deleted, ``gone``."""
        stored = await self.storage.run(self.storage.load, self.id, self.moves)
        if stored is None:
            self.status = "gone"
            return
        try:
            self._replay(stored.moves)
        except RulesError as error:
            log.error("table %s cannot follow the database: %s", self.id, error)
            self.status = "broken"
            return
        self.seats, self.next_table, self.listed = stored.seats, stored.next_table, stored.listed
        self.bots = {seat: bot for seat, bot in self.bots.items() if stored.seats[seat].bot is not None}
        self.recorder.record.players = self.names()
        if stored.result is not None:
            self._finish(stored.result)
        self.status = stored.status
        self._note_actors()

    async def catch_up_moves(self) -> None:
        """Read only the moves other workers wrote since this one last did (one query: a
        notice of moves only, the commonest), and play them on.  (Under the lock.)"""
        try:
            self._replay(await self.storage.run(self.storage.moves_after, self.id, self.moves))
        except RulesError as error:
            log.error("table %s cannot follow the database: %s", self.id, error)
            self.status = "broken"
            return
        result = self.state.result
        if self.state.over and result is not None:
            self.status = "over"
            self._finish({"scores": list(result.scores), "winners": list(result.winners), "text": result.text})
        self._note_actors()

    def _finish(self, result: dict[str, Any]) -> None:
        record = self.recorder.record
        record.scores, record.winners, record.result_text = result["scores"], result["winners"], result.get("text", "")

    async def refresh(self) -> None:
        """Another worker changed the table: read it again and tell this worker's clients."""
        while self.stale:
            self.stale, whole = False, self.seats_stale
            self.seats_stale = False
            async with self.lock:
                moves, seats, status = self.moves, list(self.seats), self.status
                try:
                    await (self.catch_up() if whole or self.status == "lobby" else self.catch_up_moves())
                except Exception:
                    log.exception("table %s: could not read what the other workers wrote", self.id)
                    self.status = "broken"
                if (moves, seats, status) != (self.moves, self.seats, self.status):
                    self.broadcast()
            self.wake_bots()

    def busy(self) -> bool:
        """Is something at work here: a request being settled, the bots, a refresh?"""
        tasks = (self.bot_task, self.refreshing)
        return self.lock.locked() or any(task is not None and not task.done() for task in tasks)

    def heard(self, what: str = "table") -> None:
        """A notice that the table changed (``"moves"``: only its moves): :meth:`refresh`
        soon, once for many notices."""
        self.stale = True
        self.seats_stale = self.seats_stale or what != "moves"
        if self.refreshing is None or self.refreshing.done():
            self.refreshing = asyncio.get_running_loop().create_task(self.refresh())

    async def hear_presence(self) -> None:
        """Another worker's connections changed: count them, and tell if a seat came or went."""
        try:
            counts = (await self.bus.elsewhere([self.id]))[self.id]
        except Exception as error:
            complain("could not say who is here", error)
            return
        before = [self.connected(seat) for seat in range(len(self.seats))]
        self.elsewhere = counts
        if before != [self.connected(seat) for seat in range(len(self.seats))]:
            self.announce()

    async def _say_here(self) -> None:
        """Write this worker's connections to the bus, the latest counts only, one write at a time."""
        while self.here_dirty:
            self.here_dirty = False
            await self.bus.here(self.id, dict(self.present))

    def tell(self, what: str) -> None:
        """Tell the other workers (in the background: a slow bus never holds the table up)."""
        if self.bus.shared:
            spawn(self._send(self.bus.tell(self.id, what)))

    async def _send(self, work: Awaitable[None]) -> None:
        try:
            await work
        except Exception as error:
            complain("could not tell the other workers", error)

    def public(self) -> dict[str, Any]:
        """The table as anyone may see it (the lobby's view)."""
        return {
            "id": self.id,
            "game": self.game.name,
            "players": self.game.players,
            "options": self.game.options,
            "changed_options": self.game.changed_options(),
            "hints": self.hints,
            "status": self.status,
            "moves": self.moves,
            "seats": [
                {
                    "seat": i,
                    "name": name,
                    "bot": s.bot,
                    "level": s.level,
                    "person": s.name is not None,
                    "returning": s.reserved,
                    "connected": self.connected(i),
                }
                for i, (s, name) in enumerate(zip(self.seats, self.names(), strict=True))
            ],
        }

    def seat_of(self, token: Any) -> int | None:
        """The seat whose secret this is, or None."""
        if not isinstance(token, str) or not token or not token.isascii():
            return None  # (a token is URL-safe ASCII; anything else is no seat's)
        digest = token_hash(token)
        for i, s in enumerate(self.seats):
            if s.token_hash is not None and hmac.compare_digest(s.token_hash, digest):
                return i
        return None

    def last_events(self, seat: int | None) -> list[dict[str, Any]]:
        out = []
        for number, event in self.recent:
            seen = event.seen_by(seat)
            out.append(
                {
                    "move": number,
                    "seat": seen.seat,
                    "kind": seen.kind,
                    "text": seen.text,
                    "template": seen.template,
                    "params": dict(seen.params),
                    "cards": format_cards(seen.revealed).split() if seen.revealed else [],
                    "hidden": seen.private and not seen.revealed and bool(event.revealed),
                }
            )
        return out

    def message_for(self, seat: int | None) -> dict[str, Any]:
        """Everything one seat is sent after a change: its view, never anyone else's."""
        state = self.state
        if self.status == "lobby":
            return {"type": "lobby", "you": seat, "table": self.public()}
        acting = seat is not None and seat in state.actors()
        return {
            "type": "state",
            "seq": self.moves,
            "you": seat,
            "table": self.public(),
            "view": state.view(seat),
            "legal": [str(a) for a in state.legal(seat)] if acting and seat is not None else [],
            "may_pass": acting and seat is not None and state.may_pass(seat),
            "last": self.last_events(seat),
            "next_table": self.next_table,
            "result": None
            if state.result is None
            else {
                "scores": list(state.result.scores),
                "winners": list(state.result.winners),
                "text": state.result.text,
                "template": state.result.template,
                "params": dict(state.result.params),
            },
        }

    def broadcast(self) -> None:
        """Queue the new position for every client, each with its own seat's view."""
        if self.news is not None:  # (this broadcast carries the news too)
            self.news.cancel()
            self.news = None
        cache: dict[int | None, str] = {}
        for client in list(self.clients):
            if client.seat not in cache:
                cache[client.seat] = json.dumps(self.message_for(client.seat))
            client.send(cache[client.seat])

    # -- joining and starting -----------------------------------------------

    def attach(self, client: Client) -> None:
        """A new connection is sent the table; the others hear of it only if it brings
        a seat to the table (a spectator changes nothing anyone else sees)."""
        arriving = client.seat is not None and not self.connected(client.seat)
        self.clients.add(client)
        self._count(client.seat, +1)
        self.last_active = time.time()
        client.send(self.message_for(client.seat))
        if arriving:
            self.announce()

    def detach(self, client: Client) -> None:
        """A connection closed: news only if its seat has no other connection."""
        if client in self.clients:
            self.clients.discard(client)
            self._count(client.seat, -1)
        self.last_active = time.time()
        if client.seat is not None and not self.connected(client.seat):
            self.announce()

    def reseat(self, client: Client, seat: int | None) -> None:
        """A connection says whose it is (``hello``): news only if a seat arrives or leaves."""
        old = client.seat
        arriving = seat is not None and seat != old and not self.connected(seat)
        client.seat = seat
        if client in self.clients:
            self._count(old, -1)
            self._count(seat, +1)
        if arriving or (old is not None and old != seat and not self.connected(old)):
            self.announce()

    def _count(self, seat: int | None, change: int) -> None:
        if seat is not None:
            self.present[seat] = self.present.get(seat, 0) + change
            if self.bus.shared:
                self.here_dirty = True
                if self.here_task is None or self.here_task.done():
                    self.here_task = spawn(self._send(self._say_here()))
        if self.status == "lobby":
            spawn(self._send(self.bus.seen(self.id, time.time())))

    def announce(self) -> None:
        """A seat's connection changed: every client is told in ``NEWS_DELAY`` seconds, in
        one broadcast with whatever else changed meanwhile (or with the next move's)."""
        if self.news is None:
            self.news = asyncio.get_running_loop().call_later(NEWS_DELAY, self.broadcast)

    def broadcast_lobby(self) -> None:
        """Seat changes (joins, connections) are news in the lobby; in a game the
        next state carries them."""
        if self.status == "lobby":
            self.broadcast()

    async def _settle(self, attempt: Callable[[], Awaitable[T]]) -> T:
        """``attempt()`` under the lock, decided again (after catching up) each time another
        worker changed the table first; refused after :data:`ATTEMPTS` tries."""
        async with self.lock:
            for _ in range(ATTEMPTS):
                try:
                    return await attempt()
                except Overtaken:
                    self.broadcast()  # (this worker's clients see what the others did)
            raise Refused("the table is changing too fast; try again in a moment")

    async def _store(self, work: Any, *args: Any) -> None:
        """Write through the storage's worker.  Another worker wrote first: caught up, and
        :class:`Overtaken`; any other failure is logged and refused as :class:`NotSaved`."""
        try:
            await self.storage.run(work, *args)
        except Conflict:
            await self.catch_up()
            raise Overtaken(self.id) from None
        except Exception:
            log.exception("table %s: could not write to the database", self.id)
            raise NotSaved("the server could not save that; nothing changed, try again in a moment") from None

    async def _set_seat(self, seat: int, new: Seat) -> None:
        """The seat becomes ``new`` (if no other worker changed it first: :class:`Overtaken`)."""
        await self._store(self.storage.set_seat, self.id, seat, new, self.seats[seat])
        self.seats[seat] = new
        self.recorder.record.players = self.names()
        self.tell("table")

    async def join(self, name: Any) -> tuple[int, str]:
        """Sit a person in the first free seat; returns (seat, secret token)."""
        name = clean_name(name)

        async def attempt() -> tuple[int, str]:
            if self.status != "lobby":
                raise Refused("this game has already started; you can watch it")
            for i, s in enumerate(self.seats):
                if s.free:
                    token, digest = new_token()
                    await self._set_seat(i, Seat(name, digest, None))
                    self.broadcast_lobby()
                    return i, token
            raise Refused("every seat at this table is taken")

        return await self._settle(attempt)

    async def give_to_bot(self, by: int | None, seat: Any, bot: Any) -> None:
        """A seated player gives an empty or abandoned seat to a bot: of a level (``easy``,
        ``medium``, ``hard``) or of a kind (``greedy``...)."""
        if by is None:
            raise Refused("only a player at this table can give a seat to a bot")
        if bot not in BOTS and bot not in LEVEL_NAMES:
            raise Refused("choose a bot: {bots}", bots=", ".join((*LEVEL_NAMES, *BOTS)))
        kind, level = (level_bot(self.game.name, bot), bot) if bot in LEVEL_NAMES else (bot, None)

        async def attempt() -> None:
            if not isinstance(seat, int) or not 0 <= seat < len(self.seats):
                raise Refused("there is no such seat")
            if seat == by:
                raise Refused("you cannot give your own seat to a bot")
            if self.status == "over":
                raise Refused("the game is over")
            old = self.seats[seat]
            if old.token_hash is not None and self.connected(seat):
                raise Refused("{name} is at the table; only an empty or abandoned seat can go to a bot", name=old.name)
            await self._set_seat(seat, Seat(old.name, old.token_hash, kind, level))
            self.bots.pop(seat, None)
            self.broadcast()

        await self._settle(attempt)
        self.wake_bots()

    async def returning(self, token: Any) -> int | None:
        """The seat whose secret this is (None: none), taken back from a bot that was minding it."""
        seat = self.seat_of(token)
        if seat is not None:
            await self.take_back(seat)
        return seat

    async def take_back(self, seat: int) -> None:
        """A person returning to a seat that a bot was minding gets it back."""

        async def attempt() -> None:
            old = self.seats[seat]
            if old.bot is None or self.status == "over":
                return
            with contextlib.suppress(NotSaved):  # (the bot minds the seat until it can be written)
                await self._set_seat(seat, Seat(old.name, old.token_hash, None))

        await self._settle(attempt)

    async def claim(self, seat: int, digest: str) -> bool:
        """A person of the finished table comes back for their seat here (a table played
        again): the seat kept for them takes the hash of their new token.  True if the
        seat is theirs (already claimed with the same token, too)."""

        async def attempt() -> bool:
            old = self.seats[seat]
            if old.token_hash is not None:
                return hmac.compare_digest(old.token_hash, digest)
            if old.name is None:
                return False  # (a bot's seat: never a person's)
            await self._set_seat(seat, Seat(old.name, digest, old.bot))
            return True

        return await self._settle(attempt)

    async def start(self, by: int | None) -> None:
        if by is None:
            raise Refused("only a player at this table can start the game")

        async def attempt() -> None:
            if self.status != "lobby":
                raise Refused("the game has already started")
            away = [i for i, s in enumerate(self.seats) if s.reserved]
            if len(away) == 1:
                raise Refused.naming(
                    self.names(),
                    "{away:seats} has not come back to play again yet: wait for them or give their seats to bots",
                    away=away,
                )
            if away:
                raise Refused.naming(
                    self.names(),
                    "{away:seats} have not come back to play again yet: wait for them or give their seats to bots",
                    away=away,
                )
            empty = sum(1 for s in self.seats if s.free)
            if empty == 1:
                raise Refused("a seat is still empty: wait for a player or give it to a bot")
            if empty:
                raise Refused("{empty} seats are still empty: wait for players or give them to bots", empty=empty)
            await self._store(self.storage.set_status, self.id, "playing", "lobby")
            self.status = "playing"
            self.recorder.record.players = self.names()
            self.tell("table")
            self.broadcast()

        await self._settle(attempt)
        self.wake_bots()

    # -- playing ---------------------------------------------------------------

    async def act(self, seat: int, seq: Any, text: Any) -> None:
        """A seat's action: refused (with the reason) unless it is current and legal."""
        if not isinstance(text, str) or not text.strip():
            raise Refused("say which action, e.g. 'draw stock'")
        if isinstance(seq, bool) or not isinstance(seq, int):
            raise Refused("the action needs 'seq': the number of moves you have seen")

        async def attempt() -> None:
            if self.status == "lobby":
                raise Refused("the game has not started yet")
            if self.status in ("broken", "gone"):
                raise Refused("the server lost track of this table; reload the page")
            if self.status == "over" or self.state.over:
                raise Refused("the game is over")
            if seq != self.moves and not self._only_passes_since(seq, seat):
                if seq < self.moves:
                    raise Refused(
                        "the table has moved on since you decided (someone acted first); "
                        "look at the new position and try again"
                    )
                raise Refused("that move number is from the future; reload the page")
            try:
                action = self.game.parse_action(text)
            except RulesError as error:
                raise Refused.because(error) from None
            if seat not in self.state.actors():
                raise Refused("it is not your turn")
            await self._apply(seat, action)

        await self._settle(attempt)
        self.wake_bots()

    def _only_passes_since(self, seq: int, seat: int) -> bool:
        """True when the seat has had a move to make since the ``seq``-th move and every move
        after that was another seat's pass: say, the bots answering the same offer of the
        discard (LIV-14) while this person decided.  A pass changes nothing the seat decided
        on, so its move, if still legal, is not refused as out of date."""
        since = self.acting_since.get(seat)
        if since is None or not since <= seq < self.moves:
            return False
        return all(move.seat != seat and move.action == "pass" for move in self.recorder.record.moves[seq:])

    def _note_actors(self) -> None:
        """Keep :attr:`acting_since` up to date after a move."""
        self.acting_since = {seat: self.acting_since.get(seat, self.moves) for seat in self.state.actors()}

    def check(self, seat: int, text: Any) -> dict[str, Any]:
        """Would these melds be refused?  A Liverpool lay-down is checked before it is
        sent (LIV-12: a failed one is penalised); a Carousel table gets each meld's own
        fault too, to mark a draft as it is rearranged.  Other actions are only parsed."""
        if not isinstance(text, str):
            raise Refused("say which action to check")
        try:
            action = self.game.parse_action(text)
        except RulesError as error:
            return {"type": "check", "action": text, "fault": error.reason, "penalty": 0}
        checked = self.state.check(seat, action)
        answer: dict[str, Any] = {
            "type": "check",
            "action": str(action),
            "fault": checked.fault,
            "penalty": checked.penalty,
        }
        if checked.melds:
            answer["melds"] = [{"fault": fault} for fault in checked.melds]
        return answer

    def hint(self, seat: int | None) -> dict[str, Any]:
        """The greedy bot's choice for this seat's view and legal moves, and a sentence saying it.
        Refused to a spectator, off the seat's move, and at a table with hints off."""
        if seat is None:
            raise Refused("you are watching this table; hints are for its players")
        if not self.hints:
            raise Refused("hints are turned off at this table")
        state = self.state
        if self.status != "playing" or state.over:
            raise Refused("there is no move to hint at: the game is not being played")
        legal = state.legal(seat) if seat in state.actors() else []
        if not legal:
            raise Refused("it is not your move; a hint is given when you have a move to make")
        adviser = make_bot(self.game.name, "greedy")
        adviser.rng.seed(f"hint/{self.bot_seed}/{seat}/{self.moves}")
        choice = adviser.choose(state.view(seat), legal, state.may_pass(seat))
        template, params = hint_sentence(choice)
        return {
            "type": "hint",
            "action": None if choice is None else str(choice),
            "text": fill(template, params),
            "template": template,
            "params": params,
        }

    async def _apply(self, seat: int, action: Any) -> None:
        """Apply to a copy, write, then put the copy in place and tell: nobody hears
        of a move the database does not hold, and one it refused leaves no trace.
        Another worker wrote this move's number first: caught up, :class:`Overtaken`."""
        done = self.moves
        state = self.state.clone()
        try:
            events = state.apply(seat, action)
        except IllegalAction as error:
            raise Refused.because(error) from None
        move = Move(seat, str(action), revealed(events), table_note(events))
        result: dict[str, Any] | None = None
        if state.over and state.result is not None:
            r = state.result
            result = {"scores": list(r.scores), "winners": list(r.winners), "text": r.text}
        try:
            await self.storage.run(self.storage.append_moves, self.id, done, [move], result)
        except Conflict:
            await self.catch_up()
            raise Overtaken(self.id) from None
        except Exception:
            log.exception("table %s: could not store move %d", self.id, done + 1)
            if await self._stored_moves() != done:
                # The database may hold more than memory: rebuilt from it when next asked for.
                self.status = "broken"
                raise NotSaved("the server could not save that move; reload the page") from None
            raise NotSaved("the server could not save that move; nothing changed, try again in a moment") from None
        self.recorder.state = state
        self.recorder.record.moves.append(move)
        self._note_actors()
        if result is not None:
            self.status = "over"
            self._finish(result)
        self.recent.extend((done + 1, e) for e in events)
        self.tell("moves")
        self.broadcast()

    async def _stored_moves(self) -> int | None:
        """How many moves the database holds for this table (None: it cannot say)."""
        try:
            return await self.storage.run(self.storage.move_count, self.id)
        except Exception:
            log.exception("table %s: could not count the stored moves", self.id)
            return None

    # -- bots --------------------------------------------------------------------

    def bots_to_move(self) -> bool:
        """Is a bot among the actors (one that has not let this moment pass)?"""
        if self.status != "playing" or self.state.over:
            return False
        return any(self.seats[s].bot is not None and (self.moves, s) not in self.declined for s in self.state.actors())

    def wake_bots(self) -> None:
        if self.bots_to_move() and (self.bot_task is None or self.bot_task.done()):
            self.bot_task = asyncio.get_running_loop().create_task(self._run_bots())

    async def _run_bots(self) -> None:
        """Play the bots while they have moves to make, holding the table's bot lease (on
        one worker at a time: if another holds it, that one plays them)."""
        try:
            if not await self.bus.take_bots(self.id, self.moves):
                return
        except Exception as error:
            complain("could not give a table's bots their lease", error)
            await asyncio.sleep(WRITE_RETRY)
            self.bot_task = None
            self.wake_bots()
            return
        try:
            await self._play_bots()
        finally:
            with contextlib.suppress(Exception):
                await self.bus.drop_bots(self.id, self.moves)
            # (a move made while the lease was given up found this task still running: once
            # it has ended, the bots are woken again if that move gave them work)
            asyncio.get_running_loop().call_soon(self.wake_bots)

    async def _play_bots(self) -> None:
        while self.bus.holds(self.id):
            if self.bot_delay:
                await asyncio.sleep(self.bot_delay)
            pause = 0.0
            async with self.lock:
                if self.status != "playing":
                    return
                # (in a thread: a search bot thinks for a second; the lock keeps the state still meanwhile)
                move = await asyncio.to_thread(self._bot_move)
                if move is None:
                    return
                try:
                    await self._apply(*move)
                except Overtaken:
                    self.broadcast()  # (another worker moved first: this one decides again)
                except NotSaved:
                    pause = WRITE_RETRY  # (the database may be busy: the bot tries again)
                except Refused as error:
                    log.error("table %s: bot at seat %d chose an illegal move: %s", self.id, move[0], error.message)
                    return
            await asyncio.sleep(pause)

    def _bot_move(self) -> tuple[int, Any] | None:
        """The first bot among the actors that wants to act, and its action."""
        state = self.state
        for seat in state.actors():
            kind = self.seats[seat].bot
            if kind is None or (self.moves, seat) in self.declined:
                continue
            if seat not in self.bots:
                self.bots[seat] = make_seat_bot(self.game.name, kind, self.seats[seat].level)
            # Each decision from the bots' own secret seed, the seat and the move: never
            # the deal's seed, and the same after a restart as without one.
            self.bots[seat].rng.seed(f"{self.bot_seed}/{seat}/{self.moves}")
            may_pass = state.may_pass(seat)
            action = self.bots[seat].move(state, seat)
            if action is not None:
                return seat, action
            if may_pass:
                self.declined.add((self.moves, seat))
            else:
                log.error("table %s: bot at seat %d declined a move it must make", self.id, seat)
        return None
