"""The levels people may choose (issue 30): easy, medium and hard, each a bot kind per game.

Chosen by measurement against ``shrewd`` (docs/bots.md, "Levels"): in Rummoli the shrewd
bot plays as the greedy bot, so its easy level is the random bot.  What a person reads of a
level, its title and its one-line description (:data:`LEVEL_ABOUT`), is written here only,
from the measured figures: update it when new figures come in.

>>> level_bot("rummoli", "easy"), level_bot("liverpool", "easy"), level_bot("carousel", "hard")
('random', 'greedy', 'search')
>>> level_bot_name("liverpool", "hard"), level_bot_name("liverpool", "medium")
('search 1s', 'shrewd')
"""

from __future__ import annotations

from typing import Any

from rummyhall.bots import Bot, make_bot
from rummyhall.engine import N_, BadOptions

LEVEL_NAMES = ("easy", "medium", "hard")
"""The levels, easiest first."""
DEFAULT_LEVEL = "medium"
"""The level a lobby and ``rummyhall play`` choose unless told: the strongest bot that answers
at once (hard is measured stronger in every game, but thinks for a second a move)."""
LEVELS: dict[str, dict[str, str]] = {
    "liverpool": {"easy": "greedy", "medium": "shrewd", "hard": "search"},
    "carousel": {"easy": "greedy", "medium": "shrewd", "hard": "search"},
    "rummoli": {"easy": "random", "medium": "shrewd", "hard": "search"},
}
"""Each game's levels: the kind of bot (``bots.BOTS``) each one plays with."""
HARD_SECONDS = 1.0
"""How long the hard level's search bot thinks before each decision, in seconds."""
LEVEL_TITLES = {"easy": N_("Easy"), "medium": N_("Medium"), "hard": N_("Hard")}
"""Each level's name as people read it (a message of the catalogs)."""
LEVEL_ABOUT = {
    "easy": N_(
        "Plays simple moves with no plan: measured 50 to 300 Elo points below medium, depending on the game. "
        "Good for learning a game."
    ),
    "medium": N_("Plays like a sensible card player, without stopping to think."),
    "hard": N_(
        "Thinks for about {seconds} s before each move, playing out the ways the deal could go: measured "
        "30 to 60 Elo points above medium, depending on the game."
    ),
}
"""Each level in one line for people, from the measured figures only (docs/bots.md, "Levels");
``{seconds}`` is :data:`HARD_SECONDS`."""


def level_bot(game: str, level: str) -> str:
    """The bot kind of ``level`` in ``game``; BadOptions for a level or game there is not."""
    levels = LEVELS.get(game)
    if levels is None:
        raise BadOptions(f"there are no levels for {game!r}")
    if level not in levels:
        raise BadOptions(f"unknown level {level!r} (levels: {', '.join(LEVEL_NAMES)})")
    return levels[level]


def level_bot_name(game: str, level: str) -> str:
    """The bot of ``level`` in ``game`` as a seat's name shows its kind (``bots.bot_names``):
    ``greedy``, or ``search 1s`` with its thinking time."""
    return seat_bot_name(level_bot(game, level), level)


def seat_bot_name(kind: str, level: str | None) -> str:
    """A seated bot of ``kind``, chosen by ``level`` (None: by its kind), as its name shows its
    kind: the hard level's search with the level's thinking time (``search 1s``)."""
    return f"search {HARD_SECONDS:g}s" if kind == "search" and level == "hard" else kind


def make_seat_bot(game: str, kind: str, level: str | None, seed: int = 0) -> Bot:
    """The bot of a seat that holds a bot of ``kind`` chosen by ``level`` (None: by its kind):
    the kind it was seated with, the hard level's search thinking :data:`HARD_SECONDS`."""
    if kind == "search" and level == "hard":
        from rummyhall.bots.search import make_search_bot

        return make_search_bot(game, seed, seconds=HARD_SECONDS)
    return make_bot(game, kind, seed)


def make_level_bot(game: str, level: str, seed: int = 0) -> Bot:
    """The bot of ``level`` in ``game`` (the search bot thinking :data:`HARD_SECONDS`)."""
    return make_seat_bot(game, level_bot(game, level), level, seed)


def levels_info() -> list[dict[str, Any]]:
    """The levels as a lobby offers them (``GET /api/games``): each one's name, title and
    description (English messages, said in the reader's language by the page), the seconds
    its description speaks of, and its bot kind in each game."""
    return [
        {
            "name": level,
            "title": LEVEL_TITLES[level],
            "about": LEVEL_ABOUT[level],
            "seconds": HARD_SECONDS,
            "bots": {game: LEVELS[game][level] for game in LEVELS},
        }
        for level in LEVEL_NAMES
    ]
