"""Liverpool's action numbers and observation tensor (docs/env.md lists both).

>>> from rummyhall.games.liverpool import Liverpool
>>> encoding = LiverpoolEncoding(Liverpool(4))
>>> encoding.size, encoding.names()[:6]
(2606, ['draw stock', 'draw discard', 'buy', 'pass', 'rummy', 'let go'])
"""

from __future__ import annotations

import numpy as np

from rummyhall.cards import ACE, format_card
from rummyhall.engine import Action, Seat, State, View
from rummyhall.env.features import CARD_CODE, CARD_INDEX, CARDS, Layout, card_number, count_cards
from rummyhall.env.table import Encoding, Observation
from rummyhall.games.liverpool import (
    DEALS,
    LAY_DOWN_LIMIT,
    Buy,
    CallRummy,
    Cut,
    Discard,
    Down,
    Draw,
    LayOff,
    Liverpool,
    LiverpoolState,
    Pass,
    Swap,
)

CUT_AIMS = (-3, -2, -1, 0, 1, 2, 3)
"""A cut aims at the exact count (LIV-8) plus one of these."""
ENDS = ("", "low", "high")
"""Where a lay-off goes: anywhere it fits (a natural card, a wild card in a book), or a run's low or high end."""
PHASES = ("cut", "draw", "buy", "play", "over")
PLAYER_FEATURES = (
    *("cards", "one_card", "down", "floating", "buys", "deal_adjust"),
    *("total", "dealer", "turn", "actor"),
)
MELD_FEATURES = 25
"""Per meld slot: present, book, run, mine, the book's rank (13), the run's suit (4), low, high, cards, jokers."""


