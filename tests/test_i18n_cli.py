"""The command line in other languages: ``rules GAME --lang``, ``show FILE --lang``,
and the language taken from ``LANG`` when no ``--lang`` is given."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from rummyhall import i18n
from rummyhall.cli import cli

RULES = Path(i18n.__file__).parent / "rules"
TITLES = {"kk": "ЛИВЕРПУЛЬ РУМИІ", "lt": "LIVERPULIO RUMMY", "ka": "ლივერპულის რუმი"}


def run(*args: str, env: dict[str, str] | None = None) -> str:
    try:
        result = CliRunner().invoke(cli, list(args), env=env or {"LANGUAGE": "", "LC_ALL": "", "LANG": "C.UTF-8"})
    finally:
        i18n.use("en")
    assert result.exit_code == 0, result.output
    return result.output


@pytest.mark.parametrize("lang", ["kk", "lt", "ka"])
@pytest.mark.parametrize("game", ["liverpool", "carousel", "rummoli"])
def test_rules_in_each_language(game: str, lang: str) -> None:
    """Each summary is its own file, giving every number the English one gives (no rule left out)."""
    text = run("rules", game, "--lang", lang)
    assert text.strip() == (RULES / f"{game}.{lang}.txt").read_text(encoding="utf-8").strip()
    english = (RULES / f"{game}.txt").read_text(encoding="utf-8")
    assert set(re.findall(r"\d+", text)) == set(re.findall(r"\d+", english))
    prose = re.sub(r"--\w+|\w+_\w+", "", text)  # (option names are typed as written)
    assert not re.search(r"\b(?:the|and|with|cards?|players?)\b", prose)


def test_rules_follow_lang_without_the_option() -> None:
    assert run("rules", "liverpool", env={"LANGUAGE": "", "LC_ALL": "", "LANG": "kk_KZ.UTF-8"}).startswith(TITLES["kk"])
    assert run("rules", "liverpool").startswith("LIVERPOOL RUMMY")


def test_show_a_record_in_lithuanian(tmp_path: Path) -> None:
    run("selfplay", "carousel", "--players", "3", "--games", "1", "--seed", "4", "--quiet", "--record", str(tmp_path))
    (record,) = tmp_path.glob("*.txt")
    english = run("show", str(record))
    lithuanian = run("show", str(record), "--lang", "lt")
    assert "drew card 1 of this turn" in english and "players:" in english
    assert "ištraukė 1-ąją šios eilės kortą" in lithuanian and "žaidėjai:" in lithuanian
    said = set(re.findall(r"\b[a-z]{4,}\b", lithuanian)) - {"meld", "draw", "knock", "pass", "greedy", "random"}
    assert not said & {
        "drew",
        "card",
        "melded",
        "worth",
        "round",
        "shows",
        "hand",
        "passed",
        "knocked",
        "over",
        "players",
    }
    # the move lines stay notation, the same in both
    assert [line for line in english.splitlines() if re.match(r"\s+\d+\. ", line)] == [
        line for line in lithuanian.splitlines() if re.match(r"\s+\d+\. ", line)
    ]


def test_selfplay_says_its_summary_in_the_language() -> None:
    text = run("selfplay", "carousel", "--players", "3", "--games", "1", "--quiet", "--lang", "kk")
    assert "орташа ұпай" in text and "кездейсоқ" in text and "mean score" not in text
