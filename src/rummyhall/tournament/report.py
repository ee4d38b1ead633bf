"""A tournament's results for people and programs: a table, JSON, a CSV of every game, records.

The JSON and CSV fields are described in docs/tournament.md.
"""

from __future__ import annotations

import csv
import math
from collections.abc import Iterable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from rich.table import Table

from rummyhall.i18n import N_, NP_, Word, _, active, ngettext
from rummyhall.tournament.play import GameOutcome
from rummyhall.tournament.run import Pair, Tournament

if TYPE_CHECKING:  # (ratings need the tournament extra; the report does not)
    from rummyhall.tournament.ratings import History

SIGNIFICANCE = 0.05
"""A pair's difference is called significant below this p-value (95% confidence)."""

SPRT_MODEL = (
    "GSPRT, normal approximation: per-deal scores of the first bot against the second "
    "(seat against seat by place, level 1/2), logistic Elo; H0 elo <= elo0, H1 elo >= elo1"
)


def record_name(outcome: GameOutcome, game: str) -> str:
    """The file name of a game's record: ``liverpool-s17-r2.txt`` (seed 17, rotation 2)."""
    return f"{game}-s{outcome.seed}-r{outcome.rotation}.txt"


def score_word(game: str) -> str:
    return "chips" if game == "rummoli" else "score"


def stronger(pair: Pair) -> str | None:
    """The bot the sign test says is stronger at 95% confidence, or None."""
    if pair.p_value >= SIGNIFICANCE or pair.deals_ahead == pair.deals_behind:
        return None
    return pair.first if pair.deals_ahead > pair.deals_behind else pair.second


def _number(value: float) -> float | None:
    """A float for JSON (which has no infinity): None when infinite."""
    return None if math.isinf(value) or math.isnan(value) else round(value, 6)


def summary(tournament: Tournament, ratings: History | None) -> dict[str, Any]:
    """Everything the tournament found, as JSON-ready data."""
    plan, sprt = tournament.plan, tournament.sprt
    games = len(tournament.outcomes)
    results = []
    for bot, result in tournament.bots.items():
        low, high = result.win_interval
        entry: dict[str, Any] = {
            "bot": bot,
            "seats": result.seats,
            "wins": result.wins,
            "win_rate": _number(result.win_rate),
            "win_interval_95": [_number(low), _number(high)],
            "mean_score": _number(result.mean_score),
            "mean_rank": _number(result.mean_rank),
            "seconds_per_decision": _number(result.seconds_per_decision),
        }
        if ratings is not None:
            rating = ratings.final[bot]
            entry["rating"] = {
                "mu": _number(rating.mu),
                "sigma": _number(rating.sigma),
                "ordinal": _number(rating.ordinal),
                "interval_95": [_number(x) for x in rating.interval],
            }
        results.append(entry)
    pairs = []
    for pair in tournament.pairs:
        low, high = pair.deals.elo_interval()
        pairs.append(
            {
                "first": pair.first,
                "second": pair.second,
                "ahead": pair.ahead,
                "level": pair.level,
                "behind": pair.behind,
                "deals_ahead": pair.deals_ahead,
                "deals_behind": pair.deals_behind,
                "deals_level": pair.deals.n - pair.deals_ahead - pair.deals_behind,
                "score": _number(pair.score),
                "elo": _number(pair.elo),
                "elo_interval_95": [_number(low), _number(high)],
                "p_value": pair.p_value,
                "stronger_95": stronger(pair),
                "sprt": None
                if sprt is None
                else {"decision": pair.decision, "after_deals": pair.decided_after, "llr": _number(pair.llr)},
            }
        )
    return {
        "game": plan.game,
        "players": plan.players,
        "options": dict(plan.options),
        "bots": plan.kinds,
        "line_up": list(plan.seats),
        "names": list(plan.names),
        "seed": plan.seed,
        "rotations": len(plan.shifts),
        "deals_planned": plan.deals,
        "deals": tournament.deals,
        "games": games,
        "games_played": tournament.played,
        "stopped_early": tournament.stopped_early,
        "lower_score_wins": tournament.lower_wins,
        "backend": tournament.backend,
        "seconds": round(tournament.seconds, 3),
        "games_per_second": round(tournament.played / tournament.seconds, 3) if tournament.seconds else None,
        "results": results,
        "pairs": pairs,
        "sprt": None
        if sprt is None
        else {
            "elo0": sprt.elo0,
            "elo1": sprt.elo1,
            "alpha": sprt.alpha,
            "beta": sprt.beta,
            "llr_lower": round(sprt.lower, 6),
            "llr_upper": round(sprt.upper, 6),
            "min_deals": sprt.min_deals,
            "model": SPRT_MODEL,
        },
    }


