"""Game records: a plain-text file a person can read and a program can replay.

The format is described in ``docs/records.md``.  A record is a header (game,
rules version, seed, players, options), one line per action with the cards it
revealed, and the result.  Because a game is determined by its seed and its
actions, replaying the actions through the engine must reveal the same cards
and reach the same result; :func:`replay` checks that and fails loudly.

>>> from rummyhall.games import make
>>> game = make("liverpool", 3, {"cut_bonus": False})
>>> recorder = Recorder(game, seed=5, players=["Ann", "Bob", "Cy"])
>>> first = recorder.state.actors()[0]
>>> _ = recorder.act(first, "draw stock")
>>> text = recorder.record.dumps()
>>> Record.loads(text).moves[0].action
'draw stock'
>>> replay(Record.loads(text)).snapshot() == recorder.state.snapshot()
True
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from rummyhall.cards import CardError, format_cards, parse_cards, value_kind
from rummyhall.engine import N_, Action, Event, Game, IllegalAction, RulesError, SaidError, Seat, State

MAGIC = "rummyhall record 1"


class RecordError(SaidError):
    """A record that cannot be read, or that does not replay as written.

    Said as the rules core's refusals are (docs/i18n.md): ``template`` and ``params``
    for the command line to translate; ``str(error)`` and ``reason`` the English sentence."""


def _on_line(number: int | None, error: RecordError) -> RecordError:
    """``error`` said at line ``number`` of the record (as it is if None)."""
    if number is None:
        return error
    return RecordError("line {line_number}: {fault:sentence}", **error.params, line_number=number, fault=error.template)


def _inner(error: RulesError | CardError) -> dict[str, Any]:
    """The params that say ``error`` inside a record's error, as ``{inner:sentence}``."""
    return {**error.params, "inner": error.template}


@dataclass(frozen=True)
class Move:
    """One action: who, what (its text), every card its events revealed, and
    what the table itself announced after it (a deal ending, a new deal)."""

    seat: Seat
    action: str
    revealed: tuple[int, ...] = ()
    note: str = ""

    def line(self, number: int) -> str:
        shown = f" => {format_cards(self.revealed)}" if self.revealed else ""
        note = f" ; {self.note}" if self.note else ""
        return f"{number}. s{self.seat} {self.action}{shown}{note}"


@dataclass
class Record:
    """A whole game: header, moves and (once over) result."""

    game: str
    seed: int
    players: list[str]
    options: dict[str, Any]
    rules: int = 1
    moves: list[Move] = field(default_factory=list)
    scores: list[int] | None = None
    winners: list[Seat] | None = None
    result_text: str = ""
    notes: list[str] = field(default_factory=list)
    lines: dict[str, int] = field(default_factory=dict, compare=False, repr=False)
    """Where a read record had each header and result line (for errors)."""
    move_lines: list[int] = field(default_factory=list, compare=False, repr=False)
    """Where a read record had each move (for errors)."""

    def dumps(self) -> str:
        """The record as text."""
        lines = [
            MAGIC,
            f"game: {self.game}",
            f"rules: {self.rules}",
            f"seed: {self.seed}",
            f"players: {json.dumps(self.players, ensure_ascii=False)}",
            f"options: {json.dumps(self.options, sort_keys=True)}",
        ]
        lines += [f"note: {note}" for note in self.notes]
        lines.append("")
        lines += [move.line(i) for i, move in enumerate(self.moves, 1)]
        if self.scores is not None and self.winners is not None:
            lines.append("")
            lines.append(f"result: {' '.join(map(str, self.scores))}")
            lines.append(f"winners: {' '.join(map(str, self.winners))}")
            lines.append(f"summary: {self.result_text}")
        return "\n".join(lines) + "\n"

    @classmethod
    def loads(cls, text: str) -> Record:
        """Read a record; :class:`RecordError` names the line that is wrong.

        Every line is checked for its place and its form: the header's lines
        once each and before the moves, the moves numbered in order, the result
        after them.  Whether the moves are legal is :func:`replay`'s to check."""
        lines = text.split("\n")
        if lines[0].strip() != MAGIC:
            raise RecordError("not a rummyhall record: the first line must be {magic}", magic=repr(MAGIC))
        reader = _Reader()
        for number, raw in enumerate(lines[1:], 2):
            line = raw.strip()
            if not line or line.startswith("#"):
                continue
            try:
                reader.read(line, number)
            except RecordError as error:
                raise _on_line(number, error) from None
        return reader.record()


NOTHING = N_("nothing")
"""Said of a move that revealed no card (in an error)."""
JSON_FAULTS = (
    N_("Expecting value"),
    N_("Expecting property name enclosed in double quotes"),
    N_("Expecting ':' delimiter"),
    N_("Expecting ',' delimiter"),
    N_("Extra data"),
    N_("Unterminated string starting at"),
    N_("Invalid control character at"),
)
"""What Python's JSON reader says of a header line that is not JSON (``{why}``), for the catalogs."""
_HEADER = ("game", "rules", "seed", "players", "options")
_RESULT = ("result", "winners", "summary")
_WHOLE_NUMBER = re.compile(r"-?[0-9]{1,40}")


