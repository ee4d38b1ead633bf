"""The ``rummyhall`` command line.

Every command has ``--help``.  Mistakes in what is typed end with a one-line
``error: ...`` and exit status 2, never a traceback.  Heavy modules are
imported inside the commands that need them, so start-up stays fast.
"""

from __future__ import annotations

import errno
import json
import os
import string
import sys
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path
from typing import Any

import click

from rummyhall import __version__, compiled
from rummyhall.bots.levels import DEFAULT_LEVEL, LEVEL_NAMES
from rummyhall.cards import CardError, declared_card, format_card, parse_cards, value_kind
from rummyhall.i18n import N_, NP_, Word, _, active, ngettext
from rummyhall.server.limits import Limits

GAME_NAMES = ("liverpool", "carousel", "rummoli")
LANGUAGES = ("en", "kk", "lt", "ka")
"""The languages of what a person reads (rummyhall.i18n.LANGUAGES; docs/i18n.md)."""
LANG_HELP = N_("Language: en, kk, lt or ka (default: from LANGUAGE, LC_ALL, LC_MESSAGES or LANG).")
HELP_HELP = N_("Show this message and exit.")
"""The help of ``--help`` (Click's own words)."""
_LANG_KEY = "rummyhall.lang"
"""Where the language asked for with ``--lang`` is kept (``ctx.meta``, shared by a command and its group)."""

CLICK_WORDS = (
    # Click's own words (its modules call gettext; _route_click_words sends them to our catalog)
    N_("Usage:"),
    N_("Options"),
    N_("Commands"),
    N_("Show the version and exit."),
    N_("default: {default}"),
    N_("required"),
    N_("No such option {name!r}."),
    N_("No such command {name!r}."),
    N_("Missing command."),
    N_("Missing argument"),
    N_("Missing option"),
    N_("Missing parameter"),
    N_("Missing parameter: {param_name}"),
    N_("Invalid value: {message}"),
    N_("Invalid value for {param_hint}: {message}"),
    N_("{value!r} is not a valid {number_type}."),
    N_("{value} is not in the range {range}."),
    N_("Option {name!r} does not take a value."),
    NP_("Did you mean {possibility}?", "(Did you mean one of: {possibilities}?)"),
    NP_("{value!r} is not {choice}.", "{value!r} is not one of {choices}."),
    NP_("Got unexpected extra argument ({args})", "Got unexpected extra arguments ({args})"),
    NP_("Option {name!r} requires an argument.", "Option {name!r} requires {nargs} arguments."),
    # the placeholders of the usage line and the options (types as Click names them, ours)
    N_("[OPTIONS]"),
    N_("COMMAND [ARGS]..."),
    N_("INTEGER"),
    N_("TEXT"),
    N_("FLOAT"),
    N_("FILE"),
    N_("DIRECTORY"),
    N_("INTEGER RANGE"),
    N_("FLOAT RANGE"),
    N_("GAME"),
    N_("CARDS"),
    N_("NAME=VALUE"),
    N_("URL"),
    N_("[ADDRESS]"),
)
"""What Click itself says in a help or an error, and the help's placeholders, for the catalogs."""


def _route_click_words() -> None:
    """Click says its own words ("Usage:", "Show this message and exit.", "No such option")
    through the functions ``gettext`` and ``ngettext`` that each of its modules imported;
    these are replaced by the catalog's, in the language of the command line."""
    import click.core
    import click.decorators
    import click.exceptions
    import click.formatting
    import click.parser
    import click.types

    for module in (click.core, click.decorators, click.exceptions, click.formatting, click.parser, click.types):
        if hasattr(module, "_"):
            module._ = _click_template  # type: ignore[attr-defined]
        if hasattr(module, "ngettext"):
            module.ngettext = _click_plural  # type: ignore[attr-defined]


def _fields(*templates: str) -> dict[str, str]:
    """Each field of ``templates`` as a field again (``{name!r}``), for Click to fill."""
    return {
        name: "{" + name + (f"!{conversion}" if conversion else "") + "}"
        for template in templates
        for _, name, _, conversion in string.Formatter().parse(template)
        if name
    }


def _click_template(message: str) -> str:
    """One of Click's messages in the language, its fields left for Click to fill (``.format``).

    At import, before the command line's language is chosen, Click names its path types
    ("file", "directory"): English then, as the catalog says it.  And the help of ``--help``,
    which Click makes on every run, is said when the help is shown (``format_help``).  So a
    command that says nothing never reads the catalogs (that takes half a second)."""
    from rummyhall import i18n

    if not i18n.chosen() or message == HELP_HELP:
        return message
    return _(message, **_fields(message))


def _click_plural(singular: str, plural: str, count: int) -> str:
    """One of Click's plural messages for ``count`` in the language, its fields left for Click."""
    return ngettext(singular, plural, count, **_fields(singular, plural))


_route_click_words()


def _asked_language(args: list[str]) -> str | None:
    """The language of ``--lang X`` or ``--lang=X`` among ``args`` (None: not given, or not one of ours)."""
    for i, arg in enumerate(args):
        if arg == "--":
            break
        value = args[i + 1] if arg == "--lang" and i + 1 < len(args) else arg.partition("=")[2]
        if (arg == "--lang" or arg.startswith("--lang=")) and value.lower() in LANGUAGES:
            return value.lower()
    return None


