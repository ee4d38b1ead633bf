"""The greedy Rummoli bot.

It values a hand as the chips it can expect from it: each pay card (and a
K♦-A♦ pair or a 7-8-9 of one suit) counts its pot's chips times
``PAY_CHANCE`` (the card is usually played before the round ends), and the
poker pot counts times the chance that the hand beats every opponent.  That
chance is the hand's *percentile* (the share of random hands of its size it
beats, estimated once per size from ``SAMPLES`` random hands with
``poker.evaluate`` and cached in ``PERCENTILES``) raised to the number of
opponents.

- Widow (RUM-6): the widow's value is the mean value of ``WIDOW_SAMPLES``
  random hands of its size drawn from the cards the bot cannot see.  The
  dealer exchanges when that beats their own hand; a bidder bids the smallest
  raise while the bid stays under the gain and leaves chips for the next ante.
- Betting (RUM-7): with a win chance ``w`` it bets or raises the most when
  ``w >= RAISE_AT``, bets when ``w >= BET_AT``, calls when ``w`` beats the pot
  odds, and otherwise checks or folds.
- Rummoli phase: where it has a choice of card, it plays the one that starts
  the longest run of its own cards worth the most pot chips; it always claims.
"""

from __future__ import annotations

import random
from bisect import bisect_left, bisect_right
from collections.abc import Sequence

from rummyhall.bots import Bot
from rummyhall.cards import SUITS, card, pack, parse_cards
from rummyhall.engine import Action, View
from rummyhall.games.rummoli import (
    ACE_OF_DIAMONDS,
    ANTE,
    KEEP,
    KING_OF_DIAMONDS,
    PASS,
    SINGLE_PAY_CARDS,
    Bid,
    Claim,
    Exchange,
    Play,
)
from rummyhall.games.rummoli_betting import CALL, CHECK, FOLD, Bet, Raise
from rummyhall.poker import evaluate

PAY_CHANCE = 0.8
SAMPLES = 3000
WIDOW_SAMPLES = 24
BET_AT = 0.55
RAISE_AT = 0.75

PERCENTILES: dict[int, list[int]] = {}
"""Hand size -> sorted strengths of ``SAMPLES`` random hands of that size."""


def percentile(strength: int, size: int) -> float:
    """The share of random ``size``-card hands that ``strength`` beats (ties count half).

    >>> percentile(7462, 5) > 0.999, percentile(1, 5)
    (True, 0.0)
    """
    table = PERCENTILES.get(size)
    if table is None:
        rng = random.Random(size)
        deck = pack()
        table = sorted(evaluate(rng.sample(deck, size)) for _ in range(SAMPLES))
        PERCENTILES[size] = table
    below, upto = bisect_left(table, strength), bisect_right(table, strength)
    return (below + upto) / 2 / len(table)


def win_chance(hand: Sequence[int], opponents: int) -> float:
    """Roughly, the chance that ``hand`` beats ``opponents`` random hands of its size."""
    return percentile(evaluate(hand), len(hand)) ** max(opponents, 0)


def pay_value(hand: Sequence[int], pots: dict[str, int]) -> float:
    """Chips the pay cards and combinations in ``hand`` may win (RUM-10)."""
    held = set(hand)
    chips = sum(pots[pot] for c, pot in SINGLE_PAY_CARDS.items() if c in held)
    if KING_OF_DIAMONDS in held and ACE_OF_DIAMONDS in held:
        chips += pots["Kd-Ad"]
    if any(all(card(rank, suit) in held for rank in (7, 8, 9)) for suit in SUITS):
        chips += pots["7-8-9"]
    return PAY_CHANCE * chips


def hand_value(hand: Sequence[int], pots: dict[str, int], opponents: int) -> float:
    """Expected chips from a hand: its pay cards and its chance at the poker pot."""
    return pay_value(hand, pots) + win_chance(hand, opponents) * pots["poker"]


