"""Play in your language: Project Fluent's message files, read with ``fluent.runtime`` (docs/i18n.md).

The rules core says everything as a sentence to fill, a ``template`` and its
``params`` (:func:`rummyhall.engine.fill`), in English; the faces say it here, in a
language.  Each language has its messages in ``locale/<lang>/*.ftl`` (Fluent): the
English ones are made from the sources by ``make catalogs``, the others written by
translators.  A message's id is :func:`message_id` of its English text, so the
sources keep writing English and a page finds the same message as the terminal.

Each field of a sentence is a Fluent variable the translator places and inflects:
a seat is the player's name (``$who``), a count a number (``$paid``: the translation
selects its form by the language's CLDR plural category), a word of the rules core (a
pot, a colour, a bot's kind) its text in the language, with each of its cases as the
language's file gives them (``$pot_genitive``, :data:`CASES`).

>>> lt = translator("lt")
>>> lt.fill("pays {paid:chip} for {cards:card} left", {"paid": 1, "cards": 1}, who="Ben")
'Ben moka 1 žetoną už 1 likusią kortą'
>>> translator("en").fill("pays {paid:chip} for {cards:card} left", {"paid": 1970, "cards": 2}, who="Ben")
'Ben pays 1,970 chips for 2 cards left'
"""

from __future__ import annotations

import math
import os
import re
import string
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

LANGUAGES = ("en", "kk", "lt", "ka")
"""The languages a person may play in; English is the source of every message."""
DEFAULT = "en"
LOCALE_DIR = Path(__file__).parent / "locale"
PARTS = ("core", "pages", "terminal")
"""Each language's files: the rules core's sentences, the pages' and server's, the terminal's."""
PAGE_PARTS = ("core", "pages")
"""What a page receives (``terminal.ftl`` is never sent)."""
LANGUAGE_NAMES = {"en": "English", "kk": "Қазақша", "lt": "Lietuvių", "ka": "ქართული"}
"""Each language by its own name (for a language picker)."""
CASES: dict[str, tuple[str, ...]] = {
    "en": (),
    "kk": ("genitive", "dative", "accusative", "locative", "ablative", "instrumental", "possessive"),
    "lt": ("genitive", "dative", "accusative", "instrumental", "locative"),
    "ka": ("ergative", "dative", "genitive", "instrumental", "adverbial"),
}
"""The cases a word of the rules core has in each language, as attributes of its message
(``.genitive``); a sentence says ``{ $pot_genitive }``.  A case a word lacks is its plain form.
(Kazakh's possessive, ``пика тузы``, is no case but a form a word takes the same way.)"""
IDENTIFIERS = frozenset({"seed", "port", "table", "code", "version"})
"""Params that are numbers only by their digits (a seed, a port): said as written, never grouped."""


def N_(message: str) -> str:
    """Marks ``message`` for the catalogs (``make catalogs``) without translating it here."""
    return message


def NP_(singular: str, plural: str) -> tuple[str, str]:
    """Marks a message with a plural for the catalogs."""
    return singular, plural


class Word(str):
    """A text param of :meth:`Translator.say` that is a word of the messages (a bot's kind,
    a game's name): said in the language, with its cases.  Other text is said as it is."""


def _fnv1a(text: str) -> int:
    value = 0x811C9DC5
    for byte in text.encode("utf-8"):
        value = ((value ^ byte) * 0x01000193) & 0xFFFFFFFF
    return value


_FIELD = re.compile(r"\{(\w+)(?::\w+)?\}")


def message_id(text: str) -> str:
    """The Fluent id of the message whose English is ``text``: its first six words and a
    hash of the whole (``messageId`` in ``web/i18n.js`` is the same).

    >>> message_id("{who:seat} pays {paid:chip}"), message_id("Open tables")
    ('who-pays-paid-a8eeff', 'open-tables-a5cd3c')
    """
    words = re.findall(r"[A-Za-z0-9]+", _FIELD.sub(r" \1 ", text))[:6]
    slug = "-".join(words).lower()
    if not slug[:1].isalpha():
        slug = "m-" + slug if slug else "m"
    return f"{slug}-{_fnv1a(text):08x}"[: len(slug) + 7]


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
    # the games, as the rules core names them ("{game} is for {low} to {high} players")
    N_("liverpool"),
    N_("carousel"),
    N_("rummoli"),
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

ENGLISH_NOUNS = {noun: {"one": one, "other": other} for noun, (one, other) in NOUNS.items()}
"""English's forms of each counted noun (``make catalogs`` writes them into ``en/*.ftl``)."""

