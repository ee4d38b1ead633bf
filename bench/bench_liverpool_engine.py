"""Engine speed under random play: rummyhall's Liverpool against OpenSpiel's and
RLCard's gin rummy, measured in the same run; and whole greedy games per second.

    .venv-fast/bin/python bench/bench_liverpool_engine.py [--seconds 20] [--slice 1]

``make bench`` builds .venv-fast, with the rules core compiled by mypyc
(docs/compiled.md); with .venv/bin/python the same script measures the source.

The engines take turns in slices of a second, so that a shared machine's load
falls on each alike.
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

from rummyhall import compiled
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
    # A turn cap, as for any simulation: now and then four greedy hands can go
    # round and round a deal nobody can end (LIV-18/19 let play go on).
    game = make("liverpool", 4, {"turn_cap": 300})
    actions = games = 0
    while time.perf_counter() < deadline:
        recorder = play_game(game, seed + games, ["greedy"] * 4)
        actions += len(recorder.record.moves)
        games += 1
    return actions, games * 7, games


ENGINES: dict[str, Callable[[float, int], tuple[int, int, int]]] = {
    "rummyhall Liverpool, 4 players, random": rummyhall_random,
    "OpenSpiel gin_rummy (C++), random": openspiel_random,
    "RLCard gin-rummy, random": rlcard_random,
    "rummyhall Liverpool, 4 greedy bots": greedy_games,
}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=20.0, help="time per engine")
    parser.add_argument("--slice", type=float, default=1.0, help="engines take turns in slices of this many seconds")
    args = parser.parse_args()
    print("rummyhall:", "compiled build (mypyc)" if compiled() else "source build (.venv-fast/bin/python: compiled)")
    engines = dict(ENGINES)
    for name in ("OpenSpiel gin_rummy (C++), random", "RLCard gin-rummy, random"):
        try:
            engines[name](0.0, 1)
        except ImportError as error:
            print(f"{name}: not installed ({error})")
            del engines[name]
    # The engines take turns, a slice at a time, so that the load of a shared
    # machine falls on each alike; each adds up its own actions and time.
    totals = {name: [0, 0, 0, 0.0] for name in engines}
    for round_number in range(max(1, round(args.seconds / args.slice))):
        for name, run in engines.items():
            start = time.perf_counter()
            counts = run(start + args.slice, round_number * 1000)
            totals[name][3] += time.perf_counter() - start
            for i, count in enumerate(counts):
                totals[name][i] += count
    rates = {}
    for name, (actions, deals, games, elapsed) in totals.items():
        rate = actions / elapsed, deals / elapsed, games / elapsed
        rates[name] = rate[:2]
        print(f"{name:38} {rate[0]:10,.0f} actions/s {rate[1]:8,.1f} deals/s {rate[2]:7,.2f} games/s")
    ours, our_deals = rates["rummyhall Liverpool, 4 players, random"]
    for name in engines:
        if not name.startswith("rummyhall"):
            theirs, their_deals = rates[name]
            anchor = name.split(",")[0]
            print(f"ratio rummyhall/{anchor}: {ours / theirs:.3f} (actions), {our_deals / their_deals:.3f} (deals)")


if __name__ == "__main__":
    main()
