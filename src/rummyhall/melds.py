"""Which cards form a meld, and why not.

Liverpool (LIV-2..LIV-5) has *books* (three or more of a rank, at least two
natural) and *runs* (four or more in suit and sequence; a joker, or a two under
``wild_twos``, stands for the exact card of its place).  Under ``wild_twos`` a
two that stands for itself is natural: at its own place in a run of its suit,
and in a book of twos (LIV-3).  Carousel (CAR-3..CAR-5)
has *groups* (three or four of a rank, all suits different) and *sequences*
(three or more in suit and sequence), with jokers that carry a declared card.

Every check returns ``None`` when the cards form the meld and otherwise a
sentence a player understands:

>>> from rummyhall.cards import parse_cards
>>> liverpool_run_fault(parse_cards("Kh Ah 2h 3h"))
'Not a run: K-A-2 turns the corner'
>>> carousel_sequence_fault(parse_cards("5h 6h *7h")) is None
True
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from itertools import pairwise
from typing import Final

from rummyhall.cards import ACE, JOKER, RANK_LETTERS, SUIT_LETTERS, card, format_card, format_cards

LOW_ACE: Final = 1  # an ace at the bottom of a run or sequence (A-2-3)


def rank_text(rank: int) -> str:
    """``A`` for 1 and 14, otherwise the usual rank letter."""
    return "A" if rank in (LOW_ACE, ACE) else RANK_LETTERS[rank - 2]


def is_wild(c: int, wild_twos: bool) -> bool:
    """A joker, or a two when twos are wild (LIV-3)."""
    return c >= JOKER or (wild_twos and c >> 2 == 2)


# Liverpool -------------------------------------------------------------------

CONTRACTS: Final[dict[int, tuple[int, int]]] = {
    1: (2, 0),
    2: (1, 1),
    3: (0, 2),
    4: (3, 0),
    5: (2, 1),
    6: (1, 2),
    7: (0, 3),
}
"""LIV-7: the melds each deal's contract asks for, deal number -> (books, runs)."""


@dataclass(frozen=True)
class Run:
    """A Liverpool run on the table: its suit, the rank of its first place
    (1 for a low ace) and the physical cards in order.  Place ``i`` stands for
    rank ``low + i``; a card there that is not that natural card is wild."""

    suit: int
    low: int
    cards: tuple[int, ...]

    @property
    def high(self) -> int:
        return self.low + len(self.cards) - 1

    def card_at(self, rank: int) -> int:
        """The natural card that the place of ``rank`` stands for."""
        return card(ACE if rank == LOW_ACE else rank, self.suit)

    def __str__(self) -> str:
        return format_cards(self.cards)


@dataclass(frozen=True)
class Book:
    """A Liverpool book on the table: its rank and its cards."""

    rank: int
    cards: tuple[int, ...]

    def __str__(self) -> str:
        return format_cards(self.cards)


def book_naturals(cards: Sequence[int], wild_twos: bool = False) -> list[int]:
    """The cards of a book that stand for themselves (LIV-3, LIV-4).

    Under ``wild_twos`` the twos of a book of twos are natural; in any other
    book a two is wild:

    >>> from rummyhall.cards import parse_cards, format_cards
    >>> format_cards(book_naturals(parse_cards("2c 2d *"), wild_twos=True))
    '2c 2d'
    >>> format_cards(book_naturals(parse_cards("7c 7d 2h"), wild_twos=True))
    '7c 7d'
    """
    naturals = [c for c in cards if not is_wild(c, wild_twos)]
    if wild_twos and not naturals:
        return [c for c in cards if c < JOKER]
    return naturals


def liverpool_book_fault(cards: Sequence[int], wild_twos: bool = False) -> str | None:
    """LIV-4: three or more cards of one rank, at least two of them natural."""
    if len(cards) < 3:
        return f"Not a book: a book needs at least 3 cards, this has {len(cards)}"
    naturals = book_naturals(cards, wild_twos)
    if len(naturals) < 2:
        return "Not a book: a book needs at least two natural cards"
    ranks = {c >> 2 for c in naturals}
    if len(ranks) > 1:
        a, b = sorted(ranks)[:2]
        return f"Not a book: {rank_text(a)} and {rank_text(b)} are different ranks"
    return None


