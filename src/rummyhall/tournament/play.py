"""Playing one game of a tournament, in whatever process runs it.

:func:`play_task` is what every backend runs: it builds the game and the bots
from a :class:`~rummyhall.tournament.schedule.GameTask`, plays the game to its
end and returns a :class:`GameOutcome` (plain data, cheap to send between
processes).  The same task gives the same outcome anywhere (the bots' seeds
come from the deal's seed and the seat), except for the times measured.
"""

from __future__ import annotations

import functools
import importlib
import json
import math
import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from rummyhall.bots import Bot, make_bot
from rummyhall.engine import Action, BadOptions, Game, Seat, State, View
from rummyhall.games import make
from rummyhall.selfplay import play_game
from rummyhall.tournament.schedule import GameTask


@dataclass(frozen=True)
class GameOutcome:
    """What one game of a tournament gave: by seat, who played, how they scored."""

    deal: int
    seed: int
    rotation: int
    bots: tuple[str, ...]
    names: tuple[str, ...]
    entries: tuple[int, ...]
    scores: tuple[int, ...]
    winners: tuple[int, ...]
    ranks: tuple[float, ...]  # 1 is best; tied seats share the mean of their places
    moves: int
    decisions: tuple[int, ...]  # how many times each seat's bot was asked
    think: tuple[float, ...]  # seconds each seat's bot spent choosing
    seconds: float  # the whole game, wall clock
    cpu: float = 0.0  # the whole game, CPU seconds of the process that played it
    record: str | None = None

    def same_play(self) -> tuple[Any, ...]:
        """Everything but the times: what must be equal wherever the game is played."""
        return (
            self.deal,
            self.seed,
            self.rotation,
            self.bots,
            self.names,
            self.entries,
            self.scores,
            self.winners,
            self.ranks,
            self.moves,
            self.decisions,
            self.record,
        )


def lower_wins(scores: Sequence[int], winners: Sequence[int]) -> bool | None:
    """Whether the lowest score won (Liverpool), the highest (Carousel, Rummoli's
    chips), or None when every score is the same.

    >>> lower_wins([5, 120, 80], [0]), lower_wins([90, 160], [1]), lower_wins([7, 7], [0, 1])
    (True, False, None)
    """
    if min(scores) == max(scores) or not winners:
        return None
    return scores[winners[0]] == min(scores)


def ranks(scores: Sequence[int], winners: Sequence[int]) -> tuple[float, ...]:
    """Each seat's place (1 best) by its score in the direction the game was won;
    equal scores share the mean of their places.

    >>> ranks([5, 120, 80, 80], [0])
    (1.0, 4.0, 2.5, 2.5)
    >>> ranks([90, 160, 40], [1])
    (2.0, 1.0, 3.0)
    """
    lower = lower_wins(scores, winners)
    if lower is None:
        middle = (len(scores) + 1) / 2
        return tuple(middle for _ in scores)
    key = [s if lower else -s for s in scores]
    return tuple(
        sum(1 for other in key if other < mine) + (sum(1 for other in key if other == mine) + 1) / 2 for mine in key
    )


PARAMETERS = {"search": "rummyhall.bots.search:make_search_bot"}
"""The kinds that take a parameter (``search:0.5``): the function that makes such a
bot, called as ``f(game, seed, seconds=...)`` or ``f(game, seed, samples=...)``."""


def make_player(game: str, text: str, seed: int) -> Bot:
    """The bot ``text`` is (``greedy``, ``search``, ``search:0.5`` for 0.5 s per decision,
    ``search:200samples`` for 200 samples per decision); ``BadOptions`` says what is wrong.

    >>> make_player("rummoli", "random", 1).name
    'random'
    >>> make_player("rummoli", "random:2", 1)
    Traceback (most recent call last):
    ...
    rummyhall.engine.BadOptions: the random bot takes no parameter (random:2)
    """
    kind, colon, parameter = text.partition(":")
    bot = make_bot(game, kind, seed)  # (an unknown kind is the registry's to tell)
    if not colon:
        return bot
    if kind not in PARAMETERS:
        raise BadOptions("the {kind} bot takes no parameter ({text})", kind=kind, text=text)
    level: dict[str, Any] = {}
    try:
        if parameter.endswith("samples"):
            level["samples"] = int(parameter.removesuffix("samples"))
        else:
            level["seconds"] = float(parameter.removesuffix("s"))
    except ValueError:
        level = {}
    if not level or not 0 < next(iter(level.values())) < math.inf:
        raise BadOptions(  # (the examples are notation: whole params, so that no word of them is translated)
            "{level} takes seconds per decision (like {seconds}) or samples (like {samples}), not {parameter}",
            level=f"{kind}:LEVEL",
            seconds=f"{kind}:0.5",
            samples=f"{kind}:200samples",
            parameter=repr(parameter),
        )
    module, _, function = PARAMETERS[kind].partition(":")
    made: Bot = getattr(importlib.import_module(module), function)(game, seed, **level)
    return made


class TimedBot(Bot):
    """A bot that counts its decisions and the seconds it spends on them."""

    def __init__(self, bot: Bot) -> None:
        self.bot = bot
        self.name = bot.name
        self.decisions = 0
        self.seconds = 0.0

    def choose(self, view: View, legal: Sequence[Action], may_pass: bool) -> Action | None:
        start = time.perf_counter()
        action = self.bot.choose(view, legal, may_pass)
        self.seconds += time.perf_counter() - start
        self.decisions += 1
        return action

    def move(self, state: State, seat: Seat) -> Action | None:
        """The bot's own ``move`` if it has one (a search bot samples from the state), timed."""
        inner = getattr(self.bot, "move", None)
        if inner is None:
            return self.choose(state.view(seat), state.legal(seat), state.may_pass(seat))
        start = time.perf_counter()
        action: Action | None = inner(state, seat)
        self.seconds += time.perf_counter() - start
        self.decisions += 1
        return action


@functools.lru_cache(maxsize=16)
def _game(name: str, players: int, options: str) -> Game:
    return make(name, players, json.loads(options))


def game_of(task: GameTask) -> Game:
    """The task's game (built once per process)."""
    return _game(task.game, task.players, json.dumps(dict(task.options), sort_keys=True))


def play_task(task: GameTask) -> GameOutcome:
    """Play the task's game between its bots; the bot at seat i has seed ``seed * 100 + i``
    (as in ``rummyhall selfplay``)."""
    start, cpu = time.perf_counter(), time.process_time()
    game = game_of(task)
    bots = [TimedBot(make_player(task.game, text, task.seed * 100 + seat)) for seat, text in enumerate(task.bots)]
    recorder = play_game(game, task.seed, bots, task.names)
    result = recorder.state.result
    assert result is not None  # play_game plays to the end
    return GameOutcome(
        deal=task.deal,
        seed=task.seed,
        rotation=task.rotation,
        bots=task.bots,
        names=task.names,
        entries=task.entries,
        scores=tuple(result.scores),
        winners=tuple(result.winners),
        ranks=ranks(result.scores, result.winners),
        moves=len(recorder.record.moves),
        decisions=tuple(b.decisions for b in bots),
        think=tuple(b.seconds for b in bots),
        seconds=time.perf_counter() - start,
        cpu=time.process_time() - cpu,
        record=recorder.record.dumps() if task.record else None,
    )
