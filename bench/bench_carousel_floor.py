"""Benchmark: what one line through ``rummyhall solve carousel --jsonl`` costs beyond the solver.

``bench_carousel.py --families`` times each position from writing its line to
reading the answer, with the ILP run right after.  On positions the ILP answers
in 2-3 ms (small tables, tables without jokers) the goal of 0.10x leaves the
command 0.2-0.3 ms for everything.  This script measures that floor: the round
trip of an empty position and of the small families' positions, and, from
``/proc/PID/schedstat`` (Linux), the command's own CPU time per line and the
time it waited on the run queue to be scheduled after its line arrived; once
with nothing between the lines and once with the ILP between them, as in
``bench_carousel.py``.

Run:  .venv/bin/python bench/bench_carousel_floor.py [--command PATH] [--seed 29] [--per-family 10]
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

from bench_carousel import Command, family_positions, ilp_points, position_line

SMALL = (("game", "small", 0), ("random", "small", 0), ("game", "small", 1), ("random", "small", 1))


def schedule(pid: int) -> tuple[int, int]:
    """The process's CPU time and run-queue wait so far (ns)."""
    cpu, wait, _ = Path(f"/proc/{pid}/schedstat").read_text().split()
    return int(cpu), int(wait)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--command", default=str(Path(sys.executable).parent / "rummyhall"))
    parser.add_argument("--seed", type=int, default=29)
    parser.add_argument("--per-family", type=int, default=10)
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    found = family_positions(args.seed, args.per_family)
    positions = [p for family in SMALL for p in found[family]]
    empty = json.dumps({"table": [], "hand": []})
    command = Command(args.command)
    pid = command.process.pid
    print(f"command: {args.command} solve carousel --jsonl; {len(positions)} positions of {', '.join(map(str, SMALL))}")
    for with_ilp in (False, True):
        for name, lines in (("empty position", [empty] * len(positions)), ("small families", None)):
            wall = cpu = wait = ilp = 0.0
            count = 0
            for _ in range(args.rounds):
                for number, (table, hand) in enumerate(positions):
                    line = lines[number] if lines else position_line(table, hand)
                    cpu0, wait0 = schedule(pid)
                    _, took = command.ask(line)
                    cpu1, wait1 = schedule(pid)
                    wall += took
                    cpu += (cpu1 - cpu0) / 1e9
                    wait += (wait1 - wait0) / 1e9
                    count += 1
                    if with_ilp:
                        ilp += _timed_ilp(table, hand)
            print(
                f"{name:15} {'ILP between' if with_ilp else 'nothing between':16} per line: round trip "
                f"{wall / count * 1000:6.3f} ms, command CPU {cpu / count * 1000:6.3f} ms, run-queue wait "
                f"{wait / count * 1000:6.3f} ms" + (f"; ILP {ilp / count * 1000:6.3f} ms" if with_ilp else "")
            )
    command.close()
    return 0


def _timed_ilp(table: list[list[int]], hand: list[int]) -> float:
    start = time.perf_counter()
    ilp_points(table, hand)
    return time.perf_counter() - start


if __name__ == "__main__":
    sys.exit(main())
