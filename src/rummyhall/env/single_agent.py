"""Gymnasium environments: one seat learns, bots play the others (docs/env.md).

``gymnasium.make("rummyhall/Liverpool-v0")`` (also ``Rummoli-v0`` and
``Carousel-v0``; importing this module registers them) makes one.  The
learner's observation is the same dict as in the PettingZoo environments;
``action_masks()`` gives the mask alone (what sb3-contrib's MaskablePPO asks
for).  A step is the learner's decision followed by the bots' moves until the
learner must decide again or the game ends; its reward is the learner's
reward over all of them.

>>> import gymnasium, rummyhall.env.single_agent
>>> env = gymnasium.make("rummyhall/Rummoli-v0", players=3)
>>> observation, info = env.reset(seed=3)
>>> sorted(observation), int(observation["action_mask"].sum()) > 0
(['action_mask', 'observation'], True)
"""

from __future__ import annotations

import io
from collections.abc import Callable, Mapping, Sequence
from typing import Any

import gymnasium
import numpy as np
import numpy.typing as npt
from gymnasium import spaces

from rummyhall.bots import Bot, make_bot
from rummyhall.engine import BadOptions, Game
from rummyhall.env.aec import DEFAULT_MAX_TURNS, Obs, observation_space
from rummyhall.env.carousel import CarouselEncoding
from rummyhall.env.liverpool import LiverpoolEncoding
from rummyhall.env.rummoli import RummoliEncoding
from rummyhall.env.table import Encoding, Table
from rummyhall.games import make


class SingleAgentEnv(gymnasium.Env[Obs, np.int64]):
    """One learning seat (``seat``) against bots named in ``opponents`` (one name
    for all, or one per other seat in seat order: ``random`` or ``greedy``)."""

    metadata: dict[str, Any] = {"render_modes": ["ansi"], "render_fps": 1}
    GAME = ""
    ENCODING: Callable[[Any], Encoding]

    def __init__(
        self,
        players: int = 4,
        options: Mapping[str, Any] | None = None,
        seat: int = 0,
        opponents: str | Sequence[str] = "random",
        render_mode: str | None = None,
        max_turns: int | None = DEFAULT_MAX_TURNS,
        illegal_reward: float = -1.0,
    ) -> None:
        if render_mode not in (None, "ansi"):
            raise ValueError(f"render_mode must be None or 'ansi', not {render_mode!r}")
        self.game: Game = make(self.GAME, players, dict(options or {}))
        if not 0 <= seat < players:
            raise BadOptions(f"the learning seat must be 0 to {players - 1}, not {seat}")
        kinds = [opponents] * (players - 1) if isinstance(opponents, str) else list(opponents)
        if len(kinds) != players - 1:
            raise BadOptions(f"name {players - 1} opponents (one per other seat), not {len(kinds)}")
        for kind in kinds:
            make_bot(self.GAME, kind)  # (an unknown name is refused now, not at the first reset)
        self.kinds = kinds
        self.seat = seat
        self.encoding = type(self).ENCODING(self.game)
        self.render_mode = render_mode
        self.max_turns = max_turns
        self.illegal_reward = illegal_reward
        self.ended = False
        self.observation_space = observation_space(self.encoding)  # type: ignore[assignment]
        self.action_space = spaces.Discrete(self.encoding.size)
        self.table: Table | None = None
        self.bots: dict[int, Bot] = {}

    def reset(self, *, seed: int | None = None, options: dict[str, Any] | None = None) -> tuple[Obs, dict[str, Any]]:
        super().reset(seed=seed)
        draws = self.np_random.integers(0, 2**31, size=self.game.players)
        self.table = Table(self.encoding, int(draws[0]))
        self.ended = False
        others = [s for s in range(self.game.players) if s != self.seat]
        self.bots = {
            s: make_bot(self.GAME, kind, int(draw)) for s, kind, draw in zip(others, self.kinds, draws[1:], strict=True)
        }
        self._bots_play()
        return self._observe(), {}

    def _live(self) -> Table:
        if self.table is None:
            raise RuntimeError("call reset() before step()")
        return self.table

    def _bots_play(self) -> float:
        """The bots move until the learner is to decide or the game ends; the learner's reward meanwhile."""
        table = self._live()
        reward = 0.0
        while True:
            seat = table.seat()
            if seat is None or seat == self.seat or self._truncated():
                return reward
            state = table.state
            choice = self.bots[seat].choose(state.view(seat), state.legal(seat), state.may_pass(seat))
            reward += table.play_action(choice)[self.seat]

    def _truncated(self) -> bool:
        return self.max_turns is not None and self._live().moves >= self.max_turns

    def _observe(self) -> Obs:
        table = self._live()
        return {"observation": table.observe(self.seat), "action_mask": self._mask()}

    def _mask(self) -> npt.NDArray[np.int8]:
        table = self._live()
        return table.mask(self.seat) if not self.ended else np.zeros(self.encoding.size, dtype=np.int8)

    def action_masks(self) -> npt.NDArray[np.bool_]:
        """The learner's action mask as booleans (all False once the episode has ended)."""
        return self._mask().astype(bool)

    def step(self, action: np.int64 | int) -> tuple[Obs, float, bool, bool, dict[str, Any]]:
        table = self._live()
        if self.ended:
            raise RuntimeError("the episode has ended: call reset()")
        if int(action) not in table.options(self.seat):
            self.ended = True
            why = f"action {int(action)} ({self.encoding.names()[int(action)]}) is not allowed now"
            return self._observe(), self.illegal_reward, True, False, {"illegal": why}
        reward = table.play(int(action))[self.seat]
        reward += self._bots_play()
        self.ended = table.over or self._truncated()
        return self._observe(), float(reward), table.over, not table.over and self._truncated(), {}

    def render(self) -> str | None:
        """The table as the learner sees it, drawn by the terminal's screen (``ansi``)."""
        if self.render_mode is None:
            return None
        from rich.console import Console

        from rummyhall.terminal import screen_for

        out = io.StringIO()
        console = Console(file=out, force_terminal=True, color_system="standard", width=100, highlight=False)
        names = [f"player_{s}" for s in range(self.game.players)]
        screen_for(self.game).render(console, self._live().state.view(self.seat), names)
        return out.getvalue()


class LiverpoolEnv(SingleAgentEnv):
    """``rummyhall/Liverpool-v0``."""

    GAME = "liverpool"
    ENCODING = LiverpoolEncoding


class RummoliEnv(SingleAgentEnv):
    """``rummyhall/Rummoli-v0``."""

    GAME = "rummoli"
    ENCODING = RummoliEncoding


class CarouselEnv(SingleAgentEnv):
    """``rummyhall/Carousel-v0``."""

    GAME = "carousel"
    ENCODING = CarouselEncoding


IDS = {
    "rummyhall/Liverpool-v0": "rummyhall.env.single_agent:LiverpoolEnv",
    "rummyhall/Rummoli-v0": "rummyhall.env.single_agent:RummoliEnv",
    "rummyhall/Carousel-v0": "rummyhall.env.single_agent:CarouselEnv",
}


def register() -> None:
    """Register the three environments with Gymnasium (done when this module is imported)."""
    for env_id, entry_point in IDS.items():
        if env_id not in gymnasium.registry:
            gymnasium.register(env_id, entry_point=entry_point)


register()
