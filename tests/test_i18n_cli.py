"""The command line in other languages: ``rules GAME --lang``, ``show FILE --lang``,
and the language taken from ``LANG`` when no ``--lang`` is given."""

from __future__ import annotations

import json
import re
import warnings
from pathlib import Path

import click
import pytest
from click.testing import CliRunner

from rummyhall import i18n
from rummyhall.cli import cli

RULES = Path(i18n.__file__).parent / "rules"
TITLES = {"kk": "ЛИВЕРПУЛЬ РУМИІ", "lt": "LIVERPULIO RUMMY", "ka": "ლივერპულის რუმი"}


def run(*args: str, env: dict[str, str] | None = None, input: str | None = None) -> str:
    try:
        environment = env or {"LANGUAGE": "", "LC_ALL": "", "LANG": "C.UTF-8"}
        result = CliRunner().invoke(cli, list(args), env=environment, input=input)
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
    assert "ištraukė pirmąją šio ėjimo kortą" in lithuanian and "žaidėjai:" in lithuanian
    assert "(atsitiktinis) ištraukė" in lithuanian  # (a bot's kind in the language, in the move lines too)
    assert "(random)" not in lithuanian
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

    # the moves stay notation, the same in both; the players' names say a bot's kind in the language
    def moves(text: str) -> list[str]:
        return [line.rsplit(": ", 1)[1] for line in text.splitlines() if re.match(r"\s+\d+\. ", line)]

    assert moves(english) == moves(lithuanian) and moves(english)


def test_selfplay_says_its_summary_in_the_language() -> None:
    text = run("selfplay", "carousel", "--players", "3", "--games", "1", "--quiet", "--lang", "kk")
    assert "орташа ұпай" in text and "кездейсоқ" in text and "mean score" not in text


COMMANDS = [[], ["play"], ["selfplay"], ["replay"], ["show"], ["rules"], ["solve"], ["solve", "liverpool"]]
COMMANDS += [["solve", "carousel"], ["poker"], ["serve"], ["tournament"]]
NOTATION = {
    "en",
    "kk",
    "lt",
    "ka",
    "random",
    "greedy",
    "shrewd",
    "search",
    "easy",
    "medium",
    "hard",
    "auto",
    "rummyhall",
    "json",
    "csv",
    "txt",
}
"""Words a help may show in any language: typed values, file names, the program's name
(and "per", a Lithuanian word too)."""


def latin_words(text: str) -> set[str]:
    """The English-looking words of ``text``: Latin words of three letters or more, without
    options (``--lang``), environment variables, upper-case acronyms and card notation."""
    notation = r"[\w-]+\.(?:json|csv|txt|md)\b|--?[\w-]+|\b[A-Z][A-Z0-9_]+\b|[\w./-]*/[\w./-]*"
    text = re.sub(notation + r"|\{[^}]*\}|\"[^\"]*\"|'[^']*'", " ", text)
    kept = {"sqlite", "elo", "url", "redis"}  # (names: the same in every language)
    return {w for w in re.findall(r"\b[A-Za-z]{3,}\b", text) if w.lower() not in NOTATION | kept}


@pytest.mark.parametrize("lang", ["kk", "lt", "ka"])
@pytest.mark.parametrize("command", COMMANDS, ids=lambda c: "-".join(c) or "rummyhall")
def test_every_help_is_in_the_language(command: list[str], lang: str) -> None:
    """``--help --lang kk``: the help texts, placeholders and Click's own words translated."""
    said = run(*command, "--help", "--lang", lang)
    english = run(*command, "--help")
    assert "Usage:" in english and "Options:" in english and "Show this message and exit." in english
    commands = set(re.findall(r"^  (\w+)  ", said, re.M))  # (a group lists its commands by name)
    left = (latin_words(said) & latin_words(english)) - commands - set(command) - {"cli", "Rummoli", "rummy", "per"}
    assert not left, (left, said)
    assert latin_words(english)  # (the check finds English words where there are some)
    # the options are the same, typed the same
    options = r"^  (?:-\w, )?(--[a-z-]+)"
    assert re.findall(options, said, re.M) == re.findall(options, english, re.M)


