"""A shrewder Liverpool policy: the greedy bot with three fixes a card player would make.

The Liverpool search bot starts from this policy's choice (its first
candidate, kept unless the samples surely beat it).  Where it differs from
:class:`GreedyLiverpool` (each rule measured in duplicate deals against the
greedy bot: docs/bots.md, "Measured strength"):

- **Once down, it takes a discard it can lay off** at once (the greedy bot
  always draws from the stock once down): the card leaves its hand in the
  same turn, where a stock card may fit nowhere.
- **Once down, it discards its highest card** (the greedy bot still weighs
  its cards for the contract it has made; only lay-offs are left, and the
  points held are what the deal costs).
- **Before anyone is down, it also buys a discard worth 4 or more** by
  :func:`usefulness` (a pair's third card, a run's neighbour; the greedy bot
  buys only a card that raises its ``progress``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from rummyhall.bots.liverpool import GreedyLiverpool
from rummyhall.cards import ACE, JOKER, liverpool_value, natural, parse_card, parse_cards
from rummyhall.engine import Action, View
from rummyhall.games.liverpool import BUY, DRAW_DISCARD, Discard
from rummyhall.melds import CONTRACTS, LOW_ACE, is_wild

_CARDS: dict[str, int] = {}


def cards_of(texts: Sequence[str]) -> list[int]:
    """Card texts as cards (each text parsed once)."""
    out = []
    for text in texts:
        c = _CARDS.get(text)
        if c is None:
            c = _CARDS[text] = parse_card(text)
        out.append(c)
    return out


def usefulness(hand: Sequence[int], c: int, deal: int, wild_twos: bool) -> int:
    """How much ``c`` helps ``hand`` (which does not hold it) towards the deal's
    contract, roughly: two points for each card of its rank (books), and for
    runs two for each card of its suit next to it, one for each two places away.

    >>> usefulness(parse_cards("7h 7s 8h Kc"), parse_card("7d"), deal=1, wild_twos=False)
    4
    """
    if is_wild(c, wild_twos):
        return 100
    books, runs = CONTRACTS[deal]
    rank, suit = c >> 2, c & 3
    score = 0
    for h in hand:
        if is_wild(h, wild_twos):
            continue
        if books and h >> 2 == rank:
            score += 2
        if runs and h & 3 == suit:
            gap = abs((h >> 2) - rank)
            score += 2 if gap == 1 else 1 if gap == 2 else 0
    return score


_ENDS: dict[tuple[str, ...], tuple[str, int, int, int]] = {}


def meld_ends(kind: str, cards: Sequence[str]) -> tuple[str, int, int, int]:
    """A table meld as ``(kind, rank or suit, low, high)``: a book's rank, or a
    run's suit and the ranks of its first and last places (1 for a low ace).

    >>> meld_ends("run", ["Ah", "2h", "*3h", "4h"]), meld_ends("book", ["*", "9c", "9d"])
    (('run', 2, 1, 4), ('book', 9, 0, 0))
    """
    key = (kind, *cards)
    found = _ENDS.get(key)
    if found is None:
        places = [natural(c) for c in parse_cards(cards)]
        naturals = [(i, c) for i, c in enumerate(places) if c < JOKER]
        if kind == "book":
            found = ("book", naturals[0][1] >> 2 if naturals else 0, 0, 0)
        else:
            i, c = naturals[0]
            low = LOW_ACE if c >> 2 == ACE and i == 0 and len(places) > 1 else (c >> 2) - i
            found = ("run", c & 3, low, low + len(places) - 1)
        _ENDS[key] = found
    return found


def fits_table(c: int, table: Sequence[Any], wild_twos: bool) -> bool:
    """Whether card ``c`` could be laid off on one of the view's ``table`` melds (LIV-13).

    >>> table = [{"kind": "run", "cards": ["5h", "6h", "7h", "8h"]}, {"kind": "book", "cards": ["Kc", "Kd", "Ks"]}]
    >>> [fits_table(parse_card(t), table, False) for t in ("4h", "9h", "Th", "Kh", "4c")]
    [True, True, False, True, False]
    """
    if is_wild(c, wild_twos):
        return bool(table)
    rank, suit = c >> 2, c & 3
    for meld in table:
        kind, key, low, high = meld_ends(meld["kind"], meld["cards"])
        if kind == "book":
            if key == rank:
                return True
        elif key == suit:
            below = rank == low - 1 if low > 2 else low == 2 and rank == ACE and high < ACE
            if below or (high < ACE and rank == high + 1):
                return True
    return False


@dataclass(frozen=True)
class Rules:
    """Which of the shrewd rules are on (all by default), so that each can be measured alone."""

    take_lay_off: bool = True
    dump_when_down: bool = True
    buy_useful: int = 4
    """Not down, nobody down yet, deals 1-6: buy a discard this useful or more (0: as the greedy bot)."""


class ShrewdLiverpool(GreedyLiverpool):
    """See the module docstring."""

    name = "shrewd"

    def __init__(self, seed: int = 0, rules: Rules | None = None) -> None:
        super().__init__(seed)
        self.rules = rules or Rules()

    def choose(self, view: View, legal: Sequence[Action], may_pass: bool) -> Action | None:
        if legal and view["players"][view["seat"]]["down"]:
            top, wild_twos = view["discard_top"], view["wild_twos"]
            lays_off = top is not None and fits_table(cards_of([top])[0], view["table"], wild_twos)
            if self.rules.take_lay_off and DRAW_DISCARD in legal and lays_off:
                return DRAW_DISCARD
            discards = [a for a in legal if isinstance(a, Discard)]
            if self.rules.dump_when_down and discards and len(discards) == len(legal):
                return max(discards, key=lambda a: liverpool_value(a.card, wild_twos))
        elif BUY in legal and self._buys(view):
            return BUY
        return super().choose(view, legal, may_pass)

    def _buys(self, view: View) -> bool:
        """Whether to buy the discard: worth ``buy_useful`` or more, and nobody down yet."""
        top = view["discard_top"]
        if not self.rules.buy_useful or top is None or view["deal"] == 7 or any(p["down"] for p in view["players"]):
            return False
        wanted = usefulness(cards_of(view["hand"]), cards_of([top])[0], view["deal"], view["wild_twos"])
        return wanted >= self.rules.buy_useful
