"""The best five of N cards: poker hand strength for Rummoli (RUM-7).

A poker hand is the best five cards of 5 to 26 natural cards, ranked the
standard way: ace high, and low in the wheel A-2-3-4-5.  Its *strength* is the
number of its class among the 7,462 distinct five-card hand classes, counted
from the worst, so hands of any size compare by one integer:

====================  ===========  =======
category              strengths    classes
====================  ===========  =======
high card             1..1277      1277
pair                  1278..4137   2860
two pair              4138..4995   858
three of a kind       4996..5853   858
straight              5854..5863   10
flush                 5864..7140   1277
full house            7141..7296   156
four of a kind        7297..7452   156
straight flush        7453..7462   10
====================  ===========  =======

This is the usual Cactus Kev / treys / phevaluator order turned over: their
rank 1 (a royal flush) is strength 7462, and strength = 7463 - their rank.

>>> from rummyhall.cards import format_cards, parse_cards
>>> evaluate(parse_cards("Ah Kh Qh Jh Th 2c 3d"))
7462
>>> evaluate(parse_cards("7c 5d 4h 3s 2c"))
1
>>> wheel = best_five("Kd 4c 3h 2s Ac 5d Kh")
>>> wheel.category, format_cards(wheel.best), wheel.strength
('straight', '5d 4c 3h 2s Ac', 5854)
>>> describe("Ah Kh Qh Jh Th 2c 3d")
{'category': 'straight flush', 'best': ['Ah', 'Kh', 'Qh', 'Jh', 'Th'], 'strength': 7462}

How it is fast: the cards are summed into one integer holding a 13-bit rank
mask per suit (bit ``rank - 2`` of field ``suit``).  A few bitwise operations
on the four masks give the ranks held at least twice, three and four times;
tables over the 8,192 rank masks give the best straight, the best flush and
the top cards; small dictionaries turn (main ranks, kickers) into a strength.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Final

from rummyhall.cards import ACE, JOKER, format_card, parse_cards

MIN_CARDS: Final = 5
MAX_CARDS: Final = 26
WORST: Final = 1
BEST: Final = 7462

HIGH_CARD: Final = "high card"
PAIR: Final = "pair"
TWO_PAIR: Final = "two pair"
THREE_OF_A_KIND: Final = "three of a kind"
STRAIGHT: Final = "straight"
FLUSH: Final = "flush"
FULL_HOUSE: Final = "full house"
FOUR_OF_A_KIND: Final = "four of a kind"
STRAIGHT_FLUSH: Final = "straight flush"
CATEGORIES: Final = (
    HIGH_CARD,
    PAIR,
    TWO_PAIR,
    THREE_OF_A_KIND,
    STRAIGHT,
    FLUSH,
    FULL_HOUSE,
    FOUR_OF_A_KIND,
    STRAIGHT_FLUSH,
)
"""The nine categories, worst first."""

ALL_RANKS: Final = 0x1FFF  # a 13-bit rank mask: bit ``rank - 2`` for ranks 2..14
MASKS: Final = 1 << 13


@dataclass(frozen=True, slots=True)
class HandRank:
    """The best five cards of a hand, as a person would read them, and their strength."""

    category: str
    best: tuple[int, ...]
    strength: int


# The classes, worst first ---------------------------------------------------


def _rank_lists() -> list[tuple[int, ...]]:
    """For each rank mask, its ranks highest first."""
    ranks: list[tuple[int, ...]] = [()] * MASKS
    for mask in range(1, MASKS):
        high = mask.bit_length() - 1
        ranks[mask] = (high + 2, *ranks[mask ^ (1 << high)])
    return ranks


_RANKS_OF: Final = _rank_lists()


def _straight_top(mask: int) -> int:
    """The top rank of the best straight in a rank mask (5 for the wheel), or 0."""
    with_low_ace = (mask << 1) | (mask >> 12)  # bit 0 is the ace played low
    runs = with_low_ace & (with_low_ace >> 1) & (with_low_ace >> 2) & (with_low_ace >> 3) & (with_low_ace >> 4)
    return runs.bit_length() + 4 if runs else 0


def _straight_ranks(top: int) -> tuple[int, ...]:
    """The five ranks of the straight with this top rank, as read: 5 4 3 2 A for the wheel."""
    return tuple(ACE if rank == 1 else rank for rank in range(top, top - 5, -1))


def _classes() -> list[tuple[str, tuple[int, ...], int]]:
    """All 7,462 classes worst first, as (category, ranks as read, key).

    The key is ``main << 13 | kickers`` with ``main`` the rank mask of the
    pair(s), trips or quads and ``kickers`` the rank mask of the rest (for high
    card and flush all five ranks are kickers; for straights the key is the top
    rank).  Within a category a larger key is a better hand, which is the order
    in which the classes are listed.
    """
    by_size: list[list[int]] = [[] for _ in range(14)]
    for mask in range(MASKS):
        by_size[mask.bit_count()].append(mask)
    no_straight = [mask for mask in by_size[5] if not _straight_top(mask)]
    classes: list[tuple[str, tuple[int, ...], int]] = []

    def add_kicker_classes(category: str, copies: int, kicker_count: int) -> None:
        for main in by_size[1]:
            rank = _RANKS_OF[main][0]
            for kickers in by_size[kicker_count]:
                if not kickers & main:
                    classes.append((category, (rank,) * copies + _RANKS_OF[kickers], main << 13 | kickers))

    classes += [(HIGH_CARD, _RANKS_OF[mask], mask) for mask in no_straight]
    add_kicker_classes(PAIR, 2, 3)
    for pairs in by_size[2]:
        high, low = _RANKS_OF[pairs]
        for kicker in by_size[1]:
            if not kicker & pairs:
                classes.append((TWO_PAIR, (high, high, low, low, _RANKS_OF[kicker][0]), pairs << 13 | kicker))
    add_kicker_classes(THREE_OF_A_KIND, 3, 2)
    classes += [(STRAIGHT, _straight_ranks(top), top) for top in range(5, ACE + 1)]
    classes += [(FLUSH, _RANKS_OF[mask], mask) for mask in no_straight]
    for trips in by_size[1]:
        for pair in by_size[1]:
            if pair != trips:
                ranks = (_RANKS_OF[trips][0],) * 3 + (_RANKS_OF[pair][0],) * 2
                classes.append((FULL_HOUSE, ranks, trips << 13 | pair))
    add_kicker_classes(FOUR_OF_A_KIND, 4, 1)
    classes += [(STRAIGHT_FLUSH, _straight_ranks(top), top) for top in range(5, ACE + 1)]
    return classes


def _strengths(classes: list[tuple[str, tuple[int, ...], int]]) -> dict[str, dict[int, int]]:
    """The strength of each class, by category and key."""
    strengths: dict[str, dict[int, int]] = {category: {} for category in CATEGORIES}
    for strength, (category, _, key) in enumerate(classes, start=WORST):
        strengths[category][key] = strength
    return strengths


_CLASSES: Final = _classes()
_STRENGTH: Final = _strengths(_CLASSES)

_PAIR: Final = _STRENGTH[PAIR]
_TWO_PAIR: Final = _STRENGTH[TWO_PAIR]
_TRIPS: Final = _STRENGTH[THREE_OF_A_KIND]
_FULL_HOUSE: Final = _STRENGTH[FULL_HOUSE]
_QUADS: Final = _STRENGTH[FOUR_OF_A_KIND]
_STRAIGHT_FLUSH_FLOOR: Final = BEST - 10  # a strength above this is a straight flush


# Tables over the 8,192 rank masks --------------------------------------------


def _top_tables() -> tuple[list[int], list[int], list[int], list[int]]:
    """For each rank mask, the masks of its highest 1, 2, 3 and 5 ranks."""
    top1, top2, top3, top4, top5 = ([0] * MASKS for _ in range(5))
    for mask in range(1, MASKS):
        highest = 1 << (mask.bit_length() - 1)
        rest = mask ^ highest
        top1[mask] = highest
        top2[mask] = highest | top1[rest]
        top3[mask] = highest | top2[rest]
        top4[mask] = highest | top3[rest]
        top5[mask] = highest | top4[rest]
    return top1, top2, top3, top5


_TOP1, _TOP2, _TOP3, _TOP5 = _top_tables()


def _mask_tables() -> tuple[list[int], list[int], list[int]]:
    """For each rank mask: the strength of its best straight (0 if none), of its best five
    in one suit, a straight flush or a flush (0 under five ranks), and of its top five as a
    high-card hand (0 under five ranks or when it holds a straight)."""
    straights, flushes, high_cards = ([0] * MASKS for _ in range(3))
    for mask in range(MASKS):
        if mask.bit_count() < 5:
            continue
        top = _straight_top(mask)
        if top:
            straights[mask] = _STRENGTH[STRAIGHT][top]
            flushes[mask] = _STRENGTH[STRAIGHT_FLUSH][top]
        else:
            flushes[mask] = _STRENGTH[FLUSH][_TOP5[mask]]
            high_cards[mask] = _STRENGTH[HIGH_CARD][_TOP5[mask]]
    return straights, flushes, high_cards


_STRAIGHT, _FLUSH, _HIGH_CARD = _mask_tables()

# Each card's bit in the hand word: four 16-bit fields, one per suit, of rank masks.
_CARD_BITS: Final = {rank * 4 + suit: 1 << (16 * suit + rank - 2) for rank in range(2, ACE + 1) for suit in range(4)}
_card_bit = _CARD_BITS.__getitem__


# Reading the best five back from the hand word ----------------------------------

_ONE_PER_SUIT: Final = 1 | 1 << 16 | 1 << 32 | 1 << 48  # bit 0 of each suit's field
_Held = dict[int, tuple[int, ...]]


def _held_tables() -> list[list[_Held]]:
    """``held[rank][count]``: the first ``count`` cards of ``rank`` that a hand holds,
    higher suit first, by the hand word shifted down ``rank - 2`` and masked with
    ``_ONE_PER_SUIT``."""
    held: list[list[_Held]] = [[{} for _ in range(5)] for _ in range(ACE + 1)]
    for rank in range(2, ACE + 1):
        for suits in range(16):
            key = sum(1 << (16 * suit) for suit in range(4) if suits >> suit & 1)
            cards = tuple(rank * 4 + suit for suit in (3, 2, 1, 0) if suits >> suit & 1)
            for count in range(1, 5):
                held[rank][count][key] = cards[:count]
    return held


_Pick = tuple[tuple[int, _Held], ...]
_Suited = tuple[int, tuple[tuple[int, tuple[int, ...]], ...]]
_NOT_SUITED: Final[_Suited] = (0, ())


def _pick_tables() -> tuple[list[_Pick], list[_Suited]]:
    """By strength, how to read the best five from the hand word.  Any class: per
    rank as read, the shift to that rank and the cards to take by what is held.
    A flush or straight flush: its rank mask and, per suit from spades down, the
    shift to that suit's field and the five cards in it."""
    held = _held_tables()
    picks: list[_Pick] = [()]
    suited: list[_Suited] = [_NOT_SUITED]
    for category, ranks, _ in _CLASSES:
        picks.append(tuple([(rank - 2, held[rank][ranks.count(rank)]) for rank in dict.fromkeys(ranks)]))
        if category in (FLUSH, STRAIGHT_FLUSH):
            mask = sum(1 << (rank - 2) for rank in ranks)
            suited.append((mask, tuple((16 * suit, tuple(rank * 4 + suit for rank in ranks)) for suit in (3, 2, 1, 0))))
        else:
            suited.append(_NOT_SUITED)
    return picks, suited


