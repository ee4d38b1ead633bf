"""Where could the search gain on the shrewd policy?  Wide candidates, many samples, at shrewd positions.

    .venv/bin/python bench/bench_search_gains.py liverpool --samples 96 --seeds 102
    .venv/bin/python bench/bench_search_gains.py carousel --players 2 --samples 16 --seeds 201,202

Shrewd bots play every seat of each seed's game; at every decision of seat 0
with a choice, the search's rollouts (``SearchBot._rollout``: the plan's
quick policies and outcome, the same samples and policy seeds for every
candidate) weigh the shrewd policy's choice against alternatives, wider than
those the search tries:

- Liverpool: taking the discard or drawing from the stock, buying or not
  (deals 1-6, not down), the solver's three best lay-downs, and the three
  least useful other discards (by the rollout policy's measure), or, when
  another player is down and the seat is not, the dearer discards the search
  weighs (``search_liverpool.dearer_discards``);
- Carousel: the plan's candidates (knocking, passing, drawing again), and,
  where the policy keeps its joker, the solver's best meld that lays it.

Printed per kind of decision (the policy's choice and what it was weighed
against): how many, the mean gain of the best alternative over the policy's
choice (in the outcome's units: points of the deal or round), how often that
gain is more than 1 and 2 standard errors, the mean standard error, and the
sum of the gains of the decisions where it is more than 2.  A gain the rollouts
see is not one a tournament would: the best of several noisy alternatives is
biased upwards, and the rollouts' policies and cut-short outcomes have biases
of their own; this shows where the rollouts *could* lead the search.
"""

from __future__ import annotations

import argparse
import collections
import time

from rummyhall.bots import make_bot
from rummyhall.bots.carousel import best_meld
from rummyhall.bots.liverpool_shrewd import cards_of
from rummyhall.bots.search import SearchBot, gain
from rummyhall.bots.search_carousel import lays_joker
from rummyhall.bots.search_liverpool import _discard_cost, dearer_discards
from rummyhall.engine import Action, State, View
from rummyhall.games import make
from rummyhall.games.carousel import Meld
from rummyhall.games.liverpool import BUY, DRAW_DISCARD, DRAW_STOCK, PASS, Discard, Down
from rummyhall.selfplay import choose_move


def liverpool_options(view: View, legal: list[Action], default: Action) -> tuple[str, list[Action]]:
    """The kind of decision and the options weighed (the policy's choice first)."""
    down = view["players"][view["seat"]]["down"]
    if any(isinstance(a, Down) for a in legal):
        downs = [a for a in legal if isinstance(a, Down)][:3]
        return "down", [default, *(a for a in downs if a != default)][:3]
    if BUY in legal:
        if view["deal"] == 7 or down:
            return "buy (deal 7 or down)", []
        return ("buy" if default == BUY else "pass") + " / the other", [default, PASS if default == BUY else BUY]
    if DRAW_STOCK in legal:
        kind = ("take discard" if default == DRAW_DISCARD else "draw stock") + (", down" if down else "")
        return kind + " / the other", [default, DRAW_STOCK if default == DRAW_DISCARD else DRAW_DISCARD]
    if legal and all(isinstance(a, Discard) for a in legal):
        hand = cards_of(view["hand"])
        others_down = any(p["down"] for p in view["players"] if p["seat"] != view["seat"])
        if others_down and not down:
            assert isinstance(default, Discard)
            return "discard, other down / dearer", [default, *dearer_discards(view, legal, default)[:2]]
        others = sorted(
            (a for a in legal if a != default and isinstance(a, Discard)),
            key=lambda a: _discard_cost(hand, a.card, view["deal"], view["wild_twos"]),
        )
        return "discard" + (", down" if down else "") + " / 3 others", [default, *others[:3]]
    return "other", []


def carousel_options(bot: SearchBot, view: View, legal: list[Action], default: Action) -> tuple[str, list[Action]]:
    """The plan's candidates, and the meld laying the joker where the policy keeps it."""
    options = bot.plan.candidates(view, legal, default)
    kind = (
        ("meld" if isinstance(default, Meld) else str(default))
        + " / "
        + ", ".join("meld" if isinstance(a, Meld) else str(a) for a in options[1:])
    )
    if view["phase"] in ("meld", "last") and "*" in view["hand"]:
        laid, _ = best_meld(view)
        if laid is not None and laid not in options and lays_joker(laid, view):
            options.append(laid)
            kind += (", " if len(options) > 2 else "") + "lay joker"
    return kind, options


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("game", choices=["liverpool", "carousel"])
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--samples", type=int, default=24)
    parser.add_argument("--seeds", default="101")
    parser.add_argument("--only", default="", help="weigh only the decisions whose kind starts with this")
    args = parser.parse_args()
    rows: dict[str, list[tuple[float, float]]] = collections.defaultdict(list)
    bot = SearchBot(args.game, seed=7, samples=args.samples)
    started = time.perf_counter()
    for seed in (int(s) for s in args.seeds.split(",")):
        state: State = make(args.game, args.players, {}).new(seed)
        bots = [make_bot(args.game, "shrewd", seed * 100 + i) for i in range(args.players)]
        while not state.over:
            seat = state.actors()[0]
            legal = list(state.legal(seat))
            if seat == 0 and not state.may_pass(seat) and len(legal) > 1:
                view = state.view(seat)
                default = bot.fallback.choose(view, legal, False)
                assert default is not None
                if args.game == "liverpool":
                    kind, options = liverpool_options(view, legal, default)
                else:
                    kind, options = carousel_options(bot, view, legal, default)
                if len(options) > 1 and kind.startswith(args.only):
                    outcomes: list[list[float]] = [[] for _ in options]
                    for _ in range(args.samples):
                        world = state.determinize(seat, bot.rng)
                        policy_seed = bot.rng.getrandbits(32)
                        for values, option in zip(outcomes, options, strict=True):
                            value = bot._rollout(world, seat, view, option, policy_seed)
                            assert value is not None  # (no deadline: never abandoned)
                            values.append(value)
                    gains = [gain(values, outcomes[0]) for values in outcomes[1:]]
                    rows[kind].append(max((g for g in gains if g is not None), key=lambda g: g[0]))
            state.apply(*choose_move(state, bots))
    print(f"{args.game}, {args.players} players, seeds {args.seeds}, {args.samples} samples:")
    for kind, found in sorted(rows.items()):
        n = len(found)
        sure = sum(m for m, se in found if m > 2 * se)
        print(
            f"  {kind:36s} {n:4d} decisions, best alternative's gain {sum(m for m, _ in found) / n:+6.2f},"
            f" > 1 SE {sum(m > se for m, se in found):3d}, > 2 SE {sum(m > 2 * se for m, se in found):3d},"
            f" SE {sum(se for _, se in found) / n:5.2f}, sum of gains > 2 SE {sure:+5.0f}"
        )
    print(f"  ({time.perf_counter() - started:.0f} s)")


if __name__ == "__main__":
    main()
