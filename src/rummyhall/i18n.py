"""Play in your language: the gettext catalogs, read with Babel (docs/i18n.md).

The rules core says everything as a sentence to fill, a ``template`` and its
``params`` (:func:`rummyhall.engine.fill`), in English; the faces translate
here.  Each language has one catalog in the package,
``locale/<lang>/LC_MESSAGES/rummyhall.po``, made by ``make catalogs`` from
the sources; it is read and compiled into memory on first use (no ``.mo``
files to build).  A message missing from a catalog is said in English.

>>> kk = translator("kk")
>>> kk.fill("round {round}: {dealer:seat} deals; everyone antes {ante} chips", {"round": 2, "dealer": 1, "ante": 9})
'2-раунд: 1-орын таратады; әркім 9 фишка анте төлейді'
>>> translator("en").fill("pays {paid:chip} for {cards:card} left", {"paid": 5, "cards": 1})
'pays 5 chips for 1 card left'
"""

from __future__ import annotations

import os
import re
import string
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from importlib.resources import files
from pathlib import Path
from typing import Any

LANGUAGES = ("en", "kk", "lt", "ka")
"""The languages a person may play in; English is the source of every message."""
DEFAULT = "en"
DOMAIN = "rummyhall"
LOCALE_DIR = Path(__file__).parent / "locale"
TERMINAL_ONLY = "terminal-only"
"""The catalogs' flag of a message only the terminal says (``tools/catalogs.py``)."""
LANGUAGE_NAMES = {"en": "English", "kk": "Қазақша", "lt": "Lietuvių", "ka": "ქართული"}
"""Each language by its own name (for a language picker)."""


def N_(message: str) -> str:
    """Marks ``message`` for the catalogs (``make catalogs``) without translating it here."""
    return message


def NP_(singular: str, plural: str) -> tuple[str, str]:
    """Marks a message with a plural for the catalogs."""
    return singular, plural


NOUNS: dict[str, tuple[str, str]] = {
    "card": NP_("{count} card", "{count} cards"),
    "chip": NP_("{count} chip", "{count} chips"),
    "point": NP_("{count} point", "{count} points"),
    "round": NP_("{count} round", "{count} rounds"),
}
"""A counted noun of a sentence (``{paid:chip}``), with its plural forms."""

WORDS = (
    # what a player cannot do now (Liverpool, Rummoli: "you cannot {what} now")
    N_("cut"),
    N_("draw"),
    N_("buy"),
    N_("pass"),
    N_("go down"),
    N_("lay off"),
    N_("exchange a joker"),
    N_("discard"),
    N_("float"),
    N_("keep or exchange"),
    N_("bid"),
    N_("bet"),
    N_("raise"),
    N_("call"),
    N_("check"),
    N_("fold"),
    N_("claim"),
    N_("play"),
    N_("exchange with the widow"),
    N_("keep your hand"),
    N_("play a card"),
    # Liverpool's contracts
    N_("2 books"),
    N_("1 book + 1 run"),
    N_("2 runs"),
    N_("3 books"),
    N_("2 books + 1 run"),
    N_("1 book + 2 runs"),
    N_("3 runs"),
    # Rummoli's pots, colours and poker hands
    N_("ten of spades"),
    N_("jack of diamonds"),
    N_("queen of clubs"),
    N_("king of hearts"),
    N_("ace of spades"),
    N_("king-ace of diamonds"),
    N_("7-8-9"),
    N_("poker"),
    N_("Rummoli"),
    N_("red"),
    N_("black"),
    N_("high card"),
    N_("pair"),
    N_("two pair"),
    N_("three of a kind"),
    N_("straight"),
    N_("flush"),
    N_("full house"),
    N_("four of a kind"),
    N_("straight flush"),
    # the meld faults of melds.py a refusal may give
    N_("Not a run"),
    # Carousel's moves, as a refusal of a move that is none lists them (games.carousel.ACTION_HELP)
    N_("draw, knock, pass, meld 5h 6h 7h | Qc Qd *Qh (the whole new table, melds separated by |)"),
)
"""Words the rules core puts into sentences as params (a pot's name, a contract,
a colour): a param that is one of the catalog's messages is translated too."""


