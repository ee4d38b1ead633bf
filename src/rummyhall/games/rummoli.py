"""Rummoli (RUM-1..RUM-15): a chip game of poker and card runs on a nine-pot board.

>>> game = Rummoli(players=3, options={"rounds": 1})
>>> state = game.new(seed=4)
>>> state.phase, state.actors() == (state.dealer,), state.pots["rummoli"]
('widow', True, 3)
>>> state.chips_in_play() == 3 * 100
True

A round runs through these phases (``state.phase``):

``widow``
    RUM-6: the dealer says ``exchange`` (take the widow unseen) or ``keep``.
    A dealer holding a pay card may only keep.
``auction``
    RUM-6: the other players bid for the widow (``bid N``, ``pass``), all at
    once: every player who has not passed and does not hold the highest bid is
    an actor.  A pass is final.  Players holding a pay card may only pass.
``betting``
    RUM-7: one limit betting round (``check``, ``bet N``, ``call``,
    ``raise N``, ``fold``), then the showdown.  Skipped with ``poker=showdown``.
``rummoli``
    RUM-8..RUM-11: ``play 7h`` - the poker winner leads their lowest card,
    then whoever holds the next card of the suit must play it.  With
    ``strict_claims`` a pot won is taken only by ``claim`` before the next card.
``claim``
    With ``strict_claims``: the round is about to end (the player went out or
    nobody can play) while a pot is still unclaimed; its winner says ``claim``
    or ``pass`` first.
``over``
    RUM-14: after the last round, the final poker round(s) (fresh deal, widow
    dead, poker only) share out the board; the most chips wins.

The ante (RUM-4), the deal (RUM-5), the showdown and every payment happen by
themselves between these phases and are told in the events.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Final, Literal, NotRequired, TypedDict

from rummyhall.cards import (
    ACE,
    CLUBS,
    DIAMONDS,
    HEARTS,
    JACK,
    KING,
    QUEEN,
    SPADES,
    TEN,
    CardError,
    card,
    format_card,
    is_red,
    pack,
    parse_card,
    parse_cards,
    sort_key,
)
from rummyhall.engine import (
    N_,
    Action,
    BadOptions,
    Event,
    Game,
    IllegalAction,
    Option,
    Result,
    ResultView,
    Seat,
    State,
    copied,
    result_view,
    whole_number,
)
from rummyhall.games.rummoli_betting import (
    BETTING_ACTIONS,
    CALL,
    CHECK,
    FOLD,
    Bet,
    BettingRound,
    BettingView,
    Call,
    Check,
    Raise,
    share,
    side_pots,
)
from rummyhall.poker import best_five, describe

POTS: Final = ("Ts", "Jd", "Qc", "Kh", "As", "Kd-Ad", "7-8-9", "poker", "rummoli")
"""RUM-2: the nine pots of the board, in the order they are shown."""

POT_NAMES: Final = {
    "Ts": "ten of spades",
    "Jd": "jack of diamonds",
    "Qc": "queen of clubs",
    "Kh": "king of hearts",
    "As": "ace of spades",
    "Kd-Ad": "king-ace of diamonds",
    "7-8-9": "7-8-9",
    "poker": "poker",
    "rummoli": "Rummoli",
}

SINGLE_PAY_CARDS: Final = {
    card(TEN, SPADES): "Ts",
    card(JACK, DIAMONDS): "Jd",
    card(QUEEN, CLUBS): "Qc",
    card(KING, HEARTS): "Kh",
    card(ACE, SPADES): "As",
}
"""RUM-2: the single cards that win a pot when played."""

KING_OF_DIAMONDS, ACE_OF_DIAMONDS = card(KING, DIAMONDS), card(ACE, DIAMONDS)
PAY_CARDS: Final = frozenset(SINGLE_PAY_CARDS) | {KING_OF_DIAMONDS, ACE_OF_DIAMONDS}
"""RUM-3: 10♠ J♦ Q♣ K♥ A♠ K♦ A♦."""

ANTE: Final = len(POTS)
"""RUM-4: one chip into each of the nine pots."""

LISTED_BIDS: Final = 5
"""``legal`` lists the next five bids in an auction; any higher bid the bidder can pay is accepted too."""

DEFAULT_ROUNDS: Final = 10
_TEXT: Final = {c: format_card(c) for c in pack()}  # views are built at every step: format each card once
_ORDER: Final = {c: sort_key(c) for c in pack()}
WIDOW, DEAD = "widow", "dead"
RED, BLACK = 1, 0


ALL_IN: Final = {
    "bets {amount}": N_("bets {amount} (all in)"),
    "raises by {amount} to {current}": N_("raises by {amount} to {current} (all in)"),
    "calls {paid}": N_("calls {paid} (all in)"),
}
"""A bet, raise or call that puts in a player's last chip, said so."""


def colour_name(red: bool) -> str:
    return "red" if red else "black"


# Actions ---------------------------------------------------------------------


@dataclass(frozen=True)
class Exchange(Action):
    """RUM-6: the dealer takes the widow, unseen, and gives up their hand."""

    def __str__(self) -> str:
        return "exchange"


@dataclass(frozen=True)
class Keep(Action):
    """RUM-6: the dealer keeps their hand; the widow is auctioned."""

    def __str__(self) -> str:
        return "keep"


@dataclass(frozen=True)
class Bid(Action):
    """RUM-6: offer ``amount`` chips for the widow."""

    amount: int

    def __str__(self) -> str:
        return f"bid {self.amount}"


@dataclass(frozen=True)
class Pass(Action):
    """Leave the auction (for good); or, at the end of a round, let an unclaimed pot go."""

    def __str__(self) -> str:
        return "pass"


@dataclass(frozen=True)
class Play(Action):
    """RUM-9: play a card to the run."""

    card: int

    def __str__(self) -> str:
        return f"play {format_card(self.card)}"


@dataclass(frozen=True)
class Claim(Action):
    """RUM-10 with ``strict_claims``: take the pot the last card won."""

    def __str__(self) -> str:
        return "claim"