class LiverpoolEncoding(Encoding):
    """Actions and observations of Liverpool for a given number of players."""

    SCORING = frozenset(("deal_over", "game_over"))
    REWARD_SCALE = 0.01
    obs_low = -1.0

    def __init__(self, game: Liverpool) -> None:
        self.game = game
        n = game.players
        self.slots = 3 * n  # (every player down: at most three melds each)
        self.DRAW_STOCK, self.DRAW_DISCARD, self.BUY, self.PASS, self.RUMMY, self.LET_GO = range(6)
        self.CUT = 6
        self.DISCARD = self.CUT + len(CUT_AIMS)
        self.DOWN = self.DISCARD + CARDS
        self.LAY_OFF = self.DOWN + LAY_DOWN_LIMIT
        self.SWAP = self.LAY_OFF + CARDS * self.slots * len(ENDS)
        self.size = self.SWAP + 52 * self.slots
        self.layout = layout = Layout()
        self.HAND = layout.add("hand", CARDS, "cards held of each kind, / 6")
        self.TAKEN = layout.add("taken", CARDS, "the card taken from the discard pile this turn (one-hot)")
        self.TOP = layout.add("discard_top", CARDS, "the top of the discard pile (one-hot)")
        self.DEAL = layout.add("deal", DEALS, "the deal, 1..7 (one-hot)")
        self.PHASE = layout.add("phase", len(PHASES), "cut, draw, buy, play, over (one-hot)")
        self.MISC = layout.add(
            "table",
            7,
            "stock size / 162, discard size / 162, rummy open, jokers owed / 6, wild twos, asked to buy, may act now",
        )
        self.PLAYERS = layout.add(
            "players",
            len(PLAYER_FEATURES) * n,
            "per player from this seat on (this seat first, then to its left): "
            "cards / 20, one card, down, floating, buys / 10, deal +/- / 100, total / 1000, dealer, to play, acting",
        )
        self.MELDS = layout.add(
            "melds",
            MELD_FEATURES * self.slots,
            "per meld slot m1, m2, ...: present, book, run, this seat's, the book's rank 2..A (13), "
            "the run's suit c d h s (4), low place / 14, high place / 14, cards / 16, jokers / 6",
        )
        self.obs_size = layout.size
        self._names = self._make_names()
        self._melds: dict[tuple[tuple[str, ...], str, bool], list[float]] = {}

    def _make_names(self) -> list[str]:
        names = ["draw stock", "draw discard", "buy", "pass", "rummy", "let go"]
        names += [f"cut target{aim:+d}" for aim in CUT_AIMS]
        cards = [format_card(c) for c in range(8, 60)] + ["*"]
        names += [f"discard {c}" for c in cards]
        names += [f"down #{k + 1}" for k in range(LAY_DOWN_LIMIT)]
        melds = range(1, self.slots + 1)
        names += [f"layoff {c} m{m}" + (f" {end}" if end else "") for c in cards for m in melds for end in ENDS]
        names += [f"swap {c} m{m + 1}" for c in cards[:52] for m in range(self.slots)]
        return names

    def names(self) -> list[str]:
        return self._names

    def choices(self, state: State, seat: Seat) -> dict[int, Action]:
        assert isinstance(state, LiverpoolState)
        found: dict[int, Action] = {}
        downs = 0
        slots, ends = self.slots, len(ENDS)
        for action in state.legal(seat):
            kind = type(action)
            if kind is Discard:
                assert isinstance(action, Discard)
                found[self.DISCARD + card_number(action.card)] = action
            elif kind is LayOff:
                assert isinstance(action, LayOff)
                if action.meld <= slots:
                    place = (card_number(action.card) * slots + action.meld - 1) * ends
                    found[self.LAY_OFF + place + ENDS.index(action.end)] = action
            elif kind is Down:
                if downs < LAY_DOWN_LIMIT:
                    found[self.DOWN + downs] = action
                downs += 1
            elif kind is Draw:
                assert isinstance(action, Draw)
                found[self.DRAW_STOCK if action.source == "stock" else self.DRAW_DISCARD] = action
            elif kind is Swap:
                assert isinstance(action, Swap)
                if action.meld <= slots:
                    found[self.SWAP + (action.card - 8) * slots + action.meld - 1] = action
            elif kind is Buy:
                found[self.BUY] = action
            elif kind is Pass:
                found[self.PASS] = action
            elif kind is CallRummy:
                found[self.RUMMY] = action
        if state.phase == "cut" and seat == state.cutter:
            target = state.cut_target()
            for k, aim in enumerate(CUT_AIMS):
                if 1 <= target + aim < len(state.stock):
                    found[self.CUT + k] = Cut(target + aim)
        return found

    def observe(self, view: View) -> Observation:
        out = [0.0] * self.obs_size
        seat = view["seat"]
        n = self.game.players
        count_cards(out, self.HAND, view["hand"], 1 / 6)
        if view.get("taken"):
            out[self.TAKEN + CARD_INDEX[view["taken"]]] = 1
        if view["discard_top"] is not None:
            out[self.TOP + CARD_INDEX[view["discard_top"]]] = 1
        out[self.DEAL + view["deal"] - 1] = 1
        out[self.PHASE + PHASES.index(view["phase"])] = 1
        actors = view["actors"]
        out[self.MISC : self.MISC + 7] = (
            view["stock_size"] / 162,
            view["discard_size"] / 162,
            view["rummy_open"],
            view.get("jokers_owed", 0) / 6,
            view["wild_twos"],
            seat in view["buy_order"],
            seat in actors,
        )
        width = len(PLAYER_FEATURES)
        for p in view["players"]:
            at = self.PLAYERS + width * ((p["seat"] - seat) % n)
            s = p["seat"]
            out[at : at + width] = (
                min(p["cards"] / 20, 1.0),
                p["one_card"],
                p["down"],
                p["floating"],
                min(p["buys"] / 10, 1.0),
                max(-1.0, min(p["deal_adjust"] / 100, 1.0)),
                max(-1.0, min(p["total"] / 1000, 1.0)),
                s == view["dealer"],
                s == view["turn"],
                s in actors,
            )
        wild_twos = view["wild_twos"]
        for number, meld in enumerate(view["table"][: self.slots]):
            at = self.MELDS + MELD_FEATURES * number
            out[at : at + MELD_FEATURES] = self._meld(tuple(meld["cards"]), meld["kind"], wild_twos)
            out[at + 3] = meld["owner"] == seat
        return np.array(out, dtype=np.float32)

    def _meld(self, cards: tuple[str, ...], kind: str, wild_twos: bool) -> list[float]:
        """A meld's features (but whose it is), remembered: melds change seldom."""
        key = (cards, kind, wild_twos)
        found = self._melds.get(key)
        if found is None:
            found = self._melds[key] = meld_features(cards, kind == "book", wild_twos)
            if len(self._melds) > MELDS_KEPT:
                self._melds.clear()
        return found

    def score(self, state: State) -> list[int]:
        """Minus each total (LIV-20: the lowest total wins), rewarded / 100."""
        assert isinstance(state, LiverpoolState)
        return [-t for t in state.totals]


MELDS_KEPT = 4096
"""How many melds' features an encoding remembers."""


def meld_features(cards: tuple[str, ...], book: bool, wild_twos: bool) -> list[float]:
    """A table meld's features (see ``MELD_FEATURES``; "this seat's" left 0).

    >>> [round(float(x), 3) for x in meld_features(("*", "5h", "6h", "7h"), False, False)[17:25]]
    [0.0, 0.0, 1.0, 0.0, 0.286, 0.5, 0.25, 0.167]
    """
    out = [0.0] * MELD_FEATURES
    out[0:3] = (1.0, float(book), float(not book))
    wild = [c == "*" or (wild_twos and c[0] == "2") for c in cards]
    naturals = [(i, CARD_CODE[c]) for i, c in enumerate(cards) if not wild[i]]
    if book:
        if naturals:
            out[4 + (naturals[0][1] >> 2) - 2] = 1
    elif naturals:
        i, c = next(((i, c) for i, c in naturals if c >> 2 != ACE), naturals[0])
        out[17 + (c & 3)] = 1
        rank = c >> 2
        low = (1 if i == 0 else ACE - i) if rank == ACE else rank - i
        out[21] = low / 14
        out[22] = (low + len(cards) - 1) / 14
    out[23] = min(len(cards) / 16, 1.0)
    out[24] = min(sum(wild) / 6, 1.0)
    return out
