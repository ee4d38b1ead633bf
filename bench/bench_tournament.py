"""Benchmark: tournament games per second, on each backend.

Greedy bots play every seat (``--bots greedy``: one rotation per deal, so a
deal is one game) through the same code as ``rummyhall tournament``: the
schedule, :func:`rummyhall.tournament.run.run` and a backend.  Each backend
plays the same seeds; the games must come out identical (checked), and the
figure is games per second of wall clock, start-up of the workers included;
also games per CPU second spent in the games (which the load of a shared
machine changes much less).

- ``one``: every game in this process (``--workers 1``);
- ``local``: worker processes (``--workers N``, default one per core);
- ``ray``: a local Ray with N CPUs (``--ray``); its start (``ray.init``) is
  timed apart, the games after it.

The compiled build (``make fast``) has neither Ray nor the tournament extra;
this script needs neither for ``one`` and ``local``:

Run:  .venv/bin/python bench/bench_tournament.py [--game liverpool] [--players 4] [--games 40]
      .venv-fast/bin/python bench/bench_tournament.py --backends one,local
"""

from __future__ import annotations

import argparse
import json
import os
import time
from collections.abc import Callable

from rummyhall import compiled
from rummyhall.tournament.executors import Backend, InProcess, LocalProcesses, local_cores
from rummyhall.tournament.run import Tournament, run
from rummyhall.tournament.schedule import Plan


def timed(make: Callable[[], Backend], plan: Plan) -> tuple[Tournament, float, float]:
    """The tournament, the seconds to start the backend, the seconds of the games."""
    start = time.perf_counter()
    with make() as backend:
        ready = time.perf_counter()
        tournament = run(plan, backend)
        done = time.perf_counter()
    return tournament, ready - start, done - ready


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", default="liverpool")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--workers", type=int, default=local_cores())
    parser.add_argument("--backends", default="one,local,ray", help="comma-separated: one, local, ray")
    args = parser.parse_args()

    plan = Plan(args.game, args.players, {}, ["greedy"], deals=args.games, seed=args.seed, records=False)
    makers: dict[str, Callable[[], Backend]] = {
        "one": InProcess,
        "local": lambda: LocalProcesses(args.workers),
    }
    if "ray" in args.backends:
        from rummyhall.tournament.executors import RayCluster

        makers["ray"] = lambda: RayCluster(cpus=args.workers)
    build = "compiled" if compiled() else "source"
    print(f"{args.games} games of {args.game}, {args.players} greedy bots, {build} build, {args.workers} workers")
    print(f"load average at start: {' '.join(f'{x:.1f}' for x in os.getloadavg())}")
    figures: dict[str, dict[str, float]] = {}
    reference: list[tuple[object, ...]] | None = None
    for name in args.backends.split(","):
        tournament, start, seconds = timed(makers[name], plan)
        games = [o.same_play() for o in tournament.outcomes]
        if reference is None:
            reference = games
        assert games == reference, f"{name} played other games"
        moves = sum(o.moves for o in tournament.outcomes)
        cpu = sum(o.cpu for o in tournament.outcomes)
        figures[name] = {
            "start_s": round(start, 2),
            "games_s": round(seconds, 2),
            "games_per_s": round(args.games / seconds, 3),
            "games_per_cpu_s": round(args.games / cpu, 3),
        }
        print(
            f"{name:6} {tournament.backend:28} start {start:6.2f} s   {args.games} games {seconds:7.2f} s   "
            f"{args.games / seconds:6.2f} games/s   {moves / seconds:8.0f} moves/s   "
            f"{args.games / cpu:6.2f} games per CPU second of the workers"
        )
    if "local" in figures and "ray" in figures:
        local, ray = figures["local"]["games_s"], figures["ray"]["games_s"]
        start = figures["ray"]["start_s"]
        print(f"Ray against local processes: {100 * (ray / local - 1):+.0f}% time for the games, {start} s to start")
    print(f"load average at end: {' '.join(f'{x:.1f}' for x in os.getloadavg())}")
    print(json.dumps({"game": args.game, "players": args.players, "games": args.games, "build": build, **figures}))


if __name__ == "__main__":
    main()
