"""Small pieces the observation tensors share: card numbers and a writer of named blocks.

Cards are numbered 0..51 (``card - 8``: 2c 2d 2h 2s 3c ... As) and 52 for a
joker (bare, or declared as a card on a Carousel table).

>>> CARD_INDEX["2c"], CARD_INDEX["As"], CARD_INDEX["*"], CARD_INDEX["*9h"]
(0, 51, 52, 52)
"""

from __future__ import annotations

from collections.abc import Iterable

from rummyhall.cards import JOKER, format_card

CARDS = 53
"""Card kinds: the 52 natural cards and the joker."""

CARD_CODE: dict[str, int] = {format_card(c): c for c in range(8, 60)}
"""A natural card's text to its code (reading views without ``parse_card``)."""
CARD_INDEX: dict[str, int] = {format_card(c): c - 8 for c in range(8, 60)}
CARD_INDEX["*"] = 52
CARD_INDEX.update({"*" + format_card(c): 52 for c in range(8, 60)})


def card_number(c: int) -> int:
    """A card code's number: 0..51 for natural cards, 52 for a joker."""
    return 52 if c >= JOKER else c - 8


class Layout:
    """The named index ranges of an observation, in order; ``docs`` lists them."""

    def __init__(self) -> None:
        self.blocks: list[tuple[str, int, int, str]] = []
        self.size = 0

    def add(self, name: str, length: int, what: str) -> int:
        """Reserve ``length`` numbers for ``name``; returns where they start."""
        start = self.size
        self.blocks.append((name, start, length, what))
        self.size += length
        return start

    def docs(self) -> list[str]:
        """One line per block: ``[start, end) name: what``."""
        return [f"[{start}, {start + length}) {name}: {what}" for name, start, length, what in self.blocks]


def count_cards(out: list[float], start: int, texts: Iterable[str], scale: float) -> None:
    """Add ``scale`` at ``start`` + the number of each card in ``texts``.

    (Observations are written into a list, then made an array once: faster than
    setting NumPy items one by one.)"""
    for text in texts:
        out[start + CARD_INDEX[text]] += scale
