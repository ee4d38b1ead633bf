"""Benchmark: environment steps per second, with PettingZoo's own ``performance_benchmark``.

Each of the environments is run by ``pettingzoo.test.performance_benchmark``
(five seconds of random masked actions, resetting at each game's end) beside
PettingZoo's ``texas_holdem_v4``, in the same process, taking turns so that a
busy machine slows them alike; the median of the rounds is reported, and the
median of each round's ratio to texas_holdem (steadier when the load changes).  The goal
(issue 17): Liverpool at least as many steps per second as texas_holdem.

texas_holdem_v4 needs ``rlcard`` and ``pygame`` (pygame-ce), which the project
does not pin for its tests: ``pip install rlcard==1.2.0 pygame-ce==2.5.8``.

Run:  .venv/bin/python bench/bench_env.py [--rounds 3] [--players 4] [--only liverpool] [--cpu-turns 20000]
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
import time
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
    """One ``performance_benchmark`` run (about five seconds): its turns per second.

    The environment is reset with ``seed`` first, so that its later resets deal the
    same games in every run of that seed (each build, before and after a change,
    plays the same games; they cost very different times in Carousel)."""
    random.seed(seed)
    np.random.seed(seed)
    env = make()
    env.reset(seed=seed)
    printed = io.StringIO()
    with contextlib.redirect_stdout(printed):
        performance_benchmark(env)
    found = re.search(r"([0-9.]+) turns per second", printed.getvalue())
    assert found, printed.getvalue()
    return float(found.group(1))


def turns_per_cpu_second(make: Callable[[], Any], seed: int, turns: int) -> float:
    """``performance_benchmark``'s loop for a fixed number of ``turns`` (the same
    random masked actions, resetting at each game's end), timed by this process's
    CPU time: on a busy machine, steadier than turns per second of the clock."""
    random.seed(seed)
    np.random.seed(seed)
    env = make()
    env.reset(seed=seed)
    env.reset()
    played = 0
    start = time.process_time()
    while played < turns:
        for agent in env.agent_iter(env.num_agents):
            obs, _, termination, truncation, _ = env.last()
            if termination or truncation:
                action = None
            elif isinstance(obs, dict) and "action_mask" in obs:
                action = random.choice(np.flatnonzero(obs["action_mask"]).tolist())
            else:
                action = env.action_space(agent).sample()
            env.step(action)
            played += 1
            if all(env.terminations.values()) or all(env.truncations.values()):
                env.reset()
    return played / (time.process_time() - start)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3, help="runs of each environment, taking turns (median)")
    parser.add_argument("--players", type=int, default=4, help="players in the rummyhall games")
    parser.add_argument("--only", choices=("liverpool", "rummoli", "carousel"), action="append")
    parser.add_argument(
        "--cpu-turns",
        type=int,
        metavar="N",
        help="play N turns of each (at least: whole agent cycles) and count turns per CPU second of this process",
    )
    args = parser.parse_args()
    games = {
        "liverpool": lambda: liverpool_v0.env(players=args.players),
        "rummoli": lambda: rummoli_v0.env(players=args.players),
        "carousel": lambda: carousel_v0.env(players=args.players),
    }
    chosen = {name: make for name, make in games.items() if not args.only or name in args.only}
    runs: dict[str, list[float]] = {"texas_holdem_v4": [], **{f"{name}_v0": [] for name in chosen}}
    unit = "turns/CPU s" if args.cpu_turns else "turns/s"
    for round_number in range(args.rounds):
        for name, make in [("texas_holdem_v4", texas_holdem), *((f"{n}_v0", m) for n, m in chosen.items())]:
            if args.cpu_turns:
                runs[name].append(turns_per_cpu_second(make, round_number, args.cpu_turns))
            else:
                runs[name].append(turns_per_second(make, seed=round_number))
            print(f"round {round_number + 1}: {name:16} {runs[name][-1]:8.0f} {unit}", file=sys.stderr)
    compiled = rummyhall.engine.__file__.endswith((".so", ".pyd"))
    summary = {
        "build": "compiled" if compiled else "source",
        "python": platform.python_version(),
        "players": args.players,
        "rounds": args.rounds,
        "timed_by": f"CPU time of {args.cpu_turns} turns" if args.cpu_turns else "the clock, five seconds",
        "turns_per_second": {name: round(statistics.median(values)) for name, values in runs.items()},
        "runs": {name: [round(v) for v in values] for name, values in runs.items()},
    }
    holdem = runs["texas_holdem_v4"]
    ratios = {
        name: statistics.median(v / h for v, h in zip(values, holdem, strict=True)) for name, values in runs.items()
    }
    summary["ratio_to_texas_holdem"] = {name: round(r, 2) for name, r in ratios.items()}
    for name, value in summary["turns_per_second"].items():
        print(f"{name:16} {value:8d} {unit}  ({ratios[name]:.2f} x texas_holdem_v4, median of the rounds' ratios)")
    print(json.dumps(summary))


if __name__ == "__main__":
    main()
