"""The Carousel search plan: what the search bot tries, and how its rollouts go.

A Carousel round is a race to go out, and the decisions that may change who
wins it come at its end.  So a decision is searched only when some hand
holds ``CLOSE`` cards or fewer; before that the bot plays as the shrewd
policy (:class:`ShrewdCarousel`: the greedy bot that keeps its joker until
it goes out), at once.  Candidates: the shrewd policy's choice, then
knocking, passing or drawing again where legal, and, where it would knock,
its best meld instead (the round goes on).  Laying the joker the policy
keeps is not a candidate (it lost: docs/bots.md, "Carousel").

A rollout plays the shrewd policy at every seat, with the exact solver, to
the end of the round (a round ends within some 150 moves, when the draw pile
runs out if not before).  The outcome is the bot's points of the round less
the others' mean.  As in Liverpool, the policy's choice is left only for one
2 standard errors better after 5 samples: Carousel's outcomes are so noisy
(some 15 to 20 points of standard error at 16 samples) that looser rules
followed the noise and lost (docs/bots.md, "Search against shrewd").
"""

from __future__ import annotations

from collections.abc import Sequence

from rummyhall.bots import Bot
from rummyhall.bots.carousel import best_meld
from rummyhall.bots.carousel_shrewd import ShrewdCarousel
from rummyhall.bots.search import Plan, mean_others
from rummyhall.cards import JOKER
from rummyhall.engine import Action, Seat, State, View
from rummyhall.games.carousel import DRAW, KNOCK, PASS, Meld


def lays_joker(meld: Meld, view: View) -> bool:
    """Whether ``meld`` lays a joker from the hand (it has more jokers than the table)."""
    on_table: int = sum(text.startswith("*") for m in view["table"] for text in m)
    return sum(c >= JOKER for m in meld.melds for c in m) > on_table


class CarouselPlan(Plan):
    """See the module docstring."""

    END_KINDS = frozenset(("round_over",))
    MAX_PLIES = 400  # (never reached: a round ends when the draw pile runs out, if not before)
    LISTS_EVERY_ACTION = False
    TIME_SHARE = 0.8  # (a move of a rollout, the exact solver's, may take a tenth of a second)
    CLOSE = 4
    """A decision is searched only when some hand holds this many cards or fewer."""

    def candidates(self, view: View, legal: Sequence[Action], default: Action) -> list[Action]:
        if min(p["cards"] for p in view["players"]) > self.CLOSE:
            return [default]
        options = [default, *(a for a in (KNOCK, PASS, DRAW) if a in legal and a != default)]
        if default == KNOCK and view["phase"] == "meld":
            meld, _ = best_meld(view, keep_jokers="*" in view["hand"])
            if meld is not None:
                options.append(meld)
        return options

    def default_bot(self, game: str, seed: int) -> Bot:
        return ShrewdCarousel(seed)

    def policy(self, seed: int) -> Bot:
        return ShrewdCarousel(seed)

    def outcome(self, world: State, seat: Seat, start: View, ended: bool) -> float:
        if ended:
            last = world.view(None)["last_round"]
            assert last is not None
            return float(last["points"][seat] - mean_others(last["points"], seat))
        values: list[int] = [world.view(s)["hand_value"] for s in range(world.game.players)]
        return mean_others(values, seat) - values[seat]
