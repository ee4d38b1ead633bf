"""How a Liverpool game looks in the terminal: its help, the table, the greedy
bot's advice in words and the check before a lay-down that would fail."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence

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
from rummyhall.i18n import N_, Word, _, active
from rummyhall.terminal import Words, cards_markup, example_card


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


CONTRACTS = {
    1: N_("2 books"),
    2: N_("1 book + 1 run"),
    3: N_("2 runs"),
    4: N_("3 books"),
    5: N_("2 books + 1 run"),
    6: N_("1 book + 2 runs"),
    7: N_("3 runs"),
}
"""Each deal's contract in words (LIV-7), as ``games.liverpool.contract_text`` says it."""


OWN_MELD = {"book": N_("m{id} your book: {cards}"), "run": N_("m{id} your run: {cards}")}
OTHERS_MELD = {"book": N_("m{id} {owner}'s book: {cards}"), "run": N_("m{id} {owner}'s run: {cards}")}


class LiverpoolScreen:
    """The terminal face of Liverpool."""

    def opening(self, view: View) -> str:
        hand = view.get("hand", [])
        card = example_card(hand)
        meld = f"m{view['table'][0]['id']}" if view["table"] else "m1"
        return _(
            "[bold]Liverpool[/]: seven deals, each with a contract of books (three or more of a rank) and runs "
            "(four or more of a suit in order); the lowest total wins. Cards are written rank then suit "
            "(7h, Td, Qs, Ac) and [bold]*[/] is a joker.\n"
            "Your moves: [bold]draw stock[/] or [bold]draw discard[/]; [bold]buy[/] or [bold]pass[/] when a "
            "discard is offered (May I?); [bold]{down}[/] lays down your contract, melds between |; "
            "[bold]layoff {card} {meld}[/] adds a card to a meld on the table (add [bold]low[/] or [bold]high[/] "
            "for a joker at a run's end); [bold]swap {card} {meld}[/] takes a joker for the card it stands for; "
            "[bold]discard {card}[/] ends your turn; [bold]rummy[/] calls a discard that could have been laid "
            "off; [bold]cut N[/] when you cut the pack.",
            down=example_down(hand),
            card=card,
            meld=meld,
        )

    def render(self, console: Console, view: View, names: Sequence[str]) -> None:
        contract = Word(CONTRACTS.get(view["deal"]) or str(view["contract"]))
        console.rule(_("Deal {deal} of 7 - contract: {contract}", deal=view["deal"], contract=contract))
        table = Table(show_header=True, header_style="bold", box=None, pad_edge=False)
        for column in (N_("player"), N_("cards"), N_("down"), N_("score"), N_("deal +/-"), N_("buys")):
            table.add_column(_(column))
        for p in view["players"]:
            seat = p["seat"]
            marks = []
            if seat == view["dealer"]:
                marks.append(_("dealer"))
            if seat == view["turn"]:
                marks.append(_("to play"))
            if p["one_card"]:
                marks.append(_("ONE CARD"))
            if p["floating"]:
                marks.append(_("floating"))
            table.add_row(
                escape(names[seat]) + (f"  [dim]{', '.join(marks)}[/]" if marks else ""),
                str(p["cards"]),
                _("yes") if p["down"] else "",
                active().number(p["total"]),
                active().number(p["deal_adjust"]) if p["deal_adjust"] else "",
                str(p["buys"] or ""),
            )
        console.print(table)
        if view["table"]:
            console.print(_("[bold]On the table:[/]"))
            for meld in view["table"]:
                cards = cards_markup(meld["cards"])
                if meld["owner"] == view["seat"]:
                    line = _(OWN_MELD[meld["kind"]], id=meld["id"], cards=cards)
                else:
                    owner = escape(names[meld["owner"]])
                    line = _(OTHERS_MELD[meld["kind"]], id=meld["id"], owner=owner, cards=cards)
                console.print(f"  {line}")
        top = view["discard_top"]
        if top:
            pile = _("{top} on top of {cards:card}", top=cards_markup([top]), cards=view["discard_size"])
        else:
            pile = _("empty")
        console.print(_("Stock: {cards:card}.  Discard pile: {pile}", cards=view["stock_size"], pile=pile))
        if "hand" in view:
            console.print(_("[bold]Your hand:[/] {cards}", cards=cards_markup(view["hand"])))
        self._prompt_line(console, view)

    def _prompt_line(self, console: Console, view: View) -> None:
        seat = view["seat"]
        phase = view["phase"]
        hand = view.get("hand", [])
        card = example_card(hand)
        if view["rummy_open"] and seat != view["turn"]:
            console.print(
                _("[yellow]That discard could have been laid off: type [bold]rummy[/] to call it, or [bold]pass[/].[/]")
            )
        if phase == "cut" and seat in view["actors"]:
            exact = len(view["players"]) * HAND_SIZES[view["deal"]] + 1
            console.print(
                _(
                    "You cut: type [bold]cut N[/] (an exact cut of {exact} cards takes 50 points off this deal).",
                    exact=exact,
                )
            )
        elif phase == "draw" and seat == view["turn"]:
            console.print(_("Your turn: [bold]draw stock[/] or [bold]draw discard[/]."))
        elif phase == "buy" and seat in view["actors"]:
            console.print(
                _(
                    "[yellow]May I? The discard {card} is for sale (price: one stock card): "
                    "[bold]buy[/] or [bold]pass[/].[/]",
                    card=view["discard_top"],
                )
            )
        elif phase == "play" and seat == view["turn"]:
            if not view["players"][seat]["down"]:
                console.print(
                    _(
                        "Go down (for example [bold]{down}[/]), or [bold]discard {card}[/]. "
                        "[bold]hint[/] says what the greedy bot would do.",
                        down=example_down(hand),
                        card=card,
                    )
                )
            else:
                console.print(
                    _(
                        "Lay off the cards that fit a meld ([bold]legal[/] lists them), then discard "
                        "(for example [bold]discard {card}[/]).",
                        card=card,
                    )
                )
            if view.get("jokers_owed"):
                console.print(_("[yellow]The joker you took must go back on the table this turn.[/]"))

    def advice(self, action: Action | None, view: View) -> str:
        """The greedy bot's move in words, and what to type for it."""
        top = view["discard_top"]
        action_text = "pass" if action is None else str(action)
        match action:
            case None:
                words = _("The greedy bot would let this chance go")
            case Cut(count=count):
                words = _("The greedy bot would cut {cards:card}", cards=count)
            case _ if action == DRAW_STOCK:
                words = _("The greedy bot would draw from the stock")
            case _ if action == DRAW_DISCARD:
                words = _("The greedy bot would take the discard {card}", card=top)
            case _ if action == BUY:
                words = _("The greedy bot would buy the discard {card}", card=top)
            case _ if action == PASS:
                words = _("The greedy bot would let the discard go")
            case _ if action == RUMMY:
                words = _("The greedy bot would call rummy on that discard")
            case Down(melds=melds):
                hand = parse_cards(view["hand"])
                for c in (c for meld in melds for c in meld):
                    hand.remove(c)
                left = sum(liverpool_value(c, view["wild_twos"]) for c in hand)
                words = _(
                    "The greedy bot would go down, keeping {cards:card} worth {points:point}",
                    cards=len(hand),
                    points=left,
                )
            case LayOff():
                words = _(
                    "The greedy bot would lay {card} off on m{meld}", card=format_cards([action.card]), meld=action.meld
                )
            case Swap():
                words = _(
                    "The greedy bot would exchange {card} for the joker in m{meld}",
                    card=format_cards([action.card]),
                    meld=action.meld,
                )
            case Discard():
                words = _("The greedy bot would discard {card}", card=format_cards([action.card]))
            case _:
                words = _("The greedy bot would {move}", move=str(action))
        return _("{advice}: type [bold]{move}[/].", advice=escape(words), move=escape(action_text))

    def question(self, state: State, seat: int, action: Action, words: Words) -> str | None:
        """LIV-12: ask before a lay-down that would fail and cost a penalty."""
        checked = state.check(seat, action)
        if checked.fault is None or not checked.penalty:
            return None  # (a move that would be refused is sent, and refused with its reason)
        fault = words(checked.template or checked.fault, checked.params)
        return _(
            "This lay-down fails ({fault}) and costs {points:point}. Lay it down anyway?",
            fault=escape(fault),
            points=checked.penalty,
        )

    def forced(self, view: View, legal: Sequence[Action], may_pass: bool) -> tuple[Action, str] | None:
        """Every Liverpool move is the person's own choice."""
        return None

    def command(self, state: State, seat: int, text: str) -> Action | str | None:
        """No commands beyond the game's actions."""
        return None