FAULTS = (
    # melds.py (LIV-4, LIV-5, CAR-3..CAR-5): said in English only, read back by these patterns
    N_("Not a book: a book needs at least 3 cards, this has {count}"),
    N_("Not a book: a book needs at least two natural cards"),
    N_("Not a book: {first} and {second} are different ranks"),
    N_("Not a run: a run needs natural cards"),
    N_("Not a run: {first} and {second} are of different suits"),
    N_("Not a run: K-A-2 turns the corner"),
    N_("Not a run: {card} cannot stand {places} place(s) after {other}"),
    N_("Not a run: the cards are not in sequence"),
    N_("Not a run: it runs past the ace (K-A-2 turns the corner)"),
    N_("Not a run: a run needs at least 4 cards, this has {count}"),
    N_("Not a run: two wild cards within four places (each four cards need three natural ones)"),
    N_("Not a group: a group has 3 or 4 cards, this has {count}"),
    N_("Not a group: {first} and {second} are different ranks"),
    N_("Not a group: two cards of {suit} (a group's suits are all different)"),
    N_("Not a sequence: a sequence needs at least 3 cards, this has {count}"),
    N_("Not a sequence: the cards are not all of one suit"),
    N_("Not a sequence: two cards of rank {rank}"),
    N_("Not a sequence: K-A-2 turns the corner"),
    N_("Not a sequence: the ranks are not consecutive"),
    N_("a joker on the table must stay on the table"),
    N_("the joker {joker} can only change if the real {card} takes its place"),
    N_("A joker on the table must say which card it stands for, like *9h"),
    # games.carousel.table_fault (CAR-5, CAR-7)
    N_("a joker was on the table and is missing (a joker never goes back to a hand, CAR-5)"),
    N_("{card} was on the table and is missing"),
    N_("{card} was on the table and is missing (twice)"),
    N_("a meld must add at least one card from your hand (CAR-7)"),
    N_("you do not hold a joker"),
    N_("you do not hold {card}"),
    N_("you hold {count} joker, not {wanted}"),
    N_("you hold {count} {card}, not {wanted}"),
    N_("meld {number} ({cards}): {fault}"),
    N_("{fault} (CAR-5)"),
    # poker.py and the solvers, as `rummyhall poker` and `rummyhall solve` say them
    N_("a poker hand has no jokers, but {card} is one"),
    N_("a poker hand needs {low} to {high} cards, not {count}"),
    N_("{card} appears more than once"),
    N_("table meld {number} ({cards}) is not valid: {fault}"),
    N_("there are {count} cards {card}; two packs hold two of each (CAR-1)"),
    N_("there are more than two jokers; the game has two (CAR-1)"),
    # games.liverpool: a lay-down's melds, each with its fault (the widest pattern: last)
    N_("{cards}: {fault}"),
)
"""Faults the rules core gives as English text only (no template): a face reads
them back with these patterns (:meth:`Translator.text`), fields and all."""

VALUE_KINDS = (
    # cards.value_kind: what a value that is not a card text is, in an error
    N_("the text {text}"),
    N_("the number {number}"),
    N_("a very large number"),
    N_("an object"),
    N_("a list"),
)
"""The words of :func:`rummyhall.cards.value_kind` (said in English by the core), read back
and translated like :data:`FAULTS`."""

_FORMATTER = string.Formatter()


def _pattern(template: str) -> re.Pattern[str]:
    """A template as a regular expression matching its English text, each field a group."""
    parts = []
    for literal, name, _, _ in _FORMATTER.parse(template):
        parts.append(re.escape(literal))
        if name is not None:
            parts.append(f"(?P<{name}>.+?)")
    return re.compile("".join(parts) + r"\Z", re.DOTALL)


_BOT_NAME = re.compile(r"(.*) \((random|greedy|search)( [\d.]+s)?\)\Z")
_BOT = re.compile(r"(random|greedy|search) bot\Z")
_PATTERNS = [(template, _pattern(template)) for template in (*FAULTS, *VALUE_KINDS) if "{" in template]


