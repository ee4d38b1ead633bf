"""The Carousel search plan: what the search bot tries, and how its rollouts go.

A Carousel round is a race to go out, and the decisions that change who wins
it come at its end.  So a decision is searched only when some hand holds
``CLOSE`` cards or fewer; before that the bot plays as the shrewd policy
(:class:`ShrewdCarousel`: the greedy bot that keeps its joker until it goes
out), at once.  Candidates: the shrewd policy's choice, then knocking, passing
or drawing again where legal; when it would knock, its best meld instead (the
round goes on); when it melds, the listed meld that places the most cards,
if that is more than its own places (the solver's placement is the one of
greatest value, not of most cards).  Laying the joker the policy keeps is not
a candidate (it lost: docs/bots.md, "Carousel").

A rollout plays the shrewd policy at every seat, with the exact solver, to
the end of the round: the tournament's opponents are shrewd bots, and a
round ends within some 150 moves.  The outcome is the bot's points of the
round less the others' mean.

Samples: ``determinize`` deals the hidden cards uniformly, but a shrewd
player lays every card that fits on the table (a joker apart), so what is
left in its hand after its meld fits nowhere; :meth:`CarouselPlan.condition`
gives the others with few cards such cards (otherwise the rollouts see them
go out far too often).
"""

from __future__ import annotations

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

Table = tuple[tuple[int, ...], ...]


def placed(meld: Meld, view: View) -> int:
    """How many hand cards ``meld`` places: its cards less those on the table."""
    return sum(len(m) for m in meld.melds) - sum(len(m) for m in view["table"])


def lays_joker(meld: Meld, view: View) -> bool:
    """Whether ``meld`` lays a joker from the hand (it has more jokers than the table)."""
    on_table: int = sum(text.startswith("*") for m in view["table"] for text in m)
    return sum(c >= JOKER for m in meld.melds for c in m) > on_table


class CarouselPlan(Plan):
    """See the module docstring."""

    END_KINDS = frozenset(("round_over",))
    MAX_PLIES = 400  # (never reached: a round ends when the draw pile runs out, if not before)
    LISTS_EVERY_ACTION = False
    TIME_SHARE = 0.8  # (a move of a rollout, the exact solver's, may take a tenth of a second)
    CONFIDENCE = 1.0
    CLOSE = 4
    """A decision is searched only when some hand holds this many cards or fewer."""
    ORPHANS = 6
    """The others holding this many cards or fewer are sampled with cards that fit nowhere (:meth:`condition`)."""

    def __init__(self) -> None:
        self._table: Table = ()
        self._fits: dict[int, bool] = {}

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

    def fits(self, table: Table, c: int) -> bool:
        """Whether the card ``c`` alone can be laid on ``table`` (the solver's answer, kept per table)."""
        if table != self._table:
            self._table, self._fits = table, {}
        if c not in self._fits:
            self._fits[c] = solve(table, [c]).points > 0
        return self._fits[c]

    def condition(self, world: State, seat: Seat, view: View, rng: random.Random) -> None:
        """The others holding ``ORPHANS`` cards or fewer hold only cards that fit
        nowhere on the table (and jokers): each other card of theirs is swapped
        with such a card from the draw pile, from the pile's bottom up, while
        one is left.  (The table has grown since the earlier players melded, so
        this makes them a little weaker than they are.)"""
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
            return float(last["points"][seat] - mean_others(last["points"], seat))
        values: list[int] = [world.view(s)["hand_value"] for s in range(world.game.players)]
        return mean_others(values, seat) - values[seat]