_PICKS, _SUITED = _pick_tables()
_FLUSHES: Final = range(min(_STRENGTH[FLUSH].values()), max(_STRENGTH[FLUSH].values()) + 1)


# Evaluation --------------------------------------------------------------------


def evaluate(cards: Sequence[int]) -> int:
    """The strength (1..7462, higher is better) of the best five of 5 to 26 natural cards.

    Raises ``ValueError`` for too few or too many cards, duplicates or jokers.

    >>> from rummyhall.cards import parse_cards
    >>> evaluate(parse_cards("Kc Kd 9h 7s 4c 3d 2h"))  # a pair of kings, kickers 9 7 4
    3745
    """
    try:
        hand = sum(map(_card_bit, cards))
    except KeyError:
        raise ValueError(_fault(cards)) from None
    count = len(cards)
    if hand.bit_count() != count or count < MIN_CARDS or count > MAX_CARDS:
        raise ValueError(_fault(cards))

    clubs = hand & ALL_RANKS
    diamonds = (hand >> 16) & ALL_RANKS
    hearts = (hand >> 32) & ALL_RANKS
    spades = hand >> 48
    flush = _FLUSH[clubs] | _FLUSH[diamonds] | _FLUSH[hearts] | _FLUSH[spades]  # non-zero if any suit has five
    if flush:
        flush = max(_FLUSH[clubs], _FLUSH[diamonds], _FLUSH[hearts], _FLUSH[spades])
        if flush > _STRAIGHT_FLUSH_FLOOR:
            return flush

    clubs_and_diamonds = clubs & diamonds
    hearts_and_spades = hearts & spades
    clubs_or_diamonds = clubs | diamonds
    hearts_or_spades = hearts | spades
    ranks = clubs_or_diamonds | hearts_or_spades
    pairs = clubs_and_diamonds | hearts_and_spades | (clubs_or_diamonds & hearts_or_spades)  # held 2+ times
    trips = (clubs_and_diamonds & hearts_or_spades) | (hearts_and_spades & clubs_or_diamonds)  # held 3+ times
    if trips:
        quads = clubs_and_diamonds & hearts_and_spades
        if quads:
            quad = _TOP1[quads]
            return _QUADS[quad << 13 | _TOP1[ranks ^ quad]]
        trip = _TOP1[trips]
        if pairs != trip:  # another rank held twice or more
            return _FULL_HOUSE[trip << 13 | _TOP1[pairs ^ trip]]
        return flush or _STRAIGHT[ranks] or _TRIPS[trip << 13 | _TOP2[ranks ^ trip]]
    if flush:
        return flush
    straight = _STRAIGHT[ranks]
    if straight:
        return straight
    if pairs & (pairs - 1):
        two = _TOP2[pairs]
        return _TWO_PAIR[two << 13 | _TOP1[ranks ^ two]]
    if pairs:
        return _PAIR[pairs << 13 | _TOP3[ranks ^ pairs]]
    return _HIGH_CARD[ranks]


