"""The table WebSocket: one connection, its messages, and what it is sent back.

The protocol (JSON text messages, at most ``MESSAGE_LIMIT`` bytes):

client -> server
    ``{"type": "hello", "token": "..."}``   take your seat (no token: watch)
    ``{"type": "act", "seq": 12, "action": "discard 7h"}``   ``seq``: the moves you have seen
    ``{"type": "check", "action": "down 7c 7d * | Qs Qh Qd"}``   would this lay-down be penalised?
    ``{"type": "hint"}``   what would the greedy bot do in my place?
    ``{"type": "start"}``, ``{"type": "bot", "seat": 2, "bot": "greedy"}``, ``{"type": "ping"}``
    ``{"type": "play_again"}``   a finished game's player: the same players at a new table

server -> client
    ``{"type": "lobby", "you": seat, "table": {...}}`` before the game starts
    ``{"type": "state", "seq": N, "you": seat, "view": ..., "legal": [...], "last": [...], ...}``
    ``{"type": "check", "fault": "..." | null, "penalty": 50}``  (Carousel: and ``"melds": [{"fault": ...}]``)
    ``{"type": "hint", "action": "draw stock" | null, "text": "...", "template", "params"}``  the greedy bot's choice
    ``{"type": "play_again", "table": "<id>", "token": "..."}``  to one person: their seat at the new table
    ``{"type": "error", "message": "...", "template": "...", "params": {...}, "about": "act"}``
        (the connection stays open; nothing changed): ``message`` in English, ``template``
        and ``params`` for a page to say it in its reader's language (docs/i18n.md)

Flood limits are per connection (:class:`~rummyhall.server.limits.MessageRate`, the
outbox limit), so they hold on each worker as on one.  See ``docs/server.md``.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
from collections.abc import Awaitable, Callable
from typing import Any

from starlette.websockets import WebSocket, WebSocketDisconnect

from rummyhall.i18n import N_
from rummyhall.server.hub import Hub
from rummyhall.server.limits import TOO_MANY_MESSAGES, Limits, MessageRate
from rummyhall.server.refusals import Refused
from rummyhall.server.room import Client, Room

log = logging.getLogger("rummyhall.server")

MESSAGE_LIMIT = 4096
"""Longest WebSocket message handled; longer ones are refused (the connection stays open)."""
JSON_DEPTH = 16
"""Deepest nesting of arrays and objects read in a message or request body."""
CLOSE_WAIT = 5.0
"""Seconds a dropped client's close frame may wait for it to read (then the connection just ends)."""

AllowTable = Callable[[], Awaitable[None]]
"""Refuses (:class:`Refused`) a new table over the address's creation limit, else counts it."""


def read_json(text: str | bytes, what: str) -> Any:
    """Parse JSON from a client, refusing in words what the server will not read:
    not JSON, nested deeper than ``JSON_DEPTH``, or text that is not Unicode
    (a lone surrogate such as ``"\\ud800"``)."""
    try:
        data = json.loads(text)
    except RecursionError:  # (nested far too deep even to parse)
        raise Refused("{what} is nested too deeply (at most {depth} levels)", what=what, depth=JSON_DEPTH) from None
    except ValueError:
        raise Refused("{what} could not be read: it is not JSON", what=what) from None
    pending: list[tuple[Any, int]] = [(data, 1)]
    while pending:
        value, depth = pending.pop()
        if isinstance(value, str):
            if not _is_unicode(value):
                raise Refused("{what} holds text that is not valid Unicode", what=what)
        elif isinstance(value, (list, dict)):
            if depth > JSON_DEPTH:
                raise Refused("{what} is nested too deeply (at most {depth} levels)", what=what, depth=JSON_DEPTH)
            items = [*value.keys(), *value.values()] if isinstance(value, dict) else value
            pending.extend((item, depth + 1) for item in items)
    return data


def _is_unicode(text: str) -> bool:
    try:
        text.encode()
    except UnicodeEncodeError:
        return False
    return True


