"""The hub: every room this worker holds, found by id, and the tables it makes.

Rooms are rebuilt from the database the first time they are asked for (after a restart,
or on another worker, every game resumes exactly where its last written move left it) and
forgotten again (:meth:`Hub.sweep`) once nobody has used them for a while.  With a bus
(``--bus``) the hub also hears the other workers' notices and passes each to its room
(:meth:`Hub.hear`), and takes over the bots of tables whose worker stopped
(:meth:`Hub.adopt`).
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Awaitable, Callable
from typing import Any

from rummyhall.engine import RulesError
from rummyhall.server.background import spawn
from rummyhall.server.bus import Bus, complain
from rummyhall.server.limits import Limits
from rummyhall.server.lobby import OPEN_TABLES, LobbyRefusal, check_new_table, open_tables
from rummyhall.server.refusals import NotSaved, Refused
from rummyhall.server.room import Client, Room
from rummyhall.server.seats import again_token, clean_name, new_token, seat_names, token_hash, valid_table_id
from rummyhall.server.storage import Conflict, Seat, Storage, new_seed

log = logging.getLogger("rummyhall.server")

OPEN_CANDIDATES = 4 * OPEN_TABLES
"""How many of the newest listed lobby tables are read to find the open ones (those with
someone there)."""


class Hub:
    """Every live room of this worker, found by id (see the module's docstring)."""

    def __init__(
        self, storage: Storage, bot_delay: float = 0.0, limits: Limits | None = None, bus: Bus | None = None
    ) -> None:
        self.storage = storage
        self.bot_delay = bot_delay
        self.limits = limits or Limits()
        self.bus = bus or Bus()
        self.rooms: dict[str, Room] = {}
        self.loading: dict[str, asyncio.Future[Room | None]] = {}
        """Rooms being rebuilt (each once, however many ask for it meanwhile)."""
        self.started = time.time()
        self.expiry_due = 0.0
        """When the database is next searched for tables to expire."""

    async def room(self, table_id: str) -> Room | None:
        room = self.rooms.get(table_id)
        if room is not None and room.status not in ("broken", "gone"):
            room.last_active = time.time()  # (a room just looked up is not forgotten under its user)
            return room
        if not valid_table_id(table_id):
            return None
        loading = self.loading.get(table_id)
        if loading is not None:
            return await asyncio.shield(loading)
        self.loading[table_id] = asyncio.get_running_loop().create_future()
        try:
            room = await self._load(table_id)
            self.loading[table_id].set_result(room)
        except BaseException as error:
            self.loading[table_id].set_exception(error)
            self.loading[table_id].exception()  # (retrieved: nobody else may be waiting)
            raise
        finally:
            del self.loading[table_id]
        if room is not None:
            room.wake_bots()
        return room

    async def _load(self, table_id: str) -> Room | None:
        stored = await self.storage.run(self.storage.load, table_id)
        if stored is None:
            return None
        try:
            room = Room(stored, self.storage, self.bot_delay, self.bus)
        except RulesError as error:
            log.error("table %s cannot be rebuilt: %s", table_id, error)
            return None
        if self.bus.shared:
            await room.hear_presence()
        self.rooms[table_id] = room
        if self.limits.idle_rooms and len(self.rooms) > self.limits.idle_rooms:
            self._forget_beyond(self.limits.idle_rooms)
        return room

    # -- the other workers ----------------------------------------------------

    def hear(self, table_id: str, what: str) -> None:
        """Another worker's notice (``bus.Hear``): ``"*"`` is every table."""
        rooms = list(self.rooms.values()) if table_id == "*" else [r for r in [self.rooms.get(table_id)] if r]
        for room in rooms:
            if what == "here":
                spawn(room.hear_presence())
            elif what == "gone" or not (room.clients or room.busy()):
                self.rooms.pop(room.id, None)  # (nobody here to tell: read afresh when next asked for)
            else:
                room.heard(what)

    async def adopt(self) -> None:
        """Take over the bots of tables whose worker stopped (their lease lapsed)."""
        for table_id in await self.bus.orphans():
            room = await self.room(table_id)
            if room is not None and room.bots_to_move():
                room.wake_bots()
            else:  # (nothing for them to do: the table is due no longer)
                await self.bus.drop_bots(table_id, room.moves if room else 1 << 30)

    # -- memory and expiry --------------------------------------------------------

    def _unused(self, now: float, idle_for: float) -> list[tuple[str, Room]]:
        """The rooms with no connection, no bot at work and no use for ``idle_for`` seconds."""
        return [
            (table_id, room)
            for table_id, room in self.rooms.items()
            if not (room.clients or room.busy()) and now - room.last_active >= idle_for
        ]

    def _forget(self, table_id: str, room: Room) -> None:
        del self.rooms[table_id]
        if room.status == "lobby":
            spawn(self._seen(table_id, room.last_active))

    async def _seen(self, table_id: str, when: float) -> None:
        try:
            await self.bus.seen(table_id, when)
        except Exception as error:
            complain("could not note when a lobby table was last used", error)

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
        nobody there (counted from their creation, the last use seen on any worker, or
        this start)."""
        now = time.time() if now is None else now
        for table_id, room in self._unused(now, self.limits.room_idle):
            self._forget(table_id, room)
        expiry = self.limits.lobby_expiry
        if expiry <= 0:
            return
        cutoff = now - expiry
        if self.started > cutoff or now < self.expiry_due:
            return
        self.expiry_due = now + max(self.limits.sweep_every, expiry / 20)  # (the query reads every table)
        for table_id, created in await self.storage.run(self.storage.lobby_tables, cutoff):
            live = self.rooms.get(table_id)
            if live is not None and (live.clients or live.last_active > cutoff):
                continue
            if await self.bus.used_since(table_id, cutoff):
                continue
            self.rooms.pop(table_id, None)
            if await self.storage.run(self.storage.delete_lobby_table, table_id):
                log.info("table %s expired after %.0f s in the lobby", table_id, now - created)
                if self.bus.shared:
                    await self.bus.tell(table_id, "gone")

    # -- the lobby ------------------------------------------------------------------

    async def open_tables(self) -> list[dict[str, Any]]:
        """The lobby's open tables (``lobby.open_tables``), the same from every worker: the
        newest listed tables from the database, with the connections of every worker."""
        waiting = await self.storage.run(self.storage.open_lobby_tables, OPEN_CANDIDATES)
        waiting = [t for t in waiting if any(s.free for s in t.seats)]
        elsewhere = await self.bus.elsewhere([t.id for t in waiting]) if self.bus.shared and waiting else {}
        candidates = []
        for table in waiting:
            room = self.rooms.get(table.id)
            here = dict(room.present) if room is not None else {}
            for seat, n in elsewhere.get(table.id, {}).items():
                here[seat] = here.get(seat, 0) + n
            candidates.append((table, seat_names(table.seats), {seat for seat, n in here.items() if n > 0}))
        return open_tables(candidates)

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
            made, bots_chosen = check_new_table(game, players, options, bots)
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
        seat_list += [
            Seat(None, None, bot.kind, bot.level) if bot else Seat(None, None, None)
            for bot in bots_chosen[len(seat_list) :]
        ]
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

    async def play_again(self, room: Room, client: Client, allow: Callable[[], Awaitable[None]] | None = None) -> str:
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
                await allow()
            seats = [
                Seat(None, None, s.bot, s.level) if s.name is None else Seat(s.name, None, None) for s in room.seats
            ]
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
                    made,
                )
            except Conflict:  # (another worker made it first: that one is the table)
                await room.catch_up()
                table_id = room.next_table or ""
            except Exception:
                log.exception("table %s: could not write the table to play again", room.id)
                raise NotSaved("the server could not save the new table; try again in a moment") from None
            room.next_table = table_id
            room.tell("table")
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
