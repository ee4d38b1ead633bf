"""Check rummyhall.poker against phevaluator on every five-card hand and on many random hands.

1. Every one of the 2,598,960 five-card hands: our strength must be 7463 minus
   phevaluator's rank.
2. ``--hands`` random hands (default 1,000,000) of 5 to 17 cards, seeded: our
   strength must be 7463 minus the best phevaluator rank over all five-card
   subsets (a brute force; with 17 cards that is 6,188 subsets).  The brute force
   is vectorised with numpy over a table of phevaluator's rank of every
   five-card hand, indexed by the combinatorial number of its sorted cards.
   ``best_five`` is checked on the same hands: five of the cards, same strength.

Equal strengths on every hand means the two orderings agree exactly.

    .venv/bin/python bench/verify_poker.py
    .venv/bin/python bench/verify_poker.py --hands 100000 --seed 1 --skip-exhaustive
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections import Counter
from itertools import chain, combinations, starmap
from math import comb

import numpy as np
import numpy.typing as npt
from phevaluator import _pheval

from rummyhall.cards import format_cards
from rummyhall.poker import best_five, category_of, evaluate

FIVE_CARD_HANDS = comb(52, 5)
# BINOMIAL[k, n] = C(n, k): the combinatorial number of sorted ids c0 < ... < c4 is sum C(c_j, j + 1).
BINOMIAL = np.array([[comb(n, k) for n in range(52)] for k in range(6)], dtype=np.int32)
CHUNK = 2_000_000  # subset evaluations per numpy step


def all_five_card_hands() -> npt.NDArray[np.int8]:
    """Every five-card hand as sorted phevaluator ids (0..51), in itertools order."""
    flat = np.fromiter(chain.from_iterable(combinations(range(52), 5)), dtype=np.int8, count=5 * FIVE_CARD_HANDS)
    return flat.reshape(FIVE_CARD_HANDS, 5)


def combinatorial_index(sorted_ids: npt.NDArray[np.int8]) -> npt.NDArray[np.int32]:
    return sum((BINOMIAL[j + 1][sorted_ids[:, j]] for j in range(5)), np.zeros(len(sorted_ids), dtype=np.int32))


def reference_ranks() -> tuple[npt.NDArray[np.int16], npt.NDArray[np.int16]]:
    """phevaluator's rank of every five-card hand, in itertools order and by combinatorial index."""
    in_order = np.fromiter(
        starmap(_pheval.evaluate_5cards, combinations(range(52), 5)), dtype=np.int16, count=FIVE_CARD_HANDS
    )
    by_index = np.zeros(FIVE_CARD_HANDS, dtype=np.int16)
    by_index[combinatorial_index(all_five_card_hands())] = in_order
    assert by_index.min() >= 1, "the combinatorial index missed some hands"
    return in_order, by_index


def check_every_five_card_hand(in_order: npt.NDArray[np.int16]) -> int:
    """Our strength of every five-card hand against phevaluator; returns the number of disagreements."""
    ours = np.fromiter(
        (evaluate([c + 8 for c in five]) for five in combinations(range(52), 5)), dtype=np.int16, count=FIVE_CARD_HANDS
    )
    wrong = np.flatnonzero(ours != 7463 - in_order)
    for i in wrong[:5]:
        five = list(combinations(range(52), 5))[i]
        print(f"  DISAGREE {format_cards(c + 8 for c in five)}: ours {ours[i]}, phevaluator {7463 - in_order[i]}")
    return len(wrong)


def brute_force_strengths(hands: list[list[int]], by_index: npt.NDArray[np.int16]) -> npt.NDArray[np.int16]:
    """7463 minus the best phevaluator rank over all five-card subsets, for hands all of one size."""
    size = len(hands[0])
    subsets = np.array(list(combinations(range(size), 5)), dtype=np.intp)  # positions in a sorted hand
    ids = np.sort(np.array(hands, dtype=np.intp) - 8, axis=1)
    # terms[h, i, j]: what card i of hand h adds to the index when it is card j of a subset
    terms = np.stack([BINOMIAL[j + 1][ids] for j in range(5)], axis=2)
    best = np.empty(len(hands), dtype=np.int16)
    step = max(1, CHUNK // len(subsets))
    for start in range(0, len(hands), step):
        part = terms[start : start + step]
        index = part[:, subsets[:, 0], 0].copy()
        for j in range(1, 5):
            index += part[:, subsets[:, j], j]
        best[start : start + step] = by_index[index].min(axis=1)
    return (7463 - best).astype(np.int16)


def check_random_hands(count: int, seed: int, by_index: npt.NDArray[np.int16]) -> int:
    """Our strength and best five of random hands of 5 to 17 cards; returns the number of disagreements."""
    rng = random.Random(seed)
    hands = [rng.sample(range(8, 60), rng.randint(5, 17)) for _ in range(count)]

    start = time.perf_counter()
    ours = [evaluate(hand) for hand in hands]
    print(f"  ours: {count:,} hands in {time.perf_counter() - start:.1f} s")

    start = time.perf_counter()
    wrong = 0
    for size in range(5, 18):
        positions = [i for i, hand in enumerate(hands) if len(hand) == size]
        if not positions:
            continue
        reference = brute_force_strengths([hands[i] for i in positions], by_index)
        for i, expected in zip(positions, reference.tolist(), strict=True):
            if ours[i] != expected:
                wrong += 1
                if wrong <= 5:
                    print(f"  DISAGREE {format_cards(hands[i])}: ours {ours[i]}, brute force {expected}")
    print(f"  brute force (numpy): {count:,} hands in {time.perf_counter() - start:.1f} s")

    start = time.perf_counter()
    for hand, strength in zip(hands, ours, strict=True):
        rank = best_five(hand)
        if rank.strength != strength or evaluate(rank.best) != strength or not set(rank.best) <= set(hand):
            wrong += 1
            print(f"  BAD BEST FIVE {format_cards(hand)}: {rank}")
    print(f"  best_five: {count:,} hands in {time.perf_counter() - start:.1f} s")

    categories = Counter(category_of(s) for s in ours)
    print("  categories seen: " + ", ".join(f"{name} {n:,}" for name, n in sorted(categories.items())))
    return wrong


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--hands", type=int, default=1_000_000, help="random hands of 5-17 cards (default 1,000,000)")
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--skip-exhaustive", action="store_true", help="skip the 2,598,960 five-card hands")
    args = parser.parse_args(argv)
    began = time.perf_counter()

    start = time.perf_counter()
    in_order, by_index = reference_ranks()
    print(f"phevaluator table of {FIVE_CARD_HANDS:,} five-card hands: {time.perf_counter() - start:.1f} s")

    wrong = 0
    if not args.skip_exhaustive:
        start = time.perf_counter()
        bad = check_every_five_card_hand(in_order)
        print(f"every five-card hand: {FIVE_CARD_HANDS - bad:,} of {FIVE_CARD_HANDS:,} agree")
        print(f"  ({time.perf_counter() - start:.1f} s)")
        wrong += bad

    print(f"{args.hands:,} random hands of 5-17 cards, seed {args.seed}:")
    bad = check_random_hands(args.hands, args.seed, by_index)
    print(f"  {args.hands - bad:,} of {args.hands:,} agree")
    wrong += bad

    print(f"total {time.perf_counter() - began:.1f} s: " + ("ALL AGREE" if not wrong else f"{wrong:,} DISAGREEMENTS"))
    return 1 if wrong else 0


if __name__ == "__main__":
    sys.exit(main())
