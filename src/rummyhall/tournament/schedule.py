"""The schedule of a tournament: which bots sit where in which deal.

Bots are written as in ``--bots``: a kind from the bots registry, optionally
with a parameter after a colon (``search:0.5``), comma-separated.  With fewer
bots than players the list repeats around the table (``greedy,random`` at four
seats: greedy, random, greedy, random).  Each *deal* is one seed; it is played
once per *rotation* of the line-up around the table (duplicate play), so every
bot meets the same cards from every seat.  Rotations that would seat the same
kinds in the same places are played only once.

>>> plan = Plan("carousel", 4, {}, parse_bots("greedy,random"), deals=2, seed=10)
>>> plan.shifts
(0, 1)
>>> [(t.deal, t.seed, t.bots) for t in plan.tasks()]  # doctest: +NORMALIZE_WHITESPACE
[(0, 10, ('greedy', 'random', 'greedy', 'random')), (0, 10, ('random', 'greedy', 'random', 'greedy')),
 (1, 11, ('greedy', 'random', 'greedy', 'random')), (1, 11, ('random', 'greedy', 'random', 'greedy'))]
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from rummyhall.bots import bot_names
from rummyhall.engine import SaidError


class TournamentError(SaidError):
    """A tournament that cannot be held as asked, told in one line.

    Said as the rules core's refusals are (docs/i18n.md): ``template`` and ``params``
    for the command line to translate; ``str(error)`` and ``reason`` the English sentence."""


def parse_bots(text: str) -> list[str]:
    """The bots of ``--bots``, in order (each a kind, perhaps ``kind:parameter``).

    >>> parse_bots(" search:0.5, greedy ,random")
    ['search:0.5', 'greedy', 'random']
    """
    bots = [b.strip() for b in text.split(",")]
    if not text.strip() or any(not b for b in bots):
        raise TournamentError(
            "--bots is a comma-separated list of bots like greedy,random, not {text}", text=repr(text)
        )
    for bot in bots:
        kind, sep, parameter = bot.partition(":")
        if not kind.strip() or (sep and not parameter.strip()):
            raise TournamentError("a bot is written kind or kind:parameter (like search:0.5), not {bot}", bot=repr(bot))
    return bots


def line_up(bots: Sequence[str], players: int) -> tuple[str, ...]:
    """The bot at each seat of the first rotation: ``bots`` repeated around the table.

    >>> line_up(["greedy", "random"], 3)
    ('greedy', 'random', 'greedy')
    """
    if len(bots) > players:
        raise TournamentError(
            "{bots} bots for {players} players: give at most one bot per player", bots=len(bots), players=players
        )
    return tuple(bots[seat % len(bots)] for seat in range(players))


@dataclass(frozen=True)
class GameTask:
    """One game to play: everything a worker needs, and nothing else."""

    game: str
    players: int
    options: Mapping[str, Any]
    deal: int  # the deal's number in the tournament, from 0
    seed: int  # the deal's seed (the same for every rotation)
    rotation: int  # the rotation's number within the deal, from 0
    bots: tuple[str, ...]  # by seat
    names: tuple[str, ...]  # by seat
    entries: tuple[int, ...]  # by seat: which place of the line-up sits there
    record: bool = True  # return the game's record text


@dataclass(frozen=True)
class Plan:
    """A whole tournament: the game, the line-up, how many deals from which seed."""

    game: str
    players: int
    options: Mapping[str, Any]
    bots: Sequence[str]
    deals: int
    seed: int = 1
    records: bool = True
    seats: tuple[str, ...] = field(init=False)
    names: tuple[str, ...] = field(init=False)
    shifts: tuple[int, ...] = field(init=False)

    def __post_init__(self) -> None:
        if self.deals < 1:
            raise TournamentError("--games must be 1 or more, not {deals}", deals=self.deals)
        seats = line_up(self.bots, self.players)
        shifts: list[int] = []
        seen: set[tuple[str, ...]] = set()
        for shift in range(self.players):
            kinds = self._rotated(seats, shift)
            if kinds not in seen:
                seen.add(kinds)
                shifts.append(shift)
        object.__setattr__(self, "seats", seats)
        object.__setattr__(self, "names", tuple(bot_names(seats)))
        object.__setattr__(self, "shifts", tuple(shifts))

    @staticmethod
    def _rotated(items: Sequence[Any], shift: int) -> tuple[Any, ...]:
        """``items`` moved ``shift`` seats on: the item of place i sits at seat i + shift."""
        n = len(items)
        return tuple(items[(seat - shift) % n] for seat in range(n))

    @property
    def kinds(self) -> list[str]:
        """The distinct bots, in the order given."""
        return list(dict.fromkeys(self.bots))

    @property
    def games(self) -> int:
        """How many games the whole plan is (if nothing stops it early)."""
        return self.deals * len(self.shifts)

    def deal_tasks(self, deal: int) -> list[GameTask]:
        """The games of one deal, one per rotation."""
        return [
            GameTask(
                game=self.game,
                players=self.players,
                options=dict(self.options),
                deal=deal,
                seed=self.seed + deal,
                rotation=number,
                bots=self._rotated(self.seats, shift),
                names=self._rotated(self.names, shift),
                entries=self._rotated(range(self.players), shift),
                record=self.records,
            )
            for number, shift in enumerate(self.shifts)
        ]

    def tasks(self) -> Iterator[GameTask]:
        """Every game, deal by deal."""
        for deal in range(self.deals):
            yield from self.deal_tasks(deal)
