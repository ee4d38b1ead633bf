"""A draft of the Carousel table that a person edits step by step before melding.

The draft starts as the table; cards are put from the hand, moved between
melds, jokers declared anew, and any step undone.  Each meld is marked valid or
not as it goes; ``send`` turns the draft into the ``meld`` action, which the
engine checks as a whole (CAR-5, CAR-7).

>>> from rummyhall.cards import parse_cards
>>> draft = Draft([parse_cards("5h 6h 7h")], parse_cards("8h Qc Qd Qs *"))
>>> draft.put(parse_cards("8h"), "1")
>>> draft.put(parse_cards("Qc Qd Qs"), "new")
>>> draft.lines()
['1. 5h 6h 7h 8h  (valid)', '2. Qc Qd Qs  (valid)']
>>> draft.undo(); draft.lines()
['1. 5h 6h 7h 8h  (valid)']
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from rummyhall.cards import JOKER, format_card, format_cards
from rummyhall.engine import IllegalAction, whole_number
from rummyhall.i18n import N_, _, active
from rummyhall.melds import carousel_meld_fault

DRAFT_HELP = N_(
    "Edit the table before melding: put CARDS M|new (from your hand; a joker as *9h), "
    "move CARD FROM TO|new, declare *9h *Th, undo, reset, draft (show it), send."
)


class Draft:
    """The table as the person is rearranging it, with undo."""

    def __init__(self, table: Sequence[Sequence[int]], hand: Sequence[int]) -> None:
        self.table = [list(m) for m in table]
        self.hand = list(hand)
        self.melds = [list(m) for m in table]
        self.history: list[list[list[int]]] = []

    def based_on(self, table: Sequence[Sequence[int]], hand: Sequence[int]) -> bool:
        """Was this draft started from this table and hand?"""
        return self.table == [list(m) for m in table] and sorted(self.hand) == sorted(hand)

    def left_in_hand(self) -> Counter[int]:
        """The hand cards not yet in the draft (jokers counted as jokers)."""
        on_table = Counter(JOKER if c >= JOKER else c for m in self.table for c in m)
        in_draft = Counter(JOKER if c >= JOKER else c for m in self.melds for c in m)
        return Counter(self.hand) - (in_draft - on_table)

    def _meld_index(self, word: str, allow_new: bool) -> int:
        if allow_new and word.lower() == "new":
            return len(self.melds)
        number = whole_number(word)
        if number is None or not 1 <= number <= len(self.melds):
            if allow_new:
                raise IllegalAction(
                    "'{word}' is not a meld number (1 to {last}, or new)", word=word, last=len(self.melds)
                )
            raise IllegalAction("'{word}' is not a meld number (1 to {last})", word=word, last=len(self.melds))
        return number - 1

    def _save(self) -> None:
        self.history.append([list(m) for m in self.melds])

    def put(self, cards: Sequence[int], where: str) -> None:
        """Put hand cards into meld ``where`` (a number, or ``new``)."""
        left = self.left_in_hand()
        for c in cards:
            kind = JOKER if c >= JOKER else c
            if c == JOKER:
                raise IllegalAction("say which card the joker stands for, like *9h")
            if left[kind] < 1:
                if c < JOKER:
                    raise IllegalAction("you have no {card} left in hand", card=format_card(c))
                raise IllegalAction("you have no joker left in hand")
            left[kind] -= 1
        index = self._meld_index(where, allow_new=True)
        self._save()
        if index == len(self.melds):
            self.melds.append([])
        self.melds[index].extend(cards)
        self._tidy()

    def move(self, c: int, source: str, target: str) -> None:
        """Move a card from one meld to another (or to a new meld)."""
        i = self._meld_index(source, allow_new=False)
        if c not in self.melds[i]:
            raise IllegalAction("meld {meld} holds no {card}", meld=source, card=format_card(c))
        j = self._meld_index(target, allow_new=True)
        self._save()
        self.melds[i].remove(c)
        if j == len(self.melds):
            self.melds.append([])
        self.melds[j].append(c)
        self._tidy()

    def declare(self, old: int, new: int) -> None:
        """Change what a joker in the draft stands for (CAR-5 is checked on sending)."""
        if old <= JOKER or new <= JOKER:
            raise IllegalAction("write both jokers with their cards, like: declare *9h *Th")
        for meld in self.melds:
            if old in meld:
                self._save()
                meld[meld.index(old)] = new
                self._tidy()
                return
        raise IllegalAction("no joker {card} in the draft", card=format_card(old))

    def undo(self) -> None:
        if not self.history:
            raise IllegalAction("nothing to undo")
        self.melds = self.history.pop()

    def reset(self) -> None:
        self._save()
        self.melds = [list(m) for m in self.table]

    def _tidy(self) -> None:
        """Drop emptied melds and keep each meld's cards in order."""
        self.melds = [sorted(m, key=lambda c: ((c & 63) >> 2, c & 3)) for m in self.melds if m]

    def lines(self) -> list[str]:
        """Each meld numbered, marked valid or with the reason it is not."""
        out = []
        for number, meld in enumerate(self.melds, 1):
            fault = carousel_meld_fault(meld)
            said = _("valid") if fault is None else active().text(fault)
            out.append(f"{number}. {format_cards(meld)}  ({said})")
        return out
