"""The search bot's strength curve: Elo against ``shrewd`` by thinking time, from tournaments.

    .venv/bin/python bench/plot_strength.py --out docs/strength-rummoli.png \\
        artifacts/t-rum-0.05 artifacts/t-rum-0.2 artifacts/t-rum-1 artifacts/t-rum-3

Each argument is a ``rummyhall tournament GAME --bots search:S,shrewd ... --out DIR``
directory; its ``results.json`` gives the seconds per decision of the level
(``search:S``; ``search`` alone is the default 1 s), the pair's Elo and its 95%
interval.  The plot shows them against the seconds on a log scale, one line
per game, with the interval as error bars; a table of the same figures is
printed.  matplotlib is a pinned dev dependency (``requirements-dev.lock``).
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


def level_seconds(bot: str) -> float:
    """``search:0.2`` as 0.2; ``search`` as the default level."""
    _, _, parameter = bot.partition(":")
    return float(parameter.removesuffix("s")) if parameter else DEFAULT_SECONDS


def finite(value: float, bound: float) -> float:
    """An infinite Elo bound (a deal never lost) drawn at ``bound``."""
    return value if math.isfinite(value) else bound


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("runs", nargs="+", type=Path)
    parser.add_argument("--out", type=Path, required=True)
    args = parser.parse_args()
    lines: dict[str, list[tuple[float, float, float, float, int]]] = {}
    for run in args.runs:
        results = json.loads((run / "results.json").read_text())
        pair = next(p for p in results["pairs"] if p["second"] == "shrewd")
        low, high = pair["elo_interval_95"]
        point = (level_seconds(pair["first"]), pair["elo"], low, high, results["deals"])
        lines.setdefault(results["game"], []).append(point)
    figure, axes = plt.subplots(figsize=(6.4, 4.0))
    for game, points in sorted(lines.items()):
        points.sort()
        xs = [p[0] for p in points]
        ys = [finite(p[1], 400.0) for p in points]
        below = [y - finite(p[2], -400.0) for y, p in zip(ys, points, strict=True)]
        above = [finite(p[3], 400.0) - y for y, p in zip(ys, points, strict=True)]
        axes.errorbar(xs, ys, yerr=[below, above], marker="o", capsize=3, label=game)
        for s, e, lo, hi, deals in points:
            print(f"{game} {s:g} s: {e:+.0f} Elo [{lo:+.0f}, {hi:+.0f}], {deals} deals")
    axes.axhline(0.0, color="grey", linewidth=0.8)
    axes.set_xscale("log")
    axes.set_xlabel("seconds per decision (search:S)")
    axes.set_ylabel("Elo against shrewd (95% interval)")
    axes.set_title("Search against its own default policy, duplicate deals")
    axes.legend()
    figure.tight_layout()
    figure.savefig(args.out, dpi=100)


if __name__ == "__main__":
    main()
