"""Benchmark: the Carousel placement solver against a set-partitioning ILP.

The anchor is the integer programme of den Hertog & Hulshof (2006) for
Rummikub, adapted to Carousel and solved with HiGHS through
``scipy.optimize.milp``.  Candidate melds are every group (3 or 4 suits) and
every sequence of 3 to 5 places (longer ones split into these), each with every
choice of up to two places held by a joker.  Variables: how many times each
candidate is used (0..2), how many of each hand card are laid, how many hand
jokers are laid.  Constraints: every real card on the table is used exactly
once and hand cards at most as often as held; the jokers used are the table's
plus the hand's laid; and the CAR-5 rule exactly, which is linear:
for each card D a table joker stood for, (jokers declared D after) + (real D
cards after) >= (table jokers declared D before).  Objective: the value (CAR-9)
of the hand cards laid.  So the ILP answers the same question as the solver.

Positions: a shoe of two packs and two jokers is shuffled; random valid melds
(groups, sequences of 3 to 7, a joker now and then) are dealt to the table until
it holds 12 to 70 cards; the hand is 8 to 16 cards from the rest of the shoe.

With ``--families`` (issue 29) the positions are families made here, not the
ones above: small tables (3 to 14 cards), middle (15 to 45) and large (46 to
70), each with 0, 1 and 2 jokers in the position (table and hand), hands of 8 to
16 cards; from real games (the greedy and the random bot play Carousel, 2 to 5
players, and the table and hand of the player about to meld are taken) and
random (random valid tables of the family's size from random melds, the jokers
declared on the table or in the hand, a random hand from the rest).  For each
family it prints the command's total time over the ILP's, its worst position
(the highest ratio) and its slowest, and the ratio for the whole batch; the
goals are 0.08x overall and 0.10x for each family.

Run:  .venv/bin/python bench/bench_carousel.py [--positions 1000] [--seed 2026]
      .venv/bin/python bench/bench_carousel.py --families [--per-family 30] [--seed 29] [--repeat 2]
      .venv/bin/python bench/bench_carousel.py --families --command A --against B --repeat 25
"""

from __future__ import annotations

import argparse
import itertools
import json
import random
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections import Counter
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np
from scipy.optimize import Bounds, LinearConstraint, milp
from scipy.sparse import csr_matrix

from rummyhall.cards import ACE, JOKER, card, carousel_value, format_cards, parse_cards
from rummyhall.melds import carousel_joker_fault as joker_fault
from rummyhall.melds import carousel_meld_fault

Table = list[list[int]]


def place_card(place: int, suit: int) -> int:
    return card(ACE if place in (1, 14) else place, suit)


# Positions -------------------------------------------------------------------


def random_position(rng: random.Random) -> tuple[Table, list[int]]:
    """A valid table of 12 to 70 cards dealt from two packs and two jokers, and a hand of 8 to 16."""
    target = rng.randint(12, 70)
    shoe = Counter({card(rank, suit): 2 for rank in range(2, 15) for suit in range(4)})
    jokers = 2
    table: Table = []
    size = 0
    failures = 0
    while size < target and failures < 400:
        meld = _random_meld(rng, shoe, jokers)
        if meld is None or carousel_meld_fault(meld) is not None:
            failures += 1
            continue
        table.append(meld)
        size += len(meld)
        shoe -= Counter(c for c in meld if c < JOKER)
        jokers -= sum(1 for c in meld if c > JOKER)
    rest = list(shoe.elements()) + [JOKER] * jokers
    rng.shuffle(rest)
    return table, rest[: rng.randint(8, 16)]


def _random_meld(rng: random.Random, shoe: Counter[int], jokers: int) -> list[int] | None:
    if rng.random() < 0.4:
        rank = rng.randint(2, 14)
        cells = [card(rank, s) for s in sorted(rng.sample(range(4), rng.choice((3, 3, 4))))]
    else:
        suit = rng.randrange(4)
        length = rng.choice((3, 3, 3, 4, 4, 5, 6, 7))
        start = rng.randint(1, 15 - length)
        cells = [place_card(q, suit) for q in range(start, start + length)]
    meld = []
    for cell in cells:
        if shoe[cell] and rng.random() > 0.04:
            meld.append(cell)
        elif jokers:
            meld.append(JOKER + cell)
            jokers -= 1
        else:
            return None
    return meld


