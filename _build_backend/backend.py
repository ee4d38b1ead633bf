"""rummyhall's build backend: setuptools' own (``setuptools.build_meta``), which
also declares what the compiled build needs.

With ``RUMMYHALL_MYPYC=1`` (docs/compiled.md) ``setup.py`` compiles the rules core
with mypyc, which ships with mypy; a build frontend (pip, ``python -m build``)
asks :func:`get_requires_for_build_wheel` what to install in the build
environment, and gets mypy besides setuptools.  The version is the one in
requirements-dev.lock: mypyc refuses to compile code its mypy finds an error in,
so the compiled build is tied to the mypy the type checks run with.
"""

from __future__ import annotations

import os

from setuptools import build_meta as _setuptools
from setuptools.build_meta import *  # noqa: F403  (every other hook, unchanged)

MYPYC_REQUIRES = ["mypy==2.4.1"]


def compiled_build() -> bool:
    """Whether this build compiles the rules core (``RUMMYHALL_MYPYC=1``)."""
    return os.environ.get("RUMMYHALL_MYPYC") == "1"


def get_requires_for_build_wheel(config_settings: dict[str, str | list[str]] | None = None) -> list[str]:
    """setuptools' requirements for a wheel; for the compiled build, mypy.

    (setuptools would run setup.py to find them, which the compiled build cannot do
    before mypy is there; setup.py declares nothing more for setuptools to add.)"""
    if compiled_build():
        return list(MYPYC_REQUIRES)
    requires: list[str] = _setuptools.get_requires_for_build_wheel(config_settings)
    return requires
