"""Live tables: one game each, its seats, its connected clients and its bots.

A :class:`Room` settles actions one at a time under its lock: an action is
checked against the number of moves the sender has seen (``seq``), applied by
the engine to a copy of the game (which refuses illegal ones and changes
nothing), written to the database (on the storage's worker thread, awaited
under the lock, so a table's moves keep their order while the event loop goes
on), and only then put in place of the game and broadcast: a move that cannot
be written leaves no trace.  Each client is sent exactly what its seat
may see: ``state.view(seat)``, its own legal actions, and the last events as
``Event.seen_by(seat)`` shows them.  Bots play server-side after every move, with
their own secret seed (never the deal's), reseeded for each decision from that
seed, the seat and the move number, so a restarted table plays on the same way.

A :class:`Hub` finds rooms by id, rebuilding a game from its stored moves the
first time it is asked for (after a restart, every game resumes exactly where
its last written move left it).
"""

from __future__ import annotations

import asyncio
import base64
import contextlib
import hashlib
import hmac
import json
import logging
import re
import secrets
import time
from collections import deque
from dataclasses import dataclass, field
from typing import Any

from rummyhall.bots import BOTS, Bot, bot_names, make_bot
from rummyhall.cards import format_cards
from rummyhall.engine import Event, IllegalAction, RulesError, State, fill
from rummyhall.games import make
from rummyhall.i18n import DEFAULT, N_, translator
from rummyhall.record import Move, Recorder, revealed, table_note
from rummyhall.server.limits import Limits
from rummyhall.server.lobby import Listed, LobbyRefusal, check_new_table
from rummyhall.server.storage import Seat, Storage, StoredTable, new_seed

log = logging.getLogger("rummyhall.server")

RECENT = 12
NEWS_DELAY = 0.25
"""Seconds connections' comings and goings are gathered before one broadcast tells them."""
"""How many recent events each client is shown."""
NAME_LIMIT = 40
TABLE_ID = re.compile(r"[A-Za-z0-9_-]{4,32}")
WRITE_RETRY = 1.0
"""Seconds a bot waits before trying again after its move could not be written."""


class Refused(Exception):
    """A request that cannot be granted: a sentence to fill (``template``, ``params``, as
    the rules core's refusals, docs/i18n.md) saying why, in a player's words; ``message`` is
    it in English (seats by ``names`` when given), :meth:`said` in any language, and
    :meth:`answer` the socket's ``error`` message carrying both (the page says it in its
    reader's language, a program reads ``message``)."""

    def __init__(self, template: str, **params: Any) -> None:
        self.template = template
        self.params = {key: _plain(value) for key, value in params.items()}
        self.names: list[str] | None = None
        self.message = fill(template, self.params) if params else template
        super().__init__(self.message)

    @classmethod
    def naming(cls, names: list[str], template: str, **params: Any) -> Refused:
        """A refusal whose ``{x:seats}`` are said by ``names`` (a page names them as it shows them)."""
        refused = cls(template, **params)
        refused.names = names
        refused.message = fill(template, refused.params, names)
        refused.args = (refused.message,)
        return refused

    @classmethod
    def because(cls, error: RulesError) -> Refused:
        """The rules core's refusal as the server's (the same template and params)."""
        return cls(error.template, **error.params)

    @classmethod
    def lobby(cls, refusal: LobbyRefusal) -> Refused:
        """A new table the lobby refuses (its lists of choices said in English here;
        :meth:`said` says the whole refusal in a language)."""
        if refusal.error is not None:
            refused = cls.because(refusal.error)
        else:
            english = translator(DEFAULT)
            params = {k: v.said(english) if isinstance(v, Listed) else v for k, v in refusal.params.items()}
            refused = cls(refusal.template, **params)
        refused.__cause__ = refusal
        return refused

    def said(self, lang: str) -> str:
        """The refusal in ``lang``."""
        cause = self.__cause__
        if isinstance(cause, LobbyRefusal):
            return cause.said(lang)
        return translator(lang).fill(self.template, self.params, self.names)

    def answer(self, about: str | None = None) -> dict[str, Any]:
        """``{"type": "error", "message", "template", "params", "about"}`` for the socket."""
        return {
            "type": "error",
            "message": self.message,
            "template": self.template,
            "params": self.params,
            "about": about,
        }


