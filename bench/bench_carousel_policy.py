"""The shrewd Carousel policy against the greedy bot, in duplicate deals.

    .venv/bin/python bench/bench_carousel_policy.py --players 2 --seed 1 --deals 100

Each deal is played once per rotation: with two players, the shrewd bot
(:class:`~rummyhall.bots.carousel_shrewd.ShrewdCarousel`) at seat 0, then at
seat 1; with four, at seats 0 and 2, then 1 and 3.  A deal's score is the
share of (shrewd, greedy) seat pairs the shrewd bot finished ahead in by
points (level counts half), as ``rummyhall tournament`` counts it.  Printed
every 20 deals and at the end: the mean score, its standard error, the Elo
it means with a 95% interval, and the seconds the run took.
"""

from __future__ import annotations

import argparse
import math
import time

from rummyhall.bots import Bot
from rummyhall.bots.carousel import GreedyCarousel
from rummyhall.bots.carousel_shrewd import ShrewdCarousel
from rummyhall.games import make
from rummyhall.selfplay import choose_move


def elo(score: float) -> float:
    """The Elo difference a mean score means (logistic model)."""
    return -400 * math.log10(1 / score - 1) if 0 < score < 1 else math.copysign(math.inf, score - 0.5)


def deal_score(players: int, seed: int) -> float:
    """The shrewd bot's score in one deal, over its rotations."""
    game = make("carousel", players, {})
    rotations = [(0,), (1,)] if players == 2 else [tuple(range(r, players, 2)) for r in (0, 1)]
    scores = []
    for shrewd_seats in rotations:
        bots: list[Bot] = [
            ShrewdCarousel(seed * 100 + i) if i in shrewd_seats else GreedyCarousel(seed * 100 + i)
            for i in range(players)
        ]
        state = game.new(seed)
        while not state.over:
            state.apply(*choose_move(state, bots))
        assert state.result is not None
        points = state.result.scores
        pairs = [(points[a], points[b]) for a in shrewd_seats for b in range(players) if b not in shrewd_seats]
        scores.append(sum(1.0 if x > y else 0.5 if x == y else 0.0 for x, y in pairs) / len(pairs))
    return sum(scores) / len(scores)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=2, choices=(2, 4))
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--deals", type=int, default=100)
    args = parser.parse_args()
    started = time.perf_counter()
    scores: list[float] = []
    for seed in range(args.seed, args.seed + args.deals):
        scores.append(deal_score(args.players, seed))
        n = len(scores)
        if n % 20 == 0 or n == args.deals:
            mean = sum(scores) / n
            se = math.sqrt(sum((s - mean) ** 2 for s in scores) / (n - 1) / n) if n > 1 else 0.0
            low, high = elo(mean - 1.96 * se), elo(mean + 1.96 * se)
            print(
                f"{n} deals: score {mean:.4f} ± {se:.4f}, {elo(mean):+.0f} Elo [{low:+.0f}, {high:+.0f}], "
                f"{time.perf_counter() - started:.0f} s",
                flush=True,
            )


if __name__ == "__main__":
    main()
