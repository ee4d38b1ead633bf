"""After ``pybabel update`` (``make catalogs``): the English catalog says every
message as the sources do, and each language's untranslated messages are counted.

English is the source language: its ``.po`` repeats each message id as its
text (and both plural forms), so that the four catalogs are read the same way.
"""

from __future__ import annotations

import sys
from pathlib import Path

from babel.messages.pofile import read_po, write_po

LOCALE = Path(__file__).resolve().parents[1] / "src" / "rummyhall" / "locale"
LANGUAGES = ("en", "kk", "lt", "ka")


def catalog_file(lang: str) -> Path:
    return LOCALE / lang / "LC_MESSAGES" / "rummyhall.po"


def fill_english() -> None:
    path = catalog_file("en")
    with path.open("rb") as po:
        catalog = read_po(po, locale="en")
    for message in catalog:
        if not message.id:
            continue
        message.string = tuple(message.id) if isinstance(message.id, tuple | list) else message.id
        message.flags.discard("fuzzy")
    with path.open("wb") as po:
        write_po(po, catalog, width=120, omit_header=False, no_location=True, sort_output=True)


def untranslated(lang: str) -> int:
    with catalog_file(lang).open("rb") as po:
        catalog = read_po(po, locale=lang)
    count = 0
    for message in catalog:
        if not message.id:
            continue
        strings = message.string if isinstance(message.string, tuple | list) else (message.string,)
        if message.fuzzy or not all(strings):
            count += 1
    return count


def main() -> int:
    fill_english()
    for lang in LANGUAGES:
        print(f"{lang}: {untranslated(lang)} messages to translate", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
