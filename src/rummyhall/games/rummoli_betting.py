"""The poker phase's betting round (RUM-7): limit betting, all-ins and side pots.

One betting round is played before the showdown.  Players act clockwise from
the dealer's left; the first may check.  A bet or raise is 1 to ``limit``
chips; after the bet at most ``MAX_RAISES`` raises follow.  A player short of
chips calls for what they have (all in); the chips they cannot match form side
pots that only the players who put them in can win.

>>> rnd = BettingRound(order=[0, 1, 2], stacks=[10, 10, 3], limit=5, seats=3)
>>> stacks = [10, 10, 3]
>>> [str(a) for a in rnd.legal(0, stacks[0])]
['check', 'bet 1', 'bet 2', 'bet 3', 'bet 4', 'bet 5']
>>> for seat, action in [(0, Bet(5)), (1, CALL), (2, CALL)]:
...     _ = rnd.apply(seat, action, stacks)
>>> rnd.done, rnd.bets, stacks
(True, [5, 5, 3], [5, 5, 0])
>>> [(layer.chips, layer.eligible) for layer in side_pots(3, rnd.bets, rnd.contenders())]
[(12, (0, 1, 2)), (4, (0, 1))]
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import ClassVar, Final, TypedDict

from rummyhall.engine import Action, IllegalAction, Seat

MAX_RAISES: Final = 3
"""RUM-7: after the bet, at most three raises in the round (a bet and three raises)."""


@dataclass(frozen=True)
class Check(Action):
    """Bet nothing when there is nothing to call."""

    def __str__(self) -> str:
        return "check"


@dataclass(frozen=True)
class Call(Action):
    """Match the highest bet (all in, for less, when short of chips)."""

    def __str__(self) -> str:
        return "call"


@dataclass(frozen=True)
class Fold(Action):
    """Give up the poker pot (the cards stay in hand for the Rummoli phase)."""

    def __str__(self) -> str:
        return "fold"


@dataclass(frozen=True)
class Bet(Action):
    """Open the betting with ``amount`` chips."""

    amount: int

    def __str__(self) -> str:
        return f"bet {self.amount}"


@dataclass(frozen=True)
class Raise(Action):
    """Call, then put ``amount`` chips more in."""

    amount: int

    def __str__(self) -> str:
        return f"raise {self.amount}"


CHECK, CALL, FOLD = Check(), Call(), Fold()
BETTING_ACTIONS: Final = (Check, Call, Fold, Bet, Raise)


@dataclass(frozen=True)
class Layer:
    """One pot of a showdown: its chips and the seats that may win it, in order
    clockwise from the dealer's left (the main pot first, then side pots)."""

    chips: int
    eligible: tuple[Seat, ...]


class BettingView(TypedDict):
    pot: int  # the chips played for: the pot's ante chips and every bet
    current_bet: int
    raises: int
    max_raises: int
    limit: int
    to_call: int | None  # what the viewing seat must add to call
    next: Seat | None  # who bets next


