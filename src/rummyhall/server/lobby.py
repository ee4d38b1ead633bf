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
from collections.abc import Collection, Iterable
from dataclasses import dataclass
from importlib.resources import files
from typing import TYPE_CHECKING, Any

from rummyhall.bots import BOTS
from rummyhall.bots.levels import LEVEL_NAMES, level_bot
from rummyhall.engine import Game, Option, RulesError
from rummyhall.games import GAMES, make
from rummyhall.i18n import DEFAULT, N_, Translator, Word, translator

if TYPE_CHECKING:  # (the lobby's words are the command line's too: no database library here)
    from rummyhall.server.storage import StoredTable

OPEN_TABLES = 30
"""The most open tables the lobby lists (the newest first)."""
RULE_ID = re.compile(r"([A-Z]{3}-\d+):\s*")
LABELS: dict[str, dict[str, str]] = {
    "liverpool": {
        "two_players": N_("Allow a game of two"),
        "wild_twos": N_("Jokers and twos are wild"),
        "cut_bonus": N_("An exact cut scores -50 for the cutter"),
        "failed_meld_penalty": N_("Points for a lay-down that fails the contract"),
        "buy_limit": N_("Most buys per player in a deal (empty: no limit)"),
        "may_i": N_("\u201cMay I\u201d: the first to ask gets the discard"),
        "reshuffles": N_("Most times the stock is rebuilt in a deal (empty: no limit)"),
        "turn_cap": N_("End a deal after this many turns (for simulations)"),
    },
    "carousel": {
        "target": N_("The game ends when someone reaches this many points"),
        "initial_meld_from_hand": N_("A first meld in a round needs a whole meld from your hand"),
    },
    "rummoli": {
        "starting_chips": N_("Chips each player starts with"),
        "bet_limit": N_("Most chips in one bet or raise"),
        "poker": N_("The poker hand of each round"),
        "strict_claims": N_("A pot must be claimed before the next card is played"),
        "rounds": N_("Rounds before the final poker (empty: until one player is left)"),
        "final_poker": N_("The final poker"),
    },
}
"""Each option's label in the lobby, by game."""
CHOICE_LABELS: dict[str, dict[str, str]] = {
    "poker": {"betting": N_("A round of limit betting"), "showdown": N_("Hands compared, no betting")},
    "final_poker": {"one_pot": N_("The whole board in one pot"), "per_pot": N_("Pot by pot, the smallest first")},
}
"""The choices of the options that have them, in words."""
NUMBER_WORDS = [
    N_("none"),
    N_("one"),
    N_("two"),
    N_("three"),
    N_("four"),
    N_("five"),
    N_("six"),
    N_("seven"),
    N_("eight"),
    N_("nine"),
    N_("ten"),
]
"""Numbers in words, up to ten (a refusal says "for two"); each a message of the catalogs."""


@dataclass(frozen=True)
class Code:
    """Notation inside a refusal (an option's name, a choice): said as it is in every
    language (a plain string param would be translated when it is a message: ``poker``)."""

    text: str

    def __str__(self) -> str:
        return self.text


@dataclass(frozen=True)
class Listed:
    """A list inside a refusal (the games, an option's choices, the bots), joined in the
    language of the refusal: ``how`` is ``", "``, ``"; "`` or ``"or"``."""

    items: tuple[str | Code | tuple[str, str], ...]
    how: str = ", "

    def said(self, tr: Translator) -> str:
        words = [
            quoted_in(tr, *item) if isinstance(item, tuple) else str(item) if isinstance(item, Code) else tr.text(item)
            for item in self.items
        ]
        if self.how != "or":
            return self.how.join(words)
        joined = words[0] if words else ""
        for word in words[1:]:
            joined = tr.say(N_("{first} or {second}"), first=joined, second=word)
        return joined


class LobbyRefusal(Exception):
    """A new table that cannot be made: a sentence to fill (``template``, ``params``, as
    the rules core's refusals) saying why and what to change; ``message`` is it in English,
    :meth:`said` in any language."""

    def __init__(self, template: str, error: RulesError | None = None, **params: Any) -> None:
        self.template, self.params, self.error = template, params, error
        self.message = self.said(DEFAULT)
        super().__init__(self.message)

    def said(self, lang: str) -> str:
        """The refusal in ``lang`` (the option labels, game names and numbers in words too)."""
        tr = translator(lang)
        if self.error is not None:
            return tr.refusal(self.error)
        params = {key: value.said(tr) if isinstance(value, Listed) else value for key, value in self.params.items()}
        return tr.fill(self.template, params)


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


def quoted(game: str, name: str, option: Option) -> tuple[str, str]:
    """An option as a refusal names it: its label (in quotes), then its name."""
    return rule_and_label(game, name, option)[1], name


def quoted_in(tr: Translator, label: str, name: str) -> str:
    return f'"{tr.text(label)}" ({name})'


def in_words(number: int) -> str:
    return NUMBER_WORDS[number] if 0 <= number < len(NUMBER_WORDS) else str(number)


