"""The three games as OpenSpiel Python games: OpenSpiel's own conformance test
(``random_sim_test``, with serialization) passes for each, MCTS and ISMCTS bots play a
few moves of each, rewards sum to the returns, a state serializes and clones whole, and
the resampler keeps the player's information."""

from __future__ import annotations

import random

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

pyspiel = pytest.importorskip("pyspiel", reason="open_spiel is not installed (it is in requirements-dev.lock)")

from open_spiel.python.algorithms import ismcts, mcts  # noqa: E402

from rummyhall.env.openspiel import OUTCOMES, SEED_BYTES, RummyhallState, deal, register  # noqa: E402
from rummyhall.env.table import Table  # noqa: E402

GAMES = ["liverpool", "rummoli", "carousel"]


@pytest.fixture(scope="module", autouse=True)
def registered() -> None:
    register()
    register()  # (registering again is harmless)


@pytest.mark.parametrize("name", GAMES)
def test_mcts_and_ismcts_bots_play_a_few_moves(name: str) -> None:
    game = pyspiel.load_game(f"rummyhall_{name}(players=3,max_moves=40)")
    state = deal(game, 5)
    rng = np.random.RandomState(5)
    evaluator = mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=rng, max_length=8)
    bots = [
        mcts.MCTSBot(game, 2.0, 6, evaluator, random_state=rng, solve=False),
        ismcts.ISMCTSBot(game, evaluator, 2.0, 6, random_state=rng, allow_inconsistent_action_sets=True),
    ]
    for move in range(6):
        player = state.current_player()
        action = bots[move % 2].step(state)
        assert action in state.legal_actions(player)
        state.apply_action(action)
    assert state.move_number() == SEED_BYTES + 6 and not state.is_terminal()


@pytest.mark.parametrize("name", GAMES)
def test_a_resampled_state_looks_the_same_to_the_player(name: str) -> None:
    game = pyspiel.load_game(f"rummyhall_{name}(players=4)")
    state = deal(game, 2)
    for _ in range(5):
        state.apply_action(state.legal_actions()[0])
    player = state.current_player()
    sampler = pyspiel.UniformProbabilitySampler(0.0, 1.0)
    others = [state.resample_from_infostate(player, sampler) for _ in range(4)]
    for other in others:
        assert other.information_state_string(player) == state.information_state_string(player)
        assert other.legal_actions() == state.legal_actions()
        assert other.observation_tensor(player) == state.observation_tensor(player)
    hidden = (player + 1) % 4
    assert any(o.information_state_string(hidden) != state.information_state_string(hidden) for o in others)


def test_a_game_ends_at_max_moves_with_the_rewards_so_far() -> None:
    game = pyspiel.load_game("rummyhall_rummoli(players=3,max_moves=300)")
    state = deal(game, 1)
    summed = np.zeros(3)
    while not state.is_terminal():
        state.apply_action(state.legal_actions()[-1])
        summed += state.rewards()
    assert state.move_number() == SEED_BYTES + 300 and not state.dealt().over
    assert state.dealt().state.round > 1 and any(state.returns())  # (rounds ended: rewards were given)
    assert np.allclose(summed, state.returns())


CONFORMANCE = {
    "liverpool": "players=3,max_moves=400",  # (a whole Liverpool game of random moves is some 2,400 moves: 40 s)
    "rummoli": "players=2",
    "carousel": "players=3",
}
"""Parameters that keep OpenSpiel's test to a few seconds a game, each with deals or rounds that end
(rewards), Rummoli and Carousel played to the game's end."""


@pytest.mark.parametrize("name", GAMES)
def test_openspiel_s_own_conformance_test_passes(name: str) -> None:
    """OpenSpiel's basic tests of a game (basic_tests.cc): three random games, each state cloned and
    compared, the early ones (and every power of two) serialized with the game and read back,
    the legal actions and their mask, the rewards summed step by step equal to the returns."""
    game = pyspiel.load_game(f"rummyhall_{name}({CONFORMANCE[name]})")
    sims: list[list[bool]] = []  # (whether each state of each game had rewards)

    def check(state: RummyhallState) -> None:
        if not sims or state.move_number() <= len(sims[-1]) - 1:  # (a new game)
            sims.append([])
        sims[-1].append(any(state.rewards()))

    pyspiel.random_sim_test(game, num_sims=3, serialize=True, verbose=False, state_checker_fn=check)
    assert len(sims) == 3 and all(any(rewarded) for rewarded in sims)  # (a deal or round ended in each)


