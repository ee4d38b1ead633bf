"""A Carousel rule variant against the greedy bot, in duplicate deals.

    .venv/bin/python bench/bench_carousel_hold.py --least 2 --seed 1 --deals 200

The variant is the greedy bot, except that it draws again (when it may)
rather than meld a placement of fewer than ``--least`` hand cards that does
not take it out: the one strategic choice the Carousel search weighs besides
knocking.  Each deal is played with the variant at seats 0 and 2, then at 1
and 3; a deal's score is the share of (variant, greedy) seat pairs the variant
finished ahead in by points (level counts half), as the tournament counts.
Printed every 20 deals: the mean score, its standard error and its Elo.
"""

from __future__ import annotations

import argparse
import math
from collections.abc import Sequence

from rummyhall.bots.carousel import GreedyCarousel, best_meld
from rummyhall.engine import Action, View
from rummyhall.games import make
from rummyhall.games.carousel import DRAW, KNOCK, PASS
from rummyhall.selfplay import choose_move


class Hold(GreedyCarousel):
    """The greedy bot that draws again rather than meld a small placement."""

    name = "hold"
    least = 2

    def choose(self, view: View, legal: Sequence[Action], may_pass: bool) -> Action | None:
        if not legal:
            return None
        meld, goes_out = best_meld(view) if view["phase"] in ("meld", "last") else (None, False)
        if meld is not None and goes_out:
            return meld
        if KNOCK in legal:
            return KNOCK
        if meld is not None:
            placed = sum(len(m) for m in meld.melds) - sum(len(m) for m in view["table"])
            return DRAW if placed < self.least and DRAW in legal else meld
        return DRAW if DRAW in legal else PASS if PASS in legal else legal[0]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--least", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--deals", type=int, default=200)
    args = parser.parse_args()
    Hold.least = args.least
    game = make("carousel", 4, {})
    scores: list[float] = []
    for seed in range(args.seed, args.seed + args.deals):
        deal = []
        for variant_seats in ((0, 2), (1, 3)):
            players = [Hold(seed * 100 + i) if i in variant_seats else GreedyCarousel(seed * 100 + i) for i in range(4)]
            state = game.new(seed)
            while not state.over:
                state.apply(*choose_move(state, players))
            assert state.result is not None
            points = state.result.scores
            pairs = [(points[a], points[b]) for a in variant_seats for b in range(4) if b not in variant_seats]
            deal.append(sum(1.0 if x > y else 0.5 if x == y else 0.0 for x, y in pairs) / len(pairs))
        scores.append(sum(deal) / 2)
        n = len(scores)
        if n % 20 == 0:
            mean = sum(scores) / n
            se = math.sqrt(sum((s - mean) ** 2 for s in scores) / (n - 1) / n)
            elo = -400 * math.log10(1 / mean - 1) if 0 < mean < 1 else math.nan
            print(f"{n} deals: score {mean:.4f} ± {se:.4f}, {elo:+.1f} Elo", flush=True)


if __name__ == "__main__":
    main()
