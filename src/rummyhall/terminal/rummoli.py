"""How a Rummoli game looks in the terminal: the board, the stacks, the prompts."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from rich.console import Console
from rich.table import Table

from rummyhall.cards import parse_cards
from rummyhall.engine import Action, State, View
from rummyhall.games.rummoli import POTS, Bid, RummoliState
from rummyhall.poker import describe
from rummyhall.terminal import cards_markup

RUN_SHOWN = 16
"""How many of the last played cards the screen shows."""


class RummoliScreen:
    """The terminal face of Rummoli."""

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
            console.print(f"Widow: {widow['cards']} cards face down, {state}.")
        elif widow["taken_by"] is not None:
            console.print(
                f"Widow: taken by {names[widow['taken_by']]}; the hand given up is dead "
                f"({widow['cards']} cards, out of play)."
            )
        else:
            console.print(f"Dead hand: {widow['cards']} cards, out of play.")
        if view["run"]:
            shown = view["run"][-RUN_SHOWN:]
            more = len(view["run"]) - len(shown)
            played = " ".join(f"{cards_markup([c])}[dim]({names[s][:6]})[/]" for s, c in shown)
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
            who = names[seat] + (f" ({', '.join(marks)})" if marks else "")
            table.add_row(
                who,
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
        if phase == "widow":
            console.print(
                "You deal: [bold]exchange[/] your hand for the widow, unseen, or [bold]keep[/] it "
                "(a hand with a pay card must keep)."
            )
        elif phase == "auction":
            auction = view["auction"]
            high = auction["high_bid"]
            by = f" by {names[auction['high_bidder']]}" if auction["high_bidder"] is not None else ""
            console.print(
                f"[yellow]The widow is auctioned. Highest bid: {high}{by}. "
                f"[bold]bid N[/] (more than {high}, at most your chips) or [bold]pass[/] "
                "(a hand with a pay card may only pass).[/]"
            )
        elif phase == "betting":
            betting = view["betting"]
            to_call = betting["to_call"]
            moves = (
                "[bold]check[/] or [bold]bet N[/]"
                if to_call == 0
                else f"[bold]call[/] ({to_call}), [bold]raise N[/] or [bold]fold[/]"
            )
            console.print(
                f"Poker: the pot holds {betting['pot']} chips; {to_call} to call. {moves} "
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
                console.print(f"Play your lowest {need['colour']} card: [bold]play X[/].")
            else:
                console.print("You lead the Rummoli phase: play your lowest card ([bold]play X[/]).")

    def hint(self, state: State, seat: int) -> str:
        from rummyhall.bots.rummoli import GreedyRummoli

        legal = state.legal(seat)
        if not legal:
            return "You have nothing to do right now."
        choice = GreedyRummoli(0).choose(state.view(seat), legal, state.may_pass(seat))
        return f"The greedy bot would: [bold]{choice if choice is not None else 'let it go'}[/]"

    def confirm(self, state: State, seat: int, action: Action, ask: Callable[[str], bool]) -> bool:
        """Ask before bidding more than half of your chips for the unseen widow."""
        if isinstance(action, Bid) and isinstance(state, RummoliState):
            chips = state.stacks[seat]
            if 0 < chips < 2 * action.amount <= 2 * chips:
                return ask(f"Bid {action.amount} of your {chips} chips for a hand you have not seen?")
        return True

    def command(self, state: State, seat: int, text: str) -> Action | str | None:
        """No commands beyond the game's actions."""
        return None
