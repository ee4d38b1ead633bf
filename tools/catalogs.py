"""After ``pybabel update`` (``make catalogs``): the English catalog says every
message as the sources do, each message only the terminal says is flagged, and each
language's untranslated messages are counted.

English is the source language: its ``.po`` repeats each message id as its
text (and both plural forms), so that the four catalogs are read the same way.

The template is extracted with each message's locations; a message found only in
:data:`TERMINAL_SOURCES` (the terminal, the command line and its help) gets the flag
``terminal-only`` in every catalog, so that ``i18n.catalog_json`` leaves it out of what
the pages receive.  The locations are then dropped from the template and the catalogs.
"""

from __future__ import annotations

import sys
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parents[1]
LOCALE = ROOT / "src" / "rummyhall" / "locale"
LANGUAGES = ("en", "kk", "lt", "ka")
TERMINAL_SOURCES = (
    "src/rummyhall/terminal/",
    "src/rummyhall/cli.py",
    "src/rummyhall/tournament/",
    "src/rummyhall/record.py",
)
"""Sources whose messages only a terminal shows (never a page)."""
TERMINAL_ONLY = "terminal-only"
"""The flag of a message found only in :data:`TERMINAL_SOURCES` (rummyhall.i18n reads it)."""


def catalog_file(lang: str) -> Path:
    return LOCALE / lang / "LC_MESSAGES" / "rummyhall.po"


def read(path: Path, lang: str | None = None) -> Catalog:
    with path.open("rb") as po:
        return read_po(po, locale=lang)


def write(path: Path, catalog: Catalog, width: int = 76) -> None:
    with path.open("wb") as po:
        write_po(po, catalog, width=width, omit_header=False, no_location=True, sort_output=True)


def key(message: object) -> str:
    found = getattr(message, "id", "")
    return str(found[0] if isinstance(found, tuple | list) else found)


def terminal_only(template: Catalog) -> set[str] | None:
    """The messages every location of which is a terminal source; None when the template
    has no locations (this script run again after ``make catalogs``: the flags stay)."""
    if not any(m.locations for m in template if m.id):
        return None
    return {
        key(m)
        for m in template
        if m.id and m.locations and all(path.startswith(TERMINAL_SOURCES) for path, _ in m.locations)
    }


def flag(catalog: Catalog, terminal: set[str]) -> None:
    for message in catalog:
        if not message.id:
            continue
        if key(message) in terminal:
            message.flags.add(TERMINAL_ONLY)
        else:
            message.flags.discard(TERMINAL_ONLY)


def fill_english(catalog: Catalog) -> None:
    for message in catalog:
        if not message.id:
            continue
        message.string = tuple(message.id) if isinstance(message.id, tuple | list) else message.id
        message.flags.discard("fuzzy")


def untranslated(lang: str) -> int:
    count = 0
    for message in read(catalog_file(lang), lang):
        if not message.id:
            continue
        strings = message.string if isinstance(message.string, tuple | list) else (message.string,)
        if message.fuzzy or not all(strings):
            count += 1
    return count


def main() -> int:
    pot_path = LOCALE / "rummyhall.pot"
    template = read(pot_path)
    terminal = terminal_only(template)
    for lang in LANGUAGES:
        catalog = read(catalog_file(lang), lang)
        if lang == "en":
            fill_english(catalog)
        if terminal is not None:
            flag(catalog, terminal)
        write(catalog_file(lang), catalog, width=120 if lang == "en" else 76)
    write(pot_path, template)
    if terminal is not None:
        print(f"{len(terminal)} messages only the terminal says (left out of the pages' catalogs)", file=sys.stderr)
    for lang in LANGUAGES:
        print(f"{lang}: {untranslated(lang)} messages to translate", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
