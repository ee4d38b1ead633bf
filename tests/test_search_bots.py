"""The search bots (bots/search.py): legal choices, no hidden information,
single actions answered at once, determinism; on small sample budgets."""

from __future__ import annotations

import random
from typing import Any

import pytest

from rummyhall.bots import BOTS, bot_names, make_bot
from rummyhall.bots.search import SearchBot, make_search_bot, preferred
from rummyhall.engine import BadOptions, IllegalAction, Seat, State
from rummyhall.games import make
from rummyhall.selfplay import choose_move, play_game

OPTIONS: dict[str, dict[str, Any]] = {
    "liverpool": {"cut_bonus": False},
    "carousel": {},
    "rummoli": {"rounds": 1},
}
GAMES = sorted(OPTIONS)


def _searched_position(game: str, seed: int, skip: int) -> tuple[State, Seat]:
    """A position after greedy play where the actor has a real choice (at least
    two candidates), the ``skip``-th such position of the game."""
    state = make(game, 3, OPTIONS[game]).new(seed)
    greedy = [make_bot(game, "greedy", s) for s in range(3)]
    probe = make_search_bot(game, samples=1)
    found = 0
    while not state.over:
        seat = state.actors()[0]
        view, legal = state.view(seat), state.legal(seat)
        if not state.may_pass(seat) and len(legal) > 1:
            default = probe.fallback.choose(view, legal, False)
            assert default is not None
            if len(probe.plan.candidates(view, legal, default)) > 1:
                if found == skip:
                    return state, seat
                found += 1
        state.apply(*choose_move(state, greedy))
    raise AssertionError(f"no choice found in {game} seed {seed}")


def _accepted(state: State, seat: Seat, action: Any) -> bool:
    """``apply`` takes ``action`` (a Carousel meld may be one ``legal`` does not list)."""
    try:
        state.clone().apply(seat, action)
    except IllegalAction:
        return False
    return True


@pytest.mark.parametrize("game", GAMES)
def test_choices_are_legal_and_searched(game: str) -> None:
    for skip in (0, 3):
        state, seat = _searched_position(game, seed=11, skip=skip)
        bot = make_search_bot(game, seed=1, samples=2)
        action = bot.move(state, seat)
        assert bot.last_samples == 2
        assert action in state.legal(seat) or _accepted(state, seat, action)


@pytest.mark.parametrize("game", GAMES)
def test_no_hidden_information(game: str) -> None:
    """The same view gives the same choice, whatever the hidden cards are."""
    state, seat = _searched_position(game, seed=5, skip=1)
    worlds = [state] + [state.determinize(seat, random.Random(k)) for k in (1, 2)]
    assert worlds[1].snapshot() != worlds[2].snapshot()  # the hidden cards differ...
    assert all(w.view(seat) == state.view(seat) for w in worlds)  # ...what the seat sees does not
    choices, samples = [], []
    for world in worlds:
        bot = make_search_bot(game, seed=3, samples=6)
        choices.append(bot.move(world, seat))
        samples.append(bot.last_samples)
    assert choices[0] == choices[1] == choices[2]
    assert samples[0] == samples[1] == samples[2] > 0  # (the same samples, so the same early stop)


@pytest.mark.parametrize("game", GAMES)
def test_determinize_depends_only_on_the_view(game: str) -> None:
    """What the bot samples from: two states with the same view give the same sample."""
    state, seat = _searched_position(game, seed=8, skip=0)
    a, b = (state.determinize(seat, random.Random(k)) for k in (1, 2))
    assert a.determinize(seat, random.Random(9)).snapshot() == b.determinize(seat, random.Random(9)).snapshot()


def test_one_legal_action_is_answered_at_once() -> None:
    state = make("carousel", 3).new(4)
    seat = state.actors()[0]
    assert [str(a) for a in state.legal(seat)] == ["draw"]
    bot = make_search_bot("carousel", samples=50)
    assert str(bot.move(state, seat)) == "draw"
    assert bot.last_samples == 0


@pytest.mark.parametrize("game", GAMES)
def test_same_seed_same_choice(game: str) -> None:
    state, seat = _searched_position(game, seed=21, skip=2)
    first, second = (make_search_bot(game, seed=5, samples=6).move(state, seat) for _ in range(2))
    assert first == second


