"""The Rummoli search plan: what the search bot tries, and the quick rollout policy.

Every legal action is a candidate (a claim is made at once).  A rollout plays
the round to its end with :class:`QuickRummoli` at every seat; an outcome is
the bot's gain in chips over the round minus the others' mean gain.  In the
betting, samples must fit the opponents' bets (:meth:`RummoliPlan.plausible`).
"""

from __future__ import annotations

from collections.abc import Sequence

from rummyhall.bots import Bot
from rummyhall.bots.rummoli import GreedyRummoli, win_chance
from rummyhall.bots.search import Plan, mean_others
from rummyhall.cards import parse_cards
from rummyhall.engine import Action, Seat, State, View
from rummyhall.games.rummoli import KEEP, PASS, Claim

CALLED = 0.3
"""The least win chance of an opponent who has put chips in the betting (see ``RummoliPlan.plausible``)."""


class QuickRummoli(GreedyRummoli):
    """The greedy bot without its sampling of the widow: it keeps its hand and
    does not bid (fast enough for rollouts)."""

    name = "quick"

    def _widow(self, view: View, hand: list[int], legal: Sequence[Action]) -> Action:
        return KEEP

    def _auction(self, view: View, hand: list[int], legal: Sequence[Action]) -> Action:
        return PASS


class RummoliPlan(Plan):
    """See the module docstring."""

    END_KINDS = frozenset(("round_over",))
    CONFIDENCE = 1.0  # (measured: +4.3 chips a game against the greedy bot at 0.1 s, docs/bots.md)
    LEAST_SAMPLES = 2

    def candidates(self, view: View, legal: Sequence[Action], default: Action) -> list[Action]:
        if isinstance(default, Claim):
            return [default]
        return [default, *(a for a in legal if a != default)]

    def plausible(self, world: State, seat: Seat, view: View) -> bool:
        """In the betting, an opponent who has put chips in holds a hand the
        greedy bot would have called with: a win chance of at least ``CALLED``."""
        if view["phase"] != "betting":
            return True
        players = view["players"]
        contenders = sum(1 for p in players if p["in_game"] and not p["folded"])
        for p in players:
            if p["seat"] != seat and p["bet"] > 0 and not p["folded"]:
                hand = parse_cards(world.view(p["seat"])["hand"])
                if win_chance(hand, contenders - 1) < CALLED:
                    return False
        return True

    def policy(self, seed: int) -> Bot:
        return QuickRummoli(seed)

    def outcome(self, world: State, seat: Seat, start: View, ended: bool) -> float:
        before = [p["chips"] for p in start["players"]]
        gains = [p["chips"] - b for p, b in zip(world.view(None)["players"], before, strict=True)]
        return float(gains[seat] - mean_others(gains, seat))
