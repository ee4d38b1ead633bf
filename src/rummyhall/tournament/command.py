"""``rummyhall tournament``: checks what was asked, runs it with a progress bar, reports.

Mistakes raise :class:`~rummyhall.tournament.schedule.TournamentError` or the
engine's ``RulesError`` (both ``ValueError``), which the command line shows in
one line.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn, TimeRemainingColumn

from rummyhall.games import GAMES, make
from rummyhall.tournament.executors import backend
from rummyhall.tournament.play import GameOutcome, make_player
from rummyhall.tournament.ratings import rate
from rummyhall.tournament.report import drop_uncounted_records, record_name, summary, tables, write_csv
from rummyhall.tournament.run import Tournament, run
from rummyhall.tournament.schedule import Plan, TournamentError, parse_bots
from rummyhall.tournament.stats import SprtBounds


@dataclass(frozen=True)
class TournamentArgs:
    """What the command line was asked."""

    game: str
    bots: str
    deals: int
    players: int | None
    seed: int
    options: dict[str, Any]
    workers: int | None
    ray: str | None  # None: no Ray; "": a local Ray; else the cluster's address
    sprt: tuple[float, float, float, float] | None  # elo0, elo1, alpha, beta
    out: Path | None
    records: bool
    plots: bool
    as_json: bool
    quiet: bool


def check_bots(game: str, bots: list[str]) -> None:
    """Make each bot once, so that an unknown kind or a bad parameter is told before any game."""
    for bot in bots:
        try:
            make_player(game, bot, 0)
        except ValueError as error:  # RulesError (BadOptions) has the reason as its text
            text = str(error)
            raise TournamentError(text if repr(bot) in text else f"bot {bot!r}: {text}") from None


def plan_of(args: TournamentArgs) -> Plan:
    """The tournament asked for, checked."""
    if args.deals < 1:
        raise TournamentError(f"--games must be 1 or more, not {args.deals}")
    if args.workers is not None and args.workers < 1:
        raise TournamentError(f"--workers must be 1 or more, not {args.workers}")
    bots = parse_bots(args.bots)
    players = args.players if args.players is not None else max(len(bots), GAMES[args.game].min_players)
    make(args.game, players, args.options)  # the game's own check: players and options
    check_bots(args.game, bots)
    plan = Plan(args.game, players, args.options, bots, args.deals, args.seed, records=args.records and bool(args.out))
    if args.sprt is not None and len(plan.kinds) < 2:
        raise TournamentError("--sprt compares bots: give two different bots or more")
    return plan


def sprt_of(args: TournamentArgs) -> SprtBounds | None:
    if args.sprt is None:
        return None
    try:
        return SprtBounds(*args.sprt)
    except ValueError as error:
        raise TournamentError(str(error)) from None


def hold(args: TournamentArgs, console: Console | None = None) -> Tournament:
    """Run the tournament ``args`` asks for and report it; returns it."""
    plan, sprt = plan_of(args), sprt_of(args)
    out = args.out
    records = out / "records" if out is not None else None
    try:
        if records is not None and plan.records:
            records.mkdir(parents=True, exist_ok=True)
        elif out is not None:
            out.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise TournamentError(f"cannot make the folder {out}: {error.strerror or error}") from None
    if console is None:
        console = Console()
        if not console.is_terminal:  # (a file or a pipe: wide enough not to wrap the tables)
            console = Console(width=150)
    written: list[str] = []
    progress = Progress(
        TextColumn("{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeElapsedColumn(),
        TextColumn("left"),
        TimeRemainingColumn(),
        console=Console(stderr=True),
        disable=args.quiet,
        transient=True,
    )
    with progress, backend(args.workers, args.ray) as games:
        task = progress.add_task(f"{plan.game}: {', '.join(plan.kinds)}", total=plan.games)

        def on_game(outcome: GameOutcome, tournament: Tournament) -> None:
            if records is not None and outcome.record is not None:
                name = record_name(outcome, plan.game)
                (records / name).write_text(outcome.record, encoding="utf-8")
                written.append(name)
            if sprt is not None:
                llr = ", ".join(f"{p.first} v {p.second} LLR {p.llr:.2f}" for p in tournament.pairs)
                progress.update(task, description=f"{plan.game}: {llr}")
            progress.advance(task)

        tournament = run(plan, games, sprt, on_game)
    ratings = rate(tournament.outcomes, plan.kinds)
    result = summary(tournament, ratings)
    if out is not None:
        write_outputs(tournament, result, out, records, written, args.plots, ratings)
    if args.as_json:
        console.print_json(json.dumps(result))
    else:
        for part in tables(tournament, ratings):
            console.print(part)
        if out is not None:
            console.print(
                f"results, games.csv{', records' if records else ''}{', plots' if args.plots else ''} in {out}"
            )
    return tournament


def write_outputs(
    tournament: Tournament,
    result: dict[str, Any],
    out: Path,
    records: Path | None,
    written: list[str],
    plots: bool,
    ratings: Any,
) -> None:
    """results.json, games.csv and (unless turned off) the plots, in ``out``."""
    plan = tournament.plan
    (out / "results.json").write_text(json.dumps(result, indent=2) + "\n", encoding="utf-8")
    write_csv(tournament, out / "games.csv")
    if records is not None:
        drop_uncounted_records(tournament, records, written)
    if plots:
        from rummyhall.tournament.plots import plot_ratings, plot_scores

        title = f"{plan.game}, {plan.players} players, {len(tournament.outcomes)} games"
        plot_ratings(ratings, f"OpenSkill ratings: {title}", out / "ratings.png")
        plot_scores(tournament, title, out / "scores.png")