class _InLanguage:
    """A command whose help is said in the language of ``--lang`` (or ``LANG``...).

    Click reads ``--help`` while it parses, and takes each help text as the module is
    imported; so the language is read from the arguments before they are parsed
    (:meth:`parse_args`), and each help text, placeholder and default shown is a message
    of the catalog, translated only while the help is written (:meth:`format_help`)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        params: list[click.Parameter] = self.params  # type: ignore[attr-defined]
        if not any(param.name == "lang" for param in params):  # every command takes --lang
            choice = click.Choice(LANGUAGES, case_sensitive=False)
            params.append(click.Option(["--lang"], type=choice, expose_value=False, help=LANG_HELP))

    def parse_args(self, ctx: click.Context, args: list[str]) -> list[str]:
        from rummyhall import i18n

        asked = _asked_language(args)
        if asked is not None:
            ctx.meta[_LANG_KEY] = asked
        i18n.use(ctx.meta.get(_LANG_KEY) or i18n.from_environment())
        return super().parse_args(ctx, args)  # type: ignore[misc, no-any-return]

    def format_help(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        command: Any = self
        changed: list[tuple[Any, str, Any]] = []

        def say(thing: Any, attribute: str, value: Any) -> None:
            changed.append((thing, attribute, getattr(thing, attribute)))
            setattr(thing, attribute, _(value) if isinstance(value, str) and value else value)

        say(command, "help", command.help)
        say(command, "options_metavar", command.options_metavar)
        if isinstance(command, click.Group):
            say(command, "subcommand_metavar", command.subcommand_metavar)
            for sub in command.commands.values():
                say(sub, "help", sub.help)
        help_option = command.get_help_option(ctx)  # (made once, its help in the language of then)
        for param in command.get_params(ctx):
            say(param, "metavar", param.make_metavar(ctx))
            if isinstance(param, click.Option):
                say(param, "help", HELP_HELP if param is help_option else param.help)
                if isinstance(param.show_default, str):
                    say(param, "show_default", param.show_default)
        try:
            super().format_help(ctx, formatter)  # type: ignore[misc]
        finally:
            for thing, attribute, value in reversed(changed):
                setattr(thing, attribute, value)


class Argument(click.Argument):
    """An argument named in an error (``Invalid value for 'GAME'``) in the language."""

    def make_metavar(self, ctx: click.Context) -> str:
        return _(super().make_metavar(ctx))


class Command(_InLanguage, click.Command):
    """A command whose help follows ``--lang`` (:class:`_InLanguage`)."""


class Group(_InLanguage, click.Group):
    """A group of commands whose help follows ``--lang`` (:class:`_InLanguage`)."""

    command_class = Command
    group_class = type


def _language(lang: str | None) -> str:
    """The language asked for with --lang (this command's, else the group's), else the
    terminal's (LANG...), made the active one."""
    from rummyhall import i18n

    context = click.get_current_context(silent=True)
    asked = context.meta.get(_LANG_KEY) if context is not None else None
    chosen = lang.lower() if lang else asked or i18n.from_environment()
    i18n.use(chosen)
    return chosen


SYSTEM_ERRORS = {
    errno.ENOENT: N_("there is no such file or folder"),
    errno.EACCES: N_("permission denied"),
    errno.EPERM: N_("permission denied"),
    errno.EISDIR: N_("it is a folder"),
    errno.ENOTDIR: N_("a part of the path is not a folder"),
    errno.ENOSPC: N_("the disk is full"),
    errno.EROFS: N_("the file system is read-only"),
    errno.EADDRNOTAVAIL: N_("this computer has no such address"),
    errno.EADDRINUSE: N_("the address is already in use"),
    errno.ECONNREFUSED: N_("the connection was refused"),
    errno.EHOSTUNREACH: N_("there is no route to the host"),
}
"""The commonest reasons a file or a socket fails, in words of the catalog (the system's own
words are English)."""


def _why(error: OSError) -> str:
    """Why a file or socket operation failed, in the language."""
    said = SYSTEM_ERRORS.get(error.errno or 0)
    return _(said) if said else error.strerror or str(error)


def _game_name(game: str) -> str:
    """A game as typed (``liverpool``) in English, by its name in another language."""
    return Word(game if active().lang == "en" else game.lower().capitalize())


class UserError(click.ClickException):
    """A mistake in what the user asked for, told in one line."""


def _option_value(text: str) -> Any:
    lowered = text.lower()
    if lowered in ("true", "yes", "on"):
        return True
    if lowered in ("false", "no", "off"):
        return False
    if lowered in ("none", "null"):
        return None
    try:
        return int(text)
    except ValueError:
        return text


def parse_options(pairs: Iterable[str]) -> dict[str, Any]:
    """``["wild_twos=true", "buy_limit=3"]`` -> ``{"wild_twos": True, "buy_limit": 3}``."""
    options: dict[str, Any] = {}
    for pair in pairs:
        name, sep, value = pair.partition("=")
        if not sep or not name:
            raise UserError(_("an option is written name=value, not {pair}", pair=repr(pair)))
        options[name.strip()] = _option_value(value.strip())
    return options


def _make_game(name: str, players: int, options: dict[str, Any]) -> Any:
    from rummyhall.engine import RulesError
    from rummyhall.games import GAMES, make

    try:
        return make(name, players, options)
    except RulesError as error:
        raise UserError(_refused_game(error, GAMES.get(name.lower()))) from None


def _refused_game(error: Any, game: Any) -> str:
    """A game refused at the start (players, options) in the language: outside English the
    game is named as people write it ("Liverpool") and an option by its lobby label."""
    from rummyhall.server.lobby import rule_and_label

    tr = active()
    params = dict(getattr(error, "params", {}))
    if tr.lang == "en" or game is None or not tr.has(error.template):
        return tr.refusal(error)
    option = game.OPTIONS.get(params.get("option"))
    if option is not None and "help" in params:
        params["help"] = rule_and_label(game.name, params["option"], option)[1]
    return tr.fill(error.template, params)


def _bot_list(text: str, players: int) -> list[str]:
    from rummyhall.bots import BOTS

    bots = [b.strip() for b in text.split(",") if b.strip()]
    for b in bots:
        if b not in BOTS:
            raise UserError(_("unknown bot {bot} (bots: {bots})", bot=repr(b), bots=", ".join(BOTS)))
    if not bots:
        raise UserError(_("--bots needs at least one bot name"))
    if len(bots) > players:
        raise UserError(_("{bots} bots given for {players} players", bots=len(bots), players=players))
    return [bots[i % len(bots)] for i in range(players)] if len(bots) < players else bots


