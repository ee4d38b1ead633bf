"""Benchmark: the Carousel placement solver against a set-partitioning ILP.

The anchor is the integer programme of den Hertog & Hulshof (2006) for
Rummikub, adapted to Carousel and solved with HiGHS through
``scipy.optimize.milp``.  Candidate melds are every group (3 or 4 suits) and
every sequence of 3 to 5 places (longer ones split into these), each with every
choice of up to two places held by a joker.  Variables: how many times each
candidate is used (0..2), how many of each hand card are laid, how many hand
jokers are laid.  Constraints: every real card on the table is used exactly
once and hand cards at most as often as held; the jokers used are the table's
plus the hand's laid; and the CAR-5 rule exactly, which is linear:
for each card D a table joker stood for, (jokers declared D after) + (real D
cards after) >= (table jokers declared D before).  Objective: the value (CAR-9)
of the hand cards laid.  So the ILP answers the same question as the solver.

Positions: a shoe of two packs and two jokers is shuffled; random valid melds
(groups, sequences of 3 to 7, a joker now and then) are dealt to the table until
it holds 12 to 70 cards; the hand is 8 to 16 cards from the rest of the shoe.

Run:  .venv/bin/python bench/bench_carousel.py [--positions 1000] [--seed 2026]
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections import Counter
from collections.abc import Sequence

import numpy as np
from scipy.optimize import Bounds, LinearConstraint, milp
from scipy.sparse import csr_matrix

from rummyhall.cards import ACE, JOKER, card, carousel_value, format_cards
from rummyhall.melds import carousel_meld_fault
from rummyhall.solve.carousel import solve

Table = list[list[int]]


def place_card(place: int, suit: int) -> int:
    return card(ACE if place in (1, 14) else place, suit)


# Positions -------------------------------------------------------------------


def random_position(rng: random.Random) -> tuple[Table, list[int]]:
    """A valid table of 12 to 70 cards dealt from two packs and two jokers, and a hand of 8 to 16."""
    target = rng.randint(12, 70)
    shoe = Counter({card(rank, suit): 2 for rank in range(2, 15) for suit in range(4)})
    jokers = 2
    table: Table = []
    size = 0
    failures = 0
    while size < target and failures < 400:
        meld = _random_meld(rng, shoe, jokers)
        if meld is None or carousel_meld_fault(meld) is not None:
            failures += 1
            continue
        table.append(meld)
        size += len(meld)
        shoe -= Counter(c for c in meld if c < JOKER)
        jokers -= sum(1 for c in meld if c > JOKER)
    rest = list(shoe.elements()) + [JOKER] * jokers
    rng.shuffle(rest)
    return table, rest[: rng.randint(8, 16)]


def _random_meld(rng: random.Random, shoe: Counter[int], jokers: int) -> list[int] | None:
    if rng.random() < 0.4:
        rank = rng.randint(2, 14)
        cells = [card(rank, s) for s in sorted(rng.sample(range(4), rng.choice((3, 3, 4))))]
    else:
        suit = rng.randrange(4)
        length = rng.choice((3, 3, 3, 4, 4, 5, 6, 7))
        start = rng.randint(1, 15 - length)
        cells = [place_card(q, suit) for q in range(start, start + length)]
    meld = []
    for cell in cells:
        if shoe[cell] and rng.random() > 0.04:
            meld.append(cell)
        elif jokers:
            meld.append(JOKER + cell)
            jokers -= 1
        else:
            return None
    return meld


# The ILP anchor ----------------------------------------------------------------


def _candidate_melds() -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Every candidate meld with joker choices, as 0/1 rows over the 52 cards:
    real cells, joker cells, and the number of jokers."""
    shapes: list[list[int]] = []
    for rank in range(2, 15):
        for suits in ([0, 1, 2], [0, 1, 3], [0, 2, 3], [1, 2, 3], [0, 1, 2, 3]):
            shapes.append([card(rank, s) for s in suits])
    for suit in range(4):
        for length in (3, 4, 5):
            for start in range(1, 15 - length + 1):
                shapes.append([place_card(q, suit) for q in range(start, start + length)])
    real_rows, joker_rows = [], []
    for shape in shapes:
        for jokers in range(3):
            for held in _combinations(len(shape), jokers):
                real = np.zeros(52, dtype=np.int8)
                wild = np.zeros(52, dtype=np.int8)
                for i, c in enumerate(shape):
                    (wild if i in held else real)[c - 8] = 1
                real_rows.append(real)
                joker_rows.append(wild)
    real_matrix = np.array(real_rows)
    joker_matrix = np.array(joker_rows)
    return real_matrix, joker_matrix, joker_matrix.sum(axis=1)


def _combinations(n: int, k: int) -> list[set[int]]:
    import itertools

    return [set(c) for c in itertools.combinations(range(n), k)]


CANDIDATE_REAL, CANDIDATE_JOKER, CANDIDATE_JOKER_COUNT = _candidate_melds()
VALUES = np.array([carousel_value(c) for c in range(8, 60)], dtype=float)