@dataclass(frozen=True)
class Translator:
    """One language's messages: ``gettext``, ``ngettext`` and :meth:`fill`."""

    lang: str
    messages: Mapping[str, str | tuple[str, ...]]
    plural: Callable[[int], int]
    terminal_only: frozenset[str] = frozenset()
    """Messages only the terminal says (flagged ``terminal-only`` by ``make catalogs``): not sent to the pages."""

    def text(self, english: str) -> str:
        """A sentence the core said in English only (a fault of :data:`FAULTS`, or
        several joined by ``"; "``), in this language; itself if it is none of them."""
        if english in self.messages:
            return self.gettext(english)
        for template, pattern in _PATTERNS:
            found = pattern.match(english)
            if found:
                said = {name: self.text(value) for name, value in found.groupdict().items()}
                return self.gettext(template).format(**said)
        if "; " in english:
            return "; ".join(self.text(part) for part in english.split("; "))
        return english

    def gettext(self, message: str) -> str:
        """``message`` in this language (itself when the catalog lacks it)."""
        found = self.messages.get(message)
        return found if isinstance(found, str) and found else message

    def ngettext(self, singular: str, plural: str, count: int) -> str:
        """The form of ``singular``/``plural`` for ``count``, in this language."""
        forms = self.messages.get(singular)
        if isinstance(forms, tuple) and all(forms):
            return forms[min(self.plural(count), len(forms) - 1)]
        return singular if count == 1 else plural

    def count(self, noun: str, count: int) -> str:
        """``count`` of ``noun`` (a key of :data:`NOUNS`): ``'3 cards'``."""
        singular, plural = NOUNS.get(noun, (f"{{count}} {noun}", f"{{count}} {noun}s"))
        return self.ngettext(singular, plural, count).format(count=count)

    def seat(self, seat: int, names: Sequence[str] | None) -> str:
        if names is not None and 0 <= seat < len(names):
            return names[seat]
        return self.gettext(N_("seat {seat}")).format(seat=seat)

    def join(self, items: Sequence[str]) -> str:
        """``A and B``, in this language."""
        if not items:
            return ""
        joined = items[0]
        for item in items[1:]:
            joined = self.gettext(N_("{first} and {second}")).format(first=joined, second=item)
        return joined

    def fill(self, template: str, params: Mapping[str, Any], names: Sequence[str] | None = None) -> str:
        """The sentence ``template`` with ``params``, translated, as
        :func:`rummyhall.engine.fill` says it in English (the same specs)."""
        if template not in self.messages:
            said = self.text(template)
            if said != template:
                return said
        out: list[str] = []
        for literal, name, spec, _ in _FORMATTER.parse(self.gettext(template)):
            out.append(literal)
            if name is None:
                continue
            value = params[name]
            if spec == "seat":
                out.append(self.seat(value, names))
            elif spec == "seats":
                out.append(self.join([self.seat(s, names) for s in value]))
            elif spec == "sentence":
                out.append(self.fill(value, params, names))
            elif spec:
                out.append(self.count(spec, value))
            elif isinstance(value, str):
                out.append(self.text(value))
            else:
                out.append(str(value))
        return "".join(out)

    def name(self, written: str) -> str:
        """A seat's name as a record or the server writes it, a bot's kind in this language:
        ``"Ada (greedy)"`` -> ``"Ada (ашкөз)"``, ``"greedy bot"`` -> ``"ашкөз бот"`` (as i18n.js's ``I18N.name``)."""
        found = _BOT_NAME.match(written)
        if found:
            return f"{found[1]} ({self.gettext(found[2])}{found[3] or ''})"
        found = _BOT.match(written)
        return self.gettext(N_("{kind} bot")).format(kind=self.gettext(found[1])) if found else written

    def refusal(self, error: Any, names: Sequence[str] | None = None) -> str:
        """A :class:`~rummyhall.engine.RulesError` in this language."""
        template = getattr(error, "template", None)
        if template is None or template not in self.messages:
            return self.text(str(getattr(error, "reason", error)))
        return self.fill(template, getattr(error, "params", {}), names)


def catalog_path(lang: str) -> Any:
    """The ``.po`` catalog of ``lang`` inside the package."""
    return files("rummyhall").joinpath("locale", lang, "LC_MESSAGES", f"{DOMAIN}.po")


@cache
def translator(lang: str) -> Translator:
    """The translator of ``lang`` (one of :data:`LANGUAGES`; anything else is English),
    its catalog read and compiled on first use."""
    from babel.messages.pofile import read_po

    lang = lang if lang in LANGUAGES else DEFAULT
    with catalog_path(lang).open("rb") as po:
        catalog = read_po(po, locale=lang)
    messages: dict[str, str | tuple[str, ...]] = {}
    terminal_only = set()
    for message in catalog:
        if not message.id or message.fuzzy:
            continue
        key = message.id[0] if isinstance(message.id, tuple | list) else message.id
        text = message.string
        messages[key] = tuple(text) if isinstance(text, tuple | list) else str(text or "")
        if TERMINAL_ONLY in message.flags:
            terminal_only.add(key)
    return Translator(lang, messages, plural_function(lang), frozenset(terminal_only))


def plural_function(lang: str) -> Callable[[int], int]:
    """Which of the catalog's plural forms a count takes (by the language's CLDR rule)."""
    from babel import Locale

    categories = plural_categories(lang)
    select = Locale.parse(lang).plural_form

    def form(count: int) -> int:
        category = select(count)
        return categories.index(category) if category in categories else len(categories) - 1

    return form


