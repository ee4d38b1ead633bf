"""Benchmark of the Liverpool lay-down solver, checked against a brute force first.

1. Cross-check: on a few hundred random hands per deal (50 of each of seven
   kinds: plain 13-card hands, 11 naturals + 2 jokers, hands rich in melds
   with and without wild twos, three runs with and without wild twos (deal 7
   and near misses), 16 naturals + 4 jokers),
   ``solve`` must leave exactly as many points as ``reference_least_left``, a
   slow brute force that is easy to trust.  Any mismatch stops the script.
2. Timing: ``solve`` on 10,000 random hands per deal, for 13-card hands of
   11 naturals + 2 jokers and for plain 13-card hands, both from a 2-pack
   shoe with its 4 jokers; median, p90, p99 and worst in ms of each hand's
   best of 3 runs, and the worst single first run (shared machines preempt).
3. Harder hands, beyond the goal: one-suit hands, and 20- and 30-card hands.

Run:  .venv/bin/python bench/bench_liverpool_solver.py [--hands 10000] [--check 50] [--repeats 3] [--seed 1]
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections import Counter
from collections.abc import Callable, Sequence
from itertools import pairwise, product

from rummyhall.cards import ACE, JOKER, format_cards, liverpool_value, parse_cards, shoe
from rummyhall.melds import LOW_ACE, is_wild, liverpool_book_fault, liverpool_run_fault, make_run
from rummyhall.solve.liverpool import CONTRACTS, can_go_down, solve

# The brute-force reference ------------------------------------------------------


def strict_run_fault(cards: Sequence[int], wild_twos: bool = False) -> str | None:
    """``melds.liverpool_run_fault`` (laying down) and two readings of the rules
    that melds.py is more lenient on: a run never holds an ace at both ends
    (LIV-2), and a wild two stands for the card of its place, so it counts as
    natural only at its own place in its own suit (LIV-3, LIV-5)."""
    fault = liverpool_run_fault(cards, wild_twos, laying_down=True)
    if fault:
        return fault
    run = make_run(cards, wild_twos)
    if run.low == LOW_ACE and run.high == ACE:
        return "Not a run: an ace at both ends"
    wild_places = [i for i, c in enumerate(cards) if c != run.card_at(run.low + i)]
    if any(b - a < 4 for a, b in pairwise(wild_places)):
        return "Not a run: two wild cards within four places"
    return None


def as_run(cards: Sequence[int], wild_twos: bool = False) -> list[int] | None:
    """The cards in some valid run order, trying every suit and first place; None if none.

    Given the suit and first place, every place that the hand holds its own
    card for takes it (a card stands as itself only at its own place), and the
    other places take the wild cards."""
    length = len(cards)
    for suit in range(4):
        for low in range(LOW_ACE, ACE - length + 2):
            spare = list(cards)
            order: list[int | None] = []
            for place in range(low, low + length):
                own = (ACE if place == LOW_ACE else place) * 4 + suit
                if own in spare:
                    spare.remove(own)
                    order.append(own)
                else:
                    order.append(None)
            if len(spare) != order.count(None) or not all(is_wild(c, wild_twos) for c in spare):
                continue
            run = [c if c is not None else spare.pop() for c in order]
            if strict_run_fault(run, wild_twos) is None:
                return run
    return None


def sub_multisets(cards: Sequence[int]) -> list[list[int]]:
    """Every sub-multiset of ``cards``, each once."""
    held = Counter(cards)
    kinds = sorted(held)
    return [
        [c for c, n in zip(kinds, how_many, strict=True) for _ in range(n)]
        for how_many in product(*(range(held[c] + 1) for c in kinds))
    ]


def reference_least_left(hand: Sequence[int], deal: int, wild_twos: bool = False) -> int | None:
    """The fewest points a lay-down of the deal's contract can leave, by brute
    force: list every sub-multiset of the hand that is a book or a run, then
    try every choice of the contract's melds from those lists."""
    books, runs = CONTRACTS[deal]
    wilds = [c for c in hand if is_wild(c, wild_twos)]
    naturals = [c for c in hand if not is_wild(c, wild_twos)]
    books_found: list[Counter[int]] = []
    runs_found: list[Counter[int]] = []
    # A book holds wild cards and naturals of one rank; a run, wild cards and naturals of one suit.
    for rank in range(2, 15):
        for cards in sub_multisets([c for c in naturals if c >> 2 == rank] + wilds):
            if len(cards) >= 3 and liverpool_book_fault(cards, wild_twos) is None:
                books_found.append(Counter(cards))
    for suit in range(4):
        for cards in sub_multisets([c for c in naturals if c & 3 == suit] + wilds):
            if len(cards) >= 4 and as_run(cards, wild_twos) is not None:
                runs_found.append(Counter(cards))
    slots = [books_found] * books + [runs_found] * runs
    total = sum(liverpool_value(c, wild_twos) for c in hand)
    best: list[int | None] = [None]

    def points(cards: Counter[int]) -> int:
        return sum(liverpool_value(c, wild_twos) * n for c, n in cards.items())

    def choose(slot: int, start: int, left: Counter[int]) -> None:
        if slot == len(slots):
            left_points = points(left)
            if (deal != 7 or not left) and (best[0] is None or left_points < best[0]):
                best[0] = left_points
            return
        if best[0] is not None and best[0] == 0:
            return
        # melds of the same kind are taken in list order, so each multiset once
        same_kind = slot > 0 and slots[slot] is slots[slot - 1]
        for i in range(start if same_kind else 0, len(slots[slot])):
            meld = slots[slot][i]
            if all(left[c] >= n for c, n in meld.items()):
                choose(slot + 1, i, left - meld)

    choose(0, 0, Counter(hand))
    assert best[0] is None or best[0] <= total
    return best[0]