def _show_version(ctx: click.Context, param: click.Parameter, value: bool) -> None:
    """``--version``: the version and the build (compiled or source), in the language."""
    if value and not ctx.resilient_parsing:
        build = N_("compiled build") if compiled() else N_("source build")
        click.echo(f"rummyhall {__version__} ({_(build)})")
        ctx.exit()


@click.group(
    cls=Group,
    context_settings={"help_option_names": ["-h", "--help"]},
    help=N_("Liverpool rummy, Rummoli and Carousel: play, simulate, solve, replay."),
)
@click.option(
    "--version",
    is_flag=True,
    expose_value=False,
    is_eager=True,
    callback=_show_version,
    help=N_("Show the version and exit."),
)
@click.option("--lang", type=click.Choice(LANGUAGES, case_sensitive=False), default=None, help=LANG_HELP)
def cli(lang: str | None) -> None:
    _language(lang)
    _tell_of_the_source_build_once()


SOURCE_BUILD_NOTE = "source-build.json"
"""Beside the package in a source build made where nothing could compile (setup.py writes it)."""

SOURCE_BUILD_TOLD = {
    ("compiler",): N_(
        "rummyhall runs its source build, pure Python and about half as fast: it was installed where there was "
        "no C compiler. With one (on Debian: `apt-get install build-essential`), install rummyhall again for the "
        "compiled build (docs/compiled.md)."
    ),
    ("headers",): N_(
        "rummyhall runs its source build, pure Python and about half as fast: it was installed without the Python "
        "headers (Python.h). With them (on Debian: the package `python3-dev`), install rummyhall again for the "
        "compiled build (docs/compiled.md)."
    ),
    ("compiler", "headers"): N_(
        "rummyhall runs its source build, pure Python and about half as fast: it was installed where there was "
        "neither a C compiler nor the Python headers. With them (on Debian: `apt-get install "
        "build-essential python3-dev`), install rummyhall again for the compiled build (docs/compiled.md)."
    ),
}
"""What a source build says once, by what its machine lacked (the note's ``lacking``)."""


def _tell_of_the_source_build_once() -> None:
    """Say on stderr, once for each install, that this install is the source build because its
    machine could not compile it (setup.py's note): pip shows the build's own message only with
    ``-v``.  Nothing for a compiled build, a development checkout (no note) or a source build
    asked for.  The installs told are listed in the user's cache."""
    from rummyhall import SOURCE_BUILD

    package = Path(__file__).parent
    try:
        note = json.loads((package / SOURCE_BUILD_NOTE).read_text(encoding="utf-8"))
        message = SOURCE_BUILD_TOLD.get(tuple(sorted(note["lacking"])))
    except (OSError, ValueError, KeyError, TypeError):
        return  # (no note: compiled, or not built by setup.py's fallback)
    if message is None or os.environ.get(SOURCE_BUILD) == "1" or compiled():
        return
    told = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "rummyhall" / "told-source-build"
    install = str(package.resolve())
    try:
        if install in told.read_text(encoding="utf-8").splitlines():
            return
    except OSError:
        pass  # (none told yet)
    click.echo(_(message), err=True)
    try:
        told.parent.mkdir(parents=True, exist_ok=True)
        with told.open("a", encoding="utf-8") as lines:
            lines.write(install + "\n")
    except OSError:
        pass  # (a cache that cannot be written: said again next time, nothing worse)


@cli.command(help=N_("Play GAME in the terminal against bots."))
@click.argument("game", type=click.Choice(GAME_NAMES, case_sensitive=False), metavar="GAME", cls=Argument)
@click.option("--players", "-p", default=4, show_default=True, help=N_("Number of players, you included."))
@click.option(
    "--level",
    type=click.Choice(LEVEL_NAMES),
    default=None,
    help=N_("How well the bots play: easy, medium or hard (default: medium)."),
)
@click.option("--bots", default=None, help=N_("Bot for the other seats (random, greedy, shrewd, search)."))
@click.option("--seed", type=int, default=None, help=N_("Seed for the shuffle (default: random)."))
@click.option("--option", "-o", "options", multiple=True, metavar="NAME=VALUE", help=N_("A game option; repeatable."))
@click.option("--name", default="you", help=N_("Your name at the table (default: you)."))
@click.option(
    "--record",
    "record_path",
    type=click.Path(dir_okay=False),
    help=N_("Write what was played here (even if you leave)."),
)
@click.option("--verbose", is_flag=True, help=N_("Show the rule ID behind each refusal."))
@click.option("--no-auto-play", is_flag=True, help=N_("Rummoli: do not play your only legal card for you."))
@click.option("--lang", type=click.Choice(LANGUAGES, case_sensitive=False), default=None, help=LANG_HELP)
def play(
    game: str,
    players: int,
    level: str | None,
    bots: str | None,
    seed: int | None,
    options: tuple[str, ...],
    name: str,
    record_path: str | None,
    verbose: bool,
    no_auto_play: bool,
    lang: str | None,
) -> None:
    import secrets

    from rummyhall.engine import RulesError
    from rummyhall.terminal import play_in_terminal

    _language(lang)
    if level is not None and bots is not None:
        raise UserError(_("choose the bots by --level or by --bots, not both"))
    the_game = _make_game(game, players, parse_options(options))
    bot_kinds = _bot_list(bots, players - 1) if bots is not None else []
    if bots is None:
        level = level or DEFAULT_LEVEL  # (a level unless the bots are chosen by kind)
    seed = seed if seed is not None else secrets.randbits(48)
    try:
        recorder = play_in_terminal(
            the_game, seed, name, bot_kinds, verbose=verbose, auto_play=not no_auto_play, level=level
        )
    except RulesError as error:
        raise UserError(active().refusal(error)) from None
    if record_path:
        try:
            Path(record_path).write_text(recorder.record.dumps(), encoding="utf-8")
        except OSError as error:
            raise UserError(_("cannot write {path}: {reason}", path=record_path, reason=_why(error))) from None
        if recorder.state.over:
            click.echo(_("record written to {path}", path=record_path))
        else:
            moves = len(recorder.record.moves)
            said = ngettext(
                "record written to {path} (unfinished: {count} move)",
                "record written to {path} (unfinished: {count} moves)",
                moves,
                path=record_path,
            )
            click.echo(said)


