"""Running a tournament: games from a backend, counted deal by deal, stopped by the SPRT.

Games finish in any order; a deal is counted once all its rotations are in,
and deals are counted in order.  So the SPRT (``sprt``) stops after the same
deal on every backend and the results are the same everywhere, whatever
number of games was still being played when it stopped (those are dropped).

>>> from rummyhall.tournament.executors import InProcess
>>> from rummyhall.tournament.schedule import Plan
>>> plan = Plan("rummoli", 2, {}, ["greedy", "random"], deals=3, seed=1, records=False)
>>> with InProcess() as backend:
...     result = run(plan, backend)
>>> len(result.outcomes), result.deals
(6, 3)
>>> result.pair("greedy", "random").comparisons == 6
True
"""

from __future__ import annotations

import itertools
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace

from rummyhall.tournament.executors import Backend
from rummyhall.tournament.play import GameOutcome, lower_wins
from rummyhall.tournament.schedule import Plan
from rummyhall.tournament.stats import Samples, SprtBounds, elo, sign_test, wilson


def head_to_head(outcome: GameOutcome, first: str, second: str) -> tuple[int, int, int]:
    """(ahead, level, behind) of ``first`` against ``second`` in one game: every seat
    of the one against every seat of the other, by place."""
    ahead = level = behind = 0
    for i, j in itertools.product(range(len(outcome.bots)), repeat=2):
        if outcome.bots[i] == first and outcome.bots[j] == second:
            if outcome.ranks[i] < outcome.ranks[j]:
                ahead += 1
            elif outcome.ranks[i] == outcome.ranks[j]:
                level += 1
            else:
                behind += 1
    return ahead, level, behind


@dataclass
class Pair:
    """Bot ``first`` against bot ``second``: seat against seat in every game, and per deal."""

    first: str
    second: str
    ahead: int = 0
    level: int = 0
    behind: int = 0
    deals: Samples = field(default_factory=Samples)
    decision: str | None = None  # the SPRT's: "H1" (first is stronger by elo1), "H0", or None
    decided_after: int | None = None  # deals
    llr: float = 0.0

    @property
    def comparisons(self) -> int:
        return self.ahead + self.level + self.behind

    @property
    def score(self) -> float:
        """``first``'s mean score per deal (1: always ahead, 0.5: even)."""
        return self.deals.mean

    @property
    def elo(self) -> float:
        return elo(self.score)

    @property
    def deals_ahead(self) -> int:
        return sum(1 for v in self.deals.values if v > 0.5)

    @property
    def deals_behind(self) -> int:
        return sum(1 for v in self.deals.values if v < 0.5)

    @property
    def p_value(self) -> float:
        """The sign test over deals: is either bot ahead in more deals than chance allows?"""
        return sign_test(self.deals_ahead, self.deals_behind)

    def add_deal(self, games: Sequence[GameOutcome]) -> None:
        ahead = level = behind = 0
        for outcome in games:
            a, d, b = head_to_head(outcome, self.first, self.second)
            ahead, level, behind = ahead + a, level + d, behind + b
        self.ahead, self.level, self.behind = self.ahead + ahead, self.level + level, self.behind + behind
        if ahead + level + behind:
            self.deals.add((ahead + level / 2) / (ahead + level + behind))


@dataclass
class BotResult:
    """One bot's results, over every seat it held (a bot at two seats of a game counts twice)."""

    bot: str
    seats: int = 0  # seats held, over all games
    wins: float = 0.0  # a shared win counts as its fraction
    scores: list[int] = field(default_factory=list)
    rank_sum: float = 0.0
    decisions: int = 0
    think: float = 0.0

    @property
    def win_rate(self) -> float:
        return self.wins / self.seats if self.seats else 0.0

    @property
    def win_interval(self) -> tuple[float, float]:
        return wilson(self.wins, self.seats)

    @property
    def mean_score(self) -> float:
        return sum(self.scores) / len(self.scores) if self.scores else 0.0

    @property
    def mean_rank(self) -> float:
        return self.rank_sum / self.seats if self.seats else 0.0

    @property
    def seconds_per_decision(self) -> float:
        return self.think / self.decisions if self.decisions else 0.0


@dataclass
class Tournament:
    """What a tournament gave: its games (counted deals only, in order) and the sums."""

    plan: Plan
    sprt: SprtBounds | None
    backend: str
    outcomes: list[GameOutcome] = field(default_factory=list)
    pairs: list[Pair] = field(default_factory=list)
    bots: dict[str, BotResult] = field(default_factory=dict)
    deals: int = 0
    played: int = 0  # games played, counted or not
    seconds: float = 0.0

    @property
    def stopped_early(self) -> bool:
        return self.deals < self.plan.deals

    @property
    def lower_wins(self) -> bool | None:
        """Whether the lowest score wins this game (None: not seen yet)."""
        for outcome in self.outcomes:
            lower = lower_wins(outcome.scores, outcome.winners)
            if lower is not None:
                return lower
        return None

    def pair(self, first: str, second: str) -> Pair:
        for pair in self.pairs:
            if (pair.first, pair.second) == (first, second):
                return pair
        raise KeyError((first, second))

    def count_deal(self, games: list[GameOutcome]) -> None:
        """Add one whole deal (its games in rotation order)."""
        self.outcomes += games
        self.deals += 1
        for pair in self.pairs:
            pair.add_deal(games)
        for outcome in games:
            for seat, bot in enumerate(outcome.bots):
                result = self.bots[bot]
                result.seats += 1
                if seat in outcome.winners:
                    result.wins += 1 / len(outcome.winners)
                result.scores.append(outcome.scores[seat])
                result.rank_sum += outcome.ranks[seat]
                result.decisions += outcome.decisions[seat]
                result.think += outcome.think[seat]

    def sprt_done(self) -> bool:
        """Decide what the SPRT can; True when every pair is decided."""
        if self.sprt is None or not self.pairs:
            return False
        for pair in self.pairs:
            if pair.decision is None:
                pair.llr = self.sprt.llr(pair.deals)
                pair.decision = self.sprt.decide(pair.deals)
                if pair.decision is not None:
                    pair.decided_after = self.deals
        return all(pair.decision is not None for pair in self.pairs)


def run(
    plan: Plan,
    backend: Backend,
    sprt: SprtBounds | None = None,
    on_game: Callable[[GameOutcome, Tournament], None] | None = None,
) -> Tournament:
    """Play ``plan`` on ``backend``; ``on_game`` sees each game as it ends (with its
    record; the tournament keeps the outcomes without their records)."""
    kinds = plan.kinds
    tournament = Tournament(
        plan,
        sprt,
        backend.name,
        pairs=[Pair(a, b) for a, b in itertools.combinations(kinds, 2)],
        bots={kind: BotResult(kind) for kind in kinds},
    )
    rotations = len(plan.shifts)
    waiting: dict[int, dict[int, GameOutcome]] = {}
    start = time.perf_counter()
    for outcome in backend.outcomes(plan.tasks()):
        tournament.played += 1
        if on_game is not None:
            on_game(outcome, tournament)
        waiting.setdefault(outcome.deal, {})[outcome.rotation] = replace(outcome, record=None)
        done = False
        while len(waiting.get(tournament.deals, {})) == rotations:
            games = waiting.pop(tournament.deals)
            tournament.count_deal([games[r] for r in range(rotations)])
            done = tournament.sprt_done()
            if done:
                break
        if done:
            break
    tournament.seconds = time.perf_counter() - start
    return tournament
