"""Learning environments for the three games (the ``rl`` extra; docs/env.md).

* PettingZoo AEC environments: :mod:`rummyhall.env.liverpool_v0`,
  :mod:`rummyhall.env.rummoli_v0`, :mod:`rummyhall.env.carousel_v0`.
* Gymnasium environments, one seat against bots, registered on import:
  ``gymnasium.make("rummyhall/Liverpool-v0")``, ``"rummyhall/Rummoli-v0"``,
  ``"rummyhall/Carousel-v0"``.
* OpenSpiel games: :func:`rummyhall.env.openspiel.register` (needs open_spiel).
"""

from __future__ import annotations

from rummyhall.env import carousel_v0, liverpool_v0, rummoli_v0
from rummyhall.env.single_agent import register

register()

__all__ = ["carousel_v0", "liverpool_v0", "rummoli_v0"]
