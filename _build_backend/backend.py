"""rummyhall's build backend: setuptools' own (``setuptools.build_meta``), which
also declares what the compiled build needs.

A wheel (``pip install .``, ``pip wheel .``, ``python -m build``, cibuildwheel)
compiles the rules core with mypyc, which ships with mypy, whenever this machine
has a C compiler and the Python headers (docs/compiled.md); without them it is the
source build, pure Python, and the build says so.  ``RUMMYHALL_MYPYC`` decides
instead of the machine: ``1`` compiles (an error without a compiler), ``0`` does
not.  An editable install (``pip install -e .``, development) and the sdist are
always the source.

A build frontend asks :func:`get_requires_for_build_wheel` what to install in the
build environment, and gets mypy besides setuptools when the wheel is compiled.
The version is the one in requirements-dev.lock: mypyc refuses to compile code its
mypy finds an error in, so the compiled build is tied to the mypy the type checks
run with.  setup.py asks :func:`compile_mode` what to build.
"""

from __future__ import annotations

import os
import shutil
import sys
import sysconfig
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from setuptools import build_meta as _setuptools
from setuptools.build_meta import *  # noqa: F403  (every other hook, unchanged)

MYPYC_REQUIRES = ["mypy==2.4.1"]
MODE = "RUMMYHALL_MYPYC"
"""``1``: compile the rules core; ``0``: the source build; unset: compile when :func:`missing` is empty."""


def lacking() -> list[str]:
    """What this machine lacks to compile the rules core: ``"compiler"``, ``"headers"`` (empty: nothing)."""
    compiler = (os.environ.get("CC") or sysconfig.get_config_var("CC") or "cc").split()
    found = {"compiler": bool(compiler) and shutil.which(compiler[0]) is not None, "headers": _headers().exists()}
    return [part for part, there in found.items() if not there]


def missing() -> list[str]:
    """What this machine lacks to compile the rules core, in words (empty: nothing)."""
    version = f"{sys.version_info.major}.{sys.version_info.minor}"
    words = {
        "compiler": "a C compiler (cc; on Debian: apt-get install build-essential)",
        "headers": f"the Python headers ({_headers()}; on Debian: apt-get install python{version}-dev)",
    }
    return [words[part] for part in lacking()]


def _headers() -> Path:
    return Path(sysconfig.get_paths()["include"]) / "Python.h"


def compile_mode() -> bool:
    """Whether this build compiles the rules core (see the module's docstring)."""
    wanted = os.environ.get(MODE, "")
    if wanted in ("0", "1"):
        return wanted == "1"
    return not missing()


def compiled_build() -> bool:
    """Whether this wheel's build compiles the rules core (the name older callers use)."""
    return compile_mode()


@contextmanager
def _source() -> Iterator[None]:
    """A hook that builds no extension (metadata, the sdist, an editable install): the source."""
    before = os.environ.get(MODE)
    os.environ[MODE] = "0"
    try:
        yield
    finally:
        if before is None:
            del os.environ[MODE]
        else:
            os.environ[MODE] = before


def get_requires_for_build_wheel(config_settings: dict[str, str | list[str]] | None = None) -> list[str]:
    """setuptools' requirements for a wheel; for the compiled build, mypy.

    (setuptools would run setup.py to find them, which the compiled build cannot do
    before mypy is there; setup.py declares nothing more for setuptools to add.)"""
    if compile_mode():
        return list(MYPYC_REQUIRES)
    with _source():
        requires: list[str] = _setuptools.get_requires_for_build_wheel(config_settings)
    return requires


# The metadata does not depend on the build (and setup.py would run mypyc for nothing).
def prepare_metadata_for_build_wheel(
    metadata_directory: str, config_settings: dict[str, str | list[str]] | None = None
) -> str:
    with _source():
        name: str = _setuptools.prepare_metadata_for_build_wheel(metadata_directory, config_settings)
    return name


def get_requires_for_build_sdist(config_settings: dict[str, str | list[str]] | None = None) -> list[str]:
    with _source():
        requires: list[str] = _setuptools.get_requires_for_build_sdist(config_settings)
    return requires


def build_sdist(sdist_directory: str, config_settings: dict[str, str | list[str]] | None = None) -> str:
    with _source():
        name: str = _setuptools.build_sdist(sdist_directory, config_settings)
    return name


def get_requires_for_build_editable(config_settings: dict[str, str | list[str]] | None = None) -> list[str]:
    with _source():
        requires: list[str] = _setuptools.get_requires_for_build_editable(config_settings)
    return requires


def prepare_metadata_for_build_editable(
    metadata_directory: str, config_settings: dict[str, str | list[str]] | None = None
) -> str:
    with _source():
        name: str = _setuptools.prepare_metadata_for_build_editable(metadata_directory, config_settings)
    return name


def build_editable(
    wheel_directory: str,
    config_settings: dict[str, str | list[str]] | None = None,
    metadata_directory: str | None = None,
) -> str:
    """An editable install is for development: the source, whatever the machine has."""
    with _source():
        name: str = _setuptools.build_editable(wheel_directory, config_settings, metadata_directory)
    return name