class _Reader:
    """The lines of a record read so far, each checked as it comes."""

    def __init__(self) -> None:
        self.values: dict[str, Any] = {}
        self.lines: dict[str, int] = {}
        self.notes: list[str] = []
        self.moves: list[Move] = []
        self.move_lines: list[int] = []

    def read(self, line: str, number: int) -> None:
        if line[0] in "0123456789":
            if "result" in self.values:
                raise RecordError("a move after the result")
            self.moves.append(_parse_move(line, len(self.moves) + 1))
            self.move_lines.append(number)
            return
        key, sep, value = line.partition(":")
        key, value = key.strip(), value.strip()
        if not sep or key not in (*_HEADER, "note", *_RESULT):
            known = ", ".join((*_HEADER, "note", *_RESULT))
            raise RecordError("expected a numbered move or a line 'key: value' with a key among {keys}", keys=known)
        if key in _HEADER or key == "note":
            if self.moves or "result" in self.values:
                raise RecordError("the {key} line belongs in the header, before the moves", key=repr(key))
            if key == "note":
                self.notes.append(value)
                return
        if key in self.values:
            raise RecordError("a second {key} line (the first is line {first})", key=repr(key), first=self.lines[key])
        self.values[key] = _header_value(key, value)
        self.lines[key] = number

    def record(self) -> Record:
        for key in _HEADER:
            if key not in self.values:
                raise RecordError("the header has no {key} line", key=repr(key))
        result = [key for key in _RESULT if key in self.values]
        for key in ("result", "winners"):
            if result and key not in result:
                raise _on_line(self.lines[result[0]], RecordError("the result has no {key} line", key=repr(key)))
        record = Record(
            game=self.values["game"],
            seed=self.values["seed"],
            players=self.values["players"],
            options=self.values["options"],
            rules=self.values["rules"],
            moves=self.moves,
            notes=self.notes,
            lines=self.lines,
            move_lines=self.move_lines,
        )
        if result:
            record.scores = self.values["result"]
            record.winners = self.values["winners"]
            record.result_text = self.values.get("summary", "")
        return record


def _header_value(key: str, text: str) -> Any:
    """The value of a header or result line, checked; :class:`RecordError` says what is wrong."""
    if key in ("game", "summary"):
        if key == "game" and not text:
            raise RecordError("the game has no name")
        return text
    if key in ("rules", "seed"):
        return _whole_number(text, key)
    if key in ("result", "winners"):
        numbers = [_whole_number(word, key) for word in text.split()]
        if key == "winners" and any(n < 0 for n in numbers):
            raise RecordError("winners are seat numbers, 0 or more")
        return numbers
    value = _json(text, key)
    if key == "players":
        if not isinstance(value, list) or not value or not all(isinstance(name, str) for name in value):
            raise RecordError(
                "players must be a JSON list of the players' names, like {example}", example='["Ann", "Bob"]'
            )
        return value
    if not isinstance(value, dict):
        raise RecordError("options must be a JSON object, not {kind}", kind=value_kind(value))
    for name, option in value.items():
        if option is not None and not isinstance(option, (bool, int, str)):
            raise RecordError(
                "option {name} must be true, false, a number, a text or null, not {kind}",
                name=repr(name),
                kind=value_kind(option),
            )
    return value


def _whole_number(text: str, what: str) -> int:
    if not _WHOLE_NUMBER.fullmatch(text):
        raise RecordError("{key} must be a whole number in plain digits, not {text}", key=what, text=repr(text[:24]))
    return int(text)


def _json(text: str, what: str) -> Any:
    try:
        return json.loads(text)
    except json.JSONDecodeError as error:
        raise RecordError(
            "{key} is not JSON ({why} at column {column})", key=what, why=error.msg, column=error.colno
        ) from None
    except RecursionError:
        raise RecordError("{key} is nested too deeply to read", key=what) from None
    except ValueError:  # json gives up on a number of thousands of digits
        raise RecordError("{key} holds a number too long to read", key=what) from None


def _parse_move(line: str, expected: int) -> Move:
    number, _, rest = line.partition(". ")
    if not (number.isascii() and number.isdigit() and len(number) < 10) or int(number) != expected:
        raise RecordError(
            "expected move {expected}, found {found}", expected=expected, found=repr(line.split()[0][:24])
        )
    who, _, rest = rest.partition(" ")
    if not (who.startswith("s") and who[1:].isascii() and who[1:].isdigit() and len(who) < 5):
        raise RecordError("expected a seat like {example}, found {found}", example="'s2'", found=repr(who[:24]))
    rest, _, note = rest.partition(" ; ")
    action, _, shown = rest.partition(" => ")
    if not action.strip():
        raise RecordError("move {expected} has no action", expected=expected)
    try:
        cards = tuple(parse_cards(shown)) if shown.strip() else ()
    except CardError as error:
        raise RecordError("the cards after {arrow}: {inner:sentence}", arrow="'=>'", **_inner(error)) from None
    return Move(int(who[1:]), action.strip(), cards, note.strip())


