"""How a Rummoli game looks in the terminal: its help, the board, the stacks,
the prompts, the greedy bot's advice in words, and the only legal card played
for the person (unless ``--no-auto-play``)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from rich.console import Console
from rich.markup import escape
from rich.table import Table

from rummyhall.cards import format_card, is_red, parse_card, parse_cards
from rummyhall.engine import Action, State, View
from rummyhall.games.rummoli import CLAIM, EXCHANGE, KEEP, PASS, PAY_CARDS, POTS, Bid, Play
from rummyhall.games.rummoli_betting import CALL, CHECK, FOLD, Bet, Raise
from rummyhall.poker import describe
from rummyhall.terminal import cards_markup, plural

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
        return (
            "[bold]Rummoli[/]: nine pots on the board, each round a widow auction, a poker hand for the poker "
            "pot, then the run of cards: the poker winner leads their lowest card and whoever holds the next "
            "card of the suit plays it; the pay cards win their pots, and the first out wins the Rummoli pot. "
            "The most chips at the end wins. Cards are written rank then suit (7h, Td, Qs, Ac).\n"
            "Your moves: as the dealer [bold]keep[/] your hand or [bold]exchange[/] it for the widow; "
            f"[bold]bid {bid}[/] or [bold]pass[/] in the auction; [bold]check[/], [bold]bet 2[/], [bold]call[/], "
            f"[bold]raise 2[/] or [bold]fold[/] at the poker; [bold]play {card}[/] in the run; [bold]claim[/] a "
            "pot you won when claims are strict. When a card is your only legal play it is played for you "
            "(unless you started with --no-auto-play)."
        )

    def render(self, console: Console, view: View, names: Sequence[str]) -> None:
        if view["final"]:
            pot = view["contested"]
            console.rule(f"Final poker for {'the whole board' if pot == 'poker' else f'the {pot} pot'}")
        else:
            rounds = view["rounds"]
            console.rule(f"Round {view['round']}" + (f" of {rounds}" if rounds else ""))
        board = Table(show_header=True, header_style="bold", box=None, pad_edge=False, title="The board")
        for pot in POTS:
            board.add_column(pot, justify="right")
        board.add_row(*(str(view["pots"][pot]) for pot in POTS))
        console.print(board)
        console.print(self._players_table(view, names))
        widow = view["widow"]
        if widow["status"] == "widow":
            state = "being auctioned" if view["phase"] == "auction" else "the dealer decides"
            console.print(f"Widow: {plural(widow['cards'], 'card')} face down, {state}.")
        elif widow["taken_by"] is not None:
            console.print(
                f"Widow: taken by {escape(names[widow['taken_by']])}; the hand given up is dead "
                f"({plural(widow['cards'], 'card')}, out of play)."
            )
        else:
            console.print(f"Dead hand: {plural(widow['cards'], 'card')}, out of play.")
        if view["run"]:
            shown = view["run"][-RUN_SHOWN:]
            more = len(view["run"]) - len(shown)
            played = " ".join(f"{cards_markup([c])}[dim]({escape(names[s].split(' (')[0])})[/]" for s, c in shown)
            console.print(f"Played ({len(view['run'])}): " + (f"... {more} earlier, " if more else "") + played)
        if "hand" in view:
            hand = view["hand"]
            poker = ""
            if len(hand) >= 5:
                best = describe(parse_cards(hand))
                poker = f"   poker: {best['category']} ({cards_markup(best['best'])})"
            console.print(f"[bold]Your hand:[/] {cards_markup(hand)}{poker}")
        self._prompt(console, view, names)

    def _players_table(self, view: View, names: Sequence[str]) -> Table:
        table = Table(show_header=True, header_style="bold", box=None, pad_edge=False)
        for column in ("player", "chips", "cards", "bet", "shown at the showdown"):
            table.add_column(column)
        for p in view["players"]:
            seat = p["seat"]
            marks = []
            if not p["in_game"]:
                marks.append("out")
            if seat == view["dealer"] and p["in_game"]:
                marks.append("dealer")
            if seat in view["actors"]:
                marks.append("to act")
            if p["folded"]:
                marks.append("folded")
            elif view["betting"] is not None and p["in_game"] and p["chips"] == 0:
                marks.append("all in")
            table.add_row(
                escape(names[seat]) + (f"  [dim]{', '.join(marks)}[/]" if marks else ""),
                str(p["chips"]),
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
            console.print(f"You deal, and hold a pay card ({cards_markup(pay)}): you must [bold]keep[/] your hand.")
        elif phase == "widow":
            console.print("You deal: [bold]exchange[/] your hand for the widow, unseen, or [bold]keep[/] it.")
        elif phase == "auction":
            auction = view["auction"]
            high = auction["high_bid"]
            by = f" by {escape(names[auction['high_bidder']])}" if auction["high_bidder"] is not None else ""
            chips = view["players"][seat]["chips"]
            if pay:
                moves = f"You hold a pay card ({cards_markup(pay)}), so you may only [bold]pass[/]."
            else:
                moves = (
                    f"[bold]bid {min(high + 1, max(chips, 1))}[/] (more than {high}, at most your "
                    f"{plural(chips, 'chip')}) or [bold]pass[/]."
                )
            console.print(f"[yellow]The widow is auctioned. Highest bid: {high}{by}.[/] {moves}")
        elif phase == "betting":
            betting = view["betting"]
            to_call = betting["to_call"]
            moves = (
                "[bold]check[/] or [bold]bet 1[/]"
                if to_call == 0
                else f"[bold]call[/] ({to_call}), [bold]raise 1[/] or [bold]fold[/]"
                if betting["raises"] < betting["max_raises"]
                else f"[bold]call[/] ({to_call}) or [bold]fold[/]"
            )
            console.print(
                f"Poker: the pot holds {plural(betting['pot'], 'chip')}; {to_call} to call. {moves} "
                f"(bets and raises 1-{betting['limit']}, {betting['raises']} of "
                f"{betting['max_raises']} raises made)."
            )
        elif phase == "claim" or (view["claim"] is not None and view["claim"]["seat"] == seat):
            pot = view["claim"]["pot"]
            console.print(
                f"[yellow]You won the {pot} pot: type [bold]claim[/] before the next card, or it stays on the board.[/]"
            )
        if phase == "rummoli" and view["turn"] == seat:
            need = view["need"]
            if need["kind"] == "next":
                console.print(f"You hold the next card: [bold]play {need['card']}[/].")
            elif need["kind"] == "colour":
                card = lowest_card(view.get("hand", []), need["colour"] == "red")
                console.print(f"Play your lowest {need['colour']} card: [bold]play {card}[/].")
            else:
                card = lowest_card(view.get("hand", []))
                console.print(f"You lead the Rummoli phase: play your lowest card ([bold]play {card}[/]).")

    def advice(self, action: Action | None, view: View) -> str:
        """The greedy bot's move in words, and what to type for it."""
        match action:
            case None:
                return "The greedy bot would let this go: type [bold]pass[/]."
            case Bid(amount=amount):
                words = f"bid {plural(amount, 'chip')} for the widow"
            case Bet(amount=amount):
                words = f"bet {plural(amount, 'chip')}"
            case Raise(amount=amount):
                words = f"raise by {plural(amount, 'chip')}"
            case Play(card=card):
                words = f"play {format_card(card)}"
            case _:
                words = {
                    KEEP: "keep your hand",
                    EXCHANGE: "exchange your hand for the widow, unseen",
                    PASS: "pass",
                    CLAIM: "claim the pot",
                    CHECK: "check",
                    CALL: "call",
                    FOLD: "fold",
                }.get(action, str(action))
        return f"The greedy bot would {escape(words)}: type [bold]{escape(str(action))}[/]."

    def question(self, state: State, seat: int, action: Action, words: Callable[[str], str]) -> str | None:
        """Ask before bidding more than half of your chips for the unseen widow."""
        if isinstance(action, Bid):
            chips = state.view(seat)["players"][seat]["chips"]
            if 0 < chips < 2 * action.amount <= 2 * chips:
                return f"Bid {action.amount} of your {plural(chips, 'chip')} for a hand you have not seen?"
        return None

    def forced(self, view: View, legal: Sequence[Action], may_pass: bool) -> tuple[Action, str] | None:
        """RUM-9: the only card the person may play, played for them (as the page does)."""
        if len(legal) != 1 or may_pass or not isinstance(legal[0], Play):
            return None
        need = view["need"]
        why = {
            "next": "you hold the next card",
            "colour": f"your lowest {need['colour']} card",
        }.get(need["kind"], "your lowest card, to lead")
        card = format_card(legal[0].card)
        return legal[0], f"Playing {card} for you ({why}: your only legal card)."

    def command(self, state: State, seat: int, text: str) -> Action | str | None:
        """No commands beyond the game's actions."""
        return None