@cli.command(help=N_("Bots play GAME against each other; prints wins and mean scores."))
@click.argument("game", type=click.Choice(GAME_NAMES, case_sensitive=False), metavar="GAME", cls=Argument)
@click.option("--players", "-p", default=4, show_default=True, help=N_("Number of players."))
@click.option("--games", "-g", default=10, show_default=True, help=N_("How many games."))
@click.option("--seed", type=int, default=1, show_default=True, help=N_("Seed of the first game (then +1 each)."))
@click.option(
    "--bots",
    default="random",
    show_default=True,
    help=N_("Comma-separated bots, one per seat (repeated cyclically if fewer)."),
)
@click.option("--option", "-o", "options", multiple=True, metavar="NAME=VALUE", help=N_("A game option; repeatable."))
@click.option("--record", "record_dir", type=click.Path(file_okay=False), help=N_("Write every game's record here."))
@click.option("--quiet", "-q", is_flag=True, help=N_("No progress bar."))
@click.option("--lang", type=click.Choice(LANGUAGES, case_sensitive=False), default=None, help=LANG_HELP)
def selfplay(
    game: str,
    players: int,
    games: int,
    seed: int,
    bots: str,
    options: tuple[str, ...],
    record_dir: str | None,
    quiet: bool,
    lang: str | None,
) -> None:
    import time

    from rich.console import Console
    from rich.progress import Progress
    from rich.table import Table

    from rummyhall.selfplay import series

    _language(lang)
    if games < 1:
        raise UserError(_("--games must be at least 1"))
    the_game = _make_game(game, players, parse_options(options))
    line_up = _bot_list(bots, players)
    out = Path(record_dir) if record_dir else None
    if out is not None:
        out.mkdir(parents=True, exist_ok=True)
    console = Console()
    start = time.perf_counter()
    with Progress(console=console, disable=quiet, transient=True) as progress:
        task = progress.add_task(_("{game}: bots playing", game=_game_name(game)), total=games)

        def after(index: int, recorder: Any) -> None:
            if out is not None:
                (out / f"{game}-{seed + index}.txt").write_text(recorder.record.dumps(), encoding="utf-8")
            progress.advance(task)

        summary = series(the_game, games, seed, line_up, on_game=after)
    elapsed = time.perf_counter() - start
    title = _(
        "{games} games of {game}, {players} players, seeds {first}..{last}",
        games=games,
        game=_game_name(game),
        players=players,
        first=seed,
        last=seed + games - 1,
    )
    table = Table(title=title)
    table.add_column(_("position"))
    table.add_column(_("bot"))
    for heading in (N_("wins"), N_("win %"), N_("mean score")):
        table.add_column(_(heading), justify="right")
    for i, (bot, wins, mean) in enumerate(zip(summary.bots, summary.wins, summary.mean_scores(), strict=True)):
        number = active().number
        table.add_row(
            str(i), _(bot), number(wins, 1 if wins % 1 else 0), number(100 * wins / games, 1), number(mean, 1)
        )
    console.print(table)
    console.print(
        _(
            "{actions} actions in {seconds} s ({rate} actions/s); seats rotate each game",
            actions=summary.actions,
            seconds=active().number(elapsed, 1),
            rate=active().number(summary.actions / elapsed),
        )
    )


def _read_record(path: str) -> Any:
    from rummyhall.record import Record, RecordError

    try:
        text = Path(path).read_text(encoding="utf-8")
    except OSError as error:
        raise UserError(_("cannot read {path}: {reason}", path=path, reason=_why(error))) from None
    except UnicodeDecodeError:
        raise UserError(_("{path} is not a text file", path=path)) from None
    except ValueError as error:  # a path the system cannot take, such as one with a NUL in it
        raise UserError(_("cannot read {path}: {reason}", path=repr(path), reason=error)) from None
    try:
        return Record.loads(text)
    except RecordError as error:
        raise UserError(f"{path}: {active().refusal(error)}") from None


@cli.command(help=N_("Replay a game record through the engine; fails on any difference."))
@click.argument("file", type=click.Path(dir_okay=False), cls=Argument)
def replay(file: str) -> None:
    from rummyhall.record import RecordError
    from rummyhall.record import replay as replay_record

    record = _read_record(file)
    try:
        state = replay_record(record)
    except RecordError as error:
        raise UserError(f"{file}: {active().refusal(error)}") from None
    if state.over:
        said = ngettext(
            "{file}: {count} move replayed, every card and the result as recorded (game over)",
            "{file}: {count} moves replayed, every card and the result as recorded (game over)",
            len(record.moves),
        )
    else:
        said = ngettext(
            "{file}: an unfinished game: {count} move replayed, every card as recorded; no result",
            "{file}: an unfinished game: {count} moves replayed, every card as recorded; no result",
            len(record.moves),
            file=file,
        )
    click.echo(said)