def _plain(value: Any) -> Any:
    """A param as JSON carries it (numbers, text, lists of them; anything else as its text)."""
    if value is None or isinstance(value, bool | int | float | str):
        return value
    if isinstance(value, list | tuple):
        return [_plain(item) for item in value]
    return str(value)


class NotSaved(Refused):
    """The database did not take the change; nothing was changed in memory either."""


def hint_sentence(action: Any) -> tuple[str, dict[str, str]]:
    """The greedy bot's choice said in a sentence to fill, and its params (None: it would
    let the chance go)."""
    if action is None:
        return N_("The greedy bot would let this chance go (pass)."), {}
    return N_("The greedy bot would play: {action}."), {"action": str(action)}


def seat_names(seats: list[Seat]) -> list[str]:
    """Each seat's name as people read it: the person's, a bot's own ("Ada (greedy)"),
    or "(empty)" for a seat nobody has taken yet.  (No text from the server numbers
    seats: the pages name them.)"""
    people = [s.name for s in seats if s.name]
    bots = iter(bot_names([s.bot for s in seats if s.bot and not s.name], taken=people))
    return [s.name or (next(bots) if s.bot else "(empty)") for s in seats]


def valid_table_id(table_id: Any) -> bool:
    """Could this be a table's id?  (Anything else is not looked up at all.)"""
    return isinstance(table_id, str) and TABLE_ID.fullmatch(table_id) is not None


def new_token() -> tuple[str, str]:
    """A secret seat token and the hash that is stored instead of it."""
    token = secrets.token_urlsafe(24)
    return token, token_hash(token)


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def again_token(token: str, table_id: str) -> str:
    """A person's token at the table ``table_id`` that plays their finished table again,
    made from their token there: the server, which stores only hashes, can give it to
    them whenever they come back with their old token, and never has to keep it."""
    digest = hmac.new(token.encode(), f"rummyhall play again at {table_id}".encode(), hashlib.sha256).digest()
    return base64.urlsafe_b64encode(digest[:24]).decode()


