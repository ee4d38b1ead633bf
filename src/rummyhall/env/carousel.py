"""Carousel's action numbers and observation tensor (docs/env.md lists both).

>>> from rummyhall.games.carousel import Carousel
>>> encoding = CarouselEncoding(Carousel(3))
>>> encoding.size, encoding.names()[:4]
(23, ['draw', 'knock', 'pass', 'meld #1 (the solver best)'])
"""

from __future__ import annotations

from collections import OrderedDict

import numpy as np

from rummyhall.cards import JOKER
from rummyhall.engine import Action, Seat, State, View
from rummyhall.env.features import CARDS, Layout, card_number, count_cards
from rummyhall.env.table import Choices, Encoding, Observation
from rummyhall.games.carousel import (
    MELD_LIMIT,
    Carousel,
    CarouselState,
    Draw,
    Knock,
    Meld,
    Pass,
    arranged,
    hand_value,
)
from rummyhall.solve.carousel import solve

MELD_CHOICES = MELD_LIMIT
"""How many meld choices are numbered: the solver's best placement, then ``legal``'s melds in its order
(the best is worked out only when its number is chosen, so it may repeat one of ``legal``'s)."""
PHASES = ("draw", "meld", "knock", "last", "over")
PHASE_NUMBER = {phase: number for number, phase in enumerate(PHASES)}
PLAYER_FEATURES = ("cards", "total", "rounds_won", "melded", "dealer", "turn", "last_turn")
PLAYER_WIDTH = len(PLAYER_FEATURES)
SOLVED_KEPT = 256
"""How many solver answers are remembered (a turn asks again after each draw)."""


