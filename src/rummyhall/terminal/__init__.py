"""Playing in the terminal: one person against bots.

The loop is the same for every game: show the table as the person's seat
sees it, let bots move until the person is asked something, read a command,
and say clearly why anything is refused.  The loop's own commands (``legal``,
``hint``, ``table``...) are one table, ``COMMANDS``, from which the help is
written; anything else is a move of the game.  What a game shows, its opening
help and the commands of its own live in its module here (``GameScreen``).

Everything the person reads names the players: the person is "you" (their own
moves read in the second person, "you pass"), bots by their names
("Ada (greedy)"), never "seat 2".  Refusals lose the rule ID at their end
("(LIV-10)") unless ``verbose``.

Every text is in the language of :mod:`rummyhall.i18n` (``_``; ``--lang``,
else ``LANG``).  In English the person's moves read in the second person; in
the other languages the person is named like the others (``Player (you)``),
the sentences of the catalogs being in the third person.
"""

from __future__ import annotations

import importlib
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from rich.console import Console
from rich.markup import escape

from rummyhall.bots import Bot, bot_names, make_bot
from rummyhall.bots.levels import HARD_SECONDS, LEVEL_ABOUT, LEVEL_TITLES, level_bot_name, make_level_bot
from rummyhall.cards import format_card, is_red, parse_card
from rummyhall.engine import Action, Event, Game, IllegalAction, RulesError, State, View, fill
from rummyhall.i18n import N_, _, active
from rummyhall.record import Recorder

HUMAN = 0
YOU = "you"
"""How the person is named in what they read (the record keeps their own name)."""

GAME_TITLES = {"liverpool": N_("Liverpool"), "carousel": N_("Carousel"), "rummoli": N_("Rummoli")}


def person_label(name: str) -> str:
    """The person as named in a language other than English: ``Ann (you)``, ``Player (you)``."""
    return _("{name} (you)", name=_("Player") if name == YOU else name)


def bot_label(name: str) -> str:
    """A bot's name with its kind in the active language: ``Ada (ашкөз)``, ``Ben (іздеуші 1s)``."""
    return active().name(name)


QUIET_FOR_OTHERS = frozenset(("draw_stock", "draw", "discard"))
"""Event kinds that the action's own line already says, when they show no card."""

# -- words -------------------------------------------------------------------


def card_markup(text: str) -> str:
    """A card's text in colour: red suits red, jokers magenta; the text stays readable without colour."""
    if text.startswith("*"):
        return f"[bold magenta]{text}[/]"
    return f"[bold red]{text}[/]" if is_red(parse_card(text)) else f"[bold]{text}[/]"


def cards_markup(cards: Sequence[str]) -> str:
    return " ".join(card_markup(c) for c in cards) or _("[dim](none)[/]")


def english() -> bool:
    """Is the terminal speaking English (where "you" takes the second person)?"""
    return active().lang == "en"


def example_card(hand: Sequence[str]) -> str:
    """A card of the person's own to write in an example: their last that is not a joker.

    >>> example_card(["9c", "Kh", "*"])
    'Kh'
    """
    naturals = [c for c in hand if not c.startswith("*")]
    return naturals[-1] if naturals else "7h"


_RULE_ID = re.compile(r"\s*\((?:[A-Z]{3}-\d+)(?:,\s*[A-Z]{3}-\d+)*\)\s*$")


def without_rule_id(text: str) -> str:
    """``text`` without the rule ID in brackets at its end.

    >>> without_rule_id("you must draw from the stock (LIV-18)")
    'you must draw from the stock'
    """
    return _RULE_ID.sub("", text)


_SEAT = re.compile(r"\bseat (\d+)\b")


def name_seats(text: str, names: Sequence[str]) -> str:
    """An engine's sentence with each "seat N" (from 0) written as that player's name.

    >>> name_seats("it is not your turn: seat 1 is to draw", ["you", "Ada (greedy)"])
    'it is not your turn: Ada (greedy) is to draw'
    >>> name_seats("only the dealer (seat 0) may keep", ["you", "Ada (greedy)"])
    'only the dealer (you) may keep'
    """

    def name(match: re.Match[str]) -> str:
        seat = int(match.group(1))
        return names[seat] if seat < len(names) else match.group(0)

    named = _SEAT.sub(name, text)
    return re.sub(r"\byou (is|has)\b", lambda m: "you " + _SECOND_PERSON[m.group(1)], named)


