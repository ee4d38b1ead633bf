"""The greedy Carousel bot.

Each turn it draws, and after every draw it looks for the best placement of
its hand on the table with the exact solver
(:func:`rummyhall.solve.carousel.solve`).  It goes out whenever it can, knocks
whenever it may (CAR-8), and otherwise melds the solver's best placement as
soon as it adds any value; with nothing to place it draws again (CAR-6) or
passes.

The solver's table is sent as the meld even when ``legal`` does not list it:
``legal`` lists a few melds only, and ``apply`` accepts any valid table.
"""

from __future__ import annotations

from collections.abc import Sequence

from rummyhall.bots import Bot
from rummyhall.cards import JOKER, parse_cards
from rummyhall.engine import Action, View
from rummyhall.games.carousel import DRAW, KNOCK, PASS, Meld, arranged
from rummyhall.solve.carousel import solve


def best_meld(view: View, keep_jokers: bool = False) -> tuple[Meld | None, bool]:
    """The solver's best meld for the seat of ``view`` (None if nothing fits),
    and whether it places the whole hand; with ``keep_jokers``, from the hand's
    other cards only."""
    hand = parse_cards(view["hand"])
    placeable = [c for c in hand if c != JOKER] if keep_jokers else hand
    table = [parse_cards(meld) for meld in view["table"]]
    own_needed = view["initial_meld_from_hand"] and not view["players"][view["seat"]]["melded"]
    best = solve(table, placeable, own_needed)
    if not best.points:
        return None, False
    return Meld(tuple(arranged(m) for m in best.melds)), len(best.placed) == len(hand)


class GreedyCarousel(Bot):
    """See the module docstring."""

    name = "greedy"

    def choose(self, view: View, legal: Sequence[Action], may_pass: bool) -> Action | None:
        if not legal:
            return None
        may_meld = view["phase"] in ("meld", "last")
        meld, goes_out = best_meld(view) if may_meld else (None, False)
        if meld is not None and goes_out:
            return meld
        if KNOCK in legal:
            return KNOCK
        if meld is not None:
            return self.short_of_going_out(view, meld, legal)
        if DRAW in legal:
            return DRAW
        if PASS in legal:
            return PASS
        return legal[0]

    def short_of_going_out(self, view: View, meld: Meld, legal: Sequence[Action]) -> Action:
        """The move when ``meld``, the best placement, does not take the hand out: meld it now."""
        return meld
