"""Playing in the terminal as a person meets it: each game's own opening help,
the table of commands, names (never "seat 2" or "greedy1"), the greedy bot's
hints, Rummoli's forced card played for the person, refusals without rule IDs,
and ``--record`` keeping a game the person left."""

from __future__ import annotations

import io
import re
from collections.abc import Sequence
from pathlib import Path

import pytest
from rich.console import Console

from rummyhall.bots import BOT_FIRST_NAMES, Bot, bot_names
from rummyhall.cards import parse_cards
from rummyhall.engine import Action, View
from rummyhall.games import make
from rummyhall.games.liverpool import Liverpool, LiverpoolState, TableMeld
from rummyhall.games.rummoli import Play
from rummyhall.record import Recorder
from rummyhall.terminal import (
    COMMANDS,
    Session,
    _play,
    commands_help,
    name_seats,
    play_in_terminal,
    say,
    screen_for,
    second_person,
    without_rule_id,
)
from test_cli_fuzz import run_in_process

SEED = 7
BOTS = ["greedy", "random", "greedy"]
OPTIONS = {"liverpool": {}, "carousel": {}, "rummoli": {"rounds": 1}}
OPENINGS = {
    "liverpool": "Liverpool: seven deals, each with a contract",
    "carousel": "Carousel: draw up to three cards a turn",
    "rummoli": "Rummoli: nine pots on the board",
}
NOT_FOR_PEOPLE = re.compile(r"\bseat \d|greedy\d|random\d|\((?:LIV|CAR|RUM)-\d+\)")
"""What a person never reads: seat numbers, the old bot names, rule IDs (without --verbose)."""
BAD_GRAMMAR = re.compile(
    r"\byou (?:passes|plays|calls|checks|folds|wins|keeps|bids|shows|goes|is|has|deals)\b|\b1 cards"
)


class Person:
    """A scripted person: answers each prompt with the next line, then ends the input."""

    def __init__(self, lines: Sequence[str]) -> None:
        self.lines = list(lines)
        self.prompts: list[str] = []

    def __call__(self, prompt: str) -> str:
        self.prompts.append(prompt)
        if not self.lines:
            raise EOFError
        return self.lines.pop(0)


def play(
    game: str, lines: Sequence[str], bots: Sequence[str] = BOTS, verbose: bool = False, auto_play: bool = True
) -> tuple[Recorder, str, Person]:
    """``game`` at seat 0 against three bots (seed 7), the person typing ``lines``."""
    out = io.StringIO()
    person = Person(lines)
    console = Console(file=out, width=200, color_system=None)
    game_played = make(game, 4, OPTIONS[game])
    recorder = play_in_terminal(game_played, SEED, "you", bots, console, person, verbose=verbose, auto_play=auto_play)
    return recorder, out.getvalue(), person


def hand_shown(text: str) -> list[str]:
    """The cards of the last "Your hand" line on the screen."""
    line = [line for line in text.splitlines() if line.startswith("Your hand")][-1]
    return line.split(": ", 1)[1].split("   poker")[0].split()


def moves_of(recorder: Recorder, seat: int) -> list[str]:
    return [move.action for move in recorder.record.moves if move.seat == seat]


# -- names -------------------------------------------------------------------------


def test_bot_names_are_distinct_and_skip_the_people() -> None:
    assert bot_names(["greedy", "random"]) == ["Ada (greedy)", "Ben (random)"]
    assert bot_names(["greedy", "greedy"], taken=["ada", "Cleo"]) == ["Ben (greedy)", "Dev (greedy)"]
    assert bot_names(["random"], taken=["Ada (random)"]) == ["Ben (random)"]
    many = bot_names(["greedy"] * (len(BOT_FIRST_NAMES) + 5), taken=["Bot 22"])
    assert len(set(many)) == len(many) == len(BOT_FIRST_NAMES) + 5 and "Bot 22 (greedy)" not in many
    assert len(BOT_FIRST_NAMES) > 8 and bot_names([]) == []


def test_selfplay_records_carry_the_bot_names() -> None:
    from rummyhall.selfplay import play_game

    recorder = play_game(make("carousel", 3, {"target": 30}), 2, ["greedy", "random", "greedy"])
    assert recorder.record.players == ["Ada (greedy)", "Ben (random)", "Cleo (greedy)"]


