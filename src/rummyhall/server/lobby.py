"""The lobby's words: each game's options in plain language (their rule IDs apart), a new
table's request checked with refusals that say how to put it right, and the open tables
anyone may join.

An option's ``help`` in the rules core starts with its rule ID (``"LIV-3: twos are wild
as well as jokers"``): the lobby shows the ID as a small link to the rules page, and beside
it the option's label from :data:`LABELS`, written for people choosing house rules (an
option missing there is labelled with the rest of its help).
"""

from __future__ import annotations

import html
import re
from collections.abc import Iterable
from importlib.resources import files
from typing import TYPE_CHECKING, Any

from rummyhall.bots import BOTS
from rummyhall.engine import Game, Option, RulesError
from rummyhall.games import GAMES, make

if TYPE_CHECKING:
    from rummyhall.server.rooms import Room

OPEN_TABLES = 30
"""The most open tables the lobby lists (the newest first)."""
RULE_ID = re.compile(r"([A-Z]{3}-\d+):\s*")
LABELS: dict[str, dict[str, str]] = {
    "liverpool": {
        "two_players": "Allow a game of two",
        "wild_twos": "Jokers and twos are wild",
        "cut_bonus": "An exact cut scores -50 for the cutter",
        "failed_meld_penalty": "Points for a lay-down that fails the contract",
        "buy_limit": "Most buys per player in a deal (empty: no limit)",
        "may_i": "\u201cMay I\u201d: the first to ask gets the discard",
        "reshuffles": "Most times the stock is rebuilt in a deal (empty: no limit)",
        "turn_cap": "End a deal after this many turns (for simulations)",
    },
    "carousel": {
        "target": "The game ends when someone reaches this many points",
        "initial_meld_from_hand": "A first meld in a round needs a whole meld from your hand",
    },
    "rummoli": {
        "starting_chips": "Chips each player starts with",
        "bet_limit": "Most chips in one bet or raise",
        "poker": "The poker hand of each round",
        "strict_claims": "A pot must be claimed before the next card is played",
        "rounds": "Rounds before the final poker (empty: until one player is left)",
        "final_poker": "The final poker",
    },
}
"""Each option's label in the lobby, by game."""
CHOICE_LABELS: dict[str, dict[str, str]] = {
    "poker": {"betting": "A round of limit betting", "showdown": "Hands compared, no betting"},
    "final_poker": {"one_pot": "The whole board in one pot", "per_pot": "Pot by pot, the smallest first"},
}
"""The choices of the options that have them, in words."""
NUMBER_WORDS = ["none", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"]


class LobbyRefusal(Exception):
    """A new table that cannot be made; ``message`` says why and what to change."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


def title(game: str) -> str:
    """A game's name as people write it ("Liverpool")."""
    return game.capitalize()


def rule_and_label(game: str, name: str, option: Option) -> tuple[str | None, str]:
    """The rule ID an option's help starts with (None: none) and the option's label."""
    found = RULE_ID.match(option.help)
    rest = option.help[found.end() :] if found else option.help
    label = LABELS.get(game, {}).get(name) or rest[:1].upper() + rest[1:]
    return (found.group(1) if found else None), label


def choice_labels(name: str, option: Option) -> dict[str, str]:
    """Each choice of an option that has them, in words (its name when there are none)."""
    said = CHOICE_LABELS.get(name, {})
    return {str(c): said.get(str(c), str(c)) for c in option.choices or ()}


def option_info(game: str, name: str, option: Option) -> dict[str, Any]:
    """What the lobby shows of one option: its label, rule ID, default and allowed values."""
    rule, label = rule_and_label(game, name, option)
    return {
        "label": label,
        "rule": rule,
        "help": option.help,
        "default": option.default,
        "choices": list(option.choices) if option.choices else None,
        "choice_labels": choice_labels(name, option) or None,
        "minimum": option.minimum,
        "maximum": option.maximum,
        "optional": option.optional,
    }


def quoted(game: str, name: str, option: Option) -> str:
    """An option as a refusal names it: its label in quotes, then its name."""
    return f'"{rule_and_label(game, name, option)[1]}" ({name})'


def in_words(number: int) -> str:
    return NUMBER_WORDS[number] if 0 <= number < len(NUMBER_WORDS) else str(number)


def check_options(cls: type[Game], options: Any) -> None:
    """Refuse (in words, naming each option by its label) options the game would not take."""
    if not isinstance(options, dict):
        raise LobbyRefusal('the options must be an object of name: value, such as {"wild_twos": true}')
    for name, value in options.items():
        option = cls.OPTIONS.get(name)
        if option is None:
            known = "; ".join(quoted(cls.name, n, o) for n, o in cls.OPTIONS.items())
            raise LobbyRefusal(f"{title(cls.name)} has no option {name[:40]!r}; its options are {known}")
        try:
            option.check(name, value)
        except RulesError:
            raise LobbyRefusal(
                f"{quoted(cls.name, name, option)} {allowed_values(option)}, not {json_text(value)}"
            ) from None


def allowed_values(option: Option) -> str:
    if option.choices is not None:
        return "must be one of " + ", ".join(str(c) for c in option.choices)
    if isinstance(option.default, bool):
        return "is on or off (true or false)"
    low, high = option.minimum, option.maximum
    span = (
        f"from {low} to {high}"
        if low is not None and high is not None
        else f"{low} or more"
        if low is not None
        else f"at most {high}"
        if high is not None
        else ""
    )
    return f"must be a whole number {span}{' (or none)' if option.optional else ''}".rstrip()


def json_text(value: Any) -> str:
    """A value as it was sent, shortened: refusals quote what they refuse."""
    text = "none" if value is None else repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def check_players(cls: type[Game], players: Any, options: dict[str, Any]) -> None:
    """Refuse a number of players the game (with these options) does not allow, saying
    which option would allow it when one would (Liverpool's two-player option for two)."""
    name = title(cls.name)
    if isinstance(players, bool) or not isinstance(players, int):
        raise LobbyRefusal(
            f"say how many players, as a whole number: {name} is for {cls.min_players} to {cls.max_players}"
        )
    game_options = cls.check_options(options)
    probe = make(cls.name, cls.max_players, game_options)  # (to ask the fewest players these options allow)
    low = probe.min_players_with(game_options)
    if low <= players <= cls.max_players:
        return
    if players > cls.max_players:
        raise LobbyRefusal(
            f"{name} is for {low} to {cls.max_players} players, not {json_text(players)}: choose fewer seats"
        )
    for key, option in cls.OPTIONS.items():
        switch = isinstance(option.default, bool) and not game_options[key]
        if switch and 0 < probe.min_players_with({**game_options, key: True}) <= players:
            raise LobbyRefusal(
                f"{name} is for {low} to {cls.max_players} players; for {in_words(players)},"
                f" turn on the option {quoted(cls.name, key, option)}"
            )
    raise LobbyRefusal(f"{name} is for {low} to {cls.max_players} players, not {json_text(players)}: choose more seats")


def check_bots(bots: Any, players: int) -> list[str | None]:
    """Each seat's bot (None: a person), or a refusal saying what may be chosen."""
    if bots is None:
        return [None] * players
    choose = f"choose {' or '.join(BOTS)} (or null for a person)"
    if not isinstance(bots, list):
        raise LobbyRefusal(f"bots must be a list with one entry per seat: {choose}")
    kinds: list[str | None] = []
    for i in range(players):
        kind = bots[i] if i < len(bots) else None
        if kind in (None, ""):
            kinds.append(None)
        elif isinstance(kind, str) and kind in BOTS:
            kinds.append(kind)
        else:
            raise LobbyRefusal(f"there is no bot {json_text(kind)} for seat {i + 1}: {choose}")
    return kinds


def check_new_table(game: Any, players: Any, options: Any, bots: Any) -> tuple[Game, list[str | None]]:
    """The game a ``POST /api/tables`` asks for and each seat's bot; every refusal says
    what to change."""
    games = ", ".join(title(g) for g in GAMES)
    if not isinstance(game, str) or not game.strip():
        raise LobbyRefusal(f"choose a game: {games}")
    cls = GAMES.get(game.strip().lower())
    if cls is None:
        raise LobbyRefusal(f"there is no game {game[:40]!r}; choose a game: {games}")
    check_options(cls, options)
    check_players(cls, players, options)
    try:
        made = make(cls.name, players, options)
    except RulesError as error:  # (anything the checks above did not foresee)
        raise LobbyRefusal(error.reason) from None
    return made, check_bots(bots, made.players)


def open_tables(rooms: Iterable[Room]) -> list[dict[str, Any]]:
    """The tables anyone may join now: listed by their creator, still in the lobby, with a
    free seat and someone there waiting (the newest first, at most ``OPEN_TABLES``).
    Names, the game and its house rules only: never a token."""
    waiting = [
        room
        for room in rooms
        if room.listed
        and room.status == "lobby"
        and any(s.free for s in room.seats)
        and any(room.connected(i) for i, s in enumerate(room.seats) if s.name is not None)
    ]
    waiting.sort(key=lambda room: room.created, reverse=True)
    listed = []
    for room in waiting[:OPEN_TABLES]:
        names = room.names()
        listed.append(
            {
                "id": room.id,
                "game": room.game.name,
                "title": title(room.game.name),
                "players": room.game.players,
                "taken": sum(1 for s in room.seats if not s.free),
                "waiting": [names[i] for i, s in enumerate(room.seats) if s.name is not None],
                "bots": [names[i] for i, s in enumerate(room.seats) if s.name is None and s.bot is not None],
                "house_rules": [
                    rule_and_label(room.game.name, key, room.game.OPTIONS[key])[1]
                    for key in room.game.changed_options()
                ],
                "join": f"/t/{room.id}",
            }
        )
    return listed


def rules_page(game: str) -> str:
    """The game's rules summary and its options, each under an anchor of its own name
    (``/rules/liverpool#wild_twos``): where the lobby's rule IDs link to."""
    cls = GAMES[game]
    summary = files("rummyhall").joinpath("rules", f"{game}.txt").read_text(encoding="utf-8")
    items = []
    for name, option in cls.OPTIONS.items():
        rule, label = rule_and_label(game, name, option)
        default = {True: "on", False: "off", None: "none"}.get(option.default, str(option.default))
        items.append(
            f'<li id="{name}"><strong>{html.escape(label)}</strong>'
            f' <span class="muted">({f"{rule}; " if rule else ""}option <code>{name}</code>, default {default})'
            "</span></li>"
        )
    return (
        '<!doctype html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n'
        '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        f"<title>rummyhall - {title(game)} rules</title>\n"
        '<link rel="icon" href="/favicon.svg" type="image/svg+xml">\n'
        '<link rel="stylesheet" href="/static/lobby.css">\n</head>\n<body class="rules-page">\n'
        f'<header class="top"><a class="brand" href="/">rummyhall</a></header>\n<main>\n'
        f'<section class="panel"><h1>{title(game)}: the rules in short</h1>\n'
        f'<pre class="summary">{html.escape(summary)}</pre></section>\n'
        '<section class="panel"><h2>Options and house rules</h2>\n<ul class="rule-list">'
        + "\n".join(items)
        + '</ul>\n<p><a href="/">Back to the lobby</a></p></section>\n</main>\n</body>\n</html>\n'
    )