_SECOND_PERSON = {"is": "are", "has": "have", "does": "do", "goes": "go", "was": "were"}


def second_person_verb(word: str) -> str:
    """A verb as said of "you": ``passes`` -> ``pass``, ``has`` -> ``have``; a past tense stays.

    >>> [second_person_verb(w) for w in ("passes", "wins", "is", "drew", "plays")]
    ['pass', 'win', 'are', 'drew', 'play']
    """
    if word in _SECOND_PERSON:
        return _SECOND_PERSON[word]
    if word.endswith(("ches", "shes", "sses", "xes", "zes")):
        return word[:-2]
    if word.endswith("s") and not word.endswith("ss") and len(word) > 2:
        return word[:-1]
    return word


def second_person(predicate: str) -> str:
    """What a seat did, said to that seat: its verbs (the first, and any after
    "and") for "you", and "their" as "your".

    >>> second_person("keeps their hand; the widow is auctioned")
    'keep your hand; the widow is auctioned'
    >>> second_person("won the poker phase and leads the Rummoli phase")
    'won the poker phase and lead the Rummoli phase'
    """
    words = predicate.split(" ")
    for i, word in enumerate(words):
        if i == 0 or words[i - 1] == "and":
            words[i] = second_person_verb(word)
        elif word == "their":
            words[i] = "your"
    return " ".join(words)


_SEAT_FIELD = re.compile(r"\{(\w+):(seats?)\} (\{verb\}|[a-z]+)")
_SENTENCE_FIELD = re.compile(r"\{(\w+):sentence\}")


def inline(template: str, params: Mapping[str, Any]) -> str:
    """``template`` with each ``{why:sentence}`` field replaced by the sentence it holds.

    >>> inline("game over: {result:sentence}", {"result": "{winners:seats} won"})
    'game over: {winners:seats} won'
    """
    return _SENTENCE_FIELD.sub(lambda m: inline(str(params[m.group(1)]), params), template)


def say(template: str, params: Mapping[str, Any], names: Sequence[str]) -> str:
    """An engine's sentence (``template`` and ``params``) filled with names,
    the verb after the person's name agreeing with "you".

    >>> say("round {round}: {dealer:seat} deals", {"round": 2, "dealer": 0}, ["you", "Ada"])
    'round 2: you deal'
    >>> say("{winners:seats} {verb} with {best} points", {"winners": [0], "verb": "wins", "best": 9}, ["you", "Ada"])
    'you win with 9 points'
    """
    if not english():
        return active().fill(template, params, names)
    params = dict(params)
    template = inline(template, params)

    def agree(match: re.Match[str]) -> str:
        key, kind, verb = match.groups()
        value = params[key]
        if (value != HUMAN) if kind == "seat" else (list(value) != [HUMAN]):
            return match.group(0)
        if verb == "{verb}":
            params["verb"] = second_person_verb(str(params["verb"]))
            return match.group(0)
        return f"{{{key}:{kind}}} {second_person_verb(verb)}"

    return fill(_SEAT_FIELD.sub(agree, template), params, names)


# -- what a game adds --------------------------------------------------------


class Words(Protocol):
    """Readies an engine's sentence (a template and its params) for the person: names, no rule ID."""

    def __call__(self, template: str, params: Mapping[str, Any] | None = None) -> str: ...