def test_help_follows_lang_and_the_group_option() -> None:
    georgian = run("play", "--help", env={"LANGUAGE": "", "LC_ALL": "", "LANG": "ka_GE.UTF-8"})
    assert georgian.startswith("გამოყენება: cli play [პარამეტრები] თამაში") and "პარამეტრები:" in georgian
    assert run("--lang", "lt", "play", "--help").startswith("Naudojimas: cli play [PARINKTYS] ŽAIDIMAS")
    assert "Командалар:" in run("--help", "--lang", "kk")


def test_clicks_errors_and_outputs_in_the_language() -> None:
    runner = CliRunner()
    try:
        wrong = runner.invoke(cli, ["play", "--bogus", "--lang", "ka"], standalone_mode=False)
        assert "არ არსებობს" in str(wrong.exception.format_message())  # type: ignore[union-attr]
        poker = runner.invoke(cli, ["poker", "Ah Kh Qh Jh Th 2c", "--lang", "lt"])
        assert poker.output == "stritflešas: Ah Kh Qh Jh Th (stiprumas 7\xa0462)\n"  # (grouped as lt writes it)
        refused = runner.invoke(cli, ["play", "liverpool", "--players", "2", "--lang", "kk"], standalone_mode=False)
        message = str(refused.exception.format_message())  # type: ignore[union-attr]
        assert message.startswith("Ливерпуль румиі") and "two_players" in message and "allow" not in message
    finally:
        i18n.use("en")


TOURNAMENT_WORDS = {"OpenSkill", "Elo", "SPRT", "LLR", "Ray", "alpha", "beta"}
"""Names a tournament keeps in every language (a rating system, a statistical test and its parameters
as the options --alpha and --beta name them, a framework)."""


def test_a_tournament_says_its_results_in_the_language() -> None:
    args = ["tournament", "liverpool", "--bots", "greedy,random", "--games", "2", "-w", "1", "-q"]
    english = run(*args)
    georgian = run(*args, "--lang", "ka")
    assert "mean score (lower wins)" in english and "greedy v random" in english and "6 games in" in english
    assert latin_words(english) - TOURNAMENT_WORDS  # (the check finds English words where there are some)
    assert not latin_words(georgian) - TOURNAMENT_WORDS, georgian
    assert "საშუალო ადგილი" in georgian and "ხარბი – შემთხვევითი" in georgian and "6 თამაში" in georgian
    # (the win rates: the same games in both, each number as its language writes it: 50.0 and 50,0)
    intervals = r"\d+[.,]\d \[\d+[.,]\d–\d+[.,]\d\]"
    found = re.findall(intervals, english)
    assert found and [i.replace(".", ",") for i in found] == re.findall(intervals, georgian)


def test_a_tournament_with_the_sprt_in_kazakh_keeps_its_json_english() -> None:
    args = ["tournament", "rummoli", "--bots", "greedy,random", "--games", "3", "-w", "1", "-q", "--sprt"]
    kazakh = run(*args, "--lang", "kk")
    assert "3 таратудан кейін шешілмеді" in kazakh and "орташа фишка (көбі жеңеді)" in kazakh
    assert not latin_words(kazakh) - TOURNAMENT_WORDS, kazakh
    said = json.loads(run(*args, "--json", "--lang", "kk"))
    assert said["pairs"][0]["sprt"]["decision"] is None and said["sprt"]["model"].startswith("GSPRT")
    assert said["backend"] == "1 process"


