"""docs/views.md describes the protocol as it is: every key of every view and
every kind of event is there, and the views really have those keys."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

from rummyhall.engine import ResultView
from rummyhall.games import GAMES, carousel, liverpool, make, rummoli
from rummyhall.games.rummoli_betting import BettingView

DOC = (Path(__file__).resolve().parents[1] / "docs" / "views.md").read_text(encoding="utf-8")
DOCUMENTED = set(re.findall(r"`(\w+)`", DOC))

VIEWS = {
    "liverpool": (liverpool.LiverpoolView, [liverpool.LiverpoolPlayerView, liverpool.MeldView, liverpool.LastDealView]),
    "carousel": (carousel.CarouselView, [carousel.CarouselPlayerView, carousel.LastRoundView]),
    "rummoli": (
        rummoli.RummoliView,
        [rummoli.RummoliPlayerView, rummoli.WidowView, rummoli.AuctionView, rummoli.NeedView, rummoli.ClaimView]
        + [rummoli.WinView, rummoli.PokerHandView, BettingView, rummoli.LastRoundView],
    ),
}


def keys(typed: type) -> set[str]:
    return set(typed.__annotations__)


def required(typed: type) -> set[str]:
    """(Read from the annotations' text: the game modules postpone annotations,
    so Python 3.11's ``__required_keys__`` does not see ``NotRequired``.)"""
    text = {key: getattr(note, "__forward_arg__", str(note)) for key, note in typed.__annotations__.items()}
    return {key for key, note in text.items() if not note.startswith("NotRequired")}


@pytest.mark.parametrize("game", sorted(GAMES))
def test_every_view_key_and_event_kind_is_documented(game: str) -> None:
    view, parts = VIEWS[game]
    for typed in [view, ResultView, *parts]:
        missing = keys(typed) - DOCUMENTED
        assert not missing, f"{typed.__name__}: not in docs/views.md: {sorted(missing)}"
    missing_kinds = set(make(game, 3).EVENT_KINDS) - DOCUMENTED
    assert not missing_kinds, f"{game} event kinds not in docs/views.md: {sorted(missing_kinds)}"


@pytest.mark.parametrize("game", sorted(GAMES))
def test_views_have_the_documented_keys(game: str) -> None:
    """A view made in play has every required key of its TypedDict, and no key it does not declare."""
    view_type, _ = VIEWS[game]
    state = make(game, 3).new(5)
    rng = random.Random(5)
    for _ in range(60):
        if state.over:
            break
        for seat in (None, *range(state.game.players)):
            view = state.view(seat)
            assert required(view_type) <= set(view) <= keys(view_type)
            assert ("hand" in view) == (seat is not None)
        actor = state.actors()[0]
        state.apply(actor, rng.choice(state.legal(actor)))
