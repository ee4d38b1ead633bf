"""Where Rummoli chips move, with greedy bots: what the search's outcome model rests on.

    .venv/bin/python bench/bench_rummoli_chips.py --games 60

Prints the board gathered for the final poker, the chips won per pot, the
spread of final chips, and the standard deviation of the chips two players
move apart in a round and in the final poker (``search_rummoli.ROUND_SPREAD``
and ``FINAL_SPREAD``).
"""

from __future__ import annotations

import argparse
import statistics
from collections import Counter

from rummyhall.bots import make_bot
from rummyhall.games import make
from rummyhall.selfplay import choose_move


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=60)
    args = parser.parse_args()
    game = make("rummoli", 4, {})
    boards: list[int] = []
    spreads: list[float] = []
    per_round: list[int] = []
    final: list[int] = []
    won: Counter[str] = Counter()
    for seed in range(args.games):
        players = [make_bot("rummoli", "greedy", seed * 100 + i) for i in range(4)]
        state = game.new(seed)
        before = list(state.stacks)
        while not state.over:
            mover, action = choose_move(state, players)
            for event in state.apply(mover, action):
                if event.kind in ("round_over", "gather"):
                    moved = [now - then for now, then in zip(state.stacks, before, strict=True)]
                    if event.kind == "round_over":
                        per_round += [moved[0] - moved[1], moved[2] - moved[3]]
                    else:
                        boards.append(event.params["total"])
                    before = list(state.stacks)
                if event.kind == "pot_won":
                    won["final poker" if state.final else event.params["pot"]] += event.params["chips"]
                if event.kind == "poker_won":
                    won["final poker" if state.final else "poker"] += event.params["chips"]
        moved = [now - then for now, then in zip(state.stacks, before, strict=True)]
        final += [moved[0] - moved[1], moved[2] - moved[3]]
        spreads.append(statistics.pstdev(state.stacks))
    print(f"{args.games} games, 4 greedy bots")
    print(f"board at the final poker: mean {statistics.mean(boards):.1f} (from {min(boards)} to {max(boards)})")
    print(
        "chips won a game per pot:",
        {p: round(c / args.games, 1) for p, c in won.items()},
    )
    print(f"spread of final chips (sd a player): {statistics.mean(spreads):.1f}")
    apart = f"per round {statistics.pstdev(per_round):.1f}, final poker {statistics.pstdev(final):.1f}"
    print(f"two players' chips apart, sd: {apart}")


if __name__ == "__main__":
    main()
