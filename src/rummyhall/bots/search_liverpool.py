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

from collections.abc import Callable, Sequence
from typing import Any

from rummyhall.bots import Bot
from rummyhall.bots.liverpool_shrewd import ShrewdLiverpool, cards_of, fits_table, usefulness
from rummyhall.bots.search import Plan, mean_others
from rummyhall.cards import liverpool_value
from rummyhall.engine import Action, Seat, State, View
from rummyhall.games.liverpool import (
    BUY,
    DRAW_DISCARD,
    DRAW_STOCK,
    PASS,
    RUMMY,
    Cut,
    Discard,
    Down,
    LayOff,
    LiverpoolState,
    Swap,
)
from rummyhall.melds import CONTRACTS, is_wild


class QuickLiverpool(Bot):
    """A fast rule-based policy for rollouts: it calls rummy, goes down with the
    solver's best lay-down, lays off what it can, takes or buys a discard that
    matches its hand, and discards its least useful card (the highest of those)."""

    name = "quick"

    def choose(self, view: View, legal: Sequence[Action], may_pass: bool) -> Action | None:
        top = view["discard_top"]
        return quick_choice(
            legal,
            cards_of(view["hand"]) if "hand" in view else [],
            cards_of([top])[0] if top is not None else None,
            lambda: view["table"],
            view["deal"],
            view["wild_twos"],
            view["players"][view["seat"]]["down"],
        )


def quick_choice(
    legal: Sequence[Action],
    hand: list[int],
    top: int | None,
    table: Callable[[], Sequence[Any]],
    deal: int,
    wild_twos: bool,
    down: bool,
) -> Action | None:
    """:class:`QuickLiverpool`'s choice, from what it looks at: the hand, the
    discard pile's top, the table (as the view shows it, asked for only when
    needed), the deal, the house rule and whether the seat is down."""
    if not legal:
        return None
    first = legal[0]
    if first == RUMMY or isinstance(first, Cut):
        return first
    if first in (DRAW_STOCK, BUY):  # (``legal`` lists them first, rummy apart)
        if down and DRAW_DISCARD in legal and top is not None:  # (a card it lays off at once)
            return DRAW_DISCARD if fits_table(top, table(), wild_twos) else DRAW_STOCK
        wanted = 0
        if top is not None and not down:
            wanted = usefulness(hand, top, deal, wild_twos)
        if first == DRAW_STOCK:
            return DRAW_DISCARD if DRAW_DISCARD in legal and wanted >= 2 else DRAW_STOCK
        return BUY if deal < 7 and wanted >= 4 else PASS
    for action in legal:
        if isinstance(action, Down | LayOff):
            return action
    discards = [a for a in legal if isinstance(a, Discard)]
    if not discards:
        return legal[0]
    if down:  # (only lay-offs are left: the highest card goes)
        return max(discards, key=lambda a: liverpool_value(a.card, wild_twos))
    costs = _discard_costs(hand, deal, wild_twos)
    return min(discards, key=lambda a: costs[a.card])


def quick_move(world: LiverpoolState) -> tuple[Seat, Action]:
    """The next move of a rollout in which :class:`QuickLiverpool` plays every
    seat (as :func:`search.next_move` would find it), read from the sampled
    world itself rather than from views: the same moves, some twice as fast."""
    for seat in world.actors():
        legal = world.legal(seat)
        if len(legal) == 1 and not world.may_pass(seat):
            return seat, legal[0]
        action = quick_choice(
            legal,
            world.hands[seat],
            world.discard[-1] if world.discard else None,
            lambda: [m.to_json(i) for i, m in enumerate(world.table, 1)],
            world.deal,
            world.wild_twos,
            world.down[seat],
        )
        if action is not None:
            return seat, action
    raise RuntimeError(f"nobody acted in a rollout; actors were {world.actors()}")


def _discard_cost(hand: list[int], c: int, deal: int, wild_twos: bool) -> tuple[int, int]:
    """Discarding ``c`` costs its usefulness to the rest of the hand; among equals, the highest goes."""
    rest = list(hand)
    rest.remove(c)
    return usefulness(rest, c, deal, wild_twos), -liverpool_value(c, wild_twos)


