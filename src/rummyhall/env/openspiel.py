"""The three games as OpenSpiel Python games, with a resampler for ISMCTS (docs/env.md).

:func:`register` registers ``rummyhall_liverpool``, ``rummyhall_rummoli`` and
``rummyhall_carousel`` (parameters ``players`` and ``max_moves``), after which
``pyspiel.load_game("rummyhall_liverpool(players=3)")`` plays with OpenSpiel's
algorithms.  Decisions and action numbers are those of the PettingZoo
environments (a :class:`~rummyhall.env.table.Table`).

Chance is explicit (``EXPLICIT_STOCHASTIC``): a game starts with ``SEED_BYTES``
chance nodes, each a uniform byte, which make the 32-bit seed of the engine's
own shuffles (every deal of the game, and each rebuilt stock, is drawn from
that seed and the moves made); the state is then a function of its history,
so it serializes and clones as OpenSpiel expects (:func:`deal` plays the chance
nodes of a given seed).  ``rewards()`` are those of the last move (a deal's or
a round's end, and the game's: the tables' rewards), and ``returns()`` their
sum so far; the reward model is ``TERMINAL`` (the utilities are the returns at
the end, which OpenSpiel's MCTS bot insists on), the rewards on the way there
being for learning agents.  ``resample_from_infostate`` deals every card the player cannot
see again (``State.determinize``); the information state string is the
player's view.  A game ends at ``max_moves`` decisions (0: no cap), which keeps
rollouts short; ``pyspiel.random_sim_test`` passes for the three games
(tests/test_env_openspiel.py).
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from typing import Any

import numpy as np
import pyspiel  # type: ignore[import-not-found, import-untyped, unused-ignore]

from rummyhall.env.carousel import CarouselEncoding
from rummyhall.env.liverpool import LiverpoolEncoding
from rummyhall.env.rummoli import RummoliEncoding
from rummyhall.env.table import Encoding, Table
from rummyhall.games import make

ENCODINGS: dict[str, Callable[[Any], Encoding]] = {
    "liverpool": LiverpoolEncoding,
    "rummoli": RummoliEncoding,
    "carousel": CarouselEncoding,
}
PLAYERS = {"liverpool": (3, 8), "rummoli": (2, 8), "carousel": (2, 5)}
DEFAULT_PLAYERS = 4
UTILITY = 1000.0
"""A bound on any return (OpenSpiel asks for one; real returns stay far inside it)."""
MAX_GAME_LENGTH = 100_000
SEED_BYTES = 4
"""Chance nodes at a game's start: each a byte of the engine's 32-bit seed, most significant first."""
OUTCOMES = 256
"""A chance node's outcomes (a byte), each as likely."""


def _game_type(name: str) -> Any:
    low, high = PLAYERS[name]
    return pyspiel.GameType(
        short_name=f"rummyhall_{name}",
        long_name=f"rummyhall {name.capitalize()}",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=pyspiel.GameType.Utility.GENERAL_SUM,
        # (The games' utilities are their returns at the end, which MCTS asks for by TERMINAL;
        # rewards() are also given step by step, summing to the returns, for learning agents.)
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=high,
        min_num_players=low,
        provides_information_state_string=True,
        provides_information_state_tensor=False,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification={"players": DEFAULT_PLAYERS, "max_moves": 0},
    )


class RummyhallGame(pyspiel.Game):  # type: ignore[misc]
    """One of the three games for OpenSpiel."""

    NAME = ""

    def __init__(self, params: dict[str, Any] | None = None) -> None:
        params = dict(params or {})
        players = int(params.get("players", DEFAULT_PLAYERS))
        self.rules = make(self.NAME, players)
        self.encoding = ENCODINGS[self.NAME](self.rules)
        self.max_moves = int(params.get("max_moves", 0))
        info = pyspiel.GameInfo(
            num_distinct_actions=self.encoding.size,
            max_chance_outcomes=OUTCOMES,
            num_players=players,
            min_utility=-UTILITY,
            max_utility=UTILITY,
            utility_sum=None,
            max_game_length=self.max_moves or MAX_GAME_LENGTH,
        )
        super().__init__(_game_type(self.NAME), info, params)

    def new_initial_state(self) -> RummyhallState:
        """A game about to be dealt: its first ``SEED_BYTES`` nodes are chance's."""
        return RummyhallState(self)

    def max_chance_nodes_in_history(self) -> int:
        return SEED_BYTES

    def make_py_observer(self, iig_obs_type: Any = None, params: Any = None) -> ViewObserver:
        return ViewObserver(self.encoding)


