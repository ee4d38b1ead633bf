"""``rummyhall play GAME --level easy|medium|hard``: the level's bots at the table, the level
said where they are introduced, a bad level or a level beside ``--bots`` refused in one line."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest


def run(*args: str, stdin: str = "quit\n") -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "rummyhall.cli", *args], input=stdin, capture_output=True, text=True, timeout=300
    )


@pytest.mark.parametrize(
    ("game", "level", "bots", "said"),
    [
        ("liverpool", "easy", "Ada (greedy), Ben (greedy)", "Bots' level: Easy. Plays simple moves with no plan"),
        ("rummoli", "easy", "Ada (random), Ben (random)", "Bots' level: Easy."),
        ("carousel", None, "Ada (shrewd), Ben (shrewd)", "Bots' level: Medium. Plays like a sensible card player"),
        ("liverpool", "hard", "Ada (search 1s), Ben (search 1s)", "Bots' level: Hard. Thinks for about 1 s before"),
    ],
)
def test_the_level_seats_its_bots_and_is_said(
    tmp_path: Path, game: str, level: str | None, bots: str, said: str
) -> None:
    record = tmp_path / "game.txt"
    args = ["play", game, "--players", "3", "--seed", "4", "--record", str(record)]
    result = run(*args, *(["--level", level] if level else []))
    assert result.returncode == 0, result.stderr
    intro = result.stdout.replace("\n", " ")
    assert f"with you, {bots} (seed 4)." in intro and said in intro, result.stdout[:400]
    assert f"players: you, {bots}" in run("show", str(record)).stdout


def test_bots_by_kind_are_said_without_a_level() -> None:
    result = run("play", "carousel", "--players", "3", "--seed", "4", "--bots", "greedy,random")
    assert result.returncode == 0 and "with you, Ada (greedy), Ben (random)" in result.stdout
    assert "level" not in result.stdout.split("\n\n")[0]


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--level", "expert"], "error: Invalid value for '--level': 'expert' is not one of 'easy', 'medium', 'hard'."),
        (["--level", "Hard"], "error: Invalid value for '--level': 'Hard' is not one of"),
        (["--level", "easy", "--bots", "greedy"], "error: choose the bots by --level or by --bots, not both"),
        (["--lang", "lt", "--level", "expert"], "Netinkama '--level' reikšmė: 'expert' nėra nė vienas iš"),
        (["--lang", "kk", "--level", "easy", "--bots", "random"], "боттарды --level арқылы немесе --bots арқылы"),
    ],
)
def test_a_bad_level_is_refused_in_one_line(args: list[str], message: str) -> None:
    result = run("play", "liverpool", *args)
    lines = result.stderr.strip().splitlines()
    assert result.returncode in (1, 2) and len(lines) == 1 and message in lines[0], result.stderr
    assert "Traceback" not in result.stderr


def test_the_level_is_in_the_play_help() -> None:
    assert "--level [easy|medium|hard]" in run("play", "--help").stdout