def ilp_points(table: Sequence[Sequence[int]], hand: Sequence[int]) -> int:
    """The optimum by the set-partitioning ILP (HiGHS via scipy.optimize.milp)."""
    table_real = np.zeros(52)
    before = np.zeros(52)
    table_jokers = 0
    for meld in table:
        for c in meld:
            if c < JOKER:
                table_real[c - 8] += 1
            else:
                before[c - JOKER - 8] += 1
                table_jokers += 1
    hand_real = np.zeros(52)
    for c in hand:
        if c < JOKER:
            hand_real[c - 8] += 1
    hand_jokers = sum(1 for c in hand if c == JOKER)
    available = table_real + hand_real
    jokers = table_jokers + hand_jokers
    usable = (CANDIDATE_REAL @ (available == 0) == 0) & (jokers >= CANDIDATE_JOKER_COUNT)
    real = CANDIDATE_REAL[usable].T.astype(float)  # 52 x m
    wild = CANDIDATE_JOKER[usable].T.astype(float)
    count = real.shape[1]
    cards = np.flatnonzero(available)
    hand_cards = np.flatnonzero(hand_real)
    freed = np.flatnonzero(before)
    # variables: melds (count), hand cards laid (len(hand_cards)), hand jokers laid (1)
    n = count + len(hand_cards) + 1
    rows = []
    lower, upper = [], []
    lay = np.zeros((52, len(hand_cards)))
    lay[hand_cards, np.arange(len(hand_cards))] = 1
    for c in cards:  # real cards: used == table + laid
        rows.append(np.concatenate([real[c], -lay[c], [0]]))
        lower.append(table_real[c])
        upper.append(table_real[c])
    rows.append(np.concatenate([CANDIDATE_JOKER_COUNT[usable], np.zeros(len(hand_cards)), [-1]]))
    lower.append(table_jokers)
    upper.append(table_jokers)
    for c in freed:  # CAR-5: jokers declared D after + real D after >= table jokers declared D before
        rows.append(np.concatenate([wild[c], lay[c], [0]]))
        lower.append(before[c] - table_real[c])
        upper.append(np.inf)
    objective = -np.concatenate([np.zeros(count), VALUES[hand_cards], [25.0]])
    result = milp(
        objective,
        constraints=LinearConstraint(csr_matrix(np.array(rows)), lower, upper),
        integrality=np.ones(n),
        bounds=Bounds(np.zeros(n), np.concatenate([np.full(count, 2), hand_real[hand_cards], [hand_jokers]])),
    )
    if result.status != 0:
        raise RuntimeError(f"HiGHS failed: {result.message}")
    return round(-result.fun)


# The run -----------------------------------------------------------------------


def _summary(times: list[float]) -> tuple[float, float, float]:
    ordered = sorted(times)
    return statistics.median(ordered), ordered[int(0.9 * (len(ordered) - 1))], ordered[-1]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--positions", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=2026)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    positions = [random_position(rng) for _ in range(args.positions)]
    ours, theirs = [], []
    mismatches = 0
    for number, (table, hand) in enumerate(positions):
        start = time.perf_counter()
        best = solve(table, hand)
        middle = time.perf_counter()
        anchor = ilp_points(table, hand)
        end = time.perf_counter()
        ours.append(middle - start)
        theirs.append(end - middle)
        if best.points != anchor:
            mismatches += 1
            text = " | ".join(format_cards(m) for m in table)
            print(f"MISMATCH position {number}: solver {best.points}, ILP {anchor}")
            print(f"  table {text}\n  hand  {format_cards(hand)}")
    sizes = [sum(map(len, table)) for table, _ in positions]
    hands = [len(hand) for _, hand in positions]
    with_jokers = sum(1 for table, hand in positions if JOKER in hand or any(c > JOKER for m in table for c in m))
    print(
        f"{len(positions)} positions (seed {args.seed}): table {min(sizes)}-{max(sizes)} cards "
        f"(median {statistics.median(sizes)}), hand {min(hands)}-{max(hands)}, {with_jokers} with jokers"
    )
    print(f"optimum agrees on {len(positions) - mismatches} of {len(positions)}")
    our = _summary(ours)
    their = _summary(theirs)
    print(f"{'':12}{'median':>10}{'p90':>10}{'worst':>10}  (ms)")
    print(f"{'solver':12}" + "".join(f"{t * 1000:10.2f}" for t in our))
    print(f"{'ILP (HiGHS)':12}" + "".join(f"{t * 1000:10.2f}" for t in their))
    print(f"{'ratio':12}" + "".join(f"{a / b:10.3f}" for a, b in zip(our, their, strict=True)))
    print(
        f"goal: median ratio <= 0.1: {'met' if our[0] <= 0.1 * their[0] else 'NOT met'}; "
        f"worst below the ILP's worst: {'met' if our[2] < their[2] else 'NOT met'}"
    )
    return 1 if mismatches else 0


if __name__ == "__main__":
    sys.exit(main())