def make_book(cards: Sequence[int], wild_twos: bool = False) -> Book:
    """The book these cards form; raises ``ValueError`` with the reason if none."""
    fault = liverpool_book_fault(cards, wild_twos)
    if fault:
        raise ValueError(fault)
    return Book(book_naturals(cards, wild_twos)[0] >> 2, tuple(cards))


def _run_start(cards: Sequence[int], wild_twos: bool) -> tuple[int | None, str | None]:
    """The rank of the first place of ``cards`` read in order as a run, or a fault."""
    naturals = [(i, c) for i, c in enumerate(cards) if not is_wild(c, wild_twos)]
    if not naturals:
        return None, "Not a run: a run needs natural cards"
    suits = {c & 3 for _, c in naturals}
    if len(suits) > 1:
        first = naturals[0][1]
        other = next(c for _, c in naturals if c & 3 != first & 3)
        return None, f"Not a run: {format_card(first)} and {format_card(other)} are of different suits"
    starts: set[int] | None = None
    for i, c in naturals:
        rank = c >> 2
        options = {rank - i, LOW_ACE - i} if rank == ACE else {rank - i}
        starts = options if starts is None else starts & options
    if not starts:
        ranks = [c >> 2 for _, c in naturals]
        if ACE in ranks and min(ranks) <= 3 and max(r for r in ranks if r != ACE) >= 12:
            return None, "Not a run: K-A-2 turns the corner"
        for (i, a), (j, b) in pairwise(naturals):
            if (b >> 2) - (a >> 2) != j - i and not (a >> 2 == ACE and (b >> 2) - LOW_ACE == j - i):
                return None, f"Not a run: {format_card(b)} cannot stand {j - i} place(s) after {format_card(a)}"
        return None, "Not a run: the cards are not in sequence"
    start = min(starts)
    if start < LOW_ACE or start + len(cards) - 1 > ACE or (start == LOW_ACE and len(cards) > 13):
        return None, "Not a run: it runs past the ace (K-A-2 turns the corner)"
    return start, None


def liverpool_run_fault(cards: Sequence[int], wild_twos: bool = False, laying_down: bool = True) -> str | None:
    """LIV-5 for cards written in run order (lowest first).

    When ``laying_down``, every four consecutive places hold at least three
    natural cards (no two wild cards within four places)."""
    if len(cards) < 4:
        return f"Not a run: a run needs at least 4 cards, this has {len(cards)}"
    start, fault = _run_start(cards, wild_twos)
    if fault:
        return fault
    assert start is not None
    if laying_down:
        suit = next(c & 3 for c in cards if not is_wild(c, wild_twos))
        wild_places = [i for i, c in enumerate(cards) if _is_wild_in_run(c, start + i, suit, wild_twos)]
        for a, b in pairwise(wild_places):
            if b - a < 4:
                return "Not a run: two wild cards within four places (each four cards need three natural ones)"
    return None


def _is_wild_in_run(c: int, rank: int, suit: int, wild_twos: bool) -> bool:
    """Is ``c`` wild at the place of ``rank`` in a run of ``suit``?  Under
    ``wild_twos`` only the run's own two at the place of two is natural."""
    if c >= JOKER:
        return True
    return wild_twos and c >> 2 == 2 and (rank != 2 or c & 3 != suit)


def make_run(cards: Sequence[int], wild_twos: bool = False, laying_down: bool = True) -> Run:
    """The run these cards form in the order given; raises ``ValueError`` if none."""
    fault = liverpool_run_fault(cards, wild_twos, laying_down)
    if fault:
        raise ValueError(fault)
    start, _ = _run_start(cards, wild_twos)
    assert start is not None
    suit = next(c & 3 for c in cards if not is_wild(c, wild_twos))
    return Run(suit, start, tuple(cards))