# Families of positions (--families) ---------------------------------------------

SIZES = {"small": (3, 14), "middle": (15, 45), "large": (46, 70)}  # table cards
HAND_SIZES = (8, 16)
SOURCES = ("game", "random")
Family = tuple[str, str, int]  # source, size, jokers in the position (table and hand)


def family_names() -> list[Family]:
    return [(source, size, jokers) for source in SOURCES for size in SIZES for jokers in (0, 1, 2)]


def family_label(family: Family) -> str:
    source, size, jokers = family
    return f"{source} {size} {jokers}j"


def size_of(table: Sequence[Sequence[int]]) -> str | None:
    cards = sum(map(len, table))
    return next((name for name, (low, high) in SIZES.items() if low <= cards <= high), None)


def jokers_in(table: Sequence[Sequence[int]], hand: Sequence[int]) -> int:
    return sum(1 for meld in table for c in meld if c > JOKER) + sum(1 for c in hand if c == JOKER)


def random_family_position(rng: random.Random, size: str, jokers: int) -> tuple[Table, list[int]]:
    """A random valid table of the family's size built from random melds (two packs),
    ``jokers`` jokers in all, some of them declared on the table and the others in the
    hand, and a random hand of 8 to 16 cards from the rest."""
    low, high = SIZES[size]
    while True:
        target = rng.randint(low, high)
        shoe = Counter({card(rank, suit): 2 for rank in range(2, 15) for suit in range(4)})
        table: Table = []
        cards = 0
        failures = 0
        while cards < target and failures < 400:
            meld = _random_meld(rng, shoe, 0)
            if meld is None or cards + len(meld) > high:
                failures += 1
                continue
            table.append(meld)
            cards += len(meld)
            shoe -= Counter(meld)
        if not low <= cards <= high:
            continue
        on_table = rng.randint(0, jokers)
        cells = [(m, i) for m, meld in enumerate(table) for i in range(len(meld))]
        rng.shuffle(cells)
        declared = 0
        for m, i in cells:
            if declared == on_table:
                break
            c = table[m][i]
            trial = table[m][:i] + [JOKER + c] + table[m][i + 1 :]
            if carousel_meld_fault(trial) is None:  # the real card goes back to the shoe
                table[m] = trial
                shoe[c] += 1
                declared += 1
        if declared < on_table:
            continue
        rest = list(shoe.elements())
        rng.shuffle(rest)
        count = rng.randint(*HAND_SIZES)
        hand = rest[: count - (jokers - on_table)] + [JOKER] * (jokers - on_table)
        rng.shuffle(hand)
        return table, hand


GAME_LINEUPS = (
    ("greedy", "random", "random"),
    ("random", "greedy", "random", "random"),
    ("greedy", "random", "greedy", "random", "random"),
    ("random", "random", "random", "random", "greedy"),
    ("greedy", "random"),
    ("greedy", "greedy", "random"),
)