def test_words_for_people() -> None:
    names = ["you", "Ada (greedy)", "Ben (random)"]
    assert name_seats("it is not your turn: seat 2 is to draw", names) == "it is not your turn: Ben (random) is to draw"
    assert name_seats("waiting for seat 0 and seat 1; seat 7 is not here", names) == (
        "waiting for you and Ada (greedy); seat 7 is not here"
    )
    assert without_rule_id("draw first (CAR-6)") == "draw first"
    assert without_rule_id("a (LIV-10) in the middle stays") == "a (LIV-10) in the middle stays"
    assert second_person("passes") == "pass"
    assert second_person("is the only player left who can pay the ante and takes the board") == (
        "are the only player left who can pay the ante and take the board"
    )
    assert second_person("has no chips left and leaves the game") == "have no chips left and leave the game"
    assert second_person("must play their lowest {colour} card") == "must play your lowest {colour} card"
    assert second_person("drew from the stock") == "drew from the stock"
    assert say("poker: {opener:seat} opens the betting", {"opener": 0}, names) == "poker: you open the betting"
    assert (
        say("poker: {opener:seat} opens the betting", {"opener": 2}, names) == "poker: Ben (random) opens the betting"
    )
    params = {"winners": [0], "verb": "wins", "best": 12}
    assert say("{winners:seats} {verb} with {best} chips", params, names) == "you win with 12 chips"
    params = {"winners": [1], "verb": "wins", "best": 12}
    assert say("{winners:seats} {verb} with {best} chips", params, names) == "Ada (greedy) wins with 12 chips"


# -- the loop ----------------------------------------------------------------------


@pytest.mark.parametrize("game", ["liverpool", "carousel", "rummoli"])
def test_each_game_opens_with_its_own_help_and_the_commands(game: str) -> None:
    recorder, text, _ = play(game, ["quit"])
    assert OPENINGS[game] in text
    assert all(OPENINGS[other] not in text for other in OPENINGS if other != game)
    assert commands_help().replace("[bold]", "").replace("[/]", "") in " ".join(text.split())
    assert all(f"{word} " in commands_help().replace("[bold]", "").replace("[/]", "") for word in COMMANDS)
    assert "You left the game." in text and not recorder.state.over
    assert "Ada (greedy)" in text and "Ben (random)" in text and "Cleo (greedy)" in text
    assert not NOT_FOR_PEOPLE.search(text), NOT_FOR_PEOPLE.search(text)


def test_examples_use_the_persons_own_cards() -> None:
    _, text, _ = play("liverpool", ["pass", "draw stock"])
    hand = hand_shown(text)
    discard = re.findall(r"discard (\S+?)\b\.?", text.split("Go down (for example")[1])[0]
    assert discard in hand and discard != "*"
    down = re.search(r"for example down ([^)]*)\)", text)
    assert down is not None and all(c in hand for c in down.group(1).replace("|", " ").split())
    _, text, _ = play("carousel", ["draw"])
    put = re.findall(r"put (\S+) new", text)
    assert put and all(card in hand_shown(text) for card in put)
    _, text, _ = play("rummoli", [])
    assert re.search(r"play (\S+) in the run", text).group(1) == "2d" in hand_shown(text)  # type: ignore[union-attr]


def test_the_table_of_commands() -> None:
    """help, legal, hint, table, pass (a move here) and quit, and a move that is refused."""
    recorder, text, _ = play("liverpool", ["help", "legal", "hint", "table", "pass", "discard Zz", "quit"])
    assert text.count(OPENINGS["liverpool"]) == 2  # at the start and for help
    assert "You may: buy; pass" in text
    assert "The greedy bot would buy the discard 8h: type buy." in text
    assert text.count("Deal 1 of 7 - contract: 2 books") >= 3  # shown, shown again by table, after the pass
    assert "\nyou pass\n" in text and moves_of(recorder, 0) == ["pass"]
    assert "Refused: 'discard Zz': 'Zz' is not a card" in text
    assert text.rstrip().endswith("You left the game.")
    assert not BAD_GRAMMAR.search(text) and "on top of 1 card" in text


