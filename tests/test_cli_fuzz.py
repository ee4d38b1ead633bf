"""Hostile input to the command line: every bad line or record gets a clear answer, never a traceback.

The ``--jsonl`` commands (``solve liverpool``, ``solve carousel``, ``poker``) each get
15,000 lines, at least 10,000 of them hostile, made by hypothesis - random JSON values, wrong types, nulls,
deep nesting, huge numbers, odd unicode, bytes that are not UTF-8, near misses -
with valid lines mixed in.  Every non-blank line must get exactly one answer line,
in order; valid lines the right answer, the others ``{"error": ...}``.  ``replay``
and ``show`` get 1,000 records made by ``selfplay`` and then mutated by hypothesis
(lines deleted, duplicated, swapped, characters changed): each ends with the
replay's success or a one-line ``error: ...`` and exit status 2.

The commands run in-process (``main(argv)`` with standard input and output
swapped) to stay fast; one real subprocess per command checks the same end to end.
"""

from __future__ import annotations

import io
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st

from rummyhall.cards import format_card, pack
from rummyhall.cli import main
from rummyhall.poker import describe
from rummyhall.solve.carousel import placement_json
from rummyhall.solve.liverpool import solve_json

HOSTILE_PER_COMMAND = 10_000  # lines that are not valid (about three in four of the lines sent)
BATCH = 100  # lines per in-process run of a command
BATCHES = 150
RECORDS = 1_000

CARD_TEXTS = [format_card(c) for c in pack()]
FUZZ = settings(
    max_examples=BATCHES,
    deadline=None,
    database=None,
    phases=[Phase.explicit, Phase.generate],  # no shrinking a batch of 100 lines: the messages name the line
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.large_base_example],
)


def run_in_process(argv: list[str], stdin: bytes = b"") -> tuple[int, bytes, str]:
    """Exit status, standard output and standard error of ``rummyhall ARGV`` run in this process."""
    saved = sys.stdin, sys.stdout, sys.stderr
    out, err = io.BytesIO(), io.StringIO()
    stdin_text = io.TextIOWrapper(io.BytesIO(stdin), encoding="utf-8")
    stdout_text = io.TextIOWrapper(out, encoding="utf-8", write_through=True)
    sys.stdin, sys.stdout, sys.stderr = stdin_text, stdout_text, err
    try:
        main(argv)
        status = 0
    except SystemExit as exit_:
        status = exit_.code if isinstance(exit_.code, int) else 1
    finally:
        sys.stdin, sys.stdout, sys.stderr = saved
        stdout_text.flush()
        stdout_text.detach()  # closing the wrapper would close ``out``
    return status, out.getvalue(), err.getvalue()


def run_subprocess(argv: list[str], stdin: bytes = b"") -> subprocess.CompletedProcess[bytes]:
    return subprocess.run([sys.executable, "-m", "rummyhall.cli", *argv], input=stdin, capture_output=True, timeout=120)


# Hostile lines ---------------------------------------------------------------------

ODD_TEXT = st.text(
    st.characters(codec="utf-8", exclude_characters="\n")
    | st.sampled_from(["\u2028", "\u2029", "\x85", "\ufeff", "\x00", "\r", "\u00e9", "\U0001f0a1", "\ud7ff", "♥", "T"]),
    max_size=12,
)
JSON_SCALARS = (
    st.none()
    | st.booleans()
    | st.integers()
    | st.integers(min_value=10**18, max_value=10**80)
    | st.floats(allow_nan=True, allow_infinity=True)
    | ODD_TEXT
    | st.sampled_from(CARD_TEXTS + ["*", "*9h", "1x", "", " ", "Ah ", "ah", "10h", "A♥", "AH"])
)
JSON_VALUES = st.recursive(
    JSON_SCALARS,
    lambda inner: (
        st.lists(inner, max_size=6)
        | st.dictionaries(ODD_TEXT | st.sampled_from(["deal", "hand", "table"]), inner, max_size=4)
    ),
    max_leaves=12,
)


