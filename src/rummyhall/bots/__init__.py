"""Bots: programs that choose an action from what their seat may see.

A bot is asked ``choose(view, legal, may_pass)``: the seat's view, its legal
actions, and whether it may let the moment go by (then it may return None).
Bots never see the state itself, only the view.

>>> from rummyhall.games import make
>>> state = make("liverpool", 3, {"cut_bonus": False}).new(1)
>>> bot = make_bot("liverpool", "random", seed=1)
>>> seat = state.actors()[0]
>>> str(bot.choose(state.view(seat), state.legal(seat), False)) in ("draw stock", "draw discard")
True
"""

from __future__ import annotations

import importlib
import itertools
import random
from abc import ABC, abstractmethod
from collections.abc import Collection, Sequence

from rummyhall.engine import Action, BadOptions, View


class Bot(ABC):
    """Chooses actions for one seat."""

    name = "bot"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    @abstractmethod
    def choose(self, view: View, legal: Sequence[Action], may_pass: bool) -> Action | None:
        """An action from ``legal``, or None (only when ``may_pass``)."""


class RandomBot(Bot):
    """A uniformly random legal action (letting the moment go counts as one choice)."""

    name = "random"

    def choose(self, view: View, legal: Sequence[Action], may_pass: bool) -> Action | None:
        options: list[Action | None] = list(legal)
        if may_pass:
            options.append(None)
        return self.rng.choice(options)


BOTS = ("random", "greedy")
GREEDY = {
    "liverpool": "rummyhall.bots.liverpool:GreedyLiverpool",
    "carousel": "rummyhall.bots.carousel:GreedyCarousel",
    "rummoli": "rummyhall.bots.rummoli:GreedyRummoli",
}
"""Where each game's greedy bot lives (imported only when asked for)."""


def make_bot(game: str, name: str, seed: int = 0) -> Bot:
    """The bot called ``name`` (``random`` or ``greedy``) for ``game``."""
    if name == "random":
        return RandomBot(seed)
    if name == "greedy":
        if game not in GREEDY:
            raise BadOptions(f"there is no greedy bot for {game}")
        module, _, cls = GREEDY[game].partition(":")
        bot: Bot = getattr(importlib.import_module(module), cls)(seed)
        return bot
    raise BadOptions(f"unknown bot {name!r} (bots: {', '.join(BOTS)})")


BOT_FIRST_NAMES = (
    *("Ada", "Ben", "Cleo", "Dev", "Eli", "Fay", "Gus", "Hana", "Ivo", "Jun"),
    *("Kit", "Lea", "Max", "Nia", "Oto", "Pia", "Quin", "Rui", "Sol", "Tess"),
)
"""First names given to bot seats, in order (more than any table has seats)."""


def bot_names(kinds: Sequence[str], taken: Collection[str] = ()) -> list[str]:
    """A distinct name for each bot seat: a first name and the bot's kind in brackets.

    ``kinds`` are the bots' kinds (``greedy``, ``random``), one per bot seat in
    seat order.  A first name that is ``taken`` already (by a person at the
    table, in any case), alone or with the kind, is skipped.

    >>> bot_names(["greedy", "random", "greedy"], taken=["Ben"])
    ['Ada (greedy)', 'Cleo (random)', 'Dev (greedy)']
    """
    used = {name.strip().casefold() for name in taken}
    firsts = itertools.chain(BOT_FIRST_NAMES, (f"Bot {n}" for n in itertools.count(len(BOT_FIRST_NAMES) + 1)))
    names: list[str] = []
    for kind in kinds:
        for first in firsts:
            name = f"{first} ({kind})"
            if first.casefold() not in used and name.casefold() not in used:
                names.append(name)
                break
    return names