_FORMATTER = string.Formatter()
_PLAIN_SPECS = frozenset({"", "seat", "seats", "sentence"})


def _pattern(template: str) -> re.Pattern[str]:
    """A template as a regular expression matching its English text, each field a group."""
    parts = []
    for literal, name, _, _ in _FORMATTER.parse(template):
        parts.append(re.escape(literal))
        if name is not None:
            parts.append(f"(?P<{name}>.+?)")
    return re.compile("".join(parts) + r"\Z", re.DOTALL)


BOT_KINDS = ("random", "greedy", "shrewd", "search")
"""The bots' kinds a seat's name may show (``rummyhall.bots.BOTS``; the rules core's words)."""
_BOT_NAME = re.compile(rf"(.*) \(({'|'.join(BOT_KINDS)})( [\d.]+s)?\)\Z")
_BOT = re.compile(rf"({'|'.join(BOT_KINDS)}) bot\Z")
_PATTERNS = [(template, _pattern(template)) for template in (*FAULTS, *VALUE_KINDS) if "{" in template]


# -- writing Fluent (make catalogs) ------------------------------------------------


def _ftl_text(text: str) -> str:
    """Literal text as Fluent pattern text: braces quoted, each line's special first character too."""
    text = "".join('{"' + c + '"}' if c in "{}" else c for c in text)
    return re.sub(r"\n([\[*.])", lambda m: '\n{"' + m[1] + '"}', text)


def ftl_pattern(template: str, nouns: Mapping[str, Mapping[str, str]] | None = None) -> str:
    """A ``str.format`` template as a Fluent pattern: each field a variable; a counted noun
    (``{paid:chip}``) a selector with the forms ``nouns`` gives it, by plural category.

    >>> ftl_pattern("{who:seat} pays {paid:chip}", ENGLISH_NOUNS).splitlines()[0]
    '{ $who } pays { $paid ->'
    """
    out = []
    for literal, name, spec, _ in _FORMATTER.parse(template):
        out.append(_ftl_text(literal))
        if name is None:
            continue
        if not name.isidentifier():  # (braces that are no field: a help's JSON example)
            out.append(_ftl_text("{" + name + (":" + spec if spec else "") + "}"))
        elif spec and spec not in _PLAIN_SPECS and nouns is not None and spec in nouns:
            forms = {key: ftl_pattern(form.replace("{count}", "{" + name + "}")) for key, form in nouns[spec].items()}
            out.append(ftl_select(name, forms))
        else:
            out.append("{ $" + name + " }")
    return "".join(out)


def ftl_select(variable: str, variants: Mapping[str, str], default: str = "other") -> str:
    """A Fluent selector on ``$variable``: ``{"one": ..., "other": ...}``, ``default`` the default variant."""
    lines = [f"{{ ${variable} ->"]
    for key, pattern in variants.items():
        lines.append(("   *" if key == default else "    ") + f"[{key}] " + pattern.replace("\n", "\n    "))
    return "\n".join(lines) + "\n}"


def ftl_message(ident: str, pattern: str, comment: str | None = None) -> str:
    """One message of a ``.ftl`` file (with ``comment`` above it), ending in a blank line."""
    lead = re.match(r"[ \n]*", pattern)[0]  # type: ignore[index]
    trail = re.search(r"[ \n]*\Z", pattern)[0]  # type: ignore[index]
    body = pattern[len(lead) : len(pattern) - len(trail)]
    quote = "".join('{"\\u000A"}' if c == "\n" else '{" "}' for c in lead)
    end = "".join('{"\\u000A"}' if c == "\n" else '{" "}' for c in trail)
    body = quote + body + end
    said = "".join(f"# {line}".rstrip() + "\n" for line in comment.split("\n")) if comment is not None else ""
    if "\n" in body:
        lines = body.split("\n")
        first = lines[0]
        if first[:1] in "[*.":
            first = '{"' + first[0] + '"}' + first[1:]
        indented = "\n".join(("    " + line) if line.strip() else "" for line in [first, *lines[1:]])
        return f"{said}{ident} =\n{indented}\n\n"
    return f"{said}{ident} = {body}\n\n"


# -- reading and saying --------------------------------------------------------------