def clean_name(name: Any) -> str:
    if not isinstance(name, str) or not name.strip():
        raise Refused("type your name first: it is how the others see you at the table")
    words: list[str] = name.split()
    cleaned = " ".join(words)
    if not cleaned.isprintable():  # control characters, NUL, lone surrogates
        raise Refused("a name may hold letters, digits, punctuation and spaces only")
    return cleaned[:NAME_LIMIT]


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

    def __init__(self, stored: StoredTable, storage: Storage, bot_delay: float = 0.0) -> None:
        self.id = stored.id
        self.storage = storage
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
        for number, move in enumerate(stored.moves, 1):
            events = self.recorder.act(move.seat, move.action)
            if self.recorder.record.moves[-1] != move:
                raise RulesError(f"table {self.id}: move {number} does not replay as stored")
            self.recent.extend((number, e) for e in events)
        self.acting_since: dict[int, int] = {seat: self.moves for seat in self.state.actors()}
        """Each seat with a move to make, and the move number since which it has had one."""
        self.lock = asyncio.Lock()
        self.clients: set[Client] = set()
        self.present: dict[int, int] = {}
        """How many connections each seat has (kept by attach, detach and reseat)."""
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
        return self.present.get(seat, 0) > 0

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

    async def join(self, name: Any) -> tuple[int, str]:
        """Sit a person in the first free seat; returns (seat, secret token)."""
        name = clean_name(name)
        async with self.lock:
            if self.status != "lobby":
                raise Refused("this game has already started; you can watch it")
            for i, s in enumerate(self.seats):
                if s.free:
                    token, digest = new_token()
                    seat = Seat(name, digest, None)
                    await self._store(self.storage.set_seat, self.id, i, seat)
                    self.seats[i] = seat
                    self.recorder.record.players = self.names()
                    self.broadcast_lobby()
                    return i, token
        raise Refused("every seat at this table is taken")

    async def give_to_bot(self, by: int | None, seat: Any, bot: Any) -> None:
        """A seated player gives an empty or abandoned seat to a bot."""
        if by is None:
            raise Refused("only a player at this table can give a seat to a bot")
        if bot not in BOTS:
            raise Refused("choose a bot: {bots}", bots=", ".join(BOTS))
        async with self.lock:
            if not isinstance(seat, int) or not 0 <= seat < len(self.seats):
                raise Refused("there is no such seat")
            if seat == by:
                raise Refused("you cannot give your own seat to a bot")
            if self.status == "over":
                raise Refused("the game is over")
            old = self.seats[seat]
            if old.token_hash is not None and self.connected(seat):
                raise Refused("{name} is at the table; only an empty or abandoned seat can go to a bot", name=old.name)
            new = Seat(old.name, old.token_hash, bot)
            await self._store(self.storage.set_seat, self.id, seat, new)
            self.seats[seat] = new
            self.bots.pop(seat, None)
            self.broadcast()
        self.wake_bots()

    async def returning(self, token: Any) -> int | None:
        """The seat whose secret this is (None: none), taken back from a bot that was minding it."""
        seat = self.seat_of(token)
        if seat is not None:
            await self.take_back(seat)
        return seat

    async def take_back(self, seat: int) -> None:
        """A person returning to a seat that a bot was minding gets it back."""
        async with self.lock:
            old = self.seats[seat]
            if old.bot is None or self.status == "over":
                return
            new = Seat(old.name, old.token_hash, None)
            with contextlib.suppress(NotSaved):  # (the bot minds the seat until it can be written)
                await self._store(self.storage.set_seat, self.id, seat, new)
                self.seats[seat] = new

    async def claim(self, seat: int, digest: str) -> bool:
        """A person of the finished table comes back for their seat here (a table played
        again): the seat kept for them takes the hash of their new token.  True if the
        seat is theirs (already claimed with the same token, too)."""
        async with self.lock:
            old = self.seats[seat]
            if old.token_hash is not None:
                return hmac.compare_digest(old.token_hash, digest)
            if old.name is None:
                return False  # (a bot's seat: never a person's)
            new = Seat(old.name, digest, old.bot)
            await self._store(self.storage.set_seat, self.id, seat, new)
            self.seats[seat] = new
            return True

    async def start(self, by: int | None) -> None:
        if by is None:
            raise Refused("only a player at this table can start the game")
        async with self.lock:
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
            await self._store(self.storage.set_status, self.id, "playing")
            self.status = "playing"
            self.recorder.record.players = self.names()
            self.broadcast()
        self.wake_bots()

    # -- playing ---------------------------------------------------------------

    async def act(self, seat: int, seq: Any, text: Any) -> None:
        """A seat's action: refused (with the reason) unless it is current and legal."""
        if not isinstance(text, str) or not text.strip():
            raise Refused("say which action, e.g. 'draw stock'")
        if isinstance(seq, bool) or not isinstance(seq, int):
            raise Refused("the action needs 'seq': the number of moves you have seen")
        async with self.lock:
            if self.status == "lobby":
                raise Refused("the game has not started yet")
            if self.status == "broken":
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

    async def _store(self, work: Any, *args: Any) -> None:
        """Write through the storage's worker; a failure is logged and refused as :class:`NotSaved`."""
        try:
            await self.storage.run(work, *args)
        except Exception:
            log.exception("table %s: could not write to the database", self.id)
            raise NotSaved("the server could not save that; nothing changed, try again in a moment") from None

    async def _apply(self, seat: int, action: Any) -> None:
        """Apply to a copy, write, then put the copy in place and tell: nobody hears
        of a move the database does not hold, and one it refused leaves no trace."""
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
            self.recorder.record.scores, self.recorder.record.winners = result["scores"], result["winners"]
            self.recorder.record.result_text = result["text"]
        self.recent.extend((done + 1, e) for e in events)
        self.broadcast()

    async def _stored_moves(self) -> int | None:
        """How many moves the database holds for this table (None: it cannot say)."""
        try:
            return await self.storage.run(self.storage.move_count, self.id)
        except Exception:
            log.exception("table %s: could not count the stored moves", self.id)
            return None

    # -- bots --------------------------------------------------------------------

    def wake_bots(self) -> None:
        if self.status == "playing" and (self.bot_task is None or self.bot_task.done()):
            self.bot_task = asyncio.get_running_loop().create_task(self._run_bots())

    async def _run_bots(self) -> None:
        while True:
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
                self.bots[seat] = make_bot(self.game.name, kind)
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


