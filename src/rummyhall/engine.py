"""The protocol every game implements.

A :class:`Game` holds the static parameters (players, options), validated once;
``game.new(seed)`` starts a :class:`State`, the dynamic part.  A state names the
seats that may act now (``actors()``; several at once for out-of-turn moments
such as buying), lists a seat's legal actions, applies an action (validating it
first: an illegal one raises :class:`IllegalAction` and changes nothing), and
shows each seat exactly what that seat may see (``view``).

Actions are small frozen values whose text round-trips through
``game.parse_action``, like moves in chess notation.  Every accepted action
returns the :class:`Event` list it caused; events carry the cards they revealed,
and say who may see them.
"""

from __future__ import annotations

import random
import string
from abc import ABC, abstractmethod
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, Final, TypedDict, TypeVar

Seat = int
JSON = dict[str, Any]
View = Mapping[str, Any]
"""What a seat may see (``State.view``): each game's view is a TypedDict (docs/views.md)."""


class SaidError(ValueError):
    """An error said as a sentence to fill (:func:`fill`): ``template`` and
    ``params``, which faces translate; ``reason`` and ``str(error)`` are that
    sentence in English, seats written ``seat 3``.  Without params the reason is
    its own template.  It pickles (from a worker process) with its sentence.

    >>> str(RulesError("no seat {seat}", seat=3)), RulesError("no seat {seat}", seat=3).template
    ('no seat 3', 'no seat {seat}')
    """

    def __init__(self, template: str, **params: Any) -> None:
        reason = fill(template, params) if params else template
        super().__init__(reason)
        self.reason = reason
        self.template = template
        self.params: Mapping[str, Any] = params

    def __reduce__(self) -> tuple[Any, ...]:
        return _said_again, (type(self), self.template, dict(self.params))


def _said_again(kind: type[SaidError], template: str, params: dict[str, Any]) -> SaidError:
    return kind(template, **params)


class RulesError(SaidError):
    """Something the rules do not allow; ``reason`` says what, in a player's words."""


class IllegalAction(RulesError):
    """An action that may not be applied now.  The state is unchanged."""


class BadOptions(RulesError):
    """Game parameters that are unknown or out of range."""


def whole_number(word: str) -> int | None:
    """The number ``word`` writes in plain digits 0-9 (at most nine), or None.

    Action texts come from people and strangers: other scripts' digits,
    superscripts and signs are not numbers here.

    >>> whole_number("12"), whole_number("\u00b2"), whole_number("-1")
    (12, None, None)
    """
    if 0 < len(word) <= 9 and all("0" <= c <= "9" for c in word):
        return int(word)
    return None


class Action:
    """A frozen action value; ``str(action)`` is its text, which round-trips.

    (A plain base class, not an ABC: mypyc cannot compile frozen dataclasses
    under an ABC, see docs/compiled.md.)"""

    def __str__(self) -> str:
        raise NotImplementedError(f"{type(self).__name__} has no text")


_FORMATTER: Final = string.Formatter()


def N_(template: str) -> str:
    """Marks a sentence made here for the translation catalogs (docs/i18n.md); returns it as it is."""
    return template


def fill(template: str, params: Mapping[str, Any], names: Sequence[str] | None = None) -> str:
    """``template`` with its ``{fields}`` taken from ``params``.

    A field written ``{dealer:seat}`` is a seat, ``{winners:seats}`` several:
    shown by ``names`` when given, else as ``seat 3`` (how records write it).
    ``{why:sentence}`` is a template of its own, filled from the same params.
    Any other spec is a noun, counted: ``{paid:chip}`` is ``1 chip`` or ``5 chips``.

    >>> fill("{who:seat} pays {paid:chip}", {"who": 1, "paid": 5})
    'seat 1 pays 5 chips'
    >>> fill("{winners:seats} win", {"winners": [0, 2]}, ["Ann", "Bob", "Cy"])
    'Ann and Cy win'
    """
    out: list[str] = []
    for literal, name, spec, _ in _FORMATTER.parse(template):
        out.append(literal)
        if name is None:
            continue
        value = params[name]
        if spec == "seat":
            out.append(names[value] if names is not None else f"seat {value}")
        elif spec == "seats":
            out.append(" and ".join(names[s] if names is not None else f"seat {s}" for s in value))
        elif spec == "sentence":
            out.append(fill(value, params, names))
        elif spec:
            out.append(f"{value} {spec}{'' if value == 1 else 's'}")
        else:
            out.append(str(value))
    return "".join(out)


class Sentence:
    """Something said in words: a ``template`` and its ``params`` (:func:`fill`)."""

    template: str
    params: Mapping[str, Any]

    @property
    def text(self) -> str:
        """In words, a seat written ``seat 3`` (as in records)."""
        return fill(self.template, self.params)

    def describe(self, names: Sequence[str]) -> str:
        """In words for people: each seat by its player's name."""
        return fill(self.template, self.params, names)


