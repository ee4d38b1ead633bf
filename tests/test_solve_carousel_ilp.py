"""The Carousel solver against the benchmark's ILP (bench/bench_carousel.py) on small random positions.

The ILP (den Hertog & Hulshof's set partitioning, HiGHS through scipy) is an
independent formulation of the same question, CAR-5 included; scipy is in the
development environment (requirements-dev.lock), and the test is skipped
without it.  The brute force of test_solve_carousel.py covers tiny positions;
this covers the benchmark's small families (tables of 3 to 14 cards, hands of
8 to 16, 0 to 2 jokers), too big for a brute force.
"""

from __future__ import annotations

import importlib.util
import random
import sys
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from examples import examples
from rummyhall.cards import format_cards
from rummyhall.solve.carousel import solve

pytest.importorskip("scipy")


def _bench() -> Any:
    path = Path(__file__).resolve().parent.parent / "bench" / "bench_carousel.py"
    spec = importlib.util.spec_from_file_location("bench_carousel", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["bench_carousel"] = module
    spec.loader.exec_module(module)
    return module


BENCH = _bench()


def assert_the_ilp_optimum(table: list[list[int]], hand: list[int]) -> None:
    """The solver's answer is a legal new table worth its points, and its points are the ILP's optimum."""
    best = solve(table, hand)
    answer = {
        "points": best.points,
        "placed": format_cards(best.placed).split(),
        "melds": [format_cards(meld).split() for meld in best.melds],
    }
    assert BENCH.answer_fault(table, hand, answer) is None
    assert best.points == BENCH.ilp_points(table, hand)


@settings(max_examples=examples(60), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 2**32 - 1), st.sampled_from(["small", "small", "middle"]), st.integers(0, 2))
def test_optimum_equals_the_ilp_on_random_positions(seed: int, size: str, jokers: int) -> None:
    """CAR-3, CAR-4, CAR-5, CAR-7, CAR-9: on random valid tables (random melds, some jokers declared on
    the table, the others in the hand) and random hands of 8 to 16 cards, the solver's optimum is the
    ILP's and its answer is a legal new table worth its points."""
    table, hand = BENCH.random_family_position(random.Random(seed), size, jokers)
    assert_the_ilp_optimum(table, hand)


@settings(max_examples=examples(25), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 2**32 - 1))
def test_large_tables_without_jokers_find_the_ilp_optimum(seed: int) -> None:
    """CAR-3, CAR-4, CAR-7, CAR-9: positions of 60 cards or more (table and hand) without a joker,
    which the solver searches by exact passes aiming lower and lower (``_best_falling``), not by
    the beam: the ILP's optimum, and a legal new table worth its points."""
    rng = random.Random(seed)
    table, hand = BENCH.random_family_position(rng, "large", 0)
    while sum(map(len, table)) + len(hand) < 60:
        table, hand = BENCH.random_family_position(rng, "large", 0)
    assert_the_ilp_optimum(table, hand)
