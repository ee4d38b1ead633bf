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

from rummyhall.bots import BOTS
from rummyhall.engine import RulesError
from rummyhall.games import GAMES, make
from rummyhall.i18n import N_, _, active, ngettext
from rummyhall.tournament.executors import backend
from rummyhall.tournament.play import GameOutcome, make_player
from rummyhall.tournament.ratings import rate
from rummyhall.tournament.report import (
    drop_uncounted_records,
    record_name,
    said_bot,
    said_game,
    said_pair,
    summary,
    tables,
    write_csv,
)
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
        kind = bot.partition(":")[0]
        if kind not in BOTS:
            raise TournamentError("unknown bot {bot} (bots: {bots})", bot=repr(kind), bots=", ".join(BOTS))
        try:
            make_player(game, bot, 0)
        except RulesError as error:  # (BadOptions: its template and params, said in the language)
            if bot in error.reason:
                raise
            params = {**error.params, "bot": repr(bot), "why": error.template}
            raise TournamentError("bot {bot}: {why:sentence}", **params) from None


def plan_of(args: TournamentArgs) -> Plan:
    """The tournament asked for, checked."""
    if args.deals < 1:
        raise TournamentError("--games must be 1 or more, not {deals}", deals=args.deals)
    if args.workers is not None and args.workers < 1:
        raise TournamentError("--workers must be 1 or more, not {workers}", workers=args.workers)
    bots = parse_bots(args.bots)
    players = args.players if args.players is not None else max(len(bots), GAMES[args.game].min_players)
    make(args.game, players, args.options)  # the game's own check: players and options
    check_bots(args.game, bots)
    plan = Plan(args.game, players, args.options, bots, args.deals, args.seed, records=args.records and bool(args.out))
    if args.sprt is not None and len(plan.kinds) < 2:
        raise TournamentError("--sprt compares bots: give two different bots or more")
    return plan


def sprt_of(args: TournamentArgs) -> SprtBounds | None:
    """The SPRT's bounds asked for (:class:`TournamentError` if they make no test)."""
    return None if args.sprt is None else SprtBounds(*args.sprt)


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
        why = error.strerror or str(error)  # (the command line says the system's reason in the language)
        raise TournamentError("cannot make the folder {out}: {why}", out=str(out), why=why) from error
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
        TextColumn(_("left")),
        TimeRemainingColumn(),
        console=Console(stderr=True),
        disable=args.quiet,
        transient=True,
    )
    with backend(args.workers, args.ray) as games, progress:
        game = said_game(plan.game)
        bots = ", ".join(map(said_bot, plan.kinds))
        task = progress.add_task(_("{game}: {bots}", game=game, bots=bots), total=plan.games)

        def on_game(outcome: GameOutcome, tournament: Tournament) -> None:
            if records is not None and outcome.record is not None:
                name = record_name(outcome, plan.game)
                (records / name).write_text(outcome.record, encoding="utf-8")
                written.append(name)
            if sprt is not None:
                llr = ", ".join(f"{said_pair(p)} LLR {active().number(p.llr, 2)}" for p in tournament.pairs)
                progress.update(task, description=_("{game}: {bots}", game=game, bots=llr))
            progress.advance(task)

        tournament = run(plan, games, sprt, on_game)
        where = games.said()
    ratings = rate(tournament.outcomes, plan.kinds)
    result = summary(tournament, ratings)
    if out is not None:
        write_outputs(tournament, result, out, records, written, args.plots, ratings)
    if args.as_json:
        console.print_json(json.dumps(result))
    else:
        for part in tables(tournament, ratings, where):
            console.print(part)
        if out is not None:
            console.print(written_to(out, plan.records, args.plots))
    return tournament


def written_to(out: Path, records: bool, plots: bool) -> str:
    """The line that says what was written in ``out``."""
    files = "results.json, games.csv"
    if records and plots:
        said = N_("{files}, the records and the plots are in {folder}")
    elif records:
        said = N_("{files} and the records are in {folder}")
    elif plots:
        said = N_("{files} and the plots are in {folder}")
    else:
        said = N_("{files} are in {folder}")
    return _(said, files=files, folder=str(out))


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

        games = len(tournament.outcomes)
        title = _(
            "{game}, {players}, {games}",
            game=said_game(plan.game),
            players=ngettext("{count} player", "{count} players", plan.players),
            games=ngettext("{count} game", "{count} games", games),
        )
        plot_ratings(ratings, _("OpenSkill ratings: {title}", title=title), out / "ratings.png")
        plot_scores(tournament, title, out / "scores.png")
