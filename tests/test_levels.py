"""The levels people may choose (bots/levels.py)."""

import pytest

from rummyhall.bots import BOTS
from rummyhall.bots.levels import LEVEL_NAMES, LEVELS, level_bot
from rummyhall.engine import BadOptions
from rummyhall.games import GAMES


def test_every_game_has_every_level_as_a_known_bot() -> None:
    assert set(LEVELS) == set(GAMES)
    for game, levels in LEVELS.items():
        assert tuple(levels) == LEVEL_NAMES
        assert all(level_bot(game, level) in BOTS for level in LEVEL_NAMES)


def test_rummoli_easy_is_not_its_medium() -> None:
    # (the shrewd Rummoli bot plays as the greedy bot: greedy would be no easier)
    assert level_bot("rummoli", "easy") == "random"


@pytest.mark.parametrize(("game", "level"), [("liverpool", "expert"), ("liverpool", ""), ("poker", "easy")])
def test_a_bad_level_is_refused(game: str, level: str) -> None:
    with pytest.raises(BadOptions):
        level_bot(game, level)