@cli.command(help=N_("Print a game record for a person to read (once it has replayed without a fault)."))
@click.argument("file", type=click.Path(dir_okay=False), cls=Argument)
@click.option("--lang", type=click.Choice(LANGUAGES, case_sensitive=False), default=None, help=LANG_HELP)
def show(file: str, lang: str | None) -> None:
    from rummyhall.cards import format_cards
    from rummyhall.engine import Event
    from rummyhall.record import Move, RecordError
    from rummyhall.record import replay as replay_record

    _language(lang)
    tr = active()
    record = _read_record(file)
    names = record.players  # (as written in the move lines: notation)
    said_names = [tr.name(name) for name in names]  # (in the sentences: a bot's kind in the language)
    lines = [
        _(
            "{game}, seed {seed}, players: {players}",
            game=record.game if tr.lang == "en" else _(record.game.capitalize()),
            seed=record.seed,
            players=", ".join(said_names),
        ),
        _("options: {options}", options=json.dumps(record.options, sort_keys=True)),
    ]

    def tell(number: int, move: Move, events: list[Event]) -> None:
        lines.append(f"{number:4}. {said_names[move.seat]}: {move.action}")
        for event in events:
            shown = f" [{format_cards(event.revealed)}]" if event.revealed else ""
            lines.append(f"        {tr.event(event, said_names)}{shown}")

    try:
        state = replay_record(record, on_event=tell)
    except RecordError as error:
        raise UserError(f"{file}: {active().refusal(error)}") from None
    if state.result is not None:
        scores = ", ".join(f"{n} {s}" for n, s in zip(said_names, state.result.scores, strict=True))
        winners = ", ".join(said_names[w] for w in state.result.winners)
        lines.append(_("result: {scores}; winner(s): {winners}", scores=scores, winners=winners))
    click.echo("\n".join(lines))


@cli.command(help=N_("A readable summary of GAME's rules (rules/GAME.txt; in another language rules/GAME.LANG.txt)."))
@click.argument("game", type=click.Choice(GAME_NAMES, case_sensitive=False), metavar="GAME", cls=Argument)
@click.option("--lang", type=click.Choice(LANGUAGES, case_sensitive=False), default=None, help=LANG_HELP)
def rules(game: str, lang: str | None) -> None:
    from importlib.resources import files

    chosen = _language(lang)
    name = f"{game.lower()}.txt" if chosen == "en" else f"{game.lower()}.{chosen}.txt"
    click.echo(files("rummyhall").joinpath("rules", name).read_text(encoding="utf-8"))


@cli.group(help=N_("Exact solvers: Liverpool lay-downs, Carousel placements."))
def solve() -> None:
    pass


class LineError(ValueError):
    """What is wrong with one line of a ``--jsonl`` batch; the batch goes on."""


_CHUNK = 1 << 16


def _input_chunks() -> Iterator[bytes]:
    """Standard input as it arrives: each chunk is whatever one read returned, so a
    program that writes one line and waits gets its answer at once."""
    stream = getattr(sys.stdin, "buffer", None)
    if stream is None:  # a text stream with no bytes under it (an embedding program's)
        for line in sys.stdin:
            yield line.encode("utf-8", "surrogatepass")
        return
    read = getattr(stream, "read1", stream.read)
    while chunk := read(_CHUNK):
        yield chunk


def _write_out(text: str) -> None:
    """Write ``text`` to standard output and flush it."""
    stream = getattr(sys.stdout, "buffer", None)
    if stream is None:
        sys.stdout.write(text)
        sys.stdout.flush()
        return
    stream.write(text.encode("utf-8"))
    stream.flush()


def _read_line(line: bytes) -> Any:
    """The JSON value on one line; :class:`LineError` says why there is none."""
    try:
        text = line.decode("utf-8")
    except UnicodeDecodeError as error:
        raise LineError(f"the line is not UTF-8 text (byte {error.start + 1})") from None
    try:
        return json.loads(text)
    except json.JSONDecodeError as error:
        raise LineError(f"the line is not JSON ({error.msg} at column {error.colno})") from None
    except RecursionError:
        raise LineError("the line is nested too deeply to read") from None
    except ValueError:  # json gives up on a number of thousands of digits
        raise LineError("the line holds a number too long to read") from None


def _answer_line(line: bytes, answer: Callable[[Any], dict[str, Any]]) -> str:
    """The answer to one line as a line of JSON: the result, or ``{"error": ...}``."""
    try:
        result = answer(_read_line(line))
    except ValueError as error:  # LineError, CardError, RulesError and the solvers' ValueError
        result = {"error": str(error)}
    return json.dumps(result) + "\n"


def _jsonl(answer: Callable[[Any], dict[str, Any]], fast: Callable[[bytes], str | None] | None = None) -> None:
    """One JSON value per input line, one answer per output line, in order.

    A bad line gets ``{"error": "..."}`` and the batch goes on; blank lines are
    skipped.  ``fast(line)``, if given, answers the usual shape of line quickly,
    or returns None for :func:`_answer_line` to read it in full.  Answers are
    written once per chunk of input read, not once per line."""
    sys.stdout.flush()
    unfinished: list[
        bytes
    ] = []  # the start of a line still coming, in pieces (a long line is not copied again and again)
    for chunk in _input_chunks():
        if b"\n" not in chunk:
            unfinished.append(chunk)
            continue
        lines = chunk.split(b"\n")
        if unfinished:
            lines[0] = b"".join([*unfinished, lines[0]])
        unfinished = [lines.pop()]
        _write_out(_answers(lines, answer, fast))
    if unfinished:
        _write_out(_answers([b"".join(unfinished)], answer, fast))


def _answers(
    lines: list[bytes], answer: Callable[[Any], dict[str, Any]], fast: Callable[[bytes], str | None] | None
) -> str:
    out = []
    for line in lines:
        text = fast(line) if fast is not None else None
        if text is None:
            if not line or line.isspace():
                continue
            text = _answer_line(line, answer)
        out.append(text)
    return "".join(out)