def _discard_costs(hand: list[int], deal: int, wild_twos: bool) -> dict[int, tuple[int, int]]:
    """:func:`_discard_cost` of every card of ``hand``, in one pass over the hand
    (by the counts of its ranks and of each suit's places, not card by card).

    >>> from rummyhall.cards import parse_cards
    >>> hand = parse_cards("7h 7s 8h Kc *")
    >>> costs = _discard_costs(hand, 1, False)
    >>> all(costs[c] == _discard_cost(hand, c, 1, False) for c in hand)
    True
    """
    books, runs = CONTRACTS[deal]
    of_rank = [0] * 17
    of_suit = [[0] * 17 for _ in range(4)]  # by suit and rank, with room for two places beyond the ace
    for h in hand:
        if not is_wild(h, wild_twos):
            of_rank[h >> 2] += 1
            of_suit[h & 3][h >> 2] += 1
    costs: dict[int, tuple[int, int]] = {}
    for c in hand:
        if is_wild(c, wild_twos):
            use = 100
        else:
            rank, row = c >> 2, of_suit[c & 3]
            use = 2 * (of_rank[rank] - 1) if books else 0  # (the others of its rank)
            if runs:
                use += 2 * (row[rank - 1] + row[rank + 1]) + row[rank - 2] + row[rank + 2]
        costs[c] = (use, -liverpool_value(c, wild_twos))
    return costs


def dearer_discards(view: View, legal: Sequence[Action], default: Discard) -> list[Action]:
    """Discards worth more points than ``default``: for each value above its
    own, highest first, the card of that value the hand misses least (by
    :func:`_discard_cost`).  Once someone is down the deal may end soon, and
    what is left in hand is what it costs."""
    hand, deal, wild_twos = cards_of(view["hand"]), view["deal"], view["wild_twos"]
    least = liverpool_value(default.card, wild_twos)
    by_value: dict[int, Action] = {}
    for action in sorted(
        (a for a in legal if isinstance(a, Discard) and a != default),
        key=lambda a: _discard_cost(hand, a.card, deal, wild_twos),
    ):
        by_value.setdefault(liverpool_value(action.card, wild_twos), action)
    return [by_value[v] for v in sorted(by_value, reverse=True) if v > least]


class LiverpoolPlan(Plan):
    """See the module docstring."""

    END_KINDS = frozenset(("deal_over",))
    MAX_PLIES = 600
    DEARER = 0
    """Once anyone is down and the seat is not, how many dearer discards are weighed against the policy's.
    None (issue 30): with two, the search was level with shrewd at 12 samples, and the rollouts
    themselves find dumping worse than the shrewd discard (docs/bots.md)."""

    def candidates(self, view: View, legal: Sequence[Action], default: Action) -> list[Action]:
        downs: list[Action] = [a for a in legal if isinstance(a, Down)]
        if downs:
            return downs[:3]
        if isinstance(default, LayOff | Swap | Cut) or view["players"][view["seat"]]["down"]:
            return [default]  # (once down the shrewd policy's lay-offs, draws and discards are kept)
        if (DRAW_STOCK in legal or BUY in legal) and default in (DRAW_DISCARD, BUY) and view["deal"] < 7:
            return [default, DRAW_STOCK if default == DRAW_DISCARD else PASS]  # (is the card worth taking?)
        if self.DEARER and isinstance(default, Discard) and any(p["down"] for p in view["players"]):
            return [default, *dearer_discards(view, legal, default)[: self.DEARER]]  # (dump points before the end?)
        return [default]  # (draws from the stock, passes and early discards: the shrewd policy's)

    def default_bot(self, game: str, seed: int) -> Bot:
        return ShrewdLiverpool(seed)

    def policy(self, seed: int) -> Bot:
        return QuickLiverpool(seed)

    def next_move(self, world: State, players: Sequence[Bot]) -> tuple[Seat, Action]:
        if isinstance(world, LiverpoolState) and isinstance(players[0], QuickLiverpool):  # (every seat plays it)
            return quick_move(world)
        return super().next_move(world, players)

    def outcome(self, world: State, seat: Seat, start: View, ended: bool) -> float:
        if ended:
            scores = world.view(None)["history"][-1]
        else:
            scores = [
                sum(liverpool_value(c, start["wild_twos"]) for c in cards_of(world.view(s)["hand"]))
                for s in range(world.game.players)
            ]
        return float(mean_others(scores, seat) - scores[seat])