def arrange_run(cards: Sequence[int], wild_twos: bool = False) -> list[int] | None:
    """The cards put in run order, if they can form a run when laid down.

    Wild cards fill the gaps first; any left over extend the top, then the
    bottom.  Returns ``None`` when no order is a valid run."""
    if liverpool_run_fault(cards, wild_twos) is None:
        return list(cards)
    wilds = [c for c in cards if is_wild(c, wild_twos)]
    naturals = [c for c in cards if not is_wild(c, wild_twos)]
    if not naturals or len({c & 3 for c in naturals}) > 1:
        return None
    if wild_twos:  # a two of the run's suit may be natural at its own place
        suit = naturals[0] & 3
        own_two = card(2, suit)
        if own_two in wilds:
            wilds.remove(own_two)
            found = _arrange(naturals + [own_two], wilds, wild_twos)
            if found:
                return found
            wilds.append(own_two)
    return _arrange(naturals, wilds, wild_twos)


def _arrange(naturals: list[int], wilds: list[int], wild_twos: bool) -> list[int] | None:
    """Every placement of the wild cards around distinct naturals, top extensions first."""
    for ace_low in (False, True):
        by_rank = {(LOW_ACE if (c >> 2 == ACE and ace_low) else c >> 2): c for c in naturals}
        if len(by_rank) != len(naturals):
            return None
        lo, hi = min(by_rank), max(by_rank)
        extra = len(wilds) - ((hi - lo + 1) - len(by_rank))
        for below in range(extra + 1):
            low, high = lo - below, hi + extra - below
            if extra < 0 or low < LOW_ACE or high > ACE:
                continue
            spare = list(wilds)
            row = [by_rank[r] if r in by_rank else spare.pop() for r in range(low, high + 1)]
            if liverpool_run_fault(row, wild_twos) is None:
                return row
    return None


def liverpool_meld_fault(kind: str, cards: Sequence[int], wild_twos: bool = False) -> str | None:
    """The fault of ``cards`` as a ``"book"`` or a ``"run"`` being laid down."""
    if kind == "book":
        return liverpool_book_fault(cards, wild_twos)
    if arrange_run(cards, wild_twos) is None:
        return liverpool_run_fault(cards, wild_twos) or "Not a run"
    return None


# Carousel --------------------------------------------------------------------


def carousel_group_fault(cards: Sequence[int]) -> str | None:
    """CAR-3: three or four cards of one rank, all suits different.

    Jokers must be declared (``*9h``) and count as their declared card."""
    fault = _undeclared_joker_fault(cards)
    if fault:
        return fault
    if not 3 <= len(cards) <= 4:
        return f"Not a group: a group has 3 or 4 cards, this has {len(cards)}"
    effective = [c & 63 if c >= JOKER else c for c in cards]
    ranks = {c >> 2 for c in effective}
    if len(ranks) > 1:
        a, b = sorted(ranks)[:2]
        return f"Not a group: {rank_text(a)} and {rank_text(b)} are different ranks"
    suits = [c & 3 for c in effective]
    for s in set(suits):
        if suits.count(s) > 1:
            return f"Not a group: two cards of {SUIT_LETTERS[s]} (a group's suits are all different)"
    return None


def carousel_sequence_ranks(cards: Sequence[int]) -> list[int] | None:
    """The ranks of a valid sequence in order (ace as 1 or 14), or None."""
    effective = [c & 63 if c >= JOKER else c for c in cards]
    ranks = sorted(c >> 2 for c in effective)
    for candidate in (ranks, sorted(LOW_ACE if r == ACE else r for r in ranks)):
        if candidate == list(range(candidate[0], candidate[0] + len(candidate))):
            return candidate
    return None