def game_positions(seed: int, wanted: int, max_games: int = 600) -> dict[Family, list[tuple[Table, list[int]]]]:
    """Positions reached in real games: bots (the greedy bot, which melds the
    solver's best placement, and the random bot, which often keeps its cards) play
    Carousel games with seeds from ``seed``; each time the player to move may meld
    with 8 to 16 cards in hand, the table and that hand are a candidate.  At most
    two positions of a family are taken from one game, at random."""
    from rummyhall.bots import make_bot
    from rummyhall.games import make
    from rummyhall.selfplay import choose_move

    rng = random.Random(seed)
    found: dict[Family, list[tuple[Table, list[int]]]] = {f: [] for f in family_names() if f[0] == "game"}
    for number in range(max_games):
        if all(len(v) >= wanted for v in found.values()):
            break
        lineup = GAME_LINEUPS[number % len(GAME_LINEUPS)]
        game_seed = rng.randrange(1 << 30)
        game = make("carousel", len(lineup), {})
        state = game.new(seed=game_seed)
        bots = [make_bot("carousel", name, game_seed * 10 + i) for i, name in enumerate(lineup)]
        candidates: dict[Family, list[tuple[Table, list[int]]]] = {}
        for _ in range(600):  # a few rounds of one game
            if state.over:
                break
            seat = state.turn
            hand = list(state.hands[seat])
            if state.phase in ("meld", "last") and HAND_SIZES[0] <= len(hand) <= HAND_SIZES[1]:
                table = [list(meld) for meld in state.table]
                size = size_of(table)
                if size is not None:
                    family = ("game", size, jokers_in(table, hand))
                    candidates.setdefault(family, []).append((table, hand))
            state.apply(*choose_move(state, bots))
        for family, positions in candidates.items():
            for position in rng.sample(positions, min(2, len(positions))):
                if len(found[family]) < wanted:
                    found[family].append(position)
    return found


def family_positions(seed: int, wanted: int) -> dict[Family, list[tuple[Table, list[int]]]]:
    """``wanted`` positions for each family (fewer for a game family if the games
    did not reach it often enough)."""
    found = game_positions(seed, wanted)
    rng = random.Random(seed * 7919 + 1)
    for _, size, jokers in family_names():
        found[("random", size, jokers)] = [random_family_position(rng, size, jokers) for _ in range(wanted)]
    return found


# The ILP anchor ----------------------------------------------------------------