def dumped(value: Any, compact: bool, ascii_only: bool) -> bytes:
    separators = (",", ":") if compact else (", ", ": ")
    return json.dumps(value, separators=separators, ensure_ascii=ascii_only).encode("utf-8", "surrogatepass")


def as_line(strategy: st.SearchStrategy[Any]) -> st.SearchStrategy[bytes]:
    """JSON lines of the values of ``strategy``, written in the usual ways."""
    return st.builds(dumped, strategy, st.booleans(), st.booleans())


def nested(depth: int, kind: int) -> bytes:
    """A value nested ``depth`` deep: lists, objects, or an unclosed list."""
    if kind == 0:
        return b"[" * depth + b"]" * depth
    if kind == 1:
        return b'{"hand":' * depth + b"1" + b"}" * depth
    return b"[" * depth


HOSTILE_LINES = st.one_of(
    as_line(JSON_VALUES),
    st.builds(nested, st.integers(min_value=500, max_value=50_000), st.integers(min_value=0, max_value=2)),
    st.integers(min_value=4_000, max_value=20_000).map(lambda n: b"[" + b"9" * n + b"]"),
    st.sampled_from(
        [b"1e999999", b"-0", b"NaN", b"[Infinity]", b"nul", b"[", b"]", b"{}", b"[]", b'"x"', b"\xef\xbb\xbf[]"]
    ),
    st.binary(max_size=40).map(lambda b: b.replace(b"\n", b"")),
    ODD_TEXT.map(lambda text: text.encode("utf-8", "surrogatepass")),
)


def mutated(line: bytes, at: int, insert: bytes) -> bytes:
    """``line`` with a few bytes put in at a place (a near miss of a valid line)."""
    at %= len(line) + 1
    return (line[:at] + insert + line[at + 1 :]).replace(b"\n", b"")


def batch_of(
    valid: st.SearchStrategy[tuple[bytes, Any]], shaped: st.SearchStrategy[Any]
) -> st.SearchStrategy[list[tuple[bytes, Any]]]:
    """``BATCH`` lines, each with its expected answer (None: an error is expected, or
    any answer for a near miss), valid lines mixed among hostile ones and blank lines.
    ``shaped`` are hostile values of the shape the command reads (the right fields,
    with wrong values in them), so that they get past the first checks."""
    hostile = HOSTILE_LINES.map(lambda line: (line, "blank" if is_blank(line) else None))
    hostile_shaped = as_line(shaped).map(lambda line: (line, None))
    near_miss = st.builds(
        lambda pair, at, insert: (mutated(pair[0], at, insert), None),
        valid,
        st.integers(),
        st.binary(min_size=1, max_size=3),
    )
    blank = st.sampled_from([b"", b"   ", b"\t", b"\r"]).map(lambda line: (line, "blank"))
    return st.lists(
        st.one_of(valid, valid, hostile, hostile, hostile_shaped, hostile_shaped, near_miss, blank),
        min_size=BATCH,
        max_size=BATCH,
    )


def is_blank(line: bytes) -> bool:
    """A line the commands skip: empty, or only ASCII white space."""
    return not line or line.isspace()


def check_batch(argv: list[str], lines: list[tuple[bytes, Any]], counts: dict[str, int]) -> None:
    """Run one batch and check every answer; count the lines of each kind."""
    status, out, err = run_in_process(argv, b"\n".join(line for line, _ in lines) + b"\n")
    assert status == 0 and err == "", err
    answers = out.decode("ascii").split("\n")
    assert answers.pop() == "", "every answer ends with a new line"
    asked = [(line, answer) for line, answer in lines if answer != "blank"]
    assert len(answers) == len(asked), "one answer line per non-blank line"
    for answer_text, (line, want) in zip(answers, asked, strict=True):
        answer = json.loads(answer_text)
        assert isinstance(answer, dict) and answer, line
        if want is not None:
            assert answer == want, line
            counts["valid"] += 1
        elif "error" in answer:
            assert list(answer) == ["error"] and isinstance(answer["error"], str) and answer["error"], line
            counts["errors"] += 1
        else:  # a near miss can still be a valid line (a card written "ah", say)
            counts["other answers"] += 1
    counts["lines"] += len(lines)


