"""Cards as small integers: parse, format, packs, shoes and values.

A natural card is ``rank * 4 + suit`` with ranks 2..14 (the ace is 14; games
that also use it low say so in their own rules) and suits 0..3 for clubs,
diamonds, hearts and spades, so every natural card lies in 8..59.  A joker in a
hand is ``JOKER`` (64); a joker on the table that stands for a card is
``JOKER + card`` (72..123) and is written ``*`` followed by that card.

>>> parse_card("10h") == card(10, HEARTS)
True
>>> format_cards(parse_cards("Ah 7c * *9h"))
'Ah 7c * *9h'
>>> parse_card("1x")
Traceback (most recent call last):
...
rummyhall.cards.CardError: '1x' is not a card: unknown rank '1'
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Mapping
from typing import Final

CLUBS: Final = 0
DIAMONDS: Final = 1
HEARTS: Final = 2
SPADES: Final = 3
SUITS: Final = (CLUBS, DIAMONDS, HEARTS, SPADES)
SUIT_LETTERS: Final = "cdhs"
SUIT_SYMBOLS: Final = "♣♦♥♠"
RANK_LETTERS: Final = "23456789TJQKA"
RANKS: Final = tuple(range(2, 15))
ACE: Final = 14
KING: Final = 13
QUEEN: Final = 12
JACK: Final = 11
TEN: Final = 10

JOKER: Final = 64

_RANK_OF_TEXT = {letter: rank for rank, letter in zip(RANKS, RANK_LETTERS, strict=True)}
_RANK_OF_TEXT["10"] = TEN
_SUIT_OF_TEXT = {letter: suit for suit, letter in enumerate(SUIT_LETTERS)}
_SUIT_OF_TEXT.update({symbol: suit for suit, symbol in enumerate(SUIT_SYMBOLS)})
_SEPARATORS = re.compile(r"[\s,]+")


class CardError(ValueError):
    """Text that is not a card, or a card that does not fit where it was used.

    Said as the rules core's refusals are (docs/i18n.md): ``template`` and ``params``
    for a face to translate; ``str(error)`` and ``reason`` the English sentence."""

    def __init__(self, template: str, **params: object) -> None:
        reason = template.format(**params) if params else template
        super().__init__(reason)
        self.reason = reason
        self.template = template
        self.params = params


def card(rank: int, suit: int) -> int:
    """The natural card of ``rank`` (2..14, ace 14) and ``suit`` (0..3)."""
    return rank * 4 + suit


def rank_of(c: int) -> int:
    """Rank of a natural card, or of the card a declared joker stands for."""
    return (c & 63) >> 2


def suit_of(c: int) -> int:
    """Suit of a natural card, or of the card a declared joker stands for."""
    return c & 3


def is_joker(c: int) -> bool:
    """True for a joker, declared or not."""
    return c >= JOKER


def is_red(c: int) -> bool:
    """True for diamonds and hearts."""
    return (c & 3) in (DIAMONDS, HEARTS)


def declare(c: int) -> int:
    """A joker declared as the natural card ``c``: ``declare(card(9, HEARTS))`` is ``*9h``."""
    if not 8 <= c < 60:
        raise CardError("a joker can only stand for a natural card, not {card}", card=format_card(c))
    return JOKER + c


def declared_card(c: int) -> int | None:
    """The natural card a declared joker stands for; None for a bare joker or a natural card."""
    return c - JOKER if c > JOKER else None


def natural(c: int) -> int:
    """The card itself for a natural card; the card a declared joker stands for otherwise."""
    return c - JOKER if c > JOKER else c


def format_card(c: int) -> str:
    """Text of one card: ``Ah``, ``Th``, ``*`` or ``*9h``."""
    if 0 <= c < len(_TEXTS):
        text = _TEXTS[c]
        if text:
            return text
    if c == JOKER:
        return "*"
    if c > JOKER:
        return "*" + format_card(c - JOKER)
    if not 8 <= c < 60:
        raise CardError("{code} is not a card code", code=c)
    return RANK_LETTERS[(c >> 2) - 2] + SUIT_LETTERS[c & 3]


def _card_texts() -> list[str]:
    """The text of every card code 0..123 (empty for codes that are no card)."""
    texts = [""] * (2 * JOKER - 4)
    for c in range(8, 60):
        texts[c] = RANK_LETTERS[(c >> 2) - 2] + SUIT_LETTERS[c & 3]
        texts[JOKER + c] = "*" + texts[c]
    texts[JOKER] = "*"
    return texts


_TEXTS = _card_texts()
_CARD_OF_TEXT = {text: c for c, text in enumerate(_TEXTS) if text}


def format_cards(cards: Iterable[int]) -> str:
    """Cards as space-separated text."""
    return " ".join(format_card(c) for c in cards)


def parse_card(text: object) -> int:
    """One card from its text; ``10`` is accepted for ``T`` and ``♣♦♥♠`` for ``cdhs``.

    Anything that is not a string (a number, null, a list from a JSON line) is
    refused with a :class:`CardError` saying so."""
    if not isinstance(text, str):
        raise CardError("a card is written as text, like 'Ah' or '*', not {kind}", kind=value_kind(text))
    known = _CARD_OF_TEXT.get(text)  # the usual spelling, as format_card writes it
    if known is not None:
        return known
    token = text.strip()
    if not token:
        raise CardError("an empty string is not a card")
    if token[0] == "*":
        if len(token) == 1:
            return JOKER
        try:
            return JOKER + parse_card(token[1:])
        except CardError:
            raise CardError(
                "{token} is not a card: a joker is '*' or '*' and a card, like '*9h'", token=_quoted(token)
            ) from None
    rank_text, suit_text = token[:-1], token[-1]
    rank = _RANK_OF_TEXT.get(rank_text.upper())
    if rank is None:
        if rank_text:
            raise CardError("{token} is not a card: unknown rank {rank}", token=_quoted(token), rank=_quoted(rank_text))
        raise CardError("{token} is not a card: no rank", token=_quoted(token))
    suit = _SUIT_OF_TEXT.get(suit_text.lower())
    if suit is None:
        raise CardError(
            "{token} is not a card: unknown suit {suit} (use c d h s)", token=_quoted(token), suit=repr(suit_text)
        )
    return card(rank, suit)


def parse_cards(text: str | Iterable[object]) -> list[int]:
    """Cards from text separated by spaces or commas, or from a list of card texts.

    Raises :class:`CardError` for text that is not a card, an item that is not
    text, or something that is neither text nor a list."""
    if isinstance(text, str):
        return [parse_card(t) for t in _SEPARATORS.split(text) if t]
    if isinstance(text, Mapping) or not isinstance(text, Iterable):
        raise CardError("cards are given as text or a list of card texts, not {kind}", kind=value_kind(text))
    return [parse_card(t) for t in text]


_LONGEST_SHOWN = 24


def _quoted(text: str) -> str:
    """``text`` quoted for an error message, cut short if it is long."""
    if len(text) > _LONGEST_SHOWN:
        return repr(text[:_LONGEST_SHOWN]) + "..."
    return repr(text)


def value_kind(value: object) -> str:
    """What ``value`` is, in a few words, for an error message (never its whole repr)."""
    if value is None:
        return "null"
    if isinstance(value, str):
        return f"the text {_quoted(value)}"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return "a very large number" if value.bit_length() > 64 else f"the number {value}"
    if isinstance(value, float):
        return f"the number {value!r}"
    if isinstance(value, Mapping):
        return "an object"
    if isinstance(value, (list, tuple)):
        return "a list"
    return type(value).__name__


def pack(jokers: int = 0) -> list[int]:
    """One 52-card pack, in order, followed by ``jokers`` jokers."""
    return [card(r, s) for s in SUITS for r in RANKS] + [JOKER] * jokers


def shoe(packs: int, jokers: int) -> list[int]:
    """``packs`` packs shuffled together with ``jokers`` jokers in all."""
    return pack() * packs + [JOKER] * jokers


def sort_key(c: int) -> tuple[int, int]:
    """Order for showing a hand: by suit, then rank; jokers last."""
    if is_joker(c):
        return (4, c)
    return (c & 3, c >> 2)


def counts(cards: Iterable[int]) -> Counter[int]:
    """How many of each card code; the currency of conservation checks."""
    return Counter(cards)


# Card values per game --------------------------------------------------------


def liverpool_value(c: int, wild_twos: bool = False) -> int:
    """LIV-20: 2-9 are 5, ten to king 10, aces and jokers 15 (a wild two 15)."""
    if c >= JOKER:
        return 15
    rank = c >> 2
    if rank == ACE or (wild_twos and rank == 2):
        return 15
    return 5 if rank <= 9 else 10


def carousel_value(c: int) -> int:
    """CAR-9: joker 25, J Q K 10, 2-10 face value, ace 1."""
    if c >= JOKER:
        return 25
    rank = c >> 2
    if rank == ACE:
        return 1
    return 10 if rank > TEN else rank