def _candidate_melds() -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Every candidate meld with joker choices, as 0/1 rows over the 52 cards:
    real cells, joker cells, and the number of jokers."""
    shapes: list[list[int]] = []
    for rank in range(2, 15):
        for suits in ([0, 1, 2], [0, 1, 3], [0, 2, 3], [1, 2, 3], [0, 1, 2, 3]):
            shapes.append([card(rank, s) for s in suits])
    for suit in range(4):
        for length in (3, 4, 5):
            for start in range(1, 15 - length + 1):
                shapes.append([place_card(q, suit) for q in range(start, start + length)])
    real_rows, joker_rows = [], []
    for shape in shapes:
        for jokers in range(3):
            for held in _combinations(len(shape), jokers):
                real = np.zeros(52, dtype=np.int8)
                wild = np.zeros(52, dtype=np.int8)
                for i, c in enumerate(shape):
                    (wild if i in held else real)[c - 8] = 1
                real_rows.append(real)
                joker_rows.append(wild)
    real_matrix = np.array(real_rows)
    joker_matrix = np.array(joker_rows)
    return real_matrix, joker_matrix, joker_matrix.sum(axis=1)


def _combinations(n: int, k: int) -> list[set[int]]:
    return [set(c) for c in itertools.combinations(range(n), k)]


CANDIDATE_REAL, CANDIDATE_JOKER, CANDIDATE_JOKER_COUNT = _candidate_melds()
VALUES = np.array([carousel_value(c) for c in range(8, 60)], dtype=float)


def ilp_points(table: Sequence[Sequence[int]], hand: Sequence[int]) -> int:
    """The optimum by the set-partitioning ILP (HiGHS via scipy.optimize.milp)."""
    table_real = np.zeros(52)
    before = np.zeros(52)
    table_jokers = 0
    for meld in table:
        for c in meld:
            if c < JOKER:
                table_real[c - 8] += 1
            else:
                before[c - JOKER - 8] += 1
                table_jokers += 1
    hand_real = np.zeros(52)
    for c in hand:
        if c < JOKER:
            hand_real[c - 8] += 1
    hand_jokers = sum(1 for c in hand if c == JOKER)
    available = table_real + hand_real
    jokers = table_jokers + hand_jokers
    usable = (CANDIDATE_REAL @ (available == 0) == 0) & (jokers >= CANDIDATE_JOKER_COUNT)
    real = CANDIDATE_REAL[usable].T.astype(float)  # 52 x m
    wild = CANDIDATE_JOKER[usable].T.astype(float)
    count = real.shape[1]
    cards = np.flatnonzero(available)
    hand_cards = np.flatnonzero(hand_real)
    freed = np.flatnonzero(before)
    # variables: melds (count), hand cards laid (len(hand_cards)), hand jokers laid (1)
    n = count + len(hand_cards) + 1
    rows = []
    lower, upper = [], []
    lay = np.zeros((52, len(hand_cards)))
    lay[hand_cards, np.arange(len(hand_cards))] = 1
    for c in cards:  # real cards: used == table + laid
        rows.append(np.concatenate([real[c], -lay[c], [0]]))
        lower.append(table_real[c])
        upper.append(table_real[c])
    rows.append(np.concatenate([CANDIDATE_JOKER_COUNT[usable], np.zeros(len(hand_cards)), [-1]]))
    lower.append(table_jokers)
    upper.append(table_jokers)
    for c in freed:  # CAR-5: jokers declared D after + real D after >= table jokers declared D before
        rows.append(np.concatenate([wild[c], lay[c], [0]]))
        lower.append(before[c] - table_real[c])
        upper.append(np.inf)
    objective = -np.concatenate([np.zeros(count), VALUES[hand_cards], [25.0]])
    result = milp(
        objective,
        constraints=LinearConstraint(csr_matrix(np.array(rows)), lower, upper),
        integrality=np.ones(n),
        bounds=Bounds(np.zeros(n), np.concatenate([np.full(count, 2), hand_real[hand_cards], [hand_jokers]])),
    )
    if result.status != 0:
        raise RuntimeError(f"HiGHS failed: {result.message}")
    return round(-result.fun)


# The run -----------------------------------------------------------------------


def position_line(table: Sequence[Sequence[int]], hand: Sequence[int]) -> str:
    """One line of the batch file that ``rummyhall solve carousel --jsonl`` reads."""
    return json.dumps({"table": [format_cards(meld).split() for meld in table], "hand": format_cards(hand).split()})


def answer_fault(table: Sequence[Sequence[int]], hand: Sequence[int], answer: dict[str, Any]) -> str | None:
    """None if the command's answer is a legal new table worth its points, else why not."""
    if "error" in answer:
        return f"the command answered an error: {answer['error']}"
    melds = [parse_cards(meld) for meld in answer["melds"]]
    placed = parse_cards(answer["placed"])
    for meld in melds:
        fault = carousel_meld_fault(meld)
        if fault:
            return f"meld {format_cards(meld)} is not valid: {fault}"
    as_played = Counter(JOKER if c >= JOKER else c for meld in melds for c in meld)
    before = Counter(JOKER if c >= JOKER else c for meld in table for c in meld)
    if as_played != before + Counter(placed) or Counter(placed) - Counter(hand):
        return "the new table is not the old table plus hand cards"
    fault = joker_fault(table, melds)
    if fault:
        return fault
    if answer["points"] != sum(carousel_value(c) for c in placed):
        return "the points are not the value of the cards placed"
    return None


