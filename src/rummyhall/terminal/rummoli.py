"""How a Rummoli game looks in the terminal: its help, the board, the stacks,
the prompts, the greedy bot's advice in words, and the only legal card played
for the person (unless ``--no-auto-play``)."""

from __future__ import annotations

from collections.abc import Sequence

from rich.console import Console
from rich.markup import escape
from rich.table import Table

from rummyhall.cards import format_card, is_red, parse_card, parse_cards
from rummyhall.engine import Action, State, View
from rummyhall.games.rummoli import CLAIM, EXCHANGE, KEEP, PASS, PAY_CARDS, POT_NAMES, POTS, Bid, Play
from rummyhall.games.rummoli_betting import CALL, CHECK, FOLD, Bet, Raise
from rummyhall.i18n import N_, Word, _, active
from rummyhall.poker import describe
from rummyhall.terminal import Words, cards_markup

POT_COLUMNS = {"poker": N_("poker"), "rummoli": N_("rummoli")}
"""The pots the board names in words (the others by their cards: Ts, Kd-Ad, 7-8-9)."""

RUN_SHOWN = 16
"""How many of the last played cards the screen shows."""


def lowest_card(hand: Sequence[str], red: bool | None = None) -> str | None:
    """The person's lowest card (of one colour when ``red`` is given), as the run asks for it (RUM-9).

    >>> lowest_card(["9c", "2h", "Kd"], red=True)
    '2h'
    """
    cards = [c for c in parse_cards(hand) if red is None or is_red(c) == red]
    return format_card(min(cards, key=lambda c: (c >> 2, c & 3))) if cards else None