EXCHANGE, KEEP, PASS, CLAIM = Exchange(), Keep(), Pass(), Claim()
_WORDS: Final[dict[str, Action]] = {
    "exchange": EXCHANGE,
    "keep": KEEP,
    "pass": PASS,
    "claim": CLAIM,
    "check": CHECK,
    "call": CALL,
    "fold": FOLD,
}
ACTION_HELP: Final = "exchange, keep, bid N, pass, check, bet N, call, raise N, fold, play 7h, claim"


def parse_action(text: str) -> Action:
    """The Rummoli action written as ``text``.

    >>> [str(parse_action(t)) for t in ("Bid 3", "play 10s", "raise 2", "CLAIM")]
    ['bid 3', 'play Ts', 'raise 2', 'claim']
    """
    words = text.split()
    if not words:
        raise IllegalAction("no action given (actions: {actions})", actions=ACTION_HELP)
    verb, rest = words[0].lower(), words[1:]
    if verb in _WORDS and not rest:
        return _WORDS[verb]
    if verb in ("bid", "bet", "raise") and len(rest) == 1:
        amount = whole_number(rest[0])
        if amount is None:
            raise IllegalAction(
                "{verb} needs a whole number of chips, like '{verb} 3', not '{word}'", verb=verb, word=rest[0]
            )
        return Bid(amount) if verb == "bid" else Bet(amount) if verb == "bet" else Raise(amount)
    if verb == "play" and len(rest) == 1:
        try:
            return Play(parse_card(rest[0]))
        except CardError as error:
            raise IllegalAction(
                "'{text}': {why:sentence}", text=text.strip(), why=error.template, **error.params
            ) from None
    raise IllegalAction("'{text}' is not an action (actions: {actions})", text=text.strip(), actions=ACTION_HELP)


# Dealing ---------------------------------------------------------------------


def deal_order(in_game: Sequence[bool], dealer: Seat) -> list[Seat]:
    """RUM-5: the seats dealt to, clockwise from the dealer's left, the dealer last.

    >>> deal_order([True, False, True, True], dealer=2)
    [3, 0, 2]
    """
    n = len(in_game)
    return [s for s in ((dealer + i) % n for i in range(1, n + 1)) if in_game[s]]


def hand_sizes(places: int) -> list[int]:
    """RUM-5: how many cards each place gets, in dealing order (the widow last).

    >>> hand_sizes(5)  # four players and the widow
    [11, 11, 10, 10, 10]
    """
    base, extra = divmod(52, places)
    return [base + (1 if i < extra else 0) for i in range(places)]


def stack_deck(
    hands: Mapping[Seat, str | Sequence[int]], widow: str | Sequence[int], dealer: Seat, seats: int
) -> list[int]:
    """The deck order (top first) that deals these hands and this widow (RUM-5).

    ``hands`` maps every seat in the game to its cards (text or codes); pass the
    result to ``Rummoli.new(seed, decks=[...], dealer=...)`` to start a round
    from a known deal (tests and worked examples).

    >>> from rummyhall.cards import format_cards
    >>> clubs, diamonds, hearts, spades = (format_cards(pack()[i : i + 13]) for i in range(0, 52, 13))
    >>> deck = stack_deck({0: clubs, 1: diamonds, 2: hearts}, spades, dealer=2, seats=3)
    >>> format_cards(deck[:5])  # seat 0, seat 1, seat 2 (the dealer), the widow, seat 0...
    '2c 2d 2h 2s 3c'
    """
    in_game = [s in hands for s in range(seats)]
    if dealer not in hands:
        raise BadOptions(f"the dealer (seat {dealer}) must be given a hand")
    order = deal_order(in_game, dealer)
    places = [_cards(hands[s]) for s in order] + [_cards(widow)]
    everything = [c for place in places for c in place]
    if sorted(everything) != sorted(pack()):
        raise BadOptions("the hands and the widow must hold the 52 cards, each once")
    sizes = hand_sizes(len(places))
    for seat, place, size in zip([*order, "widow"], places, sizes, strict=True):
        if len(place) != size:
            raise BadOptions(f"{'seat ' if seat != 'widow' else ''}{seat} must be dealt {size} cards, not {len(place)}")
    return [place[i] for i in range(sizes[0]) for place in places if i < len(place)]


def _cards(cards: str | Sequence[int]) -> list[int]:
    return parse_cards(cards) if isinstance(cards, str) else list(cards)


# The game --------------------------------------------------------------------


class Rummoli(Game):
    """Rummoli for 2-8 players."""

    name = "rummoli"
    rules_version = 2  # 2: RUM-4 players short of the ante leave before the game ends
    min_players = 2
    max_players = 8
    EVENT_KINDS = frozenset(
        (
            *("round_start", "leave_short", "last_player", "dealt", "exchange", "widow", "keep", "bid", "pass"),
            *("no_bid", "buy_widow", "poker", "bet", "raise", "call", "check", "fold", "show", "poker_won"),
            *("lead", "play", "pot_won", "no_claim", "claim_missed", "must_play", "void", "out", "pay_out"),
            *("stalemate", "pay_stalemate", "round_over", "leave_broke", "game_ends", "gather", "final_poker"),
            "game_over",
        )
    )
    OPTIONS = {
        "starting_chips": Option(100, "RUM-1: chips each player starts with", minimum=ANTE, maximum=1_000_000),
        "bet_limit": Option(
            5, "RUM-7: most chips in one bet or raise (a bet and at most 3 raises)", minimum=1, maximum=1_000_000
        ),
        "poker": Option(
            "betting",
            "RUM-7: 'betting' (one limit betting round) or 'showdown' (hands compared)",
            choices=("betting", "showdown"),
        ),
        "strict_claims": Option(False, "RUM-10: a pot must be claimed before the next card is played"),
        "rounds": Option(
            DEFAULT_ROUNDS,
            "RUM-14: rounds before the final poker (none: until one player is left)",
            minimum=1,
            optional=True,
        ),
        "final_poker": Option(
            "one_pot",
            "RUM-14: 'one_pot' (the board gathered) or 'per_pot' (smallest first)",
            choices=("one_pot", "per_pot"),
        ),
    }

    def new(self, seed: int, *, decks: Sequence[Sequence[int]] = (), dealer: Seat | None = None) -> RummoliState:
        """A new game.  ``decks`` (for tests) are deck orders, top first, used by
        the first deals instead of shuffling; ``dealer`` is the first dealer
        (otherwise drawn at random).  See :func:`stack_deck`."""
        return RummoliState(self, seed, decks=decks, dealer=dealer)

    def parse_action(self, text: str) -> Action:
        return parse_action(text)


