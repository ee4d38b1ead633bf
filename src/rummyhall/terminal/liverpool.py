"""How a Liverpool game looks in the terminal, its hint and its check before going down."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from rich.console import Console
from rich.table import Table

from rummyhall.cards import format_cards
from rummyhall.engine import Action, State, View
from rummyhall.games.liverpool import LiverpoolState
from rummyhall.terminal import cards_markup


class LiverpoolScreen:
    """The terminal face of Liverpool."""

    def render(self, console: Console, view: View, names: Sequence[str]) -> None:
        console.rule(f"Deal {view['deal']} of 7 - contract: {view['contract']}")
        table = Table(show_header=True, header_style="bold", box=None, pad_edge=False)
        for column in ("player", "cards", "down", "score", "deal +/-", "buys"):
            table.add_column(column)
        for p in view["players"]:
            seat = p["seat"]
            marks = []
            if seat == view["dealer"]:
                marks.append("dealer")
            if seat == view["turn"]:
                marks.append("to play")
            if p["one_card"]:
                marks.append("ONE CARD")
            if p["floating"]:
                marks.append("floating")
            who = names[seat] + (f" ({', '.join(marks)})" if marks else "")
            table.add_row(
                who,
                str(p["cards"]),
                "yes" if p["down"] else "",
                str(p["total"]),
                str(p["deal_adjust"] or ""),
                str(p["buys"] or ""),
            )
        console.print(table)
        if view["table"]:
            console.print("[bold]On the table:[/]")
            for meld in view["table"]:
                owner = "your" if meld["owner"] == view["seat"] else f"{names[meld['owner']]}'s"
                console.print(f"  m{meld['id']} {owner} {meld['kind']}: {cards_markup(meld['cards'])}")
        top = view["discard_top"]
        console.print(
            f"Stock: {view['stock_size']} cards.  Discard pile: "
            f"{cards_markup([top]) if top else '(empty)'} ({view['discard_size']} cards)"
        )
        console.print(f"[bold]Your hand:[/] {cards_markup(view['hand'])}")
        self._prompt_line(console, view, names)

    def _prompt_line(self, console: Console, view: View, names: Sequence[str]) -> None:
        seat = view["seat"]
        phase = view["phase"]
        if view["rummy_open"] and seat != view["turn"]:
            console.print(
                "[yellow]That discard could have been laid off: type [bold]rummy[/] to call it, or [bold]pass[/].[/]"
            )
        if phase == "cut" and seat in view["actors"]:
            console.print(
                f"You cut: type [bold]cut N[/] (an exact cut of {len(view['players'])} x hand + 1 cards earns -50)."
            )
        elif phase == "draw" and seat == view["turn"]:
            console.print("Your turn: [bold]draw stock[/] or [bold]draw discard[/].")
        elif phase == "buy" and seat in view["actors"]:
            console.print(
                f"[yellow]May I? The discard {view['discard_top']} is for sale (price: one stock card): "
                "[bold]buy[/] or [bold]pass[/].[/]"
            )
        elif phase == "play" and seat == view["turn"]:
            if not view["players"][seat]["down"]:
                console.print(
                    "Go down ([bold]down 7c 7d * | Qs Qh Qd[/]), or [bold]discard X[/]. "
                    "[bold]hint[/] shows the best lay-down."
                )
            else:
                console.print("Lay off ([bold]layoff 8h m2[/], [bold]layoff * m2 high[/]) or [bold]discard X[/].")
            if view.get("jokers_owed"):
                console.print("[yellow]The joker you took must go back on the table this turn.[/]")

    def hint(self, state: State, seat: int) -> str:
        from rummyhall.solve.liverpool import solve

        assert isinstance(state, LiverpoolState)
        hand = state.hands[seat]
        found = solve(hand, state.deal, state.wild_twos)
        if found is None:
            return f"The solver finds no way to lay down {state.view(seat)['contract']} with this hand yet."
        melds = " | ".join(format_cards(m) for m in found.melds)
        return f"You can go down: [bold]down {melds}[/] (leaves {found.left_points} points in hand)."

    def confirm(self, state: State, seat: int, action: Action, ask: Callable[[str], bool]) -> bool:
        """LIV-12: warn before a lay-down that would fail and cost a penalty."""
        checked = state.check(seat, action)
        if checked.fault is None or not checked.penalty:
            return True  # (a move that would be refused is sent, and refused with its reason)
        return ask(f"This lay-down fails ({checked.fault}) and costs {checked.penalty} points. Lay it down anyway?")

    def command(self, state: State, seat: int, text: str) -> Action | str | None:
        """No commands beyond the game's actions."""
        return None
