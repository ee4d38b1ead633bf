"""A fingerprint of the Liverpool engine's answers in random play, to prove a
speed change left them alone: ``legal(seat)`` of every actor of every state,
and every event, of random games, hashed (SHA-256).

    python bench/hash_liverpool_legal.py [--seeds 40]

Each game plays a uniformly random legal action of a random actor at each step,
as ``bench_liverpool_engine.py`` does; seeds 0 to ``--seeds`` - 1 for 3, 4, 5,
6 and 8 players, 4 and 5 players with wild twos, and 4 players with ``may_i``
and ``buy_limit`` 2.  Run it before and after a change, in the source and the
compiled build: the hashes must be the same.  Not a benchmark (it prints the
time only as a guide).
"""

from __future__ import annotations

import argparse
import hashlib
import random
import time
from typing import Any

from rummyhall import compiled
from rummyhall.games import make

VARIANTS: list[tuple[int, dict[str, Any]]] = [
    (3, {}),
    (4, {}),
    (5, {}),
    (6, {}),
    (8, {}),
    (4, {"wild_twos": True}),
    (5, {"wild_twos": True}),
    (4, {"may_i": True, "buy_limit": 2}),
]


def fingerprint(players: int, options: dict[str, Any], seed: int) -> tuple[str, int]:
    """The SHA-256 of one random game's legal actions and events, and its number of actions."""
    digest = hashlib.sha256()
    state = make("liverpool", players, options).new(seed)
    rng = random.Random(seed)
    actions = 0
    while not state.over:
        choices = []
        for seat in state.actors():
            legal = state.legal(seat)
            digest.update(f"{seat}:{'/'.join(map(str, legal))}\n".encode())
            choices += [(seat, action) for action in legal]
        seat, action = rng.choice(choices)
        for event in state.apply(seat, action):
            digest.update(f"{event.seat} {event.kind} {event.text} {event.revealed} {event.private}\n".encode())
        actions += 1
    digest.update(repr(state.result).encode())
    return digest.hexdigest(), actions


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=40, help="games per variant (seeds 0 to N-1)")
    args = parser.parse_args()
    print("rummyhall:", "compiled build (mypyc)" if compiled() else "source build")
    total = hashlib.sha256()
    start = time.perf_counter()
    actions = 0
    for players, options in VARIANTS:
        variant = hashlib.sha256()
        for seed in range(args.seeds):
            digest, count = fingerprint(players, options, seed)
            variant.update(digest.encode())
            actions += count
        total.update(variant.hexdigest().encode())
        print(f"{players} players {options}: {variant.hexdigest()[:16]}")
    print(f"all: {total.hexdigest()} ({actions:,} actions, {time.perf_counter() - start:.1f} s)")


if __name__ == "__main__":
    main()
