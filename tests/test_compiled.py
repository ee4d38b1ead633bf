"""The compiled build (docs/compiled.md): the rules core built by mypyc passes
the same rules tests as the source, so either build plays the same games."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import sysconfig
import zipfile
from pathlib import Path

import pytest
from click.testing import CliRunner

from rummyhall import SOURCE_BUILD, compiled
from rummyhall.cli import cli

ROOT = Path(__file__).resolve().parent.parent

# Every test of the rules core: the games, their solvers, records and the conformance suite.
RULES_TESTS = [
    "test_cards.py",
    "test_melds.py",
    "test_poker.py",
    "test_liverpool.py",
    "test_solve_liverpool.py",
    "test_carousel.py",
    "test_solve_carousel.py",
    "test_rummoli.py",
    "test_rummoli_play.py",
    "test_records.py",
    "test_conformance.py",
]


CAN_COMPILE = shutil.which("cc") is not None and (Path(sysconfig.get_paths()["include"]) / "Python.h").exists()
WHEELS = os.environ.get("RUMMYHALL_COMPILED_WHEEL_DIR")
"""Where ``make test`` has built the wheel (once, and again only when a source changes); else it is built here."""


def compiled_wheel(tmp_path: Path) -> Path:
    """The wheel ``pip install .`` builds: make's, or one built now (``RUMMYHALL_MYPYC=1``, .venv's mypy)."""
    if WHEELS:
        (wheel,) = (ROOT / WHEELS).glob("rummyhall-*.whl")
        return wheel
    wheels = tmp_path / "wheels"
    build = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--quiet", "--no-build-isolation", "--no-deps", "-w", wheels, ROOT],
        env={**os.environ, "RUMMYHALL_MYPYC": "1"},
        capture_output=True,
        text=True,
    )
    assert build.returncode == 0, build.stderr[-4000:]
    (wheel,) = wheels.glob("rummyhall-*.whl")
    return wheel


@pytest.mark.skipif(not CAN_COMPILE, reason="no C compiler or no Python headers to build the compiled core with")
def test_compiled_build_plays_the_same_games_and_passes_the_rules_tests(tmp_path: Path) -> None:
    wheel = compiled_wheel(tmp_path)
    assert not wheel.name.endswith("-none-any.whl"), f"{wheel.name}: the source build, on a machine that can compile"
    site = tmp_path / "site"
    with zipfile.ZipFile(wheel) as archive:
        archive.extractall(site)
    env = {**os.environ, "PYTHONPATH": str(site)}
    env.pop(SOURCE_BUILD, None)
    version = subprocess.run(
        [sys.executable, "-m", "rummyhall.cli", "--version"], env=env, check=True, capture_output=True, text=True
    )
    assert version.stdout.strip() == "rummyhall 0.1.0 (compiled build)", version
    # RUMMYHALL_SOURCE_BUILD=1 runs the same installed package from its .py files (for debugging).
    forced = {**env, SOURCE_BUILD: "1"}
    version = subprocess.run(
        [sys.executable, "-m", "rummyhall.cli", "--version"], env=forced, check=True, capture_output=True, text=True
    )
    assert version.stdout.strip() == "rummyhall 0.1.0 (source build)", version

    # The same seeds give the same games, record for record, in both builds.
    for game in ("liverpool", "carousel", "rummoli"):
        records = {}
        for which, which_env in (("source", os.environ), ("compiled", env), ("forced source", forced)):
            folder = tmp_path / which / game
            selfplay = [sys.executable, "-m", "rummyhall.cli", "selfplay", game, "--games", "2", "--seed", "11"]
            selfplay += ["--bots", "greedy,random", "-q", "--record", str(folder)]
            subprocess.run(selfplay, env=which_env, check=True, capture_output=True)
            records[which] = {path.name: path.read_text() for path in sorted(folder.iterdir())}
        assert len(records["source"]) == 2, game
        assert records["compiled"] == records["source"] == records["forced source"], game

    # (the property tests try a quarter of their examples here: the source build tried them all)
    tests = [str(ROOT / "tests" / name) for name in RULES_TESTS]
    env["RUMMYHALL_EXAMPLES_SCALE"] = "0.25"
    run = subprocess.run(
        [sys.executable, "-m", "pytest", "-x", "-p", "no:cacheprovider", "-p", "no:xdist", *tests],
        env=env,
        cwd=ROOT,
        capture_output=True,
        text=True,
    )
    assert run.returncode == 0, run.stdout[-4000:] + run.stderr[-2000:]
    assert re.search(r"\b\d{3,} passed", run.stdout), run.stdout[-2000:]  # (hundreds of tests ran)


def test_the_source_build_says_so() -> None:
    assert compiled() is False  # (this suite runs on the source; the test above runs it on the compiled build)
    assert CliRunner().invoke(cli, ["--version"]).output == "rummyhall 0.1.0 (source build)\n"
