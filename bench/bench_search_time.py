"""How long the search bot thinks per decision: mean, p99 and the longest.

    .venv/bin/python bench/bench_search_time.py liverpool --games 2 --seconds 1
    .venv/bin/python bench/bench_search_time.py carousel --games 2 --players 2

Game ``g`` is played with seed ``seed + g``: one search bot at seat
``g % players``, the ``shrewd`` bot at the others.  Every call of the search
bot's ``move`` is timed (a decision: every move it is asked for, those it
answers at once included), and printed are the mean, the 99th percentile and
the longest over all its decisions, and the same over its searched decisions
(more than one candidate) with their mean samples.  The level's budget is
``seconds`` a decision, counted from the start of the decision; a level below
1 s keeps what its quick decisions do not use for the close ones (the bot's
bank), up to 1 s for one decision.  What this checks is that the bookkeeping
around the samples (the default policy's choice, the candidates, the last
sample) keeps the mean within ``seconds`` and the longest within the larger
of ``seconds`` and 1 s.
"""

from __future__ import annotations

import argparse
import math
import statistics
import time
from typing import Any

from rummyhall.bots import Bot, make_bot
from rummyhall.bots.search import SearchBot, make_search_bot
from rummyhall.engine import Action, Seat, State
from rummyhall.games import make
from rummyhall.selfplay import play_game


class Clocked(Bot):
    """A search bot whose every decision is timed."""

    def __init__(self, inner: SearchBot) -> None:
        super().__init__()
        self.inner = inner
        self.name = inner.name
        self.times: list[float] = []
        self.searched: list[float] = []
        self.samples: list[int] = []

    def choose(self, view: Any, legal: Any, may_pass: bool) -> Action | None:
        return self.inner.choose(view, legal, may_pass)

    def move(self, state: State, seat: Seat) -> Action | None:
        before = self.inner.searched
        start = time.perf_counter()
        action = self.inner.move(state, seat)
        took = time.perf_counter() - start
        self.times.append(took)
        if self.inner.searched > before:
            self.searched.append(took)
            self.samples.append(self.inner.last_samples)
        return action


def p99(values: list[float]) -> float:
    """The 99th percentile (nearest rank)."""
    ordered = sorted(values)
    return ordered[max(0, math.ceil(0.99 * len(ordered)) - 1)]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("game", choices=["liverpool", "carousel", "rummoli"])
    parser.add_argument("--games", type=int, default=2)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--seconds", type=float, default=None, help="per decision (default: the default level, 1 s)")
    parser.add_argument("--seed", type=int, default=9000)
    args = parser.parse_args()
    game = make(args.game, args.players, {})
    clocked = Clocked(make_search_bot(args.game, seed=1, seconds=args.seconds))
    started = time.perf_counter()
    for g in range(args.games):
        bots: list[str | Bot] = [make_bot(args.game, "shrewd", 100 * g + i) for i in range(args.players)]
        bots[g % args.players] = clocked
        play_game(game, args.seed + g, bots)
    t, s = clocked.times, clocked.searched
    print(
        f"{args.game} {clocked.name}, {args.games} games from seed {args.seed}, {args.players} players:"
        f" {len(t)} decisions, mean {statistics.mean(t):.4f} s, p99 {p99(t):.4f} s, max {max(t):.4f} s;"
        + (
            f" {len(s)} searched, mean {statistics.mean(s):.4f} s, p99 {p99(s):.4f} s, max {max(s):.4f} s,"
            f" {statistics.mean(clocked.samples):.1f} samples"
            if s
            else " none searched"
        )
        + f"; {time.perf_counter() - started:.0f} s"
    )


if __name__ == "__main__":
    main()