def fuzz(
    argv: list[str], valid: st.SearchStrategy[tuple[bytes, Any]], shaped: st.SearchStrategy[Any]
) -> dict[str, int]:
    counts = dict.fromkeys(["lines", "valid", "errors", "other answers"], 0)

    @FUZZ
    @given(batch_of(valid, shaped))
    def check(lines: list[tuple[bytes, Any]]) -> None:
        check_batch(argv, lines, counts)

    check()
    return counts


def poker_line(cards: list[str], compact: bool) -> tuple[bytes, Any]:
    return dumped(cards, compact, True), describe(" ".join(cards))


VALID_POKER = st.builds(
    poker_line, st.lists(st.sampled_from(CARD_TEXTS), min_size=5, max_size=26, unique=True), st.booleans()
)
TWO_PACKS = CARD_TEXTS * 2 + ["*"] * 4


def liverpool_line(hand: list[str], deal: int, wild: bool | None, compact: bool) -> tuple[bytes, Any]:
    query: dict[str, Any] = {"deal": deal, "hand": hand}
    if wild is not None:
        query["wild_twos"] = wild
    return dumped(query, compact, True), solve_json(hand, deal, bool(wild))


VALID_LIVERPOOL = st.builds(
    liverpool_line,
    st.lists(st.sampled_from(TWO_PACKS), min_size=1, max_size=14),
    st.integers(min_value=1, max_value=7),
    st.none() | st.booleans(),
    st.booleans(),
)
MELDS = [
    ["5h", "6h", "7h"],
    ["Qc", "Qd", "Qs"],
    ["9c", "Tc", "Jc", "Qc"],
    ["Ad", "2d", "3d"],
    ["4s", "4h", "4c"],
    ["Ts", "Js", "*Qs"],
]


def carousel_line(table: list[list[str]], hand: list[str], compact: bool) -> tuple[bytes, Any]:
    from rummyhall.cards import parse_cards

    query = {"table": table, "hand": hand}
    try:
        want: Any = placement_json([parse_cards(meld) for meld in table], parse_cards(hand))
    except ValueError as error:  # more copies of a card than two packs hold: the CLI says so
        want = {"error": str(error)}
    return dumped(query, compact, True), want


VALID_CAROUSEL = st.builds(
    carousel_line,
    st.lists(st.sampled_from(MELDS), max_size=3, unique_by=lambda meld: meld[0]),
    st.lists(st.sampled_from(CARD_TEXTS + ["*"]), max_size=7),
    st.booleans(),
)


LIVERPOOL_FAULT_LINE = (
    b'{"deal": 5, "hand": ["2c", "Ac", "2d", "2s", "Ad", "*", "3c", "4c", "6s", "2s"], "wild_twos": true}'
)


def test_liverpool_solver_fault_with_wild_twos_liv_3() -> None:
    """Found by the fuzz test below: the solver planned two books of twos with four wild cards
    left (each takes three, LIV-3) and failed to build them.  Deal 5 from this hand cannot be
    laid down: the run A-2-3-4 of clubs and one book of twos leave no second book."""
    status, out, _ = run_in_process(["solve", "liverpool", "--jsonl"], LIVERPOOL_FAULT_LINE)
    assert status == 0 and json.loads(out)["can_go_down"] is False


# Hostile values in the right shape: a card, or anything else, where a card goes.
CARD_OR_NOT = st.sampled_from(TWO_PACKS) | st.sampled_from(TWO_PACKS) | JSON_SCALARS | JSON_VALUES
HANDS = st.lists(CARD_OR_NOT, max_size=14) | JSON_VALUES
SHAPED_POKER = st.lists(CARD_OR_NOT, max_size=30)
SHAPED_LIVERPOOL = st.fixed_dictionaries(
    {"deal": st.integers(min_value=0, max_value=8) | JSON_VALUES, "hand": HANDS},
    optional={"wild_twos": st.booleans() | JSON_VALUES},
)
SHAPED_CAROUSEL = st.fixed_dictionaries(
    {"table": st.lists(st.lists(CARD_OR_NOT, max_size=5) | JSON_VALUES, max_size=3) | JSON_VALUES, "hand": HANDS}
)


