"""Speed of rummyhall.poker.evaluate next to treys and phevaluator, in one run.

(a) 7-card hands: ours, treys (pure Python) and phevaluator (C extension).
(b) 17-card hands (a two-player Rummoli hand): ours, and phevaluator brute force
    over all 6,188 five-card subsets, both through its public ``evaluate_cards``
    (the anchor in shared/benchmarks.md) and through its raw C ``evaluate_5cards``.

Every contender is checked to give the same strength on the same hands before
anything is timed (strength = 7463 - the reference's rank).  Each timing is the
best of ``--repeats`` interleaved runs.

    .venv/bin/python bench/bench_poker.py
    .venv/bin/python bench/bench_poker.py --hands7 50000 --hands17 50000 --brute 50
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Callable
from itertools import combinations, starmap

from phevaluator import _pheval, evaluate_cards
from treys import Card as TreysCard
from treys import Evaluator as TreysEvaluator

from rummyhall.cards import format_card
from rummyhall.poker import evaluate

PACK = list(range(8, 60))  # natural cards rank*4 + suit; phevaluator's id is card - 8


def deal(rng: random.Random, count: int, size: int) -> list[list[int]]:
    return [rng.sample(PACK, size) for _ in range(count)]


def best_time(runs: dict[str, Callable[[], object]], repeats: int) -> dict[str, float]:
    """Best wall time of each run over ``repeats`` rounds, the runs interleaved."""
    best = dict.fromkeys(runs, float("inf"))
    for _ in range(repeats):
        for name, run in runs.items():
            start = time.perf_counter()
            run()
            best[name] = min(best[name], time.perf_counter() - start)
    return best


def brute_force_public(ids: list[int]) -> int:
    """phevaluator's best rank over all five-card subsets, through its public API."""
    return min(evaluate_cards(*five) for five in combinations(ids, 5))


def brute_force_raw(ids: list[int]) -> int:
    """The same through phevaluator's C function, with no Python per subset."""
    return min(starmap(_pheval.evaluate_5cards, combinations(ids, 5)))


def seven_cards(rng: random.Random, count: int, repeats: int) -> None:
    hands = deal(rng, count, 7)
    treys_hands = [[TreysCard.new(format_card(c)) for c in hand] for hand in hands]
    treys_split = [(hand[:2], hand[2:]) for hand in treys_hands]
    phe_hands = [[c - 8 for c in hand] for hand in hands]
    treys = TreysEvaluator()

    ours = [evaluate(hand) for hand in hands]
    assert ours == [7463 - treys.evaluate(h, b) for h, b in treys_split], "treys disagrees"
    assert ours == [7463 - evaluate_cards(*ids) for ids in phe_hands], "phevaluator disagrees"
    print(f"(a) 7-card hands: {count:,} hands, all three agree on every strength")

    evaluate_7 = _pheval.evaluate_7cards
    times = best_time(
        {
            "rummyhall.poker.evaluate": lambda: [evaluate(hand) for hand in hands],
            "treys Evaluator.evaluate": lambda: [treys.evaluate(h, b) for h, b in treys_split],
            "phevaluator evaluate_cards": lambda: [evaluate_cards(*ids) for ids in phe_hands],
            "phevaluator raw C evaluate_7cards": lambda: [evaluate_7(*ids) for ids in phe_hands],
        },
        repeats,
    )
    report_rates({name: count / seconds for name, seconds in times.items()}, "rummyhall.poker.evaluate")


def seventeen_cards(rng: random.Random, count: int, brute_count: int, repeats: int) -> None:
    hands = deal(rng, count, 17)
    brute_hands = [[c - 8 for c in hand] for hand in hands[:brute_count]]
    ours = [evaluate(hand) for hand in hands]
    assert ours[:brute_count] == [7463 - brute_force_raw(ids) for ids in brute_hands], "brute force disagrees"
    assert ours[:brute_count] == [7463 - brute_force_public(ids) for ids in brute_hands], "brute force disagrees"
    print(f"\n(b) 17-card hands: ours on {count:,} hands, brute force on the first {brute_count:,}; they agree")

    times = best_time(
        {
            "rummyhall.poker.evaluate": lambda: [evaluate(hand) for hand in hands],
            "phevaluator public API, 6,188 subsets": lambda: [brute_force_public(ids) for ids in brute_hands],
            "phevaluator raw C, 6,188 subsets": lambda: [brute_force_raw(ids) for ids in brute_hands],
        },
        repeats,
    )
    counts = {name: brute_count for name in times}
    counts["rummyhall.poker.evaluate"] = count
    report_rates({name: counts[name] / seconds for name, seconds in times.items()}, "rummyhall.poker.evaluate")


def report_rates(rates: dict[str, float], ours: str) -> None:
    for name, rate in rates.items():
        ratio = "" if name == ours else f"   ours / this = {rates[ours] / rate:,.2f}x"
        print(f"  {name:40s} {rate:>12,.0f} hands/s{ratio}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--hands7", type=int, default=20_000, help="7-card hands (default 20,000)")
    parser.add_argument("--hands17", type=int, default=20_000, help="17-card hands for ours (default 20,000)")
    parser.add_argument("--brute", type=int, default=30, help="17-card hands for the brute force (default 30)")
    parser.add_argument("--repeats", type=int, default=5, help="timed rounds, best kept (default 5)")
    parser.add_argument("--seed", type=int, default=2026)
    args = parser.parse_args(argv)
    print(f"Python {sys.version.split()[0]}, seed {args.seed}, best of {args.repeats} rounds\n")
    rng = random.Random(args.seed)
    seven_cards(rng, args.hands7, args.repeats)
    seventeen_cards(rng, args.hands17, args.brute, args.repeats)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