# Random hands -------------------------------------------------------------------

TWO_PACK_NATURALS = shoe(2, 0)
TWO_PACK_SHOE = shoe(2, 4)


def naturals_and_jokers(rng: random.Random, naturals: int = 11, jokers: int = 2) -> list[int]:
    """``naturals`` random natural cards of a 2-pack shoe, plus ``jokers`` jokers."""
    return rng.sample(TWO_PACK_NATURALS, naturals) + [JOKER] * jokers


def plain_hand(rng: random.Random, size: int = 13) -> list[int]:
    """``size`` random cards of a 2-pack shoe with its 4 jokers."""
    return rng.sample(TWO_PACK_SHOE, size)


def rich_hand(rng: random.Random, size: int = 13) -> list[int]:
    """A hand from a crowded corner of the shoe (two suits, seven ranks, the
    jokers), so that most contracts can be laid down in several ways."""
    suits = rng.sample(range(4), 2)
    low = rng.randint(2, 8)
    corner = [r * 4 + s for r in range(low, low + 7) for s in suits] * 2 + [JOKER] * 4
    return rng.sample(corner, size)


def built_hand(rng: random.Random) -> list[int]:
    """Three random runs of 4-5 cards (a joker in some), and in half the
    hands one card swapped for a random one: deal 7 and its near misses."""
    hand: list[int] = []
    for _ in range(3):
        suit, length = rng.randrange(4), rng.randint(4, 5)
        low = rng.randint(1, 15 - length)
        run = [(14 if place == 1 else place) * 4 + suit for place in range(low, low + length)]
        if rng.random() < 0.5:
            run[rng.randrange(length)] = JOKER
        hand += run
    if rng.random() < 0.5:
        hand[rng.randrange(len(hand))] = rng.choice(TWO_PACK_SHOE)
    return hand


def big_hand(rng: random.Random) -> list[int]:
    """20 cards: 16 naturals of a 2-pack shoe and 4 jokers."""
    return naturals_and_jokers(rng, 16, 4)


# Running ------------------------------------------------------------------------


def cross_check(hands_per_kind: int, seed: int) -> None:
    """``solve`` and ``can_go_down`` against the brute force; exit 1 on any mismatch."""
    rng = random.Random(seed)
    makers: list[tuple[str, Callable[[random.Random], list[int]], bool]] = [
        ("plain 13", plain_hand, False),
        ("11+2 jokers", naturals_and_jokers, False),
        ("rich 13", rich_hand, False),
        ("rich, 2s wild", rich_hand, True),
        ("3 runs", built_hand, False),
        ("3 runs, 2s wild", built_hand, True),
        ("16+4 jokers", big_hand, False),
    ]
    print(f"Cross-check against the brute force: {hands_per_kind} hands per deal and kind.")
    print("Hands that can go down, per deal and kind (the solver agrees on every hand):")
    print(f"{'deal':>4}" + "".join(f"{name:>17}" for name, _, _ in makers))
    for deal in CONTRACTS:
        row = f"{deal:>4}"
        for _, make, wild_twos in makers:
            can = 0
            for _ in range(hands_per_kind):
                hand = make(rng)
                expected = reference_least_left(hand, deal, wild_twos)
                found = solve(hand, deal, wild_twos)
                got = None if found is None else found.left_points
                if got != expected or can_go_down(hand, deal, wild_twos) != (expected is not None):
                    print(f"\nMISMATCH deal {deal} wild_twos={wild_twos} hand {format_cards(hand)}: ", end="")
                    print(f"solver {got}, reference {expected}")
                    sys.exit(1)
                can += expected is not None
            row += f"{can:>17}"
        print(row, flush=True)