# What a seat sees (docs/views.md) ---------------------------------------------

Phase = Literal["deal", "widow", "auction", "betting", "rummoli", "claim", "final", "over"]
"""RUM: dealing; the dealer's widow choice; the auction; the poker betting; the run of
cards; a pot to claim (strict_claims); the final poker; the game is over."""


class RummoliPlayerView(TypedDict):
    seat: Seat
    chips: int
    in_game: bool
    cards: int
    bet: int  # chips bet in this betting round
    folded: bool
    in_auction: bool
    shown: list[str]  # the five cards shown at the showdown


class WidowView(TypedDict):
    cards: int
    status: str  # "widow" or "dead"
    taken_by: Seat | None


class AuctionView(TypedDict):
    high_bid: int
    high_bidder: Seat | None
    bidders: list[Seat]


class NeedView(TypedDict):
    kind: str  # "lowest", "next" or "colour"
    card: str | None  # the card that must come next
    colour: str | None  # "red" or "black"


class ClaimView(TypedDict):
    seat: Seat
    pot: str


class WinView(TypedDict):
    round: int
    seat: Seat
    pot: str
    chips: int


class PokerHandView(TypedDict):
    category: str
    best: list[str]


class LastRoundView(TypedDict):
    """The round just over (not the final poker), public once it has ended."""

    round: int
    why: str  # a template to fill (engine.fill) with ``params``
    params: dict[str, Any]
    out: Seat | None  # who went out (None: a stalemate)
    hands: list[list[str]]  # each seat's cards left at the end (paid for, one chip a card)
    chips: list[int]  # each seat's chips after the round's payments
    wins: list[WinView]  # the pots won in the round


class RummoliView(TypedDict):
    game: Literal["rummoli"]
    seat: Seat | None
    round: int
    rounds: int | None
    final: bool
    dealer: Seat
    phase: Phase
    actors: list[Seat]
    players: list[RummoliPlayerView]
    pots: dict[str, int]
    contested: str
    widow: WidowView
    auction: AuctionView | None
    betting: BettingView | None
    poker_winner: Seat | None
    run: list[tuple[Seat, str]]
    turn: Seat | None
    need: NeedView | None
    claim: ClaimView | None
    strict_claims: bool
    wins: list[WinView]
    last_round: LastRoundView | None
    over: bool
    result: ResultView | None
    hand: NotRequired[list[str]]  # the seat's own cards (not for spectators)
    poker_hand: NotRequired[PokerHandView]  # the seat's best five, until the Rummoli phase