@pytest.mark.parametrize("name", GAMES)
def test_chance_deals_the_seed_its_bytes_make(name: str) -> None:
    game = pyspiel.load_game(f"rummyhall_{name}(players=3)")
    state = game.new_initial_state()
    assert state.is_chance_node() and game.max_chance_outcomes() == OUTCOMES
    outcomes = state.chance_outcomes()
    assert [a for a, _ in outcomes] == list(range(OUTCOMES)) and sum(p for _, p in outcomes) == pytest.approx(1.0)
    assert state.legal_actions() == list(range(OUTCOMES))
    seed = 0x12_34_56_78
    dealt = deal(game, seed)
    assert not dealt.is_chance_node() and dealt.history() == [0x12, 0x34, 0x56, 0x78]
    table = Table(game.encoding, seed)
    assert dealt.dealt().state.view(None) == table.state.view(None)
    for seat in range(3):
        assert dealt.information_state_string(seat) == str(dealt.observation_string(seat))
        assert dealt.dealt().state.view(seat) == table.state.view(seat)
    other = deal(game, seed + 1)  # (another seed deals other cards: seen within a few moves, after a cut)
    views = []
    for _ in range(6):
        views.append((other.dealt().state.view(0), dealt.dealt().state.view(0)))
        for state in (other, dealt):
            state.apply_action(state.legal_actions()[0])
    assert any(a != b for a, b in views)
    with pytest.raises(ValueError, match="a byte of the seed"):
        game.new_initial_state().apply_action(OUTCOMES)


def _random_game(game: object, seed: int, moves: int) -> tuple[RummyhallState, list[int]]:
    """A dealt game and ``moves`` random moves of it (fewer if it ends), and the moves."""
    rng = random.Random(seed)
    state = deal(game, seed)
    played = []
    for _ in range(moves):
        if state.is_terminal():
            break
        action = rng.choice(state.legal_actions())
        state.apply_action(action)
        played.append(action)
    return state, played


@pytest.mark.parametrize("name", GAMES)
@given(seed=st.integers(0, 2**32 - 1), moves=st.integers(0, 400), more=st.integers(1, 60))
@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
def test_a_serialized_or_cloned_state_plays_on_the_same(name: str, seed: int, moves: int, more: int) -> None:
    """After any moves, a state read back from its serialization, and a clone, are the same state:
    each seat's information, the hidden cards (the full state), the returns, and the same moves
    after; and the rewards of every move sum to the returns."""
    game = pyspiel.load_game(f"rummyhall_{name}(players=3)")
    state, played = _random_game(game, seed, moves)
    assert np.allclose(sum((np.array(r) for r in _rewards_along(game, seed, played)), np.zeros(3)), state.returns())
    text = pyspiel.serialize_game_and_state(game, state)
    _, read = pyspiel.deserialize_game_and_state(text)
    copies = [read, state.clone()]
    rng = random.Random(seed)
    for _ in range(more):
        for other in copies:
            assert str(other) == str(state) and other.history() == state.history()
            assert other.returns() == state.returns() and other.rewards() == state.rewards()
            assert other.is_terminal() == state.is_terminal()
            if not state.is_terminal():
                assert other.dealt().state.view(None) == state.dealt().state.view(None)
                assert all(other.dealt().state.view(s) == state.dealt().state.view(s) for s in range(3))
                assert other.legal_actions() == state.legal_actions()
        if state.is_terminal():
            break
        action = rng.choice(state.legal_actions())
        for other in (state, *copies):
            other.apply_action(action)


def _rewards_along(game: object, seed: int, played: list[int]) -> list[list[float]]:
    """The rewards after each of ``played`` (from the game dealt with ``seed``)."""
    state = deal(game, seed)
    rewards = []
    for action in played:
        state.apply_action(action)
        rewards.append(state.rewards())
    return rewards
