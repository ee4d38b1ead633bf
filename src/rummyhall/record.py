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
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from rummyhall.cards import CardError, format_cards, parse_cards
from rummyhall.engine import Action, Event, Game, IllegalAction, RulesError, Seat, State

MAGIC = "rummyhall record 1"


class RecordError(ValueError):
    """A record that cannot be read, or that does not replay as written."""


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
        """Read a record; :class:`RecordError` names the line that is wrong."""
        lines = text.splitlines()
        if not lines or lines[0].strip() != MAGIC:
            raise RecordError(f"not a rummyhall record: the first line must be {MAGIC!r}")
        header: dict[str, str] = {}
        notes: list[str] = []
        moves: list[Move] = []
        for number, raw in enumerate(lines[1:], 2):
            line = raw.strip()
            if not line or line.startswith("#"):
                continue
            try:
                if line[0].isdigit():
                    moves.append(_parse_move(line, len(moves) + 1))
                    continue
                key, sep, value = line.partition(":")
                if not sep:
                    raise RecordError("expected 'key: value' or a numbered move")
                if key == "note":
                    notes.append(value.strip())
                else:
                    header[key.strip()] = value.strip()
            except (RecordError, CardError, ValueError) as error:
                raise RecordError(f"line {number}: {error}") from None
        try:
            record = cls(
                game=header["game"],
                seed=int(header["seed"]),
                players=list(json.loads(header["players"])),
                options=dict(json.loads(header["options"])),
                rules=int(header.get("rules", "1")),
                moves=moves,
                notes=notes,
            )
            if "result" in header:
                record.scores = [int(x) for x in header["result"].split()]
                record.winners = [int(x) for x in header.get("winners", "").split()]
                record.result_text = header.get("summary", "")
        except KeyError as missing:
            raise RecordError(f"the header has no {missing.args[0]!r} line") from None
        except (ValueError, TypeError) as error:
            raise RecordError(f"bad header: {error}") from None
        return record


def _parse_move(line: str, expected: int) -> Move:
    number, _, rest = line.partition(". ")
    if not number.isdigit() or int(number) != expected:
        raise RecordError(f"expected move {expected}, found {line.split()[0]!r}")
    who, _, rest = rest.partition(" ")
    if not who.startswith("s") or not who[1:].isdigit():
        raise RecordError(f"expected a seat like 's2', found {who!r}")
    rest, _, note = rest.partition(" ; ")
    action, _, shown = rest.partition(" => ")
    return Move(int(who[1:]), action.strip(), tuple(parse_cards(shown)) if shown.strip() else (), note.strip())


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


def replay(record: Record, on_event: Any = None) -> State:
    """Play the record through the engine; :class:`RecordError` at the first difference.

    ``on_event(number, move, events)`` is called after each move (for showing)."""
    from rummyhall.games import make

    try:
        game = make(record.game, len(record.players), record.options)
    except RulesError as error:
        raise RecordError(f"the header does not describe a game: {error.reason}") from None
    if record.rules != game.rules_version:
        raise RecordError(f"the record is for rules version {record.rules}, this engine has {game.rules_version}")
    state = game.new(record.seed)
    for number, move in enumerate(record.moves, 1):
        try:
            events = state.apply(move.seat, game.parse_action(move.action))
        except IllegalAction as error:
            raise RecordError(f"move {number} ({move.line(number)}) is illegal: {error.reason}") from None
        shown = revealed(events)
        if shown != move.revealed:
            raise RecordError(
                f"move {number} ({move.action}) revealed {format_cards(shown) or 'nothing'}, "
                f"the record says {format_cards(move.revealed) or 'nothing'}"
            )
        if table_note(events) != move.note:
            raise RecordError(
                f"move {number} ({move.action}): the engine says {table_note(events)!r}, the record says {move.note!r}"
            )
        if on_event is not None:
            on_event(number, move, events)
    if record.scores is not None:
        if not state.over or state.result is None:
            raise RecordError("the record gives a result but the game is not over after its moves")
        if list(state.result.scores) != record.scores or list(state.result.winners) != (record.winners or []):
            raise RecordError(
                f"the result differs: replay gives {list(state.result.scores)} winners {list(state.result.winners)}, "
                f"the record says {record.scores} winners {record.winners}"
            )
    return state
