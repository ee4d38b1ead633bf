"""The build, as pyproject.toml describes it; with ``RUMMYHALL_MYPYC=1`` the
rules core is also compiled to C extensions by mypyc (docs/compiled.md):

    RUMMYHALL_MYPYC=1 pip wheel --no-deps -w dist .

The build backend (_build_backend/backend.py) asks the build frontend for the
mypy this needs.  The compiled modules are the same source, so either build
plays the same games.
"""

import os
import sys

from setuptools import setup

# The rules core: no terminals, sockets or files, and only these imports among themselves.
COMPILED = [
    "src/rummyhall/cards.py",
    "src/rummyhall/melds.py",
    "src/rummyhall/engine.py",
    "src/rummyhall/poker.py",
    "src/rummyhall/games/__init__.py",
    "src/rummyhall/games/liverpool.py",
    "src/rummyhall/games/carousel.py",
    "src/rummyhall/games/rummoli.py",
    "src/rummyhall/games/rummoli_betting.py",
    "src/rummyhall/solve/__init__.py",
    "src/rummyhall/solve/liverpool.py",
    "src/rummyhall/solve/carousel.py",
    "src/rummyhall/solve/carousel_dp.py",
]

if os.environ.get("RUMMYHALL_MYPYC") == "1":
    try:
        from mypyc.build import mypycify
    except ImportError:  # only without build isolation: otherwise the frontend has installed it
        sys.exit("RUMMYHALL_MYPYC=1 compiles with mypyc, which ships with mypy: pip install mypy==2.4.1")

    setup(ext_modules=mypycify(COMPILED))
else:
    setup()
