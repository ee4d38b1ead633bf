"""Learning environments for the three games (the ``rl`` extra; docs/env.md).

* PettingZoo AEC environments: :mod:`rummyhall.env.liverpool_v0`,
  :mod:`rummyhall.env.rummoli_v0`, :mod:`rummyhall.env.carousel_v0`.
* Gymnasium environments, one seat against bots: importing this package registers
  ``rummyhall/Liverpool-v0``, ``rummyhall/Rummoli-v0`` and ``rummyhall/Carousel-v0``
  (:mod:`rummyhall.env.single_agent`), so that after ``import rummyhall.env``,
  ``gymnasium.make("rummyhall/Liverpool-v0")`` makes one; without the import, name
  the package in the id: ``gymnasium.make("rummyhall.env:rummyhall/Liverpool-v0")``.
* OpenSpiel games: :func:`rummyhall.env.openspiel.register` (needs open_spiel).
"""

try:
    from rummyhall.env.single_agent import register
except ModuleNotFoundError as missing:  # pragma: no cover - the extra is installed in the tests
    raise ModuleNotFoundError(
        f"rummyhall.env needs the rl extra ({missing.name} is missing): pip install 'rummyhall[rl]'", name=missing.name
    ) from missing

register()
