"""How much each shrewd Liverpool rule is worth: the shrewd policy against the greedy bot.

    .venv/bin/python bench/bench_liverpool_policy.py --deals 150 --seed 1001
    .venv/bin/python bench/bench_liverpool_policy.py --deals 100 --rules take_lay_off=0,buy_useful=0

Duplicate deals as in ``rummyhall tournament``: deal ``d`` (seed ``seed + d``)
is played twice, shrewd, greedy, shrewd, greedy and then greedy, shrewd,
greedy, shrewd.  A deal's score is the shrewd seats' share of the seat-against-
seat comparisons by final score (ahead 1, level 1/2), averaged over the two
games; printed are its mean with the standard error, the Elo it means with a
95% interval, and the mean points the shrewd seats scored less the greedy
seats' (negative is better: low scores win).  It needs no search, so hundreds
of deals take a few minutes: the rules were chosen this way before the search
bot, which starts from this policy, was measured with the tournament command.
"""

from __future__ import annotations

import argparse
import math
import statistics
import time
from dataclasses import fields

from rummyhall.bots import Bot, make_bot
from rummyhall.bots.liverpool_shrewd import Rules, ShrewdLiverpool
from rummyhall.games import make
from rummyhall.selfplay import play_game


def elo(score: float) -> float:
    """The Elo difference a mean score means (logistic model)."""
    score = min(max(score, 1e-6), 1 - 1e-6)
    return -400 * math.log10(1 / score - 1)


def parse_rules(text: str) -> Rules:
    """``take_lay_off=0,buy_useful=3`` as :class:`Rules` (the others at their defaults)."""
    known = {f.name for f in fields(Rules)}
    values: dict[str, int] = {}
    for item in filter(None, text.split(",")):
        name, _, value = item.partition("=")
        if name not in known:
            raise SystemExit(f"error: unknown rule {name!r} (rules: {', '.join(sorted(known))})")
        values[name] = int(value)
    return Rules(**values)  # type: ignore[arg-type]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--deals", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--rules", default="", help="rules to change, e.g. take_lay_off=0,buy_useful=0")
    args = parser.parse_args()
    rules = parse_rules(args.rules)
    game = make("liverpool", 4, {})
    started = time.perf_counter()
    deal_scores, points = [], []
    for d in range(args.deals):
        seed = args.seed + d
        games = []
        for rotation in range(2):
            bots: list[str | Bot] = [
                ShrewdLiverpool(seed * 100 + i, rules) if i % 2 == rotation else make_bot("liverpool", "greedy")
                for i in range(4)
            ]
            result = play_game(game, seed, bots).state.result
            assert result is not None
            mine = [result.scores[i] for i in range(4) if i % 2 == rotation]
            theirs = [result.scores[i] for i in range(4) if i % 2 != rotation]
            games.append(statistics.mean((a < b) + 0.5 * (a == b) for a in mine for b in theirs))
            points.append(statistics.mean(mine) - statistics.mean(theirs))
        deal_scores.append(statistics.mean(games))
    mean = statistics.mean(deal_scores)
    error = statistics.stdev(deal_scores) / math.sqrt(len(deal_scores))
    print(
        f"shrewd ({rules}) v greedy, {args.deals} deals from seed {args.seed}: score {mean:.3f} +- {error:.3f},"
        f" Elo {elo(mean):+.0f} [{elo(mean - 1.96 * error):+.0f}, {elo(mean + 1.96 * error):+.0f}];"
        f" points {statistics.mean(points):+.1f} +- {statistics.stdev(points) / math.sqrt(len(points)):.1f}"
        f" a game; {time.perf_counter() - started:.0f} s"
    )


if __name__ == "__main__":
    main()