def test_hints_come_from_the_greedy_bot_in_words() -> None:
    _, text, _ = play("liverpool", ["pass", "hint", "draw stock", "hint"])
    assert "The greedy bot would take the discard Tc: type draw discard." in text
    assert "The greedy bot would go down, keeping 5 cards worth 35 points: type down 9c 9s * | Kc Kh Ks." in text
    _, text, _ = play("carousel", ["hint", "draw", "hint"])
    assert "The greedy bot would draw a card: type draw." in text
    _, text, _ = play("rummoli", ["hint"])
    assert "The greedy bot would pass: type pass." in text


@pytest.mark.parametrize(("game", "seed", "turn_cap"), [("liverpool", 3, 4), ("carousel", 2, 0), ("rummoli", 5, 0)])
def test_a_person_following_every_hint_plays_a_whole_game(game: str, seed: int, turn_cap: int) -> None:
    """Every hint names a move that is taken as typed; the game ends with the winners named."""
    out = io.StringIO()
    console = Console(file=out, width=2000, color_system=None)
    options = {"liverpool": {"turn_cap": turn_cap}, "carousel": {"target": 40}, "rummoli": {"rounds": 1}}[game]
    looked = [0]

    def read(prompt: str) -> str:
        new = out.getvalue()[looked[0] :]
        looked[0] = len(out.getvalue())
        if "The greedy bot would" not in new:
            return "hint"
        advice = new.rsplit("The greedy bot would", 1)[1]
        return re.split(r"[Tt]ype:?\s", advice, maxsplit=1)[1].strip().rstrip(".")

    recorder = play_in_terminal(make(game, 3, options), seed, "Ann", ["greedy", "random"], console, read)
    text = out.getvalue()
    assert recorder.state.over and "Refused" not in text and "Game over." in text
    assert recorder.record.players == ["Ann", "Ada (greedy)", "Ben (random)"]
    last = text[text.index("Game over.") :]
    assert re.match(r"Game over\. (You|Ada \(greedy\)|Ben \(random\))( and \S+( \(\w+\))?)? wins? with ", last), last
    assert not NOT_FOR_PEOPLE.search(text) and not BAD_GRAMMAR.search(text)


# -- refusals ----------------------------------------------------------------------


def test_refusals_without_rule_ids_unless_verbose() -> None:
    _, text, _ = play("carousel", ["knock", "pass"])
    assert "Refused: you may knock only after drawing\n" in text and "Refused: draw first\n" in text
    assert "CAR-" not in text
    _, text, _ = play("carousel", ["knock"], verbose=True)
    assert "Refused: you may knock only after drawing (CAR-8)" in text
    _, text, _ = play("rummoli", ["bid 5", "keep"])
    assert "Refused: you hold a pay card, so you may not bid for the widow\n" in text
    assert "(waiting for you and Ada (greedy))" in text  # the engine's "seat 0 and seat 1"
    assert not NOT_FOR_PEOPLE.search(text)


def test_a_failing_lay_down_is_asked_about_first() -> None:
    recorder, text, person = play("liverpool", ["pass", "draw stock", "down 9c 9s * | Kc Kh", "n"])
    assert (
        person.prompts[-2].startswith("This lay-down fails (Kc Kh: Not a book")
        and "costs 50 points" in (person.prompts[-2])
    )
    assert "Not sent." in text and not any(m.startswith("down") for m in moves_of(recorder, 0))
    recorder, text, _ = play("liverpool", ["pass", "draw stock", "down 9c 9s * | Kc Kh", "y"])
    assert moves_of(recorder, 0)[-1] == "down 9c 9s * | Kc Kh" and "failed" in text.lower()


# -- Rummoli's forced cards --------------------------------------------------------


def forced_plays(recorder: Recorder) -> list[Action]:
    return [make("rummoli", 4).parse_action(m) for m in moves_of(recorder, 0) if m.startswith("play")]


