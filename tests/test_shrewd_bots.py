"""The shrewd bots: the policy each search bot starts from, as a bot of its own (issue 30).

``make_bot(game, "shrewd")`` is the search's first candidate in every game, it plays
whole games, the tournament and the terminal take it, and its kind is a word of every
language."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from rummyhall import i18n
from rummyhall.bots import BOTS, bot_names, make_bot
from rummyhall.bots.search import make_search_bot, plan_for
from rummyhall.cli import cli
from rummyhall.engine import BadOptions
from rummyhall.games import make
from rummyhall.selfplay import play_game

GAMES = ["liverpool", "rummoli", "carousel"]


def test_the_kinds_are_the_same_everywhere() -> None:
    assert BOTS == ("random", "greedy", "shrewd", "search")
    assert i18n.BOT_KINDS == BOTS  # (the names i18n reads in a seat's name)


@pytest.mark.parametrize("game", GAMES)
def test_shrewd_is_the_policy_the_search_starts_from(game: str) -> None:
    shrewd = make_bot(game, "shrewd", seed=3)
    assert shrewd.name == "shrewd"
    assert type(shrewd) is type(plan_for(game).default_bot(game, 3)) is type(make_search_bot(game, 3).fallback)
    assert type(shrewd) is not type(make_bot(game, "greedy"))  # (a class of its own, named shrewd)


def test_shrewd_needs_a_game_that_has_one() -> None:
    with pytest.raises(BadOptions, match="there is no shrewd bot for poker"):
        make_bot("poker", "shrewd")


SHORT_GAMES = [
    ("liverpool", 3, {"turn_cap": 12}),
    ("rummoli", 3, {"starting_chips": 20}),
    ("carousel", 3, {"target": 30}),
]


@pytest.mark.parametrize(("game", "players", "options"), SHORT_GAMES)
def test_shrewd_plays_whole_games(game: str, players: int, options: dict[str, object]) -> None:
    recorder = play_game(make(game, players, options), 4, ["shrewd", "greedy", "random"])
    assert recorder.state.over
    assert recorder.record.players[0] == "Ada (shrewd)"


def test_a_tournament_of_the_search_against_shrewd() -> None:
    args = ["tournament", "rummoli", "--bots", "search:2samples,shrewd", "-g", "1", "-p", "2"]
    result = CliRunner().invoke(cli, [*args, "-o", "starting_chips=20", "-w", "1", "-q", "--json", "--no-plots"])
    assert result.exit_code == 0, result.output
    summary = json.loads(result.output)
    assert summary["games"] == 2 and summary["names"] == ["Ada (search:2samples)", "Ben (shrewd)"]
    assert [r["bot"] for r in summary["results"]] == ["search:2samples", "shrewd"]


def test_terminal_play_against_shrewd_bots_names_them_in_the_language() -> None:
    try:
        for lang, word in (("en", "shrewd"), ("lt", "gudrus"), ("kk", "айлакер"), ("ka", "გამჭრიახი")):
            args = ["play", "carousel", "--players", "3", "--seed", "2", "--bots", "shrewd", "--lang", lang]
            result = CliRunner().invoke(cli, args, input="quit\n")
            first = result.output.splitlines()[0]
            assert f"Ada ({word})" in first and f"Ben ({word})" in first, first
    finally:
        i18n.use("en")  # (--lang chose the process's language: the other tests in it read English)


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_the_kind_is_a_word_with_its_cases(lang: str) -> None:
    tr = i18n.translator(lang)
    said = tr.name(bot_names(["shrewd"])[0])
    assert said.startswith("Ada (") and (lang == "en" or "shrewd" not in said), said
    assert lang == "en" or "shrewd" not in tr.name("shrewd bot")
    message = tr.bundle.get_message(i18n.message_id("shrewd"))
    cases = set(message.attributes)
    assert cases <= set(i18n.CASES[lang])
    if lang in ("lt", "ka"):  # (an adjective declines there; Kazakh's stays as it is before a noun)
        assert cases == set(i18n.CASES[lang]), cases
