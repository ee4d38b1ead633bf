"""A shrewder Carousel policy: the greedy bot that keeps its joker.

The Carousel search bot starts from this policy's choice (its first
candidate, kept unless the samples surely beat it).  It plays as
:class:`~rummyhall.bots.carousel.GreedyCarousel` (the exact solver's
placement, going out and knocking whenever it can) with one rule a card
player would add: **it keeps a joker in hand until the joker takes it out.**
The solver's placement of greatest value lays a joker (worth 25 points in hand)
whenever it fits anywhere; held back, the joker completes a meld later and
is what lets the hand go out (measured against the greedy bot in duplicate
deals: docs/bots.md, "Carousel").  So, holding a joker, it melds the best
placement of its other cards, and with none it draws again; where it may not
draw (the draw pile is empty), it lays the joker after all.
"""

from __future__ import annotations

from collections.abc import Sequence

from rummyhall.bots import Bot
from rummyhall.bots.carousel import best_meld
from rummyhall.cards import JOKER, parse_cards
from rummyhall.engine import Action, View
from rummyhall.games.carousel import DRAW, KNOCK, PASS, Meld, arranged
from rummyhall.solve.carousel import solve


def meld_without_jokers(view: View) -> Meld | None:
    """The solver's best meld for the seat of ``view`` from its cards other
    than jokers (None if nothing of them fits)."""
    hand = [c for c in parse_cards(view["hand"]) if c != JOKER]
    table = [parse_cards(meld) for meld in view["table"]]
    own_needed = view["initial_meld_from_hand"] and not view["players"][view["seat"]]["melded"]
    best = solve(table, hand, own_needed)
    if not best.points:
        return None
    return Meld(tuple(arranged(m) for m in best.melds))


class ShrewdCarousel(Bot):
    """See the module docstring."""

    name = "shrewd"

    def choose(self, view: View, legal: Sequence[Action], may_pass: bool) -> Action | None:
        if not legal:
            return None
        may_meld = view["phase"] in ("meld", "last")
        meld, goes_out = best_meld(view) if may_meld else (None, False)
        if meld is not None and goes_out:
            return meld
        if KNOCK in legal:
            return KNOCK
        if meld is not None and "*" in view["hand"]:
            kept = meld_without_jokers(view)
            if kept is not None:
                return kept
            if DRAW in legal:
                return DRAW
        if meld is not None:
            return meld
        if DRAW in legal:
            return DRAW
        if PASS in legal:
            return PASS
        return legal[0]
