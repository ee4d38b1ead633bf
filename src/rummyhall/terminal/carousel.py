"""How a Carousel game looks in the terminal, its hint and its check before a meld.

A meld is typed as the whole new table (``meld 5h 6h 7h 8h | Qc Qd Qs``), so
the screen prints the current table as a ready ``meld`` line to copy and edit.
``hint`` asks the exact solver for the best placement and prints it as such a
line; ``confirm`` checks a meld first and says why the engine would refuse it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from rich.console import Console
from rich.markup import escape
from rich.table import Table

from rummyhall.cards import CardError, format_card, format_cards, parse_card, parse_cards
from rummyhall.engine import Action, IllegalAction, State, View
from rummyhall.games.carousel import KNOCK_LIMIT, CarouselState, Meld, arranged
from rummyhall.terminal import cards_markup
from rummyhall.terminal.carousel_draft import DRAFT_HELP, Draft


def table_line(table: Sequence[Sequence[str]]) -> str:
    """The table as the text of a meld action (what a player edits to meld).

    >>> table_line([["5h", "6h", "7h"], ["Qc", "Qd", "Qs"]])
    'meld 5h 6h 7h | Qc Qd Qs'
    """
    return "meld " + " | ".join(" ".join(meld) for meld in table)


class CarouselScreen:
    """The terminal face of Carousel."""

    def render(self, console: Console, view: View, names: Sequence[str]) -> None:
        console.rule(f"Carousel - round {view['round']} - first to {view['target']} points")
        self._last_round(console, view, names)
        players = Table(show_header=True, header_style="bold", box=None, pad_edge=False)
        for column in ("player", "cards", "score", "rounds won"):
            players.add_column(column)
        for p in view["players"]:
            seat = p["seat"]
            marks = [m for m, on in (("dealer", seat == view["dealer"]), ("to play", seat == view["turn"])) if on]
            who = names[seat] + (f" ({', '.join(marks)})" if marks else "")
            players.add_row(who, str(p["cards"]), str(p["total"]), str(p["rounds_won"] or ""))
        console.print(players)
        if view["table"]:
            console.print("[bold]On the table:[/]")
            for number, meld in enumerate(view["table"], 1):
                console.print(f"  {number:>2}. {cards_markup(meld)}")
        else:
            console.print("The table is empty.")
        console.print(f"Draw pile: {view['draw_pile']} cards.")
        if "hand" in view:
            console.print(f"[bold]Your hand[/] ({view['hand_value']} points): {cards_markup(view['hand'])}")
        self._prompt_line(console, view)

    def _last_round(self, console: Console, view: View, names: Sequence[str]) -> None:
        last = view["last_round"]
        if not last or last["round"] != view["round"] - 1 or view["table"]:
            return  # the last round's summary shows until someone melds in the new one
        winners = ", ".join(names[w] for w in last["winners"])
        console.print(f"[bold]Round {last['round']}[/]: {escape(last['why'])}; won by {winners}.")
        for seat, (hand, value, points) in enumerate(zip(last["hands"], last["values"], last["points"], strict=True)):
            console.print(f"  {names[seat]}: {value} in hand ({cards_markup(hand)}), +{points}")

    def _prompt_line(self, console: Console, view: View) -> None:
        seat, phase = view["seat"], view["phase"]
        if seat != view["turn"] or view["over"]:
            return
        knock = view.get("hand_value", 99) <= KNOCK_LIMIT
        if phase == "draw":
            console.print("Your turn: [bold]draw[/].")
            return
        if phase == "knock":
            console.print("Three cards drawn: [bold]knock[/] to end the round, or [bold]pass[/].")
            return
        if phase == "last":
            console.print("[yellow]The draw pile is empty: this is your last turn.[/] Meld, or [bold]pass[/].")
        else:
            more = "[bold]draw[/] again" if view["draw_pile"] else "[bold]pass[/] (the draw pile is empty)"
            console.print(f"Draw {view['draws']} of 3. Meld, {more}" + (", or [bold]knock[/]." if knock else "."))
        console.print(
            "To meld, type the whole new table, or edit it step by step ([bold]put 8h 1[/], "
            "[bold]move 7h 1 new[/], [bold]undo[/], [bold]draft[/], [bold]send[/]); "
            "[bold]hint[/] shows the best placement. The table now:"
        )
        console.print("  " + escape(table_line(view["table"]) if view["table"] else "meld (your melds here)"))

    def hint(self, state: State, seat: int) -> str:
        from rummyhall.solve.carousel import solve

        assert isinstance(state, CarouselState)
        if state.turn != seat or state.phase not in ("meld", "last"):
            return "Nothing to meld now: " + ("draw first." if state.phase == "draw" else "wait for your turn.")
        hand = state.hands[seat]
        best = solve(state.table, hand, state.game.options["initial_meld_from_hand"] and not state.melded[seat])
        if not best.points:
            return "The solver finds no way to place any card of your hand on the table."
        action = Meld(tuple(arranged(m) for m in best.melds))
        return (
            f"Best placement: {format_cards(best.placed)} ({best.points} points). Type:\n[bold]{escape(str(action))}[/]"
        )

    def confirm(self, state: State, seat: int, action: Action, ask: Callable[[str], bool]) -> bool:
        """Before a meld the engine would refuse, say why (the state does not change either way)."""
        fault = state.check(seat, action).fault
        if fault is None:
            return True
        return ask(f"This meld will be refused: {escape(fault)}. Send it anyway?")

    draft: Draft | None = None

    def command(self, state: State, seat: int, text: str) -> Action | str | None:
        """The table editor: put, move, declare, undo, reset, draft, send (see DRAFT_HELP)."""
        words = text.split()
        verb = words[0].lower() if words else ""
        if verb not in ("put", "move", "declare", "undo", "reset", "draft", "send", "edit"):
            return None
        if not isinstance(state, CarouselState) or state.turn != seat or state.phase not in ("meld", "last"):
            return "You can edit the table only when it is your turn to meld."
        if self.draft is None or not self.draft.based_on(state.table, state.hands[seat]):
            self.draft = Draft(state.table, state.hands[seat])
        draft = self.draft
        try:
            if verb == "put" and len(words) >= 3:
                draft.put(parse_cards(words[1:-1]), words[-1])
            elif verb == "move" and len(words) == 4:
                draft.move(parse_card(words[1]), words[2], words[3])
            elif verb == "declare" and len(words) == 3:
                draft.declare(parse_card(words[1]), parse_card(words[2]))
            elif verb == "undo":
                draft.undo()
            elif verb == "reset":
                draft.reset()
            elif verb == "send":
                return Meld(tuple(tuple(m) for m in draft.melds))
            elif verb not in ("draft", "edit"):
                return DRAFT_HELP
        except (IllegalAction, CardError) as error:
            return f"[red]Not done:[/] {escape(str(error))}"
        left = draft.left_in_hand()
        hand = " ".join(format_card(c) for c in sorted(left.elements())) or "nothing"
        return "\n".join(
            [
                "Your draft of the table:",
                *("  " + escape(line) for line in draft.lines()),
                f"Still in hand: {hand}.  ({DRAFT_HELP})",
            ]
        )
