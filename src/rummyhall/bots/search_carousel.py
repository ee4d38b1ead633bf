"""The Carousel search plan: what the search bot tries, and the quick rollout policy.

Candidates: the shrewd policy's choice (:class:`ShrewdCarousel`: the greedy
bot that keeps its joker until it goes out), then knocking, passing or drawing
again where legal.  Laying the joker is not a candidate: the rollouts, cut
short and scored by hand value, count a held joker as 25 points lost and
overruled the shrewd policy's keeping it in 19 of 23 positions (10 samples),
which lost most of its gain (docs/bots.md, "Carousel").  A rollout plays on
with :class:`QuickCarousel` at every seat (the exact solver is far too slow
for rollouts) to the end of the round or for ``MAX_PLIES`` moves; an outcome
is the bot's points of the round minus the others' mean, the points expected
from the hands where the rollout stopped (:func:`expected_points`).
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence

from rummyhall.bots import Bot
from rummyhall.bots.carousel import best_meld
from rummyhall.bots.carousel_shrewd import ShrewdCarousel
from rummyhall.bots.search import Plan, mean_others
from rummyhall.cards import JOKER
from rummyhall.engine import Action, Seat, State, View
from rummyhall.games.carousel import DRAW, KNOCK, PASS, CarouselState, Meld
from rummyhall.solve.carousel import solve


def placed(meld: Meld, view: View) -> int:
    """How many hand cards ``meld`` places: its cards less those on the table."""
    return sum(len(m) for m in meld.melds) - sum(len(m) for m in view["table"])


def lays_joker(meld: Meld, view: View) -> bool:
    """Whether ``meld`` lays a joker from the hand (it has more jokers than the table)."""
    on_table: int = sum(text.startswith("*") for m in view["table"] for text in m)
    return sum(c >= JOKER for m in meld.melds for c in m) > on_table


SPREAD = 8.0
"""Hand points that make a lead uncertain, in :func:`expected_points`."""


def expected_points(values: Sequence[int]) -> list[float]:
    """What each hand may score if the round goes on (CAR-10 in expectation):
    the points it would win as the lowest hand, times a chance of ending
    lowest that falls off by a factor e every ``SPREAD`` points above the lowest.

    >>> [round(p) for p in expected_points([5, 5, 30])]
    [12, 12, 0]
    """
    low = min(values)
    weights = [math.exp((low - v) / SPREAD) for v in values]
    total = sum(weights)
    return [w / total * max(0, sum(o - v for o in values)) for v, w in zip(values, weights, strict=True)]


class QuickCarousel(Bot):
    """A fast policy for rollouts: it goes out when a listed meld places its
    whole hand, knocks when it may, else melds the listed meld placing the most
    cards (one that keeps a joker in hand, as :class:`ShrewdCarousel` does,
    unless it may not draw), else draws again, else passes."""

    name = "quick"

    def choose(self, view: View, legal: Sequence[Action], may_pass: bool) -> Action | None:
        if not legal:
            return None
        melds = [a for a in legal if isinstance(a, Meld)]
        best = max(melds, key=lambda m: placed(m, view)) if melds else None
        if best is not None and placed(best, view) == view["players"][view["seat"]]["cards"]:
            return best
        if KNOCK in legal:
            return KNOCK
        if best is not None and DRAW in legal and lays_joker(best, view):
            keeping = [m for m in melds if not lays_joker(m, view)]
            best = max(keeping, key=lambda m: placed(m, view)) if keeping else None
        if best is not None:
            return best
        return DRAW if DRAW in legal else PASS if PASS in legal else legal[0]


class CarouselPlan(Plan):
    """See the module docstring."""

    END_KINDS = frozenset(("round_over",))
    MAX_PLIES = 400
    LISTS_EVERY_ACTION = False
    TIME_SHARE = 0.8  # (a move of a rollout, the exact solver's, may take a tenth of a second)
    CONFIDENCE = 1.0
    CLOSE = 4
    """A decision is searched only when some hand holds this many cards or fewer."""
    ORPHANS = 6
    """The others holding this many cards or fewer are sampled with cards that fit nowhere (:meth:`condition`)."""

    def candidates(self, view: View, legal: Sequence[Action], default: Action) -> list[Action]:
        if min(p["cards"] for p in view["players"]) > self.CLOSE:
            return [default]
        options = [default, *(a for a in (KNOCK, PASS, DRAW) if a in legal and a != default)]
        melds = [a for a in legal if isinstance(a, Meld)]
        if default == KNOCK and view["phase"] == "meld":
            meld, _ = best_meld(view, keep_jokers="*" in view["hand"])
            if meld is not None:
                options.append(meld)
        elif isinstance(default, Meld) and melds:
            most = max(melds, key=lambda m: placed(m, view))
            if placed(most, view) > placed(default, view) and (DRAW not in legal or not lays_joker(most, view)):
                options.append(most)
        return options

    def __init__(self) -> None:
        self._table: tuple[tuple[int, ...], ...] = ()
        self._fits: dict[int, bool] = {}

    def fits(self, table: tuple[tuple[int, ...], ...], c: int) -> bool:
        """Whether the card ``c`` alone can be laid on ``table`` (the solver's answer, kept per table)."""
        if table != self._table:
            self._table, self._fits = table, {}
        if c not in self._fits:
            self._fits[c] = solve(table, [c]).points > 0
        return self._fits[c]

    def condition(self, world: State, seat: Seat, view: View, rng: random.Random) -> None:
        """The others holding ``ORPHANS`` cards or fewer hold only cards that fit
        nowhere on the table (and jokers): a shrewd player lays every card that
        fits (keeping a joker), so what is left in its hand after its meld fits
        nowhere.  Each other card of theirs is swapped with such a card from the
        draw pile, if one is left, from the pile's bottom up."""
        assert isinstance(world, CarouselState)
        table = tuple(world.table)
        if not table:
            return
        pile = world.pile
        for other, hand in enumerate(world.hands):
            if other == seat or len(hand) > self.ORPHANS:
                continue
            for i, c in enumerate(hand):
                if c == JOKER or not self.fits(table, c):
                    continue
                j = next((j for j, p in enumerate(pile) if p != JOKER and not self.fits(table, p)), None)
                if j is None:
                    return
                hand[i], pile[j] = pile[j], c

    def default_bot(self, game: str, seed: int) -> Bot:
        return ShrewdCarousel(seed)

    def policy(self, seed: int) -> Bot:
        return ShrewdCarousel(seed)

    def outcome(self, world: State, seat: Seat, start: View, ended: bool) -> float:
        if ended:
            last = world.view(None)["last_round"]
            assert last is not None
            points = last["points"]
            return float(points[seat] - mean_others(points, seat))
        points = expected_points([world.view(s)["hand_value"] for s in range(world.game.players)])
        return points[seat] - mean_others(points, seat)
