"""The PettingZoo AEC environment shared by the three games (docs/env.md).

Agents are ``player_0`` .. ``player_{n-1}``, one per seat.  The agent to act
is the :class:`~rummyhall.env.table.Table`'s seat to decide; every agent's
observation is a dict of ``observation`` (its view as a tensor) and
``action_mask`` (all zeros unless it is that agent's turn).
"""

from __future__ import annotations

import io
import random
from collections.abc import Callable, Mapping
from typing import Any

import numpy as np
import numpy.typing as npt
from gymnasium import spaces
from pettingzoo import AECEnv  # type: ignore[import-untyped]
from pettingzoo.utils import wrappers  # type: ignore[import-untyped]

from rummyhall.engine import Game
from rummyhall.env.table import Encoding, Table

DEFAULT_MAX_TURNS = 10_000
"""Decisions before an episode is truncated (every agent's ``truncations`` becomes True)."""

Obs = dict[str, npt.NDArray[Any]]


def observation_space(encoding: Encoding) -> spaces.Dict:
    """The observation space of an encoding: ``observation`` and ``action_mask``."""
    return spaces.Dict(
        {
            "observation": spaces.Box(encoding.obs_low, encoding.obs_high, (encoding.obs_size,), np.float32),
            "action_mask": spaces.Box(0, 1, (encoding.size,), np.int8),
        }
    )


class RummyhallEnv(AECEnv[str, Obs, int]):  # type: ignore[misc]
    """A game of rummyhall as a PettingZoo AEC environment (see the module docstring)."""

    metadata: dict[str, Any] = {"render_modes": ["ansi"], "render_fps": 1, "is_parallelizable": False}

    def __init__(
        self,
        game: Game,
        encoding: Callable[[Any], Encoding],
        name: str,
        render_mode: str | None = None,
        max_turns: int | None = DEFAULT_MAX_TURNS,
    ) -> None:
        super().__init__()
        if render_mode not in (None, "ansi"):
            raise ValueError(f"render_mode must be None or 'ansi', not {render_mode!r}")
        self.metadata = {**self.metadata, "name": name}
        self.game = game
        self.encoding = encoding(game)
        self.render_mode = render_mode
        self.max_turns = max_turns
        self.possible_agents = [f"player_{s}" for s in range(game.players)]
        self.agents = list(self.possible_agents)
        self._seat = {agent: s for s, agent in enumerate(self.possible_agents)}
        self.observation_spaces = {a: observation_space(self.encoding) for a in self.possible_agents}
        self.action_spaces = {a: spaces.Discrete(self.encoding.size) for a in self.possible_agents}
        self._seeds = random.Random()
        self.table: Table | None = None

    def observation_space(self, agent: str) -> spaces.Space[Any]:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space[Any]:
        return self.action_spaces[agent]

    def reset(self, seed: int | None = None, options: Mapping[str, Any] | None = None) -> None:
        """A new game; ``seed`` fixes it (and the games of later resets without a seed)."""
        if seed is not None:
            self._seeds = random.Random(seed)
        self.table = Table(self.encoding, self._seeds.getrandbits(32))
        self.agents = list(self.possible_agents)
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos: dict[str, dict[str, Any]] = {a: {} for a in self.agents}
        self._select()

    def _select(self) -> None:
        assert self.table is not None
        seat = self.table.seat()
        if seat is not None:
            self.agent_selection = self.possible_agents[seat]

    def _live_table(self) -> Table:
        if self.table is None:
            raise RuntimeError("call reset() before using the environment")
        return self.table

    def observe(self, agent: str) -> Obs:
        table = self._live_table()
        seat = self._seat[agent]
        return {"observation": table.observe(seat), "action_mask": table.mask(seat)}

    def step(self, action: int | None) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        table = self._live_table()
        if action is None:
            raise ValueError(f"{agent} must choose an action: it is not terminated")
        self._cumulative_rewards[agent] = 0.0
        rewards = table.play(int(action))
        self.rewards = {a: rewards[self._seat[a]] for a in self.agents}
        if table.over:
            self.terminations = dict.fromkeys(self.agents, True)
        elif self.max_turns is not None and table.moves >= self.max_turns:
            self.truncations = dict.fromkeys(self.agents, True)
        self._accumulate_rewards()
        self._select()

    def render(self) -> str | None:
        """The table as the agent to act sees it, drawn by the terminal's screen (``ansi``)."""
        if self.render_mode is None:
            return None
        from rich.console import Console

        from rummyhall.terminal import screen_for

        table = self._live_table()
        seat = self._seat[self.agent_selection]
        out = io.StringIO()
        console = Console(file=out, force_terminal=True, color_system="standard", width=100, highlight=False)
        screen_for(self.game).render(console, table.state.view(seat), self.possible_agents)
        return out.getvalue()

    def close(self) -> None:
        pass


def wrap(env: RummyhallEnv) -> AECEnv[str, Obs, int]:
    """The wrappers PettingZoo's own games put around their raw environments."""
    checked: AECEnv[str, Obs, int] = wrappers.AssertOutOfBoundsWrapper(env)
    return wrappers.OrderEnforcingWrapper(checked)