def _fault(cards: Any) -> str:
    """Why these cards are not a poker hand (called only once ``evaluate`` has found a fault)."""
    if isinstance(cards, str):
        return "evaluate takes card codes; parse text with parse_cards, or use best_five or describe"
    for c in cards:
        if isinstance(c, int) and c >= JOKER:
            return f"a poker hand has no jokers, but {format_card(c)} is one"
        if c not in _CARD_BITS:
            return f"{c!r} is not a card code (natural cards are 8..59)"
    if not MIN_CARDS <= len(cards) <= MAX_CARDS:
        return f"a poker hand needs {MIN_CARDS} to {MAX_CARDS} cards, not {len(cards)}"
    seen: set[int] = set()
    for c in cards:
        if c in seen:
            return f"{format_card(c)} appears more than once"
        seen.add(c)
    return "not a poker hand"


def best_five(cards: str | Sequence[int]) -> HandRank:
    """The best five cards, as a person would read them, with their category and strength.

    Cards are read as text (``"Ah Kh ..."``) or taken as card codes.  The five are
    ordered by what matters: quads, trips or pairs first, then kickers high to low;
    straights top down (5 4 3 2 A for the wheel).  Where several cards would do,
    the one of the higher suit (spades, hearts, diamonds, clubs) is chosen.

    >>> from rummyhall.cards import format_cards
    >>> hand = best_five("2c 2d 9h 9s 9c Kd Ks 3h")
    >>> hand.category, format_cards(hand.best)
    ('full house', '9s 9h 9c Ks Kd')
    """
    strength, best = strength_and_best(parse_cards(cards) if isinstance(cards, str) else list(cards))
    return HandRank(_CLASSES[strength - 1][0], best, strength)