class Event(Sentence):
    """Something that happened.

    ``seat`` is who did it (None for the table itself); ``kind`` names what
    happened (each game lists its kinds in ``EVENT_KINDS``), so that faces act
    on it without reading words; ``template`` and ``params`` say it in words
    (:func:`fill`: ``text`` for records, :meth:`describe` with the players'
    names).  ``revealed`` are the cards it showed, and ``private`` is True when
    only ``seat`` may see those cards (a card drawn from the stock).

    Never changed once made.  A plain class, not a frozen dataclass: every
    action makes one or more, and a frozen dataclass is slow to make (an
    ``object.__setattr__`` per field; docs/compiled.md).  Events are equal when
    their fields are, as a dataclass's would be (and, as before, not hashable)."""

    def __init__(
        self,
        seat: Seat | None,
        kind: str,
        template: str,
        revealed: tuple[int, ...] = (),
        private: bool = False,
        params: Mapping[str, Any] | None = None,
    ) -> None:
        self.seat = seat
        self.kind = kind
        self.template = template
        self.revealed = revealed
        self.private = private
        self.params = {} if params is None else params

    def _fields(self) -> tuple[Any, ...]:
        return (self.seat, self.kind, self.template, self.revealed, self.private, self.params)

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and isinstance(other, Event) and self._fields() == other._fields()

    def __repr__(self) -> str:
        names = ("seat", "kind", "template", "revealed", "private", "params")
        return f"Event({', '.join(f'{n}={v!r}' for n, v in zip(names, self._fields(), strict=True))})"

    def seen_by(self, viewer: Seat | None) -> Event:
        """This event as ``viewer`` may see it: private cards hidden from others."""
        if self.private and viewer != self.seat and self.revealed:
            return Event(self.seat, self.kind, self.template, (), True, self.params)
        return self


@dataclass(frozen=True)
class Check:
    """An action looked at before it is sent (:meth:`State.check`).

    ``fault`` says in words why it would be refused or penalised (None: it
    would not), ``penalty`` the points it would cost if sent anyway (a failed
    Liverpool lay-down, LIV-12), and ``melds``, where the action lays melds,
    each meld's own fault (None: a valid meld), so an interface can mark them."""

    fault: str | None = None
    penalty: int = 0
    melds: tuple[str | None, ...] = ()
    template: str | None = None
    """The fault as a sentence to fill (:func:`fill`), for faces that translate it."""
    params: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class Result(Sentence):
    """The end of a game: a score per seat, the winners, and a sentence
    (``template`` and ``params`` as for :class:`Event`)."""

    scores: tuple[int, ...]
    winners: tuple[Seat, ...]
    template: str
    params: Mapping[str, Any] = field(default_factory=dict)


class ResultView(TypedDict):
    """A finished game's result as the three games' views show it (``result``)."""

    scores: list[int]
    winners: list[Seat]
    text: str  # the sentence with seats as "seat 3"
    template: str  # the sentence to fill (:func:`fill`) with the players' names
    params: dict[str, Any]


def result_view(result: Result | None) -> ResultView | None:
    """``result`` as a view shows it (None while the game goes on)."""
    if result is None:
        return None
    return {
        "scores": list(result.scores),
        "winners": list(result.winners),
        "text": result.text,
        "template": result.template,
        "params": dict(result.params),
    }


@dataclass(frozen=True)
class Option:
    """A game option: its default and the values it accepts.

    A boolean default makes a switch; ``choices`` a list of names; otherwise a
    whole number within ``minimum``..``maximum`` (None allowed when ``optional``)."""

    default: Any
    help: str
    choices: tuple[Any, ...] | None = None
    minimum: int | None = None
    maximum: int | None = None
    optional: bool = False

    def check(self, name: str, value: Any) -> Any:
        """``value`` if it suits this option; otherwise :class:`BadOptions` says why."""
        if self.choices is not None:
            if value not in self.choices:
                allowed = ", ".join(str(c) for c in self.choices)
                raise BadOptions(
                    "option {name} must be one of {allowed}, not {value}", name=name, allowed=allowed, value=repr(value)
                )
            return value
        if isinstance(self.default, bool):
            if not isinstance(value, bool):
                raise BadOptions("option {name} is true or false, not {value}", name=name, value=repr(value))
            return value
        if value is None and self.optional:
            return None
        if not isinstance(value, int) or isinstance(value, bool):
            raise BadOptions("option {name} must be a whole number, not {value}", name=name, value=repr(value))
        if self.minimum is not None and value < self.minimum:
            raise BadOptions(
                "option {name} must be at least {minimum}, not {value}", name=name, minimum=self.minimum, value=value
            )
        if self.maximum is not None and value > self.maximum:
            raise BadOptions(
                "option {name} must be at most {maximum}, not {value}", name=name, maximum=self.maximum, value=value
            )
        return value


