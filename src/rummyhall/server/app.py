"""The ASGI application: pages, the lobby's HTTP API and the table WebSocket.

The WebSocket protocol (JSON text messages, at most ``MESSAGE_LIMIT`` bytes):

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

See ``docs/server.md``.
"""

from __future__ import annotations

import asyncio
import contextlib
import errno
import ipaddress
import json
import logging
import math
import socket as sockets
import time
from collections.abc import AsyncIterator, Callable
from pathlib import Path
from typing import Any

from starlette.applications import Starlette
from starlette.middleware import Middleware
from starlette.middleware.gzip import GZipMiddleware
from starlette.requests import Request
from starlette.responses import FileResponse, HTMLResponse, JSONResponse, PlainTextResponse, Response
from starlette.routing import Mount, Route, WebSocketRoute
from starlette.staticfiles import StaticFiles
from starlette.websockets import WebSocket, WebSocketDisconnect

from rummyhall.bots import BOTS
from rummyhall.engine import RulesError
from rummyhall.games import GAMES, make
from rummyhall.i18n import N_
from rummyhall.record import Record
from rummyhall.server.limits import (
    TOO_MANY_MESSAGES,
    TOO_MANY_TABLES,
    CreationLimit,
    Limits,
    MessageRate,
    origin_allowed,
)
from rummyhall.server.lobby import open_tables, option_info, rules_page, summary, title
from rummyhall.server.rooms import Client, Hub, Refused, Room, seat_names, valid_table_id
from rummyhall.server.storage import Storage

log = logging.getLogger("rummyhall.server")

WEB = Path(__file__).resolve().parent.parent / "web"
MESSAGE_LIMIT = 4096
"""Longest WebSocket message handled; longer ones are refused (the connection stays open)."""
BODY_LIMIT = 16384
JSON_DEPTH = 16
"""Deepest nesting of arrays and objects read in a message or request body."""
CLOSE_WAIT = 5.0
"""Seconds a dropped client's close frame may wait for it to read (then the connection just ends)."""
SEAT_COOKIE = "rummyhall-seat"
SEAT_COOKIE_DAYS = 30
NO_TABLE = N_("there is no such table")
NO_GAME_RECORD = N_("there is no finished game with that id")
GZIP_MINIMUM = 1024
"""Responses of at least this many bytes are gzipped for browsers that accept it."""
OPEN_TABLES_FRESH = 1.0
"""Seconds an answer of ``GET /api/tables`` (the open tables) is served again to other lobbies."""
_NO_GAME_PAGE = (
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>rummyhall - no such game</title></head>'
    '<body><main><h1>There is no such game</h1><p><a href="/">Back to the lobby</a></p></main></body></html>'
)
NO_TABLE_CLOSE = 4404
"""The close code of a table socket whose table does not exist (never did, or was deleted):
the page stops reconnecting and says so."""


class PortInUse(Exception):
    """Another program already listens on the port the server was asked for."""

    def __init__(self, host: str, port: int) -> None:
        super().__init__(
            f"port {port} is already in use on {host}: choose another with --port (or PORT= with make play)"
        )


