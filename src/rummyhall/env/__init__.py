"""Learning environments for the three games (the ``rl`` extra; docs/env.md).

* PettingZoo AEC environments: :mod:`rummyhall.env.liverpool_v0`,
  :mod:`rummyhall.env.rummoli_v0`, :mod:`rummyhall.env.carousel_v0`.
* Gymnasium environments, one seat against bots: importing
  :mod:`rummyhall.env.single_agent` registers ``rummyhall/Liverpool-v0``,
  ``rummyhall/Rummoli-v0`` and ``rummyhall/Carousel-v0`` (or name the module in
  the id: ``gymnasium.make("rummyhall.env.single_agent:rummyhall/Liverpool-v0")``).
* OpenSpiel games: :func:`rummyhall.env.openspiel.register` (needs open_spiel).

(This package itself imports nothing beyond the standard library, as the
server's does: its modules need the extra.)
"""
