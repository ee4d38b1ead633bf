"""The shrewd Carousel policy (bots/carousel_shrewd.py) and the rollout
policy's joker rule (bots/search_carousel.py)."""

from __future__ import annotations

from rummyhall.bots.carousel import GreedyCarousel
from rummyhall.bots.carousel_shrewd import ShrewdCarousel
from rummyhall.bots.search import make_search_bot
from rummyhall.bots.search_carousel import QuickCarousel, lays_joker
from rummyhall.engine import Action
from rummyhall.games import make
from rummyhall.games.carousel import DRAW, Carousel, CarouselState, Meld


def _after_draw(hand: str, pile: str, table: str = "") -> CarouselState:
    """Seat 0 holding ``hand`` has drawn the first card of ``pile``."""
    state = CarouselState.from_position(Carousel(2), [hand, "2c 3c 4d 9s Js"], pile, table)
    state.act(0, "draw")
    return state


def _choice(bot: GreedyCarousel | ShrewdCarousel | QuickCarousel, state: CarouselState) -> Action | None:
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


def test_the_rollout_policy_keeps_the_joker_too() -> None:
    state = _after_draw("* 7h 8h Kd 5s", "2h 6d 6c")
    assert any(isinstance(a, Meld) and lays_joker(a, state.view(0)) for a in state.legal(0))
    assert _choice(QuickCarousel(), state) == DRAW
    state = _after_draw("* 7h 8h 9h Kd", "2h 6d 6c")
    action = _choice(QuickCarousel(), state)
    assert isinstance(action, Meld) and not lays_joker(action, state.view(0))


def test_the_search_bot_starts_from_the_shrewd_choice() -> None:
    state = _after_draw("* 7h 8h Kd 5s", "2h 6d 6c")
    bot = make_search_bot("carousel", seed=1, samples=2)
    assert bot.move(state, 0) == DRAW  # (the only candidate: laying the joker is not searched)
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