class GreedyRummoli(Bot):
    """Values hands in chips and plays for the pots; see the module docstring."""

    name = "greedy"

    def choose(self, view: View, legal: Sequence[Action], may_pass: bool) -> Action | None:
        if not legal:
            return None
        for action in legal:
            if isinstance(action, Claim):
                return action
        hand = parse_cards(view["hand"])
        phase = view["phase"]
        if phase == "widow":
            return self._widow(view, hand, legal)
        if phase == "auction":
            return self._auction(view, hand, legal)
        if phase == "betting":
            return self._betting(view, hand, legal)
        plays = [a for a in legal if isinstance(a, Play)]
        if plays:
            return max(plays, key=lambda a: run_worth(a.card, hand, view["pots"]))
        return None if may_pass else legal[0]

    def widow_gain(self, view: View, hand: list[int]) -> float:
        """Expected chips gained by swapping ``hand`` for the widow."""
        opponents = sum(1 for p in view["players"] if p["in_game"]) - 1
        pots = view["pots"]
        unseen = sorted(set(pack()) - set(hand))
        size = view["widow"]["cards"]
        samples = [hand_value(self.rng.sample(unseen, size), pots, opponents) for _ in range(WIDOW_SAMPLES)]
        return sum(samples) / len(samples) - hand_value(hand, pots, opponents)

    def _widow(self, view: View, hand: list[int], legal: Sequence[Action]) -> Action:
        exchange = next((a for a in legal if isinstance(a, Exchange)), None)
        if exchange is not None and self.widow_gain(view, hand) > 0:
            return exchange
        return KEEP

    def _auction(self, view: View, hand: list[int], legal: Sequence[Action]) -> Action:
        bids = [a for a in legal if isinstance(a, Bid)]
        if not bids:
            return PASS
        chips = view["players"][view["seat"]]["chips"]
        ceiling = min(self.widow_gain(view, hand), chips - ANTE)
        lowest = min(bids, key=lambda a: a.amount)
        return lowest if lowest.amount <= ceiling else PASS

    def _betting(self, view: View, hand: list[int], legal: Sequence[Action]) -> Action:
        betting = view["betting"]
        opponents = sum(1 for p in view["players"] if p["in_game"] and not p["folded"]) - 1
        chance = win_chance(hand, opponents)
        raises = [a for a in legal if isinstance(a, Bet | Raise)]
        biggest = max(raises, key=lambda a: a.amount) if raises else None
        to_call = betting["to_call"]
        if biggest is not None and (chance >= RAISE_AT or (chance >= BET_AT and isinstance(biggest, Bet))):
            return biggest
        if to_call == 0:
            return CHECK
        if chance * (betting["pot"] + to_call) >= to_call:
            return CALL
        return FOLD


def run_worth(start: int, hand: Sequence[int], pots: dict[str, int]) -> tuple[int, int]:
    """The pot chips and length of the run of the bot's own cards from ``start``
    up its suit (the cards it will play in a row if it plays ``start``)."""
    held = set(hand)
    run = [start]
    while run[-1] >> 2 < 14 and run[-1] + 4 in held:
        run.append(run[-1] + 4)
    chips = sum(pots[SINGLE_PAY_CARDS[c]] for c in run if c in SINGLE_PAY_CARDS)
    if KING_OF_DIAMONDS in run and ACE_OF_DIAMONDS in run:
        chips += pots["Kd-Ad"]
    if any(c >> 2 == 7 and c + 8 in run for c in run):
        chips += pots["7-8-9"]
    return chips, len(run)


class ShrewdRummoli(GreedyRummoli):
    """The policy the Rummoli search bot starts from, as a bot of its own (``--bots shrewd``).

    It plays as the greedy bot: in Rummoli the search's first candidate is the
    greedy bot's choice (``Plan.default_bot``), which plays better than the
    search's rollout policy (:class:`~rummyhall.bots.search_rummoli.QuickRummoli`,
    which neither samples the widow nor bids).  No rule of its own has been
    measured to beat the greedy bot yet; one that does belongs here, where the
    search starts from it too."""

    name = "shrewd"
