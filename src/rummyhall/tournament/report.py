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
    return "+inf" if value == math.inf else "-inf" if value == -math.inf else f"{round(value):+d}"


def tables(tournament: Tournament, ratings: History | None) -> list[Table | str]:
    """The results as rich tables and lines, to print one after the other."""
    plan = tournament.plan
    word = score_word(plan.game)
    direction = {True: " (lower wins)", False: " (higher wins)", None: ""}[tournament.lower_wins]
    stop = f"; stopped by the SPRT after {tournament.deals}" if tournament.stopped_early else ""
    title = (
        f"{plan.game}, {plan.players} players: {tournament.deals} deals x {len(plan.shifts)} rotations = "
        f"{len(tournament.outcomes)} games (seeds {plan.seed}..{plan.seed + tournament.deals - 1}{stop})"
    )
    bots = Table(title=title)
    for name, justify in [
        ("bot", "left"),
        ("seats", "right"),
        ("wins", "right"),
        ("win % [95% CI]", "right"),
        (f"mean {word}{direction}", "right"),
        ("mean place", "right"),
        ("OpenSkill μ ± σ", "right"),
        ("s/decision", "right"),
    ]:
        bots.add_column(name, justify=justify)  # type: ignore[arg-type]
    for bot, result in tournament.bots.items():
        low, high = result.win_interval
        rating = ratings.final[bot] if ratings is not None else None
        bots.add_row(
            bot,
            str(result.seats),
            f"{result.wins:g}",
            f"{100 * result.win_rate:.1f} [{100 * low:.1f}, {100 * high:.1f}]",
            f"{result.mean_score:.1f}",
            f"{result.mean_rank:.2f}",
            f"{rating.mu:.1f} ± {rating.sigma:.1f}" if rating else "-",
            f"{result.seconds_per_decision:.4f}",
        )
    out: list[Table | str] = [bots]
    if tournament.pairs:
        pairs = Table(title="head to head, seat against seat by place; the sign test over deals")
        for name in ("pair", "ahead-level-behind", "deals +/=/-", "score", "Elo [95% CI]", "p", "95%"):
            pairs.add_column(name, justify="left" if name == "pair" else "right")
        for pair in tournament.pairs:
            low, high = pair.deals.elo_interval()
            level = pair.deals.n - pair.deals_ahead - pair.deals_behind
            pairs.add_row(
                f"{pair.first} v {pair.second}",
                f"{pair.ahead}-{pair.level}-{pair.behind}",
                f"{pair.deals_ahead}/{level}/{pair.deals_behind}",
                f"{100 * pair.score:.1f}%",
                f"{_elo_text(pair.elo)} [{_elo_text(low)}, {_elo_text(high)}]",
                f"{pair.p_value:.2g}",
                f"{stronger(pair)} stronger" if stronger(pair) else "not significant",
            )
        out.append(pairs)
    sprt = tournament.sprt
    if sprt is not None:
        out.append(
            f"SPRT: H0 elo <= {sprt.elo0:g}, H1 elo >= {sprt.elo1:g}, alpha {sprt.alpha:g}, beta {sprt.beta:g} "
            f"(LLR bounds {sprt.lower:.2f}, {sprt.upper:.2f})"
        )
        for pair in tournament.pairs:
            verdict = {
                "H1": f"H1 accepted after {pair.decided_after} deals: {pair.first} is stronger",
                "H0": f"H0 accepted after {pair.decided_after} deals: {pair.first} is not {sprt.elo1:g} Elo stronger",
                None: f"undecided after {tournament.deals} deals",
            }[pair.decision]
            out.append(f"  {pair.first} v {pair.second}: LLR {pair.llr:.2f}, {verdict}")
    rate = f" ({tournament.played / tournament.seconds:.2f} games/s)" if tournament.seconds else ""
    extra = tournament.played - len(tournament.outcomes)
    dropped = f", {extra} more played after the SPRT stopped and not counted" if extra else ""
    out.append(f"{tournament.played} games in {tournament.seconds:.1f} s{rate} on {tournament.backend}{dropped}")
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