class RummoliScreen:
    """The terminal face of Rummoli."""

    def opening(self, view: View) -> str:
        hand = view.get("hand", [])
        card = lowest_card(hand) or "7h"
        chips = view["players"][view["seat"]]["chips"] if view["seat"] is not None else 0
        bid = max(1, min(3, chips))
        return _(
            "[bold]Rummoli[/]: nine pots on the board, each round a widow auction, a poker hand for the poker "
            "pot, then the run of cards: the poker winner leads their lowest card and whoever holds the next "
            "card of the suit plays it; the pay cards win their pots, and the first out wins the Rummoli pot. "
            "The most chips at the end wins. Cards are written rank then suit (7h, Td, Qs, Ac).\n"
            "Your moves: as the dealer [bold]keep[/] your hand or [bold]exchange[/] it for the widow; "
            "[bold]bid {bid}[/] or [bold]pass[/] in the auction; [bold]check[/], [bold]bet 2[/], [bold]call[/], "
            "[bold]raise 2[/] or [bold]fold[/] at the poker; [bold]play {card}[/] in the run; [bold]claim[/] a "
            "pot you won when claims are strict. When a card is your only legal play it is played for you "
            "(unless you started with --no-auto-play).",
            bid=bid,
            card=card,
        )

    def render(self, console: Console, view: View, names: Sequence[str]) -> None:
        if view["final"]:
            pot = view["contested"]
            if pot == "poker":
                console.rule(_("Final poker for the whole board"))
            else:
                console.rule(_("Final poker for the {pot} pot", pot=Word(POT_NAMES[pot])))
        else:
            rounds = view["rounds"]
            if rounds:
                console.rule(_("Round {round} of {rounds}", round=view["round"], rounds=rounds))
            else:
                console.rule(_("Round {round}", round=view["round"]))
        board = Table(show_header=True, header_style="bold", box=None, pad_edge=False, title=_("The board"))
        for pot in POTS:
            board.add_column(_(POT_COLUMNS.get(pot, pot)), justify="right")
        board.add_row(*(active().number(view["pots"][pot]) for pot in POTS))
        console.print(board)
        console.print(self._players_table(view, names))
        widow = view["widow"]
        cards = widow["cards"]
        if widow["status"] == "widow":
            if view["phase"] == "auction":
                console.print(_("Widow: {cards:card} face down, being auctioned.", cards=cards))
            else:
                console.print(_("Widow: {cards:card} face down, the dealer decides.", cards=cards))
        elif widow["taken_by"] is not None:
            console.print(
                _(
                    "Widow: taken by {name}; the hand given up is dead ({cards:card}, out of play).",
                    name=escape(names[widow["taken_by"]]),
                    cards=cards,
                )
            )
        else:
            console.print(_("Dead hand: {cards:card}, out of play.", cards=cards))
        if view["run"]:
            shown = view["run"][-RUN_SHOWN:]
            more = len(view["run"]) - len(shown)
            played = " ".join(f"{cards_markup([c])}[dim]({escape(names[s].split(' (')[0])})[/]" for s, c in shown)
            earlier = _("... {more} earlier, ", more=more) if more else ""
            console.print(_("Played ({count}): {cards}", count=len(view["run"]), cards=earlier + played))
        if "hand" in view:
            hand = view["hand"]
            poker = ""
            if len(hand) >= 5:
                best = describe(parse_cards(hand))
                poker = _(
                    "   poker: {category} ({cards})", category=_(best["category"]), cards=cards_markup(best["best"])
                )
            console.print(_("[bold]Your hand:[/] {cards}", cards=cards_markup(hand)) + poker)
        self._prompt(console, view, names)

    def _players_table(self, view: View, names: Sequence[str]) -> Table:
        table = Table(show_header=True, header_style="bold", box=None, pad_edge=False)
        for column in (N_("player"), N_("chips"), N_("cards"), N_("bet"), N_("shown at the showdown")):
            table.add_column(_(column))
        for p in view["players"]:
            seat = p["seat"]
            marks = []
            if not p["in_game"]:
                marks.append(_("out"))
            if seat == view["dealer"] and p["in_game"]:
                marks.append(_("dealer"))
            if seat in view["actors"]:
                marks.append(_("to act"))
            if p["folded"]:
                marks.append(_("folded"))
            elif view["betting"] is not None and p["in_game"] and p["chips"] == 0:
                marks.append(_("all in"))
            table.add_row(
                escape(names[seat]) + (f"  [dim]{', '.join(marks)}[/]" if marks else ""),
                active().number(p["chips"]),
                str(p["cards"]),
                str(p["bet"] or ""),
                cards_markup(p["shown"]) if p["shown"] else "",
            )
        return table

    def _prompt(self, console: Console, view: View, names: Sequence[str]) -> None:
        seat = view["seat"]
        if seat not in view["actors"]:
            return
        phase = view["phase"]
        pay = [c for c in view.get("hand", []) if parse_card(c) in PAY_CARDS]
        if phase == "widow" and pay:
            console.print(
                _("You deal, and hold a pay card ({cards}): you must [bold]keep[/] your hand.", cards=cards_markup(pay))
            )
        elif phase == "widow":
            console.print(_("You deal: [bold]exchange[/] your hand for the widow, unseen, or [bold]keep[/] it."))
        elif phase == "auction":
            auction = view["auction"]
            high = auction["high_bid"]
            chips = view["players"][seat]["chips"]
            if pay:
                moves = _("You hold a pay card ({cards}), so you may only [bold]pass[/].", cards=cards_markup(pay))
            else:
                moves = _(
                    "[bold]bid {bid}[/] (more than {high}, at most your {chips:chip}) or [bold]pass[/].",
                    bid=min(high + 1, max(chips, 1)),
                    high=high,
                    chips=chips,
                )
            if auction["high_bidder"] is not None:
                head = _(
                    "[yellow]The widow is auctioned. Highest bid: {high} by {name}.[/]",
                    high=high,
                    name=escape(names[auction["high_bidder"]]),
                )
            else:
                head = _("[yellow]The widow is auctioned. Highest bid: {high}.[/]", high=high)
            console.print(f"{head} {moves}")
        elif phase == "betting":
            betting = view["betting"]
            to_call = betting["to_call"]
            moves = (
                _("[bold]check[/] or [bold]bet 1[/]")
                if to_call == 0
                else _("[bold]call[/] ({to_call}), [bold]raise 1[/] or [bold]fold[/]", to_call=to_call)
                if betting["raises"] < betting["max_raises"]
                else _("[bold]call[/] ({to_call}) or [bold]fold[/]", to_call=to_call)
            )
            console.print(
                _(
                    "Poker: the pot holds {chips:chip}; {to_call} to call. {moves} "
                    "(bets and raises 1-{limit}, {raises} of {max_raises} raises made).",
                    chips=betting["pot"],
                    to_call=to_call,
                    moves=moves,
                    limit=betting["limit"],
                    raises=betting["raises"],
                    max_raises=betting["max_raises"],
                )
            )
        elif phase == "claim" or (view["claim"] is not None and view["claim"]["seat"] == seat):
            pot = view["claim"]["pot"]
            console.print(
                _(
                    "[yellow]You won the {pot} pot: type [bold]claim[/] before the next card, "
                    "or it stays on the board.[/]",
                    pot=Word(POT_NAMES[pot]),
                )
            )
        if phase == "rummoli" and view["turn"] == seat:
            need = view["need"]
            if need["kind"] == "next":
                console.print(_("You hold the next card: [bold]play {card}[/].", card=need["card"]))
            elif need["kind"] == "colour":
                card = lowest_card(view.get("hand", []), need["colour"] == "red")
                if need["colour"] == "red":
                    console.print(_("Play your lowest red card: [bold]play {card}[/].", card=card))
                else:
                    console.print(_("Play your lowest black card: [bold]play {card}[/].", card=card))
            else:
                card = lowest_card(view.get("hand", []))
                console.print(_("You lead the Rummoli phase: play your lowest card ([bold]play {card}[/]).", card=card))

    def advice(self, action: Action | None, view: View) -> str:
        """The greedy bot's move in words, and what to type for it."""
        match action:
            case None:
                return _("The greedy bot would let this go: type [bold]pass[/].")
            case Bid(amount=amount):
                words = _("The greedy bot would bid {chips:chip} for the widow", chips=amount)
            case Bet(amount=amount):
                words = _("The greedy bot would bet {chips:chip}", chips=amount)
            case Raise(amount=amount):
                words = _("The greedy bot would raise by {chips:chip}", chips=amount)
            case Play(card=card):
                words = _("The greedy bot would play {card}", card=format_card(card))
            case _:
                said = {
                    KEEP: N_("The greedy bot would keep your hand"),
                    EXCHANGE: N_("The greedy bot would exchange your hand for the widow, unseen"),
                    PASS: N_("The greedy bot would pass"),
                    CLAIM: N_("The greedy bot would claim the pot"),
                    CHECK: N_("The greedy bot would check"),
                    CALL: N_("The greedy bot would call"),
                    FOLD: N_("The greedy bot would fold"),
                }.get(action)
                words = _(said) if said else _("The greedy bot would {move}", move=str(action))
        return _("{advice}: type [bold]{move}[/].", advice=escape(words), move=escape(str(action)))

    def question(self, state: State, seat: int, action: Action, words: Words) -> str | None:
        """Ask before bidding more than half of your chips for the unseen widow."""
        if isinstance(action, Bid):
            chips = state.view(seat)["players"][seat]["chips"]
            if 0 < chips < 2 * action.amount <= 2 * chips:
                return _(
                    "Bid {amount} of your {chips:chip} for a hand you have not seen?",
                    amount=action.amount,
                    chips=chips,
                )
        return None

    def forced(self, view: View, legal: Sequence[Action], may_pass: bool) -> tuple[Action, str] | None:
        """RUM-9: the only card the person may play, played for them (as the page does)."""
        if len(legal) != 1 or may_pass or not isinstance(legal[0], Play):
            return None
        need = view["need"]
        card = format_card(legal[0].card)
        if need["kind"] == "next":
            said = N_("Playing {card} for you (you hold the next card: your only legal card).")
        elif need["kind"] == "colour" and need["colour"] == "red":
            said = N_("Playing {card} for you (your lowest red card: your only legal card).")
        elif need["kind"] == "colour":
            said = N_("Playing {card} for you (your lowest black card: your only legal card).")
        else:
            said = N_("Playing {card} for you (your lowest card, to lead: your only legal card).")
        return legal[0], _(said, card=card)

    def command(self, state: State, seat: int, text: str) -> Action | str | None:
        """No commands beyond the game's actions."""
        return None
