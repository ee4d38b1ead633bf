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

from rummyhall.bots.carousel import GreedyCarousel, best_meld
from rummyhall.engine import Action, View
from rummyhall.games.carousel import DRAW, Meld


class ShrewdCarousel(GreedyCarousel):
    """See the module docstring."""

    name = "shrewd"

    def short_of_going_out(self, view: View, meld: Meld, legal: Sequence[Action]) -> Action:
        """Holding a joker: the best meld of the other cards, else draw again (else the joker goes down)."""
        if "*" not in view["hand"]:
            return meld
        kept, _ = best_meld(view, keep_jokers=True)
        if kept is not None:
            return kept
        return DRAW if DRAW in legal else meld
