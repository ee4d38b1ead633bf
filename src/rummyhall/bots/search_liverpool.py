"""The Liverpool search plan: what the search bot tries, and the quick rollout policy.

Candidates (action abstraction): when it can go down, the solver's three best
lay-downs (``legal`` lists the best first; going down at once is what good
players do); when down, every lay-off is taken (the greedy bot's); otherwise
the two draws, buying or passing, and at most ``DISCARDS`` discards, the
greedy bot's first and then the least useful cards.  A rollout plays the deal
to its end with :class:`QuickLiverpool` at every seat; an outcome is the mean
of the others' scores of the deal minus the bot's own (low scores win).
"""

from __future__ import annotations

from collections.abc import Sequence

from rummyhall.bots import Bot
from rummyhall.bots.search import Plan, mean_others
from rummyhall.cards import liverpool_value, parse_card
from rummyhall.engine import Action, Seat, State, View
from rummyhall.games.liverpool import BUY, DRAW_DISCARD, DRAW_STOCK, PASS, RUMMY, Cut, Discard, Down, LayOff, Swap
from rummyhall.melds import CONTRACTS, is_wild

DISCARDS = 6
"""The most discards tried in one decision."""

_CARDS: dict[str, int] = {}


def cards_of(texts: Sequence[str]) -> list[int]:
    """Card texts as cards (each text parsed once)."""
    out = []
    for text in texts:
        c = _CARDS.get(text)
        if c is None:
            c = _CARDS[text] = parse_card(text)
        out.append(c)
    return out


def usefulness(hand: Sequence[int], c: int, deal: int, wild_twos: bool) -> int:
    """How much ``c`` helps ``hand`` (which does not hold it) towards the deal's
    contract, roughly: two points for each card of its rank (books), and for
    runs two for each card of its suit next to it, one for each two places away.

    >>> from rummyhall.cards import parse_cards
    >>> usefulness(parse_cards("7h 7s 8h Kc"), parse_card("7d"), deal=1, wild_twos=False)
    4
    """
    if is_wild(c, wild_twos):
        return 100
    books, runs = CONTRACTS[deal]
    rank, suit = c >> 2, c & 3
    score = 0
    for h in hand:
        if is_wild(h, wild_twos):
            continue
        if books and h >> 2 == rank:
            score += 2
        if runs and h & 3 == suit:
            gap = abs((h >> 2) - rank)
            score += 2 if gap == 1 else 1 if gap == 2 else 0
    return score


class QuickLiverpool(Bot):
    """A fast rule-based policy for rollouts: it calls rummy, goes down with the
    solver's best lay-down, lays off what it can, takes or buys a discard that
    matches its hand, and discards its least useful card (the highest of those)."""

    name = "quick"

    def choose(self, view: View, legal: Sequence[Action], may_pass: bool) -> Action | None:
        if not legal:
            return None
        first = legal[0]
        if first == RUMMY or isinstance(first, Cut):
            return first
        deal, wild_twos = view["deal"], view["wild_twos"]
        if DRAW_STOCK in legal or BUY in legal:
            top = view["discard_top"]
            down = view["players"][view["seat"]]["down"]
            wanted = 0
            if top is not None and not down:
                wanted = usefulness(cards_of(view["hand"]), cards_of([top])[0], deal, wild_twos)
            if DRAW_STOCK in legal:
                return DRAW_DISCARD if DRAW_DISCARD in legal and wanted >= 2 else DRAW_STOCK
            return BUY if deal < 7 and wanted >= 4 else PASS
        for action in legal:
            if isinstance(action, Down | LayOff):
                return action
        discards = [a for a in legal if isinstance(a, Discard)]
        if not discards:
            return legal[0]
        hand = cards_of(view["hand"])
        return min(discards, key=lambda a: _discard_cost(hand, a.card, deal, wild_twos))


def _discard_cost(hand: list[int], c: int, deal: int, wild_twos: bool) -> tuple[int, int]:
    """Discarding ``c`` costs its usefulness to the rest of the hand; among equals, the highest goes."""
    rest = list(hand)
    rest.remove(c)
    return usefulness(rest, c, deal, wild_twos), -liverpool_value(c, wild_twos)


class LiverpoolPlan(Plan):
    """See the module docstring."""

    END_KINDS = frozenset(("deal_over",))
    MAX_PLIES = 600

    def candidates(self, view: View, legal: Sequence[Action], default: Action) -> list[Action]:
        downs: list[Action] = [a for a in legal if isinstance(a, Down)]
        if downs:
            return downs[:3]
        if isinstance(default, LayOff | Swap | Cut):
            return [default]
        discards = [a for a in legal if isinstance(a, Discard)]
        if not discards:
            return [default, *(a for a in legal if a != default)]
        hand = cards_of(view["hand"])
        deal, wild_twos = view["deal"], view["wild_twos"]
        ranked = sorted(discards, key=lambda a: _discard_cost(hand, a.card, deal, wild_twos))
        return [default, *[a for a in ranked if a != default][: DISCARDS - 1]]

    def policy(self, seed: int) -> Bot:
        return QuickLiverpool(seed)

    def outcome(self, world: State, seat: Seat, start: View, ended: bool) -> float:
        if ended:
            scores = world.view(None)["history"][-1]
        else:
            scores = [
                sum(liverpool_value(c, start["wild_twos"]) for c in cards_of(world.view(s)["hand"]))
                for s in range(world.game.players)
            ]
        return float(mean_others(scores, seat) - scores[seat])