@dataclass(frozen=True)
class Translator:
    """One language's messages (and English's, for any it lacks): :meth:`say`, :meth:`fill`."""

    lang: str

    @property
    def bundle(self) -> Any:
        """The language's ``fluent.runtime.FluentBundle``, read on first use (a command that
        says nothing, such as ``solve carousel --jsonl``, never parses the message files)."""
        return _bundle(self.lang)

    @property
    def english(self) -> Any:
        """English's, where a message the language lacks is found."""
        return _bundle(DEFAULT)

    def has(self, message: str) -> bool:
        """Whether this language has ``message`` (English text) of its own."""
        return bool(self.bundle.has_message(message_id(message)))

    def _format(self, ident: str, args: Mapping[str, Any]) -> str | None:
        # fluent.runtime refuses a text variable over 2,500 characters (it says "{???}"): a long one
        # (Carousel's legal moves) is put in after, in the place of a mark
        long = {name: value for name, value in args.items() if isinstance(value, str) and len(value) > 1000}
        marks = {name: f"\ue000{index}\ue001" for index, name in enumerate(long)}
        for bundle in (self.bundle, self.english):
            if bundle.has_message(ident):
                found = bundle.get_message(ident)
                if found.value is not None:
                    said = str(bundle.format_pattern(found.value, {**args, **marks})[0])
                    for name, mark in marks.items():
                        said = said.replace(mark, long[name])
                    return said
        return None

    def _word(self, name: str, value: str) -> dict[str, Any]:
        """``value`` as the variable ``$name``: a word of the messages in the language, with
        its cases as ``$name_case``; a fault the core says in English, translated; else as is."""
        ident = message_id(value)
        for bundle in (self.bundle, self.english):
            if bundle.has_message(ident):
                found = bundle.get_message(ident)
                plain = str(bundle.format_pattern(found.value, {})[0]) if found.value is not None else value
                args = {f"{name}_{case}": plain for case in CASES[self.lang]}
                for attribute, pattern in found.attributes.items():
                    args[f"{name}_{attribute}"] = str(bundle.format_pattern(pattern, {})[0])
                args[name] = plain
                return args
        said = self.text(value)  # (not a word: a fault said in English, or text as it is; and so each case)
        return {**{f"{name}_{case}": said for case in CASES[self.lang]}, name: said}

    def _args(self, params: Mapping[str, Any]) -> dict[str, Any]:
        args: dict[str, Any] = {}
        for name, value in params.items():
            if isinstance(value, Word):
                args.update(self._word(name, str(value)))
            elif isinstance(value, bool) or name in IDENTIFIERS:
                args[name] = str(value)
            elif isinstance(value, int | float):
                args[name] = value
            else:  # (text said as it is, and so as each case a translation may ask of it)
                args.update({f"{name}_{case}": str(value) for case in CASES[self.lang]})
                args[name] = str(value)
        return args

    def say(self, message: str, /, **params: Any) -> str:
        """``message`` (its English text) in this language, its variables from ``params``:
        numbers as numbers, a :class:`Word` in the language, other text as it is."""
        said = self._format(message_id(message), self._args(params))
        return said if said is not None else _english(message, params)

    gettext = say

    def ngettext(self, singular: str, plural: str, count: int, /, **params: Any) -> str:
        """The message of ``singular``/``plural`` for ``count`` (its ``$count``)."""
        said = self._format(message_id(singular), self._args({**params, "count": count}))
        if said is not None:
            return said
        return _english(singular if count == 1 else plural, {**params, "count": count})

    def count(self, noun: str, count: int) -> str:
        """``count`` of ``noun`` (a key of :data:`NOUNS`): ``'3 cards'``."""
        singular, plural = NOUNS.get(noun, (f"{{count}} {noun}", f"{{count}} {noun}s"))
        return self.ngettext(singular, plural, count)

    def seat(self, seat: int, names: Sequence[str] | None) -> str:
        if names is not None and 0 <= seat < len(names):
            return names[seat]
        return self.say(N_("seat {seat}"), seat=seat)

    def join(self, items: Sequence[str]) -> str:
        """``A and B``, in this language."""
        if not items:
            return ""
        joined = items[0]
        for item in items[1:]:
            joined = self.say(N_("{first} and {second}"), first=joined, second=item)
        return joined

    def text(self, english: str) -> str:
        """A sentence the core said in English only (a fault of :data:`FAULTS`, or
        several joined by ``"; "``), in this language; itself if it is none of them."""
        ident = message_id(english)
        if self.bundle.has_message(ident) or self.english.has_message(ident):
            return self._format(ident, {}) or english
        for template, pattern in _PATTERNS:
            found = pattern.match(english)
            if found:
                said = {name: self._read_back(value) for name, value in found.groupdict().items()}
                return self._format(message_id(template), said) or english
        if "; " in english:
            return "; ".join(self.text(part) for part in english.split("; "))
        return english

    def _read_back(self, value: str) -> Any:
        """A field of an English-only fault as its message's variable: a count as a number (so that
        the translation says its plural form: Lithuanian "1 korta", "2 kortos", "10 kortų"), else the
        text, itself translated."""
        return int(value) if value.isascii() and value.isdecimal() else self.text(value)

    def fill(
        self, template: str, params: Mapping[str, Any], names: Sequence[str] | None = None, who: str | None = None
    ) -> str:
        """The sentence ``template`` with ``params``, as :func:`rummyhall.engine.fill` says it in
        English: seats by ``names``, ``who`` the player who did it (an event's subject)."""
        ident = message_id(template)
        if not (self.bundle.has_message(ident) or self.english.has_message(ident)):
            said = self.text(template)
            if said != template:
                return said
            from rummyhall.engine import fill

            english = fill(template, params, names)
            return english if who is None else f"{who} {english}"
        args = self._fill_args(template, params, names)
        if who is not None:
            args["who"] = who
        return self._format(ident, args) or template

    def _fill_args(self, template: str, params: Mapping[str, Any], names: Sequence[str] | None) -> dict[str, Any]:
        """The variables of ``template``'s message, from the core's ``params`` (:meth:`fill`)."""
        args: dict[str, Any] = {}
        for _literal, name, spec, _ in _FORMATTER.parse(template):
            if name is None or name in args:
                continue
            value = params[name]
            if spec == "seat":
                args[name] = self.seat(value, names)
            elif spec == "seats":
                args[name] = self.join([self.seat(s, names) for s in value])
            elif spec == "sentence":
                args.update(self._sentence(name, value, params, names))
            elif isinstance(value, str) and not spec:
                args.update(self._word(name, value))
            else:
                args.update(self._args({name: value}))
        return args

    def _sentence(
        self, name: str, template: str, params: Mapping[str, Any], names: Sequence[str] | None
    ) -> dict[str, Any]:
        """A sentence inside a sentence (``{why:sentence}``) as the variable ``$name``, and, where
        its message gives cases as a word's does (``the pot`` ``.ablative``), each as ``$name_case``."""
        said = self.fill(template, params, names)
        args: dict[str, Any] = {f"{name}_{case}": said for case in CASES[self.lang]}
        ident = message_id(template)
        if self.bundle.has_message(ident):
            cases = self.bundle.get_message(ident).attributes
            inner = self._fill_args(template, params, names) if cases else {}
            for case, pattern in cases.items():
                args[f"{name}_{case}"] = str(self.bundle.format_pattern(pattern, inner)[0])
        args[name] = said
        return args

    def event(self, event: Any, names: Sequence[str]) -> str:
        """An :class:`~rummyhall.engine.Event` in words, its player named first where the language puts them."""
        who = None if event.seat is None else names[event.seat]
        return self.fill(event.template, event.params, names, who=who)

    def name(self, written: str) -> str:
        """A seat's name as a record or the server writes it, a bot's kind in this language:
        ``"Ada (greedy)"`` -> ``"Ada (ашкөз)"``, ``"greedy bot"`` -> ``"ашкөз бот"`` (as i18n.js's ``I18N.name``)."""
        if written == "you" and self.lang != DEFAULT:  # (the English terminal's person, as a record keeps them)
            return self.say(N_("{name} (you)"), name=self.say(N_("Player")))
        found = _BOT_NAME.match(written)
        if found:
            return f"{found[1]} ({self.say(found[2])}{found[3] or ''})"
        found = _BOT.match(written)
        return self.say(N_("{kind} bot"), kind=Word(found[1])) if found else written

    def refusal(self, error: Any, names: Sequence[str] | None = None) -> str:
        """A :class:`~rummyhall.engine.RulesError` in this language."""
        template = getattr(error, "template", None)
        if template is None:
            return self.text(str(getattr(error, "reason", error)))
        return self.fill(template, getattr(error, "params", {}), names)

    def number(self, value: float, digits: int = 0) -> str:
        """A number as this language writes it (``1 970``, ``0,25``): Babel's CLDR data."""
        from babel.numbers import format_decimal

        pattern = "#,##0" + ("." + "0" * digits if digits else "")
        return str(format_decimal(value, format=pattern, locale=self.lang))

    def significant(self, value: float, digits: int = 2) -> str:
        """``value`` to ``digits`` significant digits, as this language writes it (a p-value)."""
        from babel.numbers import format_scientific

        if value == 0 or abs(value) >= 10 ** -(digits + 1):
            places = max(0, digits - 1 - math.floor(math.log10(abs(value)))) if value else 0
            return self.number(round(value, places), places)
        return str(format_scientific(value, format="0." + "0" * (digits - 1) + "E0", locale=self.lang))

    def percent(self, value: float, digits: int = 0) -> str:
        """A share (0.25) as this language writes a percentage (``25 %``, ``25%``)."""
        from babel.numbers import format_percent

        pattern = "#,##0" + ("." + "0" * digits if digits else "") + "%"
        return str(format_percent(value, format=pattern, locale=self.lang))


