"""How strong the search bots are: one test bot against the others, seat by seat.

    .venv/bin/python bench/bench_search.py liverpool --games 12 --seconds 0.1
    .venv/bin/python bench/bench_search.py rummoli --test greedy --others random --games 40

Game ``g`` is played with seed ``seed + g``, the test bot at seat ``g % players``
and the ``--others`` bots elsewhere; the same seed is also played by the
``--others`` bots alone (the baseline: the same deals).  Printed: the test
bot's wins (a shared win counts as a fraction) and the baseline's at the same
seats, its mean score and the others' mean score, and the paired advantage:
the mean of its score less the baseline's at the same seat and seed (with
its standard error), from the winner's side (Liverpool: fewer points).  For
a search bot, the mean seconds and samples per searched decision.  The
tournament command (``rummyhall tournament``) gives the published figures;
this is the quick check used while tuning.
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

OPTIONS: dict[str, dict[str, Any]] = {"liverpool": {"cut_bonus": False}, "carousel": {}, "rummoli": {}}
HIGH_WINS = {"liverpool": False, "carousel": True, "rummoli": True}
"""Whether the highest score wins (Liverpool: the lowest)."""


class Timed(Bot):
    """A search bot that keeps count of its searched decisions and the time they took."""

    def __init__(self, inner: SearchBot) -> None:
        super().__init__()
        self.inner = inner
        self.name = inner.name
        self.decisions = 0
        self.seconds = 0.0
        self.moves = 0
        self.all_seconds = 0.0
        self.samples = 0

    def choose(self, view: Any, legal: Any, may_pass: bool) -> Action | None:
        return self.inner.choose(view, legal, may_pass)

    def move(self, state: State, seat: Seat) -> Action | None:
        searched = self.inner.searched
        start = time.perf_counter()
        action = self.inner.move(state, seat)
        self.moves += 1
        self.all_seconds += time.perf_counter() - start
        if self.inner.searched > searched:
            self.decisions += 1
            self.seconds += time.perf_counter() - start
            self.samples += self.inner.last_samples
        return action


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("game", choices=sorted(OPTIONS))
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--games", type=int, default=12)
    parser.add_argument("--seed", type=int, default=1000)
    parser.add_argument("--test", default="search", help="the bot measured: search, greedy or random")
    parser.add_argument("--others", default="greedy", help="the bot at every other seat")
    parser.add_argument("--seconds", type=float, default=0.1, help="search: thinking time per decision")
    parser.add_argument("--samples", type=int, default=None, help="search: samples per decision instead")
    args = parser.parse_args()

    game = make(args.game, args.players, OPTIONS[args.game])
    sign = 1 if HIGH_WINS[args.game] else -1
    wins, base_wins, diffs, mine, theirs = 0.0, 0.0, [], [], []
    decisions, thought, sampled, moves, all_thought = 0, 0.0, 0, 0, 0.0
    timed: Timed | None = None
    started = time.perf_counter()
    for g in range(args.games):
        seat = g % args.players
        test: Bot
        if args.test == "search":
            seconds = None if args.samples else args.seconds
            timed = Timed(make_search_bot(args.game, args.seed + g, seconds, args.samples))
            test = timed
        else:
            test = make_bot(args.game, args.test, args.seed + g)
        bots: list[str | Bot] = [args.others] * args.players
        bots[seat] = test
        state = play_game(game, args.seed + g, bots).state
        assert state.result is not None
        scores = state.result.scores
        if seat in state.result.winners:
            wins += 1 / len(state.result.winners)
        others = [s for i, s in enumerate(scores) if i != seat]
        mine.append(scores[seat])
        theirs.append(statistics.mean(others))
        base = play_game(game, args.seed + g, [args.others] * args.players).state.result
        assert base is not None
        if seat in base.winners:
            base_wins += 1 / len(base.winners)
        diffs.append(sign * (scores[seat] - base.scores[seat]))
        per = ""
        if timed is not None and timed.decisions:
            decisions, thought, sampled = decisions + timed.decisions, thought + timed.seconds, sampled + timed.samples
            moves, all_thought = moves + timed.moves, all_thought + timed.all_seconds
            per = f" {timed.seconds / timed.decisions:.3f}s {timed.samples / timed.decisions:.1f} samples/decision"
        print(
            f"game {g + 1}: seat {seat} scores {list(scores)} winners {list(state.result.winners)};"
            f" baseline {list(base.scores)}{per}",
            flush=True,
        )
    n = args.games
    error = statistics.stdev(diffs) / math.sqrt(n) if n > 1 else float("nan")
    print(
        f"{args.game}, {args.players} players, {n} games: {args.test} vs {args.others}: wins {wins:g}/{n}"
        f" (baseline {base_wins:g}, chance {n / args.players:.1f}); mean score {statistics.mean(mine):.1f}"
        f" vs {statistics.mean(theirs):.1f}; paired advantage {statistics.mean(diffs):+.1f} +- {error:.1f} points;"
        f" {time.perf_counter() - started:.0f}s"
        + (f"; {thought / decisions:.3f}s, {sampled / decisions:.1f} samples per search" if decisions else "")
        + (f"; {all_thought / moves:.3f}s per move ({moves} moves)" if moves else "")
    )


if __name__ == "__main__":
    main()
