"""The command line as a user meets it: answers, one-line errors, no tracebacks."""

from __future__ import annotations

import io
import json
import random
import select
import subprocess
import sys
from pathlib import Path

import pytest
from rich.console import Console

from rummyhall.cards import format_card, pack
from rummyhall.games import make
from rummyhall.poker import describe
from rummyhall.terminal import play_in_terminal
from test_cli_fuzz import run_in_process


def run(*args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "rummyhall.cli", *args], input=stdin, capture_output=True, text=True, timeout=300
    )


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["selfplay", "liverpool", "--players", "9"], "error: liverpool is for 3 to 8 players, not 9"),
        (["selfplay", "liverpool", "--bots", "clever"], "error: unknown bot 'clever'"),
        (["selfplay", "liverpool", "-o", "wild_threes=1"], "error: liverpool has no option 'wild_threes'"),
        (["selfplay", "liverpool", "-o", "nonsense"], "error: an option is written name=value"),
        (["selfplay", "chess"], "error: Invalid value for 'GAME'"),
        (["replay", "/no/such/file"], "error: cannot read /no/such/file"),
        (["solve", "liverpool", "--deal", "5", "--hand", "7c 1x"], "'1x' is not a card: unknown rank '1'"),
        (["solve", "liverpool", "--deal", "9", "--hand", "7c"], "error: Invalid value for '--deal'"),
        (["poker", "Ah Kh"], "error: "),
        (["bogus"], "error: No such command 'bogus'"),
    ],
)
def test_bad_arguments_give_one_line_errors(args: list[str], message: str) -> None:
    result = run(*args)
    assert result.returncode == 2
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and message in lines[0], result.stderr
    assert "Traceback" not in result.stderr


@pytest.mark.parametrize("command", ["play", "selfplay", "replay", "show", "rules", "solve", "poker"])
def test_every_command_has_help(command: str) -> None:
    result = run(command, "--help")
    assert result.returncode == 0 and "Usage:" in result.stdout


def test_rules_summary() -> None:
    assert "LIVERPOOL RUMMY" in run("rules", "liverpool").stdout


def test_solve_liverpool_json_example_from_the_issue() -> None:
    """LIV-7 deal 5: the CLI answers with the lay-down leaving least in hand."""
    result = run("solve", "liverpool", "--deal", "5", "--hand", "7c 7d * Qs Qh Qd 4h 5h 6h 7h Kc 2s 9d", "--json")
    answer = json.loads(result.stdout)
    assert answer["can_go_down"] and len(answer["melds"]) == 3
    assert answer["left_points"] == sum({"Kc": 10, "2s": 5, "9d": 5}.get(c, 0) for c in answer["left"])


def test_solve_liverpool_jsonl_goes_on_after_bad_lines() -> None:
    lines = "\n".join(
        [
            json.dumps({"deal": 1, "hand": ["7c", "7d", "7h", "9s", "9d", "9c", "Kc"]}),
            "not json",
            json.dumps({"deal": 8, "hand": []}),
            json.dumps({"hand": ["7c"]}),
            json.dumps({"deal": 1, "hand": ["7c", "1x"]}),
            json.dumps({"deal": 3, "hand": ["7c", "7d"]}),
        ]
    )
    out = [json.loads(line) for line in run("solve", "liverpool", "--jsonl", stdin=lines).stdout.splitlines()]
    assert len(out) == 6
    assert out[0]["can_go_down"] and out[0]["left"] == ["Kc"] and out[0]["left_points"] == 10
    assert all("error" in answer for answer in out[1:5])
    assert "1x" in out[4]["error"]
    assert out[5]["can_go_down"] is False


def test_poker_json_example_from_the_issue() -> None:
    """RUM-7: the best five of a seven-card hand."""
    answer = json.loads(run("poker", "Ah Kh Qh Jh Th 2c 3d", "--json").stdout)
    assert answer == {"category": "straight flush", "best": ["Ah", "Kh", "Qh", "Jh", "Th"], "strength": 7462}


def test_poker_jsonl_quick_and_full_reading_agree() -> None:
    """Issue 11: the usual line (``["Ah", "Kh", ...]``, with or without spaces) is answered
    by a quick path; any other spelling is read in full.  Both give describe's answer."""
    rng = random.Random(11)
    hands = [[format_card(c) for c in rng.sample(pack(), rng.randint(5, 26))] for _ in range(2_000)]
    usual = [json.dumps(hand, separators=(",", ":") if i % 2 else (", ", ": ")) for i, hand in enumerate(hands)]
    spelled = ["[ " + ", ".join(f'"{c.lower().replace("t", "10")}"' for c in hand) + " ]\r" for hand in hands]
    status, out, _ = run_in_process(["poker", "--jsonl"], "\n".join(usual + spelled).encode())
    expected = [json.dumps(describe(" ".join(hand))) for hand in hands]
    assert status == 0 and out.decode().splitlines() == expected + expected


