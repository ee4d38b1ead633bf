"""Engine speed under random play: rummyhall's Liverpool against OpenSpiel's and
RLCard's gin rummy, measured in the same run; and whole greedy games per second.

    .venv/bin/python bench/bench_liverpool_engine.py [--seconds 20]

Each engine plays uniformly random legal actions (OpenSpiel's chance actions,
the deal, are counted as actions, as in benchmarks.md).  The games differ, so
no answers can be compared; the figures are rates, side by side, with ratios.
Needs `pip install -r bench/requirements.txt` for the anchors.
"""

from __future__ import annotations

import argparse
import random
import time
from collections.abc import Callable

from rummyhall.games import make
from rummyhall.selfplay import play_game


def rummyhall_random(deadline: float, seed: int) -> tuple[int, int, int]:
    """(actions, deals, games) of random 4-player Liverpool until the deadline."""
    game = make("liverpool", 4)
    actions = deals = games = 0
    while time.perf_counter() < deadline:
        state = game.new(seed + games)
        rng = random.Random(seed + games)
        while not state.over:
            options = [(seat, a) for seat in state.actors() for a in state.legal(seat)]
            state.apply(*rng.choice(options))
            actions += 1
        deals += 7
        games += 1
    return actions, deals, games


def openspiel_random(deadline: float, seed: int) -> tuple[int, int, int]:
    import pyspiel

    game = pyspiel.load_game("gin_rummy")
    rng = random.Random(seed)
    actions = deals = 0
    while time.perf_counter() < deadline:
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes, weights = zip(*state.chance_outcomes(), strict=True)
                state.apply_action(rng.choices(outcomes, weights)[0])
            else:
                state.apply_action(rng.choice(state.legal_actions()))
            actions += 1
        deals += 1
    return actions, deals, deals


def rlcard_random(deadline: float, seed: int) -> tuple[int, int, int]:
    import rlcard

    env = rlcard.make("gin-rummy", config={"seed": seed})
    rng = random.Random(seed)
    actions = deals = 0
    while time.perf_counter() < deadline:
        state, _ = env.reset()
        while not env.is_over():
            state, _ = env.step(rng.choice(list(state["legal_actions"])))
            actions += 1
        deals += 1
    return actions, deals, deals


def greedy_games(deadline: float, seed: int) -> tuple[int, int, int]:
    game = make("liverpool", 4)
    actions = games = 0
    while time.perf_counter() < deadline:
        recorder = play_game(game, seed + games, ["greedy"] * 4)
        actions += len(recorder.record.moves)
        games += 1
    return actions, games * 7, games


def measure(name: str, run: Callable[[float, int], tuple[int, int, int]], seconds: float) -> tuple[float, float]:
    start = time.perf_counter()
    actions, deals, games = run(start + seconds, 1)
    elapsed = time.perf_counter() - start
    rates = f"{actions / elapsed:10,.0f} actions/s {deals / elapsed:8,.1f} deals/s {games / elapsed:7,.2f} games/s"
    print(f"{name:38} {rates}")
    return actions / elapsed, deals / elapsed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=20.0, help="time per engine")
    args = parser.parse_args()
    ours, our_deals = measure("rummyhall Liverpool, 4 players, random", rummyhall_random, args.seconds)
    for name, run in (
        ("OpenSpiel gin_rummy (C++), random", openspiel_random),
        ("RLCard gin-rummy, random", rlcard_random),
    ):
        try:
            theirs, their_deals = measure(name, run, args.seconds)
        except ImportError as error:
            print(f"{name}: not installed ({error})")
            continue
        print(f"{'':38} ratio rummyhall/anchor: {ours / theirs:.3f} (actions), {our_deals / their_deals:.3f} (deals)")
    measure("rummyhall Liverpool, 4 greedy bots", greedy_games, args.seconds)


if __name__ == "__main__":
    main()
