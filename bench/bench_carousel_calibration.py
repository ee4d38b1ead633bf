"""Can the Carousel search see whether drawing again beats the shrewd meld?  Samples against the real hands.

    .venv/bin/python bench/bench_carousel_calibration.py --seeds 503,504,505,506 --samples 16

Shrewd bots play four-player games; at every decision of seats 0 and 2 where
the shrewd policy melds (without going out), may draw again instead, and some
hand holds ``--close`` cards or fewer (the decisions the search bot
searches), the gain of drawing again over the meld is weighed with the
search's rollouts (the shrewd policy at every seat to the end of the round;
the bot's points of the round less the others' mean; the same sample for both
moves) over ``--samples`` samples of three kinds:

- ``uniform``: ``determinize``, as the search bot samples;
- ``orphans``: the same, then the others holding 6 cards or fewer given only
  cards that fit nowhere on the table (and jokers), swapped in from the draw
  pile (a shrewd player lays every card that fits, so what is left in its
  hand after its meld fits nowhere; the table has grown since, so this is
  stricter than the truth for all but the last player);
- ``real``: the real hands, the draw pile shuffled: what the search would see
  if it knew the others' cards.

Printed per position: each kind's mean gain and standard error; at the end,
the mean gains, how often each sampled kind has the sign of ``real``, and the
mean absolute difference from ``real``.
"""

from __future__ import annotations

import argparse
import random
import time

from rummyhall.bots.carousel_shrewd import ShrewdCarousel
from rummyhall.bots.search import gain, mean_others, next_move
from rummyhall.cards import JOKER
from rummyhall.engine import Action, Seat
from rummyhall.games import make
from rummyhall.games.carousel import DRAW, CarouselState, Meld
from rummyhall.selfplay import choose_move
from rummyhall.solve.carousel import solve

KINDS = ("uniform", "orphans", "real")


def rollout(world: CarouselState, seat: Seat, action: Action, bots: list[ShrewdCarousel]) -> float:
    """``action``, then the shrewd policy at every seat to the end of the round."""
    game = world.clone()
    events = game.apply(seat, action)
    while not any(e.kind == "round_over" for e in events):
        events = game.apply(*next_move(game, bots))
    last = game.view(None)["last_round"]
    assert last is not None
    return float(last["points"][seat] - mean_others(last["points"], seat))


def give_orphans(world: CarouselState, seat: Seat, fits: dict[int, bool], most: int = 6) -> None:
    """The others holding ``most`` cards or fewer get only cards that fit nowhere on the table (and jokers)."""
    table = world.table

    def fit(c: int) -> bool:
        if c not in fits:
            fits[c] = solve(table, [c]).points > 0
        return fits[c]

    for other, hand in enumerate(world.hands):
        if other == seat or len(hand) > most:
            continue
        for i, c in enumerate(hand):
            if c == JOKER or not fit(c):
                continue
            j = next((j for j, p in enumerate(world.pile) if p != JOKER and not fit(p)), None)
            if j is None:
                return
            hand[i], world.pile[j] = world.pile[j], c


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seeds", default="503,504,505,506")
    parser.add_argument("--samples", type=int, default=16)
    parser.add_argument("--close", type=int, default=4)
    args = parser.parse_args()
    bots = [ShrewdCarousel(s) for s in range(4)]
    rng = random.Random(3)
    found: list[dict[str, tuple[float, float]]] = []
    started = time.perf_counter()
    for seed in (int(s) for s in args.seeds.split(",")):
        state = make("carousel", 4, {}).new(seed)
        assert isinstance(state, CarouselState)
        while not state.over:
            seat = state.actors()[0]
            legal, view = state.legal(seat), state.view(seat)
            meld = bots[seat].choose(view, legal, False)
            close = min(p["cards"] for p in view["players"]) <= args.close
            if seat in (0, 2) and isinstance(meld, Meld) and DRAW in legal and close:
                fits: dict[int, bool] = {}
                row = {}
                for kind in KINDS:
                    melded, drawn = [], []
                    for _ in range(args.samples):
                        if kind == "real":
                            world = state.clone()
                            rng.shuffle(world.pile)
                        else:
                            world = state.determinize(seat, rng)
                            if kind == "orphans":
                                give_orphans(world, seat, fits)
                        melded.append(rollout(world, seat, meld, bots))
                        drawn.append(rollout(world, seat, DRAW, bots))
                    found_gain = gain(drawn, melded)
                    assert found_gain is not None
                    row[kind] = found_gain
                found.append(row)
                cards = [p["cards"] for p in view["players"]]
                print(seed, "cards", cards, " ".join(f"{k} {m:+6.1f} ± {se:4.1f}" for k, (m, se) in row.items()))
            state.apply(*choose_move(state, bots))
    n = len(found)
    print(f"{n} positions, {args.samples} samples, {time.perf_counter() - started:.0f} s")
    for kind in KINDS:
        mean = sum(row[kind][0] for row in found) / n
        line = f"  {kind:8s} mean gain of drawing again {mean:+6.2f}"
        if kind != "real":
            agree = sum((row[kind][0] > 0) == (row["real"][0] > 0) for row in found)
            error = sum(abs(row[kind][0] - row["real"][0]) for row in found) / n
            line += f", sign of real's {agree}/{n}, mean |difference| {error:5.1f}"
        print(line)


if __name__ == "__main__":
    main()
