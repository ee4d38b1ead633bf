"""The three games as OpenSpiel Python games: OpenSpiel's MCTS and ISMCTS bots
play a few moves of each, and the resampler keeps the player's information."""

from __future__ import annotations

import numpy as np
import pytest

pyspiel = pytest.importorskip("pyspiel", reason="open_spiel is not installed (it is in requirements-dev.lock)")

from open_spiel.python.algorithms import ismcts, mcts  # noqa: E402

from rummyhall.env.openspiel import register  # noqa: E402

GAMES = ["liverpool", "rummoli", "carousel"]


@pytest.fixture(scope="module", autouse=True)
def registered() -> None:
    register()
    register()  # (registering again is harmless)


@pytest.mark.parametrize("name", GAMES)
def test_mcts_and_ismcts_bots_play_a_few_moves(name: str) -> None:
    game = pyspiel.load_game(f"rummyhall_{name}(players=3,max_moves=40,seed=5)")
    state = game.new_initial_state()
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
    assert state.move_number() == 6 and not state.is_terminal()


@pytest.mark.parametrize("name", GAMES)
def test_a_resampled_state_looks_the_same_to_the_player(name: str) -> None:
    game = pyspiel.load_game(f"rummyhall_{name}(players=4,seed=2)")
    state = game.new_initial_state()
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
    game = pyspiel.load_game("rummyhall_rummoli(players=3,max_moves=300,seed=1)")
    state = game.new_initial_state()
    while not state.is_terminal():
        state.apply_action(state.legal_actions()[-1])
    assert state.move_number() == 300 and not state.table.over
    assert state.table.state.round > 1 and any(state.returns())  # (rounds ended: rewards were given)