class _Blank(dict):  # type: ignore[type-arg]
    """A field without a param stays as written (``{field}``)."""

    def __missing__(self, key: str) -> str:
        return "{" + key + "}"


def _english(message: str, params: Mapping[str, Any]) -> str:
    """A message no file has (``make catalogs`` not run since it was written), in English."""
    from rummyhall.engine import fill

    return fill(message, _Blank(params))


def ftl_source(lang: str, parts: Sequence[str] = PARTS) -> str:
    """The text of ``lang``'s ``.ftl`` files (those of ``parts``), one after another."""
    from importlib.resources import files

    folder = files("rummyhall").joinpath("locale", lang)
    texts = []
    for part in parts:
        found = folder.joinpath(f"{part}.ftl")
        if found.is_file():
            texts.append(found.read_text(encoding="utf-8"))
    return "\n".join(texts)


@cache
def _bundle(lang: str) -> Any:
    from fluent.runtime import FluentBundle, FluentResource

    bundle = FluentBundle([lang], use_isolating=False)
    bundle.add_resource(FluentResource(ftl_source(lang)))
    return bundle


@cache
def translator(lang: str) -> Translator:
    """The translator of ``lang`` (one of :data:`LANGUAGES`; anything else is English),
    its messages read on first use."""
    lang = lang if lang in LANGUAGES else DEFAULT
    return Translator(lang)


