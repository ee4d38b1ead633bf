"""``make catalogs``: the English Fluent files from the sources, and what each language lacks.

Every message is written in English in the sources (docs/i18n.md): the rules core's
templates (``Event``, ``IllegalAction``, ``N_``, ...), the faces' ``_("...")`` and
``ngettext("...", "...", n)``, the pages' scripts.  ``pybabel extract`` finds them (the
keywords below); this script writes each as a Fluent message of
``src/rummyhall/locale/en/<part>.ftl``, its id :func:`rummyhall.i18n.message_id`:

- a field ``{name}`` (any spec) is the variable ``{ $name }``;
- a counted noun ``{paid:chip}`` is a selector on ``$paid`` with the noun's English forms;
- a plural message (``ngettext``) is a selector on ``$count``;
- a sentence of an event that has a player (``Event(seat, ...)`` whose seat is not
  ``None``) starts with that player, ``{ $who }``: the translator places the name.

The parts: ``core.ftl`` (the rules core: events, refusals, faults, words),
``pages.ftl`` (the server and the pages), ``terminal.ftl`` (the terminal, the command
line, tournaments and records: never sent to a page).  A message said in several places
goes to the first of these that says it.  The other languages' files are written by
translators: this script only reports, per language, the messages missing and those
no longer in English (and with ``--check`` fails on either).
"""

from __future__ import annotations

import ast
import subprocess
import sys
import tempfile
from collections.abc import Iterable
from pathlib import Path

from babel.messages.pofile import read_po

ROOT = Path(__file__).resolve().parents[1]
SRC = ROOT / "src" / "rummyhall"
sys.path.insert(0, str(ROOT / "src"))

from rummyhall import i18n  # noqa: E402

KEYWORDS = (
    "_ N_ NP_:1,2 ngettext:1,2 Event:3 Result:3 IllegalAction:1 RulesError:1 _end_deal:1 _end_round:1 "
    "_end_game:1 BadOptions:1 CardError:1 Refused:1 NotSaved:1 naming:2 TournamentError:1 GameFailed:1 "
    "RecordError:1"
).split()
SOURCES = (
    "engine.py cards.py melds.py poker.py games solve bots i18n.py server web terminal cli.py tournament record.py"
).split()
PARTS = {
    "core": ("engine.py", "cards.py", "melds.py", "poker.py", "games/", "solve/", "bots/", "i18n.py"),
    "pages": ("server/", "web/"),
    "terminal": ("terminal/", "cli.py", "tournament/", "record.py"),
}
"""Which file a message goes to, by where the sources say it (the first part that says it)."""


def extract() -> list[tuple[str, str | None, list[str]]]:
    """Every message of the sources: (English, English plural or None, the files saying it)."""
    with tempfile.TemporaryDirectory() as folder:
        pot = Path(folder) / "rummyhall.pot"
        command = [str(Path(sys.executable).with_name("pybabel")), "extract", "-F", str(ROOT / "babel.cfg")]
        command += ["--no-default-keywords", "--sort-output", "-o", str(pot)]
        for keyword in KEYWORDS:
            command += ["-k", keyword]
        command += [str(SRC / source) for source in SOURCES]
        done = subprocess.run(command, cwd=ROOT, capture_output=True, text=True)
        if done.returncode:
            raise SystemExit(done.stderr)
        with pot.open("rb") as file:
            catalog = read_po(file)
    found = []
    for message in catalog:
        if not message.id:
            continue
        singular, plural = (message.id[0], message.id[1]) if isinstance(message.id, tuple | list) else (message.id, None)
        files = [str(Path(path).resolve().relative_to(SRC)) for path, _ in message.locations]
        found.append((singular, plural, files))
    return found


def _marked(node: ast.AST) -> set[str]:
    """The texts of the ``N_("...")`` calls inside ``node``."""
    return {
        call.args[0].value
        for call in ast.walk(node)
        if isinstance(call, ast.Call)
        and getattr(call.func, "id", None) == "N_"
        and call.args
        and isinstance(call.args[0], ast.Constant)
    }