class CarouselEncoding(Encoding):
    """Actions and observations of Carousel for a given number of players."""

    SCORING = frozenset(("round_over", "game_over"))
    REWARD_SCALE = 0.01
    DRAW, KNOCK, PASS, MELD = 0, 1, 2, 3

    def __init__(self, game: Carousel) -> None:
        self.game = game
        n = game.players
        self.size = self.MELD + MELD_CHOICES
        self.layout = layout = Layout()
        self.HAND = layout.add("hand", CARDS, "cards held of each kind, / 2")
        self.TABLE = layout.add("table", CARDS, "cards on the table of each kind (a declared joker as a joker), / 2")
        self.PHASE = layout.add("phase", len(PHASES), "draw, meld, knock, last, over (one-hot)")
        self.MISC = layout.add(
            "round",
            6,
            "melds on the table / 30, draws this turn / 3, draw pile / 108, hand value / 100, "
            "round / 20, the house rule initial_meld_from_hand",
        )
        self.PLAYERS = layout.add(
            "players",
            len(PLAYER_FEATURES) * n,
            "per player from this seat on (this seat first, then to its left): cards / 30, "
            "total / target, rounds won / 10, melded this round, dealer, to play, has a last turn to play",
        )
        self.obs_size = layout.size
        self._names = ["draw", "knock", "pass"] + [
            f"meld #{k + 1}" + (" (the solver best)" if k == 0 else "") for k in range(MELD_CHOICES)
        ]
        self._solved: OrderedDict[tuple[object, ...], Meld | None] = OrderedDict()
        self._table_counted: tuple[tuple[tuple[int, ...], ...] | None, list[float]] = (None, [])
        """The last table observed and the observation's numbers with only its cards counted."""
        self._player_blocks = [[self.PLAYERS + PLAYER_WIDTH * ((s - seat) % n) for s in range(n)] for seat in range(n)]
        """Where each seat's block starts in the observation of a seat."""
        cards = [*range(8, 60), JOKER, *range(JOKER + 8, JOKER + 60)]  # (natural, joker, joker declared as a card)
        self._hand_places = {c: self.HAND + card_number(c) for c in cards}
        self._table_places = {c: self.TABLE + card_number(c) for c in cards}

    def names(self) -> list[str]:
        return self._names

    def best_meld(self, state: CarouselState, seat: Seat) -> Meld | None:
        """The solver's best placement of the seat's hand as a meld (None: nothing to place)."""
        own = bool(state.game.options["initial_meld_from_hand"]) and not state.melded[seat]
        hand = state.hands[seat]
        key = (tuple(state.table), tuple(sorted(hand)), own)
        if key in self._solved:
            self._solved.move_to_end(key)
            return self._solved[key]
        best = solve(state.table, hand, own)
        meld = Meld(tuple(arranged(m) for m in best.melds)) if best.points else None
        self._solved[key] = meld
        if len(self._solved) > SOLVED_KEPT:
            self._solved.popitem(last=False)
        return meld

    def choices(self, state: State, seat: Seat) -> Choices:
        """Draw, knock, pass, and the melds: number ``MELD`` the solver's best
        placement, worked out only when asked for (the exact solver is by far the
        most costly part of a step), then ``legal``'s melds in its order."""
        assert isinstance(state, CarouselState)
        numbered: dict[int, Action | None] = {}
        melds: list[Meld] = []
        for action in state.legal(seat):
            if isinstance(action, Meld):
                melds.append(action)
            elif isinstance(action, Draw):
                numbered[self.DRAW] = action
            elif isinstance(action, Knock):
                numbered[self.KNOCK] = action
            elif isinstance(action, Pass):
                numbered[self.PASS] = action
        offered = bool(melds) and state.phase in ("meld", "last") and seat == state.turn
        if offered:
            numbered[self.MELD] = None  # (worked out later, below)
            for k, meld in enumerate(melds[: MELD_CHOICES - 1], 1):
                numbered[self.MELD + k] = meld
        found = Choices(numbered)
        if offered:
            # (a meld is legal, so the solver's best places something: the most hand value laid, CAR-9)
            found.later(self.MELD, lambda: self.best_meld(state, seat) or melds[0])
        return found

    def observe(self, view: View) -> Observation:
        out = [0.0] * self.obs_size
        seat = view["seat"]
        n = self.game.players
        count_cards(out, self.HAND, view["hand"], 1 / 2)
        for meld in view["table"]:
            count_cards(out, self.TABLE, meld, 1 / 2)
        out[self.PHASE + PHASES.index(view["phase"])] = 1
        out[self.MISC : self.MISC + 6] = (
            len(view["table"]) / 30,
            view["draws"] / 3,
            view["draw_pile"] / 108,
            view["hand_value"] / 100,
            view["round"] / 20,
            view["initial_meld_from_hand"],
        )
        width = len(PLAYER_FEATURES)
        last_turns = view["last_turns"]
        for p in view["players"]:
            s = p["seat"]
            at = self.PLAYERS + width * ((s - seat) % n)
            out[at : at + width] = (
                p["cards"] / 30,
                p["total"] / view["target"],
                p["rounds_won"] / 10,
                p["melded"],
                s == view["dealer"],
                s == view["turn"],
                s in last_turns,
            )
        return np.clip(np.array(out, dtype=np.float32), 0, 1)

    def observe_seat(self, state: State, seat: Seat) -> Observation:
        """:meth:`observe` of the seat's view, read from the state (no view is
        built, and the table's cards are counted again only when the table
        changed): the same numbers, from only what the view shows the seat."""
        assert isinstance(state, CarouselState)
        table = tuple(state.table)
        counted, base = self._table_counted  # (one pair, read and replaced at once)
        if table != counted:
            base = [0.0] * self.obs_size
            at_table = self._table_places
            for meld in table:
                for c in meld:
                    base[at_table[c]] += 1 / 2
            self._table_counted = (table, base)
        out = base.copy()
        hand = state.hands[seat]
        at_hand = self._hand_places
        for c in hand:
            out[at_hand[c]] += 1 / 2
        out[self.PHASE + PHASE_NUMBER[state.phase]] = 1
        out[self.MISC : self.MISC + 6] = (
            len(table) / 30,
            state.draws / 3,
            len(state.pile) / 108,
            hand_value(hand) / 100,
            state.round / 20,
            bool(self.game.options["initial_meld_from_hand"]),
        )
        hands, totals, round_wins, melded = state.hands, state.totals, state.round_wins, state.melded
        dealer, turn, last_turns, target = state.dealer, state.turn, state.last_turns, state.target
        for s, at in enumerate(self._player_blocks[seat]):
            out[at : at + PLAYER_WIDTH] = (
                len(hands[s]) / 30,
                totals[s] / target,
                round_wins[s] / 10,
                melded[s],
                s == dealer,
                s == turn,
                s in last_turns,
            )
        observation = np.array(out, dtype=np.float32)
        np.minimum(observation, 1, out=observation)  # (np.clip to [0, 1] without its overhead: none is below 0)
        return observation

    def score(self, state: State) -> list[int]:
        """Each total (CAR-10, CAR-11: the highest wins), rewarded / 100."""
        assert isinstance(state, CarouselState)
        return list(state.totals)