def revealed(events: Sequence[Event]) -> tuple[int, ...]:
    """Every card the events showed to anyone, in order."""
    return tuple(c for e in events for c in e.revealed)


def table_note(events: Sequence[Event]) -> str:
    """What the table itself announced (events of no seat), as one line."""
    return "; ".join(e.text for e in events if e.seat is None)


class Recorder:
    """A state together with its record: apply actions and they are written down."""

    def __init__(self, game: Game, seed: int, players: Sequence[str] | None = None) -> None:
        self.state: State = game.new(seed)
        names = list(players) if players is not None else [f"seat {i}" for i in range(game.players)]
        self.record = Record(game.name, seed, names, dict(game.options), rules=game.rules_version)

    def apply(self, seat: Seat, action: Action) -> list[Event]:
        events = self.state.apply(seat, action)
        self.record.moves.append(Move(seat, str(action), revealed(events), table_note(events)))
        if self.state.over and self.state.result is not None:
            result = self.state.result
            self.record.scores = list(result.scores)
            self.record.winners = list(result.winners)
            self.record.result_text = result.text
        return events

    def act(self, seat: Seat, text: str) -> list[Event]:
        return self.apply(seat, self.state.game.parse_action(text))


OnMove = Callable[[int, "Move", list[Event]], None]
"""What :func:`replay` calls after each move: its number (from 1), the move, the events it caused."""


def replay(record: Record, on_event: OnMove | None = None) -> State:
    """Play the record through the engine; :class:`RecordError` at the first difference,
    naming the line of the record where it is (when the record was read from text).

    ``on_event(number, move, events)`` is called after each move (for showing)."""
    from rummyhall.games import make

    try:
        game = make(record.game, len(record.players), record.options)
    except RulesError as error:
        numbers = [record.lines[key] for key in _HEADER if key in record.lines]
        fault = RecordError("the header does not describe a game: {inner:sentence}", **_inner(error))
        if not numbers:
            raise fault from None
        raise RecordError(
            "lines {first_line}-{last_line}: {fault:sentence}",
            **fault.params,
            first_line=min(numbers),
            last_line=max(numbers),
            fault=fault.template,
        ) from None
    if record.rules != game.rules_version:
        raise _on_line(
            record.lines.get("rules"),
            RecordError(
                "the record is for rules version {recorded}, this engine has {version}",
                recorded=record.rules,
                version=game.rules_version,
            ),
        )
    state = game.new(record.seed)
    for number, move in enumerate(record.moves, 1):
        line = record.move_lines[number - 1] if len(record.move_lines) == len(record.moves) else None
        if not 0 <= move.seat < game.players:
            fault = RecordError(
                "move {move_number} is by seat {seat_number}, but the seats are 0 to {last_seat}",
                move_number=number,
                seat_number=move.seat,
                last_seat=game.players - 1,
            )
            raise _on_line(line, fault)
        try:
            events = state.apply(move.seat, game.parse_action(move.action))
        except IllegalAction as error:
            fault = RecordError(
                "move {move_number} ({move_line}) is illegal: {inner:sentence}",
                move_number=number,
                move_line=move.line(number),
                **_inner(error),
            )
            raise _on_line(line, fault) from None
        shown = revealed(events)
        if shown != move.revealed:
            fault = RecordError(
                "move {move_number} ({move_action}) revealed {engine_cards}, the record says {record_cards}",
                move_number=number,
                move_action=move.action,
                engine_cards=format_cards(shown) or NOTHING,
                record_cards=format_cards(move.revealed) or NOTHING,
            )
            raise _on_line(line, fault)
        if table_note(events) != move.note:
            fault = RecordError(
                "move {move_number} ({move_action}): the engine says {engine_note}, the record says {record_note}",
                move_number=number,
                move_action=move.action,
                engine_note=repr(table_note(events)),
                record_note=repr(move.note),
            )
            raise _on_line(line, fault)
        if on_event is not None:
            on_event(number, move, events)
    if record.scores is not None:
        if not state.over or state.result is None:
            fault = RecordError("the record gives a result but the game is not over after its moves")
            raise _on_line(record.lines.get("result"), fault)
        if list(state.result.scores) != record.scores or list(state.result.winners) != (record.winners or []):
            fault = RecordError(
                "the result differs: replay gives {engine_scores} winners {engine_winners}, "
                "the record says {record_scores} winners {record_winners}",
                engine_scores=str(list(state.result.scores)),
                engine_winners=str(list(state.result.winners)),
                record_scores=str(record.scores),
                record_winners=str(record.winners),
            )
            raise _on_line(record.lines.get("result"), fault)
    return state