def _elo_text(value: float) -> str:
    return "+∞" if value == math.inf else "−∞" if value == -math.inf else f"{round(value):+d}"


def said_game(game: str) -> str:
    """A game as typed (``liverpool``) in English, by its name in another language."""
    return Word(game if active().lang == "en" else game.capitalize())


SEARCH = N_("search")
"""A bot's kind, marked here for the catalogs too (``said_bot`` says it in the language)."""


def said_bot(bot: str) -> str:
    """A bot as written in ``--bots`` (``search:0.5``), its kind in the language."""
    kind, colon, parameter = bot.partition(":")
    return f"{_(kind)}{colon}{parameter}"


def said_pair(pair: Pair) -> str:
    return _("{first} v {second}", first=said_bot(pair.first), second=said_bot(pair.second))


MEAN_HEADINGS = {
    ("score", True): N_("mean score (lower wins)"),
    ("score", False): N_("mean score (higher wins)"),
    ("score", None): N_("mean score"),
    ("chips", True): N_("mean chips (lower wins)"),
    ("chips", False): N_("mean chips (higher wins)"),
    ("chips", None): N_("mean chips"),
}
"""The heading of the mean score's column, by :func:`score_word` and whether the lowest wins."""


def _title(tournament: Tournament) -> str:
    plan = tournament.plan
    deals = ngettext("{count} deal", "{count} deals", tournament.deals)
    rotations = len(plan.shifts)
    games = len(tournament.outcomes)
    params = {
        "game": said_game(plan.game),
        "players": ngettext("{count} player", "{count} players", plan.players),
        "deals": deals,
        "rotations": ngettext("{count} rotation", "{count} rotations", rotations),
        "games": ngettext("{count} game", "{count} games", games),
        "first": str(plan.seed),  # (seeds are said as written: never grouped)
        "last": str(plan.seed + tournament.deals - 1),
    }
    if tournament.stopped_early:
        said = N_("{game}, {players}: {deals} x {rotations} = {games} (seeds {first}..{last}; stopped by the SPRT)")
    else:
        said = N_("{game}, {players}: {deals} x {rotations} = {games} (seeds {first}..{last})")
    return _(said, **params)


def _verdict(pair: Pair, tournament: Tournament) -> str:
    """What the SPRT decided for ``pair``, in a sentence."""
    sprt = tournament.sprt
    assert sprt is not None
    if pair.decision == "H1":
        said = NP_(
            "H1 accepted after {count} deal: {first} is stronger",
            "H1 accepted after {count} deals: {first} is stronger",
        )
    elif pair.decision == "H0":
        said = NP_(
            "H0 accepted after {count} deal: {first} is not {elo1} Elo stronger",
            "H0 accepted after {count} deals: {first} is not {elo1} Elo stronger",
        )
    else:
        said = NP_("undecided after {count} deal", "undecided after {count} deals")
    count = (pair.decided_after or 0) if pair.decision else tournament.deals
    return ngettext(*said, count, first=said_bot(pair.first), elo1=sprt.elo1)


def _timing(tournament: Tournament, backend: str) -> str:
    """How many games were played, how fast, where (and those not counted)."""
    played = tournament.played
    tr = active()
    seconds = tr.number(tournament.seconds, 1)
    if tournament.seconds:
        rate = tr.number(played / tournament.seconds, 2)
        line = ngettext(
            "{count} game in {seconds} s ({rate} games/s) on {backend}",
            "{count} games in {seconds} s ({rate} games/s) on {backend}",
            played,
            seconds=seconds,
            rate=rate,
            backend=backend,
        )
    else:
        line = ngettext(
            "{count} game in {seconds} s on {backend}",
            "{count} games in {seconds} s on {backend}",
            played,
            seconds=seconds,
            backend=backend,
        )
    extra = played - len(tournament.outcomes)
    if extra:
        dropped = ngettext(
            "{count} more played after the SPRT stopped and not counted",
            "{count} more played after the SPRT stopped and not counted",
            extra,
        )
        line = _("{said}; {more}", said=line, more=dropped)
    return line