class GameScreen(Protocol):
    """What a game adds to the terminal loop."""

    def opening(self, view: View) -> str:
        """How to play this game here: its moves, with examples from the person's own cards."""
        ...

    def render(self, console: Console, view: View, names: Sequence[str]) -> None: ...

    def advice(self, action: Action | None, view: View) -> str:
        """The greedy bot's choice for the person (None: let the chance go), in words."""
        ...

    def question(self, state: State, seat: int, action: Action, words: Words) -> str | None:
        """What to ask before sending ``action`` (from ``state.check`` only), or None to send it.
        ``words`` readies an engine's sentence for the person (names, no rule ID)."""
        ...

    def forced(self, view: View, legal: Sequence[Action], may_pass: bool) -> tuple[Action, str] | None:
        """A move the person has no choice about, and the message saying it is
        made for them (Rummoli's only legal card); None otherwise."""
        ...

    def command(self, state: State, seat: int, text: str) -> Action | str | None:
        """A command of the game's own (Carousel's table editing): an action to
        send, a message to show, or None when ``text`` is not one of them."""
        ...


SCREENS = {
    "liverpool": "rummyhall.terminal.liverpool:LiverpoolScreen",
    "carousel": "rummyhall.terminal.carousel:CarouselScreen",
    "rummoli": "rummyhall.terminal.rummoli:RummoliScreen",
}
"""Where each game's terminal screen lives (imported only when asked for)."""


def screen_for(game: Game) -> GameScreen:
    """The terminal screen of ``game``."""
    if game.name not in SCREENS:
        raise IllegalAction(f"there is no terminal screen for {game.name}")
    module, _, cls = SCREENS[game.name].partition(":")
    screen: GameScreen = getattr(importlib.import_module(module), cls)()
    return screen


# -- one game in the terminal ------------------------------------------------


@dataclass
class Session:
    """One person's game in the terminal: the table, the screen, and how to talk."""

    game: Game
    screen: GameScreen
    recorder: Recorder
    names: list[str]
    console: Console
    read: Callable[[str], str]
    verbose: bool = False
    auto_play: bool = True
    adviser: Bot = field(init=False)
    passed: bool = False
    """The person let the current out-of-turn chance go."""
    left: bool = False

    def __post_init__(self) -> None:
        self.adviser = make_bot(self.game.name, "greedy", seed=0)

    @property
    def state(self) -> State:
        return self.recorder.state

    def view(self) -> View:
        return self.state.view(HUMAN)

    def words(self, template: str, params: Mapping[str, Any] | None = None) -> str:
        """An engine's sentence (a template and its params) as the person reads it:
        names for seats, the rule ID only when verbose."""
        if english() or params is None:
            text = name_seats(fill(template, params) if params else template, self.names)
        else:
            text = active().fill(template, params, self.names)
        return text if self.verbose else without_rule_id(text)

    def refusal(self, error: RulesError) -> str:
        """Why the engine refused, as the person reads it."""
        if english():
            return self.words(error.reason)
        text = active().refusal(error, self.names)
        return text if self.verbose else without_rule_id(text)

    def ask(self, question: str) -> bool:
        try:
            answer = self.read(_("{question} [y/N] ", question=question)).strip().lower()
            return answer in ("y", "yes", _("y"), _("yes"))
        except (EOFError, KeyboardInterrupt):
            return False

    def send(self, text: str) -> None:
        """A move typed by the person: checked, confirmed if risky, applied and told."""
        try:
            own = self.screen.command(self.state, HUMAN, text)
            if isinstance(own, str):
                self.console.print(own)
                return
            action = own if own is not None else self.game.parse_action(text)
            question = self.screen.question(self.state, HUMAN, action, self.words)
            if question is not None and not self.ask(question):
                self.console.print(_("Not sent."))
                return
            events = self.recorder.apply(HUMAN, action)
        except IllegalAction as error:
            self.console.print(_("[red]Refused:[/] {reason}", reason=escape(self.refusal(error))))
            return
        self.passed = False
        tell(self.console, self.names, HUMAN, action, events)


@dataclass(frozen=True)
class Command:
    """A command of the loop: what it does (for the help) and how."""

    does: str
    run: Callable[[Session, str], None]


def _legal(session: Session, text: str) -> None:
    legal = session.state.legal(HUMAN)
    if not legal:
        session.console.print(_("Nothing for you to do now: the others are playing."))
        return
    session.console.print(_("You may: {moves}", moves=escape("; ".join(str(a) for a in legal))))