def test_a_tiny_game_is_reproducible() -> None:
    game = make("rummoli", 3, {"rounds": 1, "poker": "showdown"})
    records = [
        play_game(game, 2, [make_search_bot("rummoli", seed=1, samples=1), "greedy", "random"]).record.dumps()
        for _ in range(2)
    ]
    assert records[0] == records[1]


def test_preferred_keeps_the_greedy_choice_unless_sure() -> None:
    assert preferred([[5.0, 1.0, 3.0], [6.0, 2.0, 4.0]], confidence=1.0) == 1  # better in every sample
    assert preferred([[5.0, 1.0, 3.0], [9.0, -3.0, 4.0]], confidence=1.0) == 0  # better on average, not surely
    assert preferred([[0.0], [100.0]], confidence=1.0) == 0  # one sample proves nothing


def test_registered_and_named_with_its_level() -> None:
    assert "search" in BOTS
    bot = make_bot("liverpool", "search", seed=1)
    assert isinstance(bot, SearchBot) and bot.name == "search 1s"
    assert make_search_bot("rummoli", seconds=0.2).name == "search 0.2s"
    assert make_search_bot("rummoli", samples=30).name == "search 30 samples"
    names = bot_names(["search", "greedy", bot.name, "search 0.2s"], taken=["ada"])
    assert names == ["Ben (search 1s)", "Cleo (greedy)", "Dev (search 1s)", "Eli (search 0.2s)"]
    with pytest.raises(BadOptions):
        make_bot("poker", "search")
    with pytest.raises(BadOptions):
        make_search_bot("rummoli", samples=0)


def test_without_the_state_it_plays_as_the_greedy_bot() -> None:
    state = make("liverpool", 3, {"cut_bonus": False}).new(2)
    seat = state.actors()[0]
    view, legal = state.view(seat), state.legal(seat)
    assert make_search_bot("liverpool").choose(view, legal, False) == make_bot("liverpool", "greedy").choose(
        view, legal, False
    )


def test_rummoli_samples_fit_the_opponents_bets() -> None:
    """In the betting, a sample where an opponent who put chips in holds a hand
    the greedy bot would have folded is drawn again."""
    from rummyhall.bots.rummoli import win_chance
    from rummyhall.bots.search_rummoli import CALLED, RummoliPlan
    from rummyhall.cards import parse_cards

    game = make("rummoli", 4, {"rounds": 1})
    for seed in range(40):
        state = game.new(seed)
        greedy = [make_bot("rummoli", "greedy", s) for s in range(4)]
        while not state.over and state.view(None)["phase"] != "rummoli":
            seat = state.actors()[0]
            view = state.view(seat)
            bettors = [p["seat"] for p in view["players"] if p["seat"] != seat and p["bet"] > 0 and not p["folded"]]
            if view["phase"] == "betting" and bettors:
                opponents = sum(1 for p in view["players"] if p["in_game"] and not p["folded"]) - 1
                rng = random.Random(seed)
                answers = set()
                for _ in range(30):
                    world = state.determinize(seat, rng)
                    chances = [win_chance(parse_cards(world.view(o)["hand"]), opponents) for o in bettors]
                    answers.add(RummoliPlan().plausible(world, seat, view))
                    assert RummoliPlan().plausible(world, seat, view) == (min(chances) >= CALLED)
                assert answers == {True, False}  # (some samples are kept, some drawn again)
                return
            state.apply(*choose_move(state, greedy))
    raise AssertionError("no betting with an opponent's chips in found")


def test_no_hidden_information_where_it_leaves_the_greedy_choice() -> None:
    """Where the search overrules the greedy bot, the hidden cards still make no difference."""
    for skip in range(12):
        state, seat = _searched_position("rummoli", seed=3, skip=skip)
        bot = make_search_bot("rummoli", seed=2, samples=8)
        default = make_bot("rummoli", "greedy", 2).choose(state.view(seat), state.legal(seat), False)
        choice = bot.move(state, seat)
        if choice != default:
            break
    else:
        raise AssertionError("the search never left the greedy choice")
    for k in (1, 2):
        world = state.determinize(seat, random.Random(k))
        assert make_search_bot("rummoli", seed=2, samples=8).move(world, seat) == choice
