"""The statistics of a tournament: Wilson intervals, the sign test, Elo, the SPRT.

Pairs of bots are compared deal by deal (duplicate play): in each game every
seat of bot A is compared with every seat of bot B, 1 when A placed ahead, 0.5
level, 0 behind; a deal's *score* for A is the mean over its games.  Deals, not
games, are the independent samples, as game pairs are in chess engine testing.

>>> low, high = wilson(80, 100)
>>> round(low, 3), round(high, 3)
(0.711, 0.867)
>>> round(sign_test(9, 1), 4)
0.0215
>>> round(elo(0.75), 1)
190.8
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from statistics import NormalDist

from rummyhall.tournament.schedule import TournamentError

Z95 = NormalDist().inv_cdf(0.975)
"""The two-sided 95% normal quantile (1.96)."""


def wilson(successes: float, trials: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a proportion (95% by default); (0, 1) without trials.
    A shared win counts as its fraction of a success."""
    if trials <= 0:
        return 0.0, 1.0
    p = successes / trials
    centre = p + z * z / (2 * trials)
    spread = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials))
    scale = 1 + z * z / trials
    return max(0.0, min(p, (centre - spread) / scale)), min(1.0, max(p, (centre + spread) / scale))  # (rounding)


def sign_test(ahead: int, behind: int) -> float:
    """The exact two-sided p-value that ``ahead`` and ``behind`` came from a fair
    coin (the sign test; level samples are left out before).

    >>> sign_test(5, 5), sign_test(0, 0)
    (1.0, 1.0)
    """
    n = ahead + behind
    if n == 0:
        return 1.0
    k = min(ahead, behind)
    tail = sum(math.comb(n, i) for i in range(k + 1)) / (1 << n)
    return min(1.0, 2 * tail)


def score_of(elo_difference: float) -> float:
    """The expected score of a player ``elo_difference`` Elo stronger (the logistic model).

    >>> score_of(0.0)
    0.5
    """
    return 1 / (1 + 10 ** (-elo_difference / 400))


def elo(score: float) -> float:
    """The Elo difference a mean score means (the logistic model); ±inf at 0 and 1."""
    if score <= 0:
        return -math.inf
    if score >= 1:
        return math.inf
    return -400 * math.log10(1 / score - 1)


@dataclass
class Samples:
    """Per-deal scores of one bot against another: their count, mean and variance."""

    values: list[float] = field(default_factory=list)

    def add(self, value: float) -> None:
        self.values.append(value)

    @property
    def n(self) -> int:
        return len(self.values)

    @property
    def mean(self) -> float:
        return sum(self.values) / self.n if self.values else 0.5

    @property
    def variance(self) -> float:
        """The sample variance (with n - 1), 0 with fewer than two samples."""
        if self.n < 2:
            return 0.0
        m = self.mean
        return sum((v - m) ** 2 for v in self.values) / (self.n - 1)

    @property
    def spread(self) -> float:
        """The variance, at least :data:`MIN_VARIANCE` (what the SPRT and intervals assume)."""
        return max(self.variance, MIN_VARIANCE)

    def elo_interval(self, z: float = Z95) -> tuple[float, float]:
        """The 95% interval of the Elo difference (normal interval of the mean score, mapped to Elo)."""
        if self.n < 2:
            return -math.inf, math.inf
        half = z * math.sqrt(self.spread / self.n)
        return elo(self.mean - half), elo(self.mean + half)


MIN_VARIANCE = 0.05**2
"""The least variance of a deal's score assumed (a spread of 0.05): when every deal so
far scored the same, the sample variance 0 would make any difference certain."""


@dataclass(frozen=True)
class SprtBounds:
    """The SPRT's hypotheses and error bounds: H0 ``elo <= elo0``, H1 ``elo >= elo1``;
    ``alpha`` the chance of accepting H1 when H0 holds, ``beta`` the reverse.

    >>> bounds = SprtBounds(0, 10, 0.05, 0.05)
    >>> round(bounds.lower, 3), round(bounds.upper, 3)
    (-2.944, 2.944)
    """

    elo0: float = 0.0
    elo1: float = 10.0
    alpha: float = 0.05
    beta: float = 0.05
    min_deals: int = 10  # no decision before this many deals (the variance is guessed from them)

    def __post_init__(self) -> None:
        if not self.elo0 < self.elo1:
            raise TournamentError(
                "the SPRT needs elo0 < elo1, not {elo0} and {elo1}", elo0=f"{self.elo0:g}", elo1=f"{self.elo1:g}"
            )
        for name, value in (("alpha", self.alpha), ("beta", self.beta)):
            if not 0 < value < 0.5:
                raise TournamentError(
                    "the SPRT's {name} must be between 0 and 0.5, not {value}", name=name, value=f"{value:g}"
                )

    @property
    def lower(self) -> float:
        """Accept H0 when the log-likelihood ratio falls to this."""
        return math.log(self.beta / (1 - self.alpha))

    @property
    def upper(self) -> float:
        """Accept H1 when the log-likelihood ratio rises to this."""
        return math.log((1 - self.beta) / self.alpha)

    def llr(self, samples: Samples) -> float:
        """The log-likelihood ratio of H1 against H0 for these per-deal scores: the
        generalized SPRT's normal approximation, ``n (s1 - s0) (2 m - s0 - s1) / (2 v)``,
        with ``s0``, ``s1`` the scores of ``elo0``, ``elo1`` and ``m``, ``v`` the mean
        and variance of a deal's score (``v`` at least :data:`MIN_VARIANCE`)."""
        if samples.n == 0:
            return 0.0
        s0, s1 = score_of(self.elo0), score_of(self.elo1)
        return samples.n * (s1 - s0) * (2 * samples.mean - s0 - s1) / (2 * samples.spread)

    def decide(self, samples: Samples) -> str | None:
        """``"H1"`` or ``"H0"`` once the ratio crosses a bound (after ``min_deals``), else None."""
        if samples.n < self.min_deals:
            return None
        llr = self.llr(samples)
        if llr >= self.upper:
            return "H1"
        if llr <= self.lower:
            return "H0"
        return None
