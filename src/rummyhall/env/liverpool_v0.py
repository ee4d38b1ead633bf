"""Liverpool rummy as a PettingZoo AEC environment (docs/env.md).

>>> from rummyhall.env import liverpool_v0
>>> env = liverpool_v0.env(players=3, options={"cut_bonus": False})
>>> env.reset(seed=1)
>>> mask = env.observe(env.agent_selection)["action_mask"]
>>> [env.unwrapped.encoding.names()[n] for n in mask.nonzero()[0]]
['draw stock', 'draw discard']
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from pettingzoo import AECEnv  # type: ignore[import-untyped]

from rummyhall.env.aec import DEFAULT_MAX_TURNS, Obs, RummyhallEnv, wrap
from rummyhall.env.liverpool import LiverpoolEncoding
from rummyhall.games.liverpool import Liverpool


class raw_env(RummyhallEnv):
    """Liverpool for ``players`` seats with these game ``options`` (docs/liverpool.md)."""

    def __init__(
        self,
        players: int = 4,
        options: Mapping[str, Any] | None = None,
        render_mode: str | None = None,
        max_turns: int | None = DEFAULT_MAX_TURNS,
    ) -> None:
        super().__init__(Liverpool(players, options), LiverpoolEncoding, "liverpool_v0", render_mode, max_turns)


def env(**kwargs: Any) -> AECEnv[str, Obs, int]:
    """The environment with PettingZoo's usual wrappers (arguments as :class:`raw_env`)."""
    return wrap(raw_env(**kwargs))