class Game(ABC):
    """Static parameters of one game: which game, how many players, which options."""

    name: ClassVar[str]
    rules_version: ClassVar[int] = 1
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    OPTIONS: ClassVar[Mapping[str, Option]] = {}
    EVENT_KINDS: ClassVar[frozenset[str]] = frozenset()
    """Every ``kind`` of :class:`Event` the game's states make (docs/views.md says what each means)."""

    def __init__(self, players: int, options: Mapping[str, Any] | None = None) -> None:
        self.options = self.check_options(options or {})
        low = self.min_players_with(self.options)
        if not isinstance(players, int) or not low <= players <= self.max_players:
            switch = self._switch_for(players)
            if switch is None:
                raise BadOptions(
                    "{game} is for {low} to {high} players, not {players}",
                    game=self.name,
                    low=low,
                    high=self.max_players,
                    players=players,
                )
            raise BadOptions(
                "{game} is for {low} to {high} players, not {players}; "
                'for {players} players, turn on the option {option} ("{help}")',
                game=self.name,
                low=low,
                high=self.max_players,
                players=players,
                option=switch,
                help=self.OPTIONS[switch].help,
            )
        self.players = players

    def _switch_for(self, players: Any) -> str | None:
        """The switch that would allow ``players`` (Liverpool's ``two_players`` for two); or None."""
        if not isinstance(players, int) or players > self.max_players:
            return None
        for name, opt in self.OPTIONS.items():
            switch = isinstance(opt.default, bool) and not self.options[name]
            if switch and 0 < self.min_players_with({**self.options, name: True}) <= players:
                return name
        return None

    def min_players_with(self, options: Mapping[str, Any]) -> int:
        """The fewest players these options allow."""
        return self.min_players

    @classmethod
    def check_options(cls, options: Mapping[str, Any]) -> dict[str, Any]:
        """Every option with its value; unknown names and bad values are errors."""
        unknown = sorted(set(options) - set(cls.OPTIONS))
        if unknown:
            known = ", ".join(sorted(cls.OPTIONS)) or "none"
            raise BadOptions(
                "{game} has no option {option} (options: {known})", game=cls.name, option=repr(unknown[0]), known=known
            )
        return {name: opt.check(name, options.get(name, opt.default)) for name, opt in cls.OPTIONS.items()}

    @abstractmethod
    def new(self, seed: int) -> State:
        """A new game; the same seed always gives the same game."""

    @abstractmethod
    def parse_action(self, text: str) -> Action:
        """The action written as ``text``; raises :class:`IllegalAction` if it is not one."""

    def changed_options(self) -> dict[str, Any]:
        """The options that differ from their defaults."""
        return {k: v for k, v in self.options.items() if v != self.OPTIONS[k].default}


def deal_again(places: Sequence[list[int]], rng: random.Random) -> None:
    """Gather the cards of ``places``, shuffle them and deal them back, each
    place keeping its size: how ``determinize`` deals what a seat cannot see.
    The cards are sorted before the shuffle, so that the deal depends only on
    which cards are hidden and on ``rng``, never on where they were.

    >>> hands = [[1, 2], [3]]
    >>> deal_again(hands, random.Random(1))
    >>> sorted(hands[0] + hands[1]), [len(h) for h in hands]
    ([1, 2, 3], [2, 1])
    """
    pool = sorted(c for place in places for c in place)
    rng.shuffle(pool)
    for place in places:
        size = len(place)
        place[:] = pool[:size]
        del pool[:size]


_IMMUTABLE: Final = frozenset((int, bool, str, tuple, type(None)))


def copied(value: Any) -> Any:
    """A copy of a state's field that shares nothing that can change.

    Lists and dicts are copied, and so are the lists, dicts and objects in
    them (a list holds one kind of thing); an object of a game's own (a meld on the table, a betting round) by
    its ``copy()``; a random generator gets the same state.  Anything without
    ``copy`` (numbers, strings, tuples, frozen values) is immutable and shared."""
    kind = type(value)
    if kind in _IMMUTABLE:
        return value
    if kind is list:  # (a list holds one kind of thing: cards, seats, hands, melds...)
        return value.copy() if not value or type(value[0]) in _IMMUTABLE else [copied(v) for v in value]
    if kind is dict:
        return {k: v if type(v) in _IMMUTABLE else copied(v) for k, v in value.items()}
    if kind is random.Random:
        other = random.Random()
        other.setstate(value.getstate())
        return other
    copy = getattr(value, "copy", None)
    return value if copy is None else copy()


