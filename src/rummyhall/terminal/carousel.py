"""How a Carousel game looks in the terminal: its help, the table, the greedy
bot's advice in words and the check before a meld.

A meld is typed as the whole new table (``meld 5h 6h 7h 8h | Qc Qd Qs``), so
the screen prints the current table as a ready ``meld`` line to copy and edit;
the table can also be edited step by step (:mod:`carousel_draft`).  ``hint``
gives the greedy bot's move (the exact solver's best placement) as such a
line; ``question`` checks a meld first and says why the engine would refuse it.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence

from rich.console import Console
from rich.markup import escape
from rich.table import Table

from rummyhall.cards import JOKER, CardError, format_card, format_cards, parse_card, parse_cards, sort_key
from rummyhall.engine import Action, IllegalAction, State, View
from rummyhall.games.carousel import DRAW, KNOCK, KNOCK_LIMIT, PASS, Meld, as_played, hand_value
from rummyhall.i18n import N_, _, active
from rummyhall.terminal import Words, cards_markup, example_card, say
from rummyhall.terminal.carousel_draft import DRAFT_HELP, Draft


def table_line(table: Sequence[Sequence[str]]) -> str:
    """The table as the text of a meld action (what a player edits to meld).

    >>> table_line([["5h", "6h", "7h"], ["Qc", "Qd", "Qs"]])
    'meld 5h 6h 7h | Qc Qd Qs'
    """
    return "meld " + " | ".join(" ".join(meld) for meld in table)


def example_meld(table: Sequence[Sequence[str]], hand: Sequence[str]) -> str:
    """A meld written with the person's own cards (to show how one is typed, not
    whether it is valid): the table as it is, and their longest group (one rank,
    suits all different) or sequence (one suit, in order).

    >>> example_meld([["5h", "6h", "7h"]], ["2c", "9c", "9d", "Kh", "9s", "9d"])
    'meld 5h 6h 7h | 9c 9d 9s'
    """
    cards = sorted({c for c in parse_cards(hand) if c < JOKER}, key=sort_key)
    by_rank: dict[int, list[int]] = defaultdict(list)
    runs: list[list[int]] = []
    for c in cards:
        by_rank[c >> 2].append(c)
        run = next((r for r in runs if r[-1] == c - 4), None)  # (the card one rank lower, same suit)
        if run is None:
            runs.append([c])
        else:
            run.append(c)
    longest = max([*by_rank.values(), *runs], key=len, default=[])[:4]
    if not longest:
        return table_line([*table, ["Qc", "Qd", "Qs"]])
    return table_line([*table, format_cards(longest).split()])


class CarouselScreen:
    """The terminal face of Carousel."""

    def opening(self, view: View) -> str:
        hand = view.get("hand", [])
        card = example_card(hand)
        where = "1" if view["table"] else "new"
        return _(
            "[bold]Carousel[/]: draw up to three cards a turn and meld them onto the shared table, rearranging "
            "it as you like: groups (three or four of a rank, suits all different) and sequences (three or more "
            "of a suit in order). The first to {target} points ends the game. Cards are written rank "
            "then suit (7h, Td, Qs, Ac) and [bold]*[/] is a joker ([bold]*9h[/] a joker standing for 9h).\n"
            "Your moves: [bold]draw[/]; a meld typed as the whole new table, melds between | (for example "
            "[bold]{example}[/]); [bold]knock[/] with {limit} points or "
            "less in hand after drawing; [bold]pass[/]. Or edit the table step by step: "
            "[bold]put {card} {where}[/], [bold]move[/], [bold]undo[/], [bold]draft[/], [bold]send[/].",
            target=view["target"],
            example=escape(example_meld(view["table"], hand)),
            limit=KNOCK_LIMIT,
            card=card,
            where=where,
        )

    def render(self, console: Console, view: View, names: Sequence[str]) -> None:
        console.rule(
            _("Carousel - round {round} - first to {target} points", round=view["round"], target=view["target"])
        )
        self._last_round(console, view, names)
        players = Table(show_header=True, header_style="bold", box=None, pad_edge=False)
        for column in (N_("player"), N_("cards"), N_("score"), N_("rounds won")):
            players.add_column(_(column))
        for p in view["players"]:
            seat = p["seat"]
            marks = [
                _(m) for m, on in ((N_("dealer"), seat == view["dealer"]), (N_("to play"), seat == view["turn"])) if on
            ]
            who = escape(names[seat]) + (f"  [dim]{', '.join(marks)}[/]" if marks else "")
            players.add_row(who, str(p["cards"]), active().number(p["total"]), str(p["rounds_won"] or ""))
        console.print(players)
        if view["table"]:
            console.print(_("[bold]On the table:[/]"))
            for number, meld in enumerate(view["table"], 1):
                console.print(f"  {number:>2}. {cards_markup(meld)}")
        else:
            console.print(_("The table is empty."))
        console.print(_("Draw pile: {cards:card}.", cards=view["draw_pile"]))
        if "hand" in view:
            value = view["hand_value"]
            console.print(
                _("[bold]Your hand[/] ({value:point}): {cards}", value=value, cards=cards_markup(view["hand"]))
            )
        self._prompt_line(console, view)

    def _last_round(self, console: Console, view: View, names: Sequence[str]) -> None:
        last = view["last_round"]
        if not last or last["round"] != view["round"] - 1 or view["table"]:
            return  # the last round's summary shows until someone melds in the new one
        why = say(last["why"], last, names)
        winners = active().join([names[w] for w in last["winners"]])
        console.print(
            _(
                "[bold]Round {round}[/]: {why}; won by {winners}.",
                round=last["round"],
                why=escape(why),
                winners=escape(winners),
            )
        )
        for seat, (hand, value, points) in enumerate(zip(last["hands"], last["values"], last["points"], strict=True)):
            console.print(
                "  "
                + _(
                    "{name}: {value} in hand ({cards}), +{points}",
                    name=escape(names[seat]),
                    value=value,
                    cards=cards_markup(hand),
                    points=points,
                )
            )

    def _prompt_line(self, console: Console, view: View) -> None:
        seat, phase = view["seat"], view["phase"]
        if seat != view["turn"] or view["over"]:
            return
        knock = view.get("hand_value", 99) <= KNOCK_LIMIT
        if phase == "draw":
            console.print(_("Your turn: [bold]draw[/]."))
            return
        if phase == "knock":
            console.print(_("Three cards drawn: [bold]knock[/] to end the round, or [bold]pass[/]."))
            return
        if phase == "last":
            console.print(_("[yellow]The draw pile is empty: this is your last turn.[/] Meld, or [bold]pass[/]."))
        else:
            if view["draw_pile"]:
                then = _("meld, [bold]draw[/] again or [bold]knock[/]") if knock else _("meld or [bold]draw[/] again")
            elif knock:
                then = _("meld, [bold]pass[/] (the draw pile is empty) or [bold]knock[/]")
            else:
                then = _("meld or [bold]pass[/] (the draw pile is empty)")
            console.print(_("Card {draws} of 3 drawn: {choices}.", draws=view["draws"], choices=then))
        hand = view.get("hand", [])
        card = example_card(hand)
        where = "1" if view["table"] else "new"
        move = f"[bold]move {view['table'][0][0]} 1 new[/], " if view["table"] else ""
        console.print(
            _(
                "To meld, type the whole new table, or edit it step by step ([bold]put {card} {where}[/], {move}"
                "[bold]undo[/], [bold]draft[/], [bold]send[/]); "
                "[bold]hint[/] shows the greedy bot's placement. The table now:",
                card=card,
                where=where,
                move=move,
            )
        )
        console.print("  " + escape(table_line(view["table"]) if view["table"] else _("meld (your melds here)")))

    def advice(self, action: Action | None, view: View) -> str:
        """The greedy bot's move in words, and what to type for it."""
        match action:
            case None:
                return _("The greedy bot would let this go: type [bold]pass[/].")
            case Meld(melds=melds):
                before = as_played(c for meld in view["table"] for c in parse_cards(meld))
                placed = sorted((as_played(c for meld in melds for c in meld) - before).elements(), key=sort_key)
                return _(
                    "The greedy bot would meld {cards} ({points:point}). Type:\n[bold]{move}[/]",
                    cards=escape(format_cards(placed)),
                    points=hand_value(placed),
                    move=escape(str(action)),
                )
            case _ if action == KNOCK:
                return _("The greedy bot would knock, ending the round: type [bold]knock[/].")
            case _ if action == DRAW:
                return _("The greedy bot would draw a card: type [bold]draw[/].")
            case _ if action == PASS:
                return _("The greedy bot would pass: type [bold]pass[/].")
        return _("The greedy bot would: [bold]{move}[/]", move=escape(str(action)))

    def question(self, state: State, seat: int, action: Action, words: Words) -> str | None:
        """Before a meld the engine would refuse, say why (the state does not change either way)."""
        checked = state.check(seat, action)
        if checked.fault is None:
            return None
        fault = words(checked.template or checked.fault, checked.params)
        return _("This meld will be refused: {fault}. Send it anyway?", fault=escape(fault))

    def forced(self, view: View, legal: Sequence[Action], may_pass: bool) -> tuple[Action, str] | None:
        """Every Carousel move is the person's own choice."""
        return None

    draft: Draft | None = None

    def command(self, state: State, seat: int, text: str) -> Action | str | None:
        """The table editor: put, move, declare, undo, reset, draft, send (see DRAFT_HELP)."""
        words = text.split()
        verb = words[0].lower() if words else ""
        if verb not in ("put", "move", "declare", "undo", "reset", "draft", "send", "edit"):
            return None
        view = state.view(seat)
        if view["turn"] != seat or view["phase"] not in ("meld", "last"):
            return _("You can edit the table only when it is your turn to meld.")
        table, hand = [parse_cards(meld) for meld in view["table"]], parse_cards(view["hand"])
        if self.draft is None or not self.draft.based_on(table, hand):
            self.draft = Draft(table, hand)
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
                return _(DRAFT_HELP)
        except IllegalAction as error:
            return _("[red]Not done:[/] {reason}", reason=escape(active().refusal(error)))
        except CardError as error:
            return _("[red]Not done:[/] {reason}", reason=escape(active().refusal(error)))
        left = draft.left_in_hand()
        still = " ".join(format_card(c) for c in sorted(left.elements())) or _("nothing")
        return "\n".join(
            [
                _("Your draft of the table:"),
                *("  " + escape(line) for line in draft.lines()),
                _("Still in hand: {cards}.  ({help})", cards=still, help=_(DRAFT_HELP)),
            ]
        )
