"""How a Liverpool game looks in the terminal: its help, the table, the greedy
bot's advice in words and the check before a lay-down that would fail."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Sequence

from rich.console import Console
from rich.markup import escape
from rich.table import Table

from rummyhall.cards import JOKER, format_cards, liverpool_value, parse_cards
from rummyhall.engine import Action, State, View
from rummyhall.games.liverpool import (
    BUY,
    DRAW_DISCARD,
    DRAW_STOCK,
    HAND_SIZES,
    PASS,
    RUMMY,
    Cut,
    Discard,
    Down,
    LayOff,
    Swap,
)
from rummyhall.terminal import cards_markup, example_card, plural


def example_down(hand: Sequence[str]) -> str:
    """A lay-down written with the person's own cards (to show how one is typed,
    not whether it makes the contract): their largest groups of one rank.

    >>> example_down(["9c", "Kc", "5d", "Kh", "9s", "Ks", "*"])
    'down Kc Kh Ks | 9c 9s *'
    """
    cards = parse_cards(hand)
    if len(cards) < 6:
        return "down 7c 7d * | Qs Qh Qd"
    jokers = [c for c in cards if c >= JOKER]
    by_rank: dict[int, list[int]] = defaultdict(list)
    for c in cards:
        if c < JOKER:
            by_rank[c >> 2].append(c)
    groups = sorted(by_rank.values(), key=lambda group: (-len(group), -group[0]))[:2]
    melds = []
    for group in groups:
        meld = group[:3]
        while len(meld) < 3 and jokers:
            meld.append(jokers.pop())
        melds.append(format_cards(meld))
    return "down " + " | ".join(melds)


class LiverpoolScreen:
    """The terminal face of Liverpool."""

    def opening(self, view: View) -> str:
        hand = view.get("hand", [])
        card = example_card(hand)
        meld = f"m{view['table'][0]['id']}" if view["table"] else "m1"
        return (
            "[bold]Liverpool[/]: seven deals, each with a contract of books (three or more of a rank) and runs "
            "(four or more of a suit in order); the lowest total wins. Cards are written rank then suit "
            "(7h, Td, Qs, Ac) and [bold]*[/] is a joker.\n"
            "Your moves: [bold]draw stock[/] or [bold]draw discard[/]; [bold]buy[/] or [bold]pass[/] when a "
            f"discard is offered (May I?); [bold]{example_down(hand)}[/] lays down your contract, melds between |; "
            f"[bold]layoff {card} {meld}[/] adds a card to a meld on the table (add [bold]low[/] or [bold]high[/] "
            f"for a joker at a run's end); [bold]swap {card} {meld}[/] takes a joker for the card it stands for; "
            f"[bold]discard {card}[/] ends your turn; [bold]rummy[/] calls a discard that could have been laid "
            "off; [bold]cut N[/] when you cut the pack."
        )

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
            table.add_row(
                escape(names[seat]) + (f"  [dim]{', '.join(marks)}[/]" if marks else ""),
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
                console.print(f"  m{meld['id']} {escape(owner)} {meld['kind']}: {cards_markup(meld['cards'])}")
        top = view["discard_top"]
        pile = f"{cards_markup([top])} on top of {plural(view['discard_size'], 'card')}" if top else "empty"
        console.print(f"Stock: {plural(view['stock_size'], 'card')}.  Discard pile: {pile}")
        if "hand" in view:
            console.print(f"[bold]Your hand:[/] {cards_markup(view['hand'])}")
        self._prompt_line(console, view)

    def _prompt_line(self, console: Console, view: View) -> None:
        seat = view["seat"]
        phase = view["phase"]
        hand = view.get("hand", [])
        card = example_card(hand)
        if view["rummy_open"] and seat != view["turn"]:
            console.print(
                "[yellow]That discard could have been laid off: type [bold]rummy[/] to call it, or [bold]pass[/].[/]"
            )
        if phase == "cut" and seat in view["actors"]:
            exact = len(view["players"]) * HAND_SIZES[view["deal"]] + 1
            console.print(
                f"You cut: type [bold]cut N[/] (an exact cut of {exact} cards takes 50 points off this deal)."
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
                    f"Go down (for example [bold]{example_down(hand)}[/]), or [bold]discard {card}[/]. "
                    "[bold]hint[/] says what the greedy bot would do."
                )
            else:
                console.print(
                    f"Lay off the cards that fit a meld ([bold]legal[/] lists them), then discard "
                    f"(for example [bold]discard {card}[/])."
                )
            if view.get("jokers_owed"):
                console.print("[yellow]The joker you took must go back on the table this turn.[/]")

    def advice(self, action: Action | None, view: View) -> str:
        """The greedy bot's move in words, and what to type for it."""
        top = view["discard_top"]
        action_text = "pass" if action is None else str(action)
        match action:
            case None:
                words = "let this chance go"
            case Cut(count=count):
                words = f"cut {plural(count, 'card')}"
            case _ if action == DRAW_STOCK:
                words = "draw from the stock"
            case _ if action == DRAW_DISCARD:
                words = f"take the discard {top}"
            case _ if action == BUY:
                words = f"buy the discard {top}"
            case _ if action == PASS:
                words = "let the discard go"
            case _ if action == RUMMY:
                words = "call rummy on that discard"
            case Down(melds=melds):
                hand = parse_cards(view["hand"])
                for c in (c for meld in melds for c in meld):
                    hand.remove(c)
                left = sum(liverpool_value(c, view["wild_twos"]) for c in hand)
                words = f"go down, keeping {plural(len(hand), 'card')} worth {plural(left, 'point')}"
            case LayOff():
                words = f"lay {format_cards([action.card])} off on m{action.meld}"
            case Swap():
                words = f"exchange {format_cards([action.card])} for the joker in m{action.meld}"
            case Discard():
                words = f"discard {format_cards([action.card])}"
            case _:
                words = str(action)
        return f"The greedy bot would {escape(words)}: type [bold]{escape(action_text)}[/]."

    def question(self, state: State, seat: int, action: Action, words: Callable[[str], str]) -> str | None:
        """LIV-12: ask before a lay-down that would fail and cost a penalty."""
        checked = state.check(seat, action)
        if checked.fault is None or not checked.penalty:
            return None  # (a move that would be refused is sent, and refused with its reason)
        return (
            f"This lay-down fails ({escape(words(checked.fault))}) and costs {plural(checked.penalty, 'point')}. "
            "Lay it down anyway?"
        )

    def forced(self, view: View, legal: Sequence[Action], may_pass: bool) -> tuple[Action, str] | None:
        """Every Liverpool move is the person's own choice."""
        return None

    def command(self, state: State, seat: int, text: str) -> Action | str | None:
        """No commands beyond the game's actions."""
        return None
