"""Benchmark: environment steps per second, with PettingZoo's own ``performance_benchmark``.

Each of the environments is run by ``pettingzoo.test.performance_benchmark``
(five seconds of random masked actions, resetting at each game's end) beside
PettingZoo's ``texas_holdem_v4``, in the same process, taking turns so that a
busy machine slows them alike; the median of the rounds is reported, and the
median of each round's ratio to texas_holdem (steadier when the load changes).  The goal
(issue 17): Liverpool at least as many steps per second as texas_holdem.

texas_holdem_v4 needs ``rlcard`` and ``pygame`` (pygame-ce), which the project
does not pin for its tests: ``pip install rlcard==1.2.0 pygame-ce==2.5.8``.

Run:  .venv/bin/python bench/bench_env.py [--rounds 3] [--players 4] [--only liverpool]
      (.venv-fast/bin/python for the compiled build, docs/compiled.md, with the rl extra installed there)
"""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import platform
import random
import re
import statistics
import sys
from collections.abc import Callable
from typing import Any

import numpy as np
from pettingzoo.test import performance_benchmark

import rummyhall.engine
from rummyhall.env import carousel_v0, liverpool_v0, rummoli_v0


def texas_holdem() -> Any:
    from pettingzoo.classic import texas_holdem_v4

    return texas_holdem_v4.env()


def turns_per_second(make: Callable[[], Any], seed: int) -> float:
    """One ``performance_benchmark`` run (about five seconds): its turns per second."""
    random.seed(seed)
    np.random.seed(seed)
    env = make()
    printed = io.StringIO()
    with contextlib.redirect_stdout(printed):
        performance_benchmark(env)
    found = re.search(r"([0-9.]+) turns per second", printed.getvalue())
    assert found, printed.getvalue()
    return float(found.group(1))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3, help="runs of each environment, taking turns (median)")
    parser.add_argument("--players", type=int, default=4, help="players in the rummyhall games")
    parser.add_argument("--only", choices=("liverpool", "rummoli", "carousel"), action="append")
    args = parser.parse_args()
    games = {
        "liverpool": lambda: liverpool_v0.env(players=args.players),
        "rummoli": lambda: rummoli_v0.env(players=args.players),
        "carousel": lambda: carousel_v0.env(players=args.players),
    }
    chosen = {name: make for name, make in games.items() if not args.only or name in args.only}
    runs: dict[str, list[float]] = {"texas_holdem_v4": [], **{f"{name}_v0": [] for name in chosen}}
    for round_number in range(args.rounds):
        for name, make in [("texas_holdem_v4", texas_holdem), *((f"{n}_v0", m) for n, m in chosen.items())]:
            runs[name].append(turns_per_second(make, seed=round_number))
            print(f"round {round_number + 1}: {name:16} {runs[name][-1]:8.0f} turns/s", file=sys.stderr)
    compiled = rummyhall.engine.__file__.endswith((".so", ".pyd"))
    summary = {
        "build": "compiled" if compiled else "source",
        "python": platform.python_version(),
        "players": args.players,
        "rounds": args.rounds,
        "turns_per_second": {name: round(statistics.median(values)) for name, values in runs.items()},
        "runs": {name: [round(v) for v in values] for name, values in runs.items()},
    }
    holdem = runs["texas_holdem_v4"]
    ratios = {
        name: statistics.median(v / h for v, h in zip(values, holdem, strict=True)) for name, values in runs.items()
    }
    summary["ratio_to_texas_holdem"] = {name: round(r, 2) for name, r in ratios.items()}
    for name, value in summary["turns_per_second"].items():
        print(f"{name:16} {value:8d} turns/s  ({ratios[name]:.2f} x texas_holdem_v4, median of the rounds' ratios)")
    print(json.dumps(summary))


if __name__ == "__main__":
    main()
