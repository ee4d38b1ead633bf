"""A tournament's plots as PNG files (matplotlib, drawn without a display), their words in
the language of the command line (matplotlib's own font, DejaVu Sans, writes Kazakh and
Georgian)."""

from __future__ import annotations

from pathlib import Path

import matplotlib

matplotlib.use("Agg")

import matplotlib.pyplot as plt

from rummyhall.i18n import N_, _
from rummyhall.tournament.ratings import History
from rummyhall.tournament.report import said_bot, score_word
from rummyhall.tournament.run import Tournament
from rummyhall.tournament.stats import Z95

FINAL_HEADINGS = {
    ("score", True): N_("final score (lower wins)"),
    ("score", False): N_("final score (higher wins)"),
    ("score", None): N_("final score"),
    ("chips", True): N_("final chips (lower wins)"),
    ("chips", False): N_("final chips (higher wins)"),
    ("chips", None): N_("final chips"),
}
"""The scores' axis label, by :func:`score_word` and whether the lowest wins."""


def plot_ratings(history: History, title: str, path: Path) -> None:
    """Each bot's OpenSkill mean after each game, with its 95% interval as a band."""
    figure, axes = plt.subplots(figsize=(8, 4.5), layout="constrained")
    games = range(1, len(history.after) + 1)
    for bot in history.bots:
        mu = [after[bot].mu for after in history.after]
        sigma = [after[bot].sigma for after in history.after]
        (line,) = axes.plot(games, mu, label=said_bot(bot))
        low = [m - Z95 * s for m, s in zip(mu, sigma, strict=True)]
        high = [m + Z95 * s for m, s in zip(mu, sigma, strict=True)]
        axes.fill_between(games, low, high, color=line.get_color(), alpha=0.2, linewidth=0)
    axes.set_xlabel(_("games rated"))
    axes.set_ylabel(_("OpenSkill μ (band: interval of 95%)"))
    axes.set_title(title)
    axes.legend(loc="best")
    axes.grid(alpha=0.3)
    figure.savefig(path, dpi=110)
    plt.close(figure)


def plot_scores(tournament: Tournament, title: str, path: Path) -> None:
    """Each bot's final scores (a histogram) and places (bars), over every seat it held."""
    figure, (left, right) = plt.subplots(1, 2, figsize=(11, 4.5), layout="constrained")
    bots = list(tournament.bots)
    everything = [s for result in tournament.bots.values() for s in result.scores]
    low, high = (min(everything), max(everything)) if everything else (0, 1)
    bins = 30 if high > low else 1
    for bot in bots:
        left.hist(
            tournament.bots[bot].scores,
            bins=bins,
            range=(low, high or 1),
            histtype="step",
            linewidth=1.6,
            label=said_bot(bot),
        )
    word = score_word(tournament.plan.game)
    left.set_xlabel(_(FINAL_HEADINGS[word, tournament.lower_wins]))
    left.set_ylabel(_("seats"))
    left.legend(loc="best")
    left.set_title(_(N_("chips per bot") if word == "chips" else N_("score per bot")))
    players = tournament.plan.players
    width = 0.8 / max(1, len(bots))
    for number, bot in enumerate(bots):
        counts = [0] * players
        for outcome in tournament.outcomes:
            for seat, who in enumerate(outcome.bots):
                if who == bot:
                    counts[min(players, max(1, round(outcome.ranks[seat]))) - 1] += 1
        total = sum(counts) or 1
        places = [p + 1 + (number - (len(bots) - 1) / 2) * width for p in range(players)]
        right.bar(places, [100 * c / total for c in counts], width=width, label=said_bot(bot))
    right.set_xticks(range(1, players + 1))
    right.set_xlabel(_("place (ties rounded)"))
    right.set_ylabel(_("share of the bot's seats (%)"))
    right.set_title(_("places per bot"))
    right.legend(loc="best")
    figure.suptitle(title)
    figure.savefig(path, dpi=110)
    plt.close(figure)
