"""The greedy Liverpool bot.

It goes down as soon as the solver finds a lay-down (the one leaving least in
hand), lays off everything it can, buys or takes a discard only when it
completes the contract or adds to a meld it needs, calls rummy whenever it can,
and discards its highest-value card among those that help its contract least.
"""

from __future__ import annotations

from collections.abc import Sequence

from rummyhall.bots import Bot
from rummyhall.cards import ACE, JOKER, liverpool_value, parse_card, parse_cards
from rummyhall.engine import Action, View
from rummyhall.games.liverpool import (
    BUY,
    DRAW_DISCARD,
    DRAW_STOCK,
    HAND_SIZES,
    PASS,
    RUMMY,
    Cut,
    Discard,
    Down,
    LayOff,
)
from rummyhall.melds import CONTRACTS, is_wild
from rummyhall.solve.liverpool import can_go_down


def progress(hand: Sequence[int], deal: int, wild_twos: bool = False) -> int:
    """How far ``hand`` is towards the contract, roughly: the cards in the best
    partial books and runs it needs (a window of five ranks per suit), plus wild cards.

    >>> progress(parse_cards("5c 5d 9h 9s Kc *"), deal=1)  # two pairs and a joker
    5
    """
    books, runs = CONTRACTS[deal]
    wilds = 0
    by_rank = [0] * 15
    by_suit = [0] * 4  # bit ``r`` set for each rank held in the suit (bit 1 too for an ace)
    for c in hand:
        if c >= JOKER:
            wilds += 1
            continue
        rank = c >> 2
        by_suit[c & 3] |= 1 << rank | (2 if rank == ACE else 0)
        if wild_twos and rank == 2:
            wilds += 1
        else:
            by_rank[rank] += 1
    score = sum(sorted((k for k in by_rank if k >= 2), reverse=True)[:books]) if books else 0
    if runs:
        windows = [max(_HELD[held >> low & 31] for low in range(1, 11)) for held in by_suit]
        score += sum(sorted((w for w in windows if w >= 2), reverse=True)[:runs])
    return score + wilds


_HELD = [bin(window).count("1") for window in range(32)]  # ranks held in a window of five, by its bits


def run_plan(hand: Sequence[int], size: int, wild_twos: bool = False) -> tuple[int, list[int]]:
    """Deal 7: three runs of ``size`` cards in all that this hand comes closest to.

    Returns how many places the plan still misses (after wild cards) and the
    hand's cards it does not use.  Windows are chosen greedily, longest
    first, trying the three best first windows."""
    wilds = [c for c in hand if is_wild(c, wild_twos)]
    naturals = [c for c in hand if not is_wild(c, wild_twos)]
    lengths = [(a, b, size - a - b) for a in range(4, size) for b in range(4, size) if size - a - b >= 4]
    best: tuple[int, list[int]] = (size, list(naturals))
    for triple in {tuple(sorted(t, reverse=True)) for t in lengths}:
        for first in range(3):
            left = list(naturals)
            covered = 0
            for k, length in enumerate(triple):
                window = _best_windows(left, length)
                if not window:
                    break
                pick = window[min(first, len(window) - 1)] if k == 0 else window[0]
                for c in pick:
                    left.remove(c)
                covered += len(pick)
            missing = max(0, size - covered - len(wilds))
            if missing < best[0] or (missing == best[0] and len(left) < len(best[1])):
                best = (missing, left)
    return best


def _best_windows(cards: Sequence[int], length: int) -> list[list[int]]:
    """The three windows of ``length`` places in one suit holding most of ``cards``
    (natural cards; among windows holding as many, by suit, then lowest first)."""
    by_suit: list[dict[int, int]] = [{}, {}, {}, {}]  # rank -> a card of it held, by suit
    for c in cards:
        by_suit[c & 3][c >> 2] = c
    span = (1 << length) - 1
    counted: list[tuple[int, dict[int, int], int]] = []  # (cards held, the suit's cards, first place)
    for by_rank in by_suit:
        if ACE in by_rank:
            by_rank[1] = by_rank[ACE]
        held = sum(1 << rank for rank in by_rank)
        for low in range(1, ACE - length + 2):
            count = (held >> low & span).bit_count()
            if count and not (low == 1 and length >= ACE):  # (never the ace at both ends)
                counted.append((count, by_rank, low))
    counted.sort(key=lambda item: -item[0])
    return [[by_rank[r] for r in range(low, low + length) if r in by_rank] for _, by_rank, low in counted[:3]]


class GreedyLiverpool(Bot):
    """See the module docstring."""

    name = "greedy"

    def choose(self, view: View, legal: Sequence[Action], may_pass: bool) -> Action | None:
        if not legal:
            return None
        if RUMMY in legal:
            return RUMMY
        if isinstance(legal[0], Cut):
            target = len(view["players"]) * HAND_SIZES[view["deal"]] + 1
            return Cut(target) if Cut(target) in legal else legal[0]
        hand = parse_cards(view["hand"])
        deal = view["deal"]
        if DRAW_STOCK in legal:
            top = view["discard_top"]
            wanted = DRAW_DISCARD in legal and top is not None and self._wants(hand, parse_card(top), view)
            return DRAW_DISCARD if wanted else DRAW_STOCK
        if BUY in legal:  # in deal 7 the whole hand must go down, so a buy's two cards only hurt
            top = view["discard_top"]
            wanted = deal < 7 and top is not None and self._wants(hand, parse_card(top), view)
            return BUY if wanted else PASS
        downs = [a for a in legal if isinstance(a, Down)]
        if downs:
            return downs[0]  # the solver lists its best lay-down first
        layoffs = [a for a in legal if isinstance(a, LayOff)]
        if layoffs:
            return layoffs[0]
        discards = [a for a in legal if isinstance(a, Discard)]
        if discards:
            return self._discard(hand, view, discards)
        return legal[0] if not may_pass else None

    def _wants(self, hand: list[int], top: int, view: View) -> bool:
        me = view["players"][view["seat"]]
        if me["down"]:
            return False  # down players lay off from the stock's luck; the discard rarely helps
        deal, wild_twos = view["deal"], view["wild_twos"]
        more = [*hand, top]
        if can_go_down(more, deal, wild_twos):
            return True
        if deal == 7:
            return run_plan(more, len(more), wild_twos)[0] < run_plan(hand, len(more), wild_twos)[0]
        return progress(more, deal, wild_twos) > progress(hand, deal, wild_twos)

    def _discard(self, hand: list[int], view: View, discards: list[Discard]) -> Discard:
        """The highest-value card whose loss hurts the contract least."""
        deal, wild_twos = view["deal"], view["wild_twos"]
        if deal == 7:
            spare = run_plan(hand, len(hand), wild_twos)[1]
            spare_discards = [a for a in discards if a.card in spare]
            if spare_discards:
                return max(spare_discards, key=lambda a: liverpool_value(a.card, wild_twos))
        before = progress(hand, deal, wild_twos)

        def cost(action: Discard) -> tuple[int, int]:
            rest = list(hand)
            rest.remove(action.card)
            return (before - progress(rest, deal, wild_twos), -liverpool_value(action.card, wild_twos))

        return min(discards, key=cost)