def create_app(storage: Storage, bot_delay: float = 0.0, limits: Limits | None = None) -> Starlette:
    """The whole service over one storage, within ``limits`` (default: :class:`Limits`)."""
    limits = limits or Limits()
    hub = Hub(storage, bot_delay, limits)
    creations = CreationLimit(limits.create_limit, limits.create_window)

    def page(name: str) -> Any:
        async def endpoint(request: Request) -> Response:
            if name in LOCALIZED_PAGES:
                return localized_page(request, name)
            return FileResponse(WEB / name, headers={"Cache-Control": "no-cache"})

        return endpoint

    async def table_page(request: Request) -> Response:
        """The table's page, or (a wrong link: no such table) a page saying so, with the way to the lobby."""
        if await hub.room(request.path_params["table_id"]) is None:
            missing = localized_page(request, "no-table.html")
            missing.status_code = 404
            return missing
        return localized_page(request, "table.html")

    async def favicon(request: Request) -> Response:
        return FileResponse(WEB / "favicon.svg", media_type="image/svg+xml", headers={"Cache-Control": "max-age=86400"})

    async def games(request: Request) -> Response:
        return JSONResponse({"games": [_game_info(name) for name in GAMES], "bots": list(BOTS)})

    async def create(request: Request) -> Response:
        address = request.client.host if request.client else ""
        wait = creations.wait(address)
        if wait > 0:
            headers = {"Retry-After": str(math.ceil(wait))}
            refused = Refused(TOO_MANY_TABLES, **creations.refusal_params(wait))
            return refusal_response(request, refused, 429, headers)
        creations.record(address)  # (every request counts, granted or refused: no racing past the limit)
        try:
            body = await _json_body(request)
            table_id, seat, token = await hub.create(
                body.get("game"),
                body.get("players"),
                body.get("options", {}),
                body.get("bots", []),
                body.get("name"),
                hints=body.get("hints", True),
                listed=body.get("listed", False),
            )
        except Refused as error:
            return refusal_response(request, error)
        answer = JSONResponse({"id": table_id, "seat": seat, "token": token, "invite": f"/t/{table_id}"})
        return _with_seat_cookie(answer, table_id, token, secure=request.url.scheme == "https")

    open_cache: list[Any] = [0.0, b""]
    """(when, body) of the last open-tables answer: many lobbies poll it, it is made at most once a second."""

    async def open_tables_list(request: Request) -> Response:
        now = time.monotonic()
        if now - open_cache[0] >= OPEN_TABLES_FRESH:
            open_cache[:] = [now, json.dumps({"tables": open_tables(list(hub.rooms.values()))}).encode()]
        return Response(open_cache[1], media_type="application/json", headers={"Cache-Control": "no-cache"})

    async def rules_html(request: Request) -> Response:
        name = request.path_params["game"]
        if name not in GAMES:
            return HTMLResponse(_NO_GAME_PAGE, status_code=404)
        lang = language(request)
        headers = {"Cache-Control": "no-cache", "Content-Language": lang, "Vary": "Cookie, Accept-Language"}
        return HTMLResponse(rules_page(name, lang), headers=headers)

    async def rules(request: Request) -> Response:
        name = request.path_params["game"]
        if name not in GAMES:
            return JSONResponse(
                {"error": f"there is no game {name[:40]!r} (games: {', '.join(GAMES)})"}, status_code=404
            )
        return JSONResponse(_rules_of(name, language(request)), headers={"Vary": "Cookie, Accept-Language"})

    async def messages(request: Request) -> Response:
        """The pages' strings in a language, from the catalogs (docs/i18n.md); ``auto``: by Accept-Language."""
        from rummyhall import i18n

        lang = request.path_params["lang"]
        if lang == "auto":
            lang = language(request)
        if lang not in i18n.LANGUAGES:
            known = ", ".join(i18n.LANGUAGES)
            return JSONResponse({"error": f"there is no language {lang[:20]!r} (languages: {known})"}, status_code=404)
        headers = {"Content-Language": lang, "Vary": "Cookie, Accept-Language"}
        return JSONResponse(i18n.catalog_json(lang), headers=headers)

    async def table_info(request: Request) -> Response:
        room = await hub.room(request.path_params["table_id"])
        if room is None:
            return refusal_response(request, Refused(NO_TABLE), 404)
        return JSONResponse(room.public())

    async def join(request: Request) -> Response:
        room = await hub.room(request.path_params["table_id"])
        if room is None:
            return refusal_response(request, Refused(NO_TABLE), 404)
        try:
            body = await _json_body(request)
            seat, token = await room.join(body.get("name"))
        except Refused as error:
            return refusal_response(request, error)
        answer = JSONResponse({"seat": seat, "token": token})
        return _with_seat_cookie(answer, room.id, token, secure=request.url.scheme == "https")

    async def finished(request: Request) -> Response:
        return JSONResponse({"tables": await storage.run(storage.finished_tables)})

    async def finished_game(request: Request) -> Any:
        """The finished game whose id the path names (None: there is none)."""
        table_id = request.path_params["table_id"]
        if not valid_table_id(table_id):
            return None
        return await storage.run(storage.load, table_id)

    async def record(request: Request) -> Response:
        stored = await finished_game(request)
        if stored is None or stored.status != "over":
            return PlainTextResponse(NO_GAME_RECORD + "\n", status_code=404)
        return PlainTextResponse(_record_of(stored).dumps())

    async def replay(request: Request) -> Response:
        stored = await finished_game(request)
        if stored is None or stored.status != "over":
            return refusal_response(request, Refused(NO_GAME_RECORD), 404)
        try:
            upto = max(0, min(int(request.query_params.get("move", "0")), len(stored.moves)))
        except ValueError:
            return refusal_response(request, Refused("move must be a number"))
        return JSONResponse(_replay_at(stored, upto))

    async def socket(websocket: WebSocket) -> None:
        origin = websocket.headers.get("origin")
        if not origin_allowed(origin, websocket.headers.get("host"), limits.allowed_origins):
            # Another site's page would be sent this browser's seat cookie: refused before the
            # handshake (HTTP 403; a page cannot read a refused handshake's words, so none are sent).
            log.info("refused a table connection from the page origin %.100r", origin)
            await websocket.close(code=1008)
            return
        await websocket.accept()
        room = await hub.room(websocket.path_params["table_id"])
        if room is None:
            await websocket.send_text(json.dumps(Refused(NO_TABLE).answer()))
            await websocket.close(code=NO_TABLE_CLOSE)
            return
        address = websocket.client.host if websocket.client else ""

        def allow_table() -> None:
            """'Play again' makes a table: it counts against the address's creation limit."""
            wait = creations.wait(address)
            if wait > 0:
                raise Refused(TOO_MANY_TABLES, **creations.refusal_params(wait))
            creations.record(address)

        await _serve_socket(websocket, room, websocket.cookies.get(SEAT_COOKIE), limits, hub, allow_table)

    routes = [
        Route("/", page("index.html")),
        Route("/t/{table_id}", table_page),
        Route("/favicon.ico", favicon),
        Route("/favicon.svg", favicon),
        Route("/games", page("games.html")),
        Route("/replay/{table_id}", page("replay.html")),
        Route("/api/games", games),
        Route("/api/rules/{game}", rules),
        Route("/api/messages/{lang}", messages),
        Route("/api/tables", create, methods=["POST"]),
        Route("/api/tables", open_tables_list, methods=["GET"]),
        Route("/rules/{game}", rules_html),
        Route("/api/tables/{table_id}", table_info),
        Route("/api/tables/{table_id}/join", join, methods=["POST"]),
        Route("/api/finished", finished),
        Route("/api/tables/{table_id}/record", record),
        Route("/api/tables/{table_id}/replay", replay),
        WebSocketRoute("/ws/{table_id}", socket),
        Mount("/static", StaticFiles(directory=WEB), name="static"),
    ]

    @contextlib.asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        sweeper = asyncio.get_running_loop().create_task(_sweep_now_and_then(hub))
        yield
        sweeper.cancel()
        storage.close()

    # Pages, scripts and records are sent gzipped to browsers that take it (a table page's
    # first load: about a quarter of its size); small answers and the WebSocket are not touched.
    compress = Middleware(GZipMiddleware, minimum_size=GZIP_MINIMUM, compresslevel=6)
    app = Starlette(routes=routes, lifespan=lifespan, middleware=[compress])
    app.state.hub = hub
    return app


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