def _query(value: Any) -> dict[str, Any]:
    """A line's JSON object."""
    if not isinstance(value, dict):
        raise LineError(f"each line must be a JSON object, not {value_kind(value)}")
    return value


def _field(query: dict[str, Any], name: str) -> Any:
    if name not in query:
        raise LineError(f"missing field {name!r}")
    return query[name]


def _cards_field(query: dict[str, Any], name: str) -> list[int]:
    """The cards of field ``name``: a list of card texts, or one text."""
    try:
        return parse_cards(_field(query, name))
    except CardError as error:
        raise LineError(f"{name}: {error}") from None


def _hand_field(query: dict[str, Any]) -> list[int]:
    """The cards of field ``hand``, in which a joker is bare (``*``), not declared."""
    hand = _cards_field(query, "hand")
    for c in hand:
        if declared_card(c) is not None:
            raise LineError(f"hand: {format_card(c)} is a joker standing for a card; in a hand a joker is '*'")
    return hand


@solve.command("liverpool", help=N_("The lay-down of the contract that leaves least in hand."))
@click.option("--deal", type=click.IntRange(1, 7), help=N_("Deal number 1-7 (sets the contract)."))
@click.option("--hand", help=N_('The hand, e.g. "7c 7d * Qs Qh Qd 4h 5h 6h 7h Kc 2s 9d".'))
@click.option("--wild-twos", is_flag=True, help=N_("Twos are wild (LIV-3)."))
@click.option("--json", "as_json", is_flag=True, help=N_("Print the answer as JSON."))
@click.option("--jsonl", is_flag=True, help=N_('Batch: read {"deal": 5, "hand": [...]} lines on stdin.'))
def solve_liverpool(deal: int | None, hand: str | None, wild_twos: bool, as_json: bool, jsonl: bool) -> None:
    from rummyhall.solve.liverpool import solve_json

    if jsonl:

        def answer(value: Any) -> dict[str, Any]:
            query = _query(value)
            deal = _field(query, "deal")
            if isinstance(deal, bool) or not isinstance(deal, int) or not 1 <= deal <= 7:
                raise LineError(f"deal must be a whole number from 1 to 7, not {value_kind(deal)}")
            wild = query.get("wild_twos", wild_twos)
            if not isinstance(wild, bool):
                raise LineError(f"wild_twos must be true or false, not {value_kind(wild)}")
            return dict(solve_json(_hand_field(query), deal, wild))

        _jsonl(answer)
        return
    if deal is None or hand is None:
        raise UserError(_("give --deal and --hand, or --jsonl"))
    try:
        result = solve_json(hand, deal, wild_twos)
    except ValueError as error:
        raise UserError(active().refusal(error)) from None
    if as_json:
        click.echo(json.dumps(result))
        return
    if not result["can_go_down"]:
        click.echo(_("deal {deal}: the contract cannot be laid down with this hand", deal=deal))
        return
    for meld in result["melds"]:  # type: ignore[attr-defined]
        click.echo("  " + " ".join(meld))
    left = " ".join(result["left"]) or _("nothing")  # type: ignore[arg-type]
    points = active().count("point", result["left_points"])  # type: ignore[arg-type]
    click.echo(_("left in hand: {cards} ({points})", cards=left, points=points))


@solve.command("carousel", help=N_("The most value of hand cards that can be placed on the table, and how."))
@click.option("--table", "table_text", help=N_('The table, melds separated by |, e.g. "5h 6h 7h | Qc Qd Qs".'))
@click.option("--hand", help=N_('The hand, e.g. "8h Qh * 2c".'))
@click.option("--json", "as_json", is_flag=True, help=N_("Print the answer as JSON."))
@click.option("--jsonl", is_flag=True, help=N_('Batch: read {"table": [[...], ...], "hand": [...]} lines on stdin.'))
def solve_carousel(table_text: str | None, hand: str | None, as_json: bool, jsonl: bool) -> None:
    from rummyhall.solve.carousel import parse_table, placement_json

    if jsonl:

        def answer(value: Any) -> dict[str, Any]:
            query = _query(value)
            table = _field(query, "table")
            if not isinstance(table, list):
                raise LineError(f"table must be a list of melds, each a list of card texts, not {value_kind(table)}")
            melds = []
            for number, meld in enumerate(table, 1):
                try:
                    melds.append(parse_cards(meld))
                except CardError as error:
                    raise LineError(f"table meld {number}: {error}") from None
            return placement_json(melds, _hand_field(query))

        _jsonl(answer)
        return
    if hand is None:
        raise UserError(_("give --hand (and --table, empty if omitted), or --jsonl"))
    try:
        result = placement_json(parse_table(table_text or ""), parse_cards(hand))
    except (ValueError, CardError) as error:
        raise UserError(active().refusal(error)) from None
    if as_json:
        click.echo(json.dumps(result))
        return
    placed = " ".join(result["placed"]) or _("nothing")
    points = active().count("point", result["points"])
    click.echo(_("{points}: place {cards}", points=points, cards=placed))
    for meld in result["melds"]:
        click.echo("  " + " ".join(meld))