def time_solver(hands: int, seed: int, repeats: int) -> None:
    """Time ``solve`` per hand: the best of ``repeats`` runs (shared machines
    preempt a process now and then; the best run is the solver's own time), and
    the worst single first run as well."""
    print(f"\nsolve() on {hands} random hands per deal; ms per hand, best of {repeats} runs:")
    print(
        f"{'hands':<15}{'deal':>5}{'median':>8}{'p90':>8}{'p99':>8}{'worst':>8}{'1st-run worst':>15}{'can go down':>13}"
    )
    makers: list[tuple[str, Callable[[random.Random], list[int]]]] = [
        ("11 + 2 jokers", naturals_and_jokers),
        ("plain 13", plain_hand),
    ]
    for name, make in makers:
        for deal in CONTRACTS:
            rng = random.Random(seed * 100 + deal)
            best_times: list[float] = []
            first_times: list[float] = []
            can = 0
            worst_hand: list[int] = []
            for _ in range(hands):
                hand = make(rng)
                runs = []
                for _ in range(repeats):
                    start = time.perf_counter()
                    found = solve(hand, deal)
                    runs.append((time.perf_counter() - start) * 1000)
                if not best_times or min(runs) > max(best_times):
                    worst_hand = hand
                best_times.append(min(runs))
                first_times.append(runs[0])
                can += found is not None
            best_times.sort()
            p90, p99 = best_times[int(0.9 * hands)], best_times[int(0.99 * hands)]
            print(
                f"{name:<15}{deal:>5}{statistics.median(best_times):>8.3f}{p90:>8.3f}{p99:>8.3f}"
                f"{best_times[-1]:>8.3f}{max(first_times):>15.3f}{can / hands:>12.1%}"
            )
            print(f"{'':<20}slowest hand: {format_cards(sorted(worst_hand))}")


HARD_HANDS = [
    "3h 4h 5h 6h 7h 8h 9h Th Jh Qh Kh * *",
    "3h 4h 5h 6h 7h 8h 9h Th 4h 5h 6h * * * *",
    "Ah 2h 3h 4h 5h 6h 7h 8h 9h Th Jh Qh Kh Ah 2h 3h * *",
]


def time_hard_hands(seed: int, repeats: int) -> None:
    """Beyond the goal: one-suit hands, and hands of 20 and 30 cards."""
    print(f"\nHarder hands, ms (best of {repeats} runs), deals 1-7:")
    for text in HARD_HANDS:
        hand = parse_cards(text)
        times = [min(_timed(hand, deal) for _ in range(repeats)) for deal in CONTRACTS]
        print(f"  {text:<52}" + "".join(f"{t:>7.2f}" for t in times))
    rng = random.Random(seed)
    for naturals, jokers in ((16, 4), (24, 6)):
        hands = [naturals_and_jokers(rng, naturals, jokers) for _ in range(200)]
        print(f"  200 random hands of {naturals} naturals + {jokers} jokers, median / worst per deal:")
        for deal in CONTRACTS:
            times = sorted(min(_timed(hand, deal) for _ in range(repeats)) for hand in hands)
            print(f"    deal {deal}: {statistics.median(times):.2f} / {times[-1]:.2f}")


def _timed(hand: list[int], deal: int) -> float:
    start = time.perf_counter()
    solve(hand, deal)
    return (time.perf_counter() - start) * 1000


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--hands", type=int, default=10_000, help="hands timed per deal and kind")
    parser.add_argument("--check", type=int, default=50, help="hands cross-checked per deal and kind (7 kinds)")
    parser.add_argument("--repeats", type=int, default=3, help="timed runs per hand (the best counts)")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    cross_check(args.check, args.seed)
    time_solver(args.hands, args.seed, args.repeats)
    time_hard_hands(args.seed, args.repeats)


if __name__ == "__main__":
    main()
