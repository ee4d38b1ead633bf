"""Playing in the terminal: one person against bots.

The loop is the same for every game: show the table as the person's seat
sees it, let bots move until the person is asked something, read a command,
and say clearly why anything is refused.  What a game shows and which extra
commands it has (a hint, a check before a risky lay-down) live in its own
module here.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Sequence
from typing import Protocol

from rich.console import Console

from rummyhall.bots import Bot, make_bot
from rummyhall.cards import format_card, is_red
from rummyhall.engine import Action, Event, Game, IllegalAction, State, View
from rummyhall.record import Recorder

HUMAN = 0
QUIET_FOR_OTHERS = frozenset(("draw_stock", "draw", "discard"))
"""Event kinds that the action's own line already says, when they show no card."""


def card_markup(text: str) -> str:
    """A card's text in colour: red suits red, jokers magenta; the text stays readable without colour."""
    if text.startswith("*"):
        return f"[bold magenta]{text}[/]"
    from rummyhall.cards import parse_card

    return f"[bold red]{text}[/]" if is_red(parse_card(text)) else f"[bold]{text}[/]"


def cards_markup(cards: Sequence[str]) -> str:
    return " ".join(card_markup(c) for c in cards) or "[dim](none)[/]"


class GameScreen(Protocol):
    """What a game adds to the terminal loop."""

    def render(self, console: Console, view: View, names: Sequence[str]) -> None: ...

    def hint(self, state: State, seat: int) -> str: ...

    def confirm(self, state: State, seat: int, action: Action, ask: Callable[[str], bool]) -> bool: ...

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
        raise IllegalAction(f"terminal play for {game.name} is not available yet")
    module, _, cls = SCREENS[game.name].partition(":")
    screen: GameScreen = getattr(importlib.import_module(module), cls)()
    return screen


HELP = (
    "Type an action (for example: draw stock, discard 7h), or: "
    "[bold]legal[/] lists what you may do, [bold]hint[/] asks the solver, "
    "[bold]pass[/] lets an out-of-turn chance go, [bold]table[/] shows the table again, [bold]quit[/] leaves."
)


def play_in_terminal(
    game: Game,
    seed: int,
    name: str,
    bots: Sequence[str],
    console: Console | None = None,
    read: Callable[[str], str] = input,
) -> Recorder | None:
    """Play one game; the person sits at seat 0.  Returns the recorder, or None if they quit."""
    console = console or Console(highlight=False)
    screen = screen_for(game)
    players: list[Bot | None] = [None] + [make_bot(game.name, b, seed + i) for i, b in enumerate(bots, 1)]
    names = [name] + [f"{b}{i}" for i, b in enumerate(bots, 1)]
    recorder = Recorder(game, seed, names)
    state = recorder.state
    console.print(f"[bold]{game.name}[/] with {', '.join(names)} (seed {seed}). {HELP}")
    shown_for_turn: object = None
    passed = False  # the person let the current out-of-turn chance go

    def ask(question: str) -> bool:
        return read(f"{question} [y/N] ").strip().lower() in ("y", "yes")

    while not state.over:
        seat, action = _next_bot_move(state, players, passed)
        if seat is not None and action is not None:
            events = recorder.apply(seat, action)
            _tell(console, names, seat, str(action), events)
            passed = False
            continue
        marker = (state.view(HUMAN).get("phase"), len(recorder.record.moves))
        if marker != shown_for_turn:
            screen.render(console, state.view(HUMAN), names)
            shown_for_turn = marker
        try:
            command = read("> ").strip()
        except EOFError:
            console.print("[yellow]input ended; leaving the game[/]")
            return None
        if not command:
            continue
        word = command.lower()
        if word in ("quit", "exit", "q"):
            console.print("You left the game.")
            return None
        if word in ("help", "?"):
            console.print(HELP)
            continue
        if word == "table":
            screen.render(console, state.view(HUMAN), names)
            continue
        if word == "legal":
            console.print("You may: " + "; ".join(str(a) for a in state.legal(HUMAN)))
            continue
        if word == "hint":
            console.print(screen.hint(state, HUMAN))
            continue
        if word == "pass" and state.may_pass(HUMAN):
            passed = True
            continue
        try:
            own = screen.command(state, HUMAN, command)
            if isinstance(own, str):
                console.print(own)
                continue
            chosen = own if own is not None else game.parse_action(command)
            if not screen.confirm(state, HUMAN, chosen, ask):
                console.print("Not sent.")
                continue
            events = recorder.apply(HUMAN, chosen)
        except IllegalAction as error:
            console.print(f"[red]Refused:[/] {error.reason}")
            continue
        _tell(console, names, HUMAN, str(chosen), events)
    result = state.result
    assert result is not None
    console.print("[bold]Game over.[/] " + result.describe(names))
    for seat, score in enumerate(result.scores):
        mark = " (winner)" if seat in result.winners else ""
        console.print(f"  {names[seat]}: {score}{mark}")
    return recorder


def _next_bot_move(state: State, players: Sequence[Bot | None], passed: bool) -> tuple[int | None, Action | None]:
    """The next move a bot makes, or (None, None) when the person must answer first."""
    for seat in state.actors():
        player = players[seat]
        if player is None:
            if passed and state.may_pass(seat):
                continue
            return None, None
        may_pass = state.may_pass(seat)
        action = player.choose(state.view(seat), state.legal(seat), may_pass)
        if action is not None:
            return seat, action
    return None, None


def _tell(console: Console, names: Sequence[str], seat: int, action: str, events: Sequence[Event]) -> None:
    console.print(f"[cyan]{names[seat]}[/]: {action}")
    for event in events:
        seen = event.seen_by(HUMAN)
        if event.seat == seat and not seen.revealed and event.kind in QUIET_FOR_OTHERS:
            continue
        cards = [format_card(c) for c in seen.revealed]
        who = "" if event.seat is None else f"{names[event.seat]} "
        console.print(f"   {who}{event.describe(names)}" + (f": {cards_markup(cards)}" if cards else ""))