def _poker_fast_answer() -> Callable[[bytes], str | None]:
    """The answer to a line like ``["Ah", "Kh", "Qh", "Jh", "Th", "2c", "3d"]`` without
    the JSON reader: split on commas, each ``"Ah"`` looked up in a table, the answer
    written from pieces made once.  Any other line, or a hand with a fault to tell
    (too few cards, a card twice), gets None and is read in full."""
    from rummyhall.cards import pack
    from rummyhall.poker import CATEGORIES, MAX_CARDS, category_of, strength_and_best

    card_of_token: dict[bytes, int] = {}
    for code in pack():
        token = f'"{format_card(code)}"'.encode()
        card_of_token[token] = card_of_token[b" " + token] = code  # after "," or ", "
    text_of_card = {code: f'"{format_card(code)}"' for code in card_of_token.values()}
    start = {category: f'{{"category": "{category}", "best": [' for category in CATEGORIES}
    start_and_end = [("", "")] + [
        (start[category_of(strength)], f'], "strength": {strength}}}\n') for strength in range(1, 7463)
    ]
    card_of = card_of_token.get
    text_of = text_of_card.__getitem__

    def fast(line: bytes) -> str | None:
        if line[:1] != b"[" or line[-1:] != b"]":
            return None
        cards = list(map(card_of, line[1:-1].split(b",", MAX_CARDS)))
        if None in cards:
            return None
        try:
            strength, best = strength_and_best(cards)  # type: ignore[arg-type]
        except ValueError:
            return None
        head, tail = start_and_end[strength]
        return head + ", ".join(map(text_of, best)) + tail

    return fast


@cli.command(help=N_('The best five cards of a hand of 5 to 26 cards (such as "Ah Kh Qh Jh Th 2c 3d").'))
@click.argument("cards", required=False, cls=Argument)
@click.option("--json", "as_json", is_flag=True, help=N_("Print the answer as JSON."))
@click.option("--jsonl", is_flag=True, help=N_("Batch: read one JSON list of cards per line on stdin."))
def poker(cards: str | None, as_json: bool, jsonl: bool) -> None:
    from rummyhall.poker import MAX_CARDS, MIN_CARDS, describe

    if jsonl:

        def answer(value: Any) -> dict[str, Any]:
            if not isinstance(value, list):
                raise LineError(f"each line must be a JSON list of card texts, not {value_kind(value)}")
            if len(value) > MAX_CARDS:  # said before reading what may be millions of cards
                raise LineError(f"a poker hand needs {MIN_CARDS} to {MAX_CARDS} cards, not {len(value)}")
            return describe(parse_cards(value))

        _jsonl(answer, fast=_poker_fast_answer())
        return
    if cards is None:
        raise UserError(_("give the cards, such as {example}, or --jsonl", example='rummyhall poker "Ah Kh Qh Jh Th"'))
    try:
        result = describe(cards)
    except ValueError as error:
        raise UserError(active().refusal(error)) from None
    if as_json:
        click.echo(json.dumps(result))
    else:
        category = Word(result["category"])
        click.echo(
            _(
                "{category}: {cards} (strength {strength})",
                category=category,
                cards=" ".join(result["best"]),
                strength=result["strength"],
            )
        )


def _limit(name: str, kind: click.ParamType[Any], text: str) -> Callable[[Any], Any]:
    """An option of ``serve`` setting one of the server's :class:`Limits`."""
    default = getattr(Limits, name.replace("-", "_"))
    return click.option(f"--{name}", default=default, show_default=True, type=kind, help=text)


@cli.command(
    help=N_(
        "Play together in the browser: the rummyhall server (tables, lobby, the page). "
        'The limits are described in docs/server.md, "Security".'
    )
)
@click.option(
    "--host", default="127.0.0.1", show_default=True, help=N_("Address to listen on (0.0.0.0: other computers too).")
)
@click.option("--port", default=8000, show_default=True, type=click.IntRange(0, 65535), help=N_("Port to listen on."))
@click.option(
    "--db",
    default=None,
    envvar="RUMMYHALL_DB",
    help=N_("Database URL, or RUMMYHALL_DB (default: a SQLite file in your data folder)."),
)
@click.option(
    "--bot-delay", default=0.8, show_default=True, type=click.FloatRange(0, 30), help=N_("Seconds a bot waits.")
)
@_limit("message-rate", click.FloatRange(0), N_("Messages a second one connection may send (0: no limit)."))
@_limit("outbox-limit", click.IntRange(0), N_("Unread messages after which a client is disconnected (0: no limit)."))
@_limit("create-limit", click.IntRange(0), N_("Tables one address may create per --create-window (0: no limit)."))
@_limit("create-window", click.FloatRange(1), N_("Seconds of --create-limit."))
@_limit(
    "lobby-expiry", click.FloatRange(0), N_("Seconds a table may wait in the lobby with nobody there (0: forever).")
)
@_limit("room-idle", click.FloatRange(0), N_("Seconds a table nobody uses stays in memory."))
@_limit("idle-rooms", click.IntRange(0), N_("Most tables kept in memory with nobody there (0: no limit)."))
@click.option(
    "--allow-origin", multiple=True, metavar="URL", help=N_("A page origin allowed besides the server's own.")
)
@click.option(
    "--bus",
    default=None,
    envvar="RUMMYHALL_BUS",
    metavar="URL",
    help=N_("Redis URL joining the workers of one room, or RUMMYHALL_BUS (redis://HOST:PORT/N)."),
)
@click.option(
    "--workers", default=1, show_default=True, type=click.IntRange(1, 64), help=N_("Worker processes on the port.")
)
def serve(
    host: str,
    port: int,
    db: str | None,
    bot_delay: float,
    allow_origin: tuple[str, ...],
    bus: str | None,
    workers: int,
    **limits: Any,
) -> None:
    try:  # the server extra: starlette, uvicorn, websockets, sqlalchemy, platformdirs (pyproject.toml)
        import platformdirs  # noqa: F401
        import redis  # noqa: F401
        import starlette  # noqa: F401
        import uvicorn  # noqa: F401
        import websockets  # noqa: F401
        from sqlalchemy.exc import SQLAlchemyError

        from rummyhall.server.bus import BusError
        from rummyhall.server.process import PortInUse, Settings
        from rummyhall.server.process import serve as run_server
    except ImportError:
        raise UserError(
            _("rummyhall serve needs the server extra: {command}", command="pip install 'rummyhall[server]'")
        ) from None

    try:
        settings = Settings(db, bus, bot_delay, Limits(allowed_origins=allow_origin, **limits))
        run_server(host, port, settings, workers)
    except PortInUse:
        said = _(
            "port {port} is already in use on {host}: choose another with --port (or PORT= with make play)",
            port=port,
            host=host,
        )
        raise UserError(said) from None
    except SQLAlchemyError as error:
        raise UserError(_("cannot use the database: {reason}", reason=str(error).splitlines()[0])) from None
    except BusError as error:
        raise UserError(str(error)) from None
    except OSError as error:
        raise UserError(
            _("cannot listen on {address}: {reason}", address=f"{host}:{port}", reason=_why(error))
        ) from None


