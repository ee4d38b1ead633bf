"""The greedy Liverpool bot.

It goes down as soon as the solver finds a lay-down (the one leaving least in
hand), lays off everything it can, buys or takes a discard only when it
completes the contract or adds to a meld it needs, calls rummy whenever it can,
and discards its highest-value card among those that help its contract least.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

from rummyhall.bots import Bot
from rummyhall.cards import ACE, JOKER, liverpool_value, parse_card, parse_cards
from rummyhall.engine import Action
from rummyhall.games.liverpool import (
    BUY,
    CONTRACTS,
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
from rummyhall.solve.liverpool import can_go_down


def progress(hand: Sequence[int], deal: int, wild_twos: bool = False) -> int:
    """How far ``hand`` is towards the contract, roughly: the cards in the best
    partial books and runs it needs (a window of five ranks per suit), plus wild cards."""
    books, runs = CONTRACTS[deal]
    wilds = sum(1 for c in hand if c >= JOKER or (wild_twos and c >> 2 == 2))
    ranks = Counter(c >> 2 for c in hand if c < JOKER and not (wild_twos and c >> 2 == 2))
    score = sum(sorted((k for k in ranks.values() if k >= 2), reverse=True)[:books]) if books else 0
    if runs:
        windows = []
        for suit in range(4):
            held = {c >> 2 for c in hand if c < JOKER and c & 3 == suit}
            if ACE in held:
                held.add(1)
            windows.append(max(sum(1 for r in range(low, low + 5) if r in held) for low in range(1, 11)))
        score += sum(sorted((w for w in windows if w >= 2), reverse=True)[:runs])
    return score + wilds


def run_plan(hand: Sequence[int], size: int) -> tuple[int, list[int]]:
    """Deal 7: three runs of ``size`` cards in all that this hand comes closest to.

    Returns how many places the plan still misses (after wild cards) and the
    hand's cards it does not use.  Windows are chosen greedily, longest
    first, trying the three best first windows."""
    wilds = [c for c in hand if c >= JOKER]
    naturals = [c for c in hand if c < JOKER]
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
    """The three windows of ``length`` places in one suit holding most of ``cards``."""
    found: list[tuple[int, list[int]]] = []
    for suit in range(4):
        by_rank = {c >> 2: c for c in cards if c & 3 == suit}
        if ACE in by_rank:
            by_rank[1] = by_rank[ACE]
        for low in range(1, ACE - length + 2):
            held = [by_rank[r] for r in range(low, low + length) if r in by_rank]
            if held and not (1 in range(low, low + length) and ACE in range(low, low + length)):
                found.append((len(held), held))
    found.sort(key=lambda item: -item[0])
    return [held for _, held in found[:3]]


class GreedyLiverpool(Bot):
    """See the module docstring."""

    name = "greedy"

    def choose(self, view: dict[str, Any], legal: Sequence[Action], may_pass: bool) -> Action | None:
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
            return self._discard(hand, deal, discards)
        return legal[0] if not may_pass else None

    def _wants(self, hand: list[int], top: int, view: dict[str, Any]) -> bool:
        me = view["players"][view["seat"]]
        if me["down"]:
            return False  # down players lay off from the stock's luck; the discard rarely helps
        deal = view["deal"]
        more = [*hand, top]
        if can_go_down(more, deal):
            return True
        if deal == 7:
            return run_plan(more, len(more))[0] < run_plan(hand, len(more))[0]
        return progress(more, deal) > progress(hand, deal)

    def _discard(self, hand: list[int], deal: int, discards: list[Discard]) -> Discard:
        """The highest-value card whose loss hurts the contract least."""
        if deal == 7:
            spare = run_plan(hand, len(hand))[1]
            spare_discards = [a for a in discards if a.card in spare]
            if spare_discards:
                return max(spare_discards, key=lambda a: liverpool_value(a.card))
        before = progress(hand, deal)

        def cost(action: Discard) -> tuple[int, int]:
            rest = list(hand)
            rest.remove(action.card)
            return (before - progress(rest, deal), -liverpool_value(action.card))

        return min(discards, key=cost)
