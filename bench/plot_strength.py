"""The search bot's strength curve: Elo against ``shrewd`` by thinking time, from tournaments.

    .venv/bin/python bench/plot_strength.py --out docs/strength-rummoli.png \\
        artifacts/t-rum-0.05 artifacts/t-rum-0.2 artifacts/t-rum-1 artifacts/t-rum-3

Each argument is a ``rummyhall tournament GAME --bots search:S,shrewd ... --out DIR``
directory; its ``results.json`` gives the seconds per decision of the level
(``search:S``; ``search`` alone is the default 1 s), the pair's Elo and its 95%
interval.  The plot shows them against the seconds on a log scale, one line
per game, with the interval as error bars; a table of the same figures is
printed.  matplotlib is a pinned dev dependency (``requirements-dev.lock``).

A point measured earlier whose directory is gone is given by hand, from the
figures recorded in the docs: ``--point SECONDS,ELO,LOW,HIGH`` (repeatable;
LOW and HIGH the 95% interval), on the line of ``--game`` (default
``liverpool``).  Such points are drawn hollow and printed "given by hand"::

    .venv/bin/python bench/plot_strength.py --out docs/strength-liverpool.png --point 1,23,-1,47 \\
        artifacts/t30-liv-curve-0.05 artifacts/t30-liv-curve-0.2 artifacts/t30-liv-curve-3
"""

from __future__ import annotations

import argparse
import json
import math
from pathlib import Path

import matplotlib

matplotlib.use("Agg")

import matplotlib.pyplot as plt

from rummyhall.bots.search import DEFAULT_SECONDS

# seconds, Elo, low, high (the 95% interval), deals (None: a point given by hand)
Point = tuple[float, float, float, float, int | None]


def level_seconds(bot: str) -> float:
    """``search:0.2`` as 0.2; ``search`` as the default level."""
    _, _, parameter = bot.partition(":")
    return float(parameter.removesuffix("s")) if parameter else DEFAULT_SECONDS


def finite(value: float, bound: float) -> float:
    """An infinite Elo bound (a deal never lost) drawn at ``bound``."""
    return value if math.isfinite(value) else bound


def given_point(text: str) -> Point:
    """``--point 1,23,-1,47``: 1 s, +23 Elo [-1, +47], measured earlier."""
    seconds, elo, low, high = (float(part) for part in text.split(","))
    return seconds, elo, low, high, None


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("runs", nargs="*", type=Path)
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--point", action="append", type=given_point, default=[], metavar="SECONDS,ELO,LOW,HIGH")
    parser.add_argument("--game", default="liverpool", help="the game of the --point points")
    args = parser.parse_args()
    if not args.runs and not args.point:
        parser.error("give tournament directories, or --point, or both")
    lines: dict[str, list[Point]] = {}
    for run in args.runs:
        results = json.loads((run / "results.json").read_text())
        pair = next(p for p in results["pairs"] if p["second"] == "shrewd")
        # (results.json writes an infinite Elo, a pair never behind or never ahead, as null)
        elo = pair["elo"] if pair["elo"] is not None else math.copysign(math.inf, pair["score"] - 0.5)
        low, high = pair["elo_interval_95"]
        low = -math.inf if low is None else low
        high = math.inf if high is None else high
        point = (level_seconds(pair["first"]), elo, low, high, results["deals"])
        lines.setdefault(results["game"], []).append(point)
    if args.point:
        lines.setdefault(args.game, []).extend(args.point)
    figure, axes = plt.subplots(figsize=(6.4, 4.0))
    for game, points in sorted(lines.items()):
        points.sort(key=lambda p: p[0])
        xs = [p[0] for p in points]
        ys = [finite(p[1], 400.0) for p in points]
        below = [y - finite(p[2], -400.0) for y, p in zip(ys, points, strict=True)]
        above = [finite(p[3], 400.0) - y for y, p in zip(ys, points, strict=True)]
        drawn = axes.errorbar(xs, ys, yerr=[below, above], capsize=3, label=game)
        colour = drawn.lines[0].get_color()
        for by_hand in (False, True):  # the markers: filled from a run's directory, hollow given by hand
            mine = [i for i, p in enumerate(points) if (p[4] is None) == by_hand]
            if mine:
                face = "white" if by_hand else colour
                said = f"{game}, given by hand" if by_hand else None
                mx, my = [xs[i] for i in mine], [ys[i] for i in mine]
                axes.plot(mx, my, "o", color=colour, markerfacecolor=face, label=said, zorder=3)
        for s, e, lo, hi, deals in points:
            said = "given by hand" if deals is None else f"{deals} deals"
            print(f"{game} {s:g} s: {e:+.0f} Elo [{lo:+.0f}, {hi:+.0f}], {said}")
    axes.axhline(0.0, color="grey", linewidth=0.8)
    axes.set_xscale("log")
    seconds = sorted({p[0] for points in lines.values() for p in points})
    axes.set_xticks(seconds, [f"{s:g}" for s in seconds])
    axes.minorticks_off()
    axes.set_xlabel("seconds per decision (search:S)")
    axes.set_ylabel("Elo against shrewd (95% interval)")
    axes.set_title("Search against its own default policy, duplicate deals")
    axes.legend()
    figure.tight_layout()
    figure.savefig(args.out, dpi=100)


if __name__ == "__main__":
    main()