def tables(tournament: Tournament, ratings: History | None, backend: str | None = None) -> list[Table | str]:
    """The results as rich tables and lines, to print one after the other, in the language
    of the command line (``backend``: the backend's name in it; default its English name)."""
    plan = tournament.plan
    mean = MEAN_HEADINGS[score_word(plan.game), tournament.lower_wins]
    bots = Table(title=_title(tournament))
    for name, justify in [
        (N_("bot"), "left"),
        (N_("seats"), "right"),
        (N_("wins"), "right"),
        (N_("win % [95% CI]"), "right"),
        (mean, "right"),
        (N_("mean place"), "right"),
        (N_("OpenSkill μ ± σ"), "right"),
        (N_("s/decision"), "right"),
    ]:
        bots.add_column(_(name), justify=justify)  # type: ignore[arg-type]
    number = active().number
    for bot, result in tournament.bots.items():
        low, high = result.win_interval
        rating = ratings.final[bot] if ratings is not None else None
        bots.add_row(
            said_bot(bot),
            number(result.seats),
            number(result.wins, 1 if result.wins % 1 else 0),
            # (the interval as a range, 25,4–74,6: a comma may be the language's decimal sign)
            f"{number(100 * result.win_rate, 1)} [{number(100 * low, 1)}–{number(100 * high, 1)}]",
            number(result.mean_score, 1),
            number(result.mean_rank, 2),
            f"{number(rating.mu, 1)} ± {number(rating.sigma, 1)}" if rating else "-",
            number(result.seconds_per_decision, 4),
        )
    out: list[Table | str] = [bots]
    if tournament.pairs:
        pairs = Table(title=_("head to head, seat against seat by place; the sign test over deals"))
        headings = (N_("pair"), N_("ahead-level-behind"), N_("deals +/=/-"), N_("score"), N_("Elo [95% CI]"))
        for name in (*headings, "p", "95%"):
            pairs.add_column(_(name), justify="left" if name == "pair" else "right")
        for pair in tournament.pairs:
            low, high = pair.deals.elo_interval()
            level = pair.deals.n - pair.deals_ahead - pair.deals_behind
            better = stronger(pair)
            pairs.add_row(
                said_pair(pair),
                f"{pair.ahead}-{pair.level}-{pair.behind}",
                f"{pair.deals_ahead}/{level}/{pair.deals_behind}",
                active().percent(pair.score, 1),
                f"{_elo_text(pair.elo)} [{_elo_text(low)}, {_elo_text(high)}]",
                active().significant(pair.p_value, 2),
                _("{bot} stronger", bot=said_bot(better)) if better else _("not significant"),
            )
        out.append(pairs)
    sprt = tournament.sprt
    if sprt is not None:
        out.append(
            _(
                "SPRT: H0 elo <= {elo0}, H1 elo >= {elo1}, alpha {alpha}, beta {beta} (LLR bounds {lower}, {upper})",
                elo0=sprt.elo0,
                elo1=sprt.elo1,
                alpha=sprt.alpha,
                beta=sprt.beta,
                lower=active().number(sprt.lower, 2),
                upper=active().number(sprt.upper, 2),
            )
        )
        for pair in tournament.pairs:
            llr = active().number(pair.llr, 2)
            out.append(
                "  "
                + _("{pair}: LLR {llr}, {verdict}", pair=said_pair(pair), llr=llr, verdict=_verdict(pair, tournament))
            )
    out.append(_timing(tournament, backend or tournament.backend))
    return out


CSV_FIELDS = (
    "deal",
    "seed",
    "rotation",
    "seat",
    "name",
    "bot",
    "score",
    "place",
    "win",
    "moves",
    "decisions",
    "think_seconds",
    "game_seconds",
    "record",
)


def write_csv(tournament: Tournament, path: Path) -> None:
    """One row per seat of every counted game."""
    game = tournament.plan.game
    with path.open("w", newline="", encoding="utf-8") as file:
        writer = csv.writer(file)
        writer.writerow(CSV_FIELDS)
        for outcome in tournament.outcomes:
            for seat, bot in enumerate(outcome.bots):
                win = 1 / len(outcome.winners) if seat in outcome.winners else 0
                writer.writerow(
                    [
                        outcome.deal,
                        outcome.seed,
                        outcome.rotation,
                        seat,
                        outcome.names[seat],
                        bot,
                        outcome.scores[seat],
                        f"{outcome.ranks[seat]:g}",
                        f"{win:g}",
                        outcome.moves,
                        outcome.decisions[seat],
                        f"{outcome.think[seat]:.6f}",
                        f"{outcome.seconds:.6f}",
                        f"records/{record_name(outcome, game)}",
                    ]
                )


def drop_uncounted_records(tournament: Tournament, folder: Path, written: Iterable[str]) -> None:
    """Remove the records ``written`` of games played after the SPRT stopped (not counted)."""
    counted = {record_name(o, tournament.plan.game) for o in tournament.outcomes}
    for name in written:
        if name not in counted:
            (folder / name).unlink(missing_ok=True)