@cache
def plural_categories(lang: str) -> list[str]:
    """The CLDR plural categories of ``lang``'s catalog forms, in their order
    (Lithuanian: ``['one', 'few', 'other']``), as ``Intl.PluralRules`` names them."""
    from babel import Locale
    from babel.messages.plurals import get_plural

    forms = get_plural(lang).num_plurals
    select = Locale.parse(lang).plural_form
    seen: list[str] = []
    for n in range(200):
        category: str = select(n)
        if category not in seen:
            seen.append(category)
    order: list[str] = [c for c in ("one", "two", "few", "many", "other") if c in seen]
    return order[:forms] if len(order) >= forms else order


def catalog_json(lang: str) -> dict[str, Any]:
    """The messages of ``lang`` a page may say, made from the same catalog.

    ``messages`` maps each English message id to its text, or for a message
    with plurals to its forms by CLDR category (``{"one": ..., "few": ...,
    "other": ...}``), which a page picks with ``Intl.PluralRules(lang)``.
    Messages keep their ``{fields}`` (filled as :func:`rummyhall.engine.fill`
    does); ``nouns`` maps each counted noun spec (``{paid:chip}``) to its
    message id; ``faults`` are the patterns of :data:`FAULTS` (English-only faults a
    page reads back, as :meth:`Translator.text`).  A message missing from the catalog
    is absent: the page shows its id.  So are the messages only the terminal says
    (``terminal-only`` in the catalogs: the terminal's and the command line's, ``make
    catalogs`` finds them by their sources), and in English every message, which
    would only repeat its id (a page says the id, and ``count == 1`` picks the singular)."""
    tr = translator(lang)
    categories = plural_categories(tr.lang)
    messages: dict[str, Any] = {}
    for key, text in tr.messages.items():
        said = text[0] if isinstance(text, tuple) and text else text
        if key in tr.terminal_only or (tr.lang == DEFAULT and said == key):
            continue
        if isinstance(text, tuple):
            if all(text):
                messages[key] = dict(zip(categories, text, strict=False))
        elif text:
            messages[key] = text
    return {
        "lang": tr.lang,
        "name": LANGUAGE_NAMES[tr.lang],
        "languages": LANGUAGE_NAMES,
        "plurals": categories,
        "nouns": {noun: forms[0] for noun, forms in NOUNS.items()},
        "faults": [template for template, _ in _PATTERNS],
        "messages": messages,
    }


def negotiate(accept_language: str | None, default: str = DEFAULT) -> str:
    """The best of :data:`LANGUAGES` for an HTTP ``Accept-Language`` header.

    >>> negotiate("lt-LT,lt;q=0.9,en;q=0.8"), negotiate("de, ka;q=0.5"), negotiate("fr")
    ('lt', 'ka', 'en')
    """
    wanted: list[tuple[float, int, str]] = []
    for index, part in enumerate((accept_language or "").split(",")):
        tag, _, rest = part.strip().partition(";")
        quality = 1.0
        for param in rest.split(";"):
            key, _, value = param.strip().partition("=")
            if key == "q":
                try:
                    quality = float(value)
                except ValueError:
                    quality = 0.0
        language = tag.strip().lower().replace("_", "-").split("-")[0]
        if language in LANGUAGES and quality > 0:
            wanted.append((-quality, index, language))
    return min(wanted)[2] if wanted else default


def from_environment(environ: Mapping[str, str] | None = None) -> str:
    """The language of the terminal: ``LANGUAGE``, ``LC_ALL``, ``LC_MESSAGES``
    then ``LANG``, as gettext reads them (``kk_KZ.UTF-8`` is ``kk``); English otherwise.

    >>> from_environment({"LANG": "ka_GE.UTF-8"}), from_environment({"LC_ALL": "C", "LANG": "lt_LT"})
    ('ka', 'en')
    """
    environ = os.environ if environ is None else environ
    for key in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = environ.get(key, "")
        if not value:
            continue
        for choice in value.split(":"):
            language = choice.split(".")[0].split("@")[0].split("_")[0].lower()
            if language in LANGUAGES:
                return language
        if key != "LANGUAGE":
            return DEFAULT  # (the first of LC_ALL, LC_MESSAGES, LANG that is set decides)
    return DEFAULT


_active: list[Translator] = []


def use(lang: str) -> Translator:
    """Make ``lang`` the language of :func:`_` (the terminal's one language)."""
    tr = translator(lang)
    _active[:] = [tr]
    return tr


def active() -> Translator:
    """The language :func:`use` chose (English before any)."""
    return _active[0] if _active else translator(DEFAULT)


def _(message: str) -> str:
    """``message`` in the active language."""
    return active().gettext(message)


def ngettext(singular: str, plural: str, count: int) -> str:
    """The form for ``count`` in the active language."""
    return active().ngettext(singular, plural, count)