@pytest.mark.parametrize(
    ("argv", "valid", "shaped"),
    [
        (["poker", "--jsonl"], VALID_POKER, SHAPED_POKER),
        (["solve", "liverpool", "--jsonl"], VALID_LIVERPOOL, SHAPED_LIVERPOOL),
        (["solve", "carousel", "--jsonl"], VALID_CAROUSEL, SHAPED_CAROUSEL),
    ],
    ids=["poker", "solve-liverpool", "solve-carousel"],
)
def test_jsonl_answers_every_hostile_line(
    argv: list[str], valid: st.SearchStrategy[tuple[bytes, Any]], shaped: st.SearchStrategy[Any]
) -> None:
    counts = fuzz(argv, valid, shaped)
    print(f"{' '.join(argv)}: {counts}")
    assert counts["lines"] == BATCHES * BATCH
    assert (
        counts["errors"] + counts["other answers"] >= HOSTILE_PER_COMMAND and counts["valid"] >= BATCHES * BATCH // 10
    )


# Mutated records ------------------------------------------------------------------


@pytest.fixture(scope="module")
def records(tmp_path_factory: pytest.TempPathFactory) -> list[str]:
    """Records of each game, written by ``rummyhall selfplay --record``."""
    folder = tmp_path_factory.mktemp("records")
    for argv in (
        ["selfplay", "liverpool", "--players", "3", "--games", "2", "-o", "turn_cap=12", "--bots", "greedy,random"],
        ["selfplay", "carousel", "--players", "3", "--games", "2", "--bots", "greedy,random"],
        ["selfplay", "rummoli", "--players", "4", "--games", "2", "-o", "rounds=1", "--bots", "greedy,random"],
    ):
        status, _, err = run_in_process([*argv, "--seed", "3", "--record", str(folder), "-q"])
        assert status == 0, err
    texts = [path.read_text(encoding="utf-8") for path in sorted(folder.iterdir())]
    assert len(texts) == 6
    return texts


Mutation = tuple[int, int, int, str]
MUTATIONS = st.lists(
    st.tuples(
        st.integers(min_value=0, max_value=5),
        st.integers(min_value=0, max_value=10**6),
        st.integers(min_value=0, max_value=10**6),
        st.text(max_size=3)
        | st.sampled_from(["0", "9", "-", "s", ".", ":", " ", "=>", " ; ", "[", "}", '"', "99999999999"])
        | JSON_VALUES.map(json.dumps),
    ),
    min_size=1,
    max_size=4,
)


def mutate(text: str, mutations: list[Mutation]) -> str:
    """``text`` with lines deleted (0), duplicated (1), swapped (2), characters changed (3) or
    put in (4), or what follows a line's first ': ' or ' ' replaced (5: a header value, a
    move's action).  The first 12 lines (the header and first moves) are picked as often as
    all the others."""
    lines = text.split("\n")
    for kind, a, b, chars in mutations:
        i = a % 12 if a % 2 else a % len(lines)
        j = b % len(lines)
        if kind == 0 and len(lines) > 1:
            del lines[i]
        elif kind == 1:
            lines.insert(j, lines[i])
        elif kind == 2:
            lines[i], lines[j] = lines[j], lines[i]
        elif kind == 5:
            key, sep, _ = lines[i].partition(": " if ": " in lines[i] else " ")
            lines[i] = key + sep + chars
        else:
            line = lines[i]
            at = b % (len(line) + 1)
            lines[i] = line[:at] + chars + line[at + (1 if kind == 3 else 0) :]
    return "\n".join(lines)


