"""Bots: programs that choose an action from what their seat may see.

A bot is asked ``move(state, seat)`` for its seat's action.  The random and
greedy bots look only at the seat's view: ``move`` hands them
``choose(view, legal, may_pass)``, the view, the legal actions, and whether
they may let the moment go by (then they may return None).  The search bot
(``bots/search.py``) also samples what the seat cannot see with
``state.determinize(seat, rng)``, and plays the samples out.

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

from rummyhall.engine import N_, Action, BadOptions, Seat, State, View


class Bot(ABC):
    """Chooses actions for one seat."""

    name = "bot"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    @abstractmethod
    def choose(self, view: View, legal: Sequence[Action], may_pass: bool) -> Action | None:
        """An action from ``legal``, or None (only when ``may_pass``)."""

    def move(self, state: State, seat: Seat) -> Action | None:
        """The action for ``seat``, one of the actors of ``state`` (None: it lets
        the moment go, only when ``state.may_pass(seat)``).  By default the bot
        sees the seat's view and legal actions only (:meth:`choose`)."""
        return self.choose(state.view(seat), state.legal(seat), state.may_pass(seat))


class RandomBot(Bot):
    """A uniformly random legal action (letting the moment go counts as one choice)."""

    name = "random"

    def choose(self, view: View, legal: Sequence[Action], may_pass: bool) -> Action | None:
        options: list[Action | None] = list(legal)
        if may_pass:
            options.append(None)
        return self.rng.choice(options)


BOTS = ("random", "greedy", "shrewd", "search")
"""The kinds of bot, weakest first: what ``make_bot`` makes, a lobby and ``--bots`` offer."""
SHREWD_WORD = N_("shrewd")
"""The kind ``shrewd`` as a word of the messages (``Ada (shrewd)`` is said ``Ada (gudrus)`` in
Lithuanian; the other kinds are words of the pages' script, ``web/i18n.js``)."""
RULE_BASED = {
    "greedy": {
        "liverpool": "rummyhall.bots.liverpool:GreedyLiverpool",
        "carousel": "rummyhall.bots.carousel:GreedyCarousel",
        "rummoli": "rummyhall.bots.rummoli:GreedyRummoli",
    },
    "shrewd": {
        "liverpool": "rummyhall.bots.liverpool_shrewd:ShrewdLiverpool",
        "carousel": "rummyhall.bots.carousel_shrewd:ShrewdCarousel",
        "rummoli": "rummyhall.bots.rummoli:ShrewdRummoli",
    },
}
"""Where each game's rule-based bots live, by kind (imported only when asked for).  ``shrewd``
is the policy the search bot starts from (``Plan.default_bot``): its first candidate, kept
unless the samples surely beat it."""
GREEDY = RULE_BASED["greedy"]


def make_bot(game: str, name: str, seed: int = 0) -> Bot:
    """The bot called ``name`` (``random``, ``greedy``, ``shrewd`` or ``search``) for ``game``.

    ``search`` thinks for ``search.DEFAULT_SECONDS`` per decision; other levels
    come from ``search.make_search_bot``."""
    if name == "random":
        return RandomBot(seed)
    if name == "search":
        from rummyhall.bots.search import make_search_bot

        return make_search_bot(game, seed)
    if name in RULE_BASED:
        if game not in RULE_BASED[name]:
            raise BadOptions(f"there is no {name} bot for {game}")
        module, _, cls = RULE_BASED[name][game].partition(":")
        bot: Bot = getattr(importlib.import_module(module), cls)(seed)
        return bot
    raise BadOptions(f"unknown bot {name!r} (bots: {', '.join(BOTS)})")


SEARCH_LABEL = "search 1s"
"""How ``bot_names`` shows the kind ``search`` (``search.label`` at its default thinking time)."""

BOT_FIRST_NAMES = (
    *("Ada", "Ben", "Cleo", "Dev", "Eli", "Fay", "Gus", "Hana", "Ivo", "Jun"),
    *("Kit", "Lea", "Max", "Nia", "Oto", "Pia", "Quin", "Rui", "Sol", "Tess"),
)
"""First names given to bot seats, in order (more than any table has seats)."""


def bot_names(kinds: Sequence[str], taken: Collection[str] = ()) -> list[str]:
    """A distinct name for each bot seat: a first name and the bot's kind in brackets.

    ``kinds`` are the bots' kinds (``greedy``, ``random``, ``shrewd``, ``search``) or
    their names (``search 0.2s``), one per bot seat in seat order; ``search``
    shows its level, its default thinking time.  A first name that is
    ``taken`` already (by a person at the table, in any case), alone or with
    the kind, is skipped.

    >>> bot_names(["greedy", "random", "greedy"], taken=["Ben"])
    ['Ada (greedy)', 'Cleo (random)', 'Dev (greedy)']
    >>> bot_names(["search", "search 0.2s"])
    ['Ada (search 1s)', 'Ben (search 0.2s)']
    """
    used = {name.strip().casefold() for name in taken}
    firsts = itertools.chain(BOT_FIRST_NAMES, (f"Bot {n}" for n in itertools.count(len(BOT_FIRST_NAMES) + 1)))
    names: list[str] = []
    for kind in kinds:
        kind = SEARCH_LABEL if kind == "search" else kind
        for first in firsts:
            name = f"{first} ({kind})"
            if first.casefold() not in used and name.casefold() not in used:
                names.append(name)
                break
    return names