async def _sweep_now_and_then(hub: Hub) -> None:
    """Forget idle rooms and expire idle lobby tables every ``sweep_every`` seconds."""
    while True:
        await asyncio.sleep(hub.limits.sweep_every)
        try:
            await hub.sweep()
        except Exception:
            log.exception("could not sweep idle tables")


async def _json_body(request: Request) -> dict[str, Any]:
    body = await request.body()
    if len(body) > BODY_LIMIT:
        raise Refused("that request is too large")
    data = read_json(body or b"{}", N_("that request"))
    if not isinstance(data, dict):
        raise Refused("the request must be a JSON object")
    return data


def _with_seat_cookie(response: Response, table_id: str, token: str | None, secure: bool = False) -> Response:
    """The seat's token as a cookie that only this table's WebSocket is sent, so that
    a reloaded page is greeted in its seat at once (never as a spectator first).
    ``secure``: served over HTTPS, so the browser never sends the cookie unencrypted."""
    if token is not None:
        response.set_cookie(
            SEAT_COOKIE,
            token,
            max_age=SEAT_COOKIE_DAYS * 86400,
            path=f"/ws/{table_id}",
            httponly=True,
            samesite="strict",
            secure=secure,
        )
    return response


async def _serve_socket(
    websocket: WebSocket,
    room: Room,
    token: str | None = None,
    limits: Limits | None = None,
    hub: Hub | None = None,
    allow_table: Callable[[], None] | None = None,
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
                await asyncio.shield(_handle(room, client, text, hub, allow_table))

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


async def _handle(
    room: Room, client: Client, text: str, hub: Hub | None = None, allow_table: Callable[[], None] | None = None
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


def _game_info(name: str) -> dict[str, Any]:
    """A game as the lobby offers it: its title, player counts and options (each with its
    plain label and the rule ID apart, see ``lobby.option_info``)."""
    cls = GAMES[name]
    return {
        "name": name,
        "title": title(name),
        "min_players": cls.min_players,
        "fewest_players": _fewest_players(name)[0],
        "fewest_option": _fewest_players(name)[1],
        "max_players": cls.max_players,
        "options": {key: option_info(name, key, opt) for key, opt in cls.OPTIONS.items()},
    }


def refusal_response(
    request: Request, refused: Refused, status: int = 400, headers: dict[str, str] | None = None
) -> JSONResponse:
    """A refused request's answer: ``error`` in the reader's language (:func:`language`),
    ``message`` in English, and the sentence to fill (``template``, ``params``)."""
    answer = {
        "error": refused.said(language(request)),
        "message": refused.message,
        "template": refused.template,
        "params": refused.params,
    }
    return JSONResponse(answer, status_code=status, headers={**(headers or {}), "Vary": "Cookie, Accept-Language"})


def language(request: Request) -> str:
    """The language a person reads the pages in: the ``lang`` cookie (the header's
    picker sets it), else the best for the browser's ``Accept-Language``, else English."""
    from rummyhall import i18n

    chosen = request.cookies.get("lang", "")
    if chosen in i18n.LANGUAGES:
        return chosen
    return i18n.negotiate(request.headers.get("accept-language"))


LOCALIZED_PAGES = {"index.html", "table.html", "no-table.html", "games.html", "replay.html"}
"""The pages whose ``<html lang>`` follows :func:`language` (their words come from i18n.js)."""


def localized_page(request: Request, name: str) -> Response:
    """A page of ``web/`` with ``<html lang>`` set to the reader's language."""
    lang = language(request)
    text = (WEB / name).read_text(encoding="utf-8").replace('<html lang="en">', f'<html lang="{lang}">', 1)
    headers = {"Cache-Control": "no-cache", "Content-Language": lang, "Vary": "Cookie, Accept-Language"}
    return HTMLResponse(text, headers=headers)


def _rules_of(name: str, lang: str = "en") -> dict[str, Any]:
    """The game's rules summary (what ``rummyhall rules GAME --lang`` prints) and its options
    with their defaults, help texts and labels in ``lang`` (a table's page marks those its
    table changed)."""
    from rummyhall import i18n

    tr = i18n.translator(lang)
    options = {
        key: {"default": opt.default, "help": opt.help, "label": tr.text(info["label"]), "rule": info["rule"]}
        for key, opt in GAMES[name].OPTIONS.items()
        for info in [option_info(name, key, opt)]
    }
    return {"game": name, "lang": tr.lang, "summary": summary(name, tr.lang), "options": options}


def _fewest_players(name: str) -> tuple[int, str | None]:
    """The fewest players the game allows, with one of its switches turned on if need be,
    and that switch (Liverpool: two, with ``two_players``; None: no switch needed); the
    lobby lets that many be chosen, and a refusal then says which switch to turn on."""
    game = make(name, GAMES[name].max_players)
    fewest: tuple[int, str | None] = (game.min_players_with(game.options), None)
    for key, opt in game.OPTIONS.items():
        if isinstance(opt.default, bool) and not game.options[key]:
            fewest = min(fewest, (game.min_players_with({**game.options, key: True}), key), key=lambda f: f[0])
    return fewest


def _record_of(stored: Any) -> Record:
    names = [s.name or f"{s.bot} bot" for s in stored.seats]
    record = Record(stored.game, stored.seed, names, stored.options, moves=list(stored.moves))
    record.rules = make(stored.game, stored.players, stored.options).rules_version
    if stored.result:
        record.scores = stored.result["scores"]
        record.winners = stored.result["winners"]
        record.result_text = stored.result.get("text", "")
    return record


def _replay_at(stored: Any, upto: int) -> dict[str, Any]:
    """A finished game after ``upto`` moves: the spectator's view and every hand
    (nothing is secret once a game is over: its record reveals it all)."""
    from rummyhall.cards import format_cards

    game = make(stored.game, stored.players, stored.options)
    state = game.new(stored.seed)
    events: list[Any] = []
    try:
        for move in stored.moves[:upto]:
            events = state.act(move.seat, move.action)
    except RulesError as error:
        return {"error": f"the record does not replay: {error.reason}"}
    names = seat_names(stored.seats)  # (as the table named them: "Ada (greedy)")
    last = stored.moves[upto - 1] if upto else None
    return {
        "move": upto,
        "total": len(stored.moves),
        "names": names,
        "action": None if last is None else {"seat": last.seat, "text": last.action},
        "events": [
            {
                "seat": e.seat,
                "kind": e.kind,
                "text": e.text,
                "template": e.template,
                "params": dict(e.params),
                "cards": format_cards(e.revealed).split() if e.revealed else [],
            }
            for e in events
        ],
        "view": state.view(None),
        "hands": [state.view(s).get("hand") for s in range(game.players)],
    }


def serve(host: str, port: int, db: str | None, bot_delay: float, limits: Limits | None = None) -> None:
    """Run the service with uvicorn until interrupted.  A port already in use:
    :class:`PortInUse` (checked before anything else is opened)."""
    import uvicorn

    listener = listening_socket(host, port)
    port = listener.getsockname()[1]  # (port 0: the one the system chose)
    storage = Storage(db)
    app = create_app(storage, bot_delay, limits)
    address = invite_host(host)
    if address == "localhost":
        print(f"rummyhall: open http://localhost:{port}/ in a browser (Ctrl-C stops the server)", flush=True)
    else:
        print(
            f"rummyhall: open http://{address}:{port}/ in a browser (this address, not localhost: the"
            " invite links then work on the other computers of your network; Ctrl-C stops the server)",
            flush=True,
        )
    config = uvicorn.Config(app, host=host, port=port, ws_max_size=1 << 20, log_level="warning")
    with contextlib.suppress(KeyboardInterrupt):
        uvicorn.Server(config).run(sockets=[listener])


def listening_socket(host: str, port: int) -> sockets.socket:
    """A TCP socket bound to ``host``:``port`` for the server to listen on; :class:`PortInUse`
    if another program has that port (so uvicorn never meets a port it cannot bind)."""
    family = sockets.AF_INET6 if ":" in host else sockets.AF_INET
    listener = sockets.socket(family, sockets.SOCK_STREAM)
    listener.setsockopt(sockets.SOL_SOCKET, sockets.SO_REUSEADDR, 1)  # (not past a live listener)
    try:
        listener.bind((host, port))
    except OSError as error:
        listener.close()
        if error.errno == errno.EADDRINUSE:
            raise PortInUse(host, port) from None
        raise
    listener.set_inheritable(True)
    return listener


def invite_host(host: str) -> str:
    """The address to give the other players for a server listening on ``host``:
    ``localhost`` for a loopback address (only this computer can play); for every
    interface (``0.0.0.0``, ``::``) this machine's network address as its name
    resolves, else the address its traffic leaves from (:func:`outward_address`; a
    name that resolves to a loopback address only, as Debian's ``127.0.1.1``, is no
    use to the others), else its name; any other address as it is.  No packet is sent."""
    if host in ("", "0.0.0.0", "::"):
        name = sockets.gethostname()
        try:
            found = sockets.getaddrinfo(name, None, sockets.AF_INET, sockets.SOCK_STREAM)
        except OSError:
            found = []
        for *_, address in found:
            if _reachable(str(address[0])):
                return str(address[0])
        return outward_address() or name
    if host == "localhost" or _is_loopback(host):
        return "localhost"
    return f"[{host}]" if ":" in host else host


def outward_address() -> str | None:
    """This machine's IPv4 address on the network its traffic leaves by (None: no such
    network): the address a UDP socket "connected" to a documentation address (TEST-NET-1)
    is given.  Connecting a UDP socket only picks the route: nothing is sent."""
    try:
        with sockets.socket(sockets.AF_INET, sockets.SOCK_DGRAM) as probe:
            probe.connect(("192.0.2.1", 9))
            address: str = probe.getsockname()[0]
    except OSError:
        return None
    return address if _reachable(address) else None


def _reachable(address: str) -> bool:
    """Could the other computers of the network reach this address (not loopback, link-local or 0.0.0.0)?"""
    ip = ipaddress.ip_address(address)
    return not (ip.is_loopback or ip.is_link_local or ip.is_unspecified)


def _is_loopback(host: str) -> bool:
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False