@cli.command(help=N_("Bots play duplicate deals of GAME; wins, scores, places, ratings, head to head."))
@click.argument("game", type=click.Choice(GAME_NAMES, case_sensitive=False), metavar="GAME", cls=Argument)
@click.option(
    "--bots",
    default="greedy,random",
    show_default=True,
    help=N_("Bots to compare: kind or kind:parameter, comma-separated."),
)
@click.option(
    "--games",
    "-g",
    "deals",
    default=100,
    show_default=True,
    help=N_("Deals (seeds); each is played once per seat rotation."),
)
@click.option(
    "--players",
    "-p",
    type=int,
    default=None,
    help=N_("Players per game (default: one per bot, at least the game's fewest)."),
)
@click.option("--seed", type=int, default=1, show_default=True, help=N_("Seed of the first deal (then +1 each)."))
@click.option("--option", "-o", "options", multiple=True, metavar="NAME=VALUE", help=N_("A game option; repeatable."))
@click.option("--workers", "-w", type=int, default=None, help=N_("Worker processes (default: one per core; 1: none)."))
@click.option(
    "--ray",
    "ray_address",
    is_flag=False,
    flag_value="",
    default=None,
    metavar="[ADDRESS]",
    help=N_("Play on Ray: a local one, or the cluster at ADDRESS ('auto': this machine's)."),
)
@click.option("--sprt", is_flag=True, help=N_("Stop once the SPRT decides every pair of bots (docs/tournament.md)."))
@click.option(
    "--elo0", default=0.0, show_default=True, help=N_("SPRT: H0 is 'the first bot is at most elo0 Elo better'.")
)
@click.option(
    "--elo1", default=10.0, show_default=True, help=N_("SPRT: H1 is 'the first bot is elo1 Elo better or more'.")
)
@click.option("--alpha", default=0.05, show_default=True, help=N_("SPRT: chance of accepting H1 when H0 holds."))
@click.option("--beta", default=0.05, show_default=True, help=N_("SPRT: chance of accepting H0 when H1 holds."))
@click.option(
    "--out",
    "out_dir",
    type=click.Path(file_okay=False),
    help=N_("Write results.json, games.csv, records/ and plots here."),
)
@click.option("--no-records", is_flag=True, help=N_("With --out: no record per game."))
@click.option("--no-plots", is_flag=True, help=N_("With --out: no plots."))
@click.option("--json", "as_json", is_flag=True, help=N_("Print the results as JSON instead of tables."))
@click.option("--quiet", "-q", is_flag=True, help=N_("No progress bar."))
def tournament(
    game: str,
    bots: str,
    deals: int,
    players: int | None,
    seed: int,
    options: tuple[str, ...],
    workers: int | None,
    ray_address: str | None,
    sprt: bool,
    elo0: float,
    elo1: float,
    alpha: float,
    beta: float,
    out_dir: str | None,
    no_records: bool,
    no_plots: bool,
    as_json: bool,
    quiet: bool,
) -> None:
    import importlib.util

    try:  # the tournament extra: openskill, matplotlib (pyproject.toml; found, not imported: that is slow)
        if None in (importlib.util.find_spec("openskill"), importlib.util.find_spec("matplotlib")):
            raise ImportError("the tournament extra")
    except ImportError:
        raise UserError(
            _(
                "rummyhall tournament needs the tournament extra: {command}",
                command="pip install 'rummyhall[tournament]'",
            )
        ) from None
    from rummyhall.tournament.command import TournamentArgs, hold

    try:
        hold(
            TournamentArgs(
                game=game.lower(),
                bots=bots,
                deals=deals,
                players=players,
                seed=seed,
                options=parse_options(options),
                workers=workers,
                ray=ray_address,
                sprt=(elo0, elo1, alpha, beta) if sprt else None,
                out=Path(out_dir) if out_dir else None,
                records=not no_records,
                plots=not no_plots,
                as_json=as_json,
                quiet=quiet,
            )
        )
    except ValueError as error:  # TournamentError, RulesError: the user's to fix
        raise UserError(_tournament_refusal(error, game.lower())) from None


def _tournament_refusal(error: ValueError, game: str) -> str:
    """Why a tournament cannot be held, in the language (a game refused as ``play`` says it;
    a folder not made with the system's reason in the language)."""
    from rummyhall.engine import RulesError
    from rummyhall.games import GAMES

    if isinstance(error, RulesError):
        return _refused_game(error, GAMES.get(game))
    params = getattr(error, "params", None)
    if isinstance(error.__cause__, OSError) and isinstance(params, dict) and "why" in params:
        params["why"] = _why(error.__cause__)
    return active().refusal(error)


def main(argv: list[str] | None = None) -> None:
    """Entry point: run the command line (``argv``, default the process's), turning user
    mistakes into one-line errors."""
    try:
        cli.main(args=argv, prog_name="rummyhall", standalone_mode=False)
    except click.exceptions.Abort:
        click.echo("", err=True)
        sys.exit(130)
    except click.ClickException as error:
        click.echo(_("error: {message}", message=error.format_message()), err=True)
        sys.exit(2)
    except KeyboardInterrupt:
        sys.exit(130)
    except BrokenPipeError:
        sys.exit(0)


if __name__ == "__main__":
    main()