def _assigned(function: ast.AST, tables: dict[str, set[str]]) -> dict[str, set[str]]:
    """Each name the function assigns ``N_("...")`` texts to (``a, b = x, N_("...")`` too), with
    those of a module's table of texts it looks up (``ALL_IN.get(template, template)``)."""
    marked: dict[str, set[str]] = {}
    for node in ast.walk(function):
        if not (isinstance(node, ast.Assign) and len(node.targets) == 1):
            continue
        target, value = node.targets[0], node.value
        pairs: list[tuple[ast.expr, ast.expr]] = [(target, value)]
        if isinstance(target, ast.Tuple):
            both = isinstance(value, ast.Tuple)
            pairs = list(zip(target.elts, value.elts, strict=False)) if both else [(n, value) for n in target.elts]
        for name, said in pairs:
            if isinstance(name, ast.Name):
                texts = _marked(said)
                for looked_up in ast.walk(said):
                    if isinstance(looked_up, ast.Name) and looked_up.id in tables:
                        texts |= tables[looked_up.id]
                marked.setdefault(name.id, set()).update(texts)
    return marked


def sentences_with_a_player() -> set[str]:
    """The templates of ``Event(seat, kind, template, ...)`` whose seat is not ``None``: a literal,
    or a name the same function gives ``N_("...")`` texts (``template = N_("...") if ... else N_("...")``).
    (``tests/test_i18n.py`` plays the games to check that each event with a player has one.)"""
    found: set[str] = set()
    for path in sorted((SRC / "games").glob("*.py")):
        module = ast.parse(path.read_text())
        tables = {
            target.id: _marked(node.value)
            for node in module.body
            if isinstance(node, (ast.Assign, ast.AnnAssign))  # (``ALL_IN = {...}`` or ``ALL_IN: Final = {...}``)
            and isinstance(target := node.targets[0] if isinstance(node, ast.Assign) else node.target, ast.Name)
            and isinstance(node.value, ast.Dict)
        }
        for function in ast.walk(module):
            if not isinstance(function, ast.FunctionDef):
                continue
            marked = _assigned(function, tables)
            for node in ast.walk(function):
                if not (isinstance(node, ast.Call) and getattr(node.func, "id", None) == "Event" and len(node.args) >= 3):
                    continue
                seat, template = node.args[0], node.args[2]
                if isinstance(seat, ast.Constant) and seat.value is None:
                    continue
                if isinstance(template, ast.Constant) and isinstance(template.value, str):
                    found.add(template.value)
                elif isinstance(template, ast.Name):
                    found.update(marked.get(template.id, ()))
    return found


def part_of(files: Iterable[str]) -> str:
    files = list(files)
    for part, prefixes in PARTS.items():
        if any(f.startswith(prefixes) for f in files):
            return part
    return "terminal"


def english_files() -> dict[str, str]:
    """The text of each English file (``{"core": ..., "pages": ..., "terminal": ...}``)."""
    with_player = sentences_with_a_player()
    parts: dict[str, list[str]] = {part: [] for part in PARTS}
    seen: set[str] = set()
    for singular, plural, files in extract():
        ident = i18n.message_id(singular)
        if ident in seen:
            raise SystemExit(f"two messages have the id {ident}: change the English of one ({singular!r})")
        seen.add(ident)
        if plural is not None:
            pattern = i18n.ftl_select("count", {"one": i18n.ftl_pattern(singular), "other": i18n.ftl_pattern(plural)})
        else:
            pattern = i18n.ftl_pattern(singular, nouns=i18n.ENGLISH_NOUNS)
            if singular in with_player:
                pattern = "{ $who } " + pattern
        parts[part_of(files)].append(i18n.ftl_message(ident, pattern, comment=singular))
    heading = "# English, made from the sources by `make catalogs` (tools/catalogs.py): do not edit.\n"
    return {part: heading + "\n" + "".join(sorted(messages, key=_id_of)) for part, messages in parts.items()}


def _id_of(message: str) -> str:
    line = next(line for line in message.splitlines() if line and not line.startswith("#"))
    return line.split(" =", 1)[0]


def report(check: bool) -> int:
    """Say what each language lacks; with ``check``, fail when something is."""
    english = i18n.message_ids("en")
    bad = 0
    for lang in i18n.LANGUAGES[1:]:
        own = i18n.message_ids(lang)
        missing = english - own
        extra = own - english
        print(f"{lang}: {len(missing)} messages to translate, {len(extra)} no longer in English", file=sys.stderr)
        for ident in sorted(missing)[:20]:
            print(f"  missing: {ident}", file=sys.stderr)
        for ident in sorted(extra)[:20]:
            print(f"  obsolete: {ident}", file=sys.stderr)
        bad += len(missing) + len(extra)
    return 1 if check and bad else 0


def main(argv: list[str]) -> int:
    if "--check" not in argv:
        for part, text in english_files().items():
            (i18n.LOCALE_DIR / "en" / f"{part}.ftl").write_text(text, encoding="utf-8")
        i18n.reset()
    return report("--check" in argv)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
