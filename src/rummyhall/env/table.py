"""One game seen as a sequence of single-seat decisions, with fixed action numbers.

The engine lets several seats act at once (a Liverpool buy window, a rummy
call, a Rummoli auction) and lets some seats simply let a moment go.  Learning
libraries want one seat at a time, choosing among a fixed set of numbered
actions.  A :class:`Table` makes that bridge, the same for PettingZoo,
Gymnasium and OpenSpiel (docs/env.md):

* the seat to decide is the first seat of ``state.actors()`` that has not let
  the moment go and has something to choose (the engine lists actors in the
  order the rules ask them);
* its choices are its legal actions, each under the number its game's
  :class:`Encoding` gives it, and ``let go`` when ``state.may_pass(seat)``;
* rewards come when a deal or round ends, and at the game's end.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, ItemsView, Sequence, ValuesView

import numpy as np
import numpy.typing as npt

from rummyhall.engine import Action, Event, Game, Seat, State, View

Observation = npt.NDArray[np.float32]

WIN_BONUS = 1.0
"""Added to each winner's reward when the game ends (docs/env.md)."""


class Choices(dict[int, Action | None]):
    """A seat's choices by number, where an action may be worked out only when it
    is asked for (:meth:`later`): the number is offered (in the mask) at once, and
    reading it (``choices[n]``, ``get``, ``items``, ``values``) works it out once.

    Carousel's "the solver's best placement" is one: the exact solver costs
    milliseconds to tenths of a second a position, so it runs only when that
    number is chosen or looked at, not at every step (docs/env.md)."""

    def __init__(self, *args: object, **kwargs: object) -> None:
        super().__init__(*args, **kwargs)
        self._later: dict[int, Callable[[], Action]] = {}

    def later(self, number: int, work: Callable[[], Action]) -> None:
        """Offer ``number``, its action to be ``work()`` when first asked for."""
        super().__setitem__(number, None)
        self._later[number] = work

    def _work_out(self, number: int) -> None:
        work = self._later.pop(number, None)
        if work is not None:
            super().__setitem__(number, work())

    def __getitem__(self, number: int) -> Action | None:
        self._work_out(number)
        return super().__getitem__(number)

    def get(self, number: int, default: Action | None = None) -> Action | None:  # type: ignore[override]
        self._work_out(number)
        return super().get(number, default)

    def items(self) -> ItemsView[int, Action | None]:  # type: ignore[override]
        for number in list(self._later):
            self._work_out(number)
        return super().items()

    def values(self) -> ValuesView[Action | None]:  # type: ignore[override]
        for number in list(self._later):
            self._work_out(number)
        return super().values()

    def __setitem__(self, number: int, action: Action | None) -> None:
        self._later.pop(number, None)
        super().__setitem__(number, action)


class Encoding(ABC):
    """A game's fixed action numbering and its observation tensor.

    ``size`` actions are numbered 0..size-1; ``choices`` gives the numbers of a
    seat's actions now (an action outside the numbering is left out), and
    ``observe`` turns a seat's view - never the state - into a vector of
    ``obs_size`` numbers between ``obs_low`` and ``obs_high``."""

    game: Game
    size: int
    obs_size: int
    obs_low: float = 0.0
    obs_high: float = 1.0
    LET_GO: int | None = None
    """The number of "let the moment go", offered when the engine's ``may_pass`` says so."""
    SCORING: frozenset[str]
    """Event kinds after which rewards are given (a deal's or a round's end, the game's end)."""

    @abstractmethod
    def choices(self, state: State, seat: Seat) -> dict[int, Action] | Choices:
        """The seat's actions now by number (without ``let go``); a :class:`Choices`
        when some are worked out only if asked for."""

    @abstractmethod
    def observe(self, view: View) -> Observation:
        """The observation tensor of a seat's view."""

    def observe_seat(self, state: State, seat: Seat) -> Observation:
        """:meth:`observe` of ``seat``'s view of ``state``.  A game may read the
        state directly instead, for speed, if it reads only what that view shows
        (a test compares the two at every step of random games)."""
        return self.observe(state.view(seat))

    REWARD_SCALE: float = 1.0
    """A reward is the change of :meth:`score` times this."""

    @abstractmethod
    def score(self, state: State) -> list[int]:
        """Each seat's standing, whose change at a scoring event (times ``REWARD_SCALE``) is its reward."""

    @abstractmethod
    def names(self) -> list[str]:
        """A short name for every action number (for docs and tests)."""

    def __reduce__(self) -> tuple[Callable[[type[Encoding], Game], Encoding], tuple[type[Encoding], Game]]:
        """Pickled as its class and its game's rules, from which it is made again (it is a function of them)."""
        return _encoding, (type(self), self.game)

    def action_ranges(self) -> list[str]:
        """The numbers of each kind of action, one line each: ``[13, 66) discard: discard 2c .. discard *``."""
        names = self.names()
        lines: list[str] = []
        start = 0
        for end in range(1, len(names) + 1):
            if end == len(names) or action_kind(names[end]) != action_kind(names[start]):
                lines.append(f"[{start}, {end}) {action_kind(names[start])}: {names[start]} .. {names[end - 1]}")
                start = end
        return lines


