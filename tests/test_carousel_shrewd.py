"""The shrewd Carousel policy (bots/carousel_shrewd.py) and the Carousel
search plan built on it (bots/search_carousel.py)."""

from __future__ import annotations

from rummyhall.bots.carousel import GreedyCarousel
from rummyhall.bots.carousel_shrewd import ShrewdCarousel
from rummyhall.bots.search import make_search_bot
from rummyhall.bots.search_carousel import CarouselPlan, lays_joker
from rummyhall.engine import Action
from rummyhall.games import make
from rummyhall.games.carousel import DRAW, Carousel, CarouselState, Meld


def _after_draw(hand: str, pile: str, table: str = "") -> CarouselState:
    """Seat 0 holding ``hand`` has drawn the first card of ``pile``."""
    state = CarouselState.from_position(Carousel(2), [hand, "2c 3c 4d 9s Js"], pile, table)
    state.act(0, "draw")
    return state


def _choice(bot: GreedyCarousel | ShrewdCarousel, state: CarouselState) -> Action | None:
    return bot.choose(state.view(0), state.legal(0), state.may_pass(0))


def _text(action: Action | None) -> str:
    return str(action)


def test_keeps_the_joker_where_the_greedy_bot_lays_it() -> None:
    state = _after_draw("* 7h 8h Kd 5s", "2h 6d 6c")
    greedy = _choice(GreedyCarousel(), state)
    assert isinstance(greedy, Meld) and lays_joker(greedy, state.view(0))
    assert _choice(ShrewdCarousel(), state) == DRAW


def test_melds_its_other_cards_and_keeps_the_joker() -> None:
    state = _after_draw("* 7h 8h 9h Kd", "2h 6d 6c")
    greedy, shrewd = _choice(GreedyCarousel(), state), _choice(ShrewdCarousel(), state)
    assert isinstance(greedy, Meld) and "*" in _text(greedy)
    assert _text(shrewd) == "meld 7h 8h 9h"


def test_lays_the_joker_to_go_out() -> None:
    state = _after_draw("* 7h", "8h 6d 6c")
    assert _text(_choice(ShrewdCarousel(), state)) in ("meld *6h 7h 8h", "meld 7h 8h *9h")


def test_lays_the_joker_when_it_may_not_draw() -> None:
    state = CarouselState.from_position(Carousel(2), ["* 7h 8h Kd", "2c 3c"], "")
    assert state.phase == "last"
    action = _choice(ShrewdCarousel(), state)
    assert isinstance(action, Meld) and "*" in _text(action)


def test_the_search_bot_starts_from_the_shrewd_choice() -> None:
    state = _after_draw("* 7h 8h Kd 5s", "2h 6d 6c")
    bot = make_search_bot("carousel", seed=1, samples=2)
    assert bot.move(state, 0) == DRAW  # (the only candidate: no hand is close to going out)
    assert bot.last_samples == 0
    assert isinstance(bot.fallback, ShrewdCarousel)


def test_a_shrewd_game_is_legal_to_the_end() -> None:
    state = make("carousel", 3).new(12)
    bots = [ShrewdCarousel(s) for s in range(3)]
    moves = 0
    while not state.over and moves < 2000:
        seat = state.actors()[0]
        action = bots[seat].choose(state.view(seat), state.legal(seat), state.may_pass(seat))
        assert action is not None
        state.apply(seat, action)
        moves += 1
    assert state.over


RICH_TABLE = (
    "2c 2d 2s | 3c 3d 3s | 4c 4d 4h | 4c 4h 4s | Jc Jh Js | Ac Ah As | Ad Ah As | 6c 7c 8c 9c"
    " | 2d 3d 4d 5d 6d | 5d 6d 7d 8d | 8d 9d Td | 5h 6h 7h | 6h 7h 8h 9h Th | Th Jh Qh | 4s 5s 6s 7s 8s 9s Ts"
)


def _close_position() -> CarouselState:
    """Three players with four cards each; seat 0 has drawn; ``legal`` lists no meld, the solver finds one."""
    hands = ["3c 8c Qd 6s", "Kc Kd 5c 9s", "Kh 2h Qc Jd"]
    state = CarouselState.from_position(Carousel(3), hands, "Qs 5c 7s Kc Kd Ks Ks", RICH_TABLE)
    state.act(0, "draw")
    return state


def test_the_search_melds_where_legal_lists_no_meld() -> None:
    """``legal`` lists a few melds only: a lone listed action is not the only choice."""
    state = _close_position()
    assert [str(a) for a in state.legal(0)] == ["draw"]
    shrewd = _choice(ShrewdCarousel(), state)
    assert isinstance(shrewd, Meld)
    bot = make_search_bot("carousel", seed=1, samples=3)
    action = bot.move(state, 0)
    assert bot.last_samples == 3  # (searched: drawing again against the meld)
    assert isinstance(action, Meld) or action == DRAW


def test_decisions_far_from_the_end_are_not_searched() -> None:
    state = _after_draw("* 7h 8h 9h Kd", "2h 6d 6c")
    view = state.view(0)
    plan = CarouselPlan()
    default = _choice(ShrewdCarousel(), state)
    assert default is not None
    assert plan.candidates(view, state.legal(0), default) == [default]
    close = _close_position()
    default = _choice(ShrewdCarousel(), close)
    assert default is not None
    assert plan.candidates(close.view(0), close.legal(0), default) == [default, DRAW]


def test_a_rollout_still_going_at_the_deadline_is_abandoned() -> None:
    state = _close_position()
    bot = make_search_bot("carousel", seed=1, samples=3)
    view = state.view(0)
    assert bot._rollout(state, 0, view, DRAW, 7, deadline=0.0) is None
    assert bot._rollout(state, 0, view, DRAW, 7) is not None