def test_replay_and_show_refuse_mutated_records_in_one_line(records: list[str], tmp_path: Path) -> None:
    counts = {"records": 0, "replayed": 0, "refused": 0}
    path = tmp_path / "record.txt"

    @settings(max_examples=RECORDS, deadline=None, database=None, suppress_health_check=[HealthCheck.too_slow])
    @given(st.sampled_from(range(len(records))), MUTATIONS)
    def check(index: int, mutations: list[Mutation]) -> None:
        path.write_text(mutate(records[index], mutations), encoding="utf-8", errors="surrogatepass")
        outcomes = []
        for command in ("replay", "show"):
            status, out, err = run_in_process([command, str(path)])
            if status == 0:
                assert err == "" and out
            else:
                assert status == 2 and out == b""
                assert err.startswith("error: ") and err.endswith("\n") and err.count("\n") == 1, err
            outcomes.append(status)
        assert outcomes[0] == outcomes[1], "replay and show agree"
        counts["records"] += 1
        counts["replayed" if outcomes[0] == 0 else "refused"] += 1

    check()
    print(counts)
    assert counts["records"] >= RECORDS and counts["refused"] >= RECORDS // 2


# The same, once each, as a real process ---------------------------------------------

ISSUE_LINES = [b'{"deal":1,"hand":["7c",null]}', b"[" * 100_000, b'{"hand":' * 5000, b"\xff\xfe"]


@pytest.mark.parametrize(
    ("argv", "good", "answer"),
    [
        (
            ["poker", "--jsonl"],
            b'["Ah", "Kh", "Qh", "Jh", "Th", "2c", "3d"]',
            {"category": "straight flush", "best": ["Ah", "Kh", "Qh", "Jh", "Th"], "strength": 7462},
        ),
        (
            ["solve", "liverpool", "--jsonl"],
            b'{"deal": 1, "hand": ["5c", "5d", "*", "Kc", "Kd", "Ks", "9h"]}',
            {"can_go_down": True, "melds": [["5c", "5d", "*"], ["Kc", "Kd", "Ks"]], "left": ["9h"], "left_points": 5},
        ),
        (
            ["solve", "carousel", "--jsonl"],
            b'{"table": [["7c", "7d", "7s"]], "hand": ["7h", "Kd"]}',
            {"points": 7, "placed": ["7h"], "melds": [["7c", "7d", "7h", "7s"]]},
        ),
    ],
    ids=["poker", "solve-liverpool", "solve-carousel"],
)
def test_jsonl_as_a_real_process(argv: list[str], good: bytes, answer: dict[str, Any]) -> None:
    lines = [good, *ISSUE_LINES, good]
    result = run_subprocess(argv, b"\n".join(lines) + b"\n")
    assert result.returncode == 0 and result.stderr == b""
    answers = [json.loads(line) for line in result.stdout.splitlines()]
    assert len(answers) == len(lines)
    assert answers[0] == answers[-1] == answer
    assert all(list(a) == ["error"] for a in answers[1:-1])
    assert "nested too deeply" in answers[2]["error"] and "not UTF-8" in answers[4]["error"]


def test_the_issues_lines_get_their_errors() -> None:
    """Issue 12: a null card and deep nesting, answered in words."""
    status, out, _ = run_in_process(["solve", "liverpool", "--jsonl"], b"\n".join(ISSUE_LINES[:3]))
    answers = [json.loads(line)["error"] for line in out.splitlines()]
    assert status == 0 and answers == [
        "hand: a card is written as text, like 'Ah' or '*', not null",
        "the line is nested too deeply to read",
        "the line is nested too deeply to read",
    ]


@pytest.mark.parametrize("command", ["replay", "show"])
def test_records_as_a_real_process(command: str, records: list[str], tmp_path: Path) -> None:
    good, bad = tmp_path / "good.txt", tmp_path / "bad.txt"
    good.write_text(records[0], encoding="utf-8")
    bad.write_text(records[0].replace("players: [", "players: [1, ", 1), encoding="utf-8")
    assert run_subprocess([command, str(good)]).returncode == 0
    result = run_subprocess([command, str(bad)])
    assert result.returncode == 2 and result.stdout == b""
    assert (
        result.stderr.decode()
        == f'error: {bad}: line 5: players must be a JSON list of the players\' names, like ["Ann", "Bob"]\n'
    )