def reset() -> None:
    """Read the message files again (after ``make catalogs`` wrote them)."""
    _bundle.cache_clear()
    translator.cache_clear()
    _active.clear()


def message_ids(lang: str) -> set[str]:
    """The ids of the messages of ``lang``'s files."""
    from fluent.syntax import FluentParser, ast

    resource = FluentParser().parse(ftl_source(lang))
    return {entry.id.name for entry in resource.body if isinstance(entry, ast.Message)}


def _without_comments(source: str) -> str:
    """Fluent text without its comment lines (a comment starts a line; a message's lines after
    its first are indented), which a page does not need."""
    return "".join(line for line in source.splitlines(keepends=True) if not line.startswith("#"))


def catalog_json(lang: str) -> dict[str, Any]:
    """What a page needs to speak ``lang`` (``GET /api/messages/<lang>``, ``web/i18n.js``):
    the Fluent text of its core and page files (``resource``) and of English's
    (``fallback``, none for English), the cases of a word (:data:`CASES`), the patterns
    of the faults the core says in English (:data:`FAULTS`), the counted nouns' messages, and
    how the language writes a number (``numbers``: its group and decimal symbols, CLDR's as Babel
    has them, which :meth:`Translator.number` writes: a browser's ``Intl`` may lack them, as
    Chromium's does for kk and ka)."""
    from babel.numbers import get_decimal_symbol, get_group_symbol

    lang = lang if lang in LANGUAGES else DEFAULT
    return {
        "lang": lang,
        "name": LANGUAGE_NAMES[lang],
        "languages": LANGUAGE_NAMES,
        "cases": list(CASES[lang]),
        "nouns": {noun: forms[0] for noun, forms in NOUNS.items()},
        "faults": [template for template, _ in _PATTERNS],
        "numbers": {"group": get_group_symbol(lang), "decimal": get_decimal_symbol(lang)},
        "resource": _without_comments(ftl_source(lang, PAGE_PARTS)),
        "fallback": "" if lang == DEFAULT else _without_comments(ftl_source(DEFAULT, PAGE_PARTS)),
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


def chosen() -> bool:
    """Whether :func:`use` has chosen a language yet (before, :func:`active` is English)."""
    return bool(_active)


def active() -> Translator:
    """The language :func:`use` chose (English before any)."""
    return _active[0] if _active else translator(DEFAULT)


def _(message: str, /, **params: Any) -> str:
    """``message`` in the active language, its variables from ``params`` (:meth:`Translator.say`)."""
    return active().say(message, **params)


def ngettext(singular: str, plural: str, count: int, /, **params: Any) -> str:
    """The form for ``count`` in the active language, other variables from ``params``."""
    return active().ngettext(singular, plural, count, **params)