def check_options(cls: type[Game], options: Any) -> None:
    """Refuse (in words, naming each option by its label) options the game would not take."""
    if not isinstance(options, dict):
        raise LobbyRefusal(
            N_("the options must be an object of name: value, such as {example}"), example='{"wild_twos": true}'
        )
    for name, value in options.items():
        option = cls.OPTIONS.get(name)
        if option is None:
            known = Listed(tuple(quoted(cls.name, n, o) for n, o in cls.OPTIONS.items()), "; ")
            raise LobbyRefusal(
                N_("{game} has no option {name}; its options are {known}"),
                game=title(cls.name),
                name=repr(name[:40]),
                known=known,
            )
        try:
            option.check(name, value)
        except RulesError:
            label = quoted(cls.name, name, option)[0]
            raise LobbyRefusal(
                N_('"{option}" ({name}) {allowed:sentence}, not {value}'),
                option=label,
                name=Code(name),
                allowed=allowed_values(option),
                value=Code(json_text(value)) if value is not None else json_text(value),
                choices=Listed(tuple(Code(str(c)) for c in option.choices or ())),
                low=option.minimum,
                high=option.maximum,
            ) from None


def allowed_values(option: Option) -> str:
    """What an option takes, as a sentence to fill with ``choices``, ``low`` and ``high``."""
    if option.choices is not None:
        return N_("must be one of {choices}")
    if isinstance(option.default, bool):
        return N_("is on or off (true or false)")
    low, high = option.minimum is not None, option.maximum is not None
    if option.optional:
        if low and high:
            return N_("must be a whole number from {low} to {high} (or none)")
        if low:
            return N_("must be a whole number {low} or more (or none)")
        return N_("must be a whole number at most {high} (or none)") if high else N_("must be a whole number (or none)")
    if low and high:
        return N_("must be a whole number from {low} to {high}")
    if low:
        return N_("must be a whole number {low} or more")
    return N_("must be a whole number at most {high}") if high else N_("must be a whole number")


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
            N_("say how many players, as a whole number: {game} is for {low} to {high}"),
            game=name,
            low=cls.min_players,
            high=cls.max_players,
        )
    game_options = cls.check_options(options)
    probe = make(cls.name, cls.max_players, game_options)  # (to ask the fewest players these options allow)
    low = probe.min_players_with(game_options)
    if low <= players <= cls.max_players:
        return

    def refusal(template: str, **params: Any) -> LobbyRefusal:
        return LobbyRefusal(template, game=name, low=low, high=cls.max_players, **params)

    if players > cls.max_players:
        raise refusal(
            N_("{game} is for {low} to {high} players, not {value}: choose fewer seats"), value=json_text(players)
        )
    for key, option in cls.OPTIONS.items():
        switch = isinstance(option.default, bool) and not game_options[key]
        if switch and 0 < probe.min_players_with({**game_options, key: True}) <= players:
            raise refusal(
                N_('{game} is for {low} to {high} players; for {count}, turn on the option "{option}" ({name})'),
                count=in_words(players),
                option=quoted(cls.name, key, option)[0],
                name=Code(key),
            )
    raise refusal(N_("{game} is for {low} to {high} players, not {value}: choose more seats"), value=json_text(players))


@dataclass(frozen=True)
class SeatBot:
    """A seat's bot as a new table asks for it: its kind, and the level it was chosen by
    (None: by its kind)."""

    kind: str
    level: str | None = None


NO_SUCH_BOT = N_(
    "there is no bot {value} for seat {seat}: choose a level ({levels}), a bot ({bots}) or null for a person"
)
"""A seat's bot that is neither a level nor a kind of bot, refused."""


def check_bots(bots: Any, players: int, game: str) -> list[SeatBot | None]:
    """Each seat's bot (None: a person), chosen by its level (``easy``, ``medium``, ``hard``:
    ``bots/levels.py``) or by its kind (``greedy``...), or a refusal saying what may be chosen."""
    if bots is None:
        return [None] * players
    levels = Listed(tuple(Code(level) for level in LEVEL_NAMES), "or")
    kinds = Listed(tuple(Code(kind) for kind in BOTS), "or")
    if not isinstance(bots, list):
        raise LobbyRefusal(
            N_("bots must be a list with one entry per seat: a level ({levels}), a bot ({bots}) or null for a person"),
            levels=levels,
            bots=kinds,
        )
    chosen: list[SeatBot | None] = []
    for i in range(players):
        entry = bots[i] if i < len(bots) else None
        if entry in (None, ""):
            chosen.append(None)
        elif isinstance(entry, str) and entry in LEVEL_NAMES:
            chosen.append(SeatBot(level_bot(game, entry), entry))
        elif isinstance(entry, str) and entry in BOTS:
            chosen.append(SeatBot(entry))
        else:
            raise LobbyRefusal(
                NO_SUCH_BOT,
                value=json_text(entry),
                seat=i + 1,
                levels=levels,
                bots=kinds,
            )
    return chosen