def test_poker_jsonl_quick_path_leaves_faults_to_the_full_reading() -> None:
    lines = [
        '["Ah","Kh","Qh","Jh","Ah"]',
        '["Ah","Kh","Qh","Jh"]',
        '["Ah","Kh","Qh","Jh","*"]',
        '["Ah","Kh","Qh","Jh",5]',
    ]
    status, out, _ = run_in_process(["poker", "--jsonl"], "\n".join(lines).encode())
    assert status == 0 and [json.loads(line) for line in out.splitlines()] == [
        {"error": "Ah appears more than once"},
        {"error": "a poker hand needs 5 to 26 cards, not 4"},
        {"error": "a poker hand has no jokers, but * is one"},
        {"error": "a card is written as text, like 'Ah' or '*', not the number 5"},
    ]


@pytest.mark.parametrize("command", ["liverpool", "carousel"])
def test_solve_jsonl_refuses_a_declared_joker_in_a_hand(command: str) -> None:
    line = {"deal": 1, "table": [], "hand": ["*9h", "7c"]}
    status, out, _ = run_in_process(["solve", command, "--jsonl"], json.dumps(line).encode())
    assert status == 0 and json.loads(out) == {
        "error": "hand: *9h is a joker standing for a card; in a hand a joker is '*'"
    }


@pytest.mark.parametrize(
    ("argv", "line"),
    [
        (["poker", "--jsonl"], '["Ah", "Kh", "Qh", "Jh", "Th", "2c", "3d"]'),
        (["solve", "liverpool", "--jsonl"], '{"deal": 1, "hand": ["5c", "5d", "*", "Kc", "Kd", "Ks", "9h"]}'),
    ],
)
def test_jsonl_answers_each_line_as_it_comes(argv: list[str], line: str) -> None:
    """A program that writes a line and waits gets its answer without closing the input:
    answers are written in batches only as long as more input is already there."""
    process = subprocess.Popen(
        [sys.executable, "-m", "rummyhall.cli", *argv], stdin=subprocess.PIPE, stdout=subprocess.PIPE
    )
    assert process.stdin is not None and process.stdout is not None
    try:
        for _ in range(3):
            process.stdin.write(line.encode() + b"\n")
            process.stdin.flush()
            ready, _, _ = select.select([process.stdout], [], [], 60)
            assert ready, "no answer while the input stays open"
            assert "error" not in json.loads(process.stdout.readline())
    finally:
        process.stdin.close()
        assert process.wait(timeout=60) == 0


def test_selfplay_writes_records_that_replay_and_show(tmp_path: Path) -> None:
    result = run(
        "selfplay",
        "liverpool",
        "--players",
        "3",
        "--games",
        "2",
        "--seed",
        "5",
        "--bots",
        "greedy,random",
        "-o",
        "turn_cap=20",
        "--record",
        str(tmp_path),
        "-q",
    )
    assert result.returncode == 0, result.stderr
    assert "greedy" in result.stdout and "mean score" in result.stdout
    records = sorted(tmp_path.iterdir())
    assert [p.name for p in records] == ["liverpool-5.txt", "liverpool-6.txt"]
    replayed = run("replay", str(records[0]))
    assert replayed.returncode == 0 and "replayed" in replayed.stdout
    shown = run("show", str(records[0]))
    assert shown.returncode == 0 and "result:" in shown.stdout
    broken = records[0].read_text().replace("1. s", "1. x", 1)
    records[0].write_text(broken)
    failed = run("replay", str(records[0]))
    assert failed.returncode == 2 and "line" in failed.stderr and "Traceback" not in failed.stderr


class Screen(io.StringIO):
    """Terminal output kept whole, with what was printed since the last look."""

    def __init__(self) -> None:
        super().__init__()
        self.seen = 0

    def since_last_look(self) -> str:
        text = self.getvalue()[self.seen :] if self.tell() > self.seen else ""
        self.seen = self.tell()
        return text


def test_a_whole_game_in_the_terminal() -> None:
    """A person who always asks for the legal actions and takes the first one plays a whole game."""
    out = Screen()
    console = Console(file=out, width=120, color_system=None)
    script = iter(["hint", "discard Zz"])
    reads = {"n": 0}

    def read(prompt: str) -> str:
        reads["n"] += 1
        assert reads["n"] < 20_000, "the game does not end"
        new = out.since_last_look()
        step = next(script, None)
        if step is not None:
            return step
        if "You may: " not in new:
            return "legal"
        return new.rsplit("You may: ", 1)[1].splitlines()[0].split("; ")[0]

    game = make("liverpool", 3, {"turn_cap": 6})
    recorder = play_in_terminal(game, 3, "tester", ["greedy", "random"], console=console, read=read)
    shown = out.getvalue()
    assert recorder is not None and recorder.state.over
    assert "Game over." in shown and "Refused:" in shown and "'Zz' is not a card" in shown
    assert "Deal 7 of 7" in shown


def test_terminal_quit_and_end_of_input() -> None:
    console = Console(file=io.StringIO(), color_system=None)
    game = make("liverpool", 3, {})
    assert not play_in_terminal(game, 1, "me", ["random", "random"], console=console, read=lambda _: "quit").state.over

    def no_more(_: str) -> str:
        raise EOFError

    assert not play_in_terminal(game, 1, "me", ["random", "random"], console=console, read=no_more).state.over
