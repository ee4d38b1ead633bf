"""Game records: writing, reading, replaying, and the errors of a bad record."""

from __future__ import annotations

import re

import pytest

from rummyhall.games import make
from rummyhall.record import MAGIC, Record, RecordError, replay
from rummyhall.selfplay import play_game


def a_record() -> Record:
    game = make("liverpool", 3, {"turn_cap": 8})
    return play_game(game, 21, ["greedy", "random", "random"], names=["Ann", "Bob", "Cy, Jr."]).record


def test_record_round_trips_and_replays() -> None:
    record = a_record()
    text = record.dumps()
    assert text.startswith(MAGIC + "\ngame: liverpool\nrules: 2\nseed: 21\n")
    loaded = Record.loads(text)
    assert loaded == record
    state = replay(loaded)
    assert state.over and list(state.result.scores) == record.scores  # type: ignore[union-attr]


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda t: t.replace(MAGIC, "some other file"), "not a rummyhall record"),
        (lambda t: t.replace("seed: 21", "seed: x"), "line 4: seed must be a whole number"),
        (lambda t: t.replace("game: liverpool\n", ""), "no 'game' line"),
        (lambda t: t.replace("game: liverpool", "game: chess"), "unknown game 'chess'"),
        (lambda t: t.replace("\n2. s", "\n7. s", 1), "expected move 2"),
        (lambda t: t.replace("rules: 2", "rules: 99"), "rules version 99"),
        (lambda t: t.replace("rules: 2", "rules: 1"), "record is for rules version 1, this engine has 2"),
        (lambda t: t.replace("result: ", "result: 1 "), "result differs"),
        (lambda t: t.replace('"turn_cap": 8', '"turn_cap": 9'), "revealed|differs|illegal|the engine says"),
    ],
)
def test_a_changed_record_fails_loudly(change, message: str) -> None:  # type: ignore[no-untyped-def]
    text = change(a_record().dumps())
    with pytest.raises(RecordError, match=message):
        replay(Record.loads(text))


def test_comments_and_notes_are_kept_apart() -> None:
    record = a_record()
    record.notes.append("played at the cottage")
    text = record.dumps().replace("\n\n", "\n# a comment\n\n", 1)
    assert Record.loads(text).notes == ["played at the cottage"]


@pytest.mark.parametrize(
    "change",
    [
        lambda t: t.replace("seed: 21", "seed: x"),
        lambda t: t.replace("\n2. s", "\n7. s", 1),
        lambda t: t.replace("rules: 2", "rules: 1"),
        lambda t: t.replace("result: ", "result: 1 "),
        lambda t: t.replace("game: liverpool", "game: chess"),
        lambda t: t.replace('"turn_cap": 8', '"turn_cap": 9'),
    ],
)
def test_a_record_error_is_a_sentence_to_translate(change) -> None:  # type: ignore[no-untyped-def]
    """Its English text is its template filled (for programs); the command line translates the template."""
    from rummyhall.engine import fill
    from rummyhall.i18n import translator

    with pytest.raises(RecordError) as caught:
        replay(Record.loads(change(a_record().dumps())))
    error = caught.value
    assert str(error) == error.reason == fill(error.template, error.params)
    assert translator("kk").has(error.template)  # (extracted by make catalogs)
    assert translator("en").refusal(error) == str(error)
    said = translator("kk").refusal(error)
    words = set(re.sub(r"'[^']*'", "", said).split())  # (quoted: the record's own text, notes in English)
    assert said != str(error) and not {"line", "move", "record", "must", "the", "says"} & words