def _hint(session: Session, text: str) -> None:
    legal = session.state.legal(HUMAN)
    if not legal:
        session.console.print(_("Nothing for you to do now: the others are playing."))
        return
    view = session.view()
    choice = session.adviser.choose(view, legal, session.state.may_pass(HUMAN))
    session.console.print(session.screen.advice(choice, view))


def _pass(session: Session, text: str) -> None:
    if session.state.may_pass(HUMAN) and not session.passed:
        session.passed = True
        session.console.print(_("[cyan]you let it go[/]"))
    else:
        session.send(text)  # passing is a move of the game here (a buy, a bid, a turn)


def _table(session: Session, text: str) -> None:
    session.screen.render(session.console, session.view(), session.names)


def _help(session: Session, text: str) -> None:
    session.console.print(session.screen.opening(session.view()))
    session.console.print(commands_help())


def _quit(session: Session, text: str) -> None:
    session.left = True
    session.console.print(_("You left the game."))


COMMANDS: dict[str, Command] = {
    "legal": Command(N_("lists what you may do"), _legal),
    "hint": Command(N_("says what the greedy bot would do in your place"), _hint),
    "pass": Command(N_("lets a chance go (or passes, when passing is a move)"), _pass),
    "table": Command(N_("shows the table again"), _table),
    "help": Command(N_("shows this help"), _help),
    "quit": Command(N_("leaves the game"), _quit),
}
"""The loop's commands, by the word that calls them; any other line is a move of the game."""

ALIASES = {"?": "help", "q": "quit", "exit": "quit"}


def commands_help() -> str:
    """The help of the loop's commands, written from ``COMMANDS``."""
    listed = "; ".join(f"[bold]{word}[/] {_(command.does)}" for word, command in COMMANDS.items())
    return _("Commands: {listed}.", listed=listed)


def play_in_terminal(
    game: Game,
    seed: int,
    name: str,
    bots: Sequence[str],
    console: Console | None = None,
    read: Callable[[str], str] = input,
    *,
    verbose: bool = False,
    auto_play: bool = True,
    level: str | None = None,
) -> Recorder:
    """Play one game; the person, called ``name`` in the record, sits at seat 0, and the
    others are ``bots`` by kind, or (``level``: easy, medium or hard) the level's bots.

    Returns the recorder whether the game ended or the person left
    (``recorder.state.over`` tells which), so that what was played can be kept.
    ``verbose`` keeps the rule IDs in refusals; ``auto_play`` makes the moves
    the person has no choice about (Rummoli's only legal card)."""
    console = console or Console(highlight=False)
    screen = screen_for(game)
    kinds = list(bots)
    players: list[Bot | None] = [None] + [make_bot(game.name, b, seed + i) for i, b in enumerate(kinds, 1)]
    if level is not None:
        kinds = [level_bot_name(game.name, level)] * (game.players - 1)
        players = [None] + [make_level_bot(game.name, level, seed + i) for i in range(1, game.players)]
    others = bot_names(kinds, taken=[name, YOU])
    recorder = Recorder(game, seed, [name, *others])
    names = [YOU, *others] if english() else [person_label(name), *(bot_label(b) for b in others)]
    session = Session(game, screen, recorder, names, console, read, verbose, auto_play)
    title = _(GAME_TITLES.get(game.name, game.name.capitalize()))
    console.print(
        _(
            "[bold]{game}[/] with you, {others} (seed {seed}).",
            game=title,
            others=escape(", ".join(names[1:])),
            seed=seed,
        )
    )
    if level is not None:
        about = _(LEVEL_ABOUT[level], seconds=HARD_SECONDS)
        console.print(_("Bots' level: [bold]{level}[/]. {about}", level=_(LEVEL_TITLES[level]), about=about))
    try:
        finished = _play(session, players)
    except KeyboardInterrupt:
        console.print(_("\n[yellow]Interrupted; you leave the game.[/]"))
        return recorder
    if finished:
        result = recorder.state.result
        assert result is not None
        sentence = say(result.template, result.params, session.names)
        console.print(_("[bold]Game over.[/] {result}.", result=escape(sentence[:1].upper() + sentence[1:])))
        for seat, score in enumerate(result.scores):
            mark = _(" (winner)") if seat in result.winners else ""
            console.print(f"  {escape(session.names[seat])}: {score}{mark}")
    return recorder