def carousel_sequence_fault(cards: Sequence[int]) -> str | None:
    """CAR-4: three or more cards of one suit in order; ace low or high, no corner."""
    fault = _undeclared_joker_fault(cards)
    if fault:
        return fault
    if len(cards) < 3:
        return f"Not a sequence: a sequence needs at least 3 cards, this has {len(cards)}"
    effective = [c & 63 if c >= JOKER else c for c in cards]
    suits = {c & 3 for c in effective}
    if len(suits) > 1:
        return "Not a sequence: the cards are not all of one suit"
    ranks = [c >> 2 for c in effective]
    if len(set(ranks)) != len(ranks):
        dup = next(r for r in ranks if ranks.count(r) > 1)
        return f"Not a sequence: two cards of rank {rank_text(dup)}"
    if carousel_sequence_ranks(cards) is None:
        if ACE in ranks and 2 in ranks and 13 in ranks:
            return "Not a sequence: K-A-2 turns the corner"
        return "Not a sequence: the ranks are not consecutive"
    return None


def carousel_meld_fault(cards: Sequence[int]) -> str | None:
    """None if the cards are a Carousel group or sequence, otherwise why not.

    (Remembered: the engine and the solver ask about the same table melds turn after turn.)"""
    return _carousel_meld_fault(tuple(cards))


@lru_cache(maxsize=1 << 16)
def _carousel_meld_fault(cards: tuple[int, ...]) -> str | None:
    group = carousel_group_fault(cards)
    if group is None:
        return None
    sequence = carousel_sequence_fault(cards)
    if sequence is None:
        return None
    ranks = {(c & 63) >> 2 for c in cards}
    return group if len(ranks) == 1 else sequence


def carousel_joker_fault(before: Sequence[Sequence[int]], after: Sequence[Sequence[int]]) -> str | None:
    """CAR-5: None if the jokers of table ``before`` are treated fairly in ``after``.

    A joker keeps its declared card unless a real card of that kind takes its
    place: for every card D, the jokers that stood for D before and no longer
    do are at most the real D cards on the table after.  No joker may leave the
    table.

    >>> from rummyhall.cards import parse_cards as cards
    >>> carousel_joker_fault([cards("8h *9h Th")], [cards("8h 9h Th"), cards("Jc Jd *Js")]) is None
    True
    >>> carousel_joker_fault([cards("8h *9h Th")], [cards("8h *9h Th Jh")]) is None
    True
    >>> carousel_joker_fault([cards("8h *9h Th"), cards("Jc Jd Js")], [cards("8h 9h Th"), cards("*Jh Jc Jd Js")])
    >>> carousel_joker_fault([cards("8h *9h Th Jh")], [cards("*7h 8h 9h"), cards("Th Jh Qh")])
    >>> carousel_joker_fault([cards("*8h 9h Th Jh")], [cards("9h Th Jh *Qh")])
    'the joker *8h can only change if the real 8h takes its place'
    """
    jokers_before, declared_before, _ = _table_counts(before)
    jokers_after, declared_after, real_after = _table_counts(after)
    if jokers_after < jokers_before:
        return "a joker on the table must stay on the table"
    for joker, count in sorted(declared_before.items()):
        freed = count - declared_after.get(joker, 0)
        if freed > real_after.get(joker - JOKER, 0):
            real = format_card(joker - JOKER)
            return f"the joker {format_card(joker)} can only change if the real {real} takes its place"
    return None


def _table_counts(melds: Sequence[Sequence[int]]) -> tuple[int, dict[int, int], dict[int, int]]:
    """A table's jokers, its declared jokers by the card they stand for (as played, ``JOKER + card``)
    and its real cards by card.  (Plain dicts: the compiled build counts them much faster than Counters.)"""
    jokers = 0
    declared: dict[int, int] = {}
    real: dict[int, int] = {}
    for meld in melds:
        for c in meld:
            if c >= JOKER:
                jokers += 1
                if c > JOKER:
                    declared[c] = declared.get(c, 0) + 1
            else:
                real[c] = real.get(c, 0) + 1
    return jokers, declared, real


def _undeclared_joker_fault(cards: Sequence[int]) -> str | None:
    if JOKER in cards:
        return "A joker on the table must say which card it stands for, like *9h"
    return None