class BettingRound:
    """One limit betting round; the caller keeps the stacks and passes them in.

    ``order`` is every player in the hand, clockwise from the dealer's left.
    ``needs`` are the players still to act, next first: all who hold chips at
    the start, and after a bet or raise everyone else not folded and not all in.
    """

    FIELDS: ClassVar[tuple[str, ...]] = ("bets", "current", "folded", "limit", "needs", "order", "raises")
    __slots__ = FIELDS

    def __init__(self, order: Sequence[Seat], stacks: Sequence[int], limit: int, seats: int) -> None:
        self.order = list(order)
        self.bets = [0] * seats
        self.folded = [False] * seats
        self.current = 0
        self.raises = 0
        self.limit = limit
        able = [s for s in self.order if stacks[s] > 0]
        self.needs = able if len(able) >= 2 else []  # nobody to bet against: no betting

    def copy(self) -> BettingRound:
        other = BettingRound((), (), self.limit, 0)  # (every field is set below)
        other.order, other.bets, other.folded = list(self.order), list(self.bets), list(self.folded)
        other.current, other.raises, other.limit, other.needs = self.current, self.raises, self.limit, list(self.needs)
        return other

    @property
    def done(self) -> bool:
        """True when nobody is left to act, or all but one have folded."""
        return not self.needs or len(self.contenders()) == 1

    def contenders(self) -> tuple[Seat, ...]:
        """The players still in the hand (not folded), clockwise from the dealer's left."""
        return tuple(s for s in self.order if not self.folded[s])

    def to_call(self, seat: Seat) -> int:
        """Chips ``seat`` must add to match the highest bet."""
        return self.current - self.bets[seat]

    def total(self) -> int:
        """Every chip bet in this round."""
        return sum(self.bets)

    def legal(self, seat: Seat, stack: int) -> list[Action]:
        """The betting actions of ``seat`` holding ``stack`` chips (empty unless it is their turn)."""
        if not self.needs or self.needs[0] != seat or self.done:
            return []
        to_call = self.to_call(seat)
        actions: list[Action] = [CHECK] if to_call == 0 else [CALL, FOLD]
        room = min(self.limit, stack - to_call)
        if room > 0:
            if self.current == 0:
                actions += [Bet(k) for k in range(1, room + 1)]
            elif self.raises < MAX_RAISES:
                actions += [Raise(k) for k in range(1, room + 1)]
        return actions

    def fault(self, seat: Seat, action: Action, stack: int) -> IllegalAction | None:
        """Why ``seat`` may not make this betting action now, or None."""
        if self.done:
            return IllegalAction("the betting is over")
        if self.needs[0] != seat:
            return IllegalAction("it is {actor:seat}'s turn to bet", actor=self.needs[0])
        to_call = self.to_call(seat)
        if isinstance(action, Check):
            return IllegalAction("you cannot check: it costs {to_call} to call", to_call=to_call) if to_call else None
        if isinstance(action, Call):
            return IllegalAction("there is no bet to call; check instead") if not to_call else None
        if isinstance(action, Fold):
            return IllegalAction("there is no bet to fold to; check instead") if not to_call else None
        if isinstance(action, Bet | Raise):
            if isinstance(action, Bet) and self.current:
                return IllegalAction("there is already a bet of {current}: call, raise or fold", current=self.current)
            if isinstance(action, Raise):
                if not self.current:
                    return IllegalAction("there is no bet to raise: bet instead")
                if self.raises >= MAX_RAISES:
                    return IllegalAction(
                        "the betting is capped: a bet and at most {most} raises (RUM-7)", most=MAX_RAISES
                    )
            if not 1 <= action.amount <= self.limit:
                if isinstance(action, Bet):
                    return IllegalAction("a bet is 1 to {limit} chips (RUM-7)", limit=self.limit)
                return IllegalAction("a raise is 1 to {limit} chips (RUM-7)", limit=self.limit)
            if to_call + action.amount > stack:
                if to_call:
                    return IllegalAction(
                        "that costs {to_call} to call plus {amount} and you have only {stack} chips",
                        to_call=to_call,
                        amount=action.amount,
                        stack=stack,
                    )
                return IllegalAction(
                    "that costs {amount} and you have only {stack} chips", amount=action.amount, stack=stack
                )
            return None
        return IllegalAction("{action} is not a betting action", action=str(action))

    def apply(self, seat: Seat, action: Action, stacks: list[int]) -> int:
        """Apply a valid action (check with :meth:`fault` first); returns the chips put in."""
        self.needs.pop(0)
        paid = 0
        if isinstance(action, Call):
            paid = min(self.to_call(seat), stacks[seat])
        elif isinstance(action, Fold):
            self.folded[seat] = True
        elif isinstance(action, Bet | Raise):
            paid = self.to_call(seat) + action.amount
            self.current += action.amount
            self.raises += isinstance(action, Raise)
        stacks[seat] -= paid
        self.bets[seat] += paid
        if isinstance(action, Bet | Raise):
            at = self.order.index(seat)
            after = self.order[at + 1 :] + self.order[:at]
            self.needs = [s for s in after if not self.folded[s] and stacks[s] > 0]
        return paid

    def to_json(self, seat: Seat | None, pot: int) -> BettingView:
        """This round as a seat's view shows it; ``pot``: the chips it is played for."""
        return {
            "pot": pot,
            "current_bet": self.current,
            "raises": self.raises,
            "max_raises": MAX_RAISES,
            "limit": self.limit,
            "to_call": self.to_call(seat) if seat is not None else None,
            "next": self.needs[0] if self.needs and not self.done else None,
        }


def side_pots(pot: int, bets: Sequence[int], contenders: Sequence[Seat]) -> list[Layer]:
    """The main pot and side pots of a showdown.

    ``pot`` is the chips already in the pot before the betting (the ante
    chips); ``bets`` what each seat put in this round; ``contenders`` the
    players not folded, clockwise from the dealer's left.  Each layer holds,
    from every seat, the chips between two successive bet levels of the
    contenders; folded players' chips stay in the layers they reached.

    >>> [(p.chips, p.eligible) for p in side_pots(3, [2, 6, 6], [0, 1, 2])]
    [(9, (0, 1, 2)), (8, (1, 2))]
    """
    levels = sorted({bets[s] for s in contenders})
    layers: list[Layer] = []
    below = 0
    for i, level in enumerate(levels):
        chips = sum(min(b, level) - min(b, below) for b in bets)
        if i == 0:
            chips += pot
        if i == len(levels) - 1:  # never more than nothing: the top bettor cannot have folded
            chips += sum(max(0, b - level) for b in bets)
        layers.append(Layer(chips, tuple(s for s in contenders if bets[s] >= level)))
        below = level
    return layers


def share(layers: Sequence[Layer], strength: Mapping[Seat, int]) -> tuple[list[tuple[Layer, dict[Seat, int]]], Seat]:
    """Who wins what: each layer split among its best hands, an odd chip to the
    first such player from the dealer's left (RUM-7); and the winner of the
    poker phase (the best hand of all, the first from the dealer's left on a tie).

    >>> won, first = share(side_pots(3, [2, 6, 6], [0, 1, 2]), {0: 7462, 1: 7458, 2: 7462})
    >>> [payout for _, payout in won], first
    ([{0: 5, 2: 4}, {2: 8}], 0)
    """
    result: list[tuple[Layer, dict[Seat, int]]] = []
    for layer in layers:
        best = max(strength[s] for s in layer.eligible)
        winners = [s for s in layer.eligible if strength[s] == best]
        part, odd = divmod(layer.chips, len(winners))
        result.append((layer, {s: part + (1 if k < odd else 0) for k, s in enumerate(winners)}))
    first_layer = layers[0]
    best = max(strength[s] for s in first_layer.eligible)
    first = next(s for s in first_layer.eligible if strength[s] == best)
    return result, first
