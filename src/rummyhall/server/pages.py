"""What the HTTP side says: pages in the reader's language, refusals, and the games,
rules, records and replays as JSON (the routes themselves are in ``app.py``)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from starlette.datastructures import Headers
from starlette.requests import Request
from starlette.responses import FileResponse, HTMLResponse, JSONResponse, Response
from starlette.staticfiles import NotModifiedResponse, StaticFiles
from starlette.types import Scope

from rummyhall.engine import RulesError
from rummyhall.games import GAMES, make
from rummyhall.record import Record
from rummyhall.server.lobby import option_info, summary, title
from rummyhall.server.refusals import Refused
from rummyhall.server.seats import seat_names

WEB = Path(__file__).resolve().parent.parent / "web"


class WebFiles(StaticFiles):
    """``web/`` at ``/static``.  Every script is sent as ``text/javascript``: the pages' scripts are ES
    modules, which a browser runs under a JavaScript type only, and the system's table of types
    (``mimetypes``: Windows' registry may say ``text/plain``) is not trusted with that.  Every file is
    ``no-cache``: the browser asks again on each load (answered 304 by its ETag while unchanged), so
    that a page never runs a new module with an old one it imports (a name missing stops them all)."""

    def file_response(self, full_path: Any, stat_result: Any, scope: Scope, status_code: int = 200) -> Response:
        script = str(full_path).endswith(".js")
        response = FileResponse(
            full_path,
            status_code=status_code,
            stat_result=stat_result,
            media_type="text/javascript; charset=utf-8" if script else None,
            headers={"Cache-Control": "no-cache"},
        )
        if self.is_not_modified(response.headers, Headers(scope=scope)):
            return NotModifiedResponse(response.headers)
        return response


def game_info(name: str) -> dict[str, Any]:
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


def localized_page(request: Request, name: str, head: str = "") -> Response:
    """A page of ``web/`` with ``<html lang>`` set to the reader's language (and ``head`` put at the
    end of its ``<head>``)."""
    lang = language(request)
    text = (WEB / name).read_text(encoding="utf-8").replace('<html lang="en">', f'<html lang="{lang}">', 1)
    text = text.replace("</head>", f"{head}</head>", 1)
    headers = {"Cache-Control": "no-cache", "Content-Language": lang, "Vary": "Cookie, Accept-Language"}
    return HTMLResponse(text, headers=headers)


def rules_of(name: str, lang: str = "en") -> dict[str, Any]:
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


def record_of(stored: Any) -> Record:
    names = [s.name or f"{s.bot} bot" for s in stored.seats]
    record = Record(stored.game, stored.seed, names, stored.options, moves=list(stored.moves))
    record.rules = make(stored.game, stored.players, stored.options).rules_version
    if stored.result:
        record.scores = stored.result["scores"]
        record.winners = stored.result["winners"]
        record.result_text = stored.result.get("text", "")
    return record


def replay_at(stored: Any, upto: int) -> dict[str, Any]:
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