class RummyhallState(pyspiel.State):  # type: ignore[misc]
    """A game in progress: the seed's bytes drawn so far, then a :class:`Table`, each
    seat's rewards of the last move and its returns so far.

    Its attributes are plain data that ``pickle`` and ``deepcopy`` copy (OpenSpiel's
    ``Clone`` and ``Serialize`` of a Python state copy the attributes)."""

    def __init__(self, game: RummyhallGame) -> None:
        super().__init__(game)
        self.max_moves = game.max_moves
        self.seed_bytes: list[int] = []
        self.table: Table | None = None
        players = game.num_players()
        self._rewards = [0.0] * players
        self._returns = [0.0] * players

    def dealt(self) -> Table:
        """The table (the chance nodes are behind)."""
        assert self.table is not None, "the game is not dealt yet (chance nodes first)"
        return self.table

    def current_player(self) -> int:
        if self.table is None:
            return int(pyspiel.PlayerId.CHANCE)
        if self.is_terminal():
            return int(pyspiel.PlayerId.TERMINAL)
        seat = self.table.seat()
        assert seat is not None
        return seat

    def is_terminal(self) -> bool:
        table = self.table
        return table is not None and (table.over or (self.max_moves > 0 and table.moves >= self.max_moves))

    def chance_outcomes(self) -> list[tuple[int, float]]:
        """A byte of the seed, each as likely."""
        assert self.table is None
        return [(byte, 1.0 / OUTCOMES) for byte in range(OUTCOMES)]

    def _legal_actions(self, player: int) -> list[int]:
        if self.table is None or self.is_terminal() or player != self.table.seat():
            return []
        return sorted(self.table.options(player))

    def _apply_action(self, action: int) -> None:
        if self.table is None:
            if not 0 <= action < OUTCOMES:
                raise ValueError(f"a chance outcome is a byte of the seed, not {action}")
            self.seed_bytes.append(int(action))
            if len(self.seed_bytes) == SEED_BYTES:
                self.table = Table(self.get_game().encoding, int.from_bytes(bytes(self.seed_bytes), "big"))
            self._rewards = [0.0] * len(self._rewards)
            return
        self._rewards = self.table.play(int(action))
        self._returns = [a + b for a, b in zip(self._returns, self._rewards, strict=True)]

    def _action_to_string(self, player: int, action: int) -> str:
        if player == int(pyspiel.PlayerId.CHANCE):
            return f"seed byte {len(self.seed_bytes) + 1}: {action}"
        return self.dealt().describe(action)

    def rewards(self) -> list[float]:
        """Each seat's reward for the move that led here (0 but at a deal's or a round's end, and the game's)."""
        return list(self._rewards)

    def returns(self) -> list[float]:
        """The rewards summed so far."""
        return list(self._returns)

    def __str__(self) -> str:
        if self.table is None:
            return f"dealing: seed bytes {self.seed_bytes}"
        seat = self.table.seat()
        return json.dumps(self.table.state.view(None), sort_keys=True) + f" to act: {seat}"

    def __deepcopy__(self, memo: dict[int, Any]) -> RummyhallState:
        copied: RummyhallState = self.clone()
        return copied

    def resample_from_infostate(self, player_id: int, probability_sampler: Any) -> RummyhallState:
        """A state the player cannot tell from this one: every card it cannot see dealt again."""
        table = self.dealt()
        rng = random.Random(int(probability_sampler() * 2**32))
        determinized = table.state.determinize(player_id, rng)
        other: RummyhallState = self.clone()
        other.table = table.with_state(determinized)
        return other


def deal(game: RummyhallGame, seed: int) -> RummyhallState:
    """A new game of ``game`` whose chance nodes drew ``seed`` (its ``SEED_BYTES`` bytes, most significant first)."""
    state = game.new_initial_state()
    for byte in seed.to_bytes(SEED_BYTES, "big"):
        state.apply_action(byte)
    return state


class ViewObserver:
    """OpenSpiel's observer: the seat's observation tensor, and its view as the string."""

    def __init__(self, encoding: Encoding) -> None:
        self.tensor = np.zeros(encoding.obs_size, np.float32)
        self.dict = {"observation": self.tensor}

    def set_from(self, state: RummyhallState, player: int) -> None:
        """The seat's observation (zeros while the cards are being dealt)."""
        if state.table is None:
            self.tensor[:] = 0.0
        else:
            self.tensor[:] = state.table.observe(player)

    def string_from(self, state: RummyhallState, player: int) -> str:
        """The seat's view as JSON (``dealing`` while the cards are being dealt)."""
        if state.table is None:
            return "dealing"
        return json.dumps(state.table.state.view(player), sort_keys=True)


class LiverpoolGame(RummyhallGame):
    NAME = "liverpool"


class RummoliGame(RummyhallGame):
    NAME = "rummoli"


class CarouselGame(RummyhallGame):
    NAME = "carousel"


GAMES = {"liverpool": LiverpoolGame, "rummoli": RummoliGame, "carousel": CarouselGame}


def register() -> None:
    """Register the three games with OpenSpiel (again is harmless)."""
    known = set(pyspiel.registered_names())
    for name, cls in GAMES.items():
        if f"rummyhall_{name}" not in known:
            pyspiel.register_game(_game_type(name), cls)
