"""Speed of rummyhall.poker next to treys and phevaluator, in one run.

(a) 7-card hands: ours, treys (pure Python) and phevaluator (C extension).
(b) 17-card hands (a two-player Rummoli hand): ours, and phevaluator brute force
    over all 6,188 five-card subsets, both through its public ``evaluate_cards``
    (the anchor in shared/benchmarks.md) and through its raw C ``evaluate_5cards``.
(c) The command line end to end: ``rummyhall poker --jsonl`` run as a real process
    over a file of ``--hands-cli`` 7-card hands (start-up, reading, answering and
    writing included), beside treys evaluating the same hands in-process.  Every
    answer's strength is checked against treys' rank.  The ``rummyhall`` beside this
    Python is run, so ``.venv-fast/bin/python`` measures the compiled build.

Every contender is checked to give the same strength on the same hands before
anything is timed (strength = 7463 - the reference's rank).  Each timing is the
best of ``--repeats`` interleaved runs; (c) also gives the median and the worst.

    .venv/bin/python bench/bench_poker.py
    .venv/bin/python bench/bench_poker.py --hands7 50000 --hands17 50000 --brute 50
    .venv/bin/python bench/bench_poker.py --only-cli --hands-cli 200000 --repeats 7
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from itertools import combinations, starmap
from pathlib import Path

from phevaluator import _pheval, evaluate_cards
from treys import Card as TreysCard
from treys import Evaluator as TreysEvaluator

from rummyhall.cards import format_card
from rummyhall.poker import evaluate

PACK = list(range(8, 60))  # natural cards rank*4 + suit; phevaluator's id is card - 8


def deal(rng: random.Random, count: int, size: int) -> list[list[int]]:
    return [rng.sample(PACK, size) for _ in range(count)]


def best_time(runs: dict[str, Callable[[], object]], repeats: int) -> dict[str, float]:
    """Best wall time of each run over ``repeats`` rounds, the runs interleaved."""
    best = dict.fromkeys(runs, float("inf"))
    for _ in range(repeats):
        for name, run in runs.items():
            start = time.perf_counter()
            run()
            best[name] = min(best[name], time.perf_counter() - start)
    return best


def brute_force_public(ids: list[int]) -> int:
    """phevaluator's best rank over all five-card subsets, through its public API."""
    return min(evaluate_cards(*five) for five in combinations(ids, 5))


def brute_force_raw(ids: list[int]) -> int:
    """The same through phevaluator's C function, with no Python per subset."""
    return min(starmap(_pheval.evaluate_5cards, combinations(ids, 5)))


def seven_cards(rng: random.Random, count: int, repeats: int) -> None:
    hands = deal(rng, count, 7)
    treys_hands = [[TreysCard.new(format_card(c)) for c in hand] for hand in hands]
    treys_split = [(hand[:2], hand[2:]) for hand in treys_hands]
    phe_hands = [[c - 8 for c in hand] for hand in hands]
    treys = TreysEvaluator()

    ours = [evaluate(hand) for hand in hands]
    assert ours == [7463 - treys.evaluate(h, b) for h, b in treys_split], "treys disagrees"
    assert ours == [7463 - evaluate_cards(*ids) for ids in phe_hands], "phevaluator disagrees"
    print(f"(a) 7-card hands: {count:,} hands, all three agree on every strength")

    evaluate_7 = _pheval.evaluate_7cards
    times = best_time(
        {
            "rummyhall.poker.evaluate": lambda: [evaluate(hand) for hand in hands],
            "treys Evaluator.evaluate": lambda: [treys.evaluate(h, b) for h, b in treys_split],
            "phevaluator evaluate_cards": lambda: [evaluate_cards(*ids) for ids in phe_hands],
            "phevaluator raw C evaluate_7cards": lambda: [evaluate_7(*ids) for ids in phe_hands],
        },
        repeats,
    )
    report_rates({name: count / seconds for name, seconds in times.items()}, "rummyhall.poker.evaluate")


def seventeen_cards(rng: random.Random, count: int, brute_count: int, repeats: int) -> None:
    hands = deal(rng, count, 17)
    brute_hands = [[c - 8 for c in hand] for hand in hands[:brute_count]]
    ours = [evaluate(hand) for hand in hands]
    assert ours[:brute_count] == [7463 - brute_force_raw(ids) for ids in brute_hands], "brute force disagrees"
    assert ours[:brute_count] == [7463 - brute_force_public(ids) for ids in brute_hands], "brute force disagrees"
    print(f"\n(b) 17-card hands: ours on {count:,} hands, brute force on the first {brute_count:,}; they agree")

    times = best_time(
        {
            "rummyhall.poker.evaluate": lambda: [evaluate(hand) for hand in hands],
            "phevaluator public API, 6,188 subsets": lambda: [brute_force_public(ids) for ids in brute_hands],
            "phevaluator raw C, 6,188 subsets": lambda: [brute_force_raw(ids) for ids in brute_hands],
        },
        repeats,
    )
    counts = {name: brute_count for name in times}
    counts["rummyhall.poker.evaluate"] = count
    report_rates({name: counts[name] / seconds for name, seconds in times.items()}, "rummyhall.poker.evaluate")