def strength_and_best(cards: Sequence[int]) -> tuple[int, tuple[int, ...]]:
    """The strength and the best five card codes of :func:`best_five`, without the
    dataclass (for answering many hands in a row).

    >>> from rummyhall.cards import format_cards, parse_cards
    >>> strength, best = strength_and_best(parse_cards("Kd 4c 3h 2s Ac 5d Kh"))
    >>> strength, format_cards(best)
    (5854, '5d 4c 3h 2s Ac')
    """
    strength = evaluate(cards)
    hand = sum(map(_card_bit, cards))
    if strength > _STRAIGHT_FLUSH_FLOOR or strength in _FLUSHES:  # the highest suit holding all five ranks
        ranks, by_suit = _SUITED[strength]
        for shift, suited in by_suit:
            if (hand >> shift) & ranks == ranks:
                return strength, suited
    best: tuple[int, ...] = ()
    for shift, held in _PICKS[strength]:  # per rank, the cards of that rank held, higher suit first
        best += held[(hand >> shift) & _ONE_PER_SUIT]
    return strength, best


def describe(cards: str | Sequence[int]) -> dict[str, Any]:
    """The best five as JSON-ready data: category, the five cards as text, strength.

    >>> describe("Qs Qd 7c 7h 4s 4d 2c")
    {'category': 'two pair', 'best': ['Qs', 'Qd', '7h', '7c', '4s'], 'strength': 4690}
    """
    rank = best_five(cards)
    return {"category": rank.category, "best": [format_card(c) for c in rank.best], "strength": rank.strength}


def category_of(strength: int) -> str:
    """The category of a strength.

    >>> category_of(7462), category_of(1)
    ('straight flush', 'high card')
    """
    return _CLASSES[strength - 1][0]
