"""Liverpool rummy (LIV-1..LIV-22): seven deals of contract rummy with buying.

>>> game = Liverpool(players=4, options={"cut_bonus": False})
>>> state = game.new(seed=7)
>>> state.actors() == (state.turn,), [str(a) for a in state.legal(state.turn)]
(True, ['draw stock', 'draw discard'])

Phases of a deal: ``cut`` (LIV-8, when ``cut_bonus`` is on), then turns.  A
turn starts in ``draw`` (the player to move draws; while a discard by a player
who is down could be laid off, the others may call rummy, LIV-16); choosing the
stock opens ``buy`` for the others (LIV-14, LIV-22) before the stock card is
drawn; then ``play`` (go down, lay off, exchange jokers, discard).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Final, Literal, NotRequired, TypedDict

from rummyhall.cards import (
    ACE,
    JOKER,
    KING,
    CardError,
    card,
    format_card,
    format_cards,
    liverpool_value,
    parse_card,
    parse_cards,
    shoe,
    sort_key,
)
from rummyhall.engine import (
    N_,
    Action,
    Check,
    Event,
    Game,
    IllegalAction,
    Option,
    Result,
    ResultView,
    Seat,
    State,
    copied,
    deal_again,
    result_view,
    whole_number,
)
from rummyhall.melds import (
    CONTRACTS,
    LOW_ACE,
    arrange_run,
    is_wild,
    liverpool_book_fault,
    liverpool_run_fault,
    make_book,
    make_run,
)
from rummyhall.solve.liverpool import HandTally, choices, solve_keeping, surely_not_tallied

HAND_SIZES: Final = {1: 10, 2: 10, 3: 10, 4: 10, 5: 12, 6: 12, 7: 12}
DEALS: Final = 7
CUT_ERRORS: Final = (-3, -2, -1, 0, 1, 2, 3)
CUT_ERROR_WEIGHTS: Final = (1, 2, 3, 4, 3, 2, 1)
"""LIV-8: the cut lifts the named count plus an error drawn with these weights
(out of 16): exact with probability 4/16, one off 6/16, two off 4/16, three off 2/16."""
LAY_DOWN_LIMIT: Final = 8
"""How many distinct lay-downs ``legal`` lists (the solver's best first)."""


def packs_for(players: int) -> int:
    """LIV-1: two packs for up to four players, three for five or more."""
    return 2 if players <= 4 else 3


def contract_text(deal: int) -> str:
    """``"2 books"``, ``"1 book + 1 run"``..."""
    books, runs = CONTRACTS[deal]
    parts = [f"{n} {word}{'s' if n > 1 else ''}" for n, word in ((books, "book"), (runs, "run")) if n]
    return " + ".join(parts)


# Actions ---------------------------------------------------------------------


@dataclass(frozen=True)
class Cut(Action):
    """LIV-8: the cutter names how many cards to lift."""

    count: int

    def __str__(self) -> str:
        return f"cut {self.count}"


@dataclass(frozen=True)
class Draw(Action):
    """LIV-10: draw from the ``stock`` or the ``discard`` pile."""

    source: str

    def __str__(self) -> str:
        return f"draw {self.source}"


@dataclass(frozen=True)
class Buy(Action):
    """LIV-14 / LIV-22: take the discard out of turn, with a stock card as the price."""

    def __str__(self) -> str:
        return "buy"


@dataclass(frozen=True)
class Pass(Action):
    """Decline to buy."""

    def __str__(self) -> str:
        return "pass"


@dataclass(frozen=True)
class CallRummy(Action):
    """LIV-16: the discard could have been laid off."""

    def __str__(self) -> str:
        return "rummy"


class Down(Action):
    """LIV-11: lay down the contract, meld by meld (runs in order, lowest first).

    Never changed once made.  A plain class, not a frozen dataclass like the
    other actions: ``legal`` makes several at each turn of a player who could go
    down, and a frozen dataclass is slow to make (docs/compiled.md).  Equal,
    hashed and shown as the frozen dataclass was."""

    __match_args__ = ("melds",)

    def __init__(self, melds: tuple[tuple[int, ...], ...]) -> None:
        self.melds = melds

    def __eq__(self, other: object) -> bool:
        return type(other) is Down and isinstance(other, Down) and self.melds == other.melds

    def __hash__(self) -> int:
        return hash((self.melds,))

    def __repr__(self) -> str:
        return f"Down(melds={self.melds!r})"

    def __str__(self) -> str:
        return "down " + " | ".join(format_cards(m) for m in self.melds)


@dataclass(frozen=True)
class LayOff(Action):
    """LIV-13: add a card to table meld number ``meld`` (1-based); ``end`` for a wild card on a run."""

    card: int
    meld: int
    end: str = ""

    def __str__(self) -> str:
        return f"layoff {format_card(self.card)} m{self.meld}" + (f" {self.end}" if self.end else "")


@dataclass(frozen=True)
class Swap(Action):
    """LIV-15: put the natural card in place of a joker in table meld ``meld``, taking the joker."""

    card: int
    meld: int

    def __str__(self) -> str:
        return f"swap {format_card(self.card)} m{self.meld}"


@dataclass(frozen=True)
class Discard(Action):
    """LIV-10: end the turn by discarding a card."""

    card: int

    def __str__(self) -> str:
        return f"discard {format_card(self.card)}"


DRAW_STOCK, DRAW_DISCARD, BUY, PASS, RUMMY = Draw("stock"), Draw("discard"), Buy(), Pass(), CallRummy()
DISCARDS: Final = [Discard(c) for c in range(JOKER + 1)]  # by card: ``legal`` lists these, made once
_LAY_OFFS: Final[dict[tuple[int, int, str], LayOff]] = {}  # (card, meld, end) -> the action, made once (see _lay_off)
_CUTS: Final[list[Cut]] = []  # by count: ``legal`` lists these, made once
_TABLE_LAY_OFFS: Final[dict[tuple[Any, ...], dict[int, list[LayOff]]]] = {}  # a table's lay-offs (see _table_lay_offs)
_MELD_LAY_OFFS: Final[dict[tuple[int, int, bool], tuple[list[tuple[int, LayOff]], list[tuple[int, LayOff]]]]] = {}
_SHOWN_ORDER: Final = [(c & 3) << 4 | c >> 2 if c < JOKER else 1 << 8 for c in range(JOKER + 1)]
"""The order of :func:`rummyhall.cards.sort_key` as one number a card (jokers last), for sorting quickly."""

ACTION_HELP: Final = (
    "draw stock, draw discard, buy, pass, rummy, cut N, down 7c 7d * | Qs Qh Qd, "
    "layoff 8h m2 [low|high], swap 7h m1, discard 7h"
)


def _lay_off(card: int, meld: int, end: str) -> LayOff:
    """``LayOff(card, meld, end)``, made once for each (``legal`` lists the same ones turn after turn)."""
    key = (card, meld, end)
    action = _LAY_OFFS.get(key)
    if action is None:
        action = _LAY_OFFS[key] = LayOff(card, meld, end)
    return action


def parse_action(text: str) -> Action:
    """The Liverpool action written as ``text``.

    >>> str(parse_action("down 7c 7d *  |  qs qh qd"))
    'down 7c 7d * | Qs Qh Qd'
    """
    words = text.split()
    if not words:
        raise IllegalAction("no action given (actions: {actions})", actions=ACTION_HELP)
    verb, rest = words[0].lower(), words[1:]
    try:
        if verb == "draw" and len(rest) == 1 and rest[0].lower() in ("stock", "discard"):
            return Draw(rest[0].lower())
        if verb in ("buy", "pass", "rummy") and not rest:
            return {"buy": BUY, "pass": PASS, "rummy": RUMMY}[verb]
        if verb == "may" and [w.lower() for w in rest] == ["i"]:
            return BUY
        if verb == "cut" and len(rest) == 1 and (count := whole_number(rest[0])) is not None:
            return Cut(count)
        if verb == "discard" and len(rest) == 1:
            return Discard(parse_card(rest[0]))
        if verb == "down" and rest:
            melds = " ".join(rest).split("|")
            return Down(tuple(tuple(parse_cards(m)) for m in melds))
        if verb in ("layoff", "swap") and len(rest) in (2, 3):
            meld = _meld_number(rest[1])
            if verb == "swap" and len(rest) == 2:
                return Swap(parse_card(rest[0]), meld)
            end = rest[2].lower() if len(rest) == 3 else ""
            if verb == "layoff" and end in ("", "low", "high"):
                return LayOff(parse_card(rest[0]), meld, end)
    except CardError as error:
        raise IllegalAction("'{text}': {why:sentence}", text=text.strip(), why=error.template, **error.params) from None
    raise IllegalAction("'{text}' is not an action (actions: {actions})", text=text.strip(), actions=ACTION_HELP)


def _meld_number(word: str) -> int:
    number = whole_number(word[1:] if word[:1].lower() == "m" else word)
    if number is None or number < 1:
        raise IllegalAction("'{word}' is not a meld number; melds are m1, m2, ...", word=word)
    return number


# Melds on the table ----------------------------------------------------------


class TableMeld:
    """A book or run on the table, with its owner.  Runs keep ``low``, the rank
    of their first place (1 for a low ace); place ``i`` stands for ``low + i``.

    ``shape`` is what fixes the cards it takes (see
    :meth:`LiverpoolState._table_lay_offs`): its rank or suit, first place and
    length, as one int (a book's rank is never 0, a run's first place never 0),
    kept up to date by :meth:`add`."""

    FIELDS = ("cards", "kind", "low", "owner", "rank", "suit")
    __slots__ = ("cards", "kind", "low", "owner", "rank", "shape", "suit")

    def __init__(
        self, owner: Seat, kind: Literal["book", "run"], cards: list[int], rank: int = 0, suit: int = 0, low: int = 0
    ) -> None:
        self.owner, self.kind, self.cards = owner, kind, cards
        self.rank, self.suit, self.low = rank, suit, low
        self.shape = self._shape()

    def _shape(self) -> int:
        return self.rank | self.suit << 4 | self.low << 6 | len(self.cards) << 10

    def copy(self) -> TableMeld:
        return TableMeld(self.owner, self.kind, list(self.cards), self.rank, self.suit, self.low)

    @property
    def high(self) -> int:
        return self.low + len(self.cards) - 1

    def natural_at(self, rank: int) -> int:
        """The natural card a run's place of ``rank`` stands for."""
        return card(ACE if rank == LOW_ACE else rank, self.suit)

    def fit(self, c: int, end: str, wild_twos: bool) -> str | None:
        """Where ``c`` may be laid off (``"low"``, ``"high"``, ``"book"``), or None.

        ``end`` ("low", "high" or "" for either) says where the player wants it."""
        if self.kind == "book":
            return "book" if is_wild(c, wild_twos) or c >> 2 == self.rank else None
        ends = self.open_ends()
        if c < JOKER and c & 3 == self.suit:  # a natural card (or a two at its own place)
            rank = c >> 2
            if "low" in ends and (rank == self.low - 1 or (rank == ACE and self.low == 2)) and end in ("", "low"):
                return "low"
            if "high" in ends and rank == self.high + 1 and end in ("", "high"):
                return "high"
        if not is_wild(c, wild_twos):
            return None
        if end:
            return end if end in ends else None
        return ends[0] if len(ends) == 1 else None

    def open_ends(self) -> list[str]:
        """The ends of a run that can still grow: not past an ace, and never an
        ace at both ends (LIV-2)."""
        bottom = 2 if self.high == ACE else LOW_ACE
        top = KING if self.low == LOW_ACE else ACE
        return [e for e, ok in (("low", self.low > bottom), ("high", self.high < top)) if ok]

    def add(self, c: int, where: str) -> None:
        if where == "low":
            self.cards.insert(0, c)
            self.low -= 1
        else:
            self.cards.append(c)
        self.shape = self._shape()

    def to_json(self, number: int) -> MeldView:
        return {"id": number, "owner": self.owner, "kind": self.kind, "cards": [format_card(c) for c in self.cards]}


def _meld_lay_offs(
    meld: TableMeld, number: int, shape: int, wild_twos: bool
) -> tuple[list[tuple[int, LayOff]], list[tuple[int, LayOff]]]:
    """The lay-offs onto table meld ``number``: (natural card, action) pairs, and
    (wild card, action) pairs (in a book, or at a run's open ends).  Made once
    for each number and ``shape`` (see :meth:`LiverpoolState._table_lay_offs`)."""
    key = (number, shape, wild_twos)
    found = _MELD_LAY_OFFS.get(key)
    if found is None:
        naturals: list[tuple[int, LayOff]] = []
        if meld.kind == "book":
            naturals = [(c, _lay_off(c, number, "")) for c in range(meld.rank * 4, meld.rank * 4 + 4)]
            ends = [""]
        else:
            ends = meld.open_ends()
            for end in ends:
                c = meld.natural_at(meld.low - 1 if end == "low" else meld.high + 1)
                if not naturals or naturals[0][0] != c:  # (an ace fits 2..K at either end: one lay-off, at the low end)
                    naturals.append((c, _lay_off(c, number, "")))
        wild_cards = (JOKER, 8, 9, 10, 11) if wild_twos else (JOKER,)
        wilds = [(c, _lay_off(c, number, end)) for c in wild_cards for end in ends]
        if len(_MELD_LAY_OFFS) >= 4096:
            _MELD_LAY_OFFS.clear()
        found = _MELD_LAY_OFFS[key] = (naturals, wilds)
    return found


def _table_meld(owner: Seat, cards: Sequence[int], kind: str, wild_twos: bool) -> TableMeld:
    if kind == "book":
        book = make_book(cards, wild_twos)
        return TableMeld(owner, "book", list(cards), rank=book.rank)
    run = make_run(cards, wild_twos)
    return TableMeld(owner, "run", list(cards), suit=run.suit, low=run.low)


# What a seat sees (docs/views.md) ---------------------------------------------

Phase = Literal["cut", "draw", "buy", "play", "over"]
"""LIV: the cutter cuts; the player to act draws; buyers answer; the player plays; the game is over."""


class MeldView(TypedDict):
    id: int  # its number: m1, m2, ... in lay-offs
    owner: Seat
    kind: Literal["book", "run"]
    cards: list[str]  # a run lowest place first


class LiverpoolPlayerView(TypedDict):
    seat: Seat
    cards: int
    one_card: bool  # LIV-21
    down: bool
    floating: bool  # LIV-18
    buys: int
    seen: list[str]  # cards everyone saw go into the hand and not yet leave it (from the pile, a joker swapped)
    deal_adjust: int  # this deal's penalties and bonuses
    total: int


class LastDealView(TypedDict):
    """The deal just finished, public once it is over: every hand as it was left, and the scores."""

    deal: int
    why: str  # a template to fill (engine.fill) with ``params``
    params: dict[str, Any]
    out: Seat | None  # who went out (None: the deal ended otherwise)
    hands: list[list[str]]  # each seat's cards at the end, sorted
    points: list[int]  # the deal's points per seat, penalties and bonuses included
    adjust: list[int]  # of those, the penalties and bonuses
    totals: list[int]  # the running totals after the deal


class LiverpoolView(TypedDict):
    game: Literal["liverpool"]
    seat: Seat | None
    deal: int
    contract: str
    wild_twos: bool
    dealer: Seat
    phase: Phase
    turn: Seat
    actors: list[Seat]
    players: list[LiverpoolPlayerView]
    table: list[MeldView]
    discard_top: str | None
    discard_size: int
    stock_size: int
    rummy_open: bool
    buy_order: list[Seat]
    history: list[list[int]]
    last_deal: LastDealView | None
    over: bool
    result: ResultView | None
    hand: NotRequired[list[str]]  # the seat's own cards (not for spectators)
    jokers_owed: NotRequired[int]
    taken: NotRequired[str | None]


# The game --------------------------------------------------------------------


class Liverpool(Game):
    """Liverpool rummy for 3-8 players (2 with ``two_players``)."""

    name = "liverpool"
    rules_version = 2  # 2: LIV-3 books of twos, LIV-10 the taken card never last, LIV-19 reshuffles
    min_players = 3
    max_players = 8
    OPTIONS = {
        "two_players": Option(False, "LIV-1: allow a game of two"),
        "wild_twos": Option(False, "LIV-3: twos are wild as well as jokers"),
        "cut_bonus": Option(True, "LIV-8: the cutter scores -50 for an exact cut"),
        "failed_meld_penalty": Option(50, "LIV-12: points for a lay-down that fails the contract", minimum=0),
        "buy_limit": Option(None, "LIV-14: most buys per player per deal (none: no limit)", minimum=0, optional=True),
        "may_i": Option(False, "LIV-22: 'May I' - the first to ask gets the discard"),
        "reshuffles": Option(2, "LIV-19: most stock rebuilds per deal (none: no limit)", minimum=0, optional=True),
        "turn_cap": Option(None, "simulations: end a deal after this many turns", minimum=1, optional=True),
    }

    EVENT_KINDS = frozenset(
        (
            *("deal_start", "cut", "exact_cut", "dealt", "take_discard", "draw_stock", "offer", "buy", "buy_price"),
            *("no_buyer", "rummy", "take_back", "penalty_card", "down", "failed_down", "lay_off", "swap", "float"),
            *("discard", "deal_over", "game_over"),
        )
    )

    def min_players_with(self, options: Mapping[str, Any]) -> int:
        return 2 if options["two_players"] else 3

    @property
    def packs(self) -> int:
        """How many packs this game uses (LIV-1, see :func:`packs_for`)."""
        return packs_for(self.players)

    def new(self, seed: int) -> LiverpoolState:
        return LiverpoolState(self, seed)

    def parse_action(self, text: str) -> Action:
        return parse_action(text)


class LiverpoolState(State):
    """A game of Liverpool in progress; see the module docstring for its phases."""

    phase: Phase

    FIELDS = (
        *("seed", "rng", "wild_twos", "totals", "history", "last_deal", "over", "result", "deal", "dealer"),
        *("hands", "seen", "table", "down", "adjust", "buys", "turns", "stock", "rebuilds", "discard", "turn"),
        *("discarder", "buyable"),
        *("rummy_on", "buy_answers", "buy_order", "taken", "went_down_now", "jokers_owed", "cutter", "phase"),
    )

    def __init__(self, game: Liverpool, seed: int, *, _blank: bool = False) -> None:
        self.game = game
        # Each seat's hand counted for the quick lay-down test, with the hand
        # counted (see _tally); not a field: a copy counts its hands again.
        self._tallies: list[tuple[list[int], HandTally] | None] = [None] * game.players
        if _blank:  # (for clone, which sets every field)
            return
        n = game.players
        self.seed = seed
        self.rng = random.Random(seed)
        self.wild_twos: bool = game.options["wild_twos"]
        self.totals = [0] * n
        self.history: list[list[int]] = []  # each finished deal's scores
        self.last_deal: LastDealView | None = None  # the deal just finished (shown to everyone)
        self.over = False
        self.result: Result | None = None
        self.deal = 0
        self.dealer = self.rng.randrange(n)  # LIV-8: the first dealer is chosen at random
        self._start_deal(first=True)

    # -- set-up ---------------------------------------------------------------

    def _start_deal(self, first: bool = False) -> list[Event]:
        n = self.game.players
        self.deal += 1
        if not first:
            self.dealer = (self.dealer + 1) % n
        self.hands: list[list[int]] = [[] for _ in range(n)]
        self._tallies = [None] * n
        self.seen: list[list[int]] = [[] for _ in range(n)]  # public cards in each hand (see view)
        self.table: list[TableMeld] = []
        self.down = [False] * n
        self.adjust = [0] * n  # LIV-12 penalties and LIV-8 bonuses of this deal
        self.buys = [0] * n
        self.turns = 0
        packs = packs_for(n)
        self.stock = shoe(packs, 2 * packs)
        self.rng.shuffle(self.stock)
        self.rebuilds = 0  # times the stock was made again from the discards (LIV-19)
        self.discard: list[int] = []
        self.turn = (self.dealer + 1) % n
        self.discarder: Seat | None = None
        self.buyable = True
        self.rummy_on: int | None = None  # the card that could have been laid off
        self.buy_answers: dict[Seat, bool] = {}
        self.buy_order: list[Seat] = []
        self.taken: int | None = None  # the card taken from the discard pile this turn
        self.went_down_now = False
        self.jokers_owed = 0
        self.cutter = (self.dealer - 1) % n
        events = [
            Event(
                None,
                "deal_start",
                "deal {deal} ({contract}), dealer {dealer:seat}",
                params={"deal": self.deal, "contract": contract_text(self.deal), "dealer": self.dealer},
            )
        ]
        if self.game.options["cut_bonus"]:
            self.phase = "cut"
        else:
            events += self._deal_cards()
        return events

    def cut_target(self) -> int:
        """LIV-8: the count that earns the bonus (the cards dealt plus the upcard)."""
        return self.game.players * HAND_SIZES[self.deal] + 1

    def _deal_cards(self) -> list[Event]:
        """LIV-9: one at a time clockwise from the dealer's left, then the upcard."""
        n = self.game.players
        for _ in range(HAND_SIZES[self.deal]):
            for i in range(1, n + 1):
                self.hands[(self.dealer + i) % n].append(self.stock.pop())
        self.discard.append(self.stock.pop())
        self.phase = "draw"
        size = HAND_SIZES[self.deal]
        return [Event(None, "dealt", "dealt {size} cards each; upcard", (self.discard[-1],), params={"size": size})]

    # -- the protocol ---------------------------------------------------------

    def actors(self) -> tuple[Seat, ...]:
        if self.over:
            return ()
        phase = self.phase
        if phase == "play" or (phase == "draw" and self.rummy_on is None):
            return (self.turn,)
        if phase == "cut":
            return (self.cutter,)
        if phase == "buy":
            waiting = tuple([s for s in self.buy_order if s not in self.buy_answers])
            return waiting + self._rummy_callers(exclude=waiting) if self.rummy_on is not None else waiting
        return (*self._rummy_callers(exclude=(self.turn,)), self.turn)

    def _acting(self, seat: Seat) -> bool:
        """Whether ``seat`` is among :meth:`actors`: in the common cases without listing them."""
        phase = self.phase
        if phase == "play" or (phase == "draw" and self.rummy_on is None):
            return seat == self.turn
        if phase == "buy" and self.rummy_on is None:
            return seat in self.buy_order and seat not in self.buy_answers
        return seat in self.actors()

    def _rummy_callers(self, exclude: tuple[Seat, ...] = ()) -> tuple[Seat, ...]:
        """LIV-16: who may call rummy now, clockwise from the next player."""
        if self.rummy_on is None or self.discarder is None:
            return ()
        n, discarder = self.game.players, self.discarder
        clockwise = [(self.turn + i) % n for i in range(n)]
        return tuple([s for s in clockwise if s != discarder and s not in exclude])

    def may_pass(self, seat: Seat) -> bool:
        """True when ``seat`` may simply let this moment go (calling rummy is optional)."""
        if self.over or self.rummy_on is None:
            return False
        if self.phase == "buy":
            return seat not in self.buy_order or seat in self.buy_answers
        return self.phase == "draw" and seat != self.turn

    def legal(self, seat: Seat) -> list[Action]:
        if self.over:
            return []
        phase = self.phase
        if phase == "play":  # (the most work: first)
            return self._play_actions(seat) if seat == self.turn else []
        actions: list[Action] = []
        if phase == "cut":
            if seat == self.cutter:
                while len(_CUTS) < len(self.stock):
                    _CUTS.append(Cut(len(_CUTS)))
                actions = list(_CUTS[1 : len(self.stock)])
            return actions
        if self.rummy_on is not None and self._rummy_applies() and seat in self._rummy_callers():
            actions.append(RUMMY)  # (draw and buy, the phases left)
        if phase == "draw" and seat == self.turn:
            actions.append(DRAW_STOCK)
            if self.discard and not self._floating(seat):
                actions.append(DRAW_DISCARD)
        elif phase == "buy" and seat in self.buy_order and seat not in self.buy_answers:
            actions += [BUY, PASS]
        return actions

    def _play_actions(self, seat: Seat) -> list[Action]:
        hand = self.hands[seat]
        distinct = sorted(set(hand), key=_SHOWN_ORDER.__getitem__)  # (as sort_key, from a table)
        actions: list[Action] = []
        if not self.down[seat]:
            actions += self._lay_down_actions(seat)
        else:
            lay_offs = self._lay_off_actions(distinct)
            if self.taken is not None and len(hand) == 2:  # (only then can one lay-off leave one card)
                lay_offs = [a for a in lay_offs if not self._leaves_taken_alone(seat, (a.card,))]
            actions += lay_offs
            if self.went_down_now:
                # Only a natural card a meld's joker stands for (any of a book's rank) can pass
                # _swap_fault: the other cards and melds are not asked.
                stands_for: list[tuple[int, set[int]]] = []
                for number, meld in enumerate(self.table, 1):
                    if JOKER in meld.cards:
                        if meld.kind == "book":
                            cards = set(range(meld.rank * 4, meld.rank * 4 + 4))
                        else:
                            cards = {meld.natural_at(meld.low + i) for i, c in enumerate(meld.cards) if c == JOKER}
                        stands_for.append((number, cards))
                actions += [
                    Swap(c, number)
                    for c in distinct
                    if c < JOKER
                    for number, cards in stands_for
                    if c in cards and self._swap_fault(seat, c, number) is None
                ]
        if not self.jokers_owed:  # (the faults of _discard_fault, for the cards held)
            taken = self.taken if self.taken is not None and hand.count(self.taken) == 1 else -1
            actions += [DISCARDS[c] for c in distinct if c != taken]
        return actions

    def _lay_off_actions(self, distinct: list[int]) -> list[LayOff]:
        """Every lay-off of these cards (LIV-13): a natural card where it fits, a
        wild card in any book or at either open end of any run."""
        lay_offs = self._table_lay_offs()
        actions: list[LayOff] = []
        for c in distinct:
            found = lay_offs.get(c)
            if found:
                actions += found
        return actions

    def _table_lay_offs(self) -> dict[int, list[LayOff]]:
        """The lay-offs of each card the table's melds take (see :meth:`_lay_off_actions`),
        made once for each table: what a meld takes is fixed by its ``shape``."""
        shapes = [m.shape for m in self.table]
        key = (self.wild_twos, *shapes)
        found = _TABLE_LAY_OFFS.get(key)
        if found is None:
            if len(_TABLE_LAY_OFFS) >= 4096:
                _TABLE_LAY_OFFS.clear()
            found = _TABLE_LAY_OFFS[key] = self._find_lay_offs(shapes)
        return found

    def _find_lay_offs(self, shapes: list[int]) -> dict[int, list[LayOff]]:
        lay_offs: dict[int, list[LayOff]] = {}
        wild: dict[int, list[LayOff]] = {c: [] for c in ((JOKER, 8, 9, 10, 11) if self.wild_twos else (JOKER,))}
        for number, (meld, shape) in enumerate(zip(self.table, shapes, strict=True), 1):
            naturals, wilds = _meld_lay_offs(meld, number, shape, self.wild_twos)
            for c, action in naturals:
                found = lay_offs.get(c)
                if found is None:
                    lay_offs[c] = [action]
                else:
                    found.append(action)
            for c, action in wilds:
                wild[c].append(action)
        lay_offs.update(wild)  # (with wild twos a two is laid off as a wild card only)
        return lay_offs

    def _lay_down_actions(self, seat: Seat) -> list[Action]:
        """The solver's best lay-down first, then others, up to LAY_DOWN_LIMIT;
        none that would leave the card taken from the discard pile alone (LIV-10)."""
        hand = self.hands[seat]
        if surely_not_tallied(self._tally(seat), self.deal, self.wild_twos):
            return []
        found = choices(hand, self.deal, self.wild_twos, LAY_DOWN_LIMIT, quick_tested=True)
        if self.taken is not None and found:
            alone = (self.taken,)
            kept = [d for d in found if d.left != alone]  # (not only the best: any may leave it alone)
            if found[0].left == alone:
                best = solve_keeping(hand, self.deal, self.taken, self.wild_twos)
                kept = ([best] if best is not None else []) + kept
            found = kept
        return [Down(lay_down.melds) for lay_down in found]

    def _tally(self, seat: Seat) -> HandTally:
        """``seat``'s hand counted for the quick lay-down test, kept from turn to
        turn by :meth:`_gain` and :meth:`_lose` (counted again if the hand was
        replaced, or changed some other way that changed its size)."""
        hand = self.hands[seat]
        kept = self._tallies[seat]
        if kept is None or kept[0] is not hand or kept[1].size != len(hand):
            kept = self._tallies[seat] = (hand, HandTally(hand))
        return kept[1]

    def _gain(self, seat: Seat, c: int) -> None:
        """``c`` goes into ``seat``'s hand."""
        self.hands[seat].append(c)
        kept = self._tallies[seat]
        if kept is not None:
            kept[1].add(c)

    def _lose(self, seat: Seat, c: int) -> None:
        """``c`` leaves ``seat``'s hand."""
        self.hands[seat].remove(c)
        kept = self._tallies[seat]
        if kept is not None:
            kept[1].remove(c)

    def _floating(self, seat: Seat) -> bool:
        """LIV-18: down, with no cards in hand, waiting for a turn."""
        return self.down[seat] and not self.hands[seat]

    def _apply(self, seat: Seat, action: Action) -> list[Event]:
        match action:  # (the most frequent first)
            case Draw():
                return self._draw(seat, action)
            case Discard():
                return self._discard(seat, action)
            case Buy() | Pass():
                return self._answer_buyer(seat, isinstance(action, Buy))
            case LayOff():
                return self._lay_off(seat, action)
            case Down():
                return self._go_down(seat, action)
            case CallRummy():
                return self._call_rummy(seat)
            case Swap():
                return self._swap(seat, action)
            case Cut():
                return self._cut(seat, action)
        raise IllegalAction("{action} is not a Liverpool action", action=str(action))

    # -- actions --------------------------------------------------------------

    def _require(self, seat: Seat, phase: str, what: str) -> None:
        if not 0 <= seat < self.game.players:
            raise IllegalAction("there is no seat {seat}", seat=seat)
        if self.phase != phase:
            raise IllegalAction("you cannot {what} now: {waiting:sentence}", what=what, **self._waiting())
        who = self.cutter if phase == "cut" else self.turn
        if seat != who:
            raise IllegalAction("it is not your turn to {what}: {waiting:sentence}", what=what, **self._waiting())

    def _not_acting(self, seat: Seat, action: Action) -> IllegalAction:
        if isinstance(action, CallRummy):
            if self._rummy_applies() and seat == self.discarder:
                return IllegalAction("you cannot call rummy on your own discard")
            return IllegalAction("there is no discard to call rummy on (LIV-16)")
        if self.phase == "buy" and isinstance(action, Buy | Pass):
            if seat in self.buy_answers:
                return IllegalAction("you have already answered")
            return IllegalAction("you may not buy this discard")
        return super()._not_acting(seat, action)

    def _waiting(self) -> dict[str, Any]:
        if self.phase == "cut":
            return {"waiting": N_("{actor:seat} is to cut"), "actor": self.cutter}
        if self.phase == "buy":
            return {"waiting": N_("the discard is being offered to buyers")}
        if self.phase == "draw":
            return {"waiting": N_("{actor:seat} is to draw"), "actor": self.turn}
        return {"waiting": N_("{actor:seat} is playing"), "actor": self.turn}

    def _cut(self, seat: Seat, action: Cut) -> list[Event]:
        self._require(seat, "cut", "cut")
        if not 1 <= action.count < len(self.stock):
            raise IllegalAction("a cut lifts between 1 and {most} cards", most=len(self.stock) - 1)
        error = self.rng.choices(CUT_ERRORS, CUT_ERROR_WEIGHTS)[0]
        lifted = min(max(action.count + error, 1), len(self.stock) - 1)
        events = [
            Event(seat, "cut", "cut {lifted} cards (aimed at {aim})", params={"lifted": lifted, "aim": action.count})
        ]
        if lifted == self.cut_target():
            self.adjust[seat] -= 50
            events.append(Event(seat, "exact_cut", "made an exact cut: 50 points off this deal"))
        return events + self._deal_cards()

    def _draw(self, seat: Seat, action: Draw) -> list[Event]:
        self._require(seat, "draw", "draw")
        if action.source == "discard":
            if not self.discard:
                raise IllegalAction("the discard pile is empty")
            if self._floating(seat):
                raise IllegalAction("while floating you must draw from the stock (LIV-18)")
            c = self.discard.pop()
            self._gain(seat, c)
            self.seen[seat].append(c)
            self.taken = c
            self._begin_play()
            return [Event(seat, "take_discard", "took the discard", (c,))]
        buyers = self._eligible_buyers()
        if buyers:
            self.phase = "buy"
            self.buy_order = buyers
            self.buy_answers = {}
            return [Event(seat, "offer", "chose the stock; the discard is offered to buyers", (self.discard[-1],))]
        return self._draw_stock_for_turn()

    def _eligible_buyers(self) -> list[Seat]:
        """LIV-14: clockwise from the player after the next one, with buys left."""
        if not self.discard or not self.buyable:
            return []
        n, limit, turn, discarder = self.game.players, self.game.options["buy_limit"], self.turn, self.discarder
        order = [(turn + i) % n for i in range(1, n)]
        if limit is None:
            return [s for s in order if s != discarder]
        return [s for s in order if s != discarder and self.buys[s] < limit]

    def _draw_stock_for_turn(self) -> list[Event]:
        seat = self.turn
        drawn = self._take_stock()
        if drawn is None:
            return self._stock_out()
        self._gain(seat, drawn)
        self.taken = None
        self._begin_play()
        return [Event(seat, "draw_stock", "drew from the stock", (drawn,), private=True)]

    def _begin_play(self) -> None:
        self.phase = "play"
        self.rummy_on = None
        self.turns += 1
        self.went_down_now = False

    def _take_stock(self) -> int | None:
        """LIV-19: the top stock card, turning the discards (but the top) over if
        needed; None when the deal ends for want of a card (see :meth:`_stock_out`)."""
        if not self.stock:
            if len(self.discard) <= 1 or self.rebuilds == self.game.options["reshuffles"]:
                return None
            self.rebuilds += 1
            self.stock = self.discard[:-1]
            self.discard = self.discard[-1:]
            self.rng.shuffle(self.stock)
        return self.stock.pop()

    def _stock_out(self) -> list[Event]:
        """The deal's end when :meth:`_take_stock` found no card (LIV-19)."""
        limit = self.game.options["reshuffles"]
        if self.rebuilds != limit or len(self.discard) <= 1:
            return self._end_deal("the stock ran out")
        if limit == 0:
            return self._end_deal("the stock ran out and is not rebuilt (house rule reshuffles=0)")
        if limit == 1:
            return self._end_deal(
                "the stock ran out after being rebuilt once, the most allowed (house rule reshuffles=1)"
            )
        why = "the stock ran out after being rebuilt {limit} times, the most allowed (house rule reshuffles={limit})"
        return self._end_deal(why, limit=limit)

    def _answer_buyer(self, seat: Seat, buys: bool) -> list[Event]:
        self._check_buyer(seat, "buy" if buys else "pass")
        self.buy_answers[seat] = buys
        return self._settle_buy()

    def _check_buyer(self, seat: Seat, what: str) -> None:
        if self.phase != "buy":
            raise IllegalAction("you cannot {what} now: nothing is offered to buyers", what=what)
        if seat not in self.buy_order:
            raise IllegalAction("you may not buy this discard")
        if seat in self.buy_answers:
            raise IllegalAction("you have already answered")

    def _settle_buy(self) -> list[Event]:
        """LIV-14: the nearest buyer once everyone nearer has passed; LIV-22: the first to ask."""
        buyer: Seat | None = None
        may_i = self.game.options["may_i"]
        for s in self.buy_order:
            answer = self.buy_answers.get(s)
            if answer:
                buyer = s
                break
            if answer is None and not may_i:
                return []  # someone nearer has not answered yet
        else:
            if len(self.buy_answers) < len(self.buy_order):
                return []
        events: list[Event] = []
        if buyer is not None:
            c = self.discard.pop()
            self._gain(buyer, c)
            self.seen[buyer].append(c)
            self.buys[buyer] += 1
            events.append(Event(buyer, "buy", "bought the discard", (c,)))
            price = self._take_stock()
            if price is None:
                return events + self._stock_out()
            self._gain(buyer, price)
            events.append(Event(buyer, "buy_price", "drew a stock card as the price", (price,), private=True))
        else:
            events.append(Event(None, "no_buyer", "nobody bought the discard"))
        self.buy_order, self.buy_answers = [], {}
        return events + self._draw_stock_for_turn()

    def _rummy_applies(self) -> bool:
        return self.rummy_on is not None and bool(self.discard) and self.discard[-1] == self.rummy_on

    def _call_rummy(self, seat: Seat) -> list[Event]:
        if self.phase not in ("draw", "buy") or not self._rummy_applies():
            raise IllegalAction("there is no discard to call rummy on (LIV-16)")
        offender = self.discarder
        assert offender is not None
        if seat == offender or not 0 <= seat < self.game.players:
            raise IllegalAction("you cannot call rummy on your own discard")
        c = self.discard.pop()
        self._gain(offender, c)
        self.seen[offender].append(c)
        events = [
            Event(seat, "rummy", "called rummy on {offender:seat}", (c,), params={"offender": offender}),
            Event(offender, "take_back", "took the discard back", (c,)),
        ]
        self.rummy_on, self.buyable = None, False
        self.phase, self.buy_order, self.buy_answers = "draw", [], {}
        penalty = self._take_stock()
        if penalty is None:
            return events + self._stock_out()
        self._gain(offender, penalty)
        return events + [Event(offender, "penalty_card", "drew a penalty card", (penalty,), private=True)]

    def _leaves_taken_alone(self, seat: Seat, cards: Iterable[int]) -> bool:
        """LIV-10: would giving up ``cards`` leave only the card taken from the
        discard pile this turn (which cannot be discarded) in hand?"""
        if self.taken is None:
            return False
        rest = list(self.hands[seat])
        for c in cards:
            if c in rest:
                rest.remove(c)
        return rest == [self.taken]

    def _taken_text(self) -> str:
        return "" if self.taken is None else format_card(self.taken)

    def _hand_has(self, seat: Seat, cards: Sequence[int]) -> None:
        """Refuses (IllegalAction) unless the hand holds ``cards``, copies counted."""
        hand = self.hands[seat]
        for c in cards:
            have = hand.count(c)
            if have < cards.count(c):
                if have:
                    raise IllegalAction("you do not hold that many {card}", card=format_card(c))
                raise IllegalAction("you do not hold {card}", card=format_card(c))

    def check(self, seat: Seat, action: Action) -> Check:
        """A lay-down looked at before it is sent: refused (not now, cards not
        held, the taken card left alone: LIV-10), or failing the contract
        (LIV-11), which costs the LIV-12 penalty; and each meld's own fault."""
        if not isinstance(action, Down):
            return Check()
        melds = tuple(self._own_fault(m) for m in action.melds)
        try:
            self.clone().apply(seat, action)
        except IllegalAction as error:
            return Check(error.reason, 0, melds, error.template, error.params)
        fault = self._down_fault(seat, action.melds)
        if fault is None:
            return Check(None, 0, melds)
        penalty = self.game.options["failed_meld_penalty"]
        return Check(fault.reason, penalty, melds, fault.template, fault.params)

    def _own_fault(self, meld: Sequence[int]) -> str | None:
        """Why ``meld`` is neither a book nor a run as laid down (LIV-4, LIV-5), or None."""
        book = liverpool_book_fault(meld, self.wild_twos)
        if book is None or arrange_run(meld, self.wild_twos) is not None:
            return None
        return liverpool_run_fault(meld, self.wild_twos) if len(meld) >= 4 else book

    def _down_fault(self, seat: Seat, melds: Sequence[Sequence[int]]) -> IllegalAction | None:
        """Why these melds do not make this deal's contract (LIV-11), or None."""
        kinds = self._down_kinds(seat, melds)
        return kinds if isinstance(kinds, IllegalAction) else None

    def _down_kinds(self, seat: Seat, melds: Sequence[Sequence[int]]) -> list[tuple[str, list[int]]] | IllegalAction:
        """Each meld read as a book or a run (:meth:`_meld_kinds`) if these melds
        make this deal's contract (LIV-11), else why not."""
        books, runs = CONTRACTS[self.deal]
        if len(melds) != books + runs:
            return IllegalAction(
                "the contract is {contract}: {need} melds, not {got}",
                contract=contract_text(self.deal),
                need=books + runs,
                got=len(melds),
            )
        kinds = self._meld_kinds(melds)
        if isinstance(kinds, IllegalAction):
            return kinds
        if self.deal == DEALS and sum(len(m) for m in melds) != len(self.hands[seat]):
            return IllegalAction("in deal 7 you go down only with your whole hand, as three runs (LIV-17)")
        return kinds

    def _meld_kinds(self, melds: Sequence[Sequence[int]]) -> list[tuple[str, list[int]]] | IllegalAction:
        """Each meld read as a book or an (ordered) run for this contract, or the fault."""
        need_books, need_runs = CONTRACTS[self.deal]
        out: list[tuple[str, list[int]]] = []
        faults: list[str] = []
        for m in melds:
            book = liverpool_book_fault(m, self.wild_twos)
            run = arrange_run(m, self.wild_twos)
            if book is None and (run is None or need_runs == 0):
                out.append(("book", list(m)))
            elif run is not None:
                out.append(("run", run))
            else:
                run_fault = liverpool_run_fault(m, self.wild_twos) if len(m) >= 4 else None
                faults.append(f"{format_cards(m)}: {run_fault or book}")
        if faults:
            return IllegalAction("{faults}", faults="; ".join(faults))
        got_books = sum(1 for kind, _ in out if kind == "book")
        if got_books != need_books:
            return IllegalAction(
                "the contract is {contract}, these melds make {books} book(s) and {runs} run(s)",
                contract=contract_text(self.deal),
                books=got_books,
                runs=len(out) - got_books,
            )
        return out

    def _go_down(self, seat: Seat, action: Down) -> list[Event]:
        self._require(seat, "play", "go down")
        if self.down[seat]:
            raise IllegalAction("you are already down")
        laid = [c for m in action.melds for c in m]
        self._hand_has(seat, laid)
        if self._leaves_taken_alone(seat, laid):
            raise IllegalAction(
                "you cannot go down leaving only {card}: a card taken from the discard pile cannot be"
                " discarded in the same turn, so keep another card in hand (LIV-10)",
                card=self._taken_text(),
            )
        kinds = self._down_kinds(seat, action.melds)
        if isinstance(kinds, IllegalAction):  # LIV-12: refused, cards stay in hand, and a penalty
            penalty = self.game.options["failed_meld_penalty"]
            self.adjust[seat] += penalty
            return [
                Event(
                    seat,
                    "failed_down",
                    "failed to go down ({fault:sentence}): {penalty} penalty points",
                    params={**kinds.params, "fault": kinds.template, "penalty": penalty},
                )
            ]
        for kind, cards in kinds:
            for c in cards:
                self._lose(seat, c)
            self._shown(seat, cards)
            self.table.append(_table_meld(seat, cards, kind, self.wild_twos))
        self.down[seat] = True
        self.went_down_now = True
        self._tallies[seat] = None  # (no more lay-down tests this deal)
        laid_down = tuple(c for _, m in kinds for c in m)
        events = [Event(seat, "down", "went down", laid_down)]
        if self.deal == DEALS:
            return events + self._end_deal("{out:seat} went out", out=seat)
        return events + self._after_hand_change(seat)

    def _shown(self, seat: Seat, cards: Iterable[int]) -> None:
        """``cards`` left ``seat``'s hand in everyone's sight: those of them
        everyone saw go in are no longer known to be there."""
        seen = self.seen[seat]
        for c in cards:
            if c in seen:
                seen.remove(c)

    def _after_hand_change(self, seat: Seat) -> list[Event]:
        """LIV-18: a player with nothing left to discard floats, and the turn passes."""
        if self.hands[seat] or self.jokers_owed:
            return []
        self.discarder, self.buyable, self.rummy_on = None, False, None
        return [Event(seat, "float", "floats")] + self._next_turn()

    def _lay_off(self, seat: Seat, action: LayOff) -> list[Event]:
        self._require(seat, "play", "lay off")
        if not self.down[seat]:
            raise IllegalAction("you can lay off only after going down (LIV-13)")
        if self.deal == DEALS:
            raise IllegalAction("there is no laying off in deal 7")
        meld = self._meld(action.meld)
        self._hand_has(seat, (action.card,))
        if self._leaves_taken_alone(seat, (action.card,)):
            raise IllegalAction(
                "you cannot lay off {card}: that would leave only {taken}, the card you took from the discard"
                " pile, which cannot be discarded this turn (LIV-10)",
                card=format_card(action.card),
                taken=self._taken_text(),
            )
        where = meld.fit(action.card, action.end, self.wild_twos)
        if where is None:
            if is_wild(action.card, self.wild_twos) and meld.kind == "run" and not action.end:
                raise IllegalAction(
                    "say which end of m{meld}: layoff {card} m{meld} low|high",
                    meld=action.meld,
                    card=format_card(action.card),
                )
            raise IllegalAction(
                "{card} does not fit m{meld} ({cards})",
                card=format_card(action.card),
                meld=action.meld,
                cards=format_cards(meld.cards),
            )
        self._lose(seat, action.card)
        self._shown(seat, (action.card,))
        meld.add(action.card, where)
        if action.card == JOKER and self.jokers_owed:
            self.jokers_owed -= 1
        events = [Event(seat, "lay_off", "laid off on m{meld}", (action.card,), params={"meld": action.meld})]
        return events + self._after_hand_change(seat)

    def _meld(self, number: int) -> TableMeld:
        if not 1 <= number <= len(self.table):
            raise IllegalAction("there is no meld m{meld} on the table", meld=number)
        return self.table[number - 1]

    def _swap_fault(self, seat: Seat, c: int, number: int) -> IllegalAction | None:
        meld = self.table[number - 1]
        if not any(m.kind == "book" or m.open_ends() for m in self.table):
            return IllegalAction("no meld could take the joker back (LIV-15)")
        if c >= JOKER:
            return IllegalAction("exchange a joker for a natural card")
        if JOKER not in meld.cards:
            return IllegalAction("m{meld} holds no joker to exchange", meld=number)
        if meld.kind == "book":
            if c >> 2 != meld.rank:
                return IllegalAction("{card} is not of the book's rank", card=format_card(c))
        elif not any(held == JOKER and meld.natural_at(meld.low + i) == c for i, held in enumerate(meld.cards)):
            return IllegalAction("no joker in m{meld} stands for {card}", meld=number, card=format_card(c))
        # The joker must go back on the table (LIV-15): that lay-off may not leave the taken card alone (LIV-10).
        if self._leaves_taken_alone(seat, (c,) + (JOKER,) * self.jokers_owed):
            return IllegalAction(
                "after this exchange only {card}, the card you took from the discard pile, would be left once"
                " the joker goes back, and it cannot be discarded this turn (LIV-10)",
                card=self._taken_text(),
            )
        return None

    def _swap(self, seat: Seat, action: Swap) -> list[Event]:
        self._require(seat, "play", "exchange a joker")
        if not self.went_down_now:
            raise IllegalAction("a joker can be exchanged only in the turn you go down (LIV-15)")
        meld = self._meld(action.meld)
        self._hand_has(seat, (action.card,))
        fault = self._swap_fault(seat, action.card, action.meld)
        if fault:
            raise fault
        if meld.kind == "book":
            place = meld.cards.index(JOKER)
        else:
            place = next(
                i for i, h in enumerate(meld.cards) if h == JOKER and meld.natural_at(meld.low + i) == action.card
            )
        meld.cards[place] = action.card
        self._lose(seat, action.card)
        self._gain(seat, JOKER)
        self._shown(seat, (action.card,))
        self.seen[seat].append(JOKER)
        self.jokers_owed += 1
        return [
            Event(
                seat,
                "swap",
                "exchanged {card} for the joker in m{meld}",
                (action.card,),
                params={"card": format_card(action.card), "meld": action.meld},
            )
        ]

    def _discard_fault(self, seat: Seat, c: int) -> IllegalAction | None:
        hand = self.hands[seat]
        if c not in hand:
            return IllegalAction("you do not hold {card}", card=format_card(c))
        if self.jokers_owed:
            return IllegalAction("the joker you took must go back on the table first (LIV-15)")
        if c == self.taken and hand.count(c) == 1:
            return IllegalAction("a card taken from the discard pile cannot be discarded in the same turn (LIV-10)")
        return None

    def _discard(self, seat: Seat, action: Discard) -> list[Event]:
        self._require(seat, "play", "discard")
        fault = self._discard_fault(seat, action.card)
        if fault:
            raise fault
        self._lose(seat, action.card)
        hand = self.hands[seat]
        self._shown(seat, (action.card,))
        self.discard.append(action.card)
        events = [Event(seat, "discard", "discarded", (action.card,))]
        if not hand and self.deal < DEALS:
            return events + self._end_deal("{out:seat} went out", out=seat)
        self.discarder, self.buyable = seat, True
        playable = self.down[seat] and bool(self._table_lay_offs().get(action.card))  # (fits a meld: LIV-16)
        self.rummy_on = action.card if playable else None
        return events + self._next_turn()

    def _next_turn(self) -> list[Event]:
        n = self.game.players
        self.turn = (self.turn + 1) % n
        self.taken, self.went_down_now, self.jokers_owed = None, False, 0
        self.phase = "draw"
        cap = self.game.options["turn_cap"]
        if cap is not None and self.turns >= cap:
            return self._end_deal("the turn cap of {cap} was reached", cap=cap)
        return []

    def _end_deal(self, why: str, **params: Any) -> list[Event]:
        """LIV-20: the player out scores 0, the others their cards; then penalties and
        bonuses.  ``why`` (a template, with its ``params``) says why the deal ended."""
        scores = [sum(liverpool_value(c, self.wild_twos) for c in hand) for hand in self.hands]
        scores = [s + a for s, a in zip(scores, self.adjust, strict=True)]
        self.history.append(scores)
        self.totals = [t + s for t, s in zip(self.totals, scores, strict=True)]
        self.rummy_on = None
        self.last_deal = {
            "deal": self.deal,
            "why": why,
            "params": dict(params),
            "out": params.get("out"),
            "hands": [[format_card(c) for c in sorted(hand, key=_SHOWN_ORDER.__getitem__)] for hand in self.hands],
            "points": list(scores),
            "adjust": list(self.adjust),
            "totals": list(self.totals),
        }
        params.update(deal=self.deal, scores=" ".join(map(str, scores)))
        params.update(why=why)
        events = [Event(None, "deal_over", "deal {deal} over: {why:sentence}; scores {scores}", params=params)]
        if self.deal == DEALS:
            self.over = True
            self.phase = "over"
            best = min(self.totals)
            winners = tuple(s for s, t in enumerate(self.totals) if t == best)
            self.result = Result(
                tuple(self.totals),
                winners,
                "{winners:seats} {verb} with {best} points, the lowest total",
                {"winners": list(winners), "verb": "wins" if len(winners) == 1 else "win", "best": best},
            )
            params = {**self.result.params, "result": self.result.template}
            return events + [Event(None, "game_over", "game over: {result:sentence}", params=params)]
        return events + self._start_deal()

    # -- what can be seen -----------------------------------------------------

    def view(self, seat: Seat | None) -> LiverpoolView:
        n = self.game.players
        players: list[LiverpoolPlayerView] = [
            {
                "seat": s,
                "cards": len(self.hands[s]),
                "one_card": len(self.hands[s]) == 1,  # LIV-21
                "down": self.down[s],
                "floating": self._floating(s),
                "buys": self.buys[s],
                "seen": [format_card(c) for c in sorted(self.seen[s], key=sort_key)],
                "deal_adjust": self.adjust[s],
                "total": self.totals[s],
            }
            for s in range(n)
        ]
        view: LiverpoolView = {
            "game": "liverpool",
            "seat": seat,
            "deal": self.deal,
            "contract": contract_text(self.deal),
            "wild_twos": self.wild_twos,  # (a house rule every player knows)
            "dealer": self.dealer,
            "phase": self.phase,
            "turn": self.turn,
            "actors": list(self.actors()),
            "players": players,
            "table": [m.to_json(i) for i, m in enumerate(self.table, 1)],
            "discard_top": format_card(self.discard[-1]) if self.discard else None,
            "discard_size": len(self.discard),
            "stock_size": len(self.stock),
            "rummy_open": self._rummy_applies() and self.phase in ("draw", "buy"),
            "buy_order": list(self.buy_order),
            "history": [list(h) for h in self.history],
            "last_deal": copied(self.last_deal),
            "over": self.over,
            "result": result_view(self.result),
        }
        if seat is not None:
            view["hand"] = [format_card(c) for c in sorted(self.hands[seat], key=sort_key)]
            view["jokers_owed"] = self.jokers_owed if seat == self.turn else 0
            view["taken"] = format_card(self.taken) if self.taken is not None and seat == self.turn else None
        return view

    def _blank(self) -> LiverpoolState:
        assert isinstance(self.game, Liverpool)
        return LiverpoolState(self.game, self.seed, _blank=True)

    def all_cards(self) -> Counter[int]:
        cards: Counter[int] = Counter(self.stock)
        cards.update(self.discard)
        for hand in self.hands:
            cards.update(hand)
        for meld in self.table:
            cards.update(meld.cards)
        return cards

    def determinize(self, seat: Seat | None, rng: random.Random) -> LiverpoolState:
        """A copy in which every card hidden from ``seat`` (other hands, the stock)
        is dealt again at random, each place keeping its size.  What ``seat``
        sees is the same, and so is what everyone saw go into a hand and not
        leave it (``seen``: a card taken from the pile stays with its taker);
        search bots sample the unknown this way."""
        other = self.clone()
        hidden = [other.stock]
        for s, hand in enumerate(other.hands):
            if s != seat:
                rest = list(hand)
                for c in other.seen[s]:
                    rest.remove(c)
                hidden.append(rest)
        deal_again(hidden, rng)
        for s, rest in zip((s for s in range(len(other.hands)) if s != seat), hidden[1:], strict=True):
            other.hands[s] = other.seen[s] + rest
        other.rng = random.Random(rng.getrandbits(64))  # (later shuffles are hidden too)
        return other
