"""The Liverpool search plan: what the search bot tries, and the quick rollout policy.

Candidates (action abstraction): when it can go down, the solver's three best
lay-downs (``legal`` lists the best first; going down at once is what good
players do); when down, every lay-off is taken (the greedy bot's); otherwise
the two draws, buying or passing, and at most ``DISCARDS`` discards, the
greedy bot's first and then the least useful cards.  A rollout plays the deal
to its end with :class:`QuickLiverpool` at every seat; an outcome is the mean
of the others' scores of the deal minus the bot's own (low scores win).
"""

from __future__ import annotations

from collections.abc import Sequence

from rummyhall.bots import Bot
from rummyhall.bots.liverpool_shrewd import ShrewdLiverpool, cards_of, fits_table, usefulness
from rummyhall.bots.search import Plan, mean_others
from rummyhall.cards import liverpool_value
from rummyhall.engine import Action, Seat, State, View
from rummyhall.games.liverpool import BUY, DRAW_DISCARD, DRAW_STOCK, PASS, RUMMY, Cut, Discard, Down, LayOff, Swap


class QuickLiverpool(Bot):
    """A fast rule-based policy for rollouts: it calls rummy, goes down with the
    solver's best lay-down, lays off what it can, takes or buys a discard that
    matches its hand, and discards its least useful card (the highest of those)."""

    name = "quick"

    def choose(self, view: View, legal: Sequence[Action], may_pass: bool) -> Action | None:
        if not legal:
            return None
        first = legal[0]
        if first == RUMMY or isinstance(first, Cut):
            return first
        deal, wild_twos = view["deal"], view["wild_twos"]
        down = view["players"][view["seat"]]["down"]
        if DRAW_STOCK in legal or BUY in legal:
            top = view["discard_top"]
            if down and DRAW_DISCARD in legal and top is not None:  # (a card it lays off at once)
                return DRAW_DISCARD if fits_table(cards_of([top])[0], view["table"], wild_twos) else DRAW_STOCK
            wanted = 0
            if top is not None and not down:
                wanted = usefulness(cards_of(view["hand"]), cards_of([top])[0], deal, wild_twos)
            if DRAW_STOCK in legal:
                return DRAW_DISCARD if DRAW_DISCARD in legal and wanted >= 2 else DRAW_STOCK
            return BUY if deal < 7 and wanted >= 4 else PASS
        for action in legal:
            if isinstance(action, Down | LayOff):
                return action
        discards = [a for a in legal if isinstance(a, Discard)]
        if not discards:
            return legal[0]
        if down:  # (only lay-offs are left: the highest card goes)
            return max(discards, key=lambda a: liverpool_value(a.card, wild_twos))
        hand = cards_of(view["hand"])
        return min(discards, key=lambda a: _discard_cost(hand, a.card, deal, wild_twos))


def _discard_cost(hand: list[int], c: int, deal: int, wild_twos: bool) -> tuple[int, int]:
    """Discarding ``c`` costs its usefulness to the rest of the hand; among equals, the highest goes."""
    rest = list(hand)
    rest.remove(c)
    return usefulness(rest, c, deal, wild_twos), -liverpool_value(c, wild_twos)


class LiverpoolPlan(Plan):
    """See the module docstring."""

    END_KINDS = frozenset(("deal_over",))
    MAX_PLIES = 600

    def candidates(self, view: View, legal: Sequence[Action], default: Action) -> list[Action]:
        downs: list[Action] = [a for a in legal if isinstance(a, Down)]
        if downs:
            return downs[:3]
        if isinstance(default, LayOff | Swap | Cut) or view["players"][view["seat"]]["down"]:
            return [default]  # (once down the shrewd policy's lay-offs, draws and discards are kept)
        if (DRAW_STOCK in legal or BUY in legal) and default in (DRAW_DISCARD, BUY) and view["deal"] < 7:
            return [default, DRAW_STOCK if default == DRAW_DISCARD else PASS]  # (is the card worth taking?)
        return [default]  # (draws from the stock, passes and discards: the shrewd policy's)

    def default_bot(self, game: str, seed: int) -> Bot:
        return ShrewdLiverpool(seed)

    def policy(self, seed: int) -> Bot:
        return QuickLiverpool(seed)

    def outcome(self, world: State, seat: Seat, start: View, ended: bool) -> float:
        if ended:
            scores = world.view(None)["history"][-1]
        else:
            scores = [
                sum(liverpool_value(c, start["wild_twos"]) for c in cards_of(world.view(s)["hand"]))
                for s in range(world.game.players)
            ]
        return float(mean_others(scores, seat) - scores[seat])
