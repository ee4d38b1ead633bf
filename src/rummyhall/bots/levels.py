"""The levels people may choose (issue 30): easy, medium and hard, each a bot kind per game.

Chosen by measurement against ``shrewd`` (docs/bots.md, "Levels"): in Rummoli the shrewd
bot plays as the greedy bot, so its easy level is the random bot.

>>> level_bot("rummoli", "easy"), level_bot("liverpool", "easy"), level_bot("carousel", "hard")
('random', 'greedy', 'search')
"""

from __future__ import annotations

from rummyhall.engine import BadOptions

LEVEL_NAMES = ("easy", "medium", "hard")
"""The levels, easiest first."""
LEVELS: dict[str, dict[str, str]] = {
    "liverpool": {"easy": "greedy", "medium": "shrewd", "hard": "search"},
    "carousel": {"easy": "greedy", "medium": "shrewd", "hard": "search"},
    "rummoli": {"easy": "random", "medium": "shrewd", "hard": "search"},
}
"""Each game's levels: the kind of bot (``bots.BOTS``) each one plays with."""


def level_bot(game: str, level: str) -> str:
    """The bot kind of ``level`` in ``game``; BadOptions for a level or game there is not."""
    levels = LEVELS.get(game)
    if levels is None:
        raise BadOptions(f"there are no levels for {game!r}")
    if level not in levels:
        raise BadOptions(f"unknown level {level!r} (levels: {', '.join(LEVEL_NAMES)})")
    return levels[level]
