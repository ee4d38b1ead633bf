"""OpenSkill ratings of the bots (the Plackett-Luce model of the ``openskill`` package).

Games are rated one by one in schedule order (deal, then rotation), so the
ratings are the same on every backend.  A bot that holds several seats of a
game enters it once, placed by the mean of its seats' places.

>>> from rummyhall.tournament.play import GameOutcome
>>> game = GameOutcome(0, 1, 0, ("greedy", "random"), ("A", "B"), (0, 1), (9, 1), (0,), (1.0, 2.0),
...                    10, (5, 5), (0.0, 0.0), 0.1)
>>> history = rate([game, game], ["greedy", "random"])
>>> history.final["greedy"].mu > 25 > history.final["random"].mu
True
>>> len(history.after)
2
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from openskill.models import PlackettLuce

from rummyhall.tournament.play import GameOutcome
from rummyhall.tournament.stats import Z95


@dataclass(frozen=True)
class Rating:
    """A bot's skill: mean ``mu`` and uncertainty ``sigma``."""

    mu: float
    sigma: float

    @property
    def ordinal(self) -> float:
        """The conservative rating ``mu - 3 sigma`` (what OpenSkill ranks by)."""
        return self.mu - 3 * self.sigma

    @property
    def interval(self) -> tuple[float, float]:
        """The 95% interval of the skill."""
        return self.mu - Z95 * self.sigma, self.mu + Z95 * self.sigma


@dataclass
class History:
    """Every bot's rating after each game, and at the end."""

    bots: list[str]
    after: list[dict[str, Rating]] = field(default_factory=list)
    final: dict[str, Rating] = field(default_factory=dict)


def places(outcome: GameOutcome) -> dict[str, int]:
    """Each bot's place in one game (1 best; equal places for equal mean seat places).

    >>> game = GameOutcome(0, 1, 0, ("g", "r", "g", "r"), ("A", "B", "C", "D"), (0, 1, 2, 3),
    ...                    (1, 2, 3, 4), (0,), (1.0, 2.0, 3.0, 4.0), 10, (1, 1, 1, 1), (0, 0, 0, 0), 0.1)
    >>> places(game)
    {'g': 1, 'r': 2}
    """
    seats: dict[str, list[float]] = {}
    for bot, rank in zip(outcome.bots, outcome.ranks, strict=True):
        seats.setdefault(bot, []).append(rank)
    mean = {bot: sum(r) / len(r) for bot, r in seats.items()}
    order = sorted(set(mean.values()))
    return {bot: order.index(m) + 1 for bot, m in mean.items()}


def rate(outcomes: Sequence[GameOutcome], bots: Sequence[str]) -> History:
    """Rate ``bots`` over ``outcomes`` in the order given."""
    model = PlackettLuce()
    current = {bot: model.rating(name=bot) for bot in bots}
    history = History(list(bots))
    for outcome in outcomes:
        place = places(outcome)
        present = list(place)
        if len(present) > 1:
            teams = model.rate([[current[bot]] for bot in present], ranks=[place[bot] for bot in present])
            for bot, (rating,) in zip(present, teams, strict=True):
                current[bot] = rating
        history.after.append({bot: Rating(r.mu, r.sigma) for bot, r in current.items()})
    history.final = {bot: Rating(r.mu, r.sigma) for bot, r in current.items()}
    return history