class RummoliState(State):
    """A game of Rummoli in progress; see the module docstring for its phases."""

    phase: Phase

    FIELDS = (
        *("seed", "shuffle_seed", "deals", "decks", "strict", "stacks", "in_game", "pots", "round", "final"),
        *("final_queue", "contested", "dealer", "over", "result", "wins", "phase", "hands", "widow", "widow_status"),
        *("widow_taker", "dead_owner", "high_bid", "high_bidder", "bidders", "betting", "shown", "poker_winner"),
        *("run", "turn", "need", "need_card", "need_red", "claim", "ending", "voids", "last_round"),
    )

    def __init__(
        self,
        game: Rummoli,
        seed: int,
        *,
        decks: Sequence[Sequence[int]] = (),
        dealer: Seat | None = None,
        _blank: bool = False,
    ) -> None:
        self.game = game
        if _blank:  # (for clone, which sets every field)
            return
        n = game.players
        for deck in decks:
            if sorted(deck) != sorted(pack()):
                raise BadOptions("a stacked deck must hold the 52 cards, each once")
        if dealer is not None and not 0 <= dealer < n:
            raise BadOptions(f"there is no seat {dealer} to deal")
        self.seed = seed
        self.shuffle_seed = seed  # deal number k is shuffled by random.Random(f"{shuffle_seed}:{k}")
        self.deals = 0
        self.decks = [list(d) for d in decks]
        self.strict: bool = game.options["strict_claims"]
        self.stacks: list[int] = [int(game.options["starting_chips"])] * n
        self.in_game = [True] * n
        self.pots = dict.fromkeys(POTS, 0)
        self.round = 0
        self.final = False  # RUM-14: playing the final poker round(s)
        self.final_queue: list[str] = []  # per_pot: the pots still to be played for
        self.contested = "poker"  # the pot the poker phase is for
        self.dealer = random.Random(seed).randrange(n) if dealer is None else dealer
        self.over = False
        self.result: Result | None = None
        self.wins: list[tuple[int, Seat, str, int]] = []  # (round, seat, pot, chips): this round's and the last
        self.last_round: LastRoundView | None = None  # the round just over, for everyone to see
        self._clear_round()
        self._start_round(first=True)

    def _clear_round(self) -> None:
        n = self.game.players
        self.phase = "deal"
        self.hands: list[list[int]] = [[] for _ in range(n)]
        self.widow: list[int] = []  # the widow, and after RUM-6 the dead hand
        self.widow_status = WIDOW
        self.widow_taker: Seat | None = None
        self.dead_owner: Seat | None = None  # who gave up the hand that is now dead
        self.high_bid = 0
        self.high_bidder: Seat | None = None
        self.bidders: list[Seat] = []
        self.betting: BettingRound | None = None
        self.shown: list[list[int]] = [[] for _ in range(n)]  # best fives shown at the showdown
        self.poker_winner: Seat | None = None
        self.run: list[tuple[Seat, int]] = []
        self.turn: Seat | None = None
        self.need = "lowest"  # lowest | next | colour
        self.need_card = 0  # the next card, when need == "next"
        self.need_red = False  # the colour, when need == "colour"
        self.voids = [0] * n  # bit 1 << RED / BLACK: colours a player is known to hold none of
        self.claim: tuple[Seat, str] | None = None  # strict_claims: a pot waiting to be claimed
        self.ending = ""  # in phase "claim": "out" or "stalemate"

    # -- chips ----------------------------------------------------------------

    def chips_in_play(self) -> int:
        """RUM-15: chips in stacks, pots and bets; always the starting total."""
        bets = self.betting.total() if self.betting is not None else 0
        return sum(self.stacks) + sum(self.pots.values()) + bets

    def players_in_game(self) -> list[Seat]:
        return [s for s in range(self.game.players) if self.in_game[s]]

    def _next_seat(self, seat: Seat) -> Seat:
        """The next seat clockwise after ``seat`` that is still in the game."""
        n = self.game.players
        return next(s for s in ((seat + i) % n for i in range(1, n + 1)) if self.in_game[s])

    def _pay(self, seat: Seat, chips: int, to: Seat | str) -> int:
        """Move up to ``chips`` from ``seat``'s stack to a seat or a pot; returns what was paid."""
        paid = min(chips, self.stacks[seat])
        self.stacks[seat] -= paid
        if isinstance(to, str):
            self.pots[to] += paid
        else:
            self.stacks[to] += paid
        return paid

    def _award(self, seat: Seat, pot: str) -> list[Event]:
        chips = self.pots[pot]
        self.pots[pot] = 0
        self.stacks[seat] += chips
        self.wins.append((self.round, seat, pot, chips))
        return [
            Event(seat, "pot_won", "wins the {pot} pot: {chips:chip}", params={"pot": POT_NAMES[pot], "chips": chips})
        ]

    # -- rounds ---------------------------------------------------------------

    def _start_round(self, first: bool = False) -> list[Event]:
        """RUM-4 ante (those who cannot pay leave; one left takes the board;
        nobody able to pay ends the game), RUM-5 deal, then the widow."""
        payers = [s for s in self.players_in_game() if self.stacks[s] >= ANTE]
        if not payers:
            return self._end_game("nobody can pay the ante")
        events: list[Event] = []
        for s in self.players_in_game():
            if s not in payers:
                self.in_game[s] = False
                leaves = N_("cannot pay the ante of {ante} and leaves with {chips:chip}")
                events.append(Event(s, "leave_short", leaves, params={"ante": ANTE, "chips": self.stacks[s]}))
        if len(payers) == 1:
            (only,) = payers
            events.append(
                Event(only, "last_player", "is the only player left who can pay the ante and takes the board")
            )
            for pot in POTS:
                if self.pots[pot]:
                    events += self._award(only, pot)
            return events + self._finish()
        self.round += 1
        self.wins = [w for w in self.wins if w[0] == self.round - 1]
        if not first:
            self.dealer = self._next_seat(self.dealer)
        for s in payers:
            self.stacks[s] -= ANTE
        for pot in POTS:
            self.pots[pot] += len(payers)
        template = N_("round {round}: {dealer:seat} deals; everyone antes {ante} chips")
        events.append(
            Event(None, "round_start", template, params={"round": self.round, "dealer": self.dealer, "ante": ANTE})
        )
        events += self._deal()
        self.phase = "widow"
        return events

    def _deal(self) -> list[Event]:
        """RUM-5: all 52 cards one at a time clockwise from the dealer's left, the widow last in each pass."""
        self._clear_round()
        self.deals += 1
        if self.decks:
            deck = self.decks.pop(0)
        else:
            deck = pack()
            random.Random(f"{self.shuffle_seed}:{self.deals}").shuffle(deck)
        order = deal_order(self.in_game, self.dealer)
        places = [self.hands[s] for s in order] + [self.widow]
        k = len(places)
        for i, c in enumerate(deck):
            places[i % k].append(c)
        template = N_("dealt all 52 cards one at a time; the widow holds {widow}")
        return [Event(None, "dealt", template, params={"widow": len(self.widow)})]

    def _end_round(self, why: str, **params: Any) -> list[Event]:
        """RUM-12/13: players without chips leave; the game ends or the deal passes on.
        ``why`` (a template, with its ``params``) says why the round ended."""
        self.last_round = {
            "round": self.round,
            "why": why,
            "params": dict(params),
            "out": params.get("out"),
            "hands": [[_TEXT[c] for c in sorted(hand, key=_ORDER.__getitem__)] for hand in self.hands],
            "chips": list(self.stacks),
            "wins": [{"round": r, "seat": s, "pot": p, "chips": c} for r, s, p, c in self.wins if r == self.round],
        }
        params = {"round": self.round, **params, "why": why}
        events = [Event(None, "round_over", "round {round} over: {why:sentence}", params=params)]
        events += self._drop_broke()
        rounds = self.game.options["rounds"]
        if rounds is not None and self.round >= rounds:
            return events + self._end_game("{rounds:round} played", rounds=rounds)
        if len(self.players_in_game()) < 2:
            return events + self._end_game("all players but one are out of chips")
        return events + self._start_round()

    def _drop_broke(self) -> list[Event]:
        """A player left with no chips leaves the game (unless that would leave nobody)."""
        broke = [s for s in self.players_in_game() if self.stacks[s] == 0]
        if len(broke) == len(self.players_in_game()):
            return []
        for s in broke:
            self.in_game[s] = False
        return [Event(s, "leave_broke", "has no chips left and leaves the game") for s in broke]

    def _end_game(self, why: str, **params: Any) -> list[Event]:
        """RUM-14: the board is played for in one last poker round (or one per pot)."""
        self.final = True
        self.phase = "final"
        template = N_("the game ends ({why:sentence}); the board is played for in a final poker round")
        events = [Event(None, "game_ends", template, params={**params, "why": why})]
        with_chips = [p for p in POTS if self.pots[p]]
        if self.game.options["final_poker"] == "one_pot":
            total = sum(self.pots.values())
            self.pots = dict.fromkeys(POTS, 0)
            self.pots["poker"] = total
            self.final_queue = ["poker"] if total else []
            events.append(
                Event(
                    None, "gather", "all {total} chips on the board are gathered into one pot", params={"total": total}
                )
            )
        else:
            self.final_queue = sorted(with_chips, key=lambda p: (self.pots[p], POTS.index(p)))
        return events + self._next_final_round()

    def _next_final_round(self) -> list[Event]:
        events = self._drop_broke()
        if not self.final_queue:
            return events + self._finish()
        players = self.players_in_game()
        if len(players) == 1:
            (only,) = players
            for pot in self.final_queue:
                events += self._award(only, pot)
            self.final_queue = []
            return events + self._finish()
        self.contested = self.final_queue.pop(0)
        self.dealer = self._next_seat(self.dealer)
        what = N_("the whole board") if self.game.options["final_poker"] == "one_pot" else N_("the {pot} pot")
        template = N_("final poker for {what:sentence} ({chips:chip}): {dealer:seat} deals")
        params = {
            "what": what,
            "pot": POT_NAMES[self.contested],
            "chips": self.pots[self.contested],
            "dealer": self.dealer,
        }
        events.append(Event(None, "final_poker", template, params=params))
        events += self._deal()
        self.widow_status = DEAD
        return events + self._start_poker()

    def _finish(self) -> list[Event]:
        self.over = True
        self.phase = "over"
        self.turn = None
        best = max(self.stacks)
        winners = tuple(s for s, chips in enumerate(self.stacks) if chips == best)
        params = {"winners": list(winners), "verb": "wins" if len(winners) == 1 else "win", "best": best}
        self.result = Result(tuple(self.stacks), winners, "{winners:seats} {verb} with {best} chips", params)
        return [
            Event(None, "game_over", "game over: {result:sentence}", params={**params, "result": self.result.template})
        ]

    # -- the protocol ---------------------------------------------------------

    def actors(self) -> tuple[Seat, ...]:
        if self.over:
            return ()
        if self.phase == "widow":
            return (self.dealer,)
        if self.phase == "auction":
            return tuple(s for s in self.bidders if s != self.high_bidder)
        if self.phase == "betting":
            assert self.betting is not None
            return (self.betting.needs[0],)
        if self.phase == "claim":
            assert self.claim is not None
            return (self.claim[0],)
        assert self.turn is not None
        if self.claim is not None and self.claim[0] != self.turn:
            return (self.claim[0], self.turn)
        return (self.turn,)

    def may_pass(self, seat: Seat) -> bool:
        """True for the winner of an unclaimed pot while another player is to play."""
        return (
            not self.over
            and self.phase == "rummoli"
            and self.claim is not None
            and self.claim[0] == seat
            and seat != self.turn
        )

    def legal(self, seat: Seat) -> list[Action]:
        if self.over or seat not in self.actors():
            return []
        if self.phase == "widow":
            return [KEEP] if self._holds_pay_card(seat) else [KEEP, EXCHANGE]
        if self.phase == "auction":
            if self._holds_pay_card(seat):
                return [PASS]
            top = min(self.stacks[seat], self.high_bid + LISTED_BIDS)
            return [*(Bid(k) for k in range(self.high_bid + 1, top + 1)), PASS]
        if self.phase == "betting":
            assert self.betting is not None
            return self.betting.legal(seat, self.stacks[seat])
        if self.phase == "claim":
            return [CLAIM, PASS]
        actions: list[Action] = [CLAIM] if self.claim is not None and self.claim[0] == seat else []
        if seat == self.turn:
            actions += [Play(c) for c in self._playable(seat)]
        return actions

    def _holds_pay_card(self, seat: Seat) -> bool:
        return any(c in PAY_CARDS for c in self.hands[seat])

    def _playable(self, seat: Seat) -> list[int]:
        """RUM-9: the cards ``seat`` may play now (they are to play)."""
        hand = self.hands[seat]
        if self.need == "next":
            return [self.need_card]
        if self.need == "colour":
            hand = [c for c in hand if is_red(c) == self.need_red]
        low = min(c >> 2 for c in hand)
        return sorted((c for c in hand if c >> 2 == low), key=sort_key)

    def _apply(self, seat: Seat, action: Action) -> list[Event]:
        match action:
            case _ if isinstance(action, BETTING_ACTIONS):  # (check, call, fold, bet, raise)
                return self._bet(seat, action)
            case Play():
                return self._play(seat, action)
            case Bid():
                return self._bid(seat, action)
            case Pass():
                return self._pass(seat)
            case Claim():
                return self._claim(seat)
            case Keep():
                return self._keep(seat)
            case Exchange():
                return self._exchange(seat)
        raise IllegalAction("{action} is not a Rummoli action", action=str(action))

    # -- the widow (RUM-6) ----------------------------------------------------

    def _waiting(self) -> dict[str, Any]:
        actors = list(self.actors())
        if self.phase == "widow":
            return {"waiting": N_("{actor:seat} (the dealer) is deciding about the widow"), "actor": self.dealer}
        if self.phase == "auction":
            return {"waiting": N_("the widow is being auctioned (waiting for {actors:seats})"), "actors": actors}
        if self.phase == "betting":
            if not actors:
                return {"waiting": N_("the betting is over")}
            return {"waiting": N_("the poker betting is on ({actor:seat} to act)"), "actor": actors[0]}
        if self.phase == "claim":
            return {"waiting": N_("{actor:seat} may claim a pot"), "actor": actors[0]} if actors else {"waiting": ""}
        return {"waiting": N_("{actor:seat} is to play a card"), "actor": self.turn}

    def _require_phase(self, phase: str, what: str) -> None:
        if self.phase != phase:
            raise IllegalAction("you cannot {what} now: {waiting:sentence}", what=what, **self._waiting())

    def _decide_widow(self, seat: Seat, what: str) -> None:
        self._require_phase("widow", what)
        if seat != self.dealer:
            raise IllegalAction("only the dealer ({dealer:seat}) may {what}", dealer=self.dealer, what=what)

    def _exchange(self, seat: Seat) -> list[Event]:
        self._decide_widow(seat, "exchange with the widow")
        if self._holds_pay_card(seat):
            raise IllegalAction("a dealer holding a pay card may not exchange with the widow (RUM-6)")
        return self._take_widow(seat, [Event(seat, "exchange", "exchanges their hand for the widow, unseen")])

    def _take_widow(self, seat: Seat, events: list[Event]) -> list[Event]:
        self.hands[seat], self.widow = self.widow, self.hands[seat]
        self.widow_status, self.widow_taker, self.dead_owner = DEAD, seat, seat
        shown = tuple(sorted(self.hands[seat], key=sort_key))
        events.append(Event(seat, "widow", "picks up the widow; the hand given up is dead", shown, private=True))
        return events + self._start_poker()

    def _keep(self, seat: Seat) -> list[Event]:
        self._decide_widow(seat, "keep your hand")
        self.phase = "auction"
        self.bidders = [s for s in deal_order(self.in_game, self.dealer) if s != self.dealer]
        return [Event(seat, "keep", "keeps their hand; the widow is auctioned")]

    def _bid(self, seat: Seat, action: Bid) -> list[Event]:
        self._require_phase("auction", "bid")
        if seat == self.dealer:
            raise IllegalAction("the dealer does not bid for the widow")
        if seat not in self.bidders:
            raise IllegalAction("you have passed and are out of this auction")
        if seat == self.high_bidder:
            raise IllegalAction("you already hold the highest bid ({bid})", bid=self.high_bid)
        if self._holds_pay_card(seat):
            raise IllegalAction("you hold a pay card, so you may not bid for the widow (RUM-6)")
        if action.amount <= self.high_bid:
            raise IllegalAction("a bid must be higher than the last: more than {bid}", bid=self.high_bid)
        if action.amount > self.stacks[seat]:
            raise IllegalAction(
                "you cannot bid {amount}: you have only {stack} chips", amount=action.amount, stack=self.stacks[seat]
            )
        self.high_bid, self.high_bidder = action.amount, seat
        return [
            Event(seat, "bid", "bids {amount} for the widow", params={"amount": action.amount})
        ] + self._close_auction()

    def _pass(self, seat: Seat) -> list[Event]:
        if self.phase == "claim":
            if self.claim is None or seat != self.claim[0]:
                raise IllegalAction("you have no pot to claim or let go")
            pot = self.claim[1]
            self.claim = None
            unclaimed = Event(
                seat, "no_claim", "does not claim the {pot} pot; its chips stay", params={"pot": POT_NAMES[pot]}
            )
            return [unclaimed] + self._round_ends()
        self._require_phase("auction", "pass")
        if seat not in self.bidders or seat == self.high_bidder:
            if seat == self.high_bidder:
                raise IllegalAction("you cannot pass: you hold the highest bid")
            raise IllegalAction("you cannot pass: you are not bidding")
        self.bidders.remove(seat)
        return [Event(seat, "pass", "passes")] + self._close_auction()

    def _close_auction(self) -> list[Event]:
        if self.actors():
            return []
        events: list[Event] = []
        buyer = self.high_bidder
        if buyer is None:
            self.widow_status = DEAD
            events.append(Event(None, "no_bid", "nobody bids; the widow stays out of play"))
            return events + self._start_poker()
        self._pay(buyer, self.high_bid, self.dealer)
        template = N_("buys the widow for {chips:chip}, paid to the dealer")
        events.append(Event(buyer, "buy_widow", template, params={"chips": self.high_bid}))
        return self._take_widow(buyer, events)

    # -- poker (RUM-7) --------------------------------------------------------

    def _start_poker(self) -> list[Event]:
        self.phase = "betting"
        order = deal_order(self.in_game, self.dealer)
        self.betting = BettingRound(order, self.stacks, self.game.options["bet_limit"], self.game.players)
        if self.game.options["poker"] == "showdown":
            self.betting.needs = []
        if self.betting.done:
            return self._showdown()
        return [
            Event(None, "poker", "poker: {opener:seat} opens the betting", params={"opener": self.betting.needs[0]})
        ]

    def _bet(self, seat: Seat, action: Action) -> list[Event]:
        self._require_phase("betting", "bet")
        betting = self.betting
        assert betting is not None
        fault = betting.fault(seat, action, self.stacks[seat])
        if fault:
            raise fault
        paid = betting.apply(seat, action, self.stacks)
        params: dict[str, Any] = {"paid": paid}
        if isinstance(action, Bet):
            kind, template, params["amount"] = "bet", N_("bets {amount}"), action.amount
        elif isinstance(action, Raise):
            kind, template = "raise", N_("raises by {amount} to {current}")
            params.update(amount=action.amount, current=betting.current)
        elif isinstance(action, Call):
            kind, template = "call", N_("calls {paid}")
        else:
            kind, template = ("check", N_("checks")) if isinstance(action, Check) else ("fold", N_("folds"))
        if paid and self.stacks[seat] == 0:
            template = ALL_IN.get(template, template)
        events = [Event(seat, kind, template, params=params)]
        if betting.done:
            events += self._showdown()
        return events

    def _showdown(self) -> list[Event]:
        """RUM-7: the best hand (or the last player not folded) wins; ties split."""
        betting = self.betting
        assert betting is not None
        contenders = betting.contenders()
        events: list[Event] = []
        if len(contenders) == 1:
            (winner,) = contenders
            strength = {winner: 0}
        else:
            strength = {}
            for s in contenders:
                rank = best_five(self.hands[s])
                strength[s] = rank.strength
                self.shown[s] = list(rank.best)
                events.append(Event(s, "show", "shows {hand}", rank.best, params={"hand": rank.category}))
        won, winner = share(side_pots(self.pots[self.contested], betting.bets, contenders), strength)
        self.pots[self.contested] = 0
        for number, (_, payout) in enumerate(won):
            what = N_("the pot") if len(won) == 1 else N_("the main pot") if number == 0 else N_("side pot {side}")
            for s, chips in payout.items():
                self.stacks[s] += chips
                if chips:
                    self.wins.append((self.round, s, self.contested, chips))
                    events.append(
                        Event(
                            s,
                            "poker_won",
                            "wins {chips:chip} from {what:sentence}",
                            params={"chips": chips, "what": what, "side": number},
                        )
                    )
        self.betting = None
        self.poker_winner = winner
        if self.final:
            return events + self._next_final_round()
        return events + self._start_rummoli(winner)

    # -- the Rummoli phase (RUM-8..RUM-12) ------------------------------------

    def _start_rummoli(self, starter: Seat) -> list[Event]:
        """RUM-8: the winner of the poker phase begins with their lowest card."""
        self.phase = "rummoli"
        self.turn, self.need = starter, "lowest"
        return [Event(starter, "lead", "won the poker phase and leads the Rummoli phase")]

    def _play(self, seat: Seat, action: Play) -> list[Event]:
        self._require_phase("rummoli", "play a card")
        if seat != self.turn:
            raise IllegalAction("it is not your turn to play: {waiting:sentence}", **self._waiting())
        c = action.card
        playable = self._playable(seat)
        if c not in playable:
            if c not in self.hands[seat]:
                raise IllegalAction("you do not hold {card}", card=format_card(c))
            raise self._play_fault(playable)
        events: list[Event] = []
        if self.claim is not None:
            owner, pot = self.claim
            template = N_("did not claim the {pot} pot in time; its chips stay")
            events.append(Event(owner, "claim_missed", template, params={"pot": POT_NAMES[pot]}))
            self.claim = None
        self.hands[seat].remove(c)
        self.run.append((seat, c))
        events.append(Event(seat, "play", "plays", (c,)))
        won = self._pot_won(seat, c)
        if won is not None:
            if self.strict:
                self.claim = (seat, won)
            else:
                events += self._award(seat, won)
        if not self.hands[seat]:
            return events + self._round_may_end("out")
        return events + self._next_duty(seat, c)

    def _play_fault(self, playable: list[int]) -> IllegalAction:
        cards = " or ".join(format_card(c) for c in playable)
        if self.need == "next":
            return IllegalAction("you hold the next card, {cards}, and must play it (RUM-9)", cards=cards)
        if self.need == "colour":
            colour = colour_name(self.need_red)
            return IllegalAction("you must play your lowest {colour} card: {cards} (RUM-9)", colour=colour, cards=cards)
        return IllegalAction("the Rummoli phase starts with your lowest card: {cards} (RUM-9)", cards=cards)

    def _pot_won(self, seat: Seat, c: int) -> str | None:
        """RUM-10: the pot (with chips in it) that playing ``c`` wins, if any."""
        pot = SINGLE_PAY_CARDS.get(c)
        if pot is None and len(self.run) >= 2 and self.run[-2] == (seat, c - 4):
            if c == ACE_OF_DIAMONDS:
                pot = "Kd-Ad"
            elif c >> 2 == 9 and len(self.run) >= 3 and self.run[-3] == (seat, c - 8):
                pot = "7-8-9"
        return pot if pot is not None and self.pots[pot] else None

    def _holder(self, c: int) -> Seat | None:
        for s, hand in enumerate(self.hands):
            if c in hand:
                return s
        return None

    def _next_duty(self, seat: Seat, c: int) -> list[Event]:
        """RUM-9: the next card of the suit if someone holds it; else the opposite
        colour, from the player who played last, clockwise; else a stalemate."""
        if c >> 2 < ACE:
            holder = self._holder(c + 4)
            if holder is not None:
                self.turn, self.need, self.need_card = holder, "next", c + 4
                return []
        red = not is_red(c)
        events: list[Event] = []
        n = self.game.players
        for s in ((seat + i) % n for i in range(n)):
            if not self.in_game[s]:
                continue
            if any(is_red(x) == red for x in self.hands[s]):
                self.turn, self.need, self.need_red = s, "colour", red
                template = N_("must play their lowest {colour} card")
                return events + [Event(s, "must_play", template, params={"colour": colour_name(red)})]
            self.voids[s] |= 1 << red
            events.append(Event(s, "void", "holds no {colour} card", params={"colour": colour_name(red)}))
        return events + self._round_may_end("stalemate")

    def _round_may_end(self, ending: str) -> list[Event]:
        """With a pot still to claim (strict claims), its winner is asked first."""
        self.ending = ending
        self.turn = None  # nobody is to play any more
        if self.claim is not None:
            self.phase = "claim"
            return []
        return self._round_ends()

    def _round_ends(self) -> list[Event]:
        if self.ending == "out":
            return self._go_out()
        return self._stalemate()

    def _go_out(self) -> list[Event]:
        """RUM-12: the Rummoli pot, and one chip per card from every other player."""
        seat = self.run[-1][0]
        events = [Event(seat, "out", "goes out")] + self._award(seat, "rummoli")
        for s in self.players_in_game():
            if s != seat and self.hands[s]:
                paid = self._pay(s, len(self.hands[s]), seat)
                params = {"paid": paid, "cards": len(self.hands[s])}
                events.append(Event(s, "pay_out", "pays {paid:chip} for {cards:card} left", params=params))
        return events + self._end_round("{out:seat} went out", out=seat)

    def _stalemate(self) -> list[Event]:
        """RUM-11: nobody can play; one chip per card in hand into the Rummoli pot."""
        events = [Event(None, "stalemate", "stalemate: nobody can play")]
        for s in self.players_in_game():
            if self.hands[s]:
                paid = self._pay(s, len(self.hands[s]), "rummoli")
                params = {"paid": paid, "cards": len(self.hands[s])}
                template = N_("pays {paid:chip} into the Rummoli pot for {cards:card}")
                events.append(Event(s, "pay_stalemate", template, params=params))
        return events + self._end_round("stalemate; the Rummoli pot carries over")

    def _claim(self, seat: Seat) -> list[Event]:
        if self.phase not in ("rummoli", "claim") or self.claim is None or self.claim[0] != seat:
            if not self.strict:
                raise IllegalAction("pots are taken automatically in this game (strict_claims is off)")
            raise IllegalAction("you have no pot to claim: a pot is claimed right after the card that wins it")
        pot = self.claim[1]
        self.claim = None
        events = self._award(seat, pot)
        if self.phase == "claim":
            return events + self._round_ends()
        return events

    # -- what can be seen -----------------------------------------------------

    def view(self, seat: Seat | None) -> RummoliView:
        """What ``seat`` may see (None: a spectator).  Besides the board and the
        players, ``wins`` lists the pots won in this round and the one before, and
        until the Rummoli phase ``poker_hand`` is the seat's own best five.

        >>> state = Rummoli(players=2, options={"poker": "showdown"}).new(seed=3)
        >>> state.view(0)["poker_hand"]
        {'category': 'full house', 'best': ['5s', '5h', '5c', '7d', '7c']}
        >>> _ = state.act(0, "keep"), state.act(1, "pass")  # the showdown follows
        >>> state.view(1)["wins"]
        [{'round': 1, 'seat': 0, 'pot': 'poker', 'chips': 2}]
        """
        betting = self.betting
        players: list[RummoliPlayerView] = [
            {
                "seat": s,
                "chips": self.stacks[s],
                "in_game": self.in_game[s],
                "cards": len(self.hands[s]),
                "bet": betting.bets[s] if betting is not None else 0,
                "folded": betting.folded[s] if betting is not None else False,
                "in_auction": self.phase == "auction" and s in self.bidders,
                "shown": [_TEXT[c] for c in self.shown[s]],
            }
            for s in range(self.game.players)
        ]
        view: RummoliView = {
            "game": "rummoli",
            "seat": seat,
            "round": self.round,
            "rounds": self.game.options["rounds"],
            "final": self.final,
            "dealer": self.dealer,
            "phase": self.phase,
            "actors": list(self.actors()),
            "players": players,
            "pots": dict(self.pots),
            "contested": self.contested,
            "widow": {"cards": len(self.widow), "status": self.widow_status, "taken_by": self.widow_taker},
            "auction": {"high_bid": self.high_bid, "high_bidder": self.high_bidder, "bidders": list(self.bidders)}
            if self.phase == "auction"
            else None,
            "betting": None,
            "poker_winner": self.poker_winner,
            "run": [(s, _TEXT[c]) for s, c in self.run],
            "turn": self.turn,
            "need": self._need_json(),
            "claim": {"seat": self.claim[0], "pot": self.claim[1]} if self.claim is not None else None,
            "strict_claims": self.strict,
            "wins": [{"round": r, "seat": s, "pot": p, "chips": c} for r, s, p, c in self.wins],
            "last_round": copied(self.last_round),
            "over": self.over,
            "result": result_view(self.result),
        }
        if betting is not None:
            view["betting"] = betting.to_json(seat, self.pots[self.contested] + betting.total())
        if seat is not None:
            view["hand"] = [_TEXT[c] for c in sorted(self.hands[seat], key=_ORDER.__getitem__)]
            if self.phase in ("widow", "auction", "betting") and len(self.hands[seat]) >= 5:
                best = describe(self.hands[seat])
                view["poker_hand"] = {"category": best["category"], "best": best["best"]}
        return view

    def _need_json(self) -> NeedView | None:
        if self.phase != "rummoli":
            return None
        return {
            "kind": self.need,
            "card": format_card(self.need_card) if self.need == "next" else None,
            "colour": colour_name(self.need_red) if self.need == "colour" else None,
        }

    def _blank(self) -> RummoliState:
        assert isinstance(self.game, Rummoli)
        return RummoliState(self.game, self.seed, _blank=True)

    def all_cards(self) -> Counter[int]:
        cards: Counter[int] = Counter(self.widow)
        for hand in self.hands:
            cards.update(hand)
        cards.update(c for _, c in self.run)
        return cards

    def determinize(self, seat: Seat | None, rng: random.Random) -> RummoliState:
        """A copy in which every card hidden from ``seat`` (the other hands, the
        widow or dead hand) is dealt again at random, each place keeping its size.

        What is public stays put: the cards shown at the showdown, the next card
        a player must play, and the colours a player is known to be out of; the
        player who must play a colour keeps at least one card of it.  (A hand
        given up to the dead hand stays known to the player who gave it up.)
        Other inferences (a bidder holds no pay card, a lowest card played) are
        not kept.  Later deals are shuffled anew too.  The hidden cards are
        sorted before they are dealt, so the result depends only on what
        ``seat`` sees and on ``rng``."""
        other = self.clone()
        other.shuffle_seed = rng.getrandbits(64)
        places = [s for s in range(self.game.players) if s != seat and other.hands[s]]
        hidden: list[list[int]] = [other.hands[s] for s in places]
        voids = [other.voids[s] for s in places]
        fixed: list[list[int]] = [[c for c in other.shown[s] if c in other.hands[s]] for s in places]
        if other.widow and not (seat is not None and seat == other.dead_owner):
            hidden.append(other.widow)
            voids.append(0)
            fixed.append([])
        if other.phase == "rummoli" and other.turn in places:
            at = places.index(other.turn)
            if other.need == "next" and other.need_card not in fixed[at]:
                fixed[at].append(other.need_card)
        pool = sorted(c for place, keep in zip(hidden, fixed, strict=True) for c in place if c not in keep)
        if other.phase == "rummoli" and other.turn in places and other.need == "colour":
            at = places.index(other.turn)
            if not any(is_red(c) == other.need_red for c in fixed[at]):
                choices = [c for c in pool if is_red(c) == other.need_red]
                pick = rng.choice(choices)
                pool.remove(pick)
                fixed[at].append(pick)
        _deal_with_voids(hidden, fixed, voids, pool, rng)
        return other


def _deal_with_voids(
    places: list[list[int]], fixed: list[list[int]], voids: list[int], pool: list[int], rng: random.Random
) -> None:
    """Refill ``places`` (keeping their sizes) with their ``fixed`` cards and the
    ``pool`` at random, giving no place a card of a colour it is void in."""
    rng.shuffle(pool)
    by_colour = {RED: [c for c in pool if is_red(c)], BLACK: [c for c in pool if not is_red(c)]}
    room = [len(place) - len(keep) for place, keep in zip(places, fixed, strict=True)]
    new: list[list[int]] = [list(keep) for keep in fixed]
    flexible: list[int] = []
    for i, void in enumerate(voids):
        if void & (1 << RED) or void & (1 << BLACK):
            colour = BLACK if void & (1 << RED) else RED
            take = by_colour[colour][: room[i]]
            del by_colour[colour][: room[i]]
            new[i] += take
        else:
            flexible.append(i)
    rest = by_colour[RED] + by_colour[BLACK]
    rng.shuffle(rest)
    for i in flexible:
        new[i] += rest[: room[i]]
        del rest[: room[i]]
    for place, cards in zip(places, new, strict=True):
        place[:] = cards
