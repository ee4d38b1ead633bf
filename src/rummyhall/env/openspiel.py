"""The three games as OpenSpiel Python games, with a resampler for ISMCTS (docs/env.md).

:func:`register` registers ``rummyhall_liverpool``, ``rummyhall_rummoli`` and
``rummyhall_carousel`` (parameters ``players`` and ``max_moves``), after which
``pyspiel.load_game("rummyhall_liverpool(players=3)")`` plays with OpenSpiel's
algorithms.  Decisions and action numbers are those of the PettingZoo
environments (a :class:`~rummyhall.env.table.Table`); the shuffles are the
engine's own seeded draws, so there are no chance nodes
(``SAMPLED_STOCHASTIC``).  ``returns()`` are the rewards summed so far.
``resample_from_infostate`` deals every card the player cannot see again
(``State.determinize``); the information state string is the player's view.
A game ends at ``max_moves`` decisions (0: no cap), which keeps rollouts short.
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


def _game_type(name: str) -> Any:
    low, high = PLAYERS[name]
    return pyspiel.GameType(
        short_name=f"rummyhall_{name}",
        long_name=f"rummyhall {name.capitalize()}",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.SAMPLED_STOCHASTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=pyspiel.GameType.Utility.GENERAL_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=high,
        min_num_players=low,
        provides_information_state_string=True,
        provides_information_state_tensor=False,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification={"players": DEFAULT_PLAYERS, "max_moves": 0, "seed": 0},
    )


class RummyhallGame(pyspiel.Game):  # type: ignore[misc]
    """One of the three games for OpenSpiel (``seed`` fixes the deals of each new game)."""

    NAME = ""

    def __init__(self, params: dict[str, Any] | None = None) -> None:
        params = dict(params or {})
        players = int(params.get("players", DEFAULT_PLAYERS))
        self.rules = make(self.NAME, players)
        self.encoding = ENCODINGS[self.NAME](self.rules)
        self.max_moves = int(params.get("max_moves", 0))
        self.seeds = random.Random(int(params.get("seed", 0)))
        info = pyspiel.GameInfo(
            num_distinct_actions=self.encoding.size,
            max_chance_outcomes=0,
            num_players=players,
            min_utility=-UTILITY,
            max_utility=UTILITY,
            utility_sum=None,
            max_game_length=self.max_moves or MAX_GAME_LENGTH,
        )
        super().__init__(_game_type(self.NAME), info, params)

    def new_initial_state(self) -> RummyhallState:
        return RummyhallState(self, Table(self.encoding, self.seeds.getrandbits(32)))

    def make_py_observer(self, iig_obs_type: Any = None, params: Any = None) -> ViewObserver:
        return ViewObserver(self.encoding)


class RummyhallState(pyspiel.State):  # type: ignore[misc]
    """A game in progress: a :class:`Table` and each seat's returns so far."""

    def __init__(self, game: RummyhallGame, table: Table, returns: list[float] | None = None) -> None:
        super().__init__(game)
        self.table = table
        self.max_moves = game.max_moves
        self._returns = returns if returns is not None else [0.0] * table.players

    def current_player(self) -> int:
        if self.is_terminal():
            return int(pyspiel.PlayerId.TERMINAL)
        seat = self.table.seat()
        assert seat is not None
        return seat

    def is_terminal(self) -> bool:
        return self.table.over or (self.max_moves > 0 and self.table.moves >= self.max_moves)

    def _legal_actions(self, player: int) -> list[int]:
        if self.is_terminal() or player != self.table.seat():
            return []
        return sorted(self.table.options(player))

    def _apply_action(self, action: int) -> None:
        rewards = self.table.play(int(action))
        self._returns = [a + b for a, b in zip(self._returns, rewards, strict=True)]

    def _action_to_string(self, player: int, action: int) -> str:
        return self.table.describe(action)

    def returns(self) -> list[float]:
        return list(self._returns)

    def __str__(self) -> str:
        seat = self.table.seat()
        return json.dumps(self.table.state.view(None), sort_keys=True) + f" to act: {seat}"

    def clone(self) -> RummyhallState:
        return RummyhallState(self.get_game(), self.table.copy(), list(self._returns))

    def __deepcopy__(self, memo: dict[int, Any]) -> RummyhallState:
        return self.clone()

    def resample_from_infostate(self, player_id: int, probability_sampler: Any) -> RummyhallState:
        """A state the player cannot tell from this one: every card it cannot see dealt again."""
        rng = random.Random(int(probability_sampler() * 2**32))
        determinized = self.table.state.determinize(player_id, rng)
        return RummyhallState(self.get_game(), self.table.with_state(determinized), list(self._returns))


class ViewObserver:
    """OpenSpiel's observer: the seat's observation tensor, and its view as the string."""

    def __init__(self, encoding: Encoding) -> None:
        self.tensor = np.zeros(encoding.obs_size, np.float32)
        self.dict = {"observation": self.tensor}

    def set_from(self, state: RummyhallState, player: int) -> None:
        self.tensor[:] = state.table.observe(player)

    def string_from(self, state: RummyhallState, player: int) -> str:
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
