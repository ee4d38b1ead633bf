"""The registry of games: ``make("liverpool", players=4, options={...})``."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from rummyhall.engine import BadOptions, Game
from rummyhall.games.carousel import Carousel
from rummyhall.games.liverpool import Liverpool
from rummyhall.games.rummoli import Rummoli

GAMES: Final[dict[str, type[Game]]] = {"liverpool": Liverpool, "carousel": Carousel, "rummoli": Rummoli}


def make(name: str, players: int, options: Mapping[str, Any] | None = None) -> Game:
    """The game called ``name`` with these parameters, checked."""
    try:
        cls = GAMES[name.lower()]
    except KeyError:
        raise BadOptions("unknown game {name} (games: {games})", name=repr(name), games=", ".join(GAMES)) from None
    return cls(players, options)
