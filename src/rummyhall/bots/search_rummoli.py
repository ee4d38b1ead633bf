"""The Rummoli search plan: what the search bot tries, and the quick rollout policy.

Every legal action is a candidate (a claim is made at once), the shrewd
policy's choice first (``ShrewdRummoli``, which plays as the greedy bot).  A rollout plays
the round to its end with :class:`QuickRummoli` at every seat; an outcome is
the bot's gain in chips over the round minus the others' mean gain.  In the
betting, samples must fit the opponents' bets (:meth:`RummoliPlan.plausible`).
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from rummyhall.bots import Bot
from rummyhall.bots.rummoli import BET_AT, RAISE_AT, GreedyRummoli, win_chance
from rummyhall.bots.search import Plan, mean_others
from rummyhall.cards import parse_cards
from rummyhall.engine import Action, Seat, State, View
from rummyhall.games.rummoli import KEEP, PASS, Bid, Claim
from rummyhall.games.rummoli_betting import Bet, Raise

ROUND_SPREAD = 24.0
"""The standard deviation of the chips two players gain on each other in a round
(measured: greedy bots, 4 players, 60 games, 1,200 pairs of seats)."""
FINAL_SPREAD = 0.9
"""The same over the final poker, per chip on the board (measured likewise: 51
chips for a board of 57 on average)."""
BOARD_GROWTH = 5.0
"""Chips the board gains per round on average (57 after 10 rounds)."""
UNKNOWN_ROUNDS = 10
"""Rounds still to come assumed when the game has no set number of rounds."""

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
        """Every legal action but the middle sizes of a bet, raise or bid: the
        smallest and the largest stand for them (fewer candidates, fewer
        chances that one beats the greedy choice by luck)."""
        if isinstance(default, Claim):
            return [default]
        sized = [a for a in legal if isinstance(a, Bet | Raise | Bid)]
        ends = {min(sized, key=_size), max(sized, key=_size)} if sized else set()
        return [default, *(a for a in legal if a != default and (a in ends or a not in sized))]

    def plausible(self, world: State, seat: Seat, view: View) -> bool:
        """In the betting, the sample must fit what the greedy bot would have
        done: an opponent who has put chips in holds a win chance of at least
        ``CALLED``, and when the bot faces a bet, the strongest opponent at
        the full bet holds what the greedy bot bets with (``BET_AT``), or
        raises with (``RAISE_AT``) once there was a raise."""
        if view["phase"] != "betting":
            return True
        betting = view["betting"]
        assert betting is not None
        players = view["players"]
        contenders = sum(1 for p in players if p["in_game"] and not p["folded"])
        strongest = 0.0
        for p in players:
            if p["seat"] != seat and p["bet"] > 0 and not p["folded"]:
                chance = win_chance(parse_cards(world.view(p["seat"])["hand"]), contenders - 1)
                if chance < CALLED:
                    return False
                if p["bet"] == betting["current_bet"]:
                    strongest = max(strongest, chance)
        if betting["to_call"]:
            return strongest >= (RAISE_AT if betting["raises"] else BET_AT)
        return True

    def policy(self, seed: int) -> Bot:
        return QuickRummoli(seed)

    def outcome(self, world: State, seat: Seat, start: View, ended: bool) -> float:
        """The chance of finishing ahead of each other player (the tournament's
        places), averaged over them; see :func:`ahead_chances`."""
        chances = ahead_chances(world.view(None), seat)
        return mean_others(chances, seat)


def _size(action: Action) -> int:
    """The chips of a bet, raise or bid."""
    assert isinstance(action, Bet | Raise | Bid)
    return action.amount


def spread_left(view: View) -> float:
    """The standard deviation of the chips two players may still gain on each
    other before the game ends: ``ROUND_SPREAD`` for each round to come, and
    ``FINAL_SPREAD`` times the board expected at the final poker."""
    if view["over"]:
        return 0.0
    board = sum(view["pots"].values()) + sum(p["bet"] for p in view["players"])
    if view["final"]:
        left = 0
    elif view["rounds"] is None:
        left = UNKNOWN_ROUNDS
    else:
        left = max(0, view["rounds"] - view["round"] + 1)  # (the round under way counts)
    final = FINAL_SPREAD * (board + BOARD_GROWTH * left)
    return math.sqrt(left * ROUND_SPREAD**2 + final**2)


def ahead_chances(view: View, seat: Seat) -> list[float]:
    """For every seat, the chance that ``seat`` ends the game with more chips
    (a tie counts half), in a normal model of the chips still to move
    (:func:`spread_left`); at the game's end, 1, 0.5 or 0.

    The tournament ranks players by their final chips, so this, not the chips
    themselves, is what the search maximises: a lead that no round can undo
    is worth no more than a smaller sure lead, and near the end a player
    behind takes the chances that may still catch up.
    """
    spread = spread_left(view)
    mine = view["players"][seat]["chips"]
    chances = []
    for p in view["players"]:
        lead = mine - p["chips"]
        if spread == 0.0:
            chances.append(0.5 if lead == 0 else float(lead > 0))
        else:
            chances.append(0.5 * (1.0 + math.erf(lead / (spread * math.sqrt(2.0)))))
    return chances