def test_rummoli_plays_the_only_legal_card_unless_told_not_to() -> None:
    recorder, text, _ = play("rummoli", ["pass", "call"], ["greedy"] * 3)
    assert "Playing 4d for you (you hold the next card: your only legal card).\nyou play: 4d" in text
    assert "Playing 6c for you (your lowest black card: your only legal card)." in text
    assert forced_plays(recorder)[:3] == [Play(c) for c in parse_cards("4d 5d 6c")]
    recorder, text, _ = play("rummoli", ["pass", "call"], ["greedy"] * 3, auto_play=False)
    assert "for you" not in text.split("Commands:")[1] and forced_plays(recorder) == []
    assert text.rstrip().endswith("You hold the next card: play 4d.\n\nInput ended; you leave the game.".rstrip())


def test_the_no_auto_play_flag(tmp_path: Path) -> None:
    status, out, err = run_in_process(["play", "rummoli", "--seed", "7", "-o", "rounds=1"], b"pass\ncall\n")
    assert status == 0 and b"Playing 4d for you" in out, err
    argv = ["play", "rummoli", "--seed", "7", "-o", "rounds=1", "--no-auto-play"]
    status, out, err = run_in_process(argv, b"pass\ncall\n")
    assert status == 0 and b"Playing 4d for you" not in out and b"You hold the next card: play 4d." in out, err


# -- the record of a game left early -----------------------------------------------


@pytest.mark.parametrize(("game", "stdin"), [("carousel", b"draw\nquit\n"), ("liverpool", b"pass\n")])
def test_record_is_written_when_the_person_leaves(tmp_path: Path, game: str, stdin: bytes) -> None:
    path = tmp_path / "left.txt"
    status, out, err = run_in_process(["play", game, "--seed", "7", "--record", str(path)], stdin)
    assert status == 0, err
    assert re.search(rf"record written to {re.escape(str(path))} \(unfinished: \d+ moves\)", out.decode())
    status, out, err = run_in_process(["replay", str(path)])
    lines = out.decode().splitlines()
    assert status == 0 and len(lines) == 1 and "an unfinished game" in lines[0] and "moves replayed" in lines[0]
    status, out, err = run_in_process(["show", str(path)])
    shown = out.decode()
    # (the bots of the default level, medium: the shrewd bot)
    assert status == 0 and "players: you, Ada (shrewd), Ben (shrewd), Cleo (shrewd)" in shown
    assert "Cleo (shrewd): draw" in shown and "you: " in shown and "result:" not in shown


# -- letting an out-of-turn chance go ----------------------------------------------


class FirstChoice(Bot):
    """Lets every chance go that it may, else takes its first legal action."""

    def choose(self, view: View, legal: Sequence[Action], may_pass: bool) -> Action | None:
        return None if may_pass else legal[0]


def test_pass_lets_a_rummy_chance_go() -> None:
    """LIV-16: the person may call rummy on a discard that could have been laid off; ``pass`` lets it go."""
    game = Liverpool(3, {"cut_bonus": False})
    recorder = Recorder(game, 0, ["you", "Ada (greedy)", "Ben (random)"])
    state = recorder.state
    assert isinstance(state, LiverpoolState)
    state.hands = [parse_cards(h) for h in ["5c 6c 9d", "8h 2c", "7d 8d"]]
    state.stock = list(reversed(parse_cards("3d 4d 5s")))
    state.discard = parse_cards("Kc")
    state.turn, state.dealer, state.phase, state.down[1] = 1, 0, "play", True
    state.table = [TableMeld(1, "run", parse_cards("4h 5h 6h 7h"), suit=2, low=4)]
    state.act(1, "discard 8h")
    assert state.actors() == (0, 2) and state.may_pass(0)
    out = io.StringIO()
    person = Person(["legal", "hint", "pass"])
    console = Console(file=out, width=200, color_system=None)
    session = Session(game, screen_for(game), recorder, ["you", "Ada (greedy)", "Ben (random)"], console, person)
    assert not _play(session, [None, FirstChoice(), FirstChoice()])
    text = out.getvalue()
    assert "That discard could have been laid off: type rummy to call it, or pass." in text
    assert "You may: rummy" in text and "The greedy bot would call rummy on that discard: type rummy." in text
    assert "\nyou let it go\nBen (random) called rummy on Ada (greedy): 8h\n" in text
    assert [(m.seat, m.action) for m in recorder.record.moves][:2] == [(2, "rummy"), (2, "draw stock")]
    assert len(person.prompts) == 4  # legal, hint, pass; then the person's own turn