def plain(value: Any) -> Any:
    """A state's field as plain, comparable data (for :meth:`State.snapshot`):
    a random generator as its state, an object of a game's own as a dict of its ``FIELDS``."""
    # (``type(v) in _IMMUTABLE``, not ``isinstance(v, int)``: compiled, the latter makes ``v``
    # an int, and True and False came out as 1 and 0)
    if isinstance(value, list):
        return [v if type(v) in _IMMUTABLE else plain(v) for v in value]
    if isinstance(value, dict):
        return {k: v if type(v) in _IMMUTABLE else plain(v) for k, v in value.items()}
    if isinstance(value, random.Random):
        return value.getstate()
    fields = getattr(value, "FIELDS", None)
    return value if fields is None else {k: plain(getattr(value, k)) for k in fields}


S = TypeVar("S", bound="State")


class State(ABC):
    """One game in progress.

    The shared mechanics live here: :meth:`apply` refuses what no game allows
    (a finished game, an unknown seat, a seat that is not to act) and hands the
    rest to the game's ``_apply``; :meth:`snapshot` and :meth:`clone` work from
    ``FIELDS``."""

    game: Game
    FIELDS: ClassVar[tuple[str, ...]] = ()
    """Every attribute but ``game`` and caches: what snapshot and clone copy."""

    @abstractmethod
    def actors(self) -> tuple[Seat, ...]:
        """The seats that may act now, in the order the rules ask them."""

    @abstractmethod
    def legal(self, seat: Seat) -> list[Action]:
        """Every legal action of ``seat`` now (empty if it may not act)."""

    def apply(self, seat: Seat, action: Action) -> list[Event]:
        """Validate and apply; raises :class:`IllegalAction` and changes nothing if not allowed."""
        if self.over:
            raise IllegalAction("the game is over")
        if not 0 <= seat < self.game.players:
            raise IllegalAction("there is no seat {seat}", seat=seat)
        if not self._acting(seat):
            raise self._not_acting(seat, action)
        return self._apply(seat, action)

    def _acting(self, seat: Seat) -> bool:
        """Whether ``seat`` is among :meth:`actors` (a game may ask it more quickly)."""
        return seat in self.actors()

    def _not_acting(self, seat: Seat, action: Action) -> IllegalAction:
        """Why ``seat``, not among the actors, may not send ``action`` now."""
        return IllegalAction("it is not your turn: {waiting:sentence}", **self._waiting())

    @abstractmethod
    def _apply(self, seat: Seat, action: Action) -> list[Event]:
        """The game's rules for ``action`` by ``seat``, one of the actors: its
        handler by the action's type (a ``match``), which validates, then changes the state."""

    @abstractmethod
    def _waiting(self) -> dict[str, Any]:
        """What the table waits for, as params of a refusal: ``waiting`` the
        sentence (``"{actor:seat} is to draw"``) and its own params."""

    @abstractmethod
    def view(self, seat: Seat | None) -> View:
        """What ``seat`` may see (None: a spectator), as plain JSON-ready data
        (a TypedDict per game, documented in docs/views.md)."""

    def snapshot(self) -> JSON:
        """The whole state, hidden parts included, as plain data (for tests and storage checks)."""
        return {key: plain(getattr(self, key)) for key in self.FIELDS}

    def clone(self: S) -> S:
        """An independent copy."""
        other = self._blank()
        for key in self.FIELDS:
            setattr(other, key, copied(getattr(self, key)))
        return other

    @abstractmethod
    def _blank(self: S) -> S:
        """A state of the same game with no fields set (``clone`` sets them)."""

    @abstractmethod
    def all_cards(self) -> Counter[int]:
        """Every card the game holds, wherever it is (for conservation checks)."""

    @abstractmethod
    def determinize(self, seat: Seat | None, rng: random.Random) -> State:
        """A copy in which everything hidden from ``seat`` is dealt again at
        random; ``seat``'s view stays the same (for search bots and leak tests)."""

    over: bool
    result: Result | None

    def check(self, seat: Seat, action: Action) -> Check:
        """What would happen if ``seat`` sent ``action`` now: interfaces ask
        before sending a move that a rule would refuse or penalise.  By default
        nothing is said; games whose moves can cost points or need building
        (Liverpool's lay-downs, Carousel's table) say more."""
        return Check()

    def may_pass(self, seat: Seat) -> bool:
        """True when ``seat`` is among the actors but may let the moment go by
        without acting (a Liverpool rummy call is optional)."""
        return False

    def act(self, seat: Seat, text: str) -> list[Event]:
        """Parse ``text`` and apply it: ``state.act(0, "discard 7h")``."""
        return self.apply(seat, self.game.parse_action(text))
