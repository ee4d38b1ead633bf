"""The ASGI application: the routes of the pages, the lobby's HTTP API and the table
WebSocket (``connection.py``), over one storage and one bus.

See ``docs/server.md``.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import math
import time
from collections.abc import AsyncIterator, Awaitable, Callable
from typing import Any

from starlette.applications import Starlette
from starlette.middleware import Middleware
from starlette.middleware.gzip import GZipMiddleware
from starlette.requests import Request
from starlette.responses import FileResponse, HTMLResponse, JSONResponse, PlainTextResponse, Response
from starlette.routing import Mount, Route, WebSocketRoute
from starlette.websockets import WebSocket

from rummyhall.bots import BOTS
from rummyhall.bots.levels import DEFAULT_LEVEL, levels_info
from rummyhall.games import GAMES
from rummyhall.i18n import N_
from rummyhall.server.bus import BEAT, Bus
from rummyhall.server.connection import read_json, serve_socket
from rummyhall.server.hub import Hub
from rummyhall.server.limits import TOO_MANY_TABLES, Limits, creation_refusal_params, origin_allowed
from rummyhall.server.lobby import rules_page
from rummyhall.server.pages import (
    LOCALIZED_PAGES,
    WEB,
    WebFiles,
    game_info,
    language,
    localized_page,
    record_of,
    refusal_response,
    replay_at,
    rules_of,
)
from rummyhall.server.refusals import Refused
from rummyhall.server.seats import valid_table_id
from rummyhall.server.storage import Storage

log = logging.getLogger("rummyhall.server")

BODY_LIMIT = 16384
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


def create_app(
    storage: Storage, bot_delay: float = 0.0, limits: Limits | None = None, bus: Bus | None = None
) -> Starlette:
    """The whole service over one storage, within ``limits`` (default: :class:`Limits`); with
    a shared ``bus`` (:class:`~rummyhall.server.bus.RedisBus`), one worker of a room of several."""
    limits = limits or Limits()
    bus = bus or Bus()
    hub = Hub(storage, bot_delay, limits, bus)

    async def creation_wait(address: str) -> float:
        """Seconds until ``address`` may create a table, counted on every worker (0: now; counted)."""
        return await bus.creation_wait(address, limits.create_limit, limits.create_window)

    def page(name: str) -> Any:
        async def endpoint(request: Request) -> Response:
            if name in LOCALIZED_PAGES:
                return localized_page(request, name)
            return FileResponse(WEB / name, headers={"Cache-Control": "no-cache"})

        return endpoint

    async def table_page(request: Request) -> Response:
        """The table's page, or (a wrong link: no such table) a page saying so, with the way to the lobby."""
        room = await hub.room(request.path_params["table_id"])
        if room is None:
            missing = localized_page(request, "no-table.html")
            missing.status_code = 404
            return missing
        # (the module of this game's table, fetched with the page's own: table-core.js imports it)
        preload = f'<link rel="modulepreload" href="/static/{room.game.name}.js">\n'
        return localized_page(request, "table.html", preload)

    async def favicon(request: Request) -> Response:
        return FileResponse(WEB / "favicon.svg", media_type="image/svg+xml", headers={"Cache-Control": "max-age=86400"})

    async def games(request: Request) -> Response:
        return JSONResponse(
            {
                "games": [game_info(name) for name in GAMES],
                "bots": list(BOTS),
                "levels": levels_info(),
                "default_level": DEFAULT_LEVEL,
            }
        )

    async def create(request: Request) -> Response:
        address = request.client.host if request.client else ""
        wait = await creation_wait(address)  # (every request counts, granted or refused: no racing past it)
        if wait > 0:
            headers = {"Retry-After": str(math.ceil(wait))}
            refused = Refused(TOO_MANY_TABLES, **creation_refusal_params(limits, wait))
            return refusal_response(request, refused, 429, headers)
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
            open_cache[:] = [now, json.dumps({"tables": await hub.open_tables()}).encode()]
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
        return JSONResponse(rules_of(name, language(request)), headers={"Vary": "Cookie, Accept-Language"})

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
        return PlainTextResponse(record_of(stored).dumps())

    async def replay(request: Request) -> Response:
        stored = await finished_game(request)
        if stored is None or stored.status != "over":
            return refusal_response(request, Refused(NO_GAME_RECORD), 404)
        try:
            upto = max(0, min(int(request.query_params.get("move", "0")), len(stored.moves)))
        except ValueError:
            return refusal_response(request, Refused("move must be a number"))
        return JSONResponse(replay_at(stored, upto))

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

        async def allow_table() -> None:
            """'Play again' makes a table: it counts against the address's creation limit."""
            wait = await creation_wait(address)
            if wait > 0:
                raise Refused(TOO_MANY_TABLES, **creation_refusal_params(limits, wait))

        await serve_socket(websocket, room, websocket.cookies.get(SEAT_COOKIE), limits, hub, allow_table)

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
        Mount("/static", WebFiles(directory=WEB), name="static"),
    ]

    @contextlib.asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        await bus.start(hub.hear)
        loop = asyncio.get_running_loop()
        chores = [loop.create_task(_now_and_then(hub.sweep, hub.limits.sweep_every, "sweep idle tables"))]
        if bus.shared:
            chores.append(loop.create_task(_now_and_then(hub.adopt, BEAT / 2, "take over stopped workers' bots")))
        yield
        for chore in chores:
            chore.cancel()
        await bus.close()
        storage.close()

    # Pages, scripts and records are sent gzipped to browsers that take it (a table page's
    # first load: about a quarter of its size); small answers and the WebSocket are not touched.
    compress = Middleware(GZipMiddleware, minimum_size=GZIP_MINIMUM, compresslevel=6)
    app = Starlette(routes=routes, lifespan=lifespan, middleware=[compress])
    app.state.hub = hub
    return app


async def _now_and_then(chore: Callable[[], Awaitable[None]], every: float, what: str) -> None:
    """``chore()`` every ``every`` seconds (the hub's sweep of idle tables, its adoption of
    stopped workers' bots); a failure is logged and the chore goes on."""
    while True:
        await asyncio.sleep(every)
        try:
            await chore()
        except Exception:
            log.exception("could not %s", what)


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
