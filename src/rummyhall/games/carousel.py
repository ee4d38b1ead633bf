"""Carousel, or manipulation rummy (CAR-1..CAR-13): rounds of melding on a shared table.

>>> game = Carousel(players=3)
>>> state = game.new(seed=7)
>>> state.actors(), [str(a) for a in state.legal(state.turn)]
((2,), ['draw'])

A round is a series of turns.  A turn starts in phase ``draw``: the player
draws (CAR-6).  In phase ``meld`` they may then ``meld`` (which ends the
turn), ``knock`` (CAR-8, with 5 points or less in hand), or ``draw`` again,
which is how "not melding" is said.  After the third draw the turn ends by
itself; only if the player could knock does phase ``knock`` ask ``knock`` or
``pass``.  When the draw pile runs out, the player who took the last card
finishes their turn (``pass`` ends it, since there is nothing left to draw), and
phase ``last`` gives everyone one more turn, with no draw and no knock: ``meld``
or ``pass`` (CAR-12).

A meld is written as the complete new table, melds separated by ``|`` and
jokers with the card they stand for: ``meld 5h 6h 7h 8h | Qc Qd Qs Qh | *9h Th Jh``.
The engine works out which cards came from the hand and checks the new table
directly (:func:`table_fault`); ``legal`` lists only a few useful melds (the
solver's best first), but ``apply`` accepts any valid table.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Final, Literal, NotRequired, TypedDict

from rummyhall.cards import (
    ACE,
    JOKER,
    CardError,
    card,
    carousel_value,
    format_card,
    format_cards,
    natural,
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
)
from rummyhall.melds import carousel_joker_fault, carousel_meld_fault

HAND_SIZE: Final = 10
"""CAR-2: cards dealt to each player."""
KNOCK_LIMIT: Final = 5
"""CAR-8: the most a hand may be worth for its player to knock."""
DRAWS_PER_TURN: Final = 3
"""CAR-6: the third draw ends the turn."""
NOT_KNOCKER_BONUS: Final = 10
"""CAR-11: a round winner who is not the knocker."""
GOING_OUT_BONUS: Final = 25
"""CAR-11: a round won by playing every card."""
TARGET_BONUS: Final = 100
"""CAR-13: each player at or over the target when the game ends."""
ROUND_WIN_BONUS: Final = 25
"""CAR-13: for each round won."""
MELD_LIMIT: Final = 20
"""How many melds ``legal`` lists (the solver's best first)."""

Table = list[tuple[int, ...]]


# Actions ---------------------------------------------------------------------


@dataclass(frozen=True)
class Draw(Action):
    """CAR-6: draw the top card of the draw pile (a second or third draw means: no meld yet)."""

    def __str__(self) -> str:
        return "draw"


@dataclass(frozen=True)
class Knock(Action):
    """CAR-8: end the round now, with 5 points or less in hand."""

    def __str__(self) -> str:
        return "knock"


@dataclass(frozen=True)
class Pass(Action):
    """End the turn without melding, when there is nothing (left) to draw."""

    def __str__(self) -> str:
        return "pass"


@dataclass(frozen=True)
class Meld(Action):
    """CAR-7: the complete new table, meld by meld; the cards it adds come from the hand."""

    melds: tuple[tuple[int, ...], ...]

    def __str__(self) -> str:
        return "meld " + " | ".join(format_cards(m) for m in self.melds)


DRAW, KNOCK, PASS = Draw(), Knock(), Pass()

ACTION_HELP: Final = "draw, knock, pass, meld 5h 6h 7h | Qc Qd *Qh (the whole new table, melds separated by |)"


def parse_action(text: str) -> Action:
    """The Carousel action written as ``text``.

    >>> str(parse_action("meld 5h 6h 7h |qc qd *qh"))
    'meld 5h 6h 7h | Qc Qd *Qh'
    >>> parse_action("KNOCK") == KNOCK
    True
    """
    words = text.split()
    if not words:
        raise IllegalAction("no action given (actions: {actions})", actions=ACTION_HELP)
    verb, rest = words[0].lower(), words[1:]
    if not rest and verb in ("draw", "knock", "pass"):
        return {"draw": DRAW, "knock": KNOCK, "pass": PASS}[verb]
    if verb == "meld" and rest:
        parts = [part for part in " ".join(rest).split("|") if part.strip()]
        try:
            melds = tuple(tuple(parse_cards(part)) for part in parts)
        except CardError as error:
            raise IllegalAction(
                "'{text}': {why:sentence}", text=text.strip(), why=error.template, **error.params
            ) from None
        if melds:
            return Meld(melds)
    raise IllegalAction("'{text}' is not an action (actions: {actions})", text=text.strip(), actions=ACTION_HELP)


# Cards and melds -------------------------------------------------------------


def hand_value(cards: Iterable[int]) -> int:
    """CAR-9: what a hand counts at the end of a round.

    >>> hand_value(parse_cards("* Kd Ah 7c"))
    43
    """
    return sum(carousel_value(c) for c in cards)


def as_played(cards: Iterable[int]) -> Counter[int]:
    """The cards counted with every joker as a plain joker (how hands and tables are compared)."""
    return Counter(JOKER if c >= JOKER else c for c in cards)


def arranged(meld: Sequence[int]) -> tuple[int, ...]:
    """A meld in the order it is shown: a group by suit, a sequence by rank (a low ace first).

    >>> format_cards(arranged(parse_cards("Kh Ah Qh")))
    'Qh Kh Ah'
    >>> format_cards(arranged(parse_cards("3d *2d Ad")))
    'Ad *2d 3d'
    """
    return _arrange(tuple(meld))


@lru_cache(maxsize=1 << 16)  # (the same melds come back turn after turn)
def _arrange(meld: tuple[int, ...]) -> tuple[int, ...]:
    ranks = {natural(c) >> 2 for c in meld}
    if len(ranks) == 1:
        return tuple(sorted(meld, key=lambda c: (natural(c) & 3, c)))
    low_ace = 2 in ranks

    def place(c: int) -> int:
        rank = natural(c) >> 2
        return 1 if rank == ACE and low_ace else rank

    return tuple(sorted(meld, key=place))


def table_fault(old: Sequence[Sequence[int]], new: Sequence[Sequence[int]], hand: Sequence[int]) -> str | None:
    """Why ``new`` may not follow ``old`` when a player holding ``hand`` melds (CAR-3..CAR-5, CAR-7).

    The cards that came from the hand are ``new`` minus ``old``, jokers
    counted as jokers.  None means the meld is good.

    >>> old = [parse_cards("5h 6h 7h"), parse_cards("Qc Qd Qs")]
    >>> table_fault(old, [parse_cards("5h 6h 7h 8h"), parse_cards("Qc Qd Qs")], parse_cards("8h 2c")) is None
    True
    >>> table_fault(old, [parse_cards("5h 6h 7h 8h")], parse_cards("8h 2c"))
    'Qc was on the table and is missing'
    >>> print(table_fault(old, [parse_cards("5h 6h 7h"), parse_cards("Qc Qd Qs Qc")], parse_cards("Qc")))
    meld 2 (Qc Qd Qs Qc): Not a group: two cards of c (a group's suits are all different)
    """
    return _table_fault(old, new, hand, played_counts(old), played_counts(new))


def _table_fault(
    old: Sequence[Sequence[int]],
    new: Sequence[Sequence[int]],
    hand: Sequence[int],
    before: dict[int, int],
    after: dict[int, int],
) -> str | None:
    """:func:`table_fault` given the :func:`played_counts` of ``old`` (``before``) and ``new`` (``after``)."""
    for c in sorted(before):
        count = before[c] - after.get(c, 0)
        if count <= 0:
            continue
        if c == JOKER:
            return "a joker was on the table and is missing (a joker never goes back to a hand, CAR-5)"
        return f"{format_card(c)} was on the table and is missing" + (" (twice)" if count > 1 else "")
    added = {c: n - before.get(c, 0) for c, n in after.items() if n > before.get(c, 0)}
    if not added:
        return "a meld must add at least one card from your hand (CAR-7)"
    held: dict[int, int] = {}
    for c in hand:
        held[c] = held.get(c, 0) + 1
    for c in sorted(added):
        count = added[c]
        name = "a joker" if c == JOKER else format_card(c)
        have = held.get(c, 0)
        if not have:
            return f"you do not hold {name}"
        if have < count:
            return f"you hold {have} {'joker' if c == JOKER else format_card(c)}, not {count}"
    for number, meld in enumerate(new, 1):
        fault = _meld_fault(meld)
        if fault:
            return f"meld {number} ({format_cards(meld)}): {fault}"
    if JOKER in before:  # (with no joker on the old table, no joker can have been treated unfairly)
        fault = carousel_joker_fault(old, new)
        if fault:
            return f"{fault} (CAR-5)"
    return None


def played_counts(melds: Iterable[Iterable[int]]) -> dict[int, int]:
    """The cards of ``melds`` counted, every joker as a plain joker (:func:`as_played` as a plain
    dict, which the compiled build counts much faster than a ``Counter``)."""
    counts: dict[int, int] = {}
    for meld in melds:
        for c in meld:
            played = JOKER if c >= JOKER else c
            counts[played] = counts.get(played, 0) + 1
    return counts


def meld_faults(melds: Sequence[Sequence[int]]) -> list[str | None]:
    """Each meld's own fault as a group (CAR-3) or a sequence (CAR-4), None for a valid one.

    This is how :func:`table_fault` judges the melds, and how an interface marks
    each meld of a table as it is rearranged.

    >>> meld_faults([parse_cards("5h 6h 7h"), parse_cards("Qc *")])
    [None, 'A joker on the table must say which card it stands for, like *9h']
    """
    return [_meld_fault(meld) for meld in melds]


def _meld_fault(meld: Sequence[int]) -> str | None:
    """One meld's fault (:func:`meld_faults`)."""
    return _card_fault(meld) or carousel_meld_fault(meld)


def _card_fault(cards: Iterable[int]) -> str | None:
    for c in cards:
        if not (8 <= c < 60 or c == JOKER or JOKER + 8 <= c < JOKER + 60):
            return f"{c!r} is not a card"
    return None


def has_own_meld(new: Sequence[Sequence[int]], added: Counter[int]) -> bool:
    """CAR-7 option ``initial_meld_from_hand``: some meld of ``new`` is made of added cards only."""
    return any(not as_played(meld) - added for meld in new)


# Scoring ---------------------------------------------------------------------


@dataclass(frozen=True)
class RoundScore:
    """What one round gave: points per seat and the round's winners."""

    points: tuple[int, ...]
    winners: tuple[Seat, ...]


def score_round(values: Sequence[int], knocker: Seat | None = None, went_out: Seat | None = None) -> RoundScore:
    """CAR-10, CAR-11: score a round from the hand values.

    The lowest hand wins and scores the sum of the differences to every other
    hand.  If the knocker ties for lowest, the others tied with it win instead.
    A winner who is not the knocker (in a knocked round) gets 10, a winner who
    went out 25.  Tied winners each score in full.

    >>> score_round([3, 20, 12], knocker=0)       # the knocker wins: 17 + 9
    RoundScore(points=(26, 0, 0), winners=(0,))
    >>> score_round([4, 4, 12], knocker=0)        # a tie with one other: that one wins
    RoundScore(points=(0, 18, 0), winners=(1,))
    >>> score_round([0, 7, 30], went_out=0)       # out: 37 + 25
    RoundScore(points=(62, 0, 0), winners=(0,))
    """
    low = min(values)
    tied = [s for s, v in enumerate(values) if v == low]
    winners = [s for s in tied if s != knocker] if knocker in tied and len(tied) > 1 else tied
    points = [0] * len(values)
    for w in winners:
        points[w] = sum(v - values[w] for v in values)
        if knocker is not None and w != knocker:
            points[w] += NOT_KNOCKER_BONUS
        if w == went_out:
            points[w] += GOING_OUT_BONUS
    return RoundScore(tuple(points), tuple(winners))


def final_scores(totals: Sequence[int], round_wins: Sequence[int], target: int) -> tuple[int, ...]:
    """CAR-13: the totals with 100 for each player at or over ``target`` and 25 per round won.

    >>> final_scores([160, 90, 150], [2, 1, 3], 150)
    (310, 115, 325)
    """
    return tuple(
        t + (TARGET_BONUS if t >= target else 0) + ROUND_WIN_BONUS * w for t, w in zip(totals, round_wins, strict=True)
    )


# The game --------------------------------------------------------------------


class Carousel(Game):
    """Carousel (manipulation rummy) for 2 to 5 players."""

    name = "carousel"
    min_players = 2
    max_players = 5
    OPTIONS = {
        "target": Option(150, "CAR-13: the game ends when someone has this many points", minimum=1),
        "initial_meld_from_hand": Option(
            False, "CAR-7: a player's first meld of a round includes a whole meld of their own cards"
        ),
    }

    EVENT_KINDS = frozenset(
        ("round_start", "draw", "last_card", "meld", "knock", "pass", "show", "round_over", "game_over")
    )

    @property
    def packs(self) -> int:
        """CAR-1: one pack for two players, two for three or more."""
        return 1 if self.players == 2 else 2

    @property
    def jokers(self) -> int:
        """CAR-1: one joker for two players, two for three or more."""
        return self.packs

    def new(self, seed: int) -> CarouselState:
        return CarouselState(self, seed)

    def parse_action(self, text: str) -> Action:
        return parse_action(text)


# What a seat sees (docs/views.md) ---------------------------------------------

Phase = Literal["draw", "meld", "knock", "last", "over"]
"""CAR-6: draw; meld (or draw again, knock, pass); knock or pass after the third draw;
the last turns of CAR-12 once the draw pile is empty; the game is over."""


class CarouselPlayerView(TypedDict):
    seat: Seat
    cards: int
    total: int
    rounds_won: int
    melded: bool  # has melded this round (CAR-7)


class LastRoundView(TypedDict):
    round: int
    why: str  # a template to fill (engine.fill) with this summary as its params
    knocker: Seat | None
    went_out: Seat | None
    hands: list[list[str]]
    values: list[int]
    points: list[int]
    winners: list[Seat]


class CarouselView(TypedDict):
    game: Literal["carousel"]
    seat: Seat | None
    round: int
    dealer: Seat
    phase: Phase
    turn: Seat
    actors: list[Seat]
    draws: int
    last_turns: list[Seat]
    players: list[CarouselPlayerView]
    table: list[list[str]]
    draw_pile: int
    target: int
    initial_meld_from_hand: bool
    history: list[list[int]]
    last_round: LastRoundView | None
    over: bool
    result: ResultView | None
    hand: NotRequired[list[str]]  # the seat's own cards (not for spectators)
    hand_value: NotRequired[int]


class CarouselState(State):
    """A game of Carousel in progress; see the module docstring for its phases."""

    phase: Phase
    last_round: LastRoundView | None

    FIELDS = (
        *("seed", "rng", "target", "totals", "round_wins", "history", "last_round", "over", "result", "round"),
        *("dealer", "hands", "table", "pile", "draws", "last_turns", "melded", "phase", "turn"),
    )

    def __init__(self, game: Carousel, seed: int, *, _blank: bool = False) -> None:
        self.game = game
        self._legal: tuple[Seat, list[Action]] | None = None
        if _blank:
            return
        n = game.players
        self._begin(seed)
        self.dealer = self.rng.randrange(n)  # CAR-2: the first dealer is chosen at random
        self.hands: list[list[int]] = [[] for _ in range(n)]
        self.table: Table = []
        self.pile = shoe(game.packs, game.jokers)  # the draw pile; its top card is the last
        self._start_round(first=True)

    def _begin(self, seed: int) -> None:
        """The fields of a game about to start its first round."""
        n = self.game.players
        self.seed = seed
        self.rng = random.Random(seed)
        self.target: int = self.game.options["target"]
        self.totals = [0] * n
        self.round_wins = [0] * n
        self.history: list[list[int]] = []  # each finished round's points
        self.last_round = None
        self.over = False
        self.result: Result | None = None
        self.round = 0

    @classmethod
    def from_position(
        cls,
        game: Carousel,
        hands: Sequence[str | Sequence[int]],
        draw_pile: str | Sequence[int] = (),
        table: str | Sequence[Sequence[int]] = (),
        *,
        turn: Seat = 0,
        totals: Sequence[int] | None = None,
        round_wins: Sequence[int] | None = None,
        melded: Sequence[bool] | None = None,
        round_number: int = 1,
        seed: int = 0,
    ) -> CarouselState:
        """A round in progress from given cards, for tests and puzzles.

        ``draw_pile`` lists the cards in the order they will be drawn.  The
        position starts at the beginning of ``turn``'s turn (the dealer is the
        seat before); with an empty draw pile, in the last turns of CAR-12 from
        ``turn`` on.  Later rounds reshuffle and deal the same cards.

        >>> state = CarouselState.from_position(Carousel(2), ["7h 8h", "Kc Kd"], "9h 2c", "Qc Qd Qs")
        >>> [str(a) for a in state.legal(0)]
        ['draw']
        >>> format_cards(state.act(0, "draw")[0].revealed)
        '9h'
        >>> [str(a) for a in state.legal(0)]
        ['draw', 'meld Qc Qd Qs | 7h 8h 9h']
        """
        n = game.players
        if len(hands) != n:
            raise ValueError(f"{n} hands are needed, not {len(hands)}")
        state = cls(game, seed, _blank=True)
        state._begin(seed)
        if totals is not None:
            state.totals = list(totals)
        if round_wins is not None:
            state.round_wins = list(round_wins)
        state.round = round_number
        state.dealer = (turn - 1) % n
        state.hands = [parse_cards(h) if isinstance(h, str) else list(h) for h in hands]
        melds = [parse_cards(m) for m in table.split("|") if m.strip()] if isinstance(table, str) else table
        for number, meld in enumerate(melds, 1):
            fault = carousel_meld_fault(meld)
            if fault:
                raise ValueError(f"table meld {number} ({format_cards(meld)}): {fault}")
        state.table = [arranged(m) for m in melds]
        pile = parse_cards(draw_pile) if isinstance(draw_pile, str) else list(draw_pile)
        state.pile = pile[::-1]
        state.melded = list(melded) if melded is not None else [False] * n
        state.turn = turn
        state.draws = 0
        state.last_turns = []
        state.phase = "draw"
        if not state.pile:
            state.last_turns = [(turn + i) % n for i in range(n)]
            state.phase = "last"
        return state

    # -- set-up ---------------------------------------------------------------

    def _start_round(self, first: bool = False) -> list[Event]:
        """CAR-2: gather and shuffle the cards, deal ten each from the dealer's left."""
        n = self.game.players
        self.round += 1
        if not first:
            self.dealer = (self.dealer + 1) % n
        cards = [JOKER if c >= JOKER else c for c in self.pile]
        for hand in self.hands:
            cards += hand
        for meld in self.table:
            cards += [JOKER if c >= JOKER else c for c in meld]
        cards.sort()
        self.rng.shuffle(cards)
        self.pile = cards
        self.hands = [[] for _ in range(n)]
        self.table = []
        for _ in range(HAND_SIZE):
            for i in range(1, n + 1):
                if len(self.pile) > 1:
                    self.hands[(self.dealer + i) % n].append(self.pile.pop())
        self.melded = [False] * n
        self.turn = (self.dealer + 1) % n
        self.draws = 0
        self.last_turns: list[Seat] = []
        self.phase = "draw"
        return [
            Event(
                None,
                "round_start",
                "round {round}: {dealer:seat} deals {size} cards each; {starter:seat} starts",
                params={"round": self.round, "dealer": self.dealer, "size": HAND_SIZE, "starter": self.turn},
            )
        ]

    # -- the protocol ---------------------------------------------------------

    def actors(self) -> tuple[Seat, ...]:
        return () if self.over else (self.turn,)

    def legal(self, seat: Seat) -> list[Action]:
        """The legal simple actions, all of them, and a few useful melds.

        Melds listed, at most ``MELD_LIMIT``: first :func:`quick_placement`
        (many hand cards at once, found greedily), then each new meld of three
        hand cards, then each hand card added to one table meld.  Any other
        valid table is accepted by :meth:`apply` too.  The best one is found by
        :func:`rummyhall.solve.carousel.solve`; being exact, it costs from a few
        milliseconds to tenths of a second, so ``legal`` (the inner loop of
        random play and search) leaves it to bots and hints."""
        if self.over or seat != self.turn:
            return []
        if self._legal is not None and self._legal[0] == seat:
            return list(self._legal[1])
        actions: list[Action] = []
        if self.phase == "draw":
            actions.append(DRAW)
        elif self.phase == "meld":
            actions.append(DRAW if self.pile else PASS)
            if self._may_knock(seat):
                actions.append(KNOCK)
            actions += self._meld_actions(seat)
        elif self.phase == "knock":
            actions += [KNOCK, PASS]
        elif self.phase == "last":
            actions.append(PASS)
            actions += self._meld_actions(seat)
        self._legal = (seat, actions)
        return list(actions)

    def _may_knock(self, seat: Seat) -> bool:
        return hand_value(self.hands[seat]) <= KNOCK_LIMIT

    def _own_meld_needed(self, seat: Seat) -> bool:
        return bool(self.game.options["initial_meld_from_hand"]) and not self.melded[seat]

    def _meld_actions(self, seat: Seat) -> list[Action]:
        hand = self.hands[seat]
        own_needed = self._own_meld_needed(seat)
        found: list[Action] = []
        seen: set[tuple[tuple[int, ...], ...]] = set()

        def offer(melds: Sequence[tuple[int, ...]]) -> None:
            key = tuple(melds)
            if key not in seen and len(found) < MELD_LIMIT:
                seen.add(key)
                found.append(Meld(key))

        hand_melds = _hand_melds(hand)
        quick = _quick_placement(self.table, hand, hand_melds)
        if quick is not None and (not own_needed or _has_hand_meld(self.table, quick)):
            offer(quick)
        for meld in hand_melds:
            if len(found) == MELD_LIMIT:
                return found
            offer([*self.table, meld])
        if not own_needed:
            for number, meld in enumerate(self.table):
                for c in _fits(meld, hand):
                    if len(found) == MELD_LIMIT:
                        return found
                    offer([*self.table[:number], arranged((*meld, c)), *self.table[number + 1 :]])
        return found

    def may_pass(self, seat: Seat) -> bool:
        return False

    def _apply(self, seat: Seat, action: Action) -> list[Event]:
        match action:
            case Draw():
                events = self._draw(seat)
            case Meld():
                events = self._meld(seat, action)
            case Knock():
                events = self._knock(seat)
            case Pass():
                events = self._pass(seat)
            case _:
                raise IllegalAction("{action} is not a Carousel action", action=str(action))
        self._legal = None
        return events

    def _waiting(self) -> dict[str, Any]:
        if self.phase == "draw":
            return {"waiting": N_("{actor:seat} is to draw"), "actor": self.turn}
        if self.phase == "last":
            return {"waiting": N_("{actor:seat} is playing a last turn (the draw pile is empty)"), "actor": self.turn}
        return {"waiting": N_("{actor:seat} is playing"), "actor": self.turn}

    # -- actions --------------------------------------------------------------

    def _draw(self, seat: Seat) -> list[Event]:
        if self.phase == "last":
            raise IllegalAction("the draw pile is empty: meld or pass (CAR-12)")
        if self.phase == "knock":
            raise IllegalAction("you have drawn three cards; your turn is over: knock or pass (CAR-6)")
        if not self.pile:
            raise IllegalAction("the draw pile is empty: meld, knock or pass (CAR-12)")
        c = self.pile.pop()
        self.hands[seat].append(c)
        self.draws += 1
        self.phase = "meld"
        events = [Event(seat, "draw", "drew card {draws} of this turn", (c,), True, {"draws": self.draws})]
        if not self.pile:
            events.append(Event(seat, "last_card", "took the last card of the draw pile"))
        if self.draws == DRAWS_PER_TURN:
            if self._may_knock(seat):
                self.phase = "knock"
            else:
                events += self._end_turn()
        return events

    def _meld_fault(
        self,
        seat: Seat,
        melds: Sequence[Sequence[int]],
        before: dict[int, int] | None = None,
        after: dict[int, int] | None = None,
    ) -> IllegalAction | None:
        """Why ``seat`` may not meld to make ``melds`` the new table now, or None
        (``before`` and ``after``: the :func:`played_counts` of the table and of ``melds``, if known)."""
        if self.over:
            return IllegalAction("the game is over")
        if seat != self.turn:
            return self._not_acting(seat, Meld(tuple(tuple(m) for m in melds)))
        fault = _card_fault(c for m in melds for c in m)
        if fault:
            return IllegalAction(fault)
        if self.phase not in ("meld", "last"):
            if self.phase == "knock":
                return IllegalAction("after the third draw the turn ends with no meld (CAR-6)")
            return IllegalAction("draw first (CAR-6)")
        before = played_counts(self.table) if before is None else before
        after = played_counts(melds) if after is None else after
        fault = _table_fault(self.table, melds, self.hands[seat], before, after)
        if fault:
            return IllegalAction(fault)
        if self._own_meld_needed(seat):
            added = Counter({c: n - before.get(c, 0) for c, n in after.items() if n > before.get(c, 0)})
            if not has_own_meld(melds, added):
                return IllegalAction(
                    "your first meld of the round must include a whole group or sequence "
                    "made only of cards from your hand (initial_meld_from_hand, CAR-7)"
                )
        return None

    def check(self, seat: Seat, action: Action) -> Check:
        """A meld looked at before it is sent: why it would be refused, and each
        meld's own fault; how an interface marks a draft table as the player
        rearranges it (at any time, not only on their turn).

        >>> state = CarouselState.from_position(Carousel(2), ["7h 8h 9h Jh", "2c 3c"], "4d", "Qc Qd Qs")
        >>> draft = parse_action("meld Qc Qd Qs | 7h 8h 9h Jh")
        >>> state.check(0, draft).fault
        'draw first (CAR-6)'
        >>> _ = state.act(0, "draw")
        >>> checked = state.check(0, draft)
        >>> checked.fault
        'meld 2 (7h 8h 9h Jh): Not a sequence: the ranks are not consecutive'
        >>> checked.melds
        (None, 'Not a sequence: the ranks are not consecutive')
        """
        if not isinstance(action, Meld):
            return Check()
        melds = tuple(meld_faults(action.melds))
        fault = self._meld_fault(seat, action.melds)
        if fault is None:
            return Check(None, 0, melds)
        return Check(fault.reason, 0, melds, fault.template, fault.params)

    def _meld(self, seat: Seat, action: Meld) -> list[Event]:
        before, after = played_counts(self.table), played_counts(action.melds)
        fault = self._meld_fault(seat, action.melds, before, after)
        if fault:
            raise fault
        added = {c: n - before.get(c, 0) for c, n in after.items()}
        hand = self.hands[seat]
        placed = []
        kept = []
        for c in hand:  # (the first cards of each kind added, the hand's order kept)
            if added.get(c, 0) > 0:
                added[c] -= 1
                placed.append(c)
            else:
                kept.append(c)
        hand[:] = kept
        self.table = [arranged(m) for m in action.melds]
        self.melded[seat] = True
        placed.sort(key=sort_key)
        params = {"placed": len(placed), "value": hand_value(placed)}
        events = [Event(seat, "meld", "melded {placed:card} worth {value}", tuple(placed), params=params)]
        if not hand:
            return events + self._end_round(went_out=seat, why=N_("{went_out:seat} went out"))
        return events + self._end_turn()

    def _knock(self, seat: Seat) -> list[Event]:
        if self.phase == "draw":
            raise IllegalAction("you may knock only after drawing (CAR-8)")
        if self.phase == "last":
            raise IllegalAction("there is no knocking in the last turns, which have no draw (CAR-12)")
        value = hand_value(self.hands[seat])
        if value > KNOCK_LIMIT:
            raise IllegalAction(
                "you may knock only with {limit} points or less; your hand is worth {value} (CAR-8)",
                limit=KNOCK_LIMIT,
                value=value,
            )
        knocked = Event(seat, "knock", "knocked with {value} points", params={"value": value})
        return [knocked] + self._end_round(knocker=seat, why=N_("{knocker:seat} knocked"))

    def _pass(self, seat: Seat) -> list[Event]:
        if self.phase == "draw":
            raise IllegalAction("draw first (CAR-6)")
        if self.phase == "meld" and self.pile:
            raise IllegalAction("to go on without melding, draw again (CAR-6)")
        return [Event(seat, "pass", "passed")] + self._end_turn()

    def _end_turn(self) -> list[Event]:
        """The next turn; once the draw pile is empty, the last turns of CAR-12, then the count."""
        n = self.game.players
        if self.phase == "last":
            self.last_turns.pop(0)
        elif not self.pile:
            self.last_turns = [(self.turn + i) % n for i in range(1, n + 1)]
        self.draws = 0
        if self.last_turns:
            self.phase = "last"
            self.turn = self.last_turns[0]
            return []
        if self.phase == "last":
            return self._end_round(why=N_("the draw pile ran out and everyone had a last turn"))
        self.phase = "draw"
        self.turn = (self.turn + 1) % n
        return []

    def _end_round(self, knocker: Seat | None = None, went_out: Seat | None = None, why: str = "") -> list[Event]:
        """CAR-9..CAR-11 score the round; CAR-13 ends the game or the next round is dealt."""
        values = [hand_value(h) for h in self.hands]
        outcome = score_round(values, knocker, went_out)
        events = [
            Event(s, "show", "shows a hand worth {value}", tuple(sorted(h, key=sort_key)), params={"value": values[s]})
            for s, h in enumerate(self.hands)
            if h
        ]
        self.totals = [t + p for t, p in zip(self.totals, outcome.points, strict=True)]
        for w in outcome.winners:
            self.round_wins[w] += 1
        self.history.append(list(outcome.points))
        self.last_round = {
            "round": self.round,
            "why": why,
            "knocker": knocker,
            "went_out": went_out,
            "hands": [[format_card(c) for c in sorted(h, key=sort_key)] for h in self.hands],
            "values": values,
            "points": list(outcome.points),
            "winners": list(outcome.winners),
        }
        params = {k: self.last_round[k] for k in ("round", "knocker", "went_out", "winners", "points")}
        template = N_("round {round} over: {why:sentence}; {winners:seats} won; points {points}")
        events.append(Event(None, "round_over", template, params={**params, "why": why}))
        if max(self.totals) >= self.target:
            return events + self._end_game()
        return events + self._start_round()

    def _end_game(self) -> list[Event]:
        """CAR-13: bonuses, and the highest total wins (ties share)."""
        scores = final_scores(self.totals, self.round_wins, self.target)
        best = max(scores)
        winners = tuple(s for s, v in enumerate(scores) if v == best)
        params = {"winners": list(winners), "verb": "win" if len(winners) > 1 else "wins", "best": best}
        self.result = Result(scores, winners, "{winners:seats} {verb} with {best} points", params)
        self.over = True
        self.phase = "over"
        return [
            Event(None, "game_over", "game over: {result:sentence}", params={**params, "result": self.result.template})
        ]

    # -- what can be seen -----------------------------------------------------

    def view(self, seat: Seat | None) -> CarouselView:
        players: list[CarouselPlayerView] = [
            {
                "seat": s,
                "cards": len(self.hands[s]),
                "total": self.totals[s],
                "rounds_won": self.round_wins[s],
                "melded": self.melded[s],
            }
            for s in range(self.game.players)
        ]
        view: CarouselView = {
            "game": "carousel",
            "seat": seat,
            "round": self.round,
            "dealer": self.dealer,
            "phase": self.phase,
            "turn": self.turn,
            "actors": list(self.actors()),
            "draws": self.draws,
            "last_turns": list(self.last_turns),
            "players": players,
            "table": [[format_card(c) for c in meld] for meld in self.table],
            "draw_pile": len(self.pile),
            "target": self.target,
            "initial_meld_from_hand": bool(self.game.options["initial_meld_from_hand"]),
            "history": [list(h) for h in self.history],
            "last_round": _copied(self.last_round),
            "over": self.over,
            "result": result_view(self.result),
        }
        if seat is not None:
            hand = self.hands[seat]
            view["hand"] = [format_card(c) for c in sorted(hand, key=sort_key)]
            view["hand_value"] = hand_value(hand)
        return view

    def _blank(self) -> CarouselState:
        assert isinstance(self.game, Carousel)
        return CarouselState(self.game, self.seed, _blank=True)

    def all_cards(self) -> Counter[int]:
        cards = as_played(self.pile)
        for hand in self.hands:
            cards.update(hand)
        for meld in self.table:
            cards.update(as_played(meld))
        return cards

    def determinize(self, seat: Seat | None, rng: random.Random) -> CarouselState:
        """A copy in which every card hidden from ``seat`` (other hands, the draw
        pile) is dealt again at random, each place keeping its size."""
        other = self.clone()
        deal_again([other.pile] + [h for s, h in enumerate(other.hands) if s != seat], rng)
        other.rng = random.Random(rng.getrandbits(64))  # (later shuffles are hidden too)
        return other


def _copied(data: LastRoundView | None) -> LastRoundView | None:
    """A copy of a round summary (its lists copied too), so a view never shares the state's data."""
    copy: LastRoundView | None = copied(data)
    return copy


# Melds that ``legal`` offers -------------------------------------------------


def _fits(meld: Sequence[int], hand: Sequence[int]) -> list[int]:
    """The cards (a hand joker declared) that lengthen ``meld`` (a valid meld) by one, one of each."""
    naturals, joker = _fitting(tuple(meld))
    out = [c for c in naturals if c in hand]
    if joker and JOKER in hand:
        out.append(joker)
    return out


def _first_natural_fit(meld: Sequence[int], hand: Sequence[int]) -> int:
    """The first natural card of :func:`_fits` (0: none)."""
    for c in _fitting(tuple(meld))[0]:
        if c in hand:
            return c
    return 0


@lru_cache(maxsize=1 << 16)  # (the table's melds come back turn after turn)
def _fitting(meld: tuple[int, ...]) -> tuple[tuple[int, ...], int]:
    """What may lengthen ``meld`` (a valid meld) by one, whatever the hand: the natural
    cards, and a joker declared as the last of them (0: none)."""
    rank = (meld[0] & 63) >> 2  # (``c & 63``: the card itself, or the card a declared joker stands for)
    group = True
    for c in meld:
        if (c & 63) >> 2 != rank:
            group = False
            break
    if group:  # a suit it lacks, while it has three
        suits = {c & 3 for c in meld}
        wanted = [_GROUP_CARDS[rank][s] for s in range(4) if s not in suits] if len(meld) < 4 else []
    else:  # a card at either end of the sequence
        suit = meld[0] & 3
        high = (meld[-1] & 63) >> 2
        wanted = []
        if rank != ACE:  # a low ace (shown first) has nothing below it
            wanted.append(card(ACE if rank == 2 else rank - 1, suit))
        if high != ACE:
            wanted.append(card(high + 1, suit))
    joker = JOKER + wanted[-1] if wanted else 0
    if group:
        return tuple(wanted), joker  # (a group of three and its fourth suit: a group)

    # (a sequence and the next place at either end: a sequence, but for an ace where it holds one already)
    def fits(c: int) -> bool:
        return (c & 63) >> 2 != ACE or carousel_meld_fault((*meld, c)) is None

    return tuple(c for c in wanted if fits(c)), joker if joker and fits(joker) else 0


_GROUP_CARDS: Final = [tuple(card(rank, suit) for suit in range(4)) for rank in range(ACE + 1)]
"""The four cards of each rank (2..14), by suit."""


def _window(suit: int, low: int) -> tuple[int, ...]:
    return tuple(card(ACE if r == 1 else r, suit) for r in range(low, low + 3))


_WINDOWS: Final = [[_window(suit, low) for low in range(ACE - 1)] for suit in range(4)]
"""The three cards of each sequence of three places (``low`` 1..12: place 1 is the low ace), by suit."""
_TWO_OF_THREE: Final = (3, 5, 6)
"""The masks of three places holding two cards."""


def _hand_melds(hand: Sequence[int]) -> list[tuple[int, ...]]:
    """New melds of three hand cards: groups of three suits and sequences of
    three ranks, then (with a joker in hand) the same with the joker for one card.

    >>> [format_cards(m) for m in _hand_melds(parse_cards("Ah 2h 3h 3c Kd Ks *"))]
    ['Ah 2h 3h', '3c *3d 3h', '*Kc Kd Ks', '2h 3h *4h']
    """
    places = [0, 0, 0, 0]  # by suit: bit r set when the hand holds that suit's rank r (an ace: 1 and 14)
    joker = False
    for c in hand:
        if c < JOKER:
            places[c & 3] |= 1 << (c >> 2)
        elif c == JOKER:
            joker = True
    for suit, held in enumerate(places):
        places[suit] = held | (held >> (ACE - 1) & 2)
    natural_melds: list[tuple[int, ...]] = []
    joker_melds: list[tuple[int, ...]] = []
    for rank in range(2, ACE + 1):
        suits = [s for s in range(4) if places[s] >> rank & 1]
        if len(suits) >= 3:
            natural_melds.append(tuple(_GROUP_CARDS[rank][s] for s in suits[:3]))
        elif len(suits) == 2 and joker:
            missing = next(s for s in range(4) if s not in suits)
            group = (*(_GROUP_CARDS[rank][s] for s in suits), JOKER + _GROUP_CARDS[rank][missing])
            joker_melds.append(arranged(group))
    for suit in range(4):
        held = places[suit]
        for low in range(1, ACE - 1):
            window = held >> low & 7
            if window == 7:
                natural_melds.append(_WINDOWS[suit][low])
            elif joker and window in _TWO_OF_THREE:
                cards = _WINDOWS[suit][low]
                gap = (window ^ 7).bit_length() - 1  # (the place of the three not held)
                joker_melds.append(tuple(JOKER + c if i == gap else c for i, c in enumerate(cards)))
    return natural_melds + joker_melds


def quick_placement(table: Sequence[tuple[int, ...]], hand: Sequence[int]) -> list[tuple[int, ...]] | None:
    """A fast, greedy placement: new melds of three hand cards, then hand cards
    added to the ends of melds, again and again.  The new table, or None if
    nothing can be placed this way.  (Not the best placement: see the solver.)

    >>> table = [parse_cards("5h 6h 7h")]
    >>> [format_cards(m) for m in quick_placement(table, parse_cards("8h 9h Kc Kd Ks 2c"))]
    ['5h 6h 7h 8h 9h', 'Kc Kd Ks']
    """
    return _quick_placement(table, hand, _hand_melds(hand))


def _quick_placement(
    table: Sequence[tuple[int, ...]], hand: Sequence[int], hand_melds: list[tuple[int, ...]]
) -> list[tuple[int, ...]] | None:
    """:func:`quick_placement` given the hand's :func:`_hand_melds`."""
    melds = list(table)
    left = list(hand)
    held: dict[int, int] = {}
    for c in left:
        held[c] = held.get(c, 0) + 1
    for meld in hand_melds:
        # (the cards of a meld of three hand cards are all different, a joker counted as a joker)
        if all(held.get(JOKER if c > JOKER else c, 0) for c in meld):
            melds.append(meld)
            for c in meld:
                played = JOKER if c > JOKER else c
                left.remove(played)
                held[played] -= 1
    # Each pass adds a card to the ends of melds where one fits; a meld that took none cannot
    # take one later (the cards left only become fewer), so a pass looks only at the melds the
    # pass before lengthened.
    looking: Sequence[int] = range(len(melds))
    while looking:
        lengthened = []
        for number in looking:
            meld = melds[number]
            fit = _first_natural_fit(meld, left)
            if fit:
                melds[number] = arranged((*meld, fit))
                left.remove(fit)
                lengthened.append(number)
        looking = lengthened
    return melds if len(left) < len(hand) else None


def _has_hand_meld(old: Sequence[tuple[int, ...]], new: Sequence[tuple[int, ...]]) -> bool:
    added = as_played(c for m in new for c in m) - as_played(c for m in old for c in m)
    return has_own_meld(new, added)