def _play(session: Session, players: Sequence[Bot | None]) -> bool:
    """The game until it ends (True) or the person leaves (False)."""
    state, console = session.state, session.console
    opened = False
    shown_for_turn: object = None
    while not state.over:
        seat, action = _next_bot_move(state, players, session.passed)
        if seat is not None and action is not None:
            events = session.recorder.apply(seat, action)
            tell(console, session.names, seat, action, events)
            session.passed = False
            continue
        if session.auto_play and HUMAN in state.actors() and _play_forced(session):
            continue
        if not opened:
            _help(session, "help")
            opened = True
        marker = (state.view(HUMAN).get("phase"), len(session.recorder.record.moves))
        if marker != shown_for_turn:
            session.screen.render(console, state.view(HUMAN), session.names)
            shown_for_turn = marker
        try:
            text = session.read("> ").strip()
        except EOFError:
            console.print(_("\n[yellow]Input ended; you leave the game.[/]"))
            return False
        if not text:
            continue
        command = COMMANDS.get(ALIASES.get(text.lower(), text.lower()))
        if command is None:
            session.send(text)
        else:
            command.run(session, text)
        if session.left:
            return False
    return True


def _play_forced(session: Session) -> bool:
    """Make the person's move when they have no choice (and say so); True if one was made."""
    state = session.state
    forced = session.screen.forced(session.view(), state.legal(HUMAN), state.may_pass(HUMAN))
    if forced is None:
        return False
    action, message = forced
    session.console.print(f"[yellow]{message}[/]")
    events = session.recorder.apply(HUMAN, action)
    tell(session.console, session.names, HUMAN, action, events)
    return True


def _next_bot_move(state: State, players: Sequence[Bot | None], passed: bool) -> tuple[int | None, Action | None]:
    """The next move a bot makes, or (None, None) when the person must answer first."""
    for seat in state.actors():
        player = players[seat]
        if player is None:
            if passed and state.may_pass(seat):
                continue
            return None, None
        action = player.move(state, seat)
        if action is not None:
            return seat, action
    return None, None


def tell(console: Console, names: Sequence[str], seat: int, action: Action, events: Sequence[Event]) -> None:
    """A move and what it caused, as the person sees it: what players did on a
    line of its own (the person's in bold and in the second person), what the
    table announced indented under it.

    The move's own line ("Ada (greedy): draw", "you pass") is left out when
    its first event, of the same seat, says it in words already."""
    lines: list[tuple[int | None, str]] = []
    for event in events:
        seen = event.seen_by(HUMAN)
        if event.seat == seat and not seen.revealed and event.kind in QUIET_FOR_OTHERS:
            continue
        cards = [format_card(c) for c in seen.revealed]
        shown = f": {cards_markup(cards)}" if cards else ""
        lines.append((event.seat, f"{escape(event_sentence(event, names))}{shown}"))
    if not lines or lines[0][0] != seat:
        own = f"{YOU} {action}" if seat == HUMAN and english() else f"{names[seat]}: {action}"
        lines.insert(0, (seat, escape(own)))
    for who, line in lines:
        if who is None:
            console.print(f"   {line}")
        else:
            console.print(f"[bold]{line}[/]" if who == HUMAN else line)


def event_sentence(event: Event, names: Sequence[str]) -> str:
    """An event in words, naming its seat: "you drew from the stock", "Ada (greedy) passes"."""
    if event.seat is None:
        return say(event.template, event.params, names)
    if not english():
        return active().event(event, names)
    if event.seat == HUMAN:
        return f"{YOU} {say(second_person(event.template), event.params, names)}"
    return f"{names[event.seat]} {say(event.template, event.params, names)}"