def command() -> list[str]:
    """The ``rummyhall`` command of this Python's environment."""
    script = Path(sys.executable).parent / "rummyhall"
    return [str(script)] if script.exists() else [sys.executable, "-m", "rummyhall.cli"]


def run_command(argv: list[str], hands_file: Path) -> tuple[float, bytes]:
    """Wall time of one run of the command, from start to exit, and what it wrote."""
    with hands_file.open("rb") as stdin:
        start = time.perf_counter()
        done = subprocess.run(argv, stdin=stdin, capture_output=True, check=True)
        return time.perf_counter() - start, done.stdout


def command_line(rng: random.Random, count: int, repeats: int) -> None:
    hands = deal(rng, count, 7)
    texts = [[format_card(c) for c in hand] for hand in hands]
    treys_split = [(h[:2], h[2:]) for h in ([TreysCard.new(t) for t in hand] for hand in texts)]
    treys = TreysEvaluator()
    argv = [*command(), "poker", "--jsonl"]
    with tempfile.TemporaryDirectory() as folder:
        hands_file = Path(folder) / "hands.jsonl"
        hands_file.write_text("".join(json.dumps(hand) + "\n" for hand in texts), encoding="utf-8")
        empty = Path(folder) / "empty.jsonl"
        empty.write_text("", encoding="utf-8")

        _, out = run_command(argv, hands_file)
        answers = [json.loads(line) for line in out.splitlines()]
        assert len(answers) == count, f"{len(answers)} answers to {count} hands"
        want = [7463 - treys.evaluate(h, b) for h, b in treys_split]
        assert [a["strength"] for a in answers] == want, "the command and treys disagree"
        assert all(set(a["best"]) <= set(hand) for a, hand in zip(answers, texts, strict=True))
        print(f"\n(c) the command line: {' '.join(argv)} < {count:,} hands of 7 cards (one JSON list a line)")
        print(f"  every answer's strength = 7463 - treys' rank ({count:,} of {count:,})")

        times: dict[str, list[float]] = {"command": [], "treys": [], "start-up": []}
        for _ in range(repeats):  # interleaved, so both see the same load
            times["command"].append(run_command(argv, hands_file)[0])
            start = time.perf_counter()
            [treys.evaluate(h, b) for h, b in treys_split]
            times["treys"].append(time.perf_counter() - start)
            times["start-up"].append(run_command(argv, empty)[0])

    def line(name: str, seconds: list[float]) -> str:
        best, median, worst = min(seconds), statistics.median(seconds), max(seconds)
        return (
            f"  {name:44s} {count / best:>9,.0f} hands/s best, {count / median:>9,.0f} median, "
            f"{count / worst:>9,.0f} worst  (total {best:.3f} / {median:.3f} / {worst:.3f} s)"
        )

    print(line("rummyhall poker --jsonl (a process, end to end)", times["command"]))
    print(line("treys Evaluator.evaluate (in-process)", times["treys"]))
    startup = times["start-up"]
    name = "start-up of the command (an empty input)"
    print(
        f"  {name:44s} {min(startup):.3f} s best, {statistics.median(startup):.3f} s median, {max(startup):.3f} s worst"
    )
    ratio_best = min(times["treys"]) / min(times["command"])
    ratio_median = statistics.median(times["treys"]) / statistics.median(times["command"])
    ratio_worst = max(times["treys"]) / max(times["command"])
    print(f"  command / treys = {ratio_best:.2f}x best to best, {ratio_median:.2f}x median, {ratio_worst:.2f}x worst")


def report_rates(rates: dict[str, float], ours: str) -> None:
    for name, rate in rates.items():
        ratio = "" if name == ours else f"   ours / this = {rates[ours] / rate:,.2f}x"
        print(f"  {name:40s} {rate:>12,.0f} hands/s{ratio}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--hands7", type=int, default=20_000, help="7-card hands (default 20,000)")
    parser.add_argument("--hands17", type=int, default=20_000, help="17-card hands for ours (default 20,000)")
    parser.add_argument("--brute", type=int, default=30, help="17-card hands for the brute force (default 30)")
    parser.add_argument("--hands-cli", type=int, default=100_000, help="7-card hands for the command (default 100,000)")
    parser.add_argument("--only-cli", action="store_true", help="only (c), the command line")
    parser.add_argument("--repeats", type=int, default=5, help="timed rounds, best kept (default 5)")
    parser.add_argument("--seed", type=int, default=2026)
    args = parser.parse_args(argv)
    print(f"Python {sys.version.split()[0]}, seed {args.seed}, best of {args.repeats} rounds\n")
    rng = random.Random(args.seed)
    if not args.only_cli:
        seven_cards(rng, args.hands7, args.repeats)
        seventeen_cards(rng, args.hands17, args.brute, args.repeats)
    command_line(rng, args.hands_cli, args.repeats)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