def _encoding(cls: type[Encoding], game: Game) -> Encoding:
    """An encoding made again from its class and game (how one is unpickled)."""
    return cls(game)  # type: ignore[call-arg]


def action_kind(name: str) -> str:
    """The kind of an action by its name: ``layoff 7h m2 low`` is a ``layoff``; ``let go`` is ``let go``."""
    return name if name == "let go" else name.split()[0]


class Table:
    """A game in progress, one seat deciding at a time (see the module docstring)."""

    def __init__(self, encoding: Encoding, seed: int) -> None:
        self.encoding = encoding
        self.state: State = encoding.game.new(seed)
        self.declined: set[Seat] = set()
        self.moves = 0
        self.standing = encoding.score(self.state)
        self._options: tuple[Seat, Choices] | None = None
        self._deciding: Seat | None = -1  # (-1: not yet worked out for this moment)

    @property
    def players(self) -> int:
        return self.encoding.game.players

    @property
    def over(self) -> bool:
        return self.state.over

    def copy(self) -> Table:
        """An independent copy (for search)."""
        other = Table.__new__(Table)
        other.encoding, other.state = self.encoding, self.state.clone()
        other.declined, other.moves, other.standing = set(self.declined), self.moves, list(self.standing)
        other._options, other._deciding = None, -1
        return other

    def __deepcopy__(self, memo: dict[int, object]) -> Table:
        """:meth:`copy` (the encoding, a function of the game, is shared)."""
        return self.copy()

    def __getstate__(self) -> dict[str, object]:
        """Pickled without the choices worked out for the moment (some are functions to call later)."""
        return {**self.__dict__, "_options": None, "_deciding": -1}

    def with_state(self, state: State) -> Table:
        """This table with another state of the same moment (a determinized one)."""
        other = self.copy()
        other.state = state
        return other

    def _moved(self) -> None:
        self._options, self._deciding = None, -1

    def seat(self) -> Seat | None:
        """The seat to decide now, or None when the game is over."""
        if self._deciding != -1:
            return self._deciding
        if self.state.over:
            self._deciding = None
            return None
        for seat in self.state.actors():
            if seat not in self.declined and self.options(seat):
                self._deciding = seat
                return seat
        raise RuntimeError("no seat can act, although the game is not over")  # (the engine never does this)

    def options(self, seat: Seat) -> Choices:
        """The seat's choices by number: its legal actions, and ``let go`` (None) when it may pass."""
        if self._options is not None and self._options[0] == seat:
            return self._options[1]
        found = Choices()
        if not self.state.over and seat not in self.declined and seat in self.state.actors():
            choices = self.encoding.choices(self.state, seat)
            if isinstance(choices, Choices):
                found = choices
            else:
                found.update(choices)
            if self.encoding.LET_GO is not None and self.state.may_pass(seat):
                found[self.encoding.LET_GO] = None
        self._options = (seat, found)
        return found

    def mask(self, seat: Seat) -> npt.NDArray[np.int8]:
        """1 for each number ``seat`` may choose now; all zeros unless it is the seat to decide."""
        mask = np.zeros(self.encoding.size, dtype=np.int8)
        if seat == self.seat():
            mask[list(self.options(seat))] = 1
        return mask

    def observe(self, seat: Seat) -> Observation:
        return self.encoding.observe_seat(self.state, seat)

    def play(self, number: int) -> list[float]:
        """The seat to decide takes action ``number``; returns each seat's reward.

        A number that is not among its choices raises ``ValueError`` saying which are."""
        seat = self.seat()
        if seat is None:
            raise ValueError("the game is over")
        options = self.options(seat)
        if number not in options:
            allowed = ", ".join(f"{n} ({self.encoding.names()[n]})" for n in sorted(options))
            raise ValueError(f"action {number} is not allowed for seat {seat} now; allowed: {allowed}")
        return self.play_action(options[number])

    def play_action(self, action: Action | None) -> list[float]:
        """The seat to decide takes ``action`` (None: lets the moment go), even one
        without a number (a bot's); returns each seat's reward."""
        seat = self.seat()
        if seat is None:
            raise ValueError("the game is over")
        self._moved()
        self.moves += 1
        if action is None:
            if not self.state.may_pass(seat):
                raise ValueError(f"seat {seat} may not let this moment go")
            self.declined.add(seat)
            return [0.0] * self.players
        events = self.state.apply(seat, action)
        self.declined = {s for s in self.declined if self.state.may_pass(s)}
        return self._rewards(events)

    def _rewards(self, events: Sequence[Event]) -> list[float]:
        if not any(e.kind in self.encoding.SCORING for e in events):
            return [0.0] * self.players
        now = self.encoding.score(self.state)
        scale = self.encoding.REWARD_SCALE
        rewards = [(a - b) * scale for a, b in zip(now, self.standing, strict=True)]
        self.standing = now
        result = self.state.result
        if result is not None:
            for w in result.winners:
                rewards[w] += WIN_BONUS
        return rewards

    def describe(self, number: int) -> str:
        return self.encoding.names()[number]


def relative(seat: Seat, other: Seat, players: int) -> int:
    """``other``'s place counted from ``seat`` (0 is ``seat`` itself, 1 the next to its left...)."""
    return (other - seat) % players