def check_new_table(game: Any, players: Any, options: Any, bots: Any) -> tuple[Game, list[SeatBot | None]]:
    """The game a ``POST /api/tables`` asks for and each seat's bot; every refusal says
    what to change."""
    games = Listed(tuple(title(g) for g in GAMES))
    if not isinstance(game, str) or not game.strip():
        raise LobbyRefusal(N_("choose a game: {games}"), games=games)
    cls = GAMES.get(game.strip().lower())
    if cls is None:
        raise LobbyRefusal(N_("there is no game {value}; choose a game: {games}"), value=repr(game[:40]), games=games)
    check_options(cls, options)
    check_players(cls, players, options)
    try:
        made = make(cls.name, players, options)
    except RulesError as error:  # (anything the checks above did not foresee)
        raise LobbyRefusal(error.reason, error) from None
    return made, check_bots(bots, made.players, made.name)


def open_tables(tables: Iterable[tuple[StoredTable, list[str], Collection[int]]]) -> list[dict[str, Any]]:
    """The tables anyone may join now, from (table, its seats' names, the seats with
    someone connected):
    listed by their creator, still in the lobby, with a free seat and someone there
    waiting (the newest first, at most ``OPEN_TABLES``).  Names, the game and its house
    rules only: never a token."""
    waiting = [
        (table, names, here)
        for table, names, here in tables
        if table.listed
        and table.status == "lobby"
        and any(s.free for s in table.seats)
        and any(i in here for i, s in enumerate(table.seats) if s.name is not None)
    ]
    waiting.sort(key=lambda item: item[0].created, reverse=True)
    listed = []
    for table, names, _ in waiting[:OPEN_TABLES]:
        game = make(table.game, table.players, table.options)
        listed.append(
            {
                "id": table.id,
                "game": table.game,
                "title": title(table.game),
                "players": table.players,
                "taken": sum(1 for s in table.seats if not s.free),
                "waiting": [names[i] for i, s in enumerate(table.seats) if s.name is not None],
                "bots": [names[i] for i, s in enumerate(table.seats) if s.name is None and s.bot is not None],
                "house_rules": [
                    rule_and_label(table.game, key, game.OPTIONS[key])[1] for key in game.changed_options()
                ],
                "join": f"/t/{table.id}",
            }
        )
    return listed


def summary(game: str, lang: str) -> str:
    """The game's rules summary in ``lang`` (``rules/GAME.<lang>.txt``; English: ``GAME.txt``), as a
    page shows it: without its last lines, the terminal's command (``rummyhall play ...`` and the
    options after it; ``rummyhall rules`` prints the file whole)."""
    rules = files("rummyhall").joinpath("rules")
    translated = rules.joinpath(f"{game}.{lang}.txt")
    chosen = translated if lang != DEFAULT and translated.is_file() else rules.joinpath(f"{game}.txt")
    text = chosen.read_text(encoding="utf-8")
    return text.split("rummyhall play", 1)[0].rsplit("\n", 1)[0].rstrip() + "\n"


def rules_page(game: str, lang: str = DEFAULT) -> str:
    """The game's rules summary and its options in ``lang``, each option under an anchor
    of its own name (``/rules/liverpool#wild_twos``): where the lobby's rule IDs link to."""
    cls = GAMES[game]
    tr = translator(lang)
    items = []
    for key, option in cls.OPTIONS.items():
        rule, label = rule_and_label(game, key, option)
        default = {True: N_("on"), False: N_("off"), None: N_("none")}.get(option.default, str(option.default))
        said = tr.say(N_("option {name}, default {default}"), name=key, default=tr.text(default))
        about = html.escape(said).replace(key, f"<code>{key}</code>", 1)
        items.append(
            f'<li id="{key}"><strong>{html.escape(tr.text(label))}</strong>'
            f' <span class="muted">({f"{rule}; " if rule else ""}{about})</span></li>'
        )
    page_title = html.escape(tr.say(N_("{game}: the rules"), game=Word(title(game))))
    heading = html.escape(tr.say(N_("{game}: the rules in short"), game=Word(title(game))))
    options_heading = html.escape(tr.gettext(N_("Options and house rules")))
    back = html.escape(tr.gettext(N_("Back to the lobby")))
    return (
        f'<!doctype html>\n<html lang="{tr.lang}">\n<head>\n<meta charset="utf-8">\n'
        '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        f"<title>rummyhall - {page_title}</title>\n"
        '<link rel="icon" href="/favicon.svg" type="image/svg+xml">\n'
        '<link rel="stylesheet" href="/static/lobby.css">\n</head>\n<body class="rules-page">\n'
        '<header class="top"><a class="brand" href="/">rummyhall</a>'
        '<span class="language" data-language-picker></span></header>\n<main>\n'
        f'<section class="panel"><h1>{heading}</h1>\n<pre class="summary">{html.escape(summary(game, tr.lang))}</pre>'
        f'</section>\n<section class="panel"><h2>{options_heading}</h2>\n<ul class="rule-list">'
        + "\n".join(items)
        + f'</ul>\n<p><a href="/">{back}</a></p></section>\n</main>\n'
        '<script src="/static/vendor/fluent-bundle.js"></script>\n'
        '<script type="module" src="/static/i18n.js"></script>\n</body>\n</html>\n'
    )