def test_the_plots_are_written_in_georgian_with_a_font_that_has_it(tmp_path: Path) -> None:
    """matplotlib's own font (DejaVu Sans) writes Georgian and Kazakh: no glyph goes missing."""
    args = ["tournament", "rummoli", "--bots", "greedy,random", "--games", "2", "-w", "1", "-q"]
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        for lang in ("ka", "kk"):
            said = run(*args, "--lang", lang, "--out", str(tmp_path / lang), "--no-records")
            assert str(tmp_path / lang) in said
    assert not [w for w in caught if "missing from" in str(w.message)], [str(w.message) for w in caught]
    for lang in ("ka", "kk"):
        assert (tmp_path / lang / "scores.png").read_bytes()[:4] == b"\x89PNG"
    from rummyhall.tournament.plots import FINAL_HEADINGS

    said = i18n.translator("ka").gettext(FINAL_HEADINGS["chips", False])
    assert i18n.translator("ka").has(FINAL_HEADINGS["chips", False]) and "ჟეტონ" in said


def error_of(*args: str) -> str:
    """The one-line error of a command that fails."""
    try:
        env = {"LANGUAGE": "", "LC_ALL": "", "LANG": "C.UTF-8"}
        result = CliRunner().invoke(cli, list(args), env=env, standalone_mode=False)
    finally:
        i18n.use("en")
    assert isinstance(result.exception, click.ClickException), result.output
    return str(result.exception.format_message())


@pytest.mark.parametrize(
    ("args", "said"),
    [
        (["--bots", "greedy,,random"], "үтірмен бөлінген боттар тізімі"),
        (["--bots", "wizard,greedy"], "белгісіз бот 'wizard'"),
        (["--bots", "greedy:fast"], "ашкөз бот параметр қабылдамайды (greedy:fast)"),
        (["--bots", "search:xx"], "'search:xx' бот: search:LEVEL бір шешімге секундтарды"),
        (["--ray", "cluster"], "Ray мекенжайы – HOST:PORT"),
        (["--sprt", "--alpha", "0.9"], "0 мен 0.5 аралығында болуы керек"),
        (["-g", "0"], "--games кемінде 1 болуы керек, 0 емес"),
    ],
)
def test_a_tournament_refused_in_kazakh(args: list[str], said: str) -> None:
    message = error_of("tournament", "rummoli", "-q", "--lang", "kk", *args)
    assert said in message
    assert (
        not latin_words(message)
        - TOURNAMENT_WORDS
        - {"LEVEL", "wizard", "fast", "cluster", "greedy", "random", "search"}
    ), message


def test_a_bad_record_file_is_refused_in_kazakh_and_georgian(tmp_path: Path) -> None:
    run("selfplay", "carousel", "--players", "3", "--games", "1", "--seed", "4", "--quiet", "--record", str(tmp_path))
    (record,) = tmp_path.glob("*.txt")
    lines = record.read_text(encoding="utf-8").splitlines()
    number = next(i for i, line in enumerate(lines) if line.startswith("2. "))
    lines[number] = lines[number].replace("2. ", "5. ", 1)
    broken = tmp_path / "broken.txt"
    broken.write_text("\n".join(lines) + "\n", encoding="utf-8")
    english = error_of("replay", str(broken))
    assert english == f"{broken}: line {number + 1}: expected move 2, found '5.'"
    for command in ("replay", "show"):
        kazakh = error_of(command, str(broken), "--lang", "kk")
        assert kazakh == f"{broken}: {number + 1}-жол: 2-жүріс күтілген еді, ал '5.' табылды"
    header = tmp_path / "header.txt"
    header.write_text(record.read_text(encoding="utf-8").replace("seed: 4", "seed: four"), encoding="utf-8")
    georgian = error_of("show", str(header), "--lang", "ka")
    assert georgian == f"{header}: სტრიქონი 4: seed უნდა იყოს მთელი რიცხვი ჩვეულებრივი ციფრებით, და არა 'four'"


def test_terminal_play_names_each_bot_kind_in_the_language() -> None:
    """The opening line names the search bot (with its time) and the greedy bot in Kazakh."""
    out = run(
        "play", "rummoli", "--players", "3", "--seed", "2", "--bots", "search,greedy", "--lang", "kk", input="quit\n"
    )
    first = out.splitlines()[0]
    assert "Ada (іздеуші 1s)" in first and "Ben (ашкөз)" in first, first