class Command:
    """``rummyhall solve carousel --jsonl`` as a subprocess, fed one line at a time.

    ``busy`` adds up the wall time the command works for us: from its start to
    its answer to an empty position (``start_up``), from each line written to
    its answer, and from the end of input to its exit.  (Time it spends waiting
    for the next line while the ILP runs is not counted.)"""

    def __init__(self, program: str) -> None:
        start = time.perf_counter()
        self.process = subprocess.Popen(
            [program, "solve", "carousel", "--jsonl"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
            bufsize=1,
        )
        self.busy = 0.0
        self.ask(json.dumps({"table": [], "hand": []}), start)
        self.start_up = self.busy

    def ask(self, line: str, start: float = 0.0) -> tuple[dict[str, Any], float]:
        """The answer to one line and the time it took."""
        assert self.process.stdin is not None and self.process.stdout is not None
        start = start or time.perf_counter()
        self.process.stdin.write(line + "\n")
        self.process.stdin.flush()
        reply = self.process.stdout.readline()
        took = time.perf_counter() - start
        self.busy += took
        if not reply:
            raise RuntimeError("rummyhall solve carousel --jsonl stopped without answering")
        return json.loads(reply), took

    def ask_batch(self, lines: Sequence[str]) -> tuple[list[dict[str, Any]], float]:
        """The answers to many lines written at once, as a batch file gives them, and the
        time from the first byte written to the last answer read (the lines are written
        by a thread, so neither side waits on a full pipe)."""
        assert self.process.stdin is not None and self.process.stdout is not None
        stdin, stdout = self.process.stdin, self.process.stdout
        text = "".join(line + "\n" for line in lines)

        def write() -> None:
            stdin.write(text)
            stdin.flush()

        start = time.perf_counter()
        writer = threading.Thread(target=write)
        writer.start()
        replies = [stdout.readline() for _ in lines]
        took = time.perf_counter() - start
        writer.join()
        self.busy += took
        if not all(replies):
            raise RuntimeError("rummyhall solve carousel --jsonl stopped without answering")
        return [json.loads(reply) for reply in replies], took

    def close(self) -> None:
        assert self.process.stdin is not None
        start = time.perf_counter()
        self.process.stdin.close()
        if self.process.wait() != 0:
            raise RuntimeError(f"rummyhall solve carousel --jsonl exited with {self.process.returncode}")
        self.busy += time.perf_counter() - start


def piped_run(program: str, batch: str) -> tuple[float, list[dict[str, Any]]]:
    """``program solve carousel --jsonl < batch``, as users run it: the wall time
    from start to exit, and the answers.  (The command answers a batch file in
    chunks, so this run gives no time per position.)"""
    start = time.perf_counter()
    with open(batch, encoding="utf-8") as lines:
        done = subprocess.run(
            [program, "solve", "carousel", "--jsonl"], stdin=lines, capture_output=True, text=True, check=True
        )
    return time.perf_counter() - start, [json.loads(line) for line in done.stdout.splitlines()]


def _summary(times: list[float]) -> tuple[float, float, float, float]:
    ordered = sorted(times)
    return sum(ordered), statistics.median(ordered), ordered[int(0.9 * (len(ordered) - 1))], ordered[-1]


def one_at_a_time(
    program: str, positions: Sequence[tuple[Table, list[int]]], lines: list[str], piped_answers: list[Any], repeat: int
) -> tuple[list[float], list[float], set[int], float, float]:
    """Each position through the command one line at a time, and the ILP on it
    right after: (the command's times, the ILP's, the positions answered wrongly,
    the command's busy time, its start-up).  With ``repeat``, each position keeps
    its least time over the rounds, for both programs."""
    ours = [float("inf")] * len(positions)
    theirs = [float("inf")] * len(positions)
    busy = start_up = float("inf")
    failures: set[int] = set()
    for _ in range(repeat):
        command = Command(program)
        for number, ((table, hand), line) in enumerate(zip(positions, lines, strict=True)):
            answer, took = command.ask(line)
            start = time.perf_counter()
            anchor = ilp_points(table, hand)
            theirs[number] = min(theirs[number], time.perf_counter() - start)
            ours[number] = min(ours[number], took)
            fault = answer_fault(table, hand, answer)
            if fault is None and answer["points"] != anchor:
                fault = f"solver {answer['points']} points, ILP {anchor}"
            if fault is None and piped_answers[number] != answer:
                fault = "the batch file run answered differently"
            if fault:
                failures.add(number)
                print(f"MISMATCH position {number}: {fault}\n  {line}")
        command.close()
        busy, start_up = min(busy, command.busy), min(start_up, command.start_up)
    if repeat > 1:
        busy = start_up + sum(ours)
    return ours, theirs, failures, busy, start_up


def measure(
    args: argparse.Namespace, positions: Sequence[tuple[Table, list[int]]]
) -> tuple[list[str], float, list[Any], Any]:
    """The positions' lines, then 1. the batch file through the command, as users run it (its
    time), and 2. one line at a time, each position timed, the ILP on the same position right
    after (with --repeat, each position's time is the least of the rounds, for both programs)."""
    lines = [position_line(table, hand) for table, hand in positions]
    with tempfile.TemporaryDirectory() as folder:
        batch = args.batch or str(Path(folder) / "carousel.jsonl")
        Path(batch).write_text("".join(line + "\n" for line in lines), encoding="utf-8")
        piped, piped_answers = piped_run(args.command, batch)
    return lines, piped, piped_answers, one_at_a_time(args.command, positions, lines, piped_answers, args.repeat)


def family_batches(
    program: str, batches: Sequence[Sequence[str]], expected: Sequence[Sequence[Any]], repeat: int
) -> tuple[list[float], set[int]]:
    """Each family's lines written at once to one running command, one family after
    another, as a batch file would give them: the least time of ``repeat`` rounds for
    each family (first byte written to last answer read), and the families whose
    answers differ from the batch file run's."""
    best = [float("inf")] * len(batches)
    differing: set[int] = set()
    for _ in range(repeat):
        command = Command(program)
        for number, (lines, answers) in enumerate(zip(batches, expected, strict=True)):
            got, took = command.ask_batch(lines)
            best[number] = min(best[number], took)
            if got != list(answers):
                differing.add(number)
        command.close()
    return best, differing


def compare_builds(args: argparse.Namespace) -> int:
    """Two commands on the same family batches, interleaved (``--against``): in each round
    a fresh process of each is fed every family's lines at once, one family after another,
    the two taking turns (which goes first alternates by round); each family keeps its
    least time for each command.  A slow moment of a shared machine then falls on both
    builds alike, and a difference of a few percent shows where ratios to the ILP cannot.
    Their answers must agree (points) on every position."""
    found = family_positions(args.seed, args.per_family)
    families = [f for f in family_names() if found[f]]
    batches = [[position_line(table, hand) for table, hand in found[f]] for f in families]
    programs = (args.command, args.against)
    best = {program: [float("inf")] * len(families) for program in programs}
    for round_number in range(args.repeat):
        order = programs if round_number % 2 == 0 else programs[::-1]
        commands = {program: Command(program) for program in order}
        for number, lines in enumerate(batches):
            points = []
            for program in order:
                answers, took = commands[program].ask_batch(lines)
                best[program][number] = min(best[program][number], took)
                points.append([answer.get("points") for answer in answers])
            if points[0] != points[1]:
                print(f"MISMATCH: the two commands disagree on family {family_label(families[number])}")
                return 1
        for command in commands.values():
            command.close()
    print(
        f"{sum(map(len, batches))} positions in {len(families)} families (seed {args.seed}), each family's batch "
        f"the least of {args.repeat} interleaved rounds; A: {args.command}, B: {args.against}"
    )
    print(f"{'family':18}{'A ms':>9}{'B ms':>9}{'B / A':>8}")
    for number, family in enumerate(families):
        mine, theirs = best[args.command][number], best[args.against][number]
        print(f"{family_label(family):18}{mine * 1000:9.2f}{theirs * 1000:9.2f}{theirs / mine:8.3f}")
    mine, theirs = sum(best[args.command]), sum(best[args.against])
    print(f"{'all families':18}{mine * 1000:9.2f}{theirs * 1000:9.2f}{theirs / mine:8.3f}")
    return 0


def run_families(args: argparse.Namespace) -> int:
    """Issue 29: each family's ratio (the command's total time over the ILP's), its
    worst position, and the whole batch, end to end through the command."""
    started = time.perf_counter()
    found = family_positions(args.seed, args.per_family)
    made = time.perf_counter() - started
    families = [f for f in family_names() if found[f]]
    positions = [p for f in families for p in found[f]]
    labels = [f for f in families for _ in found[f]]
    lines, piped, piped_answers, (ours, theirs, failures, busy, start_up) = measure(args, positions)
    chosen_of = {family: [i for i, f in enumerate(labels) if f == family] for family in families}
    batch_times, differing = family_batches(
        args.command,
        [[lines[i] for i in chosen_of[family]] for family in families],
        [[piped_answers[i] for i in chosen_of[family]] for family in families],
        args.repeat,
    )
    print(
        f"{len(positions)} positions in {len(families)} families (seed {args.seed}, {args.per_family} per family; "
        f"made in {made:.1f} s); command: {args.command} solve carousel --jsonl"
        + (f"; least of {args.repeat} rounds for each position" if args.repeat > 1 else "")
    )
    print(
        f"optimum agrees with the ILP, answer legal, batch run alike: {len(positions) - len(failures)} of "
        f"{len(positions)}"
    )
    print(
        "each family: its lines written at once to a running command (as in a batch file; 'batch s'), "
        "and one line at a time, each answer awaited before the next line is written ('1-by-1 s': "
        "adds a round trip through the pipe per position)"
    )
    head = f"{'family':18}{'n':>4}{'table':>8}{'hand':>7}{'ILP s':>8}{'batch s':>9}{'ratio':>7}"
    head += f"{'1-by-1 s':>10}{'ratio':>7}"
    print(head + "  worst ratio 1-by-1 (solver / ILP ms)  slowest 1-by-1 (solver / ILP ms)")
    worst_batch = worst_single = 0.0
    for number, family in enumerate(families):
        chosen = chosen_of[family]
        our = sum(ours[i] for i in chosen)
        their = sum(theirs[i] for i in chosen)
        batch_ratio, single_ratio = batch_times[number] / their, our / their
        worst_batch, worst_single = max(worst_batch, batch_ratio), max(worst_single, single_ratio)
        cards = [sum(map(len, positions[i][0])) for i in chosen]
        hands = [len(positions[i][1]) for i in chosen]
        worst = max(chosen, key=lambda i: ours[i] / theirs[i])
        slowest = max(chosen, key=ours.__getitem__)
        print(
            f"{family_label(family):18}{len(chosen):4d}{min(cards):>4}-{max(cards):<3}{min(hands):>3}-{max(hands):<3}"
            f"{their:8.3f}{batch_times[number]:9.4f}{batch_ratio:7.3f}{our:10.4f}{single_ratio:7.3f}"
            f"  {ours[worst] / theirs[worst]:6.3f} ({ours[worst] * 1000:6.1f} / {theirs[worst] * 1000:6.1f})"
            f"      {ours[slowest] * 1000:6.1f} / {theirs[slowest] * 1000:6.1f}"
        )
    ilp_total = sum(theirs)
    print(
        f"batch total: the batch file through the command {piped:.2f} s (start to exit), one line at a time "
        f"{busy:.2f} s (start-up {start_up * 1000:.0f} ms); ILP {ilp_total:.2f} s; ratio {piped / ilp_total:.3f} / "
        f"{busy / ilp_total:.3f}"
    )
    total_ratio = max(piped, busy) / ilp_total
    print(
        f"goal: total <= 0.08x the ILP's (the larger of the two runs): "
        f"{'met' if total_ratio <= 0.08 else 'NOT met'} ({total_ratio:.3f}); each family <= 0.10x, "
        f"fed as a batch: {'met' if worst_batch <= 0.10 else 'NOT met'} (worst family {worst_batch:.3f}); "
        f"one line at a time: {'met' if worst_single <= 0.10 else 'NOT met'} (worst family {worst_single:.3f}); "
        f"wrong answers: {len(failures) + len(differing)}"
    )
    print("solver's slowest positions, one line at a time (ms, solver / ILP):")
    for number in sorted(range(len(ours)), key=ours.__getitem__, reverse=True)[: args.slowest]:
        print(
            f"  {family_label(labels[number]):16} {ours[number] * 1000:8.1f} / {theirs[number] * 1000:8.1f}  "
            + lines[number]
        )
    return 1 if failures or differing else 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--positions", type=int, default=400)
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument(
        "--command",
        default=str(Path(sys.executable).parent / "rummyhall"),
        help="the rummyhall program to run (default: the one beside this Python, i.e. the source build in .venv)",
    )
    parser.add_argument("--batch", help="also write the batch file here (default: a temporary file)")
    parser.add_argument("--slowest", type=int, default=5, help="list this many of the solver's slowest positions")
    parser.add_argument(
        "--repeat", type=int, default=1, help="time the positions one at a time this many rounds, keep the least"
    )
    parser.add_argument(
        "--families",
        action="store_true",
        help="families of positions (issue 29): game and random, small/middle/large tables, 0/1/2 jokers",
    )
    parser.add_argument("--per-family", type=int, default=30, help="positions per family (with --families)")
    parser.add_argument(
        "--against",
        help="with --families: another rummyhall program, timed against --command on the same batches, interleaved"
        " (--repeat rounds; no ILP)",
    )
    args = parser.parse_args()
    if args.against and not args.families:
        parser.error("--against compares two builds on the families: give --families too")
    if args.families:
        return compare_builds(args) if args.against else run_families(args)
    rng = random.Random(args.seed)
    positions = [random_position(rng) for _ in range(args.positions)]
    lines, piped, _, (ours, theirs, failures, busy, start_up) = measure(args, positions)
    sizes = [sum(map(len, table)) for table, _ in positions]
    hands = [len(hand) for _, hand in positions]
    with_jokers = sum(1 for table, hand in positions if JOKER in hand or any(c > JOKER for m in table for c in m))
    print(
        f"{len(positions)} positions (seed {args.seed}): table {min(sizes)}-{max(sizes)} cards "
        f"(median {statistics.median(sizes)}), hand {min(hands)}-{max(hands)}, {with_jokers} with jokers"
    )
    print(f"command: {args.command} solve carousel --jsonl")
    print(
        f"optimum agrees with the ILP, answer legal: {len(positions) - len(failures)} of {len(positions)}"
        + (f" (in each of {args.repeat} rounds)" if args.repeat > 1 else "")
    )
    our, their = _summary(ours), _summary(theirs)
    print(
        f"the batch file through the command: {piped:.2f} s from start to exit; one line at a time: "
        f"{busy:.2f} s busy, start-up {start_up * 1000:.0f} ms (to its answer to an empty position)"
        + (f"; least of {args.repeat} rounds for each position" if args.repeat > 1 else "")
    )
    print(f"{'':18}{'total s':>10}{'median':>10}{'p90':>10}{'worst':>10}  (ms)")
    print(f"{'solver, batch':18}{piped:10.2f}")
    print(f"{'solver, 1 by 1':18}{busy:10.2f}" + "".join(f"{t * 1000:10.2f}" for t in our[1:]))
    print(f"{'ILP (HiGHS)':18}{their[0]:10.2f}" + "".join(f"{t * 1000:10.2f}" for t in their[1:]))
    print(f"{'ratio, batch':18}{piped / their[0]:10.3f}")
    print(
        f"{'ratio, 1 by 1':18}{busy / their[0]:10.3f}"
        + "".join(f"{a / b:10.3f}" for a, b in zip(our[1:], their[1:], strict=True))
    )
    slowest = max(range(len(ours)), key=ours.__getitem__)
    ratios = [a / b for a, b in zip(ours, theirs, strict=True)]
    print(
        f"the solver's slowest position ({slowest}): {ours[slowest] * 1000:.1f} ms, {ratios[slowest]:.3f}x "
        f"the ILP's {theirs[slowest] * 1000:.1f} ms there; median of the per-position ratios "
        f"{statistics.median(ratios):.3f}"
    )
    total_ratio = max(piped, busy) / their[0]
    worst_ratio = our[3] / their[3]
    print(
        f"goal: total <= 0.10x the ILP's (the larger of the two runs): "
        f"{'met' if total_ratio <= 0.10 else 'NOT met'} ({total_ratio:.3f}); "
        f"worst <= 0.25x the ILP's worst: {'met' if worst_ratio <= 0.25 else 'NOT met'} ({worst_ratio:.3f})"
    )
    print("solver's slowest positions, one line at a time (ms, solver / ILP):")
    for number in sorted(range(len(ours)), key=ours.__getitem__, reverse=True)[: args.slowest]:
        print(f"  {number:5d}  {ours[number] * 1000:8.1f} / {theirs[number] * 1000:8.1f}  {lines[number]}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