async def serve_socket(
    websocket: WebSocket,
    room: Room,
    token: str | None = None,
    limits: Limits | None = None,
    hub: Hub | None = None,
    allow_table: AllowTable | None = None,
) -> None:
    """One connection: a writer task drains the client's outbox, a reader task reads
    (at most ``limits.message_rate`` messages a second; the rest are refused unread).
    A client ``limits.outbox_limit`` messages behind is closed with code 1008 (its
    seat stays its own).  ``token``: the seat cookie the browser sent, if any;
    ``hub``: for "Play again" (``allow_table()`` refuses a table over the creation limit)."""
    limits = limits or Limits()
    seat = await room.returning(token)
    client = Client(seat, limits.outbox_limit, token if seat is not None else None)
    rate = MessageRate(limits.message_rate)
    too_fast = json.dumps(Refused(TOO_MANY_MESSAGES, **rate.refusal_params()).answer())

    async def write() -> None:
        while True:
            text = await client.outbox.get()
            await websocket.send_text(text)

    async def read() -> None:
        with contextlib.suppress(WebSocketDisconnect):
            while True:
                message = await websocket.receive()
                if message["type"] == "websocket.disconnect":
                    return
                if not rate.allow():
                    client.send(too_fast)
                    continue
                text = message.get("text")
                if text is None:
                    client.send(Refused("messages are JSON text, not binary data").answer())
                    continue
                # (shielded: a message being settled is finished even if its client is dropped)
                await asyncio.shield(handle(room, client, text, hub, allow_table))

    loop = asyncio.get_running_loop()
    writer = loop.create_task(write())
    reader = loop.create_task(read())
    dropped = loop.create_task(client.dropped.wait())
    for side in (writer, reader):
        side.add_done_callback(_connection_gone)
    room.attach(client)
    try:
        if hub is not None:
            await _invite_back(hub, room, client)  # (a person of a table played again: their new seat's token)
        await asyncio.wait({reader, dropped}, return_when=asyncio.FIRST_COMPLETED)
    finally:
        for task in (writer, reader, dropped):
            task.cancel()
        room.detach(client)
    if client.dropped.is_set():
        log.info("table %s: a client %d messages behind was disconnected", room.id, limits.outbox_limit)
        with contextlib.suppress(Exception):  # (it may never read again: the close frame is not waited for long)
            await asyncio.wait_for(websocket.close(code=1008, reason="too far behind: reconnect"), CLOSE_WAIT)


def _connection_gone(task: asyncio.Task[None]) -> None:
    """A connection's writer or reader ended: an error there is the connection going
    away under it (sending to a closed socket), nothing to report."""
    if not task.cancelled() and task.exception() is not None:
        log.debug("a connection's task ended: %r", task.exception())


async def handle(
    room: Room, client: Client, text: str, hub: Hub | None = None, allow_table: AllowTable | None = None
) -> None:
    """One message from a client; any refusal goes back to it as an error."""
    kind: Any = None
    try:
        if len(text.encode()) > MESSAGE_LIMIT:
            raise Refused("that message is too long (the limit is {limit} bytes)", limit=MESSAGE_LIMIT)
        data = read_json(text, N_("that message"))
        if not isinstance(data, dict):
            raise Refused('a message is a JSON object with a "type"')
        kind = data.get("type")
        if kind == "hello":
            await _hello(room, client, data.get("token"))
            if hub is not None:
                await _invite_back(hub, room, client)
        elif kind == "play_again":
            if hub is None:
                raise Refused("this server cannot make new tables")
            await hub.play_again(room, client, allow_table)
        elif kind == "act":
            if client.seat is None:
                raise Refused("you are watching this table; join it to play")
            if "seat" in data and data["seat"] != client.seat:
                raise Refused("you can only act for your own seat")
            await room.act(client.seat, data.get("seq"), data.get("action"))
        elif kind == "check":
            if client.seat is None:
                raise Refused("you are watching this table")
            client.send(room.check(client.seat, data.get("action")))
        elif kind == "hint":
            client.send(room.hint(client.seat))
        elif kind == "start":
            await room.start(client.seat)
        elif kind == "bot":
            await room.give_to_bot(client.seat, data.get("seat"), data.get("bot"))
        elif kind == "ping":
            client.send({"type": "pong"})
        else:
            shown = json.dumps(kind)[:40]
            known = "hello, act, check, hint, start, bot, play_again, ping"
            raise Refused("unknown message type {shown} (known: {known})", shown=shown, known=known)
    except Refused as error:
        client.send(error.answer(kind if isinstance(kind, str) else None))
        if kind == "act" and client.seat is not None:
            client.send(room.message_for(client.seat))  # show the position the refusal refers to
    except Exception:
        log.exception("table %s: error handling a message", room.id)
        client.send(Refused("something went wrong on the server; nothing was changed").answer())


async def _invite_back(hub: Hub, room: Room, client: Client) -> None:
    """``hub.invite_back``; a failure (the database) is logged and the connection goes on."""
    try:
        await hub.invite_back(room, client)
    except Exception:
        log.exception("table %s: could not invite a player to the table playing it again", room.id)


async def _hello(room: Room, client: Client, token: Any) -> None:
    seat = await room.returning(token)
    client.token = token if seat is not None else None
    if token and seat is None:
        room.reseat(client, None)
        client.send(room.message_for(None))
        raise Refused("this browser's seat is not known at this table; you are watching")
    room.reseat(client, seat)
    client.send(room.message_for(seat))
