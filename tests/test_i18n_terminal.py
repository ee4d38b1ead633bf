"""Playing in the terminal in Kazakh and Georgian: a whole game of each game, the
person's moves the greedy bot's, and no English word of the catalogs left in
what the person reads (card notation, names and the typed commands aside)."""

from __future__ import annotations

import io
import re
from typing import Any

import pytest
from rich.console import Console

from i18n_support import entries_of
from rummyhall import i18n, terminal
from rummyhall.bots import make_bot
from rummyhall.games import make
from rummyhall.record import Recorder

TYPED_WORDS = (
    "draw stock discard buy pass rummy down layoff swap low high cut knock meld put move undo reset draft send "
    "declare edit keep exchange bid bet call raise fold check play claim legal hint table help quit new"
)
TYPED = frozenset(TYPED_WORDS.split())
"""Command words a person types: the same in every language (docs/i18n.md)."""


def english_words() -> set[str]:
    """The English words of the catalog's messages (four letters or more), but the typed commands."""
    ids = [e.message.comment.content for e in entries_of("en").values() if e.message.comment]
    words = {w.lower() for text in ids for w in re.findall(r"(?<![{\w])[A-Za-z]{4,}(?![\w}])", text)}
    return words - TYPED - {"bold", "yellow", "cyan", "none", "auto"}


GAMES = [
    ("liverpool", 3, {"turn_cap": 4}),
    ("carousel", 2, {"target": 40}),
    ("rummoli", 5, {"rounds": 1}),
]


@pytest.mark.parametrize("lang", ["kk", "ka"])
@pytest.mark.parametrize(("game", "seed", "options"), GAMES)
def test_a_whole_game_in_another_language(
    lang: str, game: str, seed: int, options: dict[str, Any], monkeypatch: pytest.MonkeyPatch
) -> None:
    recorders: list[Recorder] = []

    class Keeping(Recorder):
        def __init__(self, *args: Any) -> None:
            super().__init__(*args)
            recorders.append(self)

    monkeypatch.setattr(terminal, "Recorder", Keeping)
    adviser = make_bot(game, "greedy", seed=0)

    def read(prompt: str) -> str:
        state = recorders[0].state
        if 0 not in state.actors():
            return "table"
        action = adviser.choose(state.view(0), state.legal(0), state.may_pass(0))
        return "pass" if action is None else str(action)

    out = io.StringIO()
    i18n.use(lang)
    try:
        console = Console(file=out, width=2000, color_system=None)
        recorder = terminal.play_in_terminal(make(game, 3, options), seed, "Ann", ["greedy", "random"], console, read)
    finally:
        i18n.use("en")
    text = out.getvalue()
    assert recorder.state.over
    said = {w.lower() for w in re.findall(r"(?<![\w*])[A-Za-z]{4,}(?!\w)", text)}
    left = said & english_words()
    assert not left, f"English left in {lang}: {sorted(left)}"