class Hub:
    """Every live room, found by id; rooms are rebuilt from the database on demand,
    and forgotten again (:meth:`sweep`) once nobody has used them for a while."""

    def __init__(self, storage: Storage, bot_delay: float = 0.0, limits: Limits | None = None) -> None:
        self.storage = storage
        self.bot_delay = bot_delay
        self.limits = limits or Limits()
        self.rooms: dict[str, Room] = {}
        self.loading = asyncio.Lock()
        self.started = time.time()
        self.lobby_seen: dict[str, float] = {}
        """Lobby tables forgotten from memory: when someone last used them."""
        self.expiry_due = 0.0
        """When the database is next searched for tables to expire."""

    async def room(self, table_id: str) -> Room | None:
        room = self.rooms.get(table_id)
        if room is not None and room.status != "broken":
            room.last_active = time.time()  # (a room just looked up is not forgotten under its user)
            return room
        if not valid_table_id(table_id):
            return None
        async with self.loading:
            room = self.rooms.get(table_id)
            if room is not None and room.status != "broken":
                return room
            stored = await self.storage.run(self.storage.load, table_id)
            if stored is None:
                return None
            try:
                room = Room(stored, self.storage, self.bot_delay)
            except RulesError as error:
                log.error("table %s cannot be rebuilt: %s", table_id, error)
                return None
            self.rooms[table_id] = room
            if self.limits.idle_rooms and len(self.rooms) > self.limits.idle_rooms:
                self._forget_beyond(self.limits.idle_rooms)
        room.wake_bots()
        return room

    def _unused(self, now: float, idle_for: float) -> list[tuple[str, Room]]:
        """The rooms with no connection, no bot at work and no use for ``idle_for`` seconds."""
        return [
            (table_id, room)
            for table_id, room in self.rooms.items()
            if not (room.clients or room.lock.locked() or (room.bot_task is not None and not room.bot_task.done()))
            and now - room.last_active >= idle_for
        ]

    def _forget(self, table_id: str, room: Room) -> None:
        del self.rooms[table_id]
        if room.status == "lobby":
            self.lobby_seen[table_id] = room.last_active

    def _forget_beyond(self, most: int) -> None:
        """More than ``most`` rooms in memory: forget the longest unused (not one used in
        the last second) until nine tenths of ``most`` are left, or no more are unused."""
        unused = sorted(self._unused(time.time(), 1.0), key=lambda item: item[1].last_active)
        for table_id, room in unused[: max(0, len(self.rooms) - most * 9 // 10)]:
            self._forget(table_id, room)

    async def sweep(self, now: float | None = None) -> None:
        """Forget the rooms nobody has used for ``limits.room_idle`` seconds (no
        connection, no bot at work: the database holds all of it; more than
        ``limits.idle_rooms`` are forgotten as soon as they are loaded), and delete the
        tables that have waited in the lobby ``limits.lobby_expiry`` seconds with
        nobody there (counted from their creation, the last use seen, or this start)."""
        now = time.time() if now is None else now
        for table_id, room in self._unused(now, self.limits.room_idle):
            self._forget(table_id, room)
        expiry = self.limits.lobby_expiry
        if expiry <= 0:
            return
        cutoff = now - expiry
        self.lobby_seen = {t: seen for t, seen in self.lobby_seen.items() if seen > cutoff}
        if self.started > cutoff or now < self.expiry_due:
            return
        self.expiry_due = now + max(self.limits.sweep_every, expiry / 20)  # (the query reads every table)
        for table_id, created in await self.storage.run(self.storage.lobby_tables, cutoff):
            live = self.rooms.get(table_id)
            if table_id in self.lobby_seen or (live is not None and (live.clients or live.last_active > cutoff)):
                continue
            self.rooms.pop(table_id, None)
            if await self.storage.run(self.storage.delete_lobby_table, table_id):
                log.info("table %s expired after %.0f s in the lobby", table_id, now - created)

    async def create(
        self,
        game: Any,
        players: Any,
        options: Any,
        bots: Any,
        name: Any,
        seed: int | None = None,
        hints: Any = True,
        listed: Any = False,
    ) -> tuple[str, int | None, str | None]:
        """A new table in the lobby; the creator (if named) sits in seat 1.
        ``hints``: may the players ask for the greedy bot's advice; ``listed``: is the
        table shown to anyone in the lobby's open tables while it has a free seat.
        Returns (table id, creator's seat, creator's token)."""
        try:
            made, kinds = check_new_table(game, players, options, bots)
        except LobbyRefusal as refusal:
            raise Refused.lobby(refusal) from refusal
        if not isinstance(hints, bool):
            raise Refused("hints must be true (allowed) or false (turned off)")
        if not isinstance(listed, bool):
            raise Refused("listed must be true (shown in the lobby's open tables) or false (invitation only)")
        seat_list: list[Seat] = []
        token: str | None = None
        seat: int | None = None
        if name is not None:
            token, digest = new_token()
            seat = 0
            seat_list.append(Seat(clean_name(name), digest, None))
        seat_list += [Seat(None, None, kind) for kind in kinds[len(seat_list) :]]
        seed = new_seed() if seed is None else seed
        try:
            table_id = await self.storage.run(
                self.storage.create_table,
                made.name,
                made.players,
                made.options,
                seed,
                seat_list,
                None,
                hints,
                listed,
            )
        except Exception:
            log.exception("could not write a new table to the database")
            raise NotSaved("the server could not save the new table; try again in a moment") from None
        return table_id, seat, token

    async def play_again(self, room: Room, client: Client, allow: Any = None) -> str:
        """The table that plays ``room``'s finished game again, made on the first request
        (later ones, and the other players', get the same one): the same game, options,
        hints setting and seats, each bot as it was and each person's seat kept for them
        under their name until they come back (:meth:`invite_back`).  ``allow()`` is
        called before a table is made and may refuse (the creation limit).  Every person of
        ``room`` connected is sent their token there; returns its id."""
        if client.seat is None:
            raise Refused("you are watching this table; only its players can play again")
        if room.status != "over":
            raise Refused("the game is not over yet: you can play again with the same players once it ends")
        async with room.lock:
            made = room.next_table
            if made is not None and await self.room(made) is not None:
                await self.invite_back(room, client)
                return made
            if allow is not None:
                allow()
            seats = [Seat(None, None, s.bot) if s.name is None else Seat(s.name, None, None) for s in room.seats]
            try:
                table_id = await self.storage.run(
                    self.storage.create_table,
                    room.game.name,
                    room.game.players,
                    room.game.options,
                    new_seed(),
                    seats,
                    None,
                    room.hints,
                    False,
                    room.id,
                )
            except Exception:
                log.exception("table %s: could not write the table to play again", room.id)
                raise NotSaved("the server could not save the new table; try again in a moment") from None
            room.next_table = table_id
        for client in list(room.clients):
            await self.invite_back(room, client)
        room.broadcast()
        return table_id

    async def invite_back(self, room: Room, client: Client) -> None:
        """A person of ``room``, played again at ``room.next_table``, is sent their seat's
        token there (``{"type": "play_again", "table", "token"}``: to them only)."""
        if room.next_table is None or client.seat is None or client.token is None:
            return
        again = await self.room(room.next_table)
        if again is None:
            return  # (the new table waited in its lobby too long and was deleted)
        token = again_token(client.token, again.id)
        try:
            mine = await again.claim(client.seat, token_hash(token))
        except NotSaved:
            client.send(NotSaved("the server could not save your seat at the new table; reload").answer())
            return
        if mine:
            again.broadcast_lobby()
            client.send({"type": "play_again", "table": again.id, "token": token})
