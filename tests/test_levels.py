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


def test_the_hard_level_thinks_for_its_time_and_its_name_says_so() -> None:
    from rummyhall.bots.levels import HARD_SECONDS, level_bot_name, make_level_bot, make_seat_bot
    from rummyhall.bots.search import SearchBot

    for game in LEVELS:
        hard = make_level_bot(game, "hard")
        assert isinstance(hard, SearchBot) and hard.seconds == HARD_SECONDS
        assert level_bot_name(game, "hard") == hard.name == f"search {HARD_SECONDS:g}s"
        assert make_level_bot(game, "medium").name == level_bot_name(game, "medium") == "shrewd"
        assert make_seat_bot(game, "greedy", None).name == "greedy"  # (a bot chosen by its kind)


def test_each_level_is_described_in_one_place() -> None:
    from rummyhall.bots.levels import LEVEL_ABOUT, LEVEL_TITLES, levels_info

    assert [level["name"] for level in levels_info()] == list(LEVEL_NAMES)
    assert set(LEVEL_ABOUT) == set(LEVEL_TITLES) == set(LEVEL_NAMES)
